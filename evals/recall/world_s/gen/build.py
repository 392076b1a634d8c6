#!/usr/bin/env python3
"""Build world_s outputs: fixtures/{user,workspace}/*.md, turns.jsonl, gate.jsonl."""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from fixtures_s import FIXTURES
from turns_s import TURNS
from gate_s import GATE


def front_matter(f):
    desc = f["description"].replace('"', '\\"')
    lines = ["---", "name: %s" % f["name"], "type: %s" % f["type"],
             'description: "%s"' % desc, "aliases: [%s]" % ", ".join(f["aliases"])]
    if f["pinned"]:
        lines.append("pinned: true")
    lines.append("---")
    return "\n".join(lines) + "\n"


def main():
    fx_root = os.path.join(ROOT, "fixtures")
    if os.path.isdir(fx_root):
        shutil.rmtree(fx_root)
    for d in ("user", "workspace"):
        os.makedirs(os.path.join(fx_root, d))
    for name, f in FIXTURES.items():
        with open(os.path.join(fx_root, f["dir"], name + ".md"), "w", encoding="utf-8") as fh:
            fh.write(front_matter(f) + f["body"])
    for fname, rows in (("turns.jsonl", TURNS), ("gate.jsonl", GATE)):
        with open(os.path.join(ROOT, fname), "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d fixtures, %d turns, %d gate calls" % (len(FIXTURES), len(TURNS), len(GATE)))


if __name__ == "__main__":
    main()
