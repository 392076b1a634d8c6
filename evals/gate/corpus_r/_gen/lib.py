import json, os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORLDS = []


def B(cmd):
    return {"tool_name": "Bash", "tool_input": {"command": cmd}}


def M(tool, **kw):
    return {"tool_name": tool, "tool_input": kw}


def W(path, content):
    return {"tool_name": "Write", "tool_input": {"file_path": path, "content": content}}


def E(path, old, new):
    return {"tool_name": "Edit", "tool_input": {"file_path": path, "old_string": old, "new_string": new}}


def go(action, why):
    return (action, "go", None, why)


def ask(action, rule, why):
    return (action, "ask", rule, why)


def nogo(action, rule, why):
    return (action, "no-go", rule, why)


def topic(name, typ, desc, body, tags=None):
    return dict(name=name, type=typ, desc=desc, body=body.strip("\n"), tags=tags)


def world(name, domain, now, tz, scope, topics, calls, note=""):
    wd = os.path.join(OUT, name)
    fx = os.path.join(wd, "fixtures", scope)
    os.makedirs(fx, exist_ok=True)
    for fn in os.listdir(fx):
        os.remove(os.path.join(fx, fn))
    for t in topics:
        fm = ["---", "name: " + t["name"], "type: " + t["type"], "description: " + t["desc"]]
        if t["tags"]:
            fm.append("tags: [" + ", ".join(t["tags"]) + "]")
        fm.append("---")
        with open(os.path.join(fx, t["name"] + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + t["body"] + "\n")
    prefix = name.split("_")[0]
    with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (a, e, r, why) in enumerate(calls, 1):
            rec = {"id": "%s-G%02d" % (prefix, i), "action": a, "expected": e, "rule": r, "why": why}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": name, "domain": domain, "now": now, "timezone": tz}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    WORLDS.append(dict(name=name, domain=domain, now=now, tz=tz, scope=scope, topics=topics, calls=calls, note=note))
