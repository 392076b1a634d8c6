#!/usr/bin/env python3
"""Build world_r outputs: fixtures/{user,workspace}/*.md, turns.jsonl, gate.jsonl."""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_r import FIXTURES
from turns_r import TURNS
from gate_r import GATE


def yaml_str(s):
    return '"' + s.replace('"', '\\"') + '"' if (":" in s or "—" in s or s[:1] in "[{&*!|>'\"%@`#") else s


def main():
    fx = os.path.join(ROOT, "fixtures")
    if os.path.isdir(fx):
        shutil.rmtree(fx)
    for folder, name, typ, desc, aliases, pinned, body in FIXTURES:
        d = os.path.join(fx, folder)
        os.makedirs(d, exist_ok=True)
        head = ["---", f"name: {name}", f"type: {typ}", f"description: {yaml_str(desc)}",
                "aliases: [" + ", ".join(aliases) + "]"]
        if pinned:
            head.append("pinned: true")
        head.append("---")
        with open(os.path.join(d, name + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(head) + "\n" + body.strip("\n") + "\n")
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as f:
        for i, (text, lang, intent, exe, expect, facts) in enumerate(TURNS, 1):
            row = {"id": f"R-{i:03d}", "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": exe, "expect": expect, "facts": facts}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (tool, inp, verdict, rule, why) in enumerate(GATE, 1):
            row = {"id": f"R-G{i:02d}", "action": {"tool_name": tool, "tool_input": inp},
                   "expected": verdict, "rule": rule, "why": why}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(FIXTURES)} fixtures, {len(TURNS)} turns, {len(GATE)} gate calls")


if __name__ == "__main__":
    main()
