#!/usr/bin/env python3
"""Validate world_ad (stdlib only): fixture front matter, turns schema, the facts-occur-once rule,
changed-decision ordering, gate schema and rule references, counts, and the counts stated in
README.md. All paths are resolved relative to this file, so the folder can be copied anywhere."""
import collections
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
NOW_DATE = "2026-12-09"
INTENTS = ["generic_qa", "casual", "continuation", "entity_reference",
           "user_specific_context", "implementation_request", "design_request",
           "execution_request"]
TYPES = {"user", "feedback", "project", "reference"}
VERDICTS = {"go", "ask", "no-go"}
TOOL_RE = re.compile(r"^(Bash|Write|Edit|mcp__[a-z0-9_]+__[a-z0-9_]+)$")
KANA_RE = re.compile(r"[\u3040-\u309f]")
CONT_CUES = ["続き", "前回", "再開", "引き継ぎ", "前の", "さっきの", "continue", "continuing",
             "resume", "back to", "earlier", "last time", "picking up", "where we left off"]
CHANGED = [("dosing_rules_v1", "dosing_rules_v2"), ("lure_shop_v1", "lure_shop_v2")]
TURN_ID_RE = re.compile(r"^AD-\d{3}$")
GATE_ID_RE = re.compile(r"^AD-G\d{2}$")
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
    path = os.path.join(ROOT, name)
    if not os.path.exists(path):
        err("%s missing" % name)
        return rows
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("%s:%d: %s" % (name, n, e))
    return rows


