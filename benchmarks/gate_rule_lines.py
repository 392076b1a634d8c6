"""Unparsed rules by the shape of their lines, and what a reading of each shape would reach.

For every rule-breaking call the gate lets through because its labelled memory states no
stopping rule the model reads ("rule not parsed", `gate_corpus.cause_of`), the memory's
lines that yield no stopping rule are sorted by shape (a line may have several):

* say-so: a person decides ("Kenji signs off any refund", "is Rosa's call", "Sanne OKs
  them", "client's written OK", 「所長が決める」, 「相談してから」);
* only: the one way or place allowed ("through SeaClear only", 「DentalBox だけ」, 「に限る」);
* stays inside: where a thing must stay ("stays in the private fork", "never leaves",
  「外に出さない」);
* read-only: 「参照だけ」, "read-only for me";
* hands off: 「触らない」, "don't touch";
* negation the reader lacks: "doesn't", "won't", "isn't", "no X" after a colon or dash;
* reason: a clause giving why ("— the insurer's limit", "(FTC)", 「ため」, 「ので」);
* the line's form: a bullet, a note head ("X: …", "X = …", "X → …"), a line in a memory of
  type reference.

Beside each shape: how many missed calls and groups it touches, and how many lines of the
same shape stand in memories no labelled call cites (facts, preferences, descriptions): the
lines a reading of the shape would newly read as rules where there is none.

    python benchmarks/gate_causes.py --save runs/ corpus_a … world_x      # the saved reports
    python benchmarks/gate_rule_lines.py runs/                            # the table
    python benchmarks/gate_rule_lines.py runs/ --show say-so              # one shape's lines

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
from recall_eval import load_turns

SHAPES: dict[str, re.Pattern[str]] = {
    "say-so": re.compile(
        r"\b[A-Z][\w'-]+\s+(?:signs?\s+off|OKs|okays|approves|reviews|decides)\b|"
        r"'s\s+(?:call|decision|say-?so|(?:written\s+)?(?:OK|okay|approval|sign-?off))\b|"
        r"\bask\s+[A-Z][\w'-]+|が決め|に相談|OKが出て|の(?:承認|許可|確認)"
    ),
    "only": re.compile(r"(?i)\bonly\b|のみ|だけ|に限る|以外"),
    "stays inside": re.compile(
        r"(?i)\bstays?\s+(?:in|inside|within|out|on)\b|\bnever\s+leaves?\b|\bleaves?\s+the\b|"
        r"外に出さ|出さない|外に出"
    ),
    "read-only": re.compile(r"(?i)read[- ]only|参照(?:だけ|のみ)|読み取り専用|見るだけ"),
    "hands off": re.compile(
        r"(?i)触らない|いじらない|手を(?:付け|出さ)ない|don'?t\s+touch|hands\s+off"
    ),
    "negation unread": re.compile(
        r"(?i)\b(?:doesn'?t|does\s+not|won'?t|isn'?t|aren'?t|not\s+by|nothing)\b|"
        r"[:\u2014\u2013-]\s*no\s+\w"
    ),
    "reason": re.compile(
        r"(?i)\b(?:because|since)\b|\s[\u2014\u2013]\s|\([^)]*\)\.?\s*$|ため|ので|から[。)]"
    ),
    "bullet": re.compile(r"^\s*(?:[-*+・]|\d+[.)])\s"),
    "note head": re.compile(r"^[^.。:：]{1,40}[:：=→]|\s(?:=|→)\s"),
}


def memory_lines(fixtures: Path, name: str) -> tuple[str, list[str]]:
    """The memory's type and its non-empty lines (headings left out)."""
    memory = memory_of(fixtures, name)
    if memory is None or isinstance(memory, Exception):
        return "", []
    lines = [
        unicodedata.normalize("NFKC", line).strip()
        for line in memory.body.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    return str(getattr(memory, "type", "")), lines


def stopping(line: str, name: str) -> bool:
    from memwell.recall.rules import parse_rules

    return any(r.strength in ("no-go", "ask") for r in parse_rules(line, name))


def shapes_of(line: str, kind: str) -> set[str]:
    found = {shape for shape, pattern in SHAPES.items() if pattern.search(line)}
    if kind == "reference":
        found.add("in a reference")
    return found or {"other"}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("load", type=Path, help="gate_causes.py --save reports")
    parser.add_argument("--show", help="list the unparsed lines of one shape")
    args = parser.parse_args(argv)
    calls: Counter[str] = Counter()
    groups: dict[str, set[str]] = defaultdict(set)
    uncited: Counter[str] = Counter()
    missed = 0
    for path in sorted(args.load.glob("*.json")):
        group = path.stem
        report = json.loads(path.read_text(encoding="utf-8"))
        for world, gate, fixtures in worlds_in(group):
            if world not in report:
                continue
            cited = {c.get("rule") for c in load_turns(gate) if c["expected"] != "go"}
            for wrong in report[world]["wrong"]:
                if wrong["expected"] == "go" or not wrong["cause"].startswith("rule not parsed"):
                    continue
                missed += 1
                kind, lines = memory_lines(fixtures, wrong["rule"] or "")
                shapes: set[str] = set()
                for line in lines:
                    if stopping(line, wrong["rule"] or ""):
                        continue
                    line_shapes = shapes_of(line, kind)
                    shapes |= line_shapes
                    if args.show and args.show in line_shapes:
                        print(f"{group} {wrong['id']} {wrong['rule']}: {line[:150]}")
                for shape in shapes:
                    calls[shape] += 1
                    groups[shape].add(group)
            # lines of memories no rule-breaking call cites: what a reading would misread
            for scope in ("user", "workspace"):
                for md in sorted((fixtures / scope).glob("*.md")):
                    if md.stem in cited:
                        continue
                    kind, lines = memory_lines(fixtures, md.stem)
                    for line in lines:
                        if not stopping(line, md.stem):
                            for shape in shapes_of(line, kind):
                                uncited[shape] += 1
    if args.show:
        return
    print(f"rule not parsed: {missed} rule-breaking calls\n")
    print("shape".ljust(18) + "calls  groups  lines in uncited memories")
    for shape in sorted(set(calls) | set(uncited), key=lambda s: -calls[s]):
        print(f"{shape:<18}{calls[shape]:>5}  {len(groups[shape]):>6}  {uncited[shape]:>6}")


if __name__ == "__main__":
    main()
