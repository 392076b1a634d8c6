#!/usr/bin/env python3
"""Write fixtures/, turns.jsonl and gate.jsonl for world_aa from gen/*_aa.py (stdlib only)."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_aa import F  # noqa: E402
from turns_aa import T  # noqa: E402
from gate_aa import GATE  # noqa: E402


def main():
    fx = os.path.join(ROOT, "fixtures")
    if os.path.isdir(fx):
        shutil.rmtree(fx)
    for d, name, typ, desc, aliases, pinned, body in F:
        os.makedirs(os.path.join(fx, d), exist_ok=True)
        fm = ["---", "name: %s" % name, "type: %s" % typ,
              "description: %s" % json.dumps(desc, ensure_ascii=False),
              "aliases: [%s]" % ", ".join(aliases)]
        if pinned:
            fm.append("pinned: true")
        fm.append("---")
        with open(os.path.join(fx, d, name + ".md"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(fm) + "\n" + body)
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for n, (text, lang, intent, ex, expect, facts) in enumerate(T, 1):
            row = {"id": "AA-%03d" % n, "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for n, (tool, inp, exp, rule, why) in enumerate(GATE, 1):
            row = {"id": "AA-G%02d" % n, "action": {"tool_name": tool, "tool_input": inp},
                   "expected": exp, "rule": rule, "why": why}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d fixtures, %d turns, %d gate calls" % (len(F), len(T), len(GATE)))


if __name__ == "__main__":
    main()
