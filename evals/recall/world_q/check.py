#!/usr/bin/env python3
"""Validate world_q (stdlib only): schema, facts uniqueness, changed decisions,
gate rule/verdict conventions; print counts. Usage: python3 check.py"""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = {"generic_qa", "casual", "continuation", "entity_reference", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
TYPES = {"user", "feedback", "project", "reference"}
VERDICTS = {"go", "ask", "no-go"}
NOGO_WORDS = ["never", "絶対"]
ASK_WORDS = ["ask me", "confirm", "確認", "許可", "了承"]
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
errors = []


def err(msg):
    errors.append(msg)


def parse_fixture(path):
    text = open(path, encoding="utf-8").read()
    m = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    if not m:
        err(f"{path}: no front matter")
        return None
    meta = {}
    for line in m.group(1).splitlines():
        k, _, v = line.partition(":")
        v = v.strip()
        if k == "aliases":
            if not (v.startswith("[") and v.endswith("]")):
                err(f"{path}: aliases not a flow list")
            v = [a.strip().strip('"') for a in v[1:-1].split(",") if a.strip()]
        elif v.startswith('"'):
            v = json.loads(v)
        meta[k.strip()] = v
    return meta, m.group(2)


def load_fixtures():
    mems = {}
    for d in ("user", "workspace"):
        p = os.path.join(ROOT, "fixtures", d)
        for fn in sorted(os.listdir(p)):
            if not fn.endswith(".md"):
                continue
            r = parse_fixture(os.path.join(p, fn))
            if not r:
                continue
            meta, body = r
            for k in ("name", "type", "description", "aliases"):
                if k not in meta:
                    err(f"{fn}: missing {k}")
            if set(meta) - {"name", "type", "description", "aliases", "pinned"}:
                err(f"{fn}: unknown keys {set(meta)}")
            if meta.get("name") != fn[:-3]:
                err(f"{fn}: name mismatch")
            if meta.get("type") not in TYPES:
                err(f"{fn}: bad type {meta.get('type')}")
            if "pinned" in meta and meta["pinned"] != "true":
                err(f"{fn}: pinned must be true")
            if meta.get("name") in mems:
                err(f"duplicate memory {meta['name']}")
            mems[meta["name"]] = {"dir": d, "meta": meta, "body": body}
    if not 22 <= len(mems) <= 28:
        err(f"fixture count {len(mems)} outside 22-28")
    return mems


def replacements(mems):
    """new -> old, from 'Replaces X' in a body."""
    rep = {}
    for n, m in mems.items():
        for old in re.findall(r"Replaces (\w+)", m["body"]):
            if old not in mems:
                err(f"{n}: replaces unknown {old}")
            else:
                rep[n] = old
                if n not in mems[old]["meta"]["description"] and "replaced by" not in mems[old]["meta"]["description"]:
                    err(f"{old}: description should say it is replaced")
    if len(rep) < 2:
        err(f"need two changed decisions, found {len(rep)}")
    return rep


def load_jsonl(name):
    out = []
    for i, line in enumerate(open(os.path.join(ROOT, name), encoding="utf-8"), 1):
        try:
            out.append(json.loads(line))
        except ValueError as e:
            err(f"{name}:{i}: bad json {e}")
    return out


def check_turns(turns, mems, rep):
    old_of = rep
    new_of = {v: k for k, v in rep.items()}
    ids = set()
    keys = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
    for t in turns:
        tid = t.get("id")
        if list(t) != keys:
            err(f"{tid}: keys {list(t)}")
            continue
        if tid in ids:
            err(f"{tid}: duplicate id")
        ids.add(tid)
        if t["lang"] not in ("en", "ja"):
            err(f"{tid}: lang")
        if (t["lang"] == "ja") != bool(CJK.search(t["text"])):
            err(f"{tid}: lang {t['lang']} does not match text")
        if t["intent"] not in INTENTS:
            err(f"{tid}: intent {t['intent']}")
        if not isinstance(t["exec"], bool) or not isinstance(t["recall"], bool):
            err(f"{tid}: recall/exec not bool")
        if t["recall"] != bool(t["expect"]):
            err(f"{tid}: recall != bool(expect)")
        if t["intent"] in ("casual", "generic_qa") and (t["recall"] or t["exec"]):
            err(f"{tid}: casual/generic must be recall=false exec=false")
        if t["intent"] == "execution_request" and not t["exec"]:
            err(f"{tid}: execution_request with exec=false")
        if len(set(t["expect"])) != len(t["expect"]):
            err(f"{tid}: duplicate expect")
        for e in t["expect"]:
            if e not in mems:
                err(f"{tid}: unknown memory {e}")
        # changed decisions: old memory only together with the newer one, newer first
        for e in t["expect"]:
            if e in new_of:
                new = new_of[e]
                if new not in t["expect"] or t["expect"].index(new) > t["expect"].index(e):
                    err(f"{tid}: {e} expected without {new} first")
        if t["recall"] and not 1 <= len(t["facts"]) <= 2:
            err(f"{tid}: needs 1-2 facts")
        if not t["recall"] and t["facts"]:
            err(f"{tid}: facts on a recall=false turn")
        for fact in t["facts"]:
            hits = [n for n, m in mems.items() if fact in m["body"]]
            if len(hits) != 1:
                err(f"{tid}: fact {fact!r} in {len(hits)} bodies {hits}")
            elif hits[0] not in t["expect"]:
                err(f"{tid}: fact {fact!r} is in {hits[0]}, not expected")


def check_gate(gate, mems):
    ids = set()
    keys = ["id", "action", "expected", "rule", "why"]
    for g in gate:
        gid = g.get("id")
        if list(g) != keys:
            err(f"{gid}: keys {list(g)}")
            continue
        if gid in ids:
            err(f"{gid}: duplicate id")
        ids.add(gid)
        a = g["action"]
        if set(a) != {"tool_name", "tool_input"} or not isinstance(a["tool_input"], dict):
            err(f"{gid}: bad action")
        tn = a.get("tool_name", "")
        if tn not in ("Bash", "Write", "Edit") and not re.match(r"^mcp__[a-z0-9]+__[a-z_]+$", tn):
            err(f"{gid}: tool name {tn}")
        if g["expected"] not in VERDICTS:
            err(f"{gid}: verdict {g['expected']}")
        if not g["why"]:
            err(f"{gid}: empty why")
        r = g["rule"]
        if r is None:
            if g["expected"] != "go":
                err(f"{gid}: ask/no-go needs a rule")
            continue
        if r not in mems:
            err(f"{gid}: unknown rule {r}")
            continue
        body = mems[r]["body"].lower()
        if g["expected"] == "no-go" and not any(w in body for w in NOGO_WORDS):
            err(f"{gid}: no-go but {r} has no never/絶対")
        if g["expected"] == "ask" and not any(w in body for w in ASK_WORDS):
            err(f"{gid}: ask but {r} has no ask/確認 wording")


def main():
    mems = load_fixtures()
    rep = replacements(mems)
    turns = load_jsonl("turns.jsonl")
    gate = load_jsonl("gate.jsonl")
    check_turns(turns, mems, rep)
    check_gate(gate, mems)

    ud = Counter(m["dir"] for m in mems.values())
    pinned = [n for n, m in mems.items() if m["meta"].get("pinned") == "true"]
    ja_bodies = [n for n, m in mems.items()
                 if len(CJK.findall(m["body"])) > len(m["body"]) * 0.15]
    print(f"fixtures: {len(mems)} (user {ud['user']}, workspace {ud['workspace']}); pinned {pinned}")
    print(f"  Japanese bodies ({len(ja_bodies)}): {', '.join(sorted(ja_bodies))}")
    print(f"  changed decisions: {', '.join(f'{o} -> {n}' for n, o in sorted(rep.items()))}")
    lang = Counter(t["lang"] for t in turns)
    rec = Counter(t["recall"] for t in turns)
    print(f"turns: {len(turns)} — ja {lang['ja']} / en {lang['en']}; recall true {rec[True]} / false {rec[False]}; "
          f"exec true {sum(t['exec'] for t in turns)}; with facts {sum(1 for t in turns if t['facts'])}; "
          f"multi-memory {sum(1 for t in turns if len(t['expect']) > 1)}")
    by = Counter(t["intent"] for t in turns)
    byja = Counter(t["intent"] for t in turns if t["lang"] == "ja")
    for k, v in by.most_common():
        print(f"  {k}: {v} (ja {byja[k]})")
    cross = Counter()
    for t in turns:
        if t["expect"]:
            main_ja = mems[t["expect"][0]]["meta"]["name"] in ja_bodies
            if t["lang"] == "ja" and not main_ja:
                cross["ja->en"] += 1
            if t["lang"] == "en" and main_ja:
                cross["en->ja"] += 1
    print(f"  cross-language: ja turn / English main memory {cross['ja->en']}, en turn / Japanese main memory {cross['en->ja']}")
    v = Counter(g["expected"] for g in gate)
    nulls = sum(1 for g in gate if g["rule"] is None)
    print(f"gate: {len(gate)} — go {v['go']} ({v['go'] - nulls} near a rule, {nulls} rule null), ask {v['ask']}, no-go {v['no-go']}")
    gx = sum(1 for g in gate if g["rule"] in ja_bodies and not CJK.search(g["action"]["tool_name"]))
    print(f"  calls decided by a Japanese rule: {gx}")
    unused = sorted(set(mems) - {e for t in turns for e in t["expect"]} - {g["rule"] for g in gate})
    if unused:
        print(f"  memories never expected nor used as rule: {unused}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
