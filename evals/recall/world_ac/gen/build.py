#!/usr/bin/env python3
"""Write turns.jsonl and gate.jsonl for world_ac from gen/turns_ac.py and gen/gate_ac.py (stdlib only)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import gate_ac  # noqa: E402
import turns_ac  # noqa: E402


def main():
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for n, (text, lang, intent, exe, expect, facts) in enumerate(turns_ac.TURNS, 1):
            row = {"id": "AC-%03d" % n, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": exe, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for n, (tool, tin, expected, rule, why) in enumerate(gate_ac.GATE, 1):
            row = {"id": "AC-G%02d" % n, "action": {"tool_name": tool, "tool_input": tin},
                   "expected": expected, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d turns, %d gate calls" % (len(turns_ac.TURNS), len(gate_ac.GATE)))


if __name__ == "__main__":
    main()
