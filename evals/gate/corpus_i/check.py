#!/usr/bin/env python3
"""Checks gate corpus I: fixtures front matter, gate.jsonl shapes, rule/verdict conventions, README counts.
Stdlib only. Usage: python3 check.py  (exit 0 = pass)"""
import json, os, re, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
WORLD_RE = re.compile(r"^I(\d{2})_[a-z0-9_]+$")
TOOL_RE = re.compile(r"^(Bash|Write|Edit|mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_./-]+)$")
VERDICTS = ("go", "ask", "no-go")
TYPES = ("feedback", "reference", "user", "project")
SCOPES = ("user", "workspace")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SOFT = re.compile(r"好み|ルールではな|preference|not a rule|not required", re.I)
errors = []


def is_soft(topic):
    """Soft-preference topic: says so in its description or body."""
    _, fm, body = topic
    return bool(SOFT.search(fm["description"]) or SOFT.search(body))


def err(msg):
    errors.append(msg)


def parse_topic(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        err(f"{path}: no front matter")
        return None
    end = text.find("\n---\n", 4)
    if end < 0:
        err(f"{path}: front matter not closed")
        return None
    fm, body = {}, text[end + 5:]
    for line in text[4:end].splitlines():
        if not line.strip():
            continue
        if ":" not in line:
            err(f"{path}: bad front matter line {line!r}")
            continue
        k, v = line.split(":", 1)
        fm[k.strip()] = v.strip()
    for k in ("name", "type", "description"):
        if not fm.get(k):
            err(f"{path}: missing {k}")
    extra = set(fm) - {"name", "type", "description", "tags"}
    if extra:
        err(f"{path}: unexpected keys {sorted(extra)}")
    if "tags" in fm and not re.match(r"^\[.*\]$", fm["tags"]):
        err(f"{path}: tags must be [a, b]")
    if fm.get("type") not in TYPES:
        err(f"{path}: bad type {fm.get('type')!r}")
    stem = os.path.splitext(os.path.basename(path))[0]
    if fm.get("name") != stem:
        err(f"{path}: name {fm.get('name')!r} != file name {stem!r}")
    if not body.strip():
        err(f"{path}: empty body")
    return fm, body


def check_input(cid, tool, inp):
    if not isinstance(inp, dict) or not inp:
        err(f"{cid}: tool_input must be a non-empty object")
        return
    if tool == "Bash":
        if set(inp) - {"command", "description", "timeout"} or not isinstance(inp.get("command"), str) or not inp["command"].strip():
            err(f"{cid}: Bash needs a string command")
    elif tool == "Write":
        if set(inp) != {"file_path", "content"} or not all(isinstance(inp[k], str) for k in inp):
            err(f"{cid}: Write needs file_path + content")
    elif tool == "Edit":
        if not {"file_path", "old_string", "new_string"} <= set(inp) or set(inp) - {"file_path", "old_string", "new_string", "replace_all"}:
            err(f"{cid}: Edit needs file_path, old_string, new_string")
        elif inp["old_string"] == inp["new_string"]:
            err(f"{cid}: Edit old_string == new_string")
    if tool in ("Write", "Edit") and not str(inp.get("file_path", "")).startswith(("/", "~")):
        err(f"{cid}: file_path must be absolute")


def check_world(wdir):
    name = os.path.basename(wdir)
    m = WORLD_RE.match(name)
    prefix = f"I{m.group(1)}"
    topics = {}
    fixtures = os.path.join(wdir, "fixtures")
    if not os.path.isdir(fixtures):
        err(f"{name}: no fixtures/")
        return None
    for scope in sorted(os.listdir(fixtures)):
        if scope not in SCOPES:
            err(f"{name}: unknown scope {scope}")
            continue
        for fn in sorted(os.listdir(os.path.join(fixtures, scope))):
            if not fn.endswith(".md"):
                err(f"{name}/{scope}/{fn}: not a .md topic")
                continue
            r = parse_topic(os.path.join(fixtures, scope, fn))
            if r:
                fm, body = r
                if fm["name"] in topics:
                    err(f"{name}: duplicate topic {fm['name']}")
                topics[fm["name"]] = (scope, fm, body)
    if not 4 <= len(topics) <= 6:
        err(f"{name}: {len(topics)} topics, expected 4-6")
    feedback = {t for t, (_, fm, _) in topics.items() if fm["type"] == "feedback"}
    if not any(fm["type"] == "reference" for _, fm, _ in topics.values()):
        err(f"{name}: no reference topic")
    calls, ids, used = [], set(), set()
    gpath = os.path.join(wdir, "gate.jsonl")
    for ln, line in enumerate(open(gpath, encoding="utf-8"), 1):
        if not line.strip():
            continue
        try:
            c = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"{name}/gate.jsonl:{ln}: {e}")
            continue
        cid = c.get("id", f"{name}:{ln}")
        if set(c) != {"id", "action", "expected", "rule", "why"}:
            err(f"{cid}: keys {sorted(c)}")
            continue
        if not re.fullmatch(rf"{prefix}-G\d{{2}}", cid) or cid in ids:
            err(f"{cid}: bad or duplicate id")
        ids.add(cid)
        if int(cid[-2:]) != len(calls) + 1:
            err(f"{cid}: ids not consecutive")
        act = c["action"]
        if not isinstance(act, dict) or set(act) != {"tool_name", "tool_input"}:
            err(f"{cid}: action must be {{tool_name, tool_input}}")
            continue
        if not TOOL_RE.match(str(act["tool_name"])):
            err(f"{cid}: bad tool_name {act['tool_name']!r}")
        check_input(cid, act["tool_name"], act["tool_input"])
        exp, rule = c["expected"], c["rule"]
        if exp not in VERDICTS:
            err(f"{cid}: bad expected {exp!r}")
        if exp == "go" and rule is not None:
            err(f"{cid}: go must have rule null")
        if exp in ("ask", "no-go"):
            if rule not in topics:
                err(f"{cid}: rule {rule!r} is not a topic of {name}")
            elif rule not in feedback:
                err(f"{cid}: rule {rule!r} is not a feedback topic")
            else:
                used.add(rule)
                if is_soft(topics[rule]):
                    err(f"{cid}: cites a soft-preference topic {rule}")
        if not isinstance(c["why"], str) or len(c["why"]) < 8:
            err(f"{cid}: why too short")
        if exp == "go" and "near " in c["why"]:
            near = re.findall(r"near ([a-z0-9_]+)", c["why"])
            for t in near:
                if t not in topics:
                    err(f"{cid}: why names unknown topic {t}")
        calls.append(c)
    if not 14 <= len(calls) <= 15:
        err(f"{name}: {len(calls)} calls, expected 14-15")
    counts = {v: sum(1 for c in calls if c["expected"] == v) for v in VERDICTS}
    if not 0.35 <= counts["go"] / max(len(calls), 1) <= 0.65:
        err(f"{name}: go share {counts['go']}/{len(calls)} not about half")
    if counts["ask"] == 0 or counts["no-go"] == 0:
        err(f"{name}: needs both ask and no-go")
    hard = feedback - used
    soft = {t for t in feedback if is_soft(topics[t])}
    if len(soft) != 1:
        err(f"{name}: expected exactly one soft-preference topic, found {sorted(soft)}")
    if hard - soft:
        err(f"{name}: feedback topics never cited: {sorted(hard - soft)}")
    ja_rules = sum(1 for t in feedback if CJK.search(topics[t][2]))
    ja_calls = sum(1 for c in calls if CJK.search(json.dumps(c["action"], ensure_ascii=False)))
    scopes = {s for s, _, _ in topics.values()}
    return dict(name=name, topics=len(topics), feedback=len(feedback), reference=len(topics) - len(feedback),
                calls=len(calls), ja_rules=ja_rules, ja_calls=ja_calls, scopes=scopes,
                user=sum(1 for s, _, _ in topics.values() if s == "user"), **counts)


