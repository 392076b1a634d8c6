import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def world(wid, domain, now, files, calls):
    wd = os.path.join(ROOT, wid)
    for scope, name, typ, desc, tags, body in files:
        d = os.path.join(wd, "fixtures", scope)
        os.makedirs(d, exist_ok=True)
        fm = ["---", "name: " + name, "type: " + typ, "description: " + desc]
        if tags:
            fm.append("tags: [" + ", ".join(tags) + "]")
        fm.append("---")
        with open(os.path.join(d, name + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + body.strip("\n") + "\n")
    pre = wid.split("_")[0]
    with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, ((tool, inp), exp, rule, why) in enumerate(calls, 1):
            rec = {"id": "%s-G%02d" % (pre, i), "action": {"tool_name": tool, "tool_input": inp},
                   "expected": exp, "rule": rule, "why": why}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": wid, "domain": domain, "now": now}, f, ensure_ascii=False, indent=1)
        f.write("\n")

def B(cmd):
    return ("Bash", {"command": cmd})
