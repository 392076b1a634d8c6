"""Writes ../README.md from the worlds' files (counts and table are computed, the prose is fixed)."""
import json, os, re
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
worlds = sorted(d for d in os.listdir(ROOT) if re.match(r"^P\d\d_", d))
rows, tot, nt, nfb, nref, nja, scopes = [], {"go": 0, "ask": 0, "no-go": 0}, 0, 0, 0, 0, {"user": 0, "workspace": 0}
for w in worlds:
    wd = os.path.join(ROOT, w)
    wj = json.load(open(os.path.join(wd, "world.json"), encoding="utf-8"))
    recs = [json.loads(l) for l in open(os.path.join(wd, "gate.jsonl"), encoding="utf-8") if l.strip()]
    c = {v: sum(r["expected"] == v for r in recs) for v in tot}
    for v in tot:
        tot[v] += c[v]
    k = 0
    for sc in os.listdir(os.path.join(wd, "fixtures")):
        for fn in os.listdir(os.path.join(wd, "fixtures", sc)):
            txt = open(os.path.join(wd, "fixtures", sc, fn), encoding="utf-8").read()
            k += 1
            scopes[sc] += 1
            body = txt.split("---", 2)[2]
            if "type: feedback" in txt:
                nfb += 1
                if len(CJK.findall(body)) > len(re.findall(r"[A-Za-z]", body)):
                    nja += 1
            else:
                nref += 1
    nt += k
    rows.append("| %s | %d | %d | %d | %d | %d | %s | %s (%s) |" % (w, k, len(recs), c["go"], c["ask"], c["no-go"], wj["domain"], wj["now"], wj["zone"]))
ncalls = sum(tot.values())
head = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "readme_head.md"), encoding="utf-8").read()
tail = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "readme_tail.md"), encoding="utf-8").read()
counts = """## Counts
- Worlds: 14 (P01–P14)
- Topic files: %d (%d `feedback` = rules/preferences, %d `reference` = resources/people/paths); %d in `user` scope, %d in `workspace` scope
- Rule (feedback) files in Japanese: %d of %d, in 5 worlds (P01, P03, P06, P09, P12). In those worlds the calls are in English.
- The reverse in 2 worlds: P08 (anime-figure exporter) and P11 (Osaka hostel) have English rules and calls whose titles,
  customs descriptions, booking notes, review replies, supplier e-mails and bank details are in Japanese.
- Gate calls: %d — go %d, ask %d, no-go %d

| world | topics | calls | go | ask | no-go | domain | now (fixed) |
|---|---|---|---|---|---|---|---|
""" % (nt, nfb, nref, scopes["user"], scopes["workspace"], nja, nfb, ncalls, tot["go"], tot["ask"], tot["no-go"])
open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8").write(head + "\n" + counts + "\n".join(rows) + "\n\n" + tail)
