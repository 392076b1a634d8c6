"""Writer's helpers for corpus T. Each world module defines WORLD (dict) and calls build()."""
import json
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class World:
    def __init__(self, name, domain, now, timezone):
        self.name, self.domain, self.now, self.tz = name, domain, now, timezone
        self.topics = []   # (scope, name, type, description, tags, extra, body)
        self.calls = []

    def topic(self, scope, name, type_, description, body, tags=None, **extra):
        self.topics.append((scope, name, type_, description, tags, extra, body.strip("\n")))

    def call(self, tool, inp, expected, rule, why):
        self.calls.append((tool, inp, expected, rule, why))

    def go(self, tool, inp, why):
        self.call(tool, inp, "go", None, why)

    def ask(self, tool, inp, rule, why):
        self.call(tool, inp, "ask", rule, why)

    def nogo(self, tool, inp, rule, why):
        self.call(tool, inp, "no-go", rule, why)

    def build(self):
        wd = os.path.join(ROOT, self.name)
        if os.path.isdir(wd):
            shutil.rmtree(wd)
        for scope, name, type_, desc, tags, extra, body in self.topics:
            d = os.path.join(wd, "fixtures", scope)
            os.makedirs(d, exist_ok=True)
            fm = ["---", "name: %s" % name, "type: %s" % type_, "description: %s" % desc]
            if tags:
                fm.append("tags: [%s]" % ", ".join(tags))
            for k in ("aliases", "pinned", "created", "updated"):
                if k in extra:
                    v = extra[k]
                    if isinstance(v, list):
                        v = "[%s]" % ", ".join(v)
                    elif isinstance(v, bool):
                        v = "true" if v else "false"
                    fm.append("%s: %s" % (k, v))
            fm.append("---")
            with open(os.path.join(d, name + ".md"), "w", encoding="utf-8") as f:
                f.write("\n".join(fm) + "\n" + body + "\n")
        prefix = self.name.split("_")[0]
        with open(os.path.join(wd, "gate.jsonl"), "w", encoding="utf-8") as f:
            for i, (tool, inp, exp, rule, why) in enumerate(self.calls, 1):
                rec = {"id": "%s-G%02d" % (prefix, i), "action": {"tool_name": tool, "tool_input": inp},
                       "expected": exp, "rule": rule, "why": why}
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        with open(os.path.join(wd, "world.json"), "w", encoding="utf-8") as f:
            json.dump({"world": self.name, "domain": self.domain, "now": self.now, "timezone": self.tz},
                      f, ensure_ascii=False, indent=2)
            f.write("\n")
