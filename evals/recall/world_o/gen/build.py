"""Build world_o: fixtures/, turns.jsonl, gate.jsonl from gen/*_o.py. Run from world_o/: python3 gen/build.py"""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_o import FIXTURES
from turns_o import TURNS
from gate_o import GATE

def yq(s):
    return '"%s"' % s.replace('\\', '\\\\').replace('"', '\\"') if any(c in s for c in ':#[]{},&*!|>%@`"\'') or s != s.strip() else s

fx = os.path.join(OUT, "fixtures"); shutil.rmtree(fx, ignore_errors=True)
for scope, name, typ, desc, aliases, pinned, body in FIXTURES:
    os.makedirs(os.path.join(fx, scope), exist_ok=True)
    fm = ["---", f"name: {name}", f"type: {typ}", f"description: {yq(desc)}",
          "aliases: [" + ", ".join(yq(a) for a in aliases) + "]"]
    if pinned: fm.append("pinned: true")
    fm.append("---")
    with open(os.path.join(fx, scope, name + ".md"), "w", encoding="utf-8") as f:
        f.write("\n".join(fm) + "\n" + body.strip() + "\n")

with open(os.path.join(OUT, "turns.jsonl"), "w", encoding="utf-8") as f:
    for i, (text, lang, intent, ex, expect, facts) in enumerate(TURNS, 1):
        f.write(json.dumps({"id": "O-%03d" % i, "text": text, "lang": lang, "intent": intent,
            "recall": bool(expect), "exec": ex, "expect": expect, "facts": facts}, ensure_ascii=False) + "\n")

with open(os.path.join(OUT, "gate.jsonl"), "w", encoding="utf-8") as f:
    for i, (tool, inp, exp, rule, why) in enumerate(GATE, 1):
        f.write(json.dumps({"id": "O-G%02d" % i, "action": {"tool_name": tool, "tool_input": inp},
            "expected": exp, "rule": rule, "why": why}, ensure_ascii=False) + "\n")
print("built", len(FIXTURES), "fixtures,", len(TURNS), "turns,", len(GATE), "gate calls")
