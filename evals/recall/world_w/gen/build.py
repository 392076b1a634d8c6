#!/usr/bin/env python3
"""Write world_w/turns.jsonl and world_w/gate.jsonl from gen/turns_w.py and gen/gate_w.py.
The fixtures are hand-written Markdown files under fixtures/ (not generated)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load(name, var):
    ns = {}
    exec(open(os.path.join(HERE, name), encoding="utf-8").read(), ns)
    return ns[var]


def main():
    turns = load("turns_w.py", "TURNS")
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for n, (text, lang, intent, exe, expect, facts) in enumerate(turns, 1):
            row = {"id": "W-%03d" % n, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": exe, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    gate = load("gate_w.py", "GATE")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for n, (tool, tin, expected, rule, why) in enumerate(gate, 1):
            row = {"id": "W-G%02d" % n, "action": {"tool_name": tool, "tool_input": tin},
                   "expected": expected, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d turns, %d gate calls" % (len(turns), len(gate)))


if __name__ == "__main__":
    main()
