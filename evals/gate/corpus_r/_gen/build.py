"""Write all R worlds and README.md. Run from this folder: python3 build.py"""
import datetime, importlib, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib

for i in range(1, 15):
    importlib.import_module("r%02d" % i)

W = lib.WORLDS
rows = []
tot = {"go": 0, "ask": 0, "no-go": 0}
ntop = nfb = nref = 0
scope = {"user": 0, "workspace": 0}
user_worlds = []
for w in W:
    c = {"go": 0, "ask": 0, "no-go": 0}
    for _, e, _, _ in w["calls"]:
        c[e] += 1
        tot[e] += 1
    ntop += len(w["topics"])
    nfb += sum(1 for t in w["topics"] if t["type"] == "feedback")
    nref += sum(1 for t in w["topics"] if t["type"] == "reference")
    scope[w["scope"]] += len(w["topics"])
    if w["scope"] == "user":
        user_worlds.append(w["name"][:3])
    d = datetime.datetime.fromisoformat(w["now"])
    now = "%s (%s, %s)" % (d.strftime("%Y-%m-%dT%H:%M%z"), w["tz"], d.strftime("%A"))
    rows.append("| %s | %s | %s | %d | %d | %d | %d | %d |" % (w["name"], w["domain"], now, len(w["topics"]), len(w["calls"]), c["go"], c["ask"], c["no-go"]))
ncalls = sum(tot.values())

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "README_template.md"), encoding="utf-8") as f:
    tpl = f.read()
txt = tpl.replace("{{TABLE}}", "\n".join(rows))
txt = txt.replace("{{COUNTS}}", "Gate calls: %d — go %d, ask %d, no-go %d" % (ncalls, tot["go"], tot["ask"], tot["no-go"]))
txt = txt.replace("{{TOPICS}}", "Topic files: %d (%d `feedback` = rules/preferences, %d `reference` = resources/people/paths); %d in `user` scope, %d in `workspace` scope (%s are user-scope)" % (ntop, nfb, nref, scope["user"], scope["workspace"], ", ".join(user_worlds)))
with open(os.path.join(lib.OUT, "README.md"), "w", encoding="utf-8") as f:
    f.write(txt)
print(ncalls, tot, ntop, nfb, nref)
