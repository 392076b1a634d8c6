#!/usr/bin/env python3
"""Validate world_u (stdlib only): fixtures front matter, turns schema and facts, gate schema and
rule/verdict conventions. Prints counts. Exit code 1 on any error."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = {"generic_qa", "casual", "continuation", "entity_reference", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
VERDICTS = {"go", "ask", "no-go"}
KANA = re.compile(r"[\u3040-\u30ff]")
NOGO_CUES = ["never", "don't", "not ", "no ", "only", "絶対", "しない", "ない", "だけ", "のみ"]
ASK_CUES = ["ask", "confirm", "確認してから", "確認すること", "OK", "決裁", "了承", "相談してから", "要る"]
errors = []

def err(msg):
    errors.append(msg)

def parse_fixture(path):
    text = open(path, encoding="utf-8").read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        err(f"{path}: no front matter"); return None
    meta = {}
    for line in m.group(1).splitlines():
        k, _, v = line.partition(":")
        v = v.strip()
        if v.startswith('"'):
            v = json.loads(v)
        meta[k.strip()] = v
    for k in ("name", "type", "description", "aliases"):
        if not meta.get(k):
            err(f"{path}: missing {k}")
    if set(meta) - {"name", "type", "description", "aliases", "pinned"}:
        err(f"{path}: unexpected keys {set(meta)}")
    if not (meta.get("aliases", "").startswith("[") and meta.get("aliases", "").endswith("]")):
        err(f"{path}: aliases must be a [list]")
    if "pinned" in meta and meta["pinned"] != "true":
        err(f"{path}: pinned must be true when present")
    if meta.get("name") != os.path.basename(path)[:-3]:
        err(f"{path}: name does not match file name")
    body = m.group(2)
    if len(body.strip()) < 80:
        err(f"{path}: body too short")
    return meta, body

def load_fixtures():
    mems = {}
    per_dir = Counter()
    pinned = []
    for sub in ("user", "workspace"):
        d = os.path.join(ROOT, "fixtures", sub)
        for f in sorted(os.listdir(d)):
            if not f.endswith(".md"):
                continue
            r = parse_fixture(os.path.join(d, f))
            if not r:
                continue
            meta, body = r
            if meta["name"] in mems:
                err(f"duplicate memory {meta['name']}")
            mems[meta["name"]] = body
            per_dir[sub] += 1
            if meta.get("pinned") == "true":
                pinned.append(meta["name"])
    return mems, per_dir, pinned

def load_jsonl(name):
    out = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                out.append(json.loads(line))
            except ValueError as e:
                err(f"{name}:{n}: bad json {e}")
    return out

def check_turns(mems):
    turns = load_jsonl("turns.jsonl")
    keys = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
    ids = set()
    for t in turns:
        tid = t.get("id")
        if list(t) != keys:
            err(f"{tid}: keys {list(t)}")
            continue
        if tid in ids:
            err(f"{tid}: duplicate id")
        ids.add(tid)
        if t["intent"] not in INTENTS:
            err(f"{tid}: bad intent {t['intent']}")
        if t["lang"] not in ("en", "ja"):
            err(f"{tid}: bad lang")
        if (t["lang"] == "ja") != bool(KANA.search(t["text"])):
            err(f"{tid}: lang {t['lang']} does not match kana presence")
        if not isinstance(t["recall"], bool) or not isinstance(t["exec"], bool):
            err(f"{tid}: recall/exec must be bool")
        if t["recall"] != bool(t["expect"]):
            err(f"{tid}: recall must equal bool(expect)")
        if t["intent"] in ("casual", "generic_qa") and (t["recall"] or t["exec"] or t["facts"]):
            err(f"{tid}: casual/generic_qa must be recall=false, exec=false, no facts")
        if t["intent"] == "execution_request" and not t["exec"]:
            err(f"{tid}: execution_request must be exec=true")
        if t["intent"] in ("design_request", "user_specific_context", "entity_reference") and t["exec"]:
            err(f"{tid}: {t['intent']} should not be exec")
        for m in t["expect"]:
            if m not in mems:
                err(f"{tid}: unknown memory {m}")
        if len(set(t["expect"])) != len(t["expect"]):
            err(f"{tid}: duplicate expect")
        if t["recall"] and not (1 <= len(t["facts"]) <= 2):
            err(f"{tid}: recall turns need 1-2 facts")
        for f in t["facts"]:
            hits = [m for m, b in mems.items() if f in b]
            if len(hits) != 1:
                err(f"{tid}: fact {f!r} occurs in {len(hits)} bodies {hits}")
            elif hits[0] not in t["expect"]:
                err(f"{tid}: fact {f!r} is in {hits[0]}, not an expected memory")
    return turns

def check_gate(mems):
    gate = load_jsonl("gate.jsonl")
    ids = set()
    for g in gate:
        gid = g.get("id")
        if list(g) != ["id", "action", "expected", "rule", "why"]:
            err(f"{gid}: keys {list(g)}"); continue
        if gid in ids:
            err(f"{gid}: duplicate id")
        ids.add(gid)
        a = g["action"]
        if set(a) != {"tool_name", "tool_input"} or not isinstance(a["tool_input"], dict):
            err(f"{gid}: bad action")
        tn = a.get("tool_name", "")
        if not (tn in ("Bash", "Write", "Edit") or re.fullmatch(r"mcp__[a-z0-9]+__[a-z_]+", tn)):
            err(f"{gid}: bad tool_name {tn}")
        if tn == "Bash" and "command" not in a["tool_input"]:
            err(f"{gid}: Bash needs command")
        if tn in ("Write", "Edit") and "file_path" not in a["tool_input"]:
            err(f"{gid}: {tn} needs file_path")
        if g["expected"] not in VERDICTS:
            err(f"{gid}: bad verdict")
        r = g["rule"]
        if r is not None and r not in mems:
            err(f"{gid}: unknown rule {r}")
        if g["expected"] != "go" and r is None:
            err(f"{gid}: ask/no-go needs a rule")
        if r is not None and g["expected"] != "go":
            cues = NOGO_CUES if g["expected"] == "no-go" else ASK_CUES
            if not any(c.lower() in mems[r].lower() for c in cues):
                err(f"{gid}: rule {r} has no {g['expected']} wording")
        if not g["why"]:
            err(f"{gid}: empty why")
    return gate

def main():
    mems, per_dir, pinned = load_fixtures()
    ja_bodies = sorted(m for m, b in mems.items() if len(KANA.findall(b)) > 0.2 * len(b.replace(" ", "")))
    turns = check_turns(mems)
    gate = check_gate(mems)
    print(f"fixtures: {len(mems)} (user {per_dir['user']}, workspace {per_dir['workspace']}); "
          f"pinned {pinned}; Japanese bodies {len(ja_bodies)}: {', '.join(ja_bodies)}")
    lang = Counter(t["lang"] for t in turns)
    print(f"turns: {len(turns)} — ja {lang['ja']} / en {lang['en']}; "
          f"recall true {sum(t['recall'] for t in turns)} / false {sum(not t['recall'] for t in turns)}; "
          f"exec true {sum(t['exec'] for t in turns)}; facts turns {sum(bool(t['facts']) for t in turns)}; "
          f"multi-expect {sum(len(t['expect']) > 1 for t in turns)}")
    by_int = Counter(t["intent"] for t in turns)
    by_int_ja = Counter(t["intent"] for t in turns if t["lang"] == "ja")
    for i, n in by_int.most_common():
        print(f"  {i}: {n} (ja {by_int_ja[i]})")
    xl_ja = sum(1 for t in turns if t["lang"] == "ja" and t["expect"] and t["expect"][0] not in ja_bodies)
    xl_en = sum(1 for t in turns if t["lang"] == "en" and t["expect"] and t["expect"][0] in ja_bodies)
    print(f"  cross-language: ja turns with English main memory {xl_ja}, en turns with Japanese main memory {xl_en}")
    v = Counter(g["expected"] for g in gate)
    nullr = sum(1 for g in gate if g["rule"] is None)
    print(f"gate: {len(gate)} — go {v['go']} ({v['go'] - nullr} near a rule, {nullr} rule null), "
          f"ask {v['ask']}, no-go {v['no-go']}")
    tools = Counter(g["action"]["tool_name"] if not g["action"]["tool_name"].startswith("mcp__")
                    else g["action"]["tool_name"].split("__")[1] for g in gate)
    print("  tools: " + ", ".join(f"{k} {n}" for k, n in tools.most_common()))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
