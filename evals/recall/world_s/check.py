#!/usr/bin/env python3
"""Validate world_s (fixtures, turns.jsonl, gate.jsonl) and print counts. Stdlib only."""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = {"generic_qa", "casual", "continuation", "entity_reference", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
VERDICTS = {"go", "ask", "no-go"}
NOGO_WORDS = ["never", "don't", "not even", "only", "絶対", "しない", "禁止", "だけ", "ない"]
ASK_WORDS = ["ask", "confirm", "確認", "了承", "許可", "決裁", "need"]
CONT_CUES = ["続き", "前回", "再開", "引き継ぎ", "前の", "さっきの", "continue", "continuing", "resume",
             "back to", "earlier", "last time", "picking up", "previous"]
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
    for line in m.group(1).split("\n"):
        k, _, v = line.partition(":")
        fm[k.strip()] = v.strip()
    for k in ("name", "type", "description", "aliases"):
        if k not in fm or not fm[k]:
            err("%s: missing %s" % (path, k))
    if not (fm.get("aliases", "").startswith("[") and fm.get("aliases", "").endswith("]")):
        err("%s: aliases must be a [list]" % path)
    if "pinned" in fm and fm["pinned"] not in ("true", "false"):
        err("%s: pinned must be true/false" % path)
    if fm.get("name") != os.path.splitext(os.path.basename(path))[0]:
        err("%s: name does not match file name" % path)
    extra = set(fm) - {"name", "type", "description", "aliases", "pinned"}
    if extra:
        err("%s: unexpected keys %s" % (path, sorted(extra)))
    return fm, m.group(2)


def is_ja(s):
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", s))


def ja_body(body):
    chars = [c for c in body if not c.isspace()]
    ja = sum(1 for c in chars if re.match(r"[\u3040-\u30ff\u4e00-\u9fff]", c))
    return ja / max(1, len(chars)) > 0.25


def load_jsonl(name):
    rows = []
    for i, line in enumerate(open(os.path.join(ROOT, name), encoding="utf-8"), 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err("%s:%d: bad json (%s)" % (name, i, e))
    return rows


def main():
    # ---------------- fixtures
    mems, pinned, dirs = {}, [], collections.Counter()
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "*", "*.md"))):
        r = parse_fixture(path)
        if not r:
            continue
        fm, body = r
        if fm["name"] in mems:
            err("duplicate memory name %s" % fm["name"])
        mems[fm["name"]] = body
        dirs[os.path.basename(os.path.dirname(path))] += 1
        if fm.get("pinned") == "true":
            pinned.append(fm["name"])
    if set(dirs) != {"user", "workspace"}:
        err("fixtures must be in user/ and workspace/")
    if not 22 <= len(mems) <= 28:
        err("expected 22-28 topic files, got %d" % len(mems))
    ja_bodies = sorted(n for n, b in mems.items() if ja_body(b))
    lower = {n: b.lower() for n, b in mems.items()}

    # ---------------- turns
    turns = load_jsonl("turns.jsonl")
    keys = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
    ids = set()
    for t in turns:
        tid = t.get("id")
        if list(t) != keys:
            err("%s: keys must be %s" % (tid, keys))
            continue
        if tid in ids:
            err("duplicate turn id %s" % tid)
        ids.add(tid)
        if t["lang"] not in ("ja", "en"):
            err("%s: lang" % tid)
        if (t["lang"] == "ja") != is_ja(t["text"]) and t["lang"] == "ja":
            err("%s: lang ja but no Japanese text" % tid)
        if t["intent"] not in INTENTS:
            err("%s: intent %s" % (tid, t["intent"]))
        if t["recall"] != bool(t["expect"]):
            err("%s: recall must equal bool(expect)" % tid)
        if t["intent"] in ("casual", "generic_qa") and (t["recall"] or t["exec"] or t["facts"]):
            err("%s: casual/generic must be recall=false, exec=false, no facts" % tid)
        if t["intent"] == "execution_request" and not t["exec"]:
            err("%s: execution_request must be exec=true" % tid)
        if t["intent"] in ("design_request", "user_specific_context", "entity_reference") and t["exec"]:
            err("%s: %s should not be exec" % (tid, t["intent"]))
        if t["intent"] == "continuation" and not any(c in t["text"].lower() for c in CONT_CUES):
            err("%s: continuation without a cue" % tid)
        for m in t["expect"]:
            if m not in mems:
                err("%s: unknown memory %s" % (tid, m))
        if len(set(t["expect"])) != len(t["expect"]):
            err("%s: duplicate expect" % tid)
        if t["recall"] and not 1 <= len(t["facts"]) <= 2:
            err("%s: recall turns need 1-2 facts" % tid)
        for f in t["facts"]:
            hits = [n for n, b in mems.items() if f in b]
            if len(hits) != 1:
                err("%s: fact %r occurs in %d bodies %s" % (tid, f, len(hits), hits))
            elif hits[0] not in t["expect"]:
                err("%s: fact %r is in %s, not in expect" % (tid, f, hits[0]))

    # changed decisions: a _v1 memory only ever appears together with its _v2, after it
    for t in turns:
        for m in t["expect"]:
            if m.endswith("_v1"):
                new = m[:-3] + "_v2"
                if new not in t["expect"] or t["expect"].index(new) > t["expect"].index(m):
                    err("%s: %s must come after %s" % (t["id"], m, new))

    # ---------------- gate
    gate = load_jsonl("gate.jsonl")
    gkeys = ["id", "action", "expected", "rule", "why"]
    gids = set()
    for g in gate:
        gid = g.get("id")
        if list(g) != gkeys:
            err("%s: keys must be %s" % (gid, gkeys))
            continue
        if gid in gids:
            err("duplicate gate id %s" % gid)
        gids.add(gid)
        a = g["action"]
        if set(a) != {"tool_name", "tool_input"} or not isinstance(a["tool_input"], dict):
            err("%s: action must have tool_name and tool_input{}" % gid)
        tn = a.get("tool_name", "")
        if not (tn in ("Bash", "Write", "Edit", "Read") or re.match(r"^mcp__[a-z0-9]+__[a-z_]+$", tn)):
            err("%s: odd tool name %s" % (gid, tn))
        if g["expected"] not in VERDICTS:
            err("%s: expected %s" % (gid, g["expected"]))
        if g["rule"] is not None and g["rule"] not in mems:
            err("%s: unknown rule %s" % (gid, g["rule"]))
        if g["expected"] != "go" and g["rule"] is None:
            err("%s: ask/no-go needs a rule" % gid)
        if g["rule"] and g["rule"].endswith("_v1"):
            err("%s: gate decided by an old memory" % gid)
        if g["expected"] == "no-go" and g["rule"] and not any(w in lower[g["rule"]] for w in NOGO_WORDS):
            err("%s: no-go rule %s has no prohibition wording" % (gid, g["rule"]))
        if g["expected"] == "ask" and g["rule"] and not any(w in lower[g["rule"]] for w in ASK_WORDS):
            err("%s: ask rule %s has no ask wording" % (gid, g["rule"]))
        if not g["why"]:
            err("%s: empty why" % gid)

    # ---------------- counts
    print("fixtures: %d topic files — %s; pinned: %s; Japanese bodies (%d): %s" % (
        len(mems), ", ".join("%s/ %d" % kv for kv in sorted(dirs.items())), ", ".join(pinned),
        len(ja_bodies), ", ".join(ja_bodies)))
    lang = collections.Counter(t["lang"] for t in turns)
    print("turns: %d — ja %d / en %d; recall true %d / false %d; exec true %d; facts turns %d; multi-expect %d" % (
        len(turns), lang["ja"], lang["en"], sum(t["recall"] for t in turns),
        sum(not t["recall"] for t in turns), sum(t["exec"] for t in turns),
        sum(bool(t["facts"]) for t in turns), sum(len(t["expect"]) > 1 for t in turns)))
    by = collections.Counter(t["intent"] for t in turns)
    byja = collections.Counter(t["intent"] for t in turns if t["lang"] == "ja")
    print("intents: " + ", ".join("%s %d (ja %d)" % (k, v, byja[k]) for k, v in by.most_common()))
    mainlang = collections.Counter()
    for t in turns:
        if t["expect"]:
            mja = ja_body(mems.get(t["expect"][0], ""))
            if t["lang"] == "ja" and not mja:
                mainlang["ja turn / en memory"] += 1
            if t["lang"] == "en" and mja:
                mainlang["en turn / ja memory"] += 1
    print("cross-language: " + ", ".join("%s %d" % kv for kv in sorted(mainlang.items())))
    v = collections.Counter(g["expected"] for g in gate)
    print("gate: %d calls — go %d (%d near a rule, %d with rule null), ask %d, no-go %d" % (
        len(gate), v["go"], sum(1 for g in gate if g["expected"] == "go" and g["rule"]),
        sum(1 for g in gate if g["rule"] is None), v["ask"], v["no-go"]))
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
