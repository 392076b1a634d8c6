"""Unparsed rules by the form of the one line that forbids the call, and what a reading of
each form would newly read as a rule where there is none.

`gate_rule_lines.py` counts a missed call under every shape of its memory's unparsed lines
(the rule line itself is not labelled). Here the line is picked: of the labelled memory's
lines that yield no stopping rule, the one sharing most words with the call and its label's
`why` (ties: the earlier line). Its form is then one of (first that fits):

* say-so: a person decides ("Kenji signs off any refund", 「所長が決める」);
* allowlist: "only X does Y", "X only", 「〜だけ」「〜以外は〜しない」「に限る」;
* requirement: "X needs Y", "requires", "must have", "has to", 「〜が必要」「〜がないと」;
* negated adjective: "never public", "not for …", "no … without", 「非公開」「不可」;
* under a heading: a bullet whose section heading says the strength ("## Never", "## Ask
  first", 「## 禁止」, "Rules", 「ルール」);
* agent file: a line of a memory that keeps an AGENTS.md / CLAUDE.md (build notes);
* reference: a line of a memory of type reference (a standing restriction);
* with its reason: a clause giving why ("— the insurer's limit", "because", 「ため」「ので」);
* terse note: a short line without a finite verb ("Max 8 per table.", "PO boxes: no");
* other.

Before these: "marker, act unread", a line whose "never" / "don't" / 「ない」 the rule model
hears but in which it reads no act ("Don't close issues labelled `security`"); and "no line
shares a word" where no unparsed line shares a word with the call and its `why` (most often
a Japanese rule against an English call), so the pick says nothing.

Beside each form: the calls and groups it costs, and the lines of that form in memories no
rule-breaking call cites (facts, preferences, descriptions) that yield no stopping rule: what
a reading of the form alone would newly take as rules. `--show FORM` lists a form's lines.

    python benchmarks/gate_causes.py --save runs/ corpus_a … world_aa
    python benchmarks/gate_rule_forms.py runs/
    python benchmarks/gate_rule_forms.py runs/ --show requirement --groups corpus_q corpus_p

Name development groups only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import worlds_in
from gate_corpus import memory_of
from gate_rule_lines import SHAPES, stopping
from recall_eval import load_turns

_HEADING_STRENGTH = re.compile(
    r"(?i)\b(?:never|don'?t|do\s+not|no[- ]go|ask|check|confirm|approval|sign[- ]?off|"
    r"rules?|policy|restrictions?|limits?|must|forbidden|not\s+allowed|hard\s+lines?)\b|"
    r"禁止|ルール|確認|決まり|規則|しない|ダメ|注意|守る|制限|NG"
)
FORMS: list[tuple[str, re.Pattern[str]]] = [
    ("say-so", SHAPES["say-so"]),
    ("allowlist", SHAPES["only"]),
    (
        "requirement",
        re.compile(
            r"(?i)\b(?:needs?|requires?|required|must\s+(?:have|be|carry|include|come)|"
            r"has\s+to|have\s+to|needed)\b|必要|必須|がないと|なしで(?:は)?|ないと"
        ),
    ),
    (
        "negated adjective",
        re.compile(
            r"(?i)\b(?:never|not)\s+(?:public|private|for|to\s+be|allowed|ok|okay|on|in|"
            r"shared|listed|visible)\b|\bno\s+\w+\s+without\b|非公開|不可|(?-i:\bNG\b)|厳禁"
        ),
    ),
]
_TERSE_VERB = re.compile(
    r"(?i)\b(?:is|are|was|were|be|do|does|did|has|have|had|can|will|goes|go|\w+s\b\s+(?:the|a|an|to))\b|"
    r"する|した|して|ます|です"
)
_WORD = re.compile(r"[a-z0-9]{3,}|[\u3040-\u30ff\u3400-\u9fff]{2,}")


def words(text: str) -> set[str]:
    text = unicodedata.normalize("NFKC", text).lower()
    out = set(_WORD.findall(text))
    for run in re.findall(r"[\u3400-\u9fff\u30a0-\u30ff]{2,}", text):
        out |= {run[i : i + 2] for i in range(len(run) - 1)}  # bigrams of a Japanese run
    return out


def sections(body: str) -> list[tuple[str, str, bool]]:
    """(line, the heading above it, whether the line is a bullet) for the body's lines."""
    heading, out = "", []
    for raw in body.splitlines():
        line = unicodedata.normalize("NFKC", raw).strip()
        if not line:
            continue
        if line.startswith("#") or (line.endswith((":", "：")) and len(line) < 60):
            heading = line
            continue
        out.append((line, heading, bool(re.match(r"^(?:[-*+・]|\d+[.)])\s", line))))
    return out


