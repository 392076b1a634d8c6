"""Writer's generator for gate corpus O. Writes worlds next to this folder."""
import json, os, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORLDS = []


def T(name, typ, desc, body, tags=None):
    return (name, typ, desc, body, tags)


def C(verdict, rule, why, tool, **inp):
    return (verdict, rule, why, tool, inp)


def world(wid, domain, now, scope, topics, calls, zone):
    WORLDS.append((wid, domain, now, zone))
    d = os.path.join(ROOT, wid)
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(os.path.join(d, "fixtures", scope))
    for name, typ, desc, body, tags in topics:
        fm = ["---", "name: " + name, "type: " + typ, "description: " + desc]
        if tags:
            fm.append("tags: [" + ", ".join(tags) + "]")
        fm.append("---")
        with open(os.path.join(d, "fixtures", scope, name + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(fm) + "\n" + body.strip("\n") + "\n")
    prefix = wid.split("_")[0]
    from extras import EXTRA  # second-pass calls written after the first draft (appended at the end)
    calls = list(calls) + EXTRA.get(prefix, [])
    with open(os.path.join(d, "gate.jsonl"), "w", encoding="utf-8") as f:
        for i, (v, rule, why, tool, inp) in enumerate(calls, 1):
            rec = {"id": "%s-G%02d" % (prefix, i), "action": {"tool_name": tool, "tool_input": inp},
                   "expected": v, "rule": rule, "why": why}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(d, "world.json"), "w", encoding="utf-8") as f:
        json.dump({"world": wid, "domain": domain, "now": now, "zone": zone}, f, ensure_ascii=False, indent=1)
        f.write("\n")
