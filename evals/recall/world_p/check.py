#!/usr/bin/env python3
"""Validate world_p: python3 check.py (from world_p/ or anywhere). Exit 1 on any error."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
INTENTS = {"casual", "generic_qa", "entity_reference", "continuation", "user_specific_context",
           "implementation_request", "design_request", "execution_request"}
TURN_KEYS = ["id", "text", "lang", "intent", "recall", "exec", "expect", "facts"]
GATE_KEYS = ["id", "action", "expected", "rule", "why"]
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
errors, warnings = [], []

def err(msg):
    errors.append(msg)

def parse_flow_list(s):
    s = s.strip()
    if not (s.startswith("[") and s.endswith("]")):
        raise ValueError("aliases is not a flow list")
    items, cur, q = [], "", False
    for ch in s[1:-1]:
        if ch == '"':
            q = not q
            cur += ch
        elif ch == "," and not q:
            items.append(cur.strip()); cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur.strip())
    return [json.loads(i) if i.startswith('"') else i for i in items]

def load_topics():
    topics = {}
    for sub in ("user", "workspace"):
        d = os.path.join(ROOT, "fixtures", sub)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(d, fn)
            if not fn.endswith(".md"):
                err(f"{path}: not a .md file"); continue
            text = open(path, encoding="utf-8").read()
            m = re.match(r"---\n(.*?)\n---\n(.*)\Z", text, re.S)
            if not m:
                err(f"{path}: no YAML front matter"); continue
            fm = {}
            for line in m.group(1).split("\n"):
                k, sep, v = line.partition(":")
                if not sep:
                    err(f"{path}: bad front matter line {line!r}"); continue
                fm[k.strip()] = v.strip()
            for k in ("name", "type", "description", "aliases"):
                if k not in fm:
                    err(f"{path}: missing {k}")
            extra = set(fm) - {"name", "type", "description", "aliases", "pinned"}
            if extra:
                err(f"{path}: unexpected keys {extra}")
            if fm.get("description", "").startswith('"'):
                try:
                    json.loads(fm["description"])
                except ValueError:
                    err(f"{path}: description does not parse")
            try:
                aliases = parse_flow_list(fm.get("aliases", "[]"))
            except ValueError as e:
                err(f"{path}: {e}"); aliases = []
            if fm.get("pinned", "true") != "true":
                err(f"{path}: pinned must be true when present")
            name = fm.get("name")
            if name != fn[:-3]:
                err(f"{path}: name {name!r} does not match file name")
            if name in topics:
                err(f"{path}: duplicate topic {name}")
            body = m.group(2)
            if not body.strip():
                err(f"{path}: empty body")
            topics[name] = {"sub": sub, "body": body, "aliases": aliases,
                            "pinned": fm.get("pinned") == "true", "ja": bool(CJK.search(body)) and
                            len(CJK.findall(body)) > len(body) * 0.15}
    return topics

def load_jsonl(name):
    rows = []
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err(f"{name}:{n}: JSON error {e}")
    return rows

def main():
    topics = load_topics()
    bodies = {k: v["body"] for k, v in topics.items()}
    turns, gate = load_jsonl("turns.jsonl"), load_jsonl("gate.jsonl")

    ids = Counter(t.get("id") for t in turns) + Counter(g.get("id") for g in gate)
    for i, c in ids.items():
        if c > 1:
            err(f"duplicate id {i}")

    for t in turns:
        tid = t.get("id")
        if list(t) != TURN_KEYS:
            err(f"{tid}: keys {list(t)} != {TURN_KEYS}"); continue
        if t["lang"] not in ("en", "ja"):
            err(f"{tid}: bad lang")
        has_cjk = bool(CJK.search(t["text"]))
        if t["lang"] == "ja" and not has_cjk:
            err(f"{tid}: lang ja but no Japanese characters")
        if t["lang"] == "en" and has_cjk:
            warnings.append(f"{tid}: lang en but contains Japanese characters")
        if t["intent"] not in INTENTS:
            err(f"{tid}: bad intent {t['intent']}")
        if not isinstance(t["recall"], bool) or not isinstance(t["exec"], bool):
            err(f"{tid}: recall/exec must be booleans")
        if t["recall"] != bool(t["expect"]):
            err(f"{tid}: recall must be true iff expect is non-empty")
        if t["intent"] in ("casual", "generic_qa") and t["recall"]:
            err(f"{tid}: casual/generic_qa turn with recall=true")
        if t["intent"] == "execution_request" and not t["exec"]:
            err(f"{tid}: execution_request with exec=false")
        if len(set(t["expect"])) != len(t["expect"]):
            err(f"{tid}: duplicate expect entries")
        for e in t["expect"]:
            if e not in topics:
                err(f"{tid}: expect names unknown topic {e}")
        if t["facts"] and not t["expect"]:
            err(f"{tid}: facts without expect")
        for fact in t["facts"]:
            holders = [k for k, b in bodies.items() if fact in b]
            if len(holders) != 1:
                err(f"{tid}: fact {fact!r} occurs in {len(holders)} bodies {holders}")
            elif holders[0] not in t["expect"]:
                err(f"{tid}: fact {fact!r} is in {holders[0]}, not in an expected memory")

    for g in gate:
        gid = g.get("id")
        if list(g) != GATE_KEYS:
            err(f"{gid}: keys {list(g)} != {GATE_KEYS}"); continue
        a = g["action"]
        if not (isinstance(a, dict) and set(a) == {"tool_name", "tool_input"}
                and isinstance(a["tool_name"], str) and isinstance(a["tool_input"], dict)):
            err(f"{gid}: bad action")
        if g["expected"] not in ("go", "ask", "no-go"):
            err(f"{gid}: bad expected {g['expected']}")
        if g["rule"] is not None and g["rule"] not in topics:
            err(f"{gid}: rule names unknown topic {g['rule']}")
        if g["expected"] != "go" and g["rule"] is None:
            err(f"{gid}: ask/no-go needs a rule")
        if not g["why"]:
            err(f"{gid}: empty why")

    # ---- counts
    lang = Counter(t["lang"] for t in turns)
    intent = Counter(t["intent"] for t in turns)
    print(f"fixtures: {len(topics)} (user {sum(v['sub']=='user' for v in topics.values())}, "
          f"workspace {sum(v['sub']=='workspace' for v in topics.values())}); "
          f"pinned {sorted(k for k, v in topics.items() if v['pinned'])}")
    print(f"  Japanese bodies ({sum(v['ja'] for v in topics.values())}): "
          f"{sorted(k for k, v in topics.items() if v['ja'])}")
    print(f"turns: {len(turns)}  lang {dict(lang)}")
    print("  intent " + ", ".join(f"{k} {v}" for k, v in intent.most_common()))
    for l in ("en", "ja"):
        sub = Counter(t["intent"] for t in turns if t["lang"] == l)
        print(f"  {l}: " + ", ".join(f"{k} {v}" for k, v in sub.most_common()))
    print(f"  recall true {sum(t['recall'] for t in turns)} / false {sum(not t['recall'] for t in turns)}; "
          f"exec true {sum(t['exec'] for t in turns)}; facts {sum(bool(t['facts']) for t in turns)}; "
          f"multi-expect {sum(len(t['expect']) > 1 for t in turns)}")
    ex = Counter(g["expected"] for g in gate)
    print(f"gate: {len(gate)}  " + ", ".join(f"{k} {v}" for k, v in ex.most_common())
          + f"; rule null {sum(g['rule'] is None for g in gate)}")
    print("  rules used: " + ", ".join(f"{k} {v}" for k, v in
                                       Counter(g["rule"] for g in gate if g["rule"]).most_common()))

    # ---- size targets from the brief
    if not 24 <= len(topics) <= 28: err("need 24-28 topic files")
    if sum(v["ja"] for v in topics.values()) < 8: err("need 8+ Japanese bodies")
    if lang["ja"] * 2 < len(turns): err("at least half of the turns must be Japanese")
    for k in INTENTS:
        if intent[k] < 8: err(f"intent {k} has fewer than 8 turns")
    if sum(bool(t["facts"]) for t in turns) < 70: err("need 70+ turns with facts")
    unused = set(topics) - {e for t in turns for e in t["expect"]} - {g["rule"] for g in gate}
    if unused: warnings.append(f"topics never expected nor used as a rule: {sorted(unused)}")

    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"FAILED ({len(errors)} errors)")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
