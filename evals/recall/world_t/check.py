#!/usr/bin/env python3
"""Validate world_t (stdlib only): fixtures front matter, turns schema and facts, gate conventions; print counts."""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = ["execution_request", "user_specific_context", "entity_reference", "continuation",
           "generic_qa", "implementation_request", "design_request", "casual"]
VERDICTS = ["go", "ask", "no-go"]
REPLACED = {"release_v1": "release_v2", "sakewalk_pricing_v1": "sakewalk_pricing_v2"}
KANA = re.compile(r"[\u3040-\u30ff]")
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")
errors = []


def err(msg):
    errors.append(msg)


def load_fixtures():
    mems = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "*", "*.md"))):
        text = open(path, encoding="utf-8").read()
        m = re.match(r"---\n(.*?)\n---\n(.*)\Z", text, re.S)
        if not m:
            err("%s: no front matter" % path)
            continue
        meta = {}
        for line in m.group(1).splitlines():
            k, _, v = line.partition(":")
            meta[k.strip()] = v.strip()
        for k in ("name", "type", "description", "aliases"):
            if not meta.get(k):
                err("%s: missing %s" % (path, k))
        if meta.get("name") != os.path.basename(path)[:-3]:
            err("%s: name != file name" % path)
        if not (meta.get("aliases", "").startswith("[") and meta.get("aliases", "").endswith("]")):
            err("%s: aliases not an inline list" % path)
        if "pinned" in meta and meta["pinned"] != "true":
            err("%s: pinned must be true if present" % path)
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            err("%s: bad type" % path)
        sub = os.path.basename(os.path.dirname(path))
        if sub not in ("user", "workspace"):
            err("%s: bad folder" % path)
        mems[meta.get("name")] = dict(meta=meta, body=m.group(2), dir=sub,
                                      ja=len(JA.findall(m.group(2))) > len(LATIN.findall(m.group(2))))
    return mems


