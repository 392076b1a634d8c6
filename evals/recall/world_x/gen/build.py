#!/usr/bin/env python3
"""Write turns.jsonl and gate.jsonl from gen/turns_x.py and gen/gate_x.py.
Fixtures are hand-written Markdown files under fixtures/."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from turns_x import TURNS  # noqa: E402
from gate_x import GATE  # noqa: E402

with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
    for n, (text, lang, intent, ex, expect, facts) in enumerate(TURNS, 1):
        row = {"id": "X-%03d" % n, "text": text, "lang": lang, "intent": intent,
               "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
    for n, (tool, inp, verdict, rule, why) in enumerate(GATE, 1):
        row = {"id": "X-G%02d" % n, "action": {"tool_name": tool, "tool_input": inp},
               "expected": verdict, "rule": rule, "why": why}
        fh.write(json.dumps(row, ensure_ascii=False) + "\n")
print("wrote %d turns, %d gate calls" % (len(TURNS), len(GATE)))
