#!/usr/bin/env python3
"""Consistency check for blind gate corpus F (stdlib only).

Parses every world's topic fixtures (front matter) and gate.jsonl, and checks:
- front matter: name == file stem, type in {feedback, reference}, description present, scope dir in {user, workspace}
- each world: 4-6 topics, at least one reference topic, 14-15 calls, ids F<nn>-G<nn> in order
- call shape: id/action/expected/rule/why; action = {tool_name, tool_input}; Bash/Write/Edit/mcp__ input shapes
- verdicts: go -> rule is null; ask/no-go -> rule names an existing *feedback* topic of the same world
- balance: go share between 40% and 60% per world; every world has at least one ask and one no-go
- language: >= 5 worlds with Japanese rule files; >= 2 worlds with English-only rules deciding calls with Japanese content
Prints per-world counts and totals. Exit code 1 on any error.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
WORLD_RE = re.compile(r"^F(\d\d)_[a-z0-9_]+$")
MCP_RE = re.compile(r"^mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_.\-]+$")
JA_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
VERDICTS = ("go", "ask", "no-go")
CALL_KEYS = {"id", "action", "expected", "rule", "why"}

errors = []


def err(msg):
    errors.append(msg)


def is_japanese(text):
    """A rule file counts as Japanese when most of its letters are Japanese (English notes may quote a JA term)."""
    letters = [ch for ch in text if ch.isalpha()]
    ja = sum(1 for ch in letters if JA_RE.match(ch))
    return bool(letters) and ja / len(letters) >= 0.5


def parse_front_matter(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if not text.startswith("---\n"):
        err(f"{path}: no front matter")
        return None, text
    end = text.find("\n---\n", 4)
    if end < 0:
        err(f"{path}: unterminated front matter")
        return None, text
    meta = {}
    for line in text[4:end].splitlines():
        if not line.strip():
            continue
        if ":" not in line:
            err(f"{path}: bad front matter line {line!r}")
            continue
        k, v = line.split(":", 1)
        meta[k.strip()] = v.strip()
    body = text[end + 5:]
    if not body.strip():
        err(f"{path}: empty body")
    return meta, body


def load_topics(wdir):
    topics = {}
    fx = os.path.join(wdir, "fixtures")
    if not os.path.isdir(fx):
        err(f"{wdir}: no fixtures/")
        return topics
    for scope in sorted(os.listdir(fx)):
        sdir = os.path.join(fx, scope)
        if scope not in ("user", "workspace"):
            err(f"{sdir}: unknown scope {scope}")
            continue
        for fn in sorted(os.listdir(sdir)):
            p = os.path.join(sdir, fn)
            if not fn.endswith(".md"):
                err(f"{p}: not a .md topic")
                continue
            meta, body = parse_front_matter(p)
            if meta is None:
                continue
            stem = fn[:-3]
            if meta.get("name") != stem:
                err(f"{p}: name {meta.get('name')!r} != file stem")
            if meta.get("type") not in ("feedback", "reference"):
                err(f"{p}: type {meta.get('type')!r}")
            if not meta.get("description"):
                err(f"{p}: missing description")
            if "tags" in meta and not re.match(r"^\[.*\]$", meta["tags"]):
                err(f"{p}: tags must be a [list]")
            if stem in topics:
                err(f"{p}: duplicate topic name {stem} in world")
            topics[stem] = {"type": meta.get("type"), "scope": scope, "ja": is_japanese(body)}
    return topics


def check_input(cid, tool, inp):
    if not isinstance(inp, dict):
        err(f"{cid}: tool_input is not an object")
        return
    if tool == "Bash":
        if not isinstance(inp.get("command"), str) or not inp["command"].strip():
            err(f"{cid}: Bash needs a non-empty command")
    elif tool == "Write":
        if not isinstance(inp.get("file_path"), str) or not isinstance(inp.get("content"), str):
            err(f"{cid}: Write needs file_path and content")
        elif not inp["file_path"].startswith("/"):
            err(f"{cid}: Write file_path not absolute")
    elif tool == "Edit":
        for k in ("file_path", "old_string", "new_string"):
            if not isinstance(inp.get(k), str):
                err(f"{cid}: Edit needs {k}")
                return
        if inp["old_string"] == inp["new_string"]:
            err(f"{cid}: Edit old_string == new_string")
    elif MCP_RE.match(tool):
        if not inp:
            err(f"{cid}: empty mcp tool_input")
    else:
        err(f"{cid}: unknown tool_name {tool!r}")


def strings_in(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from strings_in(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings_in(v)


def check_world(wname):
    wdir = os.path.join(ROOT, wname)
    num = WORLD_RE.match(wname).group(1)
    topics = load_topics(wdir)
    feedback = {n for n, t in topics.items() if t["type"] == "feedback"}
    if not 4 <= len(topics) <= 6:
        err(f"{wname}: {len(topics)} topics (want 4-6)")
    if not any(t["type"] == "reference" for t in topics.values()):
        err(f"{wname}: no reference topic")
    counts = {v: 0 for v in VERDICTS}
    calls = []
    gp = os.path.join(wdir, "gate.jsonl")
    if not os.path.isfile(gp):
        err(f"{wname}: no gate.jsonl")
        return None
    with open(gp, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f"{gp}:{ln}: blank line")
                continue
            try:
                c = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{gp}:{ln}: bad JSON: {e}")
                continue
            calls.append(c)
    used_rules = set()
    call_ja = False
    for i, c in enumerate(calls, 1):
        cid = c.get("id", f"{wname}#{i}")
        if set(c) != CALL_KEYS:
            err(f"{cid}: keys {sorted(c)} != {sorted(CALL_KEYS)}")
        if c.get("id") != f"F{num}-G{i:02d}":
            err(f"{cid}: expected id F{num}-G{i:02d}")
        a = c.get("action")
        if not isinstance(a, dict) or set(a) != {"tool_name", "tool_input"}:
            err(f"{cid}: action must have exactly tool_name and tool_input")
        else:
            check_input(cid, a["tool_name"], a["tool_input"])
            if any(JA_RE.search(s) for s in strings_in(a["tool_input"])):
                call_ja = True
        v = c.get("expected")
        if v not in VERDICTS:
            err(f"{cid}: expected {v!r}")
            continue
        counts[v] += 1
        r = c.get("rule")
        if v == "go":
            if r is not None:
                err(f"{cid}: go must have rule null")
        else:
            if r not in feedback:
                err(f"{cid}: rule {r!r} is not a feedback topic of {wname}")
            used_rules.add(r)
        if not isinstance(c.get("why"), str) or not c["why"].strip():
            err(f"{cid}: missing why")
    n = len(calls)
    if not 14 <= n <= 15:
        err(f"{wname}: {n} calls (want 14-15)")
    if n and not 0.4 <= counts["go"] / n <= 0.6:
        err(f"{wname}: go share {counts['go']}/{n} outside 40-60%")
    if not counts["ask"] or not counts["no-go"]:
        err(f"{wname}: needs at least one ask and one no-go")
    ja_rules = sorted(t for t in feedback if topics[t]["ja"])
    ja_deciding = {r for r in used_rules if topics.get(r, {}).get("ja")}
    return {
        "world": wname, "topics": len(topics), "feedback": len(feedback),
        "reference": len(topics) - len(feedback), "calls": n, **counts,
        "ja_rules": len(ja_rules), "ja_world": bool(ja_deciding),
        "en_rules_ja_calls": (not any(topics[t]["ja"] for t in used_rules if t in topics)) and call_ja,
        "scopes": sorted({t["scope"] for t in topics.values()}),
    }


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    if len(worlds) != 14:
        err(f"{len(worlds)} worlds (want 14)")
    nums = [int(WORLD_RE.match(w).group(1)) for w in worlds]
    if nums != list(range(1, len(worlds) + 1)):
        err(f"world numbers not contiguous: {nums}")
    rows = [r for r in (check_world(w) for w in worlds) if r]
    tot = {k: sum(r[k] for r in rows) for k in ("topics", "feedback", "reference", "calls", "go", "ask", "no-go", "ja_rules")}
    print(f"{'world':28} top fb ref calls  go ask no-go ja_rules scopes")
    for r in rows:
        flag = " JA" if r["ja_world"] else (" EN->ja-calls" if r["en_rules_ja_calls"] else "")
        print(f"{r['world']:28} {r['topics']:3} {r['feedback']:2} {r['reference']:3} {r['calls']:5} {r['go']:3} {r['ask']:3}"
              f" {r['no-go']:5} {r['ja_rules']:8} {','.join(r['scopes'])}{flag}")
    print("total:", tot)
    ja_worlds = [r["world"] for r in rows if r["ja_world"]]
    en_ja = [r["world"] for r in rows if r["en_rules_ja_calls"]]
    print("worlds with Japanese rules:", len(ja_worlds), ja_worlds)
    print("worlds with English rules deciding Japanese-content calls:", len(en_ja), en_ja)
    if len(ja_worlds) < 5:
        err("fewer than 5 worlds with Japanese rules")
    if len(en_ja) < 2:
        err("fewer than 2 worlds with English rules and Japanese call content")
    for f in os.listdir(ROOT):
        if f not in ("README.md", "check.py") and not WORLD_RE.match(f):
            err(f"unexpected entry at top level: {f}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
