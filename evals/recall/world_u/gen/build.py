#!/usr/bin/env python3
"""Build world_u outputs: fixtures/{user,workspace}/*.md, turns.jsonl, gate.jsonl."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_u import FIXTURES
from turns_u import T
from gate_u import G

def q(s):
    if any(c in s for c in ':—"#[]{},') or s != s.strip():
        return json.dumps(s, ensure_ascii=False)
    return s

def write_fixtures():
    for sub in ("user", "workspace"):
        d = os.path.join(ROOT, "fixtures", sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".md"):
                os.remove(os.path.join(d, f))
    for sub, name, typ, desc, aliases, pinned, body in FIXTURES:
        lines = ["---", f"name: {name}", f"type: {typ}", f"description: {q(desc)}",
                 "aliases: [" + ", ".join(aliases) + "]"]
        if pinned:
            lines.append("pinned: true")
        lines.append("---")
        text = "\n".join(lines) + "\n" + body.strip("\n") + "\n"
        with open(os.path.join(ROOT, "fixtures", sub, name + ".md"), "w", encoding="utf-8") as fh:
            fh.write(text)

def write_turns():
    with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as fh:
        for i, (text, lang, intent, exe, expect, facts) in enumerate(T, 1):
            rec = {"id": f"U-{i:03d}", "text": text, "lang": lang, "intent": intent,
                   "recall": bool(expect), "exec": exe, "expect": expect, "facts": facts}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

def write_gate():
    with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as fh:
        for i, (tool, inp, expected, rule, why) in enumerate(G, 1):
            rec = {"id": f"U-G{i:02d}", "action": {"tool_name": tool, "tool_input": inp},
                   "expected": expected, "rule": rule, "why": why}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    write_fixtures(); write_turns(); write_gate()
    print(f"fixtures {len(FIXTURES)}, turns {len(T)}, gate {len(G)}")
