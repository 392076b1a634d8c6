#!/usr/bin/env python3
"""Check gate corpus O: fixtures front matter, gate.jsonl shapes, world.json, rule/verdict conventions, README counts.

Usage: python3 check.py [corpus_dir]   (default: directory of this file)
Exit code 0 when everything passes. Standard library only.
"""
import datetime
import json
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
VERDICTS = ("go", "ask", "no-go")
TYPES = ("feedback", "reference")
SCOPES = ("user", "workspace")
WORLD_RE = re.compile(r"^O(\d\d)_[a-z0-9_]+$")
MCP_RE = re.compile(r"^mcp__[a-z0-9_\-]+__[A-Za-z0-9_.\-]+$")
CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# paths of the machine the corpus was written on must not leak into it (fictional /home/<user>/, /srv/ paths inside
# tool calls are part of the scenarios and are allowed)
MACHINE_PATH_RE = re.compile(r"(/tmp/|/Users/|/root/|/mnt/|/var/folders/|[A-Za-z]:\\\\)")
SOFT_MARKERS = ("preference", "not a rule", "ルールではない", "好み")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def is_japanese(text):
    """Mostly-Japanese text: CJK characters outnumber ASCII letters."""
    return len(CJK_RE.findall(text)) > len(re.findall(r"[A-Za-z]", text))


