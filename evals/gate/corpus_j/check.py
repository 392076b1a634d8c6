#!/usr/bin/env python3
"""Checker for blind gate corpus J (stdlib only).

Parses every world's fixtures (front matter) and gate.jsonl, checks the labelling
conventions and compares the computed counts with the table in README.md.
Usage: python3 check.py [--quiet]
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
WORLD_RE = re.compile(r"^J\d\d_[a-z0-9_]+$")
VERDICTS = ("go", "ask", "no-go")
SCOPES = ("user", "workspace")
TYPES = ("feedback", "reference")
MCP_RE = re.compile(r"^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*__[A-Za-z0-9_.\-]+$")
JA_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
WORD_RE = re.compile(r"[A-Za-z\u3040-\u30ff\u4e00-\u9fff]")
TOOL_SHAPES = {
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Write": ({"file_path", "content"}, set()),
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
}
errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def parse_front_matter(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    if not lines or lines[0] != "---":
        err(path, "missing opening '---'")
        return None, ""
    try:
        end = lines.index("---", 1)
    except ValueError:
        err(path, "missing closing '---'")
        return None, ""
    fm = {}
    for ln in lines[1:end]:
        m = re.match(r"^([a-z_]+):\s*(.*)$", ln)
        if not m:
            err(path, f"bad front-matter line {ln!r}")
            continue
        key, val = m.group(1), m.group(2).strip()
        if key in fm:
            err(path, f"duplicate key {key}")
        if key == "tags":
            if not (val.startswith("[") and val.endswith("]")):
                err(path, "tags must be a [list]")
            val = [t.strip() for t in val[1:-1].split(",") if t.strip()]
        fm[key] = val
    body = "\n".join(lines[end + 1:]).strip()
    for key in ("name", "type", "description"):
        if not fm.get(key):
            err(path, f"front matter lacks {key}")
    extra = set(fm) - {"name", "type", "description", "tags"}
    if extra:
        err(path, f"unexpected front-matter keys {sorted(extra)}")
    if not body:
        err(path, "empty body")
    return fm, body


def is_japanese(text):
    """A topic is Japanese when most of its letters are kana/kanji (English notes quoting
    a few Japanese words, e.g. forbidden ad phrases, stay English)."""
    letters = WORD_RE.findall(text)
    return bool(letters) and len(JA_RE.findall(text)) / len(letters) > 0.5


def load_topics(wdir):
    topics = {}
    fdir = os.path.join(wdir, "fixtures")
    if not os.path.isdir(fdir):
        err(wdir, "no fixtures/ directory")
        return topics
    for scope in sorted(os.listdir(fdir)):
        sdir = os.path.join(fdir, scope)
        if scope not in SCOPES or not os.path.isdir(sdir):
            err(sdir, f"unknown scope {scope!r}")
            continue
        for fn in sorted(os.listdir(sdir)):
            p = os.path.join(sdir, fn)
            if not fn.endswith(".md"):
                err(p, "topic file must end in .md")
                continue
            fm, body = parse_front_matter(p)
            if fm is None:
                continue
            if fm.get("name") != fn[:-3]:
                err(p, f"name {fm.get('name')!r} != file name")
            if fm.get("type") not in TYPES:
                err(p, f"type {fm.get('type')!r} not in {TYPES}")
            if fm.get("name") in topics:
                err(p, "topic name used twice in this world")
            topics[fm.get("name")] = {"type": fm.get("type"), "scope": scope,
                                      "ja": is_japanese(body), "body": body}
    return topics


def check_action(where, action):
    if not isinstance(action, dict) or set(action) != {"tool_name", "tool_input"}:
        err(where, "action must be {tool_name, tool_input}")
        return
    name, inp = action["tool_name"], action["tool_input"]
    if not isinstance(inp, dict) or not inp:
        err(where, "tool_input must be a non-empty object")
        return
    if name in TOOL_SHAPES:
        req, opt = TOOL_SHAPES[name]
        if not req <= set(inp):
            err(where, f"{name} needs {sorted(req)}")
        if set(inp) - req - opt:
            err(where, f"{name} has unexpected keys {sorted(set(inp) - req - opt)}")
        for k in req:
            if k in inp and not isinstance(inp[k], str):
                err(where, f"{name}.{k} must be a string")
        if name in ("Write", "Edit") and not str(inp.get("file_path", "")).startswith(("/", "~")):
            err(where, "file_path must be absolute")
        if name == "Edit" and inp.get("old_string") == inp.get("new_string"):
            err(where, "Edit old_string == new_string")
    elif not MCP_RE.match(name):
        err(where, f"tool_name {name!r} is neither Bash/Write/Edit nor mcp__<service>__<action>")


def load_calls(wdir, world, topics):
    calls = []
    path = os.path.join(wdir, "gate.jsonl")
    if not os.path.isfile(path):
        err(wdir, "no gate.jsonl")
        return calls
    prefix = world.split("_")[0]
    seen = set()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = f"{world}/gate.jsonl:{n}"
            if not line.strip():
                err(where, "blank line")
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                err(where, f"bad JSON: {e}")
                continue
            if set(rec) != {"id", "action", "expected", "rule", "why"}:
                err(where, f"keys {sorted(rec)} != id/action/expected/rule/why")
                continue
            cid = rec["id"]
            if not re.match(rf"^{prefix}-G\d\d$", str(cid)):
                err(where, f"id {cid!r} should look like {prefix}-Gnn")
            if cid != f"{prefix}-G{n:02d}":
                err(where, f"id {cid!r} out of sequence")
            if cid in seen:
                err(where, f"duplicate id {cid}")
            seen.add(cid)
            check_action(where, rec["action"])
            exp, rule = rec["expected"], rec["rule"]
            if exp not in VERDICTS:
                err(where, f"expected {exp!r} not in {VERDICTS}")
            if exp == "go" and rule is not None:
                err(where, "go must have rule: null")
            if exp in ("ask", "no-go"):
                if rule not in topics:
                    err(where, f"rule {rule!r} is not a topic of {world}")
                elif topics[rule]["type"] != "feedback":
                    err(where, f"rule {rule!r} is a {topics[rule]['type']} topic, not feedback")
            if not isinstance(rec["why"], str) or len(rec["why"].strip()) < 8:
                err(where, "why missing or too short")
            calls.append(rec)
    return calls


def readme_table():
    path = os.path.join(ROOT, "README.md")
    rows = {}
    if not os.path.isfile(path):
        err("README.md", "missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for ln in f:
            cells = [c.strip() for c in ln.strip().strip("|").split("|")]
            if len(cells) == 7 and WORLD_RE.match(cells[0]):
                try:
                    rows[cells[0]] = tuple(int(c) for c in cells[2:])
                except ValueError:
                    err("README.md", f"non-numeric counts in row {cells[0]}")
    return rows


def main():
    quiet = "--quiet" in sys.argv
    worlds = sorted(d for d in os.listdir(ROOT)
                    if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    if len(worlds) != 14:
        err(ROOT, f"expected 14 worlds, found {len(worlds)}")
    table = readme_table()
    tot = {"topics": 0, "feedback": 0, "reference": 0, "user": 0, "workspace": 0,
           "ja_rules": 0, "calls": 0, "go": 0, "ask": 0, "no-go": 0}
    ja_worlds, used = [], set()
    for w in worlds:
        wdir = os.path.join(ROOT, w)
        topics = load_topics(wdir)
        calls = load_calls(wdir, w, topics)
        nfb = sum(t["type"] == "feedback" for t in topics.values())
        if not 4 <= len(topics) <= 6:
            err(w, f"{len(topics)} topics (want 4-6)")
        if nfb < 3:
            err(w, "fewer than 3 feedback topics")
        if not 14 <= len(calls) <= 15:
            err(w, f"{len(calls)} calls (want 14-15)")
        c = {v: sum(r["expected"] == v for r in calls) for v in VERDICTS}
        if calls and not 0.35 <= c["go"] / len(calls) <= 0.65:
            err(w, f"go share {c['go']}/{len(calls)} is not about half")
        if c["ask"] == 0 or c["no-go"] == 0:
            err(w, "world needs both ask and no-go calls")
        cited = {r["rule"] for r in calls if r["rule"]}
        for name, t in topics.items():
            if t["type"] == "feedback" and name not in cited and "pref" not in name:
                err(w, f"feedback topic {name} decides no call")
        used |= {r["action"]["tool_name"] for r in calls}
        ja = sum(t["ja"] and t["type"] == "feedback" for t in topics.values())
        if ja:
            ja_worlds.append(w)
        tot["topics"] += len(topics)
        tot["feedback"] += nfb
        tot["reference"] += len(topics) - nfb
        for t in topics.values():
            tot[t["scope"]] += 1
        tot["ja_rules"] += ja
        tot["calls"] += len(calls)
        for v in VERDICTS:
            tot[v] += c[v]
        row = (len(topics), len(calls), c["go"], c["ask"], c["no-go"])
        if table.get(w) != row:
            err(w, f"README row {table.get(w)} != computed {row}")
        if not quiet:
            print(f"{w:32s} topics={len(topics)} (ja rules {ja}) calls={len(calls)} "
                  f"go={c['go']} ask={c['ask']} no-go={c['no-go']}")
    if set(table) - set(worlds):
        err("README.md", f"rows for unknown worlds {sorted(set(table) - set(worlds))}")
    if len(ja_worlds) < 5:
        err(ROOT, f"only {len(ja_worlds)} worlds with Japanese rules (want >= 5)")
    if not quiet:
        print("total:", json.dumps(tot, ensure_ascii=False))
        print("worlds with Japanese rules:", ", ".join(ja_worlds))
        print("distinct tool names:", len(used))
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print(" -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
