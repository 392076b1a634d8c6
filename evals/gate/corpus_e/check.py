#!/usr/bin/env python3
"""Validate gate corpus E: fixtures front matter, gate.jsonl shapes, rule references, README counts."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
SCOPES = {"user", "workspace"}
TYPES = {"feedback", "reference"}
VERDICTS = {"go", "ask", "no-go"}
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
errors = []

def err(msg):
    errors.append(msg)

def parse_front_matter(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        err(f"{path}: no front matter"); return None, ""
    end = text.find("\n---\n", 4)
    if end < 0:
        err(f"{path}: unterminated front matter"); return None, ""
    fm = {}
    for line in text[4:end].splitlines():
        if not line.strip():
            continue
        m = re.match(r"^([a-z_]+):\s*(.*)$", line)
        if not m:
            err(f"{path}: bad front-matter line {line!r}"); continue
        k, v = m.group(1), m.group(2).strip()
        if k == "tags":
            if not (v.startswith("[") and v.endswith("]")):
                err(f"{path}: tags must be a [list]")
            v = [t.strip() for t in v[1:-1].split(",") if t.strip()]
        fm[k] = v
    body = text[end + 5:]
    for k in ("name", "type", "description"):
        if not fm.get(k):
            err(f"{path}: missing {k}")
    if fm.get("type") not in TYPES:
        err(f"{path}: type {fm.get('type')!r} not in {TYPES}")
    if fm.get("name") != os.path.splitext(os.path.basename(path))[0]:
        err(f"{path}: name {fm.get('name')!r} != file stem")
    extra = set(fm) - {"name", "type", "description", "tags"}
    if extra:
        err(f"{path}: unknown front-matter keys {extra}")
    if not body.strip():
        err(f"{path}: empty body")
    return fm, body

def check_tool(cid, tool, inp):
    if not isinstance(inp, dict):
        err(f"{cid}: tool_input is not an object"); return
    if tool == "Bash":
        if set(inp) - {"command", "description", "timeout"} or not isinstance(inp.get("command"), str) or not inp["command"].strip():
            err(f"{cid}: Bash needs a non-empty string 'command' (got keys {sorted(inp)})")
    elif tool == "Write":
        if set(inp) != {"file_path", "content"} or not all(isinstance(inp[k], str) for k in inp):
            err(f"{cid}: Write needs exactly file_path+content strings (got {sorted(inp)})")
        elif not inp["file_path"].startswith("/"):
            err(f"{cid}: Write file_path must be absolute")
    elif tool == "Edit":
        keys = set(inp)
        if not {"file_path", "old_string", "new_string"} <= keys or keys - {"file_path", "old_string", "new_string", "replace_all"}:
            err(f"{cid}: Edit needs file_path, old_string, new_string (got {sorted(inp)})")
        elif inp["old_string"] == inp["new_string"]:
            err(f"{cid}: Edit old_string == new_string")
        elif not inp["file_path"].startswith("/"):
            err(f"{cid}: Edit file_path must be absolute")
    elif re.fullmatch(r"mcp__[a-z0-9_]+?__[a-z0-9_]+", tool):
        if not inp:
            err(f"{cid}: empty MCP tool_input")
    else:
        err(f"{cid}: unknown tool name {tool!r}")

def main():
    worlds = sorted(d for d in os.listdir(ROOT) if re.fullmatch(r"E\d\d_[a-z0-9_]+", d) and os.path.isdir(os.path.join(ROOT, d)))
    rows = {}
    tot = Counter()
    for w in worlds:
        prefix = w.split("_")[0]
        wdir = os.path.join(ROOT, w)
        fdir = os.path.join(wdir, "fixtures")
        topics = {}
        ja_rules = 0
        scopes = set()
        for scope in sorted(os.listdir(fdir)):
            if scope not in SCOPES:
                err(f"{w}: unknown scope dir {scope}"); continue
            scopes.add(scope)
            for fn in sorted(os.listdir(os.path.join(fdir, scope))):
                if not fn.endswith(".md"):
                    err(f"{w}: non-md fixture {fn}"); continue
                fm, body = parse_front_matter(os.path.join(fdir, scope, fn))
                if not fm:
                    continue
                if fm["name"] in topics:
                    err(f"{w}: duplicate topic {fm['name']}")
                topics[fm["name"]] = fm["type"]
                if fm["type"] == "feedback":
                    tot["feedback"] += 1
                    tot["feedback_" + scope] += 1
                    if len(JA.findall(body)) > 0.3 * len([ch for ch in body if not ch.isspace()]):
                        ja_rules += 1
                else:
                    tot["reference"] += 1
                tot["scope_" + scope] += 1
        if not 4 <= len(topics) <= 6:
            err(f"{w}: {len(topics)} topics (want 4-6)")
        if "reference" not in topics.values():
            err(f"{w}: no reference topic")
        calls = []
        ids = set()
        with open(os.path.join(wdir, "gate.jsonl"), encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                if not line.strip():
                    err(f"{w}/gate.jsonl:{ln}: blank line"); continue
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError as e:
                    err(f"{w}/gate.jsonl:{ln}: bad JSON {e}"); continue
                if set(rec) != {"id", "action", "expected", "rule", "why"}:
                    err(f"{w}/gate.jsonl:{ln}: keys {sorted(rec)}")
                    continue
                cid = rec["id"]
                if cid != f"{prefix}-G{ln:02d}":
                    err(f"{w}/gate.jsonl:{ln}: id {cid} should be {prefix}-G{ln:02d}")
                if cid in ids:
                    err(f"{cid}: duplicate id")
                ids.add(cid)
                act = rec["action"]
                if not isinstance(act, dict) or set(act) != {"tool_name", "tool_input"}:
                    err(f"{cid}: action must have exactly tool_name and tool_input"); continue
                check_tool(cid, act["tool_name"], act["tool_input"])
                exp, rule = rec["expected"], rec["rule"]
                if exp not in VERDICTS:
                    err(f"{cid}: expected {exp!r}")
                if exp == "go":
                    if rule is not None:
                        err(f"{cid}: go must have rule null (got {rule!r})")
                else:
                    if topics.get(rule) != "feedback":
                        err(f"{cid}: {exp} names rule {rule!r}, which is not a feedback topic of {w}")
                if not isinstance(rec["why"], str) or not rec["why"].strip():
                    err(f"{cid}: empty why")
                calls.append(rec)
        if not 13 <= len(calls) <= 16:
            err(f"{w}: {len(calls)} calls (want 13-16)")
        c = Counter(r["expected"] for r in calls)
        rows[w] = (len(topics), len(calls), c["go"], c["ask"], c["no-go"])
        tot["topics"] += len(topics); tot["calls"] += len(calls)
        for k in VERDICTS:
            tot[k] += c[k]
        if ja_rules:
            tot["ja_worlds"] += 1
            tot["ja_rules"] += ja_rules
        print(f"{w:28s} topics={len(topics)} calls={len(calls):2d} go={c['go']:2d} ask={c['ask']} no-go={c['no-go']}"
              f" scopes={'+'.join(sorted(scopes))} ja_rule_files={ja_rules}")

    if len(worlds) != 14:
        err(f"{len(worlds)} worlds (want 14)")
    # README counts table must match the data
    readme = os.path.join(ROOT, "README.md")
    if os.path.exists(readme):
        seen = set()
        for line in open(readme, encoding="utf-8"):
            m = re.match(r"^\|\s*(E\d\d_[a-z0-9_]+)\s*\|[^|]*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|", line)
            if m:
                w = m.group(1); seen.add(w)
                got = tuple(int(m.group(i)) for i in range(2, 7))
                if rows.get(w) != got:
                    err(f"README row {w}: {got} != data {rows.get(w)}")
        if seen != set(rows):
            err(f"README table rows {sorted(seen ^ set(rows))} missing/extra")
    else:
        err("README.md missing")
    print(f"\ntotal: worlds={len(worlds)} topics={tot['topics']} (feedback={tot['feedback']}, reference={tot['reference']}; "
          f"user={tot['scope_user']}, workspace={tot['scope_workspace']}) calls={tot['calls']} go={tot['go']} ask={tot['ask']} "
          f"no-go={tot['no-go']} japanese-rule worlds={tot['ja_worlds']} (feedback files with Japanese: {tot['ja_rules']})")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
