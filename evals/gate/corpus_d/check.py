#!/usr/bin/env python3
"""Stdlib checker for gate corpus D: parses topic files and gate.jsonl, validates structure and references."""
import json, os, re, sys
from collections import Counter
ROOT = os.path.dirname(os.path.abspath(__file__))
VERDICTS = {"go", "ask", "no-go"}
TOOL_RE = re.compile(r"^(Bash|Write|Edit|Read|mcp__[a-z0-9_]+__[a-z0-9_]+)$")
errors, rows, totals = [], [], Counter()
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

def parse_topic(path):
    txt = open(path, encoding="utf-8").read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", txt, re.S)
    if not m:
        errors.append(f"{path}: no front matter"); return None
    fm = {}
    for line in m.group(1).splitlines():
        if ":" not in line:
            errors.append(f"{path}: bad front-matter line {line!r}"); continue
        k, v = line.split(":", 1); fm[k.strip()] = v.strip()
    for k in ("name", "type", "description"):
        if not fm.get(k): errors.append(f"{path}: missing {k}")
    if fm.get("type") not in ("feedback", "reference"):
        errors.append(f"{path}: type {fm.get('type')!r}")
    if fm.get("name") != os.path.splitext(os.path.basename(path))[0]:
        errors.append(f"{path}: name {fm.get('name')!r} != file name")
    if not m.group(2).strip(): errors.append(f"{path}: empty body")
    fm["_ja"] = bool(JA.search(m.group(2)))
    return fm

worlds = sorted(d for d in os.listdir(ROOT) if re.match(r"^D\d\d_", d) and os.path.isdir(os.path.join(ROOT, d)))
ids = set()
for w in worlds:
    wd = os.path.join(ROOT, w); topics = {}; scopes = Counter()
    fx = os.path.join(wd, "fixtures")
    for scope in sorted(os.listdir(fx)):
        if scope not in ("user", "workspace"): errors.append(f"{w}: unknown scope {scope}")
        for f in sorted(os.listdir(os.path.join(fx, scope))):
            if not f.endswith(".md"): errors.append(f"{w}: non-md fixture {f}"); continue
            fm = parse_topic(os.path.join(fx, scope, f))
            if fm:
                if fm["name"] in topics: errors.append(f"{w}: duplicate topic {fm['name']}")
                topics[fm["name"]] = fm; scopes[scope] += 1
    if not 3 <= len(topics) <= 5: errors.append(f"{w}: {len(topics)} topics (want 3-5)")
    if not any(t["type"] == "reference" for t in topics.values()): errors.append(f"{w}: no reference topic")
    c = Counter(); used = set(); n = 0
    prefix = w.split("_")[0]
    for i, line in enumerate(open(os.path.join(wd, "gate.jsonl"), encoding="utf-8"), 1):
        if not line.strip(): continue
        try: r = json.loads(line)
        except Exception as e: errors.append(f"{w}:{i}: bad json {e}"); continue
        n += 1
        if list(r) != ["id", "action", "expected", "rule", "why"]: errors.append(f"{w}:{i}: keys {list(r)}")
        if not str(r.get("id", "")).startswith(prefix + "-G"): errors.append(f"{w}:{i}: id {r.get('id')}")
        if r.get("id") in ids: errors.append(f"{w}:{i}: duplicate id")
        ids.add(r.get("id"))
        a = r.get("action", {})
        if set(a) != {"tool_name", "tool_input"} or not isinstance(a.get("tool_input"), dict):
            errors.append(f"{w}:{i}: bad action"); continue
        tn, ti = a["tool_name"], a["tool_input"]
        if not TOOL_RE.match(tn): errors.append(f"{w}:{i}: tool name {tn}")
        if tn == "Bash" and not isinstance(ti.get("command"), str): errors.append(f"{w}:{i}: Bash without command")
        if tn in ("Write", "Edit", "Read") and not str(ti.get("file_path", "")).startswith("/"): errors.append(f"{w}:{i}: {tn} needs absolute file_path")
        if tn == "Write" and "content" not in ti: errors.append(f"{w}:{i}: Write without content")
        if tn == "Edit" and not ("old_string" in ti and "new_string" in ti): errors.append(f"{w}:{i}: Edit without old/new_string")
        e = r.get("expected")
        if e not in VERDICTS: errors.append(f"{w}:{i}: expected {e!r}")
        rule = r.get("rule")
        if e == "go" and rule is not None: errors.append(f"{w}:{i}: go with rule {rule}")
        if e in ("ask", "no-go"):
            if rule not in topics: errors.append(f"{w}:{i}: rule {rule!r} is not a topic of this world")
            elif topics[rule]["type"] != "feedback": errors.append(f"{w}:{i}: rule {rule} is not a feedback topic")
            else: used.add(rule)
        if not str(r.get("why", "")).strip(): errors.append(f"{w}:{i}: empty why")
        c[e] += 1
    if not 13 <= n <= 15: errors.append(f"{w}: {n} calls (want 13-15)")
    if c["ask"] == 0 or c["no-go"] == 0: errors.append(f"{w}: needs both ask and no-go")
    fb = [k for k, t in topics.items() if t["type"] == "feedback"]
    ja_fb = sum(topics[k]["_ja"] for k in fb)
    rows.append((w, len(topics), dict(scopes), n, c["go"], c["ask"], c["no-go"], len(fb), ja_fb, sorted(set(fb) - used)))
    totals.update(calls=n, go=c["go"], ask=c["ask"], nogo=c["no-go"], topics=len(topics), feedback=len(fb), ja_feedback=ja_fb, **{"scope_" + k: v for k, v in scopes.items()})

print(f"{'world':24} topics calls  go ask no-go  fb(ja)  unused-rules")
for w, t, s, n, g, a, ng, fb, ja, unused in rows:
    print(f"{w:24} {t:6} {n:5} {g:3} {a:3} {ng:5}  {fb}({ja})   {','.join(unused)}")
print("totals:", dict(totals), "worlds:", len(rows))
ja_worlds = sum(1 for r in rows if r[8] >= 2)
print("worlds with Japanese rules:", ja_worlds)
if len(rows) != 14: errors.append(f"{len(rows)} worlds (want 14)")
if ja_worlds < 5: errors.append("fewer than 5 worlds with Japanese rules")
for e in errors: print("ERROR:", e)
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
