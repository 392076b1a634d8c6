#!/usr/bin/env python3
"""Write ../turns.jsonl and ../gate.jsonl from turns_y.py and gate_y.py."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from turns_y import T
from gate_y import G
ROOT = os.path.dirname(HERE)
with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
    for i, (text, lang, intent, ex, expect, facts) in enumerate(T, 1):
        fh.write(json.dumps({"id": "Y-%03d" % i, "text": text, "lang": lang, "intent": intent,
                             "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts},
                            ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
    for i, (tool, inp, exp, rule, why) in enumerate(G, 1):
        fh.write(json.dumps({"id": "Y-G%02d" % i, "action": {"tool_name": tool, "tool_input": inp},
                             "expected": exp, "rule": rule, "why": why}, ensure_ascii=False) + "\n")
print("wrote %d turns, %d gate calls" % (len(T), len(G)))
