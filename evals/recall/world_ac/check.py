#!/usr/bin/env python3
"""Validate world_ac (stdlib only): fixtures front matter, turns schema, facts
uniqueness, changed-decision ordering, gate schema and verdict conventions; print counts.
All paths are resolved relative to this file, so the folder can be copied anywhere."""
import collections
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = ["generic_qa", "casual", "continuation", "entity_reference",
           "user_specific_context", "implementation_request", "design_request",
           "execution_request"]
TYPES = {"user", "feedback", "project", "reference"}
VERDICTS = {"go", "ask", "no-go"}
TOOL_RE = re.compile(r"^(Bash|Write|Edit|mcp__[a-z0-9_]+__[a-z0-9_]+)$")
JA_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
KANA_RE = re.compile(r"[\u3040-\u309f]")
CONT_CUES = ["続き", "前回", "再開", "引き継ぎ", "前の", "さっきの", "continue", "continuing",
             "resume", "back to", "earlier", "last time", "picking up", "where we left off"]
CHANGED = [("dispatch_rules_v1", "dispatch_rules_v2"), ("koi_shop_v1", "koi_shop_v2")]
TURN_ID_RE = re.compile(r"^AC-\d{3}$")
GATE_ID_RE = re.compile(r"^AC-G\d{2}$")
errors = []


def err(msg):
    errors.append(msg)


def parse_fixture(path):
    text = open(path, encoding="utf-8").read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        err("%s: no front matter" % path)
        return None
    fm = {}
    for line in m.group(1).splitlines():
        if ":" not in line:
            err("%s: bad front matter line %r" % (path, line))
            continue
        k, v = line.split(":", 1)
        fm[k.strip()] = v.strip()
    for k in ("name", "type", "description", "aliases"):
        if k not in fm:
            err("%s: missing %s" % (path, k))
    extra = set(fm) - {"name", "type", "description", "aliases", "pinned"}
    if extra:
        err("%s: unexpected keys %s" % (path, sorted(extra)))
    if fm.get("type") not in TYPES:
        err("%s: bad type %r" % (path, fm.get("type")))
    if fm.get("name") != os.path.basename(path)[:-3]:
        err("%s: name does not match file name" % path)
    al = fm.get("aliases", "")
    if not (al.startswith("[") and al.endswith("]")) or len(al) < 3:
        err("%s: aliases must be a non-empty [list]" % path)
    if "pinned" in fm and fm["pinned"] != "true":
        err("%s: pinned must be true if present" % path)
    body = m.group(2)
    if len(body.strip()) < 80:
        err("%s: body too short" % path)
    return fm, body


def load_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s:%d: %s" % (name, n, e))
    return rows