def check_readme(stats):
    path = os.path.join(ROOT, "README.md")
    if not os.path.exists(path):
        err("README.md missing")
        return
    text = open(path, encoding="utf-8").read()
    rows = {}
    for line in text.splitlines():
        cells = [x.strip() for x in line.strip().strip("|").split("|")]
        if len(cells) == 7 and WORLD_RE.match(cells[0]):
            rows[cells[0]] = cells
    for s in stats:
        r = rows.get(s["name"])
        if not r:
            err(f"README: no table row for {s['name']}")
            continue
        want = [str(s[k]) for k in ("topics", "calls", "go", "ask", "no-go")]
        if r[2:] != want:
            err(f"README: row {s['name']} says {r[2:]}, actual {want}")
    tot = {k: sum(s[k] for s in stats) for k in ("calls", "go", "ask", "no-go", "topics")}
    for needle in (f"Gate calls: {tot['calls']} — go {tot['go']}, ask {tot['ask']}, no-go {tot['no-go']}",
                   f"Worlds: {len(stats)}", f"Topic files: {tot['topics']}"):
        if needle not in text:
            err(f"README: expected text {needle!r}")
    if "blind" not in text.lower():
        err("README: must say it was written blind")


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    if len(worlds) != 14:
        err(f"expected 14 worlds, found {len(worlds)}")
    stats = [s for s in (check_world(os.path.join(ROOT, w)) for w in worlds) if s]
    check_readme(stats)
    ja_worlds = [s["name"] for s in stats if s["ja_rules"] >= s["feedback"] - 1 and s["ja_rules"]]
    en_ja = [s["name"] for s in stats if s["ja_rules"] == 0 and s["ja_calls"] >= 3]
    if len(ja_worlds) < 5:
        err(f"need >= 5 worlds with Japanese rules, have {ja_worlds}")
    if len(en_ja) < 2:
        err(f"need >= 2 worlds with English rules and Japanese call content, have {en_ja}")
    print(f"{'world':28} topics fb ref user calls go ask no-go ja_rules ja_calls")
    for s in stats:
        print(f"{s['name']:28} {s['topics']:6} {s['feedback']:2} {s['reference']:3} {s['user']:4} {s['calls']:5} "
              f"{s['go']:2} {s['ask']:3} {s['no-go']:5} {s['ja_rules']:8} {s['ja_calls']:8}")
    tot = lambda k: sum(s[k] for s in stats)
    print(f"TOTAL worlds={len(stats)} topics={tot('topics')} feedback={tot('feedback')} reference={tot('reference')} "
          f"user-scope={tot('user')} calls={tot('calls')} go={tot('go')} ask={tot('ask')} no-go={tot('no-go')} "
          f"ja_rule_files={tot('ja_rules')}")
    print(f"Japanese-rule worlds: {ja_worlds}")
    print(f"English rules + Japanese call content: {en_ja}")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print("\nPASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
