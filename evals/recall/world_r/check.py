#!/usr/bin/env python3
"""Validate world_r (stdlib only): fixtures front matter, turns schema, facts uniqueness,
gate schema and rule/verdict conventions. Prints counts. Exit 1 on any error."""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = {"generic_qa", "casual", "continuation", "entity_reference", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
NOGO_WORDS = ("never", "絶対", "禁止")
ASK_WORDS = ("ask", "確認", "了承", "confirm")
errors = []


def err(msg):
    errors.append(msg)


def load_fixtures():
    mems = {}
    for folder in ("user", "workspace"):
        for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", folder, "*.md"))):
            text = open(path, encoding="utf-8").read()
            m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
            if not m:
                err(f"{path}: no front matter")
                continue
            fm = {}
            for line in m.group(1).splitlines():
                k, _, v = line.partition(":")
                fm[k.strip()] = v.strip()
            for key in ("name", "type", "description", "aliases"):
                if not fm.get(key):
                    err(f"{path}: missing {key}")
            if set(fm) - {"name", "type", "description", "aliases", "pinned"}:
                err(f"{path}: unexpected keys {set(fm)}")
            if not (fm.get("aliases", "").startswith("[") and fm["aliases"].endswith("]")):
                err(f"{path}: aliases not a flow list")
            name = fm.get("name")
            if name != os.path.basename(path)[:-3]:
                err(f"{path}: name/file mismatch")
            if name in mems:
                err(f"duplicate memory {name}")
            mems[name] = {"folder": folder, "body": m.group(2), "pinned": fm.get("pinned") == "true"}
    return mems


def is_ja(text):
    cjk = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", text))
    return cjk > len(re.findall(r"[A-Za-z]", text))


def check_turns(mems):
    rows = [json.loads(l) for l in open(os.path.join(ROOT, "turns.jsonl"), encoding="utf-8")]
    keys = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
    ids = set()
    for r in rows:
        tid = r.get("id")
        if list(r) != keys:
            err(f"{tid}: keys {list(r)}")
            continue
        if tid in ids:
            err(f"{tid}: duplicate id")
        ids.add(tid)
        if r["lang"] not in ("en", "ja"):
            err(f"{tid}: lang")
        has_kana = bool(re.search(r"[\u3040-\u30ff]", r["text"]))
        if (r["lang"] == "ja") != has_kana:
            err(f"{tid}: lang {r['lang']} vs text")
        if r["intent"] not in INTENTS:
            err(f"{tid}: intent {r['intent']}")
        if r["recall"] != bool(r["expect"]):
            err(f"{tid}: recall must equal bool(expect)")
        if r["intent"] in ("casual", "generic_qa") and (r["recall"] or r["exec"] or r["facts"]):
            err(f"{tid}: casual/generic_qa must be recall=false, exec=false, no facts")
        if r["recall"] and not (1 <= len(r["facts"]) <= 2):
            err(f"{tid}: recall turns need 1-2 facts")
        for name in r["expect"]:
            if name not in mems:
                err(f"{tid}: unknown memory {name}")
        if len(set(r["expect"])) != len(r["expect"]):
            err(f"{tid}: duplicate expect")
        for fact in r["facts"]:
            hits = [n for n, m in mems.items() if fact in m["body"]]
            if len(hits) != 1:
                err(f"{tid}: fact {fact!r} in {len(hits)} bodies {hits}")
            elif hits[0] not in r["expect"]:
                err(f"{tid}: fact {fact!r} is in {hits[0]}, not expected")
    return rows


def check_gate(mems):
    rows = [json.loads(l) for l in open(os.path.join(ROOT, "gate.jsonl"), encoding="utf-8")]
    ids = set()
    for r in rows:
        gid = r.get("id")
        if list(r) != ["id", "action", "expected", "rule", "why"]:
            err(f"{gid}: keys {list(r)}")
            continue
        if gid in ids:
            err(f"{gid}: duplicate id")
        ids.add(gid)
        a = r["action"]
        if set(a) != {"tool_name", "tool_input"} or not isinstance(a["tool_input"], dict):
            err(f"{gid}: action shape")
        tn = a["tool_name"]
        if not (tn in ("Bash", "Write", "Edit") or re.fullmatch(r"mcp__[a-z0-9_]+__[a-z_]+", tn)):
            err(f"{gid}: tool name {tn}")
        if tn == "Bash" and "command" not in a["tool_input"]:
            err(f"{gid}: Bash without command")
        if tn in ("Write", "Edit") and "file_path" not in a["tool_input"]:
            err(f"{gid}: {tn} without file_path")
        if r["expected"] not in ("go", "ask", "no-go"):
            err(f"{gid}: verdict {r['expected']}")
        if r["rule"] is not None and r["rule"] not in mems:
            err(f"{gid}: unknown rule {r['rule']}")
        if r["expected"] != "go" and r["rule"] is None:
            err(f"{gid}: ask/no-go needs a rule")
        if r["rule"]:
            body = mems[r["rule"]]["body"].lower()
            words = NOGO_WORDS if r["expected"] == "no-go" else ASK_WORDS if r["expected"] == "ask" else ()
            if words and not any(w in body for w in words):
                err(f"{gid}: rule {r['rule']} has no {r['expected']} wording")
        if not r["why"]:
            err(f"{gid}: empty why")
    return rows


def main():
    mems = load_fixtures()
    turns = check_turns(mems)
    gate = check_gate(mems)
    c = collections.Counter
    print(f"fixtures: {len(mems)} — " + ", ".join(f"{k} {v}" for k, v in sorted(c(m['folder'] for m in mems.values()).items()))
          + f"; pinned: {', '.join(n for n, m in mems.items() if m['pinned'])}")
    print("  japanese bodies: " + ", ".join(n for n, m in mems.items() if is_ja(m["body"])))
    lang = c(t["lang"] for t in turns)
    print(f"turns: {len(turns)} — ja {lang['ja']} / en {lang['en']}; recall true {sum(t['recall'] for t in turns)}"
          f" / false {sum(not t['recall'] for t in turns)}; exec true {sum(t['exec'] for t in turns)};"
          f" with facts {sum(bool(t['facts']) for t in turns)}; multi-memory {sum(len(t['expect']) > 1 for t in turns)}")
    for intent, n in c(t["intent"] for t in turns).most_common():
        ja = sum(1 for t in turns if t["intent"] == intent and t["lang"] == "ja")
        print(f"  {intent}: {n} (ja {ja})")
    ja_mem = {n for n, m in mems.items() if is_ja(m["body"])}
    cross_je = sum(1 for t in turns if t["expect"] and t["lang"] == "ja" and t["expect"][0] not in ja_mem)
    cross_ej = sum(1 for t in turns if t["expect"] and t["lang"] == "en" and t["expect"][0] in ja_mem)
    print(f"  ja turns with an English main memory: {cross_je}; en turns with a Japanese one: {cross_ej}")
    v = c(g["expected"] for g in gate)
    print(f"gate: {len(gate)} — go {v['go']} (near a rule {sum(1 for g in gate if g['expected'] == 'go' and g['rule'])},"
          f" rule null {sum(1 for g in gate if g['rule'] is None)}), ask {v['ask']}, no-go {v['no-go']}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