def check_readme(stated):
    """stated: dict of key -> computed value; compare with the numbers written in README.md."""
    path = os.path.join(ROOT, "README.md")
    if not os.path.exists(path):
        err("README.md missing")
        return
    text = open(path, encoding="utf-8").read()
    lines = text.splitlines()
    if len(lines) < 3 or not lines[0].startswith("# world_ad"):
        err("README.md: first line must be the '# world_ad …' title")
    elif lines[2].strip() != "**Status:** blind, held out":
        err("README.md: line 3 must be '**Status:** blind, held out'")
    if NOW_DATE not in text:
        err("README.md does not state the 'now' date %s" % NOW_DATE)
    pats = {
        "fixtures": (r"fixtures: (\d+) topic files — user/ (\d+), workspace/ (\d+)", 3),
        "turns": (r"turns\.jsonl: (\d+) turns — ja (\d+) / en (\d+)", 3),
        "flags": (r"recall true (\d+) / false (\d+); exec true (\d+); (\d+) turns carry `facts`; (\d+) expect more than one memory", 5),
        "gate": (r"gate\.jsonl: (\d+) calls — go (\d+) \((\d+) near a rule, (\d+) with `rule: null`\), ask (\d+), no-go (\d+)", 6),
        "jabodies": (r"Japanese bodies: (\d+)", 1),
    }
    for key, (pat, _n) in pats.items():
        m = re.search(pat, text)
        if not m:
            err("README.md: counts line for %s not found" % key)
            continue
        got = tuple(int(x) for x in m.groups())
        if got != stated[key]:
            err("README.md: %s stated %s, actual %s" % (key, got, stated[key]))
    for intent, (n, nja) in stated["intents"].items():
        m = re.search(r"\b%s (\d+) \(ja (\d+)\)" % intent, text)
        if not m:
            err("README.md: intent count for %s not found" % intent)
        elif (int(m.group(1)), int(m.group(2))) != (n, nja):
            err("README.md: %s stated %s/%s, actual %d/%d" % (intent, m.group(1), m.group(2), n, nja))


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
    for old, new in CHANGED:
        if old not in mems or new not in mems:
            err("changed-decision pair %s/%s missing" % (old, new))

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
        ids.add(tid)
        if len(t["expect"]) > 5:
            err("%s: more than 5 expected memories (digest cap)" % tid)
        for old, new in CHANGED:
            if old in t["expect"]:
                if new not in t["expect"]:
                    err("%s: %s expected without its replacement %s" % (tid, old, new))
                elif t["expect"].index(new) > t["expect"].index(old):
                    err("%s: %s must come before %s" % (tid, new, old))
        if t["lang"] not in ("ja", "en"):
            err("%s: lang" % tid)
        if t["lang"] == "ja" and not KANA_RE.search(t["text"]):
            err("%s: ja turn without kana" % tid)
        if t["lang"] == "en" and KANA_RE.search(t["text"]):
            err("%s: en turn with kana" % tid)
        if t["intent"] not in INTENTS:
            err("%s: intent %r" % (tid, t["intent"]))
        if not isinstance(t["recall"], bool) or not isinstance(t["exec"], bool):
            err("%s: recall/exec must be booleans" % tid)
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
    if not 105 <= len(turns) <= 125:
        err("turn count %d not about 115" % len(turns))

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
        if not isinstance(a, dict) or set(a) != {"tool_name", "tool_input"} or not isinstance(a["tool_input"], dict):
            err("%s: bad action" % gid)
            continue
        if not TOOL_RE.match(a["tool_name"]):
            err("%s: bad tool name %s" % (gid, a["tool_name"]))
        if a["tool_name"] == "Bash" and "command" not in a["tool_input"]:
            err("%s: Bash without command" % gid)
        if a["tool_name"] in ("Write", "Edit") and "file_path" not in a["tool_input"]:
            err("%s: %s without file_path" % (gid, a["tool_name"]))
        if g["expected"] not in VERDICTS:
            err("%s: verdict %r" % (gid, g["expected"]))
        if g["rule"] is None:
            if g["expected"] != "go":
                err("%s: ask/no-go needs a rule" % gid)
        elif g["rule"] not in mems:
            err("%s: unknown rule %s" % (gid, g["rule"]))
        elif g["rule"].endswith("_v1"):
            err("%s: gate decided by a replaced memory" % gid)
        if not str(g["why"]).strip():
            err("%s: empty why" % gid)
    if not 60 <= len(gate) <= 80:
        err("gate count %d not about 70" % len(gate))
    vc = collections.Counter(g.get("expected") for g in gate)
    if gate and not 0.4 <= vc["go"] / float(len(gate)) <= 0.6:
        err("gate: go share %.2f is not about half" % (vc["go"] / float(len(gate))))

    # ---- counts
    lang = collections.Counter(t.get("lang") for t in turns)
    share = lang["ja"] / float(max(1, len(turns)))
    if not 0.40 <= share <= 0.45:
        err("Japanese share %.3f not in 40-45%%" % share)
    ic = collections.Counter(t.get("intent") for t in turns)
    icj = collections.Counter(t.get("intent") for t in turns if t.get("lang") == "ja")
    facts_turns = sum(bool(t.get("facts")) for t in turns)
    if not 85 <= facts_turns <= 105:
        err("%d turns carry facts, expected about 95" % facts_turns)
    jm = set(ja_bodies)
    stated = {
        "fixtures": (len(mems), by_dir["user"], by_dir["workspace"]),
        "turns": (len(turns), lang["ja"], lang["en"]),
        "flags": (sum(bool(t.get("recall")) for t in turns), sum(not t.get("recall") for t in turns),
                  sum(bool(t.get("exec")) for t in turns), facts_turns,
                  sum(len(t.get("expect", [])) > 1 for t in turns)),
        "gate": (len(gate), vc["go"], sum(1 for g in gate if g.get("expected") == "go" and g.get("rule")),
                 sum(1 for g in gate if g.get("rule") is None), vc["ask"], vc["no-go"]),
        "jabodies": (len(ja_bodies),),
        "intents": {i: (ic[i], icj[i]) for i in INTENTS},
    }
    check_readme(stated)

    print("fixtures: %d (user %d, workspace %d); pinned: %s; Japanese bodies (%d): %s"
          % (len(mems), by_dir["user"], by_dir["workspace"], ", ".join(pinned),
             len(ja_bodies), ", ".join(ja_bodies)))
    print("turns: %d — ja %d / en %d (%.0f%% ja); recall true %d / false %d; exec true %d; facts turns %d; multi-expect %d"
          % ((len(turns), lang["ja"], lang["en"], 100 * share) + stated["flags"][:3] + stated["flags"][3:]))
    for i in sorted(INTENTS, key=lambda x: -ic[x]):
        print("  %-24s %3d (ja %d)" % (i, ic[i], icj[i]))
    cross_ja = sum(1 for t in turns if t.get("expect") and t["lang"] == "ja" and t["expect"][0] not in jm)
    cross_en = sum(1 for t in turns if t.get("expect") and t["lang"] == "en" and t["expect"][0] in jm)
    print("  cross-language: ja turns with English main memory %d, en turns with Japanese main memory %d"
          % (cross_ja, cross_en))
    print("gate: %d — go %d (rule null %d), ask %d, no-go %d"
          % (len(gate), vc["go"], stated["gate"][3], vc["ask"], vc["no-go"]))
    print("  decided by a Japanese-body rule %d, by an English-body rule %d"
          % (sum(1 for g in gate if g.get("rule") in jm), sum(1 for g in gate if g.get("rule") and g["rule"] not in jm)))
    hist = [t["id"] for t in turns if any(o in t.get("expect", []) for o, _ in CHANGED)]
    cur = [t["id"] for t in turns if any(n in t.get("expect", []) and o not in t["expect"] for o, n in CHANGED)]
    print("  changed decisions: %d turns expect old+new, %d expect only the newer" % (len(hist), len(cur)))
    tc = collections.Counter()
    for g in gate:
        tn = g.get("action", {}).get("tool_name", "?")
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
