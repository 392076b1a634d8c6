#!/usr/bin/env python3
"""Checker for world_o. Run from anywhere: python3 check.py
Verifies: JSON validity and field shapes of turns.jsonl / gate.jsonl; fixture front matter
(name = file stem, type, description, aliases list, optional pinned); every fact occurs verbatim
in exactly one memory body and that memory is in the turn's `expect`; every expect / rule names
an existing topic; recall == bool(expect); recall turns carry 1-2 facts; ids unique. Prints counts."""
import json, os, re, sys
from collections import Counter
D = os.path.dirname(os.path.abspath(__file__))
errs = []
def err(m): errs.append(m)

INTENTS = {"generic_qa", "casual", "continuation", "entity_reference", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
TYPES = {"user", "feedback", "project", "reference"}

bodies, meta = {}, {}
for scope in ("user", "workspace"):
    p = os.path.join(D, "fixtures", scope)
    for fn in sorted(os.listdir(p)):
        if not fn.endswith(".md"): err(f"non-md fixture {fn}"); continue
        txt = open(os.path.join(p, fn), encoding="utf-8").read()
        m = re.match(r"^---\n(.*?)\n---\n(.*)$", txt, re.S)
        if not m: err(f"{fn}: bad front matter"); continue
        fm, body = m.group(1), m.group(2)
        keys = {}
        for line in fm.split("\n"):
            k, _, v = line.partition(":")
            if not _ or k in keys: err(f"{fn}: bad/duplicate fm line {line!r}")
            keys[k] = v.strip()
        for k in ("name", "type", "description", "aliases"):
            if k not in keys: err(f"{fn}: missing {k}")
        if set(keys) - {"name", "type", "description", "aliases", "pinned"}: err(f"{fn}: extra keys {set(keys)}")
        name = keys.get("name", "")
        if name != fn[:-3]: err(f"{fn}: name {name!r} != file stem")
        if keys.get("type") not in TYPES: err(f"{fn}: type {keys.get('type')}")
        if "pinned" in keys and keys["pinned"] != "true": err(f"{fn}: pinned must be true")
        al = keys.get("aliases", "")
        if not (al.startswith("[") and al.endswith("]")): err(f"{fn}: aliases not a flow list")
        try:
            import yaml  # optional stricter parse
            y = yaml.safe_load(fm)
            if not isinstance(y.get("aliases"), list) or not isinstance(y.get("description"), str): err(f"{fn}: yaml types")
        except ImportError:
            pass
        if name in bodies: err(f"duplicate topic {name}")
        bodies[name] = body; meta[name] = (scope, keys)

def load(fn):
    rows = []
    for n, line in enumerate(open(os.path.join(D, fn), encoding="utf-8"), 1):
        if not line.strip(): continue
        try: rows.append(json.loads(line))
        except Exception as e: err(f"{fn}:{n} invalid JSON: {e}")
    return rows

turns = load("turns.jsonl"); gate = load("gate.jsonl")
ids = Counter(t.get("id") for t in turns + gate)
for i, c in ids.items():
    if c > 1: err(f"duplicate id {i}")

for t in turns:
    tid = t.get("id")
    if set(t) != {"id", "text", "lang", "intent", "recall", "exec", "expect", "facts"}: err(f"{tid}: fields {sorted(t)}")
    if t.get("lang") not in ("en", "ja"): err(f"{tid}: lang")
    if t.get("intent") not in INTENTS: err(f"{tid}: intent {t.get('intent')}")
    if not isinstance(t.get("recall"), bool) or not isinstance(t.get("exec"), bool): err(f"{tid}: recall/exec not bool")
    exp, facts = t.get("expect", []), t.get("facts", [])
    if t.get("recall") != bool(exp): err(f"{tid}: recall != bool(expect)")
    if len(set(exp)) != len(exp): err(f"{tid}: duplicate expect")
    for e in exp:
        if e not in bodies: err(f"{tid}: expect names unknown topic {e}")
    if t.get("recall") and not (1 <= len(facts) <= 2): err(f"{tid}: recall turn needs 1-2 facts")
    if not t.get("recall") and facts: err(f"{tid}: facts on recall=false turn")
    for f in facts:
        hits = [n for n, b in bodies.items() if f in b]
        if len(hits) != 1: err(f"{tid}: fact {f!r} occurs in {len(hits)} bodies {hits}")
        elif hits[0] not in exp: err(f"{tid}: fact {f!r} is in {hits[0]}, not an expected memory")
    # lang sanity: ja turns contain kana
    has_kana = bool(re.search(r"[\u3040-\u30ff]", t.get("text", "")))
    if t.get("lang") == "ja" and not has_kana: err(f"{tid}: lang ja without kana")

for g in gate:
    gid = g.get("id")
    if set(g) != {"id", "action", "expected", "rule", "why"}: err(f"{gid}: fields {sorted(g)}")
    a = g.get("action", {})
    if set(a) != {"tool_name", "tool_input"} or not isinstance(a.get("tool_input"), dict): err(f"{gid}: action shape")
    tn = a.get("tool_name", "")
    if not (tn in ("Bash", "Write", "Edit") or re.match(r"^mcp__[a-z0-9_]+__[a-z0-9_]+$", tn)): err(f"{gid}: tool_name {tn}")
    if g.get("expected") not in ("go", "ask", "no-go"): err(f"{gid}: expected")
    r = g.get("rule")
    if r is not None and r not in bodies: err(f"{gid}: rule names unknown topic {r}")
    if g.get("expected") != "go" and r is None: err(f"{gid}: ask/no-go without rule")
    if not g.get("why"): err(f"{gid}: empty why")

# report
lang = Counter(t["lang"] for t in turns)
print(f"fixtures: {len(bodies)} (user {sum(1 for s,_ in meta.values() if s=='user')}, workspace {sum(1 for s,_ in meta.values() if s=='workspace')}); pinned: {[n for n,(s,k) in meta.items() if 'pinned' in k]}")
ja_bodies = [n for n, b in bodies.items() if len(re.findall(r'[\u3040-\u30ff\u4e00-\u9fff]', b)) > 0.3 * len(re.sub(r'\s', '', b))]
print(f"Japanese-language bodies ({len(ja_bodies)}): {ja_bodies}")
print(f"turns: {len(turns)}; lang {dict(lang)}; recall true {sum(t['recall'] for t in turns)} / false {sum(not t['recall'] for t in turns)}; exec true {sum(t['exec'] for t in turns)}; with facts {sum(1 for t in turns if t['facts'])}; multi-expect {sum(1 for t in turns if len(t['expect'])>1)}")
print("intents:", dict(Counter(t["intent"] for t in turns).most_common()))
print(f"gate: {len(gate)}; {dict(Counter(g['expected'] for g in gate))}; go with rule null: {sum(1 for g in gate if g['expected']=='go' and g['rule'] is None)}")
used = Counter(e for t in turns for e in t["expect"]) + Counter(g["rule"] for g in gate if g["rule"])
unused = [n for n in bodies if not used[n]]
if unused: print("WARNING topics never expected/used as rule:", unused)
if errs:
    print(f"\nFAIL: {len(errs)} problem(s)"); [print(" -", e) for e in errs]; sys.exit(1)
print("\nOK")
