#!/usr/bin/env python3
"""Build world_q outputs: fixtures/{user,workspace}/*.md, turns.jsonl, gate.jsonl.
Run from anywhere: python3 gen/build.py"""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_q import FIXTURES
from turns_q import TURNS
from gate_q import GATE


def yscalar(s):
    if any(c in s for c in ':#"—[]{}') or s.strip() != s:
        return json.dumps(s, ensure_ascii=False)
    return s


def main():
    fx = os.path.join(ROOT, "fixtures")
    if os.path.isdir(fx):
        shutil.rmtree(fx)
    for d in ("user", "workspace"):
        os.makedirs(os.path.join(fx, d))
    for d, name, typ, desc, aliases, pinned, body in FIXTURES:
        fm = ["---", f"name: {name}", f"type: {typ}", f"description: {yscalar(desc)}",
              "aliases: [" + ", ".join(yscalar(a) for a in aliases) + "]"]
        if pinned:
            fm.append("pinned: true")
        fm.append("---")
        with open(os.path.join(fx, d, name + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + body)
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as f:
        for i, (text, lang, intent, ex, expect, facts) in enumerate(TURNS, 1):
            rec = {"id": f"Q-{i:03d}", "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (tool, inp, verdict, rule, why) in enumerate(GATE, 1):
            rec = {"id": f"Q-G{i:02d}", "action": {"tool_name": tool, "tool_input": inp},
                   "expected": verdict, "rule": rule, "why": why}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"fixtures {len(FIXTURES)}, turns {len(TURNS)}, gate {len(GATE)}")


if __name__ == "__main__":
    main()
