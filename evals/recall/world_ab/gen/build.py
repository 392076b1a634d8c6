#!/usr/bin/env python3
"""Write fixtures/, turns.jsonl and gate.jsonl from the data in gen/ (stdlib only)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_ab import FIX  # noqa: E402
from turns_ab import TURNS  # noqa: E402
from gate_ab import GATE  # noqa: E402


def main():
    for name, (sub, typ, desc, aliases, body, pinned) in FIX.items():
        d = os.path.join(ROOT, "fixtures", sub)
        os.makedirs(d, exist_ok=True)
        fm = ["---", "name: " + name, "type: " + typ, "description: " + json.dumps(desc, ensure_ascii=False),
              "aliases: " + aliases]
        if pinned:
            fm.append("pinned: true")
        fm.append("---")
        with open(os.path.join(d, name + ".md"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(fm) + "\n" + body)
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for i, t in enumerate(TURNS, 1):
            text, lang, intent, exec_, expect, facts = t
            row = {"id": "AB-%03d" % i, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": exec_, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for i, g in enumerate(GATE, 1):
            tool, inp, verdict, rule, why = g
            row = {"id": "AB-G%02d" % i, "action": {"tool_name": tool, "tool_input": inp},
                   "expected": verdict, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