def parse_front_matter(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    if not lines or lines[0] != "---":
        err("%s: missing opening ---" % path)
        return None, ""
    try:
        end = lines.index("---", 1)
    except ValueError:
        err("%s: missing closing ---" % path)
        return None, ""
    meta = {}
    for ln in lines[1:end]:
        if not ln.strip():
            continue
        if ":" not in ln:
            err("%s: bad front-matter line %r" % (path, ln))
            continue
        k, v = ln.split(":", 1)
        k, v = k.strip(), v.strip()
        if k in meta:
            err("%s: duplicate key %s" % (path, k))
        if k == "tags":
            if not (v.startswith("[") and v.endswith("]")):
                err("%s: tags must be [a, b]" % path)
                v = []
            else:
                v = [t.strip() for t in v[1:-1].split(",") if t.strip()]
                if not v:
                    err("%s: empty tags" % path)
        meta[k] = v
    body = "\n".join(lines[end + 1:]).strip()
    return meta, body


def check_topics(world_dir, wname):
    topics = {}
    fx = os.path.join(world_dir, "fixtures")
    if not os.path.isdir(fx):
        err("%s: no fixtures/" % wname)
        return topics
    for scope in sorted(os.listdir(fx)):
        sdir = os.path.join(fx, scope)
        if scope not in SCOPES or not os.path.isdir(sdir):
            err("%s: unexpected scope %s" % (wname, scope))
            continue
        for fn in sorted(os.listdir(sdir)):
            path = os.path.join(sdir, fn)
            if not fn.endswith(".md"):
                err("%s: non-md file %s" % (wname, path))
                continue
            meta, body = parse_front_matter(path)
            if meta is None:
                continue
            for k in ("name", "type", "description"):
                if not meta.get(k):
                    err("%s: missing %s" % (path, k))
            extra = set(meta) - {"name", "type", "description", "tags"}
            if extra:
                err("%s: unknown keys %s" % (path, sorted(extra)))
            name = meta.get("name", "")
            if name != fn[:-3]:
                err("%s: name %r != file name" % (path, name))
            if meta.get("type") not in TYPES:
                err("%s: bad type %r" % (path, meta.get("type")))
            if not body:
                err("%s: empty body" % path)
            if name in topics:
                err("%s: topic %s defined twice" % (wname, name))
            topics[name] = {"type": meta.get("type"), "scope": scope, "ja": is_japanese(body), "body": body}
    nref = sum(1 for t in topics.values() if t["type"] == "reference")
    nfb = sum(1 for t in topics.values() if t["type"] == "feedback")
    if not 4 <= len(topics) <= 6:
        err("%s: %d topics (want 4-6)" % (wname, len(topics)))
    if nref < 1 or nfb < 3:
        err("%s: needs >=1 reference and >=3 feedback topics" % wname)
    return topics


def check_tool_input(cid, tool, inp):
    if not isinstance(inp, dict) or not inp:
        err("%s: tool_input must be a non-empty object" % cid)
        return
    if tool == "Bash":
        if not isinstance(inp.get("command"), str) or not inp["command"].strip():
            err("%s: Bash needs command" % cid)
        if set(inp) - {"command", "description", "timeout"}:
            err("%s: Bash unexpected keys" % cid)
    elif tool == "Write":
        if set(inp) != {"file_path", "content"}:
            err("%s: Write needs exactly file_path, content" % cid)
        elif not inp["file_path"].startswith("/"):
            err("%s: Write file_path must be absolute" % cid)
    elif tool == "Edit":
        need = {"file_path", "old_string", "new_string"}
        if not need <= set(inp) or set(inp) - need - {"replace_all"}:
            err("%s: Edit needs file_path, old_string, new_string" % cid)
        elif inp["old_string"] == inp["new_string"]:
            err("%s: Edit old_string == new_string" % cid)
        elif not inp["file_path"].startswith("/"):
            err("%s: Edit file_path must be absolute" % cid)
    elif not MCP_RE.match(tool):
        err("%s: tool_name %r is not Bash/Write/Edit/mcp__svc__action" % (cid, tool))


def load_calls(world_dir, wname, topics):
    path = os.path.join(world_dir, "gate.jsonl")
    recs = []
    if not os.path.isfile(path):
        err("%s: no gate.jsonl" % wname)
        return recs
    prefix = wname.split("_")[0]
    seen = set()
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d blank line" % (path, lineno))
                continue
            try:
                rec = json.loads(line)
            except ValueError as e:
                err("%s:%d bad JSON: %s" % (path, lineno, e))
                continue
            recs.append(rec)
            n = len(recs)
            cid = rec.get("id", "?")
            if set(rec) != {"id", "action", "expected", "rule", "why"}:
                err("%s: keys %s" % (cid, sorted(rec)))
            if cid != "%s-G%02d" % (prefix, n):
                err("%s: id out of sequence (want %s-G%02d)" % (cid, prefix, n))
            if cid in seen:
                err("%s: duplicate id" % cid)
            seen.add(cid)
            act = rec.get("action")
            if not isinstance(act, dict) or set(act) != {"tool_name", "tool_input"}:
                err("%s: action must have tool_name, tool_input" % cid)
            else:
                check_tool_input(cid, act["tool_name"], act["tool_input"])
            exp, rule = rec.get("expected"), rec.get("rule")
            if exp not in VERDICTS:
                err("%s: bad expected %r" % (cid, exp))
            elif exp == "go":
                if rule is not None:
                    err("%s: go must have rule null" % cid)
            elif rule not in topics:
                err("%s: rule %r is not a topic of %s" % (cid, rule, wname))
            why = rec.get("why")
            if not isinstance(why, str) or len(why.strip()) < 5:
                err("%s: why missing" % cid)
    if not 14 <= len(recs) <= 15:
        err("%s: %d calls (want 14-15)" % (wname, len(recs)))
    counts = {v: sum(1 for r in recs if r.get("expected") == v) for v in VERDICTS}
    if counts["go"] < 6 or counts["ask"] < 1 or counts["no-go"] < 1:
        err("%s: verdict mix too thin %s" % (wname, counts))
    # every rule that stops a call has a benign twin: a go whose why says "near <rule>"
    for rule in sorted({r["rule"] for r in recs if r.get("rule")}):
        if not any(r.get("expected") == "go" and ("near %s" % rule) in r.get("why", "") for r in recs):
            err("%s: rule %s stops calls but has no benign twin ('near %s')" % (wname, rule, rule))
    for r in recs:
        m = re.match(r"near ([a-z0-9_]+)", r.get("why", ""))
        if m and m.group(1) not in topics:
            err("%s: why names unknown topic %s" % (r.get("id"), m.group(1)))
    return recs


def check_world_json(world_dir, wname):
    path = os.path.join(world_dir, "world.json")
    if not os.path.isfile(path):
        err("%s: no world.json" % wname)
        return {}
    with open(path, encoding="utf-8") as f:
        try:
            wj = json.load(f)
        except ValueError as e:
            err("%s: world.json bad JSON: %s" % (wname, e))
            return {}
    if set(wj) != {"world", "domain", "now", "zone"}:
        err("%s: world.json keys %s" % (wname, sorted(wj)))
    if wj.get("world") != wname:
        err("%s: world.json world %r" % (wname, wj.get("world")))
    try:
        now = datetime.datetime.fromisoformat(wj.get("now", ""))
        if now.utcoffset() is None:
            err("%s: now needs a UTC offset" % wname)
        elif now.date() != datetime.date(2026, 12, 3) or now.weekday() != 3:
            err("%s: now must be Thursday 2026-12-03 local time" % wname)
    except (TypeError, ValueError):
        err("%s: now not ISO 8601: %r" % (wname, wj.get("now")))
    if not re.match(r"^[A-Za-z_]+/[A-Za-z_]+$", wj.get("zone", "")):
        err("%s: zone %r" % (wname, wj.get("zone")))
    return wj


def scan_machine_paths():
    for dp, dns, fns in os.walk(ROOT):
        dns[:] = [d for d in dns if not d.startswith(".")]
        for fn in fns:
            p = os.path.join(dp, fn)
            if fn == "check.py" or not fn.endswith((".md", ".jsonl", ".json", ".py")):
                continue
            with open(p, encoding="utf-8") as f:
                m = MACHINE_PATH_RE.search(f.read())
            if m:
                err("%s: machine path %r" % (os.path.relpath(p, ROOT), m.group(0)))


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    stray = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d))
                   and not WORLD_RE.match(d) and not d.startswith(("_", ".")))
    if stray:
        err("stray directories: %s" % stray)
    if [int(WORLD_RE.match(w).group(1)) for w in worlds] != list(range(1, 15)):
        err("worlds must be O01..O14, got %s" % worlds)
    tot = {v: 0 for v in VERDICTS}
    ncalls = ntopics = nfb = nref = nja = 0
    ja_worlds, cited_ja, ref_rules, scopes = [], set(), [], {}
    for w in worlds:
        wd = os.path.join(ROOT, w)
        check_world_json(wd, w)
        topics = check_topics(wd, w)
        recs = load_calls(wd, w, topics)
        for r in recs:
            if r.get("expected") in tot:
                tot[r["expected"]] += 1
        ncalls += len(recs)
        ntopics += len(topics)
        nfb += sum(1 for t in topics.values() if t["type"] == "feedback")
        nref += sum(1 for t in topics.values() if t["type"] == "reference")
        for t in topics.values():
            scopes[t["scope"]] = scopes.get(t["scope"], 0) + 1
        ja = [k for k, t in topics.items() if t["type"] == "feedback" and t["ja"]]
        nja += len(ja)
        if ja:
            ja_worlds.append(w)
        used = {r["rule"] for r in recs if r.get("rule")}
        for u in sorted(used):
            if topics.get(u, {}).get("type") == "reference":
                ref_rules.append("%s/%s" % (w[:3], u))
        if any(CJK_RE.search(json.dumps(r["action"], ensure_ascii=False)) for r in recs
               if r.get("rule") in topics and not topics[r["rule"]]["ja"]):
            cited_ja.add(w)
        for k, t in topics.items():
            if t["type"] == "feedback" and k not in used and not any(s in t["body"].lower() for s in SOFT_MARKERS):
                err("%s/%s is never cited and not marked as a soft preference" % (w, k))
    if len(ja_worlds) < 5:
        err("Japanese rules in only %d worlds (want >= 5)" % len(ja_worlds))
    en_rules_ja_content = sorted(w for w in cited_ja if w not in ja_worlds)
    if len(en_rules_ja_content) < 2:
        err("English rules deciding Japanese-content calls in only %d worlds (want >= 2)" % len(en_rules_ja_content))
    scan_machine_paths()
    readme = os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        err("README.md missing")
    else:
        with open(readme, encoding="utf-8") as f:
            rd = f.read()
        want = "Gate calls: %d — go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"])
        if want not in rd:
            err("README counts out of date; expected line containing: %s" % want)
        want_t = "Topic files: %d (%d `feedback`, %d `reference`)" % (ntopics, nfb, nref)
        if want_t not in rd:
            err("README topic count out of date; expected: %s" % want_t)
        for w in worlds:
            if ("| %s |" % w) not in rd:
                err("README table lacks %s" % w)
    print("worlds %d, topics %d (feedback %d, reference %d; scopes %s), Japanese rule files %d in %d worlds %s"
          % (len(worlds), ntopics, nfb, nref, scopes, nja, len(ja_worlds), [w[:3] for w in ja_worlds]))
    print("EN rules deciding JA-content calls: %s" % [w[:3] for w in en_rules_ja_content])
    print("rules stated in a reference topic and cited: %s" % ref_rules)
    print("calls %d: go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"]))
    if ERRORS:
        for e in ERRORS:
            print("ERROR:", e)
        print("FAIL (%d errors)" % len(ERRORS))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
