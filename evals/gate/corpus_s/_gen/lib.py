"""Shared writer for corpus S worlds. Each sNN.py defines WORLD, DOMAIN, NOW, TZ, TOPICS, CALLS and calls build()."""
import json
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def T(scope, name, type_, description, body, tags=None, **extra):
    return dict(scope=scope, name=name, type=type_, description=description, body=body.strip("\n"), tags=tags, extra=extra)


def C(tool, inp, expected, rule, why):
    return (tool, inp, expected, rule, why)


def build(world, domain, now, tz, topics, calls):
    wd = os.path.join(ROOT, world)
    if os.path.isdir(wd):
        shutil.rmtree(wd)
    for t in topics:
        d = os.path.join(wd, "fixtures", t["scope"])
        os.makedirs(d, exist_ok=True)
        fm = ["---", "name: " + t["name"], "type: " + t["type"], "description: " + t["description"].replace(": ", " — ")]
        if t["tags"]:
            fm.append("tags: [" + ", ".join(t["tags"]) + "]")
        for k in ("aliases", "pinned", "created", "updated"):
            if k in t["extra"]:
                v = t["extra"][k]
                if isinstance(v, list):
                    v = "[" + ", ".join(v) + "]"
                elif isinstance(v, bool):
                    v = "true" if v else "false"
                fm.append("%s: %s" % (k, v))
        fm.append("---")
        with open(os.path.join(d, t["name"] + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + t["body"] + "\n")
    prefix = world.split("_")[0]
    with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (tool, inp, exp, rule, why) in enumerate(calls, 1):
            rec = {"id": "%s-G%02d" % (prefix, i), "action": {"tool_name": tool, "tool_input": inp},
                   "expected": exp, "rule": rule, "why": why}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": world, "domain": domain, "now": now, "timezone": tz}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("%s: %d topics, %d calls" % (world, len(topics), len(calls)))