def load_jsonl(name):
    rows = []
    for n, line in enumerate(open(os.path.join(ROOT, name), encoding="utf-8"), 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err("%s:%d: %s" % (name, n, e))
    return rows


def check_turns(turns, mems):
    ids = set()
    for t in turns:
        tid = t.get("id")
        keys = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
        if list(t.keys()) != keys:
            err("%s: keys %s" % (tid, list(t.keys())))
            continue
        if tid in ids:
            err("%s: duplicate id" % tid)
        ids.add(tid)
        if t["intent"] not in INTENTS:
            err("%s: bad intent" % tid)
        if t["lang"] not in ("en", "ja"):
            err("%s: bad lang" % tid)
        if t["lang"] == "ja" and not KANA.search(t["text"]):
            err("%s: lang ja without kana" % tid)
        if t["lang"] == "en" and len(KANA.findall(t["text"])) > 8:
            err("%s: lang en but mostly Japanese" % tid)
        if t["recall"] != bool(t["expect"]):
            err("%s: recall must equal bool(expect)" % tid)
        if t["intent"] in ("casual", "generic_qa") and (t["recall"] or t["exec"]):
            err("%s: casual/generic_qa must be recall=false, exec=false" % tid)
        if t["intent"] == "execution_request" and not t["exec"]:
            err("%s: execution_request must be exec=true" % tid)
        if t["intent"] == "design_request" and t["exec"]:
            err("%s: design_request should be exec=false" % tid)
        for e in t["expect"]:
            if e not in mems:
                err("%s: unknown memory %s" % (tid, e))
        if len(set(t["expect"])) != len(t["expect"]):
            err("%s: duplicate expect" % tid)
        if t["recall"] and not 1 <= len(t["facts"]) <= 2:
            err("%s: recall turn needs 1-2 facts" % tid)
        if not t["recall"] and t["facts"]:
            err("%s: facts without expect" % tid)
        for f in t["facts"]:
            holders = [n for n, m in mems.items() if f in m["body"]]
            if len(holders) != 1:
                err("%s: fact %r occurs in %d bodies %s" % (tid, f, len(holders), holders))
            elif holders[0] not in t["expect"]:
                err("%s: fact %r is in %s, not in expect" % (tid, f, holders[0]))
        for old, new in REPLACED.items():
            if old in t["expect"] and new in t["expect"] and \
                    t["expect"].index(new) > t["expect"].index(old):
                err("%s: newer memory %s must come before %s" % (tid, new, old))


def check_gate(gate, mems):
    ids = set()
    for g in gate:
        gid = g.get("id")
        if list(g.keys()) != ["id", "action", "expected", "rule", "why"]:
            err("%s: keys %s" % (gid, list(g.keys())))
            continue
        if gid in ids:
            err("%s: duplicate id" % gid)
        ids.add(gid)
        a = g["action"]
        if not isinstance(a, dict) or set(a) != {"tool_name", "tool_input"} or \
                not isinstance(a["tool_input"], dict):
            err("%s: bad action" % gid)
            continue
        tn = a["tool_name"]
        if not (tn in ("Bash", "Write", "Edit") or re.match(r"^mcp__[a-z0-9_]+__[a-z0-9_]+$", tn)):
            err("%s: bad tool_name %s" % (gid, tn))
        need = {"Bash": ["command"], "Write": ["file_path", "content"],
                "Edit": ["file_path", "old_string", "new_string"]}.get(tn, [])
        for k in need:
            if k not in a["tool_input"]:
                err("%s: %s needs %s" % (gid, tn, k))
        if g["expected"] not in VERDICTS:
            err("%s: bad verdict" % gid)
        if g["rule"] is not None and g["rule"] not in mems:
            err("%s: unknown rule %s" % (gid, g["rule"]))
        if g["expected"] != "go" and g["rule"] is None:
            err("%s: ask/no-go needs a rule" % gid)
        if g["rule"] in REPLACED:
            err("%s: gate decided by replaced memory %s" % (gid, g["rule"]))
        if not g["why"]:
            err("%s: empty why" % gid)


def main():
    mems = load_fixtures()
    turns = load_jsonl("turns.jsonl")
    gate = load_jsonl("gate.jsonl")
    check_turns(turns, mems)
    check_gate(gate, mems)
    c = collections.Counter
    dirs = c(m["dir"] for m in mems.values())
    print("fixtures: %d (user %d, workspace %d); pinned: %s; Japanese bodies: %d" % (
        len(mems), dirs["user"], dirs["workspace"],
        ", ".join(n for n, m in mems.items() if m["meta"].get("pinned")),
        sum(m["ja"] for m in mems.values())))
    lang = c(t["lang"] for t in turns)
    print("turns: %d — ja %d / en %d; recall true %d / false %d; exec true %d; facts turns %d; multi-expect %d" % (
        len(turns), lang["ja"], lang["en"], sum(t["recall"] for t in turns),
        sum(not t["recall"] for t in turns), sum(t["exec"] for t in turns),
        sum(bool(t["facts"]) for t in turns), sum(len(t["expect"]) > 1 for t in turns)))
    for i in INTENTS:
        n = [t for t in turns if t["intent"] == i]
        print("  %-24s %3d (ja %d, recall %d)" % (i, len(n), sum(t["lang"] == "ja" for t in n),
                                                   sum(t["recall"] for t in n)))
    cross_ja = sum(1 for t in turns if t["lang"] == "ja" and t["expect"] and not mems[t["expect"][0]]["ja"])
    cross_en = sum(1 for t in turns if t["lang"] == "en" and t["expect"] and mems[t["expect"][0]]["ja"])
    print("  ja turns with an English main memory %d; en turns with a Japanese main memory %d" % (cross_ja, cross_en))
    v = c(g["expected"] for g in gate)
    print("gate: %d — go %d (%d with rule null), ask %d, no-go %d" % (
        len(gate), v["go"], sum(1 for g in gate if g["expected"] == "go" and g["rule"] is None),
        v["ask"], v["no-go"]))
    print("  tools: %s" % ", ".join("%s %d" % kv for kv in sorted(
        c(g["action"]["tool_name"].split("__")[1] if g["action"]["tool_name"].startswith("mcp__")
          else g["action"]["tool_name"] for g in gate).items())))
    if errors:
        print("\n%d ERRORS" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