def form_of(line: str, heading: str, bullet: bool, kind: str, agent_file: bool) -> str:
    from memwell.recall.rules import states_rule

    if re.search(r"\bnever|\bdon'?t\b|\bnot\b|ない|禁止|ダメ", line) and states_rule(line):
        return "marker, act unread"
    if bullet and heading and _HEADING_STRENGTH.search(heading):
        return "under a heading"
    for name, pattern in FORMS:
        if pattern.search(line):
            return name
    if agent_file:
        return "agent file"
    if kind == "reference":
        return "reference"
    if SHAPES["reason"].search(line):
        return "with its reason"
    if len(line) < 70 and not _TERSE_VERB.search(line):
        return "terse note"
    return "other"


def memory_lines(fixtures: Path, name: str) -> tuple[str, bool, list[tuple[str, str, bool]]]:
    memory = memory_of(fixtures, name)
    if memory is None or isinstance(memory, Exception):
        return "", False, []
    agent = bool(re.search(r"AGENTS\.md|CLAUDE\.md|GEMINI\.md", memory.body + memory.description))
    return str(getattr(memory, "type", "")), agent, sections(memory.body)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("load", type=Path, help="gate_causes.py --save reports")
    parser.add_argument("--show", help="list the picked lines of one form")
    parser.add_argument("--uncited", action="store_true", help="with --show: uncited lines")
    parser.add_argument("--groups", nargs="*", help="only these groups")
    args = parser.parse_args(argv)
    calls: Counter[str] = Counter()
    groups: dict[str, set[str]] = defaultdict(set)
    uncited: Counter[str] = Counter()
    missed = 0
    for path in sorted(args.load.glob("*.json")):
        group = path.stem
        if args.groups and group not in args.groups:
            continue
        report = json.loads(path.read_text(encoding="utf-8"))
        for world, gate, fixtures in worlds_in(group):
            if world not in report:
                continue
            turns = {c["id"]: c for c in load_turns(gate)}
            cited = {c.get("rule") for c in turns.values() if c["expected"] != "go"}
            for wrong in report[world]["wrong"]:
                if wrong["expected"] == "go" or not wrong["cause"].startswith("rule not parsed"):
                    continue
                missed += 1
                name = wrong["rule"] or ""
                kind, agent, lines = memory_lines(fixtures, name)
                said = words(json.dumps(wrong["action"], ensure_ascii=False))
                said |= words(turns[wrong["id"]].get("why", ""))
                open_lines = [x for x in lines if not stopping(x[0], name)]
                if not open_lines:
                    continue
                line, heading, bullet = max(open_lines, key=lambda x: len(words(x[0]) & said))
                form = form_of(line, heading, bullet, kind, agent)
                if not words(line) & said:
                    form = "no line shares a word"  # most often a Japanese rule, English call
                calls[form] += 1
                groups[form].add(group)
                if args.show == form and not args.uncited:
                    print(f"{group} {wrong['id']} {name} [{heading[:30]}]: {line[:160]}")
            for scope in ("user", "workspace"):
                for md in sorted((fixtures / scope).glob("*.md")):
                    if md.stem in cited:
                        continue
                    kind, agent, lines = memory_lines(fixtures, md.stem)
                    for line, heading, bullet in lines:
                        if stopping(line, md.stem):
                            continue
                        form = form_of(line, heading, bullet, kind, agent)
                        uncited[form] += 1
                        if args.show == form and args.uncited:
                            print(f"{group} {md.stem} [{heading[:30]}]: {line[:160]}")
    if args.show:
        return
    print(f"rule not parsed: {missed} rule-breaking calls\n")
    print("form".ljust(20) + "calls  groups  lines in uncited memories")
    for form in sorted(set(calls) | set(uncited), key=lambda s: -calls[s]):
        print(f"{form:<20}{calls[form]:>5}  {len(groups[form]):>6}  {uncited[form]:>6}")


if __name__ == "__main__":
    main()
