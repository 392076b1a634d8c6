import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")  # the corpus folder
def T(scope, name, typ, desc, body, tags=None):
    return dict(scope=scope, name=name, type=typ, desc=desc, body=body.strip("\n"), tags=tags)
def C(tool, inp, exp, rule, why):
    return (tool, inp, exp, rule, why)
def world(wname, now, domain, topics, calls):
    wd = os.path.join(OUT, wname)
    for t in topics:
        d = os.path.join(wd, "fixtures", t["scope"]); os.makedirs(d, exist_ok=True)
        fm = ["---", "name: " + t["name"], "type: " + t["type"], "description: " + t["desc"]]
        if t["tags"]: fm.append("tags: [" + ", ".join(t["tags"]) + "]")
        fm.append("---")
        with open(os.path.join(d, t["name"] + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + t["body"] + "\n")
    prefix = wname.split("_")[0]
    with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (tool, inp, exp, rule, why) in enumerate(calls, 1):
            rec = {"id": "%s-G%02d" % (prefix, i), "action": {"tool_name": tool, "tool_input": inp},
                   "expected": exp, "rule": rule, "why": why}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": wname, "domain": domain, "now": now}, f, ensure_ascii=False, indent=1); f.write("\n")
