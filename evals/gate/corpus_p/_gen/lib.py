"""Writer's helper: writes one world's fixtures, gate.jsonl and world.json into the corpus folder."""
import json, os, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def T(scope, name, typ, desc, body, tags=None):
    return dict(scope=scope, name=name, type=typ, desc=desc, body=body.strip("\n"), tags=tags)


def C(tool, inp, exp, rule, why):
    return dict(tool=tool, inp=inp, exp=exp, rule=rule, why=why)


def B(cmd):
    return ("Bash", {"command": cmd})


def world(wname, domain, now, zone, topics, calls):
    wd = os.path.join(ROOT, wname)
    if os.path.isdir(wd):
        shutil.rmtree(wd)
    for t in topics:
        d = os.path.join(wd, "fixtures", t["scope"])
        os.makedirs(d, exist_ok=True)
        fm = ["---", "name: " + t["name"], "type: " + t["type"], "description: " + t["desc"]]
        if t["tags"]:
            fm.append("tags: [" + ", ".join(t["tags"]) + "]")
        fm.append("---")
        with open(os.path.join(d, t["name"] + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + t["body"] + "\n")
    prefix = wname.split("_")[0]
    with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, c in enumerate(calls, 1):
            tool, inp = (c["tool"] if isinstance(c["tool"], tuple) else (c["tool"], c["inp"]))
            rec = {"id": "%s-G%02d" % (prefix, i), "action": {"tool_name": tool, "tool_input": inp},
                   "expected": c["exp"], "rule": c["rule"], "why": c["why"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": wname, "domain": domain, "now": now, "zone": zone}, f, ensure_ascii=False, indent=1)
        f.write("\n")


def bash(cmd, exp, rule, why):
    return dict(tool=("Bash", {"command": cmd}), inp=None, exp=exp, rule=rule, why=why)


def go(tool, inp, why):
    return C(tool, inp, "go", None, why)
