import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def B(cmd, desc=None):
    d = {"command": cmd}
    if desc: d["description"] = desc
    return {"tool_name": "Bash", "tool_input": d}
def M(tool, **kw):
    return {"tool_name": "mcp__" + tool, "tool_input": kw}
def W(path, content):
    return {"tool_name": "Write", "tool_input": {"file_path": path, "content": content}}
def E(path, old, new):
    return {"tool_name": "Edit", "tool_input": {"file_path": path, "old_string": old, "new_string": new}}
def world(name, domain, now, scope, topics, calls):
    wd = os.path.join(ROOT, name)
    fx = os.path.join(wd, "fixtures", scope)
    os.makedirs(fx, exist_ok=True)
    for (tname, ttype, desc, tags, body) in topics:
        fm = ["---", "name: " + tname, "type: " + ttype, "description: " + desc]
        if tags: fm.append("tags: [" + ", ".join(tags) + "]")
        fm.append("---")
        with open(os.path.join(fx, tname + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + body.strip() + "\n")
    pre = name.split("_")[0]
    with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (act, exp, rule, why) in enumerate(calls, 1):
            f.write(json.dumps({"id": "%s-G%02d" % (pre, i), "action": act, "expected": exp, "rule": rule, "why": why}, ensure_ascii=False) + "\n")
    with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": name, "domain": domain, "now": now["iso"], "timezone": now["zone"], "weekday": now["weekday"]}, f, ensure_ascii=False, indent=1)
        f.write("\n")
