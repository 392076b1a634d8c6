#!/usr/bin/env python3
"""Build world_v outputs: fixtures/{user,workspace}/*.md, turns.jsonl, gate.jsonl."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from fixtures_v import FIXTURES  # noqa: E402
from turns_v import TURNS  # noqa: E402
from gate_v import GATE  # noqa: E402


def write_fixtures():
    for sub in ("user", "workspace"):
        d = os.path.join(ROOT, "fixtures", sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".md"):
                os.remove(os.path.join(d, f))
    for sub, name, typ, desc, aliases, pinned, body in FIXTURES:
        fm = ["---", "name: " + name, "type: " + typ,
              "description: " + json.dumps(desc, ensure_ascii=False),
              "aliases: [" + ", ".join(aliases) + "]"]
        if pinned:
            fm.append("pinned: true")
        fm.append("---")
        text = "\n".join(fm) + "\n" + body.strip("\n") + "\n"
        with open(os.path.join(ROOT, "fixtures", sub, name + ".md"), "w", encoding="utf-8") as fh:
            fh.write(text)


def write_turns():
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for i, (text, lang, intent, ex, expect, facts) in enumerate(TURNS, 1):
            row = {"id": "V-%03d" % i, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def write_gate():
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for i, (tool, inp, expected, rule, why) in enumerate(GATE, 1):
            row = {"id": "V-G%02d" % i, "action": {"tool_name": tool, "tool_input": inp},
                   "expected": expected, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write_fixtures()
    write_turns()
    write_gate()
    print("built fixtures (%d), turns (%d), gate (%d)" % (len(FIXTURES), len(TURNS), len(GATE)))
