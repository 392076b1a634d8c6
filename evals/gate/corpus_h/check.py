#!/usr/bin/env python3
"""Consistency check for blind gate corpus H (stdlib only).

Parses every topic fixture (front matter + body) and every gate.jsonl line, checks tool-input shapes,
and the labelling conventions: every ask/no-go names an existing `feedback` topic of its own world,
every go has rule: null, and a "near <topic>" in a go's `why` names an existing topic.
Exit code 0 = pass; prints a per-world table and totals.
"""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
WORLD_RE = re.compile(r"^H(\d\d)_[a-z0-9_]+$")
MCP_RE = re.compile(r"^mcp__[a-z0-9_]+__[A-Za-z0-9_.]+$")
SCOPES = {"user", "workspace"}
TYPES = {"feedback", "reference"}
VERDICTS = ("go", "ask", "no-go")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SHAPES = {
    "Bash": {"command"},
    "Write": {"file_path", "content"},
    "Edit": {"file_path", "old_string", "new_string"},
}

errors = []


def is_japanese(text):
    """A rule file counts as Japanese when most of its letters are kana/kanji (quoted JA phrases in EN notes don't count)."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(1 for c in letters if CJK.match(c)) / len(letters) > 0.5


def err(where, msg):
    errors.append(f"{where}: {msg}")


def parse_topic(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not lines or lines[0] != "---":
        err(path, "missing opening ---")
        return None
    try:
        end = lines.index("---", 1)
    except ValueError:
        err(path, "missing closing ---")
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
                err(path, "tags must be [a, b]")
                val = []
            else:
                val = [t.strip() for t in val[1:-1].split(",") if t.strip()]
                if not val:
                    err(path, "empty tags")
        meta[key] = val
    extra = set(meta) - {"name", "type", "description", "tags"}
    if extra:
        err(path, f"unknown front-matter keys {sorted(extra)}")
    for key in ("name", "type", "description"):
        if not meta.get(key):
            err(path, f"missing {key}")
    stem = os.path.splitext(os.path.basename(path))[0]
    if meta.get("name") != stem:
        err(path, f"name {meta.get('name')!r} != file name {stem!r}")
    if meta.get("type") not in TYPES:
        err(path, f"type {meta.get('type')!r} not in {sorted(TYPES)}")
    body = "\n".join(lines[end + 1:]).strip()
    if not body:
        err(path, "empty body")
    meta["body"] = body
    return meta


def check_action(where, action):
    if not isinstance(action, dict) or set(action) != {"tool_name", "tool_input"}:
        err(where, "action must have exactly tool_name, tool_input")
        return None
    tool, inp = action["tool_name"], action["tool_input"]
    if not isinstance(inp, dict) or not inp:
        err(where, "tool_input must be a non-empty object")
        return tool
    if tool in SHAPES:
        need = SHAPES[tool]
        if set(inp) != need:
            err(where, f"{tool} input keys {sorted(inp)} != {sorted(need)}")
        for k in need:
            if not isinstance(inp.get(k), str) or (k != "new_string" and not inp.get(k)):
                err(where, f"{tool}.{k} must be a non-empty string")
        if tool in ("Write", "Edit") and not str(inp.get("file_path", "")).startswith("/"):
            err(where, f"{tool}.file_path must be absolute")
        if tool == "Edit" and inp.get("old_string") == inp.get("new_string"):
            err(where, "Edit old_string == new_string")
    elif not MCP_RE.match(tool):
        err(where, f"tool_name {tool!r} is neither Bash/Write/Edit nor mcp__<service>__<action>")
    return tool


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    if not worlds:
        err(ROOT, "no worlds found")
    stray = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and not WORLD_RE.match(d)
                   and not d.startswith(".") and d != "__pycache__")
    for d in stray:
        err(d, "directory does not look like a world")
    totals = collections.Counter()
    ja_rule_files, ja_worlds, en_rules_ja_calls = 0, [], []
    scope_count = collections.Counter()
    rows = []
    seen_ids = set()
    for n, w in enumerate(worlds, 1):
        prefix = w.split("_")[0]
        if prefix != f"H{n:02d}":
            err(w, f"expected prefix H{n:02d} (worlds must be numbered consecutively)")
        fx = os.path.join(ROOT, w, "fixtures")
        topics = {}
        if not os.path.isdir(fx):
            err(w, "missing fixtures/")
        else:
            for scope in sorted(os.listdir(fx)):
                if scope not in SCOPES:
                    err(w, f"unknown scope {scope!r}")
                    continue
                for f in sorted(os.listdir(os.path.join(fx, scope))):
                    p = os.path.join(fx, scope, f)
                    if not f.endswith(".md"):
                        err(p, "non-.md file in fixtures")
                        continue
                    meta = parse_topic(p)
                    if meta is None:
                        continue
                    if meta["name"] in topics:
                        err(p, "topic name duplicated across scopes")
                    meta["scope"] = scope
                    topics[meta["name"]] = meta
                    scope_count[scope] += 1
        feedback = {k for k, v in topics.items() if v.get("type") == "feedback"}
        reference = {k for k, v in topics.items() if v.get("type") == "reference"}
        if not 4 <= len(topics) <= 6:
            err(w, f"{len(topics)} topics (want 4-6)")
        if not reference:
            err(w, "no reference topic")
        if len(feedback) < 3:
            err(w, "fewer than 3 feedback topics")
        ja_here = [k for k in feedback if is_japanese(topics[k]["body"])]
        if ja_here:
            ja_worlds.append(w)
            ja_rule_files += len(ja_here)
            if len(ja_here) != len(feedback):
                err(w, "mixed-language rule files (expected all JA or all EN per world)")
        totals["topics"] += len(topics)
        totals["feedback"] += len(feedback)
        totals["reference"] += len(reference)

        gp = os.path.join(ROOT, w, "gate.jsonl")
        counts = collections.Counter()
        used_rules = set()
        has_ja_content = False
        if not os.path.isfile(gp):
            err(w, "missing gate.jsonl")
            continue
        with open(gp, encoding="utf-8") as fh:
            raw = fh.read()
        if not raw.endswith("\n"):
            err(gp, "file must end with a newline")
        for i, line in enumerate(raw.split("\n")[:-1], 1):
            where = f"{w}/gate.jsonl:{i}"
            if not line.strip():
                err(where, "blank line")
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                err(where, f"bad JSON: {e}")
                continue
            if list(rec) != ["id", "action", "expected", "rule", "why"]:
                err(where, f"keys {list(rec)} != id, action, expected, rule, why (in that order)")
            cid = rec.get("id")
            if cid != f"{prefix}-G{i:02d}":
                err(where, f"id {cid!r} != {prefix}-G{i:02d}")
            if cid in seen_ids:
                err(where, f"duplicate id {cid}")
            seen_ids.add(cid)
            check_action(where, rec.get("action"))
            if CJK.search(json.dumps(rec.get("action"), ensure_ascii=False)):
                has_ja_content = True
            exp, rule, why = rec.get("expected"), rec.get("rule"), rec.get("why")
            if exp not in VERDICTS:
                err(where, f"expected {exp!r} not in {VERDICTS}")
                continue
            counts[exp] += 1
            if not isinstance(why, str) or len(why) < 8:
                err(where, "why must be a short explanation")
                why = ""
            if exp == "go":
                if rule is not None:
                    err(where, "go must have rule: null")
                m = re.match(r"^near ([a-z0-9_]+)", why)
                if m and m.group(1) not in topics:
                    err(where, f"why says near {m.group(1)!r}, no such topic")
            else:
                if rule not in feedback:
                    err(where, f"{exp} names rule {rule!r}, not a feedback topic of {w}")
                else:
                    used_rules.add(rule)
        ncalls = sum(counts.values())
        if not 14 <= ncalls <= 15:
            err(w, f"{ncalls} calls (want 14-15)")
        if not (0.4 <= counts["go"] / max(ncalls, 1) <= 0.6):
            err(w, f"go share {counts['go']}/{ncalls} not about half")
        if counts["ask"] == 0 or counts["no-go"] == 0:
            err(w, "world needs at least one ask and one no-go")
        if not ja_here and has_ja_content:
            en_rules_ja_calls.append(w)
        totals.update(counts)
        rows.append((w, len(topics), ncalls, counts["go"], counts["ask"], counts["no-go"], "JA" if ja_here else "EN"))

    if len(ja_worlds) < 5:
        err("corpus", f"Japanese rules in {len(ja_worlds)} worlds (want >= 5)")
    if len(en_rules_ja_calls) < 2:
        err("corpus", f"English-rule worlds with Japanese call content: {len(en_rules_ja_calls)} (want >= 2)")

    print(f"{'world':28} topics calls  go ask no-go rules")
    for r in rows:
        print(f"{r[0]:28} {r[1]:6} {r[2]:5} {r[3]:3} {r[4]:3} {r[5]:5} {r[6]}")
    calls = totals["go"] + totals["ask"] + totals["no-go"]
    print(f"worlds {len(rows)}; topics {totals['topics']} (feedback {totals['feedback']}, reference {totals['reference']}; "
          f"scopes {dict(scope_count)}); calls {calls}: go {totals['go']}, ask {totals['ask']}, no-go {totals['no-go']}")
    print(f"JA rule files {ja_rule_files} in {len(ja_worlds)} worlds: {', '.join(ja_worlds)}")
    print(f"EN rules + JA call content: {', '.join(en_rules_ja_calls)}")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
