#!/usr/bin/env python3
"""Write turns.jsonl and gate.jsonl from gen/turns_z.py and gen/gate_z.py."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from turns_z import TURNS  # noqa: E402
from gate_z import GATE  # noqa: E402


def main():
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for n, (text, lang, intent, ex, expect, facts) in enumerate(TURNS, 1):
            row = {"id": "Z-%03d" % n, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for n, (tool, tin, expected, rule, why) in enumerate(GATE, 1):
            row = {"id": "Z-G%02d" % n, "action": {"tool_name": tool, "tool_input": tin},
                   "expected": expected, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("turns %d, gate %d" % (len(TURNS), len(GATE)))


if __name__ == "__main__":
    main()
