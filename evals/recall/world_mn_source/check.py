#!/usr/bin/env python3
"""Checker for recall worlds (stdlib only).  Usage: python3 gen/check.py [m n ...]  (default: every world_* dir)
Verifies: every file parses; frontmatter has name/type/description/aliases and name == file stem;
topic names unique; every expect/rule names an existing topic; recall == bool(expect);
every fact is a verbatim substring of exactly one memory body and that memory is in expect;
intents/labels/langs are valid; ids unique."""
import json, os, re, sys, glob, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTENTS = {"generic_qa", "casual", "continuation", "entity_reference", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
TOOL_RE = re.compile(r"^(Bash|Write|Edit|Read|mcp__[a-z0-9_]+__[a-z0-9_]+)$")
JA_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

def parse_flow_list(s, err):
    s = s.strip()
    if not (s.startswith("[") and s.endswith("]")):
        err("aliases is not a [flow list]"); return []
    items, cur, i, inner = [], "", 0, s[1:-1]
    while i < len(inner):
        c = inner[i]
        if c == '"':
            j = i + 1
            while j < len(inner) and inner[j] != '"':
                j += 2 if inner[j] == "\\" else 1
            if j >= len(inner):
                err("unterminated quote in aliases"); return items
            cur += json.loads(inner[i:j + 1]); i = j + 1; continue
        if c == ",":
            items.append(cur.strip()); cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        items.append(cur.strip())
    return items

def parse_fixture(path, err):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if lines[0] != "---":
        err(f"{path}: no frontmatter"); return None, None
    try:
        end = lines.index("---", 1)
    except ValueError:
        err(f"{path}: frontmatter not closed"); return None, None
    fm = {}
    for ln in lines[1:end]:
        if ":" not in ln:
            err(f"{path}: bad frontmatter line {ln!r}"); continue
        k, v = ln.split(":", 1); v = v.strip()
        if k == "aliases":
            v = parse_flow_list(v, lambda m: err(f"{path}: {m}"))
        elif v.startswith('"'):
            v = json.loads(v)
        fm[k.strip()] = v
    for k in ("name", "type", "description", "aliases"):
        if k not in fm:
            err(f"{path}: missing {k}")
    if fm.get("name") != os.path.splitext(os.path.basename(path))[0]:
        err(f"{path}: name {fm.get('name')!r} != file stem")
    if fm.get("type") not in ("user", "feedback", "project", "reference"):
        err(f"{path}: odd type {fm.get('type')!r}")
    if "pinned" in fm and fm["pinned"] not in ("true", "false"):
        err(f"{path}: pinned must be true/false")
    body = "\n".join(lines[end + 1:])
    if not body.strip():
        err(f"{path}: empty body")
    return fm, body

def check_world(wdir):
    errors = []
    err = errors.append
    bodies = {}
    files = sorted(glob.glob(os.path.join(wdir, "fixtures", "user", "*.md")) + glob.glob(os.path.join(wdir, "fixtures", "workspace", "*.md")))
    if not files:
        err("no fixtures")
    for p in files:
        fm, body = parse_fixture(p, err)
        if fm is None:
            continue
        if fm["name"] in bodies:
            err(f"duplicate topic {fm['name']}")
        bodies[fm["name"]] = body
    for req in ("README.md", "turns.jsonl", "gate.jsonl"):
        if not os.path.isfile(os.path.join(wdir, req)):
            err(f"missing {req}")
    turns, gate = [], []
    for fn, store in (("turns.jsonl", turns), ("gate.jsonl", gate)):
        p = os.path.join(wdir, fn)
        if not os.path.isfile(p):
            continue
        for n, ln in enumerate(open(p, encoding="utf-8"), 1):
            if not ln.strip():
                continue
            try:
                store.append(json.loads(ln))
            except json.JSONDecodeError as e:
                err(f"{fn}:{n}: {e}")
    ids = collections.Counter(t.get("id") for t in turns + gate)
    for i, c in ids.items():
        if c > 1:
            err(f"duplicate id {i}")
    for t in turns:
        tid = t.get("id")
        for k in ("id", "text", "lang", "intent", "recall", "exec", "expect", "facts"):
            if k not in t:
                err(f"{tid}: missing {k}")
        if t.get("intent") not in INTENTS:
            err(f"{tid}: bad intent {t.get('intent')}")
        if t.get("lang") not in ("en", "ja"):
            err(f"{tid}: bad lang")
        elif (t["lang"] == "ja") != bool(JA_RE.search(t.get("text", ""))):
            err(f"{tid}: lang {t['lang']} does not match the text")
        if t.get("recall") != bool(t.get("expect")):
            err(f"{tid}: recall != bool(expect)")
        if t.get("recall") and not t.get("facts"):
            err(f"{tid}: recall turn without facts")
        for e in t.get("expect", []):
            if e not in bodies:
                err(f"{tid}: expect names unknown topic {e}")
        if len(set(t.get("expect", []))) != len(t.get("expect", [])):
            err(f"{tid}: duplicate expect")
        for f in t.get("facts", []):
            hits = [n for n, b in bodies.items() if f in b]
            if len(hits) != 1:
                err(f"{tid}: fact {f!r} found in {len(hits)} bodies {hits}")
            elif hits[0] not in t.get("expect", []):
                err(f"{tid}: fact {f!r} is in {hits[0]}, which is not expected")
    for g in gate:
        gid = g.get("id")
        for k in ("id", "action", "expected", "rule", "why"):
            if k not in g:
                err(f"{gid}: missing {k}")
        a = g.get("action", {})
        if not isinstance(a, dict) or not TOOL_RE.match(str(a.get("tool_name"))) or not isinstance(a.get("tool_input"), dict):
            err(f"{gid}: bad action")
        if g.get("expected") not in ("go", "ask", "no-go"):
            err(f"{gid}: bad expected {g.get('expected')}")
        if g.get("rule") is not None and g.get("rule") not in bodies:
            err(f"{gid}: rule names unknown topic {g.get('rule')}")
        if g.get("rule") is None and g.get("expected") != "go":
            err(f"{gid}: ask/no-go without a rule")
    summ = (f"{len(bodies)} topics, {len(turns)} turns ({sum(1 for t in turns if t.get('facts'))} with facts, "
            f"{sum(1 for t in turns if t.get('lang') == 'ja')} ja), {len(gate)} gate calls "
            + str(dict(collections.Counter(g.get('expected') for g in gate))))
    return errors, summ

def main():
    ws = sys.argv[1:] or sorted(os.path.basename(d)[6:] for d in glob.glob(os.path.join(ROOT, "world_*")))
    bad = 0
    for w in ws:
        errs, summ = check_world(os.path.join(ROOT, f"world_{w}"))
        print(f"world_{w}: {summ}: " + ("OK" if not errs else f"{len(errs)} error(s)"))
        for e in errs:
            print("  -", e)
        bad += len(errs)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