def main():
    mems = {}
    pinned, ja_bodies, by_dir = [], [], collections.Counter()
    for sub in ("user", "workspace"):
        for p in sorted(glob.glob(os.path.join(ROOT, "fixtures", sub, "*.md"))):
            r = parse_fixture(p)
            if not r:
                continue
            fm, body = r
            if fm["name"] in mems:
                err("duplicate memory name %s" % fm["name"])
            mems[fm["name"]] = body
            by_dir[sub] += 1
            if fm.get("pinned") == "true":
                pinned.append(fm["name"])
            if len(KANA_RE.findall(body)) > 0.15 * len(body):
                ja_bodies.append(fm["name"])
    if not 22 <= len(mems) <= 28:
        err("fixture count %d not in 22..28" % len(mems))

    turns = load_jsonl("turns.jsonl")
    ids = set()
    for t in turns:
        tid = t.get("id")
        keys = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
        if list(t.keys()) != keys:
            err("%s: keys %s" % (tid, list(t.keys())))
            continue
        if tid in ids:
            err("duplicate turn id %s" % tid)
        if not TURN_ID_RE.match(str(tid)):
            err("%s: bad turn id" % tid)
        if len(t["expect"]) > 5:
            err("%s: more than 5 expected memories (digest cap)" % tid)
        for old, new in CHANGED:
            if old in t["expect"]:
                if new not in t["expect"]:
                    err("%s: %s expected without its replacement %s" % (tid, old, new))
                elif t["expect"].index(new) > t["expect"].index(old):
                    err("%s: %s must come before %s" % (tid, new, old))
        ids.add(tid)
        if t["lang"] not in ("ja", "en"):
            err("%s: lang" % tid)
        if t["lang"] == "ja" and not KANA_RE.search(t["text"]):
            err("%s: ja turn without kana" % tid)
        if t["intent"] not in INTENTS:
            err("%s: intent %r" % (tid, t["intent"]))
        if t["recall"] != bool(t["expect"]):
            err("%s: recall must equal bool(expect)" % tid)
        if t["intent"] in ("casual", "generic_qa") and (t["recall"] or t["exec"]):
            err("%s: casual/generic must be recall=false exec=false" % tid)
        if t["intent"] == "execution_request" and not t["exec"]:
            err("%s: execution_request must be exec=true" % tid)
        if t["intent"] in ("user_specific_context", "entity_reference", "design_request") and t["exec"]:
            err("%s: %s should not be exec" % (tid, t["intent"]))
        if t["intent"] == "continuation":
            low = t["text"].lower()
            if not any(c in low for c in CONT_CUES):
                err("%s: continuation without a cue" % tid)
        for e in t["expect"]:
            if e not in mems:
                err("%s: unknown memory %s" % (tid, e))
        if len(set(t["expect"])) != len(t["expect"]):
            err("%s: duplicate expect" % tid)
        if t["recall"] and not 1 <= len(t["facts"]) <= 2:
            err("%s: needs 1-2 facts" % tid)
        if not t["recall"] and t["facts"]:
            err("%s: facts without recall" % tid)
        for f in t["facts"]:
            hits = [n for n, b in mems.items() if f in b]
            if len(hits) != 1:
                err("%s: fact %r occurs in %d bodies %s" % (tid, f, len(hits), hits))
            elif hits[0] not in t["expect"]:
                err("%s: fact %r is in %s, not expected" % (tid, f, hits[0]))

    gate = load_jsonl("gate.jsonl")
    gids = set()
    for g in gate:
        gid = g.get("id")
        if list(g.keys()) != ["id", "action", "expected", "rule", "why"]:
            err("%s: keys %s" % (gid, list(g.keys())))
            continue
        if gid in gids:
            err("duplicate gate id %s" % gid)
        if not GATE_ID_RE.match(str(gid)):
            err("%s: bad gate id" % gid)
        gids.add(gid)
        a = g["action"]
        if set(a) != {"tool_name", "tool_input"} or not isinstance(a["tool_input"], dict):
            err("%s: bad action" % gid)
        elif not TOOL_RE.match(a["tool_name"]):
            err("%s: bad tool name %s" % (gid, a["tool_name"]))
        if g["expected"] not in VERDICTS:
            err("%s: verdict %r" % (gid, g["expected"]))
        if g["rule"] is None:
            if g["expected"] != "go":
                err("%s: ask/no-go needs a rule" % gid)
        elif g["rule"] not in mems:
            err("%s: unknown rule %s" % (gid, g["rule"]))
        elif g["rule"].endswith("_v1"):
            err("%s: gate decided by a replaced memory" % gid)
        if not g["why"].strip():
            err("%s: empty why" % gid)

    readme = os.path.join(ROOT, "README.md")
    if not os.path.exists(readme):
        err("README.md missing")
    elif "2026-12-16" not in open(readme, encoding="utf-8").read():
        err("README.md does not state the 'now' date 2026-12-16")

    # ---- counts
    print("fixtures: %d (user %d, workspace %d); pinned: %s; Japanese bodies (%d): %s"
          % (len(mems), by_dir["user"], by_dir["workspace"], ", ".join(pinned),
             len(ja_bodies), ", ".join(ja_bodies)))
    lang = collections.Counter(t["lang"] for t in turns)
    print("turns: %d — ja %d / en %d (%.0f%% ja); recall true %d / false %d; exec true %d; facts turns %d; multi-expect %d"
          % (len(turns), lang["ja"], lang["en"], 100.0 * lang["ja"] / max(1, len(turns)),
             sum(t["recall"] for t in turns),
             sum(not t["recall"] for t in turns), sum(t["exec"] for t in turns),
             sum(bool(t["facts"]) for t in turns), sum(len(t["expect"]) > 1 for t in turns)))
    ic = collections.Counter(t["intent"] for t in turns)
    icj = collections.Counter(t["intent"] for t in turns if t["lang"] == "ja")
    for i in sorted(INTENTS, key=lambda x: -ic[x]):
        print("  %-24s %3d (ja %d)" % (i, ic[i], icj[i]))
    jm = set(ja_bodies)
    cross_ja = sum(1 for t in turns if t["expect"] and t["lang"] == "ja" and t["expect"][0] not in jm)
    cross_en = sum(1 for t in turns if t["expect"] and t["lang"] == "en" and t["expect"][0] in jm)
    print("  cross-language: ja turns with English main memory %d, en turns with Japanese main memory %d"
          % (cross_ja, cross_en))
    vc = collections.Counter(g["expected"] for g in gate)
    print("gate: %d — go %d (rule null %d), ask %d, no-go %d"
          % (len(gate), vc["go"], sum(1 for g in gate if g["rule"] is None), vc["ask"], vc["no-go"]))
    print("  decided by a Japanese-body rule %d, by an English-body rule %d"
          % (sum(1 for g in gate if g["rule"] in jm), sum(1 for g in gate if g["rule"] and g["rule"] not in jm)))
    hist = [t["id"] for t in turns if any(o in t["expect"] for o, _ in CHANGED)]
    cur = [t["id"] for t in turns if any(n in t["expect"] and o not in t["expect"] for o, n in CHANGED)]
    print("  changed decisions: %d turns expect old+new, %d expect only the newer" % (len(hist), len(cur)))
    tc = collections.Counter()
    for g in gate:
        tn = g["action"]["tool_name"]
        tc[tn.split("__")[1] if tn.startswith("mcp__") else tn] += 1
    print("  tools: " + ", ".join("%s %d" % kv for kv in tc.most_common()))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
