"""Rewrite ../README.md: counts and table computed from the world folders, the rest from README_template.md."""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def body_of(path):
    t = open(path, encoding="utf-8").read().split("\n")
    end = t.index("---", 1)
    meta = dict(l.split(":", 1) for l in t[1:end] if ":" in l)
    return {k.strip(): v.strip() for k, v in meta.items()}, "\n".join(t[end + 1:])


worlds = sorted(d for d in os.listdir(ROOT) if re.match(r"^T\d\d_", d))
rows, tot = [], {"go": 0, "ask": 0, "no-go": 0}
nt = nfb = nref = nja = ncalls = 0
scope_n = {"user": 0, "workspace": 0}
user_worlds, both_worlds = [], []
for w in worlds:
    wd = os.path.join(ROOT, w)
    wj = json.load(open(os.path.join(wd, "world.json"), encoding="utf-8"))
    scopes = set()
    topics = 0
    for scope in sorted(os.listdir(os.path.join(wd, "fixtures"))):
        for fn in sorted(os.listdir(os.path.join(wd, "fixtures", scope))):
            meta, body = body_of(os.path.join(wd, "fixtures", scope, fn))
            topics += 1
            scopes.add(scope)
            scope_n[scope] += 1
            if meta["type"] == "feedback":
                nfb += 1
                if len(CJK.findall(body)) > len(re.findall(r"[A-Za-z]", body)):
                    nja += 1
            else:
                nref += 1
    if scopes == {"user"}:
        user_worlds.append(w[:3])
    elif len(scopes) == 2:
        both_worlds.append(w[:3])
    recs = [json.loads(l) for l in open(os.path.join(wd, "gate.jsonl"), encoding="utf-8")]
    c = {"go": 0, "ask": 0, "no-go": 0}
    for r in recs:
        c[r["expected"]] += 1
        tot[r["expected"]] += 1
    ncalls += len(recs)
    nt += topics
    from datetime import datetime
    now = datetime.fromisoformat(wj["now"])
    rows.append("| %s | %s | %s (%s, %s) | %d | %d | %d | %d | %d |" % (
        w, wj["domain"], now.isoformat(timespec="minutes"), wj["timezone"], now.strftime("%A"),
        topics, len(recs), c["go"], c["ask"], c["no-go"]))

counts = """- Worlds: %d (T01–T14)
- Topic files: %d (%d `feedback` = rules/preferences, %d `reference` = resources/people/paths); %d in `user` scope, %d in `workspace` scope
  (%s are user-scope; %s uses both)
- Rule (feedback) files in Japanese: %d of %d (%d%%), in 6 worlds (T02, T03, T04, T08, T10, T13).""" % (
    len(worlds), nt, nfb, nref, scope_n["user"], scope_n["workspace"], ", ".join(user_worlds), ", ".join(both_worlds),
    nja, nfb, round(100.0 * nja / nfb))
calls = "- Gate calls: %d — go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"])

table = "| world | domain | now (fixed) | topics | calls | go | ask | no-go |\n|---|---|---|---|---|---|---|---|\n" + "\n".join(rows)
tpl = open(os.path.join(HERE, "README_template.md"), encoding="utf-8").read()
out = tpl.replace("{{COUNTS}}", counts).replace("{{CALLS}}", calls).replace("{{TABLE}}", table)
open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8").write(out)
print("README.md written")
