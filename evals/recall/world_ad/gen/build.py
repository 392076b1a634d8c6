#!/usr/bin/env python3
"""Write turns.jsonl and gate.jsonl of world_ad from gen/turns_ad.py and gen/gate_ad.py.
Paths are relative to this file."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from turns_ad import TURNS  # noqa: E402
from gate_ad import GATE  # noqa: E402


def main():
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for n, (lang, text, intent, ex, expect, facts) in enumerate(TURNS, 1):
            row = {"id": "AD-%03d" % n, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for n, (tool, inp, verdict, rule, why) in enumerate(GATE, 1):
            row = {"id": "AD-G%02d" % n, "action": {"tool_name": tool, "tool_input": inp},
                   "expected": verdict, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d turns, %d gate calls" % (len(TURNS), len(GATE)))


if __name__ == "__main__":
    main()
