#!/usr/bin/env python3
"""Build a recall world from gen/<w>_world.py + gen/<w>_readme.md.  Usage: python3 gen/build.py m|n"""
import importlib.util, json, os, re, shutil, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SPECIAL = set("&,:'\"[]{}#|>*!%@`")

def q(s):
    if any(c in SPECIAL for c in s) or s[:1] in "-?" or s != s.strip():
        return json.dumps(s, ensure_ascii=False)
    return s

def qdesc(s):
    return json.dumps(s, ensure_ascii=False) if (any(c in SPECIAL for c in s) or "—" in s) else s

def has_ja(s):
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", s))

def main(w):
    spec = importlib.util.spec_from_file_location(f"{w}_world", os.path.join(HERE, f"{w}_world.py"))
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    out = os.path.join(ROOT, f"world_{w}")
    if os.path.isdir(os.path.join(out, "fixtures")):
        shutil.rmtree(os.path.join(out, "fixtures"))
    for d in ("user", "workspace"):
        os.makedirs(os.path.join(out, "fixtures", d), exist_ok=True)
    for m in mod.MEMORIES:
        fm = ["---", f"name: {m['name']}", f"type: {m['type']}", f"description: {qdesc(m['description'])}",
              "aliases: [" + ", ".join(q(a) for a in m["aliases"]) + "]"]
        if m.get("pinned"):
            fm.append("pinned: true")
        fm.append("---")
        with open(os.path.join(out, "fixtures", m["dir"], m["name"] + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + m["body"].strip("\n") + "\n")
    turns = []
    for i, t in enumerate(mod.TURNS, 1):
        turns.append(dict(id=f"{mod.PREFIX}-{i:03d}", text=t["text"], lang=t["lang"], intent=t["intent"],
                          recall=bool(t["expect"]), exec=t["exec"], expect=t["expect"], facts=t["facts"]))
    with open(os.path.join(out, "turns.jsonl"), "w", encoding="utf-8") as f:
        for t in turns:
            f.write(json.dumps(t, ensure_ascii=False) + "\n")
    gate = []
    for i, g in enumerate(mod.GATE, 1):
        gate.append(dict(id=f"{mod.PREFIX}-G{i:02d}", action=g["action"], expected=g["expected"], rule=g["rule"], why=g["why"]))
    with open(os.path.join(out, "gate.jsonl"), "w", encoding="utf-8") as f:
        for g in gate:
            f.write(json.dumps(g, ensure_ascii=False) + "\n")
    # counts for README
    mems = mod.MEMORIES
    nu = sum(1 for m in mems if m["dir"] == "user"); nw = len(mems) - nu
    ja_bodies = [m["name"] for m in mems if has_ja(m["body"]) and sum(map(has_ja, m["body"].splitlines())) > len(m["body"].strip().splitlines()) / 2]
    en_bodies = [m["name"] for m in mems if m["name"] not in ja_bodies]
    pinned = [m["name"] for m in mems if m.get("pinned")]
    lang = collections.Counter(t["lang"] for t in turns)
    intents = collections.Counter(t["intent"] for t in turns)
    order = ["execution_request", "user_specific_context", "entity_reference", "generic_qa", "continuation", "casual", "implementation_request", "design_request"]
    ge = collections.Counter(g["expected"] for g in gate)
    gnull = sum(1 for g in gate if g["expected"] == "go" and g["rule"] is None)
    counts = "\n".join([
        f"- fixtures: {len(mems)} topic files — user/ {nu}, workspace/ {nw}. Pinned: {', '.join(pinned)}.",
        f"  Japanese-language bodies: {', '.join(ja_bodies)}." if w == "m" else f"  English-language bodies: {', '.join(en_bodies)}.",
        f"- turns.jsonl: {len(turns)} turns — en {lang['en']} / ja {lang['ja']}; recall true {sum(t['recall'] for t in turns)} / false {sum(not t['recall'] for t in turns)}; "
        f"exec true {sum(t['exec'] for t in turns)}; {sum(1 for t in turns if t['facts'])} turns carry `facts`; {sum(1 for t in turns if len(t['expect']) > 1)} turns expect more than one memory.",
        "  Intents: " + ", ".join(f"{k} {intents[k]}" for k in order) + ".",
        f"- gate.jsonl: {len(gate)} calls — go {ge['go']} ({ge['go'] - gnull} near a rule, {gnull} touching no rule, `rule: null`), ask {ge['ask']}, no-go {ge['no-go']}.",
    ])
    with open(os.path.join(HERE, f"{w}_readme.md"), encoding="utf-8") as f:
        readme = f.read().replace("{COUNTS}", counts)
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)
    print(f"world_{w}: built"); print(counts)

if __name__ == "__main__":
    for w in sys.argv[1:]:
        main(w)
