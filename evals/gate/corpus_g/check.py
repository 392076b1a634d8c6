#!/usr/bin/env python3
"""Checks gate corpus G: fixtures front matter, gate.jsonl shapes, rule/verdict conventions. Stdlib only."""
import json, os, re, sys, collections

ROOT = os.path.dirname(os.path.abspath(__file__))
SCOPES = {"user", "workspace"}
TYPES = {"feedback", "reference"}
VERDICTS = {"go", "ask", "no-go"}
TOOL_RE = re.compile(r"^(Bash|Write|Edit|mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_.-]+)$")
CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
errors = []


def err(msg):
    errors.append(msg)


def is_japanese(text):
    """Mostly-Japanese text: more CJK/kana characters than Latin letters (English notes may quote a few JA terms)."""
    return len(CJK_RE.findall(text)) > len(re.findall(r"[A-Za-z]", text))


def parse_topic(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        err(f"{path}: no front matter")
        return None, None
    end = text.find("\n---\n", 4)
    if end < 0:
        err(f"{path}: unterminated front matter")
        return None, None
    meta = {}
    for line in text[4:end].splitlines():
        if not line.strip():
            continue
        if ":" not in line:
            err(f"{path}: bad front-matter line {line!r}")
            continue
        k, v = line.split(":", 1)
        meta[k.strip()] = v.strip()
    body = text[end + 5:].strip()
    for k in ("name", "type", "description"):
        if not meta.get(k):
            err(f"{path}: missing {k}")
    extra = set(meta) - {"name", "type", "description", "tags"}
    if extra:
        err(f"{path}: unexpected keys {sorted(extra)}")
    if "tags" in meta and not (meta["tags"].startswith("[") and meta["tags"].endswith("]")):
        err(f"{path}: tags must be a [list]")
    stem = os.path.splitext(os.path.basename(path))[0]
    if meta.get("name") != stem:
        err(f"{path}: name {meta.get('name')!r} != file name {stem!r}")
    if meta.get("type") not in TYPES:
        err(f"{path}: type {meta.get('type')!r}")
    if not body:
        err(f"{path}: empty body")
    return meta, body


def check_input(cid, tool, ti):
    if not isinstance(ti, dict) or not ti:
        err(f"{cid}: tool_input must be a non-empty object")
        return
    if tool == "Bash":
        if not isinstance(ti.get("command"), str) or not ti["command"].strip():
            err(f"{cid}: Bash needs a command string")
    elif tool == "Write":
        if not (isinstance(ti.get("file_path"), str) and isinstance(ti.get("content"), str)):
            err(f"{cid}: Write needs file_path and content")
    elif tool == "Edit":
        for k in ("file_path", "old_string", "new_string"):
            if not isinstance(ti.get(k), str):
                err(f"{cid}: Edit needs {k}")
        if ti.get("old_string") == ti.get("new_string"):
            err(f"{cid}: Edit old_string == new_string")


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and not d.startswith((".", "_")))
    totals = collections.Counter()
    rows, ja_worlds, en_rules_ja_calls = [], [], []
    seen_ids = set()
    for i, world in enumerate(worlds, 1):
        m = re.match(r"^G(\d\d)_[a-z0-9_]+$", world)
        if not m:
            err(f"{world}: bad world directory name")
            continue
        if int(m.group(1)) != i:
            err(f"{world}: worlds must be numbered G01..G14 without gaps")
        wdir = os.path.join(ROOT, world)
        fdir = os.path.join(wdir, "fixtures")
        topics = {}
        ja_feedback = 0
        if not os.path.isdir(fdir):
            err(f"{world}: no fixtures/")
            continue
        for scope in sorted(os.listdir(fdir)):
            if scope not in SCOPES:
                err(f"{world}: unknown scope {scope}")
                continue
            for fn in sorted(os.listdir(os.path.join(fdir, scope))):
                if not fn.endswith(".md"):
                    err(f"{world}/{scope}/{fn}: not .md")
                    continue
                meta, body = parse_topic(os.path.join(fdir, scope, fn))
                if meta is None:
                    continue
                if meta["name"] in topics:
                    err(f"{world}: duplicate topic {meta['name']}")
                topics[meta["name"]] = meta["type"]
                totals["topics"] += 1
                totals[f"topics_{meta['type']}"] += 1
                totals[f"scope_{scope}"] += 1
                if meta["type"] == "feedback" and body and is_japanese(body):
                    ja_feedback += 1
        nfb = sum(1 for t in topics.values() if t == "feedback")
        if not 4 <= len(topics) <= 6:
            err(f"{world}: {len(topics)} topics (want 4-6)")
        if "reference" not in topics.values() or nfb < 2:
            err(f"{world}: needs a reference topic and >= 2 feedback topics")
        totals["ja_feedback"] += ja_feedback
        if ja_feedback:
            ja_worlds.append(world[:3])
        gpath = os.path.join(wdir, "gate.jsonl")
        if not os.path.isfile(gpath):
            err(f"{world}: no gate.jsonl")
            continue
        vc = collections.Counter()
        used_rules = set()
        ja_calls = 0
        with open(gpath, encoding="utf-8") as f:
            lines = [l for l in f.read().split("\n") if l.strip()]
        for n, line in enumerate(lines, 1):
            try:
                c = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{world} line {n}: bad JSON ({e})")
                continue
            if set(c) != {"id", "action", "expected", "rule", "why"}:
                err(f"{world} line {n}: keys {sorted(c)}")
                continue
            cid = c["id"]
            if cid != f"{world[:3]}-G{n:02d}":
                err(f"{world} line {n}: id {cid!r} out of sequence")
            if cid in seen_ids:
                err(f"{cid}: duplicate id")
            seen_ids.add(cid)
            a = c["action"]
            if not isinstance(a, dict) or set(a) != {"tool_name", "tool_input"}:
                err(f"{cid}: action must have exactly tool_name and tool_input")
                continue
            if not isinstance(a["tool_name"], str) or not TOOL_RE.match(a["tool_name"]):
                err(f"{cid}: bad tool_name {a['tool_name']!r}")
            check_input(cid, a["tool_name"], a["tool_input"])
            e, r = c["expected"], c["rule"]
            if e not in VERDICTS:
                err(f"{cid}: expected {e!r}")
            elif e == "go":
                if r is not None:
                    err(f"{cid}: go must have rule null")
            else:
                if r not in topics:
                    err(f"{cid}: rule {r!r} is not a topic of {world}")
                elif topics[r] != "feedback":
                    err(f"{cid}: rule {r!r} is a {topics[r]} topic, not feedback")
                used_rules.add(r)
            if not isinstance(c["why"], str) or len(c["why"].strip()) < 5:
                err(f"{cid}: why missing")
            if CJK_RE.search(json.dumps(a, ensure_ascii=False)):
                ja_calls += 1
            vc[e] += 1
        n = len(lines)
        if not 14 <= n <= 15:
            err(f"{world}: {n} calls (want 14-15)")
        if not (0.4 <= vc["go"] / max(n, 1) <= 0.6):
            err(f"{world}: go share {vc['go']}/{n} not about half")
        if vc["ask"] == 0 or vc["no-go"] == 0:
            err(f"{world}: needs both ask and no-go calls")
        if ja_feedback == 0 and ja_calls >= 3:
            en_rules_ja_calls.append(world[:3])
        totals["calls"] += n
        totals.update(vc)
        rows.append((world, len(topics), n, vc["go"], vc["ask"], vc["no-go"], ja_feedback, ja_calls))
    if len(worlds) != 14:
        err(f"{len(worlds)} worlds (want 14)")
    if len(ja_worlds) < 5:
        err(f"Japanese rules in only {len(ja_worlds)} worlds (want >= 5)")
    if len(en_rules_ja_calls) < 2:
        err(f"English rules with Japanese call content in only {len(en_rules_ja_calls)} worlds (want >= 2)")
    print(f"{'world':26} topics calls  go ask no-go ja_rules ja_calls")
    for r in rows:
        print(f"{r[0]:26} {r[1]:6} {r[2]:5} {r[3]:3} {r[4]:3} {r[5]:5} {r[6]:8} {r[7]:8}")
    print(f"worlds {len(worlds)}, topics {totals['topics']} (feedback {totals['topics_feedback']}, reference "
          f"{totals['topics_reference']}; user {totals['scope_user']}, workspace {totals['scope_workspace']}), "
          f"calls {totals['calls']} (go {totals['go']}, ask {totals['ask']}, no-go {totals['no-go']}), "
          f"Japanese feedback files {totals['ja_feedback']} in {ja_worlds}, English rules + Japanese calls in {en_rules_ja_calls}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
