#!/usr/bin/env python3
"""Check gate corpus Q: fixtures front matter, gate.jsonl shapes, world.json, rule/verdict conventions,
benign twins, no machine paths, README counts. Stdlib only.

Usage: python3 check.py [corpus_dir]   (default: directory of this file)
Exit code 0 when everything passes.
"""
import json
import os
import re
import sys
import datetime

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
VERDICTS = ("go", "ask", "no-go")
TYPES = ("feedback", "reference")
SCOPES = ("user", "workspace")
WORLD_RE = re.compile(r"^Q(\d\d)_[a-z0-9_]+$")
MCP_RE = re.compile(r"^mcp__[a-z0-9_\-]+__[A-Za-z0-9_.\-]+$")
CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ERRORS = []
DOMAINS = []
REF_CITED = []
MACHINE_PATH_RE = re.compile(r"/tmp/bash_jobs")


def err(msg):
    ERRORS.append(msg)


def is_japanese(text):
    """Mostly-Japanese text: CJK characters outnumber ASCII letters."""
    cjk = len(CJK_RE.findall(text))
    latin = len(re.findall(r"[A-Za-z]", text))
    return cjk > latin


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
            topics[name] = {"type": meta.get("type"), "scope": scope, "ja": is_japanese(body)}
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
    if not os.path.isfile(path):
        err("%s: no gate.jsonl" % wname)
        return counts, 0
    prefix = wname.split("_")[0]
    seen = set()
    n = 0
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
            n += 1
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
                continue
            counts[exp] += 1
            if exp == "go":
                if rule is not None:
                    err("%s: go must have rule null" % cid)
            else:
                if rule not in topics:
                    err("%s: rule %r is not a topic of %s" % (cid, rule, wname))
                elif topics[rule]["type"] != "feedback":
                    REF_CITED.append(cid)
            why = rec.get("why")
            if not isinstance(why, str) or len(why.strip()) < 5:
                err("%s: why missing" % cid)
    if not 14 <= n <= 15:
        err("%s: %d calls (want 14-15)" % (wname, n))
    if counts["go"] < 5 or counts["ask"] < 1 or counts["no-go"] < 1:
        err("%s: verdict mix too thin %s" % (wname, counts))
    return counts, n


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    stray = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d))
                   and not WORLD_RE.match(d) and not d.startswith(("_", ".")))
    if stray:
        err("stray directories: %s" % stray)
    nums = [int(WORLD_RE.match(w).group(1)) for w in worlds]
    if nums != list(range(1, 15)):
        err("worlds must be Q01..Q14, got %s" % worlds)
    tot = {v: 0 for v in VERDICTS}
    ncalls = ntopics = nfb = nref = nja = 0
    ja_worlds, rule_used = [], {}
    cited_ja = set()
    for w in worlds:
        wd = os.path.join(ROOT, w)
        topics = check_topics(wd, w)
        counts, n = check_calls(wd, w, topics)
        for v in VERDICTS:
            tot[v] += counts[v]
        ncalls += n
        ntopics += len(topics)
        nfb += sum(1 for t in topics.values() if t["type"] == "feedback")
        nref += sum(1 for t in topics.values() if t["type"] == "reference")
        ja = [k for k, t in topics.items() if t["type"] == "feedback" and t["ja"]]
        nja += len(ja)
        if ja:
            ja_worlds.append(w)
        with open(os.path.join(wd, "gate.jsonl"), encoding="utf-8") as f:
            recs = [json.loads(l) for l in f if l.strip()]
        used = {r["rule"] for r in recs if r.get("rule")}
        rule_used[w] = used
        if any(CJK_RE.search(json.dumps(r["action"], ensure_ascii=False)) for r in recs
               if r.get("rule") in topics and not topics[r["rule"]]["ja"]):
            cited_ja.add(w)

        # world.json
        wj = os.path.join(wd, "world.json")
        try:
            with open(wj, encoding="utf-8") as f:
                meta = json.load(f)
            if set(meta) != {"world", "domain", "now", "timezone", "weekday"}:
                err("%s: world.json keys %s" % (w, sorted(meta)))
            if meta.get("world") != w:
                err("%s: world.json world %r" % (w, meta.get("world")))
            dt = datetime.datetime.fromisoformat(meta["now"])
            if dt.tzinfo is None:
                err("%s: now without offset" % w)
            if dt.strftime("%A") != meta.get("weekday"):
                err("%s: weekday %r but now is a %s" % (w, meta.get("weekday"), dt.strftime("%A")))
            if not meta.get("domain") or "/" not in meta.get("timezone", ""):
                err("%s: domain/timezone missing" % w)
            DOMAINS.append((w, meta))
        except Exception as e:
            err("%s: world.json unreadable: %s" % (w, e))
        # benign twins: every topic that stops a call has a go whose why says "near <topic>"
        for r in sorted(used):
            if not any(x["expected"] == "go" and ("near " + r) in x["why"] for x in recs):
                err("%s: rule %s stops a call but has no benign twin ('near %s')" % (w, r, r))
        # verdict share: about half go
        ngo = sum(1 for x in recs if x["expected"] == "go")
        if not 0.4 <= ngo / max(1, len(recs)) <= 0.62:
            err("%s: go share %d/%d" % (w, ngo, len(recs)))
        soft = [k for k, t in topics.items() if t["type"] == "feedback" and k not in used]
        for k in soft:
            with open(os.path.join(wd, "fixtures", topics[k]["scope"], k + ".md"), encoding="utf-8") as f:
                txt = f.read().lower()
            if not any(s in txt for s in ("preference", "not a rule", "ルールではない", "好み")):
                print("note: %s/%s is never cited and not marked as a soft preference" % (w, k))
    if len(ja_worlds) < 5:
        err("Japanese rules in only %d worlds (want >= 5)" % len(ja_worlds))
    en_rules_ja_content = [w for w in cited_ja if w not in ja_worlds]
    if len(en_rules_ja_content) < 2:
        err("English rules deciding Japanese-content calls in only %d worlds (want >= 2)" % len(en_rules_ja_content))
    for dp, dn, fn in os.walk(ROOT):
        dn[:] = [d for d in dn if not d.startswith(".")]
        for fname in fn:
            fp = os.path.join(dp, fname)
            if fp == os.path.abspath(__file__):
                continue
            try:
                with open(fp, encoding="utf-8") as f:
                    if MACHINE_PATH_RE.search(f.read()):
                        err("%s: contains a machine path" % os.path.relpath(fp, ROOT))
            except (UnicodeDecodeError, IsADirectoryError):
                pass
    readme = os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        err("README.md missing")
    else:
        with open(readme, encoding="utf-8") as f:
            rd = f.read()
        want = "Gate calls: %d — go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"])
        if want not in rd:
            err("README counts out of date; expected line containing: %s" % want)
        if ("Topic files: %d" % ntopics) not in rd:
            err("README topic count out of date (%d)" % ntopics)
    print("worlds %d, topics %d (feedback %d, reference %d), Japanese rule files %d in %d worlds %s"
          % (len(worlds), ntopics, nfb, nref, nja, len(ja_worlds), [w[:3] for w in ja_worlds]))
    print("EN rules deciding JA-content calls: %s" % sorted(w[:3] for w in en_rules_ja_content))
    print("calls citing a reference topic (rule stated once in a reference file): %s" % REF_CITED)
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
