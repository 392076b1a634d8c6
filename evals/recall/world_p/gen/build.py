#!/usr/bin/env python3
"""Build world_p from the data modules: python3 gen/build.py (run from world_p/)."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_p import FIXTURES
from turns_p import TURNS
from gate_p import GATE

def yq(a):
    if re.fullmatch(r"[^:,\[\]{}#&*!|>'\"%@`\-][^:,\[\]{}#&*!|>'\"%@`]*", a):
        return a
    return json.dumps(a, ensure_ascii=False)

for d in ("user", "workspace"):
    os.makedirs(os.path.join(ROOT, "fixtures", d), exist_ok=True)
for d, name, typ, desc, aliases, pinned, body in FIXTURES:
    fm = ["---", f"name: {name}", f"type: {typ}", f"description: {json.dumps(desc, ensure_ascii=False)}",
          "aliases: [" + ", ".join(yq(a) for a in aliases) + "]"]
    if pinned:
        fm.append("pinned: true")
    fm.append("---")
    text = "\n".join(fm + ["- " + b for b in body]) + "\n"
    with open(os.path.join(ROOT, "fixtures", d, name + ".md"), "w", encoding="utf-8") as f:
        f.write(text)

with open(os.path.join(ROOT, "turns.jsonl"), "w", encoding="utf-8") as f:
    for i, (text, lang, intent, ex, expect, facts) in enumerate(TURNS, 1):
        rec = {"id": f"P-{i:03d}", "text": text, "lang": lang, "intent": intent, "recall": bool(expect),
               "exec": ex, "expect": expect, "facts": facts}
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")

with open(os.path.join(ROOT, "gate.jsonl"), "w", encoding="utf-8") as f:
    for i, (tool, inp, expected, rule, why) in enumerate(GATE, 1):
        rec = {"id": f"P-G{i:02d}", "action": {"tool_name": tool, "tool_input": inp},
               "expected": expected, "rule": rule, "why": why}
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
print(f"fixtures {len(FIXTURES)}, turns {len(TURNS)}, gate {len(GATE)}")
