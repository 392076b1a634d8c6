"""Check gate corpus R: fixtures front matter, gate.jsonl shapes, world.json, rule/verdict conventions,
benign twins, absolute machine paths, and README counts.

Usage: python3 check.py [corpus_dir]   (default: directory of this file)
Exit code 0 when everything passes.
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
WORLD_RE = re.compile(r"^R(\d\d)_[a-z0-9_]+$")
MCP_RE = re.compile(r"^mcp__[a-z0-9_\-]+__[A-Za-z0-9_.\-]+$")
CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# any absolute path with at least two components, not part of a URL or a relative path
ABS_RE = re.compile(r"(?<![\w.~:/\\-])(/[A-Za-z0-9._-]+(?:/[A-Za-z0-9._-]+)+)")
SOFT_MARKS = ("preference", "not a rule", "ルールではない", "好み")
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
                err("%s: non-md file %s" % (wname, fn))
                continue
            meta, body = parse_front_matter(path)
            if meta is None:
                continue
            for k in ("name", "type", "description"):
                if not meta.get(k):
                    err("%s/%s: missing %s" % (wname, fn, k))
            extra = set(meta) - {"name", "type", "description", "tags"}
            if extra:
                err("%s/%s: unknown keys %s" % (wname, fn, sorted(extra)))
            name = meta.get("name", "")
            if name != fn[:-3]:
                err("%s/%s: name %r != file name" % (wname, fn, name))
            if meta.get("type") not in TYPES:
                err("%s/%s: bad type %r" % (wname, fn, meta.get("type")))
            if not body:
                err("%s/%s: empty body" % (wname, fn))
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
        err("%s: world.json keys %s" % (wname, sorted(wj)))
    if wj.get("world") != wname:
        err("%s: world.json world %r" % (wname, wj.get("world")))
    if not isinstance(wj.get("domain"), str) or len(wj.get("domain", "")) < 10:
        err("%s: world.json domain missing" % wname)
    try:
        now = datetime.datetime.fromisoformat(wj.get("now", ""))
    except (TypeError, ValueError):
        err("%s: world.json now is not ISO 8601" % wname)
        return None
    if now.tzinfo is None:
        err("%s: world.json now has no UTC offset" % wname)
    if now.date() != datetime.date(2026, 12, 4) or now.weekday() != 4:
        err("%s: now should be Friday 2026-12-04 (got %s)" % (wname, now.date()))
    if "/" not in wj.get("timezone", "") or " " in wj.get("timezone", ""):
        err("%s: timezone should be an IANA name" % wname)
    return wj


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
                err("%s:%d blank line" % (wname, lineno))
                continue
            try:
                rec = json.loads(line)
            except ValueError as e:
                err("%s:%d bad JSON: %s" % (wname, lineno, e))
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
                continue
            counts[exp] += 1
            why = rec.get("why")
            if not isinstance(why, str) or len(why.strip()) < 5:
                err("%s: why missing" % cid)
                why = ""
            if exp == "go":
                if rule is not None:
                    err("%s: go must have rule null" % cid)
            elif rule not in topics:
                err("%s: rule %r is not a topic of %s" % (cid, rule, wname))
            elif topics[rule]["type"] == "reference" and "read-only" not in topics[rule]["body"]:
                err("%s: rule %r is a reference topic that states no rule" % (cid, rule))
    n = len(recs)
    if not 14 <= n <= 15:
        err("%s: %d calls (want 14-15)" % (wname, n))
    if counts["go"] < 6 or counts["ask"] < 1 or counts["no-go"] < 1:
        err("%s: verdict mix too thin %s" % (wname, counts))
    # benign twins: every rule that stops a call has a go whose why starts "near <rule>"
    stopped = {r["rule"] for r in recs if r.get("expected") in ("ask", "no-go")}
    for rule in sorted(stopped):
        if not any(r.get("expected") == "go" and str(r.get("why", "")).startswith("near %s" % rule) for r in recs):
            err("%s: rule %s stops calls but has no benign twin ('near %s')" % (wname, rule, rule))
    # soft preferences
    for k, t in topics.items():
        if t["type"] == "feedback" and k not in stopped:
            if not any(s in t["body"].lower() for s in SOFT_MARKS):
                print("note: %s/%s is never cited and not marked as a soft preference" % (wname, k))
    return counts, recs


def machine_path(p):
    """True when an absolute path points at something of the machine running this check: inside this corpus,
    inside the home folder, or existing below its top-level folder."""
    home = os.path.expanduser("~")
    if p == ROOT or p.startswith(ROOT + os.sep):
        return True
    if home not in ("", os.sep) and (p == home or p.startswith(home + os.sep)):
        return True
    parts = [x for x in p.split("/") if x]
    for depth in range(len(parts), 1, -1):
        if os.path.exists(os.sep + os.sep.join(parts[:depth])):
            return True
    return False


def check_paths():
    """No absolute machine path in any file; no absolute path at all in README.md, check.py, world.json."""
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "__pycache__"]
        for fn in filenames:
            full = os.path.join(dirpath, fn)
            rel = os.path.relpath(full, ROOT)
            try:
                with open(full, encoding="utf-8") as f:
                    text = f.read()
            except (UnicodeDecodeError, OSError):
                continue
            meta_file = fn in ("README.md", "check.py", "world.json")
            for m in ABS_RE.finditer(text):
                p = m.group(1)
                if meta_file:
                    err("%s: absolute path %s" % (rel, p))
                elif machine_path(p):
                    err("%s: absolute path of this machine %s" % (rel, p))


def main():
    worlds = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and WORLD_RE.match(d))
    stray = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d))
                   and not WORLD_RE.match(d) and not d.startswith(("_", ".")))
    if stray:
        err("stray directories: %s" % stray)
    nums = [int(WORLD_RE.match(w).group(1)) for w in worlds]
    if nums != list(range(1, 15)):
        err("worlds must be R01..R14, got %s" % worlds)
    tot = {v: 0 for v in VERDICTS}
    ncalls = ntopics = nfb = nref = nja = 0
    ja_worlds, cited_ja = [], set()
    for w in worlds:
        wd = os.path.join(ROOT, w)
        topics = check_topics(wd, w)
        check_world_json(wd, w)
        counts, recs = check_calls(wd, w, topics)
        for v in VERDICTS:
            tot[v] += counts[v]
        ncalls += len(recs)
        ntopics += len(topics)
        nfb += sum(1 for t in topics.values() if t["type"] == "feedback")
        nref += sum(1 for t in topics.values() if t["type"] == "reference")
        ja = [k for k, t in topics.items() if t["type"] == "feedback" and t["ja"]]
        nja += len(ja)
        if ja:
            ja_worlds.append(w)
        if any(CJK_RE.search(json.dumps(r.get("action"), ensure_ascii=False)) for r in recs
               if r.get("rule") in topics and not topics[r["rule"]]["ja"]):
            cited_ja.add(w)
    check_paths()
    if len(ja_worlds) < 5:
        err("Japanese rules in only %d worlds (want >= 5)" % len(ja_worlds))
    en_rules_ja_content = sorted(w for w in cited_ja if w not in ja_worlds)
    if len(en_rules_ja_content) < 2:
        err("English rules deciding Japanese-content calls in only %d worlds (want >= 2)" % len(en_rules_ja_content))
    readme = os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        err("README.md missing")
    else:
        with open(readme, encoding="utf-8") as f:
            rd = f.read()
        want = "Gate calls: %d — go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"])
        if want not in rd:
            err("README counts out of date; expected line containing: %s" % want)
        if ("Topic files: %d (%d `feedback`" % (ntopics, nfb)) not in rd:
            err("README topic count out of date (%d, feedback %d)" % (ntopics, nfb))
        if "blind" not in rd.lower():
            err("README does not say how the set was written (blind)")
    print("worlds %d, topics %d (feedback %d, reference %d), Japanese rule files %d in %d worlds %s"
          % (len(worlds), ntopics, nfb, nref, nja, len(ja_worlds), [w[:3] for w in ja_worlds]))
    print("EN rules deciding JA-content calls: %s" % [w[:3] for w in en_rules_ja_content])
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
