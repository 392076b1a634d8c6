#!/usr/bin/env python3
"""Build world_t outputs: fixtures/{user,workspace}/*.md, turns.jsonl, gate.jsonl."""
import json, os, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_t import FIXTURES  # noqa: E402
from turns_t import TURNS  # noqa: E402
from gate_t import GATE  # noqa: E402


def fm_item(s):
    return json.dumps(s, ensure_ascii=False) if any(c in s for c in ':,[]{}#"\'') else s


def write_fixtures():
    base = os.path.join(ROOT, "fixtures")
    if os.path.isdir(base):
        shutil.rmtree(base)
    for f in FIXTURES:
        d = os.path.join(base, f["dir"])
        os.makedirs(d, exist_ok=True)
        lines = ["---", "name: " + f["name"], "type: " + f["type"],
                 "description: " + json.dumps(f["description"], ensure_ascii=False),
                 "aliases: [" + ", ".join(fm_item(a) for a in f["aliases"]) + "]"]
        if f.get("pinned"):
            lines.append("pinned: true")
        lines.append("---")
        with open(os.path.join(d, f["name"] + ".md"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n" + f["body"].strip("\n") + "\n")


def write_jsonl(name, rows):
    with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    write_fixtures()
    turns = []
    for i, t in enumerate(TURNS, 1):
        text, lang, intent, exec_, expect, facts = t
        turns.append({"id": "T-%03d" % i, "text": text, "lang": lang, "intent": intent,
                      "recall": bool(expect), "exec": exec_, "expect": list(expect),
                      "facts": list(facts)})
    write_jsonl("turns.jsonl", turns)
    gate = []
    for i, g in enumerate(GATE, 1):
        tool, inp, verdict, rule, why = g
        gate.append({"id": "T-G%02d" % i, "action": {"tool_name": tool, "tool_input": inp},
                     "expected": verdict, "rule": rule, "why": why})
    write_jsonl("gate.jsonl", gate)
    print("wrote %d fixtures, %d turns, %d gate calls" % (len(FIXTURES), len(turns), len(gate)))


if __name__ == "__main__":
    main()
