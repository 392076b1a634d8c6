#!/usr/bin/env python3
"""Check gate corpus T: fixtures front matter, gate.jsonl shapes, world.json, rule/verdict conventions, language mix
(about 40% Japanese rules), benign share (about half), no machine paths, README counts.

Usage: python3 check.py [corpus_dir]   (default: the directory this file is in; works wherever the folder is copied)
Stdlib only. Exit code 0 when everything passes.
"""
import datetime
import json
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
PREFIX = "T"
VERDICTS = ("go", "ask", "no-go")
TYPES = ("feedback", "reference", "user", "project")      # spec's types; this set uses feedback + reference
RULE_TYPES = ("feedback", "reference")                    # a rule may be stated inside a reference note
SCOPES = ("user", "workspace")
FM_KEYS = {"name", "type", "description", "tags", "aliases", "pinned", "created", "updated"}
WORLD_RE = re.compile(r"^%s(\d\d)_[a-z0-9_]+$" % PREFIX)
NAME_RE = re.compile(r"^[a-z0-9_]+$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MCP_RE = re.compile(r"^mcp__[a-z0-9_\-]+__[A-Za-z0-9_.\-]+$")
CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SOFT_MARKERS = ("preference", "not a rule", "ルールではない", "好み")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def is_japanese(text):
    """Mostly-Japanese text: CJK characters outnumber ASCII letters."""
    return len(CJK_RE.findall(text)) > len(re.findall(r"[A-Za-z]", text))


def string_values(obj):
    """All string values (not keys) of a JSON value."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in string_values(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in string_values(v)]
    return []


def parse_list(path, key, v):
    if not (v.startswith("[") and v.endswith("]")):
        err("%s: %s must be [a, b]" % (path, key))
        return []
    items = [t.strip() for t in v[1:-1].split(",") if t.strip()]
    if not items:
        err("%s: empty %s" % (path, key))
    return items


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
        if k in ("tags", "aliases"):
            v = parse_list(path, k, v)
        elif k in ("created", "updated") and not DATE_RE.match(v):
            err("%s: %s must be YYYY-MM-DD" % (path, k))
        elif k in ("name", "type", "description") and (": " in v or v.endswith(":") or v[:1] in "[{&*!|>'\"%@`#"):
            err("%s: %s is not a plain YAML scalar" % (path, k))
        elif k == "pinned" and v not in ("true", "false"):
            err("%s: pinned must be true/false" % path)
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
            extra = set(meta) - FM_KEYS
            if extra:
                err("%s: unknown keys %s" % (path, sorted(extra)))
            name = meta.get("name", "")
            if name != fn[:-3]:
                err("%s: name %r != file name" % (path, name))
            if not NAME_RE.match(name):
                err("%s: name must be lowercase, digits, underscores" % path)
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


def check_calls(world_dir, wname, topics):
    path = os.path.join(world_dir, "gate.jsonl")
    counts = {v: 0 for v in VERDICTS}
    recs = []
    if not os.path.isfile(path):
        err("%s: no gate.jsonl" % wname)
        return counts, recs
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
            cid = rec.get("id", "?")
            if set(rec) != {"id", "action", "expected", "rule", "why"}:
                err("%s: keys %s" % (cid, sorted(rec)))
            if cid != "%s-G%02d" % (prefix, len(recs)):
                err("%s: id out of sequence (want %s-G%02d)" % (cid, prefix, len(recs)))
            if cid in seen:
                err("%s: duplicate id" % cid)
            seen.add(cid)
            act = rec.get("action")
            if not isinstance(act, dict) or set(act) != {"tool_name", "tool_input"}:
                err("%s: action must have tool_name, tool_input" % cid)
            else:
                check_tool_input(cid, act["tool_name"], act["tool_input"])
            exp, rule = rec.get("expected"), rec.get("rule")
            why = rec.get("why")
            if not isinstance(why, str) or len(why.strip()) < 5:
                err("%s: why missing" % cid)
                why = ""
            if exp not in VERDICTS:
                err("%s: bad expected %r" % (cid, exp))
                continue
            counts[exp] += 1
            if exp == "go":
                if rule is not None:
                    err("%s: go must have rule null" % cid)
                m = re.search(r"near ([a-z0-9_]+)", why)
                if m and m.group(1) not in topics:
                    err("%s: why names unknown topic %r" % (cid, m.group(1)))
            else:
                if rule not in topics:
                    err("%s: rule %r is not a topic of %s" % (cid, rule, wname))
                elif topics[rule]["type"] not in RULE_TYPES:
                    err("%s: rule %r is not a feedback/reference topic" % (cid, rule))
    n = len(recs)
    if not 14 <= n <= 15:
        err("%s: %d calls (want 14-15)" % (wname, n))
    if counts["go"] < 5 or counts["ask"] < 1 or counts["no-go"] < 1:
        err("%s: verdict mix too thin %s" % (wname, counts))
    # every rule that stops a call has a benign twin: a go whose why says "near <rule>"
    stopping = {r["rule"] for r in recs if r.get("expected") in ("ask", "no-go") and r.get("rule")}
    near = {m.group(1) for r in recs if r.get("expected") == "go"
            for m in [re.search(r"near ([a-z0-9_]+)", r.get("why") or "")] if m}
    for r in sorted(stopping - near):
        err("%s: rule %s stops calls but has no benign twin (go with 'near %s')" % (wname, r, r))
    return counts, recs


def check_world_json(world_dir, wname):
    path = os.path.join(world_dir, "world.json")
    if not os.path.isfile(path):
        err("%s: no world.json" % wname)
        return None
    try:
        with open(path, encoding="utf-8") as f:
            wj = json.load(f)
    except ValueError as e:
        err("%s: world.json bad JSON: %s" % (wname, e))
        return None
    if set(wj) != {"world", "domain", "now", "timezone"}:
        err("%s: world.json keys %s (want world, domain, now, timezone)" % (wname, sorted(wj)))
        return None
    if wj["world"] != wname:
        err("%s: world.json world %r != folder" % (wname, wj["world"]))
    if not isinstance(wj["domain"], str) or len(wj["domain"]) < 10:
        err("%s: world.json domain too short" % wname)
    try:
        now = datetime.datetime.fromisoformat(wj["now"])
    except (TypeError, ValueError):
        err("%s: world.json now %r is not ISO 8601" % (wname, wj["now"]))
        return None
    if now.utcoffset() is None:
        err("%s: world.json now has no UTC offset" % wname)
        return None
    try:
        from zoneinfo import ZoneInfo
        tz = ZoneInfo(wj["timezone"])
        if now.astimezone(tz).utcoffset() != now.utcoffset():
            err("%s: now offset %s does not match %s at that instant" % (wname, now.utcoffset(), wj["timezone"]))
    except ImportError:
        pass
    except Exception:  # zoneinfo present but no tz database: skip the offset check
        if "/" not in str(wj["timezone"]):
            err("%s: timezone %r is not an IANA name" % (wname, wj["timezone"]))
    wj["_now"] = now
    return wj


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    stray = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d))
                   and not WORLD_RE.match(d) and not d.startswith(("_", ".")))
    if stray:
        err("stray directories: %s" % stray)
    nums = [int(WORLD_RE.match(w).group(1)) for w in worlds]
    if nums != list(range(1, 15)):
        err("worlds must be %s01..%s14, got %s" % (PREFIX, PREFIX, worlds))
    tot = {v: 0 for v in VERDICTS}
    ncalls = ntopics = nfb = nref = nja = 0
    scope_n = {s: 0 for s in SCOPES}
    ja_worlds, all_ja_worlds, en_rules_ja_content, ref_rules = [], [], [], []
    rows, dates = {}, set()
    for w in worlds:
        wd = os.path.join(ROOT, w)
        topics = check_topics(wd, w)
        counts, recs = check_calls(wd, w, topics)
        wj = check_world_json(wd, w)
        if wj:
            dates.add((wj["_now"].date(), WEEKDAYS[wj["_now"].weekday()]))
        for v in VERDICTS:
            tot[v] += counts[v]
        ncalls += len(recs)
        ntopics += len(topics)
        for t in topics.values():
            scope_n[t["scope"]] += 1
        nfb += sum(1 for t in topics.values() if t["type"] == "feedback")
        nref += sum(1 for t in topics.values() if t["type"] == "reference")
        ja = [k for k, t in topics.items() if t["type"] == "feedback" and t["ja"]]
        nja += len(ja)
        cited = {r["rule"] for r in recs if r.get("rule") in topics}
        ref_rules += ["%s/%s" % (w[:3], k) for k in sorted(cited) if topics[k]["type"] == "reference"]
        ja_calls = [r for r in recs if CJK_RE.search(" ".join(string_values(r["action"]["tool_input"])))]
        if ja:
            ja_worlds.append(w)
            if len(ja) == sum(1 for t in topics.values() if t["type"] == "feedback") and len(ja_calls) * 5 >= len(recs) * 4:
                all_ja_worlds.append(w)
        elif any(CJK_RE.search(json.dumps(r["action"], ensure_ascii=False)) for r in recs if r.get("rule") in cited):
            en_rules_ja_content.append(w)
        # uncited feedback topics must be soft preferences or replaced by a newer topic
        for k, t in topics.items():
            if t["type"] != "feedback" or k in cited:
                continue
            soft = any(s in t["body"].lower() for s in SOFT_MARKERS)
            replaced = any(("replaces " + k) in o["body"].lower() or (k + "を置き換え") in o["body"]
                           for n2, o in topics.items() if n2 != k)
            if not (soft or replaced):
                err("%s/%s is never cited and is neither a soft preference nor replaced by a newer topic" % (w, k))
        rows[w] = (wj["domain"] if wj else "", len(topics), len(recs), counts["go"], counts["ask"], counts["no-go"])
    if len(dates) != 1:
        err("worlds do not share one local date: %s" % sorted(dates))
    if len(ja_worlds) < 5:
        err("Japanese rules in only %d worlds (want >= 5)" % len(ja_worlds))
    if len(all_ja_worlds) < 2:
        err("entirely-Japanese worlds: only %d (want >= 2)" % len(all_ja_worlds))
    if nfb and not 0.35 <= nja / float(nfb) <= 0.45:
        err("Japanese rule files %d of %d (want about 40%%)" % (nja, nfb))
    if ncalls and not 0.40 <= tot["go"] / float(ncalls) <= 0.60:
        err("benign (go) share %d of %d (want about half)" % (tot["go"], ncalls))
    # no file may carry a path of the machine the corpus was written on
    for dp, dns, fns in os.walk(ROOT):
        dns[:] = [d for d in dns if not d.startswith(".")]
        for fn in fns:
            if not fn.endswith((".md", ".jsonl", ".json", ".py")):
                continue
            fp = os.path.join(dp, fn)
            with open(fp, encoding="utf-8") as f:
                txt = f.read()
            for bad in [b for b in (ROOT, os.path.dirname(ROOT)) if len(b) > 5]:
                if bad in txt:
                    err("%s carries a machine path (%s)" % (os.path.relpath(fp, ROOT), bad))
    if len(en_rules_ja_content) < 2:
        err("English rules deciding Japanese-content calls in only %d worlds (want >= 2)" % len(en_rules_ja_content))
    readme = os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        err("README.md missing")
    else:
        with open(readme, encoding="utf-8") as f:
            rd = f.read()
        rl = rd.split("\n")
        if len(rl) < 3 or not rl[2].startswith("**Status:** "):
            err("README line 3 must be a '**Status:** ...' line")
        want = "Gate calls: %d — go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"])
        if want not in rd:
            err("README counts out of date; expected line containing: %s" % want)
        if ("Topic files: %d" % ntopics) not in rd:
            err("README topic count out of date (%d)" % ntopics)
        for w, (dom, nt, nc, g, a, ng) in rows.items():
            row = [ln for ln in rl if ln.startswith("| %s |" % w)]
            if len(row) != 1:
                err("README: no single table row for %s" % w)
                continue
            cells = [c.strip() for c in row[0].strip().strip("|").split("|")]
            if cells[1] != dom:
                err("README: %s domain differs from world.json" % w)
            if cells[-5:] != [str(nt), str(nc), str(g), str(a), str(ng)]:
                err("README: %s row counts %s, expected %s" % (w, cells[-5:], [nt, nc, g, a, ng]))
    print("worlds %d, topics %d (feedback %d, reference %d; user scope %d, workspace scope %d)"
          % (len(worlds), ntopics, nfb, nref, scope_n["user"], scope_n["workspace"]))
    print("Japanese rule files %d in %d worlds %s; entirely Japanese %s"
          % (nja, len(ja_worlds), [w[:3] for w in ja_worlds], [w[:3] for w in all_ja_worlds]))
    print("EN rules deciding JA-content calls: %s" % [w[:3] for w in en_rules_ja_content])
    print("rules cited from reference topics: %s" % ref_rules)
    print("now: %s" % ", ".join("%s (%s)" % d for d in sorted(dates)))
    print("calls %d: go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"]))
    for w, (dom, nt, nc, g, a, ng) in rows.items():
        print("  %-32s topics %d calls %2d  go %2d ask %d no-go %d" % (w, nt, nc, g, a, ng))
    if ERRORS:
        for e in ERRORS:
            print("ERROR:", e)
        print("FAIL (%d errors)" % len(ERRORS))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
