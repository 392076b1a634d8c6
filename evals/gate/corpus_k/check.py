#!/usr/bin/env python3
"""Consistency check for blind gate corpus K (stdlib only).

Parses every topic fixture (front matter + body) and every gate.jsonl line, checks tool-input
shapes and the labelling conventions (ask/no-go name an existing feedback topic of the same
world, go has rule null), per-world size limits, the language requirements, and that the
counts in README.md match the files.  Exit status 0 = pass.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
VERDICTS = ("go", "ask", "no-go")
SCOPES = ("user", "workspace")
TYPES = ("feedback", "reference")
WORLD_RE = re.compile(r"^K(\d\d)_[a-z0-9_]+$")
MCP_RE = re.compile(r"^mcp__[a-z0-9_-]+__[A-Za-z0-9_.-]+$")
KANA_RE = re.compile(r"[\u3040-\u30ff]")
CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
NAME_RE = re.compile(r"^[a-z][a-z0-9_]*$")

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def parse_topic(path):
    """Return (meta, body) or None; front matter is 'key: value' lines between --- fences."""
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not lines or lines[0] != "---":
        err(path, "does not start with '---'")
        return None
    try:
        end = lines.index("---", 1)
    except ValueError:
        err(path, "front matter not closed")
        return None
    meta = {}
    for ln in lines[1:end]:
        m = re.match(r"^([a-z_]+):\s*(.*)$", ln)
        if not m:
            err(path, f"bad front-matter line {ln!r}")
            continue
        key, val = m.group(1), m.group(2).strip()
        if key in meta:
            err(path, f"duplicate key {key}")
        if key == "tags":
            if not (val.startswith("[") and val.endswith("]")):
                err(path, "tags must be a [list]")
            val = [t.strip() for t in val[1:-1].split(",") if t.strip()]
            if not val:
                err(path, "empty tags")
        meta[key] = val
    for key in ("name", "type", "description"):
        if not meta.get(key):
            err(path, f"missing {key}")
    extra = set(meta) - {"name", "type", "description", "tags"}
    if extra:
        err(path, f"unexpected front-matter keys {sorted(extra)}")
    body = "\n".join(lines[end + 1:]).strip()
    if not body:
        err(path, "empty body")
    stem = os.path.splitext(os.path.basename(path))[0]
    if meta.get("name") != stem:
        err(path, f"name {meta.get('name')!r} != file name {stem!r}")
    if meta.get("name") and not NAME_RE.match(meta["name"]):
        err(path, "name must be snake_case")
    if meta.get("type") not in TYPES:
        err(path, f"type {meta.get('type')!r} not in {TYPES}")
    return meta, body


def check_input(where, tool, inp):
    if not isinstance(inp, dict) or not inp:
        err(where, "tool_input must be a non-empty object")
        return
    def need(keys, optional=()):
        for k in keys:
            if not isinstance(inp.get(k), str) or (k != "content" and not inp[k]):
                err(where, f"{tool}: {k} must be a non-empty string")
        extra = set(inp) - set(keys) - set(optional)
        if extra:
            err(where, f"{tool}: unexpected keys {sorted(extra)}")
    if tool == "Bash":
        need(["command"], ("description", "timeout"))
    elif tool == "Write":
        need(["file_path", "content"])
    elif tool == "Edit":
        need(["file_path", "old_string", "new_string"], ("replace_all",))
        if inp.get("old_string") == inp.get("new_string"):
            err(where, "Edit: old_string == new_string")
    elif not MCP_RE.match(tool):
        err(where, f"tool_name {tool!r} is neither Bash/Write/Edit nor mcp__<service>__<action>")
    if tool in ("Write", "Edit") and not str(inp.get("file_path", "")).startswith("/"):
        err(where, "file_path must be absolute")


def check_world(wdir):
    wid = os.path.basename(wdir)
    prefix = wid.split("_")[0]
    topics = {}
    fx = os.path.join(wdir, "fixtures")
    if not os.path.isdir(fx):
        err(wid, "no fixtures/")
        return None
    for scope in sorted(os.listdir(fx)):
        if scope not in SCOPES:
            err(wid, f"unknown scope dir {scope!r}")
            continue
        for fn in sorted(os.listdir(os.path.join(fx, scope))):
            p = os.path.join(fx, scope, fn)
            if not fn.endswith(".md"):
                err(p, "not a .md topic file")
                continue
            parsed = parse_topic(p)
            if parsed is None:
                continue
            meta, body = parsed
            if meta["name"] in topics:
                err(p, "topic name used twice in the world")
            topics[meta["name"]] = (scope, meta["type"], body, meta.get("description", ""))
    if not 4 <= len(topics) <= 6:
        err(wid, f"{len(topics)} topics (want 4-6)")
    feedback = {n for n, t in topics.items() if t[1] == "feedback"}
    if not any(t[1] == "reference" for t in topics.values()):
        err(wid, "no reference topic")

    calls = []
    gp = os.path.join(wdir, "gate.jsonl")
    with open(gp, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            where = f"{wid}/gate.jsonl:{i}"
            if not line.strip():
                err(where, "blank line")
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                err(where, f"bad JSON: {e}")
                continue
            if set(rec) != {"id", "action", "expected", "rule", "why"}:
                err(where, f"keys {sorted(rec)}")
                continue
            want_id = f"{prefix}-G{i:02d}"
            if rec["id"] != want_id:
                err(where, f"id {rec['id']!r}, expected {want_id!r}")
            act = rec["action"]
            if not isinstance(act, dict) or set(act) != {"tool_name", "tool_input"}:
                err(where, "action must have exactly tool_name and tool_input")
                continue
            check_input(where, act["tool_name"], act["tool_input"])
            exp, rule, why = rec["expected"], rec["rule"], rec["why"]
            if exp not in VERDICTS:
                err(where, f"expected {exp!r}")
            if exp == "go" and rule is not None:
                err(where, "go must have rule: null")
            if exp in ("ask", "no-go"):
                if not isinstance(rule, str) or rule not in topics:
                    err(where, f"rule {rule!r} is not a topic of {wid}")
                elif rule not in feedback:
                    err(where, f"rule {rule!r} is a reference topic, must be feedback")
            if not isinstance(why, str) or len(why) < 8:
                err(where, "why missing or too short")
            else:
                m = re.match(r"^near ([a-z0-9_]+):", why)
                if m and m.group(1) not in feedback:
                    err(where, f"why says near {m.group(1)!r}, not a feedback topic")
                if exp == "go" and why.startswith("near") and not m:
                    err(where, "why should read 'near <topic>: ...'")
            calls.append(rec)
    if not 14 <= len(calls) <= 15:
        err(wid, f"{len(calls)} calls (want 14-15)")
    n = {v: sum(c["expected"] == v for c in calls) for v in VERDICTS}
    if calls and not 0.4 <= n["go"] / len(calls) <= 0.6:
        err(wid, f"go share {n['go']}/{len(calls)} is not about half")
    if n["ask"] == 0 or n["no-go"] == 0:
        err(wid, "world needs both ask and no-go calls")
    used = {c["rule"] for c in calls if c["rule"]}
    for t in sorted(feedback - used):
        low = topics[t][2].lower()
        soft = ("preference" in low or "not a rule" in low or "ルールではない" in low
                or "ルールではありません" in low)
        if not soft:
            err(wid, f"feedback topic {t} is never cited by an ask/no-go")
    ids = [c["id"] for c in calls]
    if len(ids) != len(set(ids)):
        err(wid, "duplicate ids")
    ja_rules = sorted(t for t in feedback if KANA_RE.search(topics[t][2]))
    call_text = json.dumps([c["action"] for c in calls], ensure_ascii=False)
    return {
        "wid": wid, "topics": len(topics), "feedback": len(feedback),
        "reference": len(topics) - len(feedback),
        "user": sum(t[0] == "user" for t in topics.values()),
        "workspace": sum(t[0] == "workspace" for t in topics.values()),
        "calls": len(calls), **n, "ja_rules": len(ja_rules),
        "en_rules_ja_calls": not ja_rules and bool(CJK_RE.search(call_text)),
    }


def check_readme(stats):
    path = os.path.join(ROOT, "README.md")
    if not os.path.exists(path):
        err("README.md", "missing")
        return
    text = open(path, encoding="utf-8").read()
    rows = {}
    for ln in text.splitlines():
        m = re.match(r"^\|\s*(K\d\d_[a-z0-9_]+)\s*\|[^|]*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$", ln)
        if m:
            rows[m.group(1)] = tuple(int(x) for x in m.groups()[1:])
    for s in stats:
        want = (s["topics"], s["calls"], s["go"], s["ask"], s["no-go"])
        if rows.get(s["wid"]) != want:
            err("README.md", f"row for {s['wid']} is {rows.get(s['wid'])}, files say {want}")
    if set(rows) - {s["wid"] for s in stats}:
        err("README.md", f"rows for unknown worlds {sorted(set(rows) - {s['wid'] for s in stats})}")
    tot = lambda k: sum(s[k] for s in stats)
    expect = [
        f"Worlds: {len(stats)}",
        f"Topic files: {tot('topics')} ({tot('feedback')} `feedback`",
        f"{tot('reference')} `reference`",
        f"{tot('user')} in `user` scope, {tot('workspace')} in `workspace` scope",
        f"Gate calls: {tot('calls')} — go {tot('go')}, ask {tot('ask')}, no-go {tot('no-go')}",
        f"in Japanese: {tot('ja_rules')} of {tot('feedback')}",
    ]
    for frag in expect:
        if frag not in text:
            err("README.md", f"counts line should contain {frag!r}")
    if "blind" not in text.lower():
        err("README.md", "does not say it was written blind")


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    others = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and not WORLD_RE.match(d)
                    and not d.startswith((".", "__")))
    if others:
        err("gate_k", f"unexpected directories {others}")
    nums = [int(WORLD_RE.match(w).group(1)) for w in worlds]
    if nums != list(range(1, 15)):
        err("gate_k", f"worlds should be K01..K14, found {nums}")
    stats = [s for s in (check_world(os.path.join(ROOT, w)) for w in worlds) if s]
    ja_worlds = [s["wid"] for s in stats if s["ja_rules"]]
    en_ja = [s["wid"] for s in stats if s["en_rules_ja_calls"]]
    if len(ja_worlds) < 5:
        err("gate_k", f"Japanese rules in only {len(ja_worlds)} worlds (want >= 5)")
    if len(en_ja) < 2:
        err("gate_k", f"English rules with Japanese call content in only {len(en_ja)} worlds (want >= 2)")
    check_readme(stats)
    for s in stats:
        print(f"{s['wid']:34s} topics {s['topics']} calls {s['calls']:2d}  go {s['go']:2d} ask {s['ask']} "
              f"no-go {s['no-go']}  ja_rules {s['ja_rules']}")
    tot = lambda k: sum(s[k] for s in stats)
    print(f"TOTAL worlds {len(stats)} topics {tot('topics')} (feedback {tot('feedback')}, reference {tot('reference')}; "
          f"user {tot('user')}, workspace {tot('workspace')}) calls {tot('calls')} go {tot('go')} ask {tot('ask')} "
          f"no-go {tot('no-go')}; JA rule files {tot('ja_rules')} in {ja_worlds}; EN rules + JA calls in {en_ja}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
