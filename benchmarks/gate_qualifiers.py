"""What an object's qualifiers decide for the rules whose act is not read, counted per group.

A line whose stopping marker the rule model hears but whose act it does not read ("Live
keys (pk_live_/sk_live_) never in code, issues or docs", 「輸入大豆のロットには絶対つけない」)
yields no rule at all. Read as forbidding any act but looking on what it names, such a line
stops about as many benign calls as misses; the premise counted here is that the benign
twin differs by a word that narrows the object (a live key against a test key, an imported
lot against a Hokkaido lot), which a reading requiring it would tell apart. This benchmark
carries that reading itself (the
library does not: measured on the gate, it did not pay; docs/benchmarks.md, "Gate: a
qualifier-aware object for the rules whose act is not read"):

* the clause's object is read as listed things, each one phrase of all the words that
  narrow it ("door / alarm / lockbox codes" → door codes, alarm codes, lockbox codes), or a
  name its parenthesis or backticks give (`pk_live_`); a lone word that is no name narrows
  nothing, and the clause is not read;
* what follows the marker, when the subject precedes it ("never in code, issues or docs"),
  is where the thing must not go: one of those the call must meet too;
* a clause with a condition, a state, a window or a quantity's side ("once certified",
  "below MAP", 「開館中は」, "…まで"), under a heading that says when ("Suspected plagiarism:
  never email the student"), with no act at all ("Never the full list."), or naming where
  in Japanese (「MR2では撮らない」) is not read: the object cannot tell its twin;
* after a clause of its line that names an act, the clause speaks of that act.

Then, for every call the gate gets wrong at the start (a rule-breaking call let through, a
benign call allowed), which such rule of the world's memories would meet it, and how:

* qualified: a call's value names one object phrase with every word that narrows it (the
  matcher's `named` reading: all of the phrase's words, one of them a value the call acts on);
* head only: the call names a phrase's head noun but not all its qualifiers;
* broad only: neither, but the matcher's looser readings meet it (the object's kind with the
  memory's subject named, the tool's name, a target it cannot tell);
* none.

A call counts under the first class any rule reaches. "head only" and "broad only" are what
requiring the qualifiers decides: the misses it leaves, against the false stops it spares.
It reads the memories directly (not the gate's retrieval, sanctioned ways, dates or states),
so it bounds what the reading can move; `gate_causes.py` measures the gate itself.

    python benchmarks/gate_causes.py --save runs/ corpus_a … world_ab    # the start
    python benchmarks/gate_qualifiers.py runs/
    python benchmarks/gate_qualifiers.py runs/ --show qualified --groups corpus_q

Name development groups only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import worlds_in
from gate_corpus import memory_of
from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_terms import CJK, object_phrases
from recall_eval import load_turns

CLASSES = ("qualified", "head only", "broad only", "none")
_NAMED_HOW = ("named", "path")  # the matcher's readings of a value the call acts on

_PARENTHESIS = lazy_compile(r"[(（]([^()（）]*)[)）]")
# a name inside a parenthesis: an identifier with a mark a word lacks (`pk_live_`, DC-, H-)
_NAMED = lazy_compile(r"`[^`]+`|\b[\w.]*[_\-/.:][\w.\-/:]*|\b[A-Z]{2,}\b")
# "never offer 0% financing", "Don't close issues": the word the marker negates is its act
_SUBJECT_END = lazy_compile(
    r"(?i)\s(?:is|are|was|were|go|goes|get|gets|must|can|should|will|only|may|needs?)\b|[,:;：、]"
)
_PLACE = lazy_compile(
    r"(?:\s*(?:ever|again|go|goes|be|get|out|up)\b)*\s*(?:(?i:in|on|to|into|onto|at|via|through|by|"
    r"from|with|for|anywhere)\b|[A-Z`])"
)
# "…, even if we find stock", "…, no matter how behind we are": a condition, not a place
_CONDITION_TAIL = lazy_compile(
    r"(?i)[,(]\s*(?:even|if|unless|when|because|since|so|but|no\s+matter|not|that|including)\b|\s[(（]"
)
# "boards over 8'": a quantity's side is the limit readers' (`recall.rule_limits`), no word
_COMPARISON = lazy_compile(
    r"(?i)\b(?:over|under|above|below|more\s+than|less\s+than|at\s+least|up\s+to)\s+\S*\d\S*"
)
# "once certified", "below MAP", 「開館中は」: a condition, a state or a quantity's side
_CONDITIONED = lazy_compile(
    r"(?i)\b(?:once|when|whenever|while|during|(?<!even\s)if|unless|without|until|before|"
    r"after|except|by\s+hand|manually|below|above|over|under|more\s+than|less\s+than)\b|"
    r"\d{1,2}:\d\d|中は|ときは|時は|場合|なら|まで|前に|以降|以外"
)
_PREPOSITION = lazy_compile(
    r"(?i)\s(?:out\s+of|to|into|onto|on|in|at|via|through|by|from|with|for)\s"
)
_LEADING_CAPITAL = lazy_compile(r"^\W*[A-Z][a-z]+\b")
_IDENTIFIER = lazy_compile(r"[\d_@./:]|\w-$")  # `pk_live_`, acme-ml-raw, "DC-": a name whole
_QUOTED = lazy_compile(r"`([^`]+)`")
_OF = lazy_compile(r"(?i)\s+of\s+(?:the\s+|our\s+|a\s+|an\s+)?")
_LIST_SEPARATOR = lazy_compile(
    r"(?i)\s*/\s+|\s+/\s*|,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+|・|、|や"
)
_TOPIC = lazy_compile(r"[:：]\s*$")
_DETERMINERS = frozenset({"the", "a", "an", "any", "anything", "our", "their", "your"})
# 「MR2(3T)では撮ら」: a place marked で before the verb's stem (not ので, "because")
_WHERE_JA = lazy_compile(r"(?<!の)(?:で|では|でも)\s*[^\s、。をはがにで]*$")
_NEGATED_WORD = lazy_compile(r"^\s*(?:ever\s+|again\s+|directly\s+|just\s+|even\s+)*([a-z][\w'-]*)")


# --- the reading of one clause -------------------------------------------------------


def qualified_object(
    clause: str, marker_start: int, marker_end: int
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]] | None:
    """The clause's objects, each a noun group with the words that narrow it (or a name its
    parenthesis gives), and its targets; None when nothing the clause names is narrowed."""
    if _CONDITIONED.search(clause):
        return None  # "once certified", 「開館中は」: a condition, not the object, tells the twin
    before, after = clause[:marker_start], clause[marker_end:]
    # "hard case only, never a gig bag": a marker opening its own part names its own object
    fresh = before.rstrip().endswith(",") and not _PLACE.match(after)
    if _TOPIC.search(before) and _own_object(after):
        # "Suspected plagiarism: never email the student": the heading names when, and the
        # act's own object is what the clause forbids, said with a verb the model lacks
        return None
    if _content(before) and not fresh:
        # "Discontinued SKUs (DC-) are never …", "Photos of children go only into …": the
        # subject is the noun group before its verb; what the clause says of it is no object
        end = _SUBJECT_END.search(before)
        subject = before[: end.start()] if end else before
        if _WHERE_JA.search(subject):
            return None  # 「MR2(3T)では撮らない」: where it is done, not what it is done to
        # "never in code, issues or docs", "never UPS Ground": where it must not go; a word
        # the marker negates ("are never re-listed", 「絶対つけない」) is the unread act
        place = after if _PLACE.match(after) and not CJK.search(after) else ""
    else:
        # "Never hand our patron list to another company": after the act, what, then where
        negated = _NEGATED_WORD.match(after)
        if negated and negated.group(1).lower() in _DETERMINERS:
            return None  # "Never the full list.": no act at all, the line's before it is
        rest = after[negated.end() :] if negated else after
        split = _PREPOSITION.search(rest)
        subject, place = (rest[: split.start()], rest[split.start() :]) if split else (rest, "")
    place = _CONDITION_TAIL.split(place, maxsplit=1)[0]
    names = tuple(
        (part,)
        for inner in _PARENTHESIS.findall(subject)
        for name in _NAMED.findall(inner)
        for part in name.strip("`").lower().split("/")
        if len(part.strip("-_.:")) >= 2
    )
    names += tuple((q.lower(),) for q in _QUOTED.findall(subject))  # `security`: a name
    words = _COMPARISON.sub(" ", _PARENTHESIS.sub(" ", _QUOTED.sub(" ", subject)))
    words = _OF.sub(" ", words)  # "photos of children" is one thing, narrowed
    # "Live keys never …": a sentence's first capital is no name, the word narrows the noun
    words = _LEADING_CAPITAL.sub(lambda m: m.group(0).lower(), words, count=1)
    objects = tuple(dict.fromkeys((*_narrowed(words), *names)))
    if not objects:
        return None  # nothing narrows the object: every twin of the call would meet it
    targets = object_phrases(_PARENTHESIS.sub(" ", place)) if _content(place) else ()
    return objects, targets


def _narrowed(words: str) -> list[tuple[str, ...]]:
    """Each listed thing as one phrase of all its words ("full-refresh fct_orders", "raw
    customer emails / phone numbers"); a bare word before the list's last noun shares it
    ("door / alarm / lockbox codes"); a lone word that is no name narrows nothing."""
    items = [object_phrases(item) for item in _LIST_SEPARATOR.split(words) if item.strip()]
    merged = [tuple(dict.fromkeys(t for p in item for t in p)) for item in items]
    merged = [m for m in merged if m]
    head = merged[-1][-1:] if merged and len(merged[-1]) > 1 else ()
    out = []
    for phrase in merged:
        if len(phrase) == 1 and not _IDENTIFIER.search(phrase[0]):
            phrase = (*phrase, *head) if head and phrase != head else phrase
        if len(phrase) > 1 or _IDENTIFIER.search(phrase[0]):
            out.append(phrase)
    return out


def _own_object(after: str) -> bool:
    """Whether the words after the marker name a thing past the act they negate."""
    negated = _NEGATED_WORD.match(after)
    rest = _CONDITION_TAIL.split(after[negated.end() :] if negated else after, maxsplit=1)[0]
    return bool(object_phrases(rest))


def _content(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]", _PARENTHESIS.sub(" ", text)))


# --- the rules such lines would state ----------------------------------------------


def act_unread_rules(fixtures: Path) -> list[tuple[Any, str]]:
    """(rule, its memory's text) for every clause of a world's memories that carries a
    stopping marker, names no act the verb table reads, and whose object is narrowed."""
    from memwell.recall import rules as model
    from memwell.recall.rule_commands import quoted_commands
    from memwell.recall.rule_limits import STOPS
    from memwell.recall.rule_notes import SAY_SO
    from memwell.recall.rule_only import plain_negation
    from memwell.recall.rule_terms import memory_context
    from memwell.recall.rule_vocab import VERB_CLASSES

    every = frozenset(VERB_CLASSES) - {"read", "run", "access"}  # any act that changes
    markers = (model._NO_GO_EN, model._NO_GO_JA, model._ASK_EN, model._ASK_JA, SAY_SO)
    out = []
    for scope in ("user", "workspace"):
        for md in sorted((fixtures / scope).glob("*.md")):
            memory = memory_of(fixtures, md.stem)
            if memory is None or isinstance(memory, Exception):
                continue
            text = f"{memory.description}\n{memory.body}"
            context = memory_context(memory.name, tuple(memory.aliases), memory.description)
            for raw in [memory.description, *model._paragraph_lines(memory.body)]:
                line = unicodedata.normalize("NFKC", raw)
                line = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+|\*\*|__", "", line).strip()
                act = None  # the line's last clause naming an act
                for clause in (c.strip() for c in model._SENTENCE.split(line) if c and c.strip()):
                    reading = model._clause(clause)
                    if reading.verbs:
                        act = reading
                        continue
                    if reading.strength not in STOPS or reading.limits:
                        continue
                    if any(quoted_commands(clause)):
                        continue  # a quoted command is read as the rule's act already
                    spans = [m.span() for p in markers if (m := p.search(clause))]
                    spans += [m.span() for m in (plain_negation(clause),) if m]
                    read = qualified_object(clause, *min(spans)) if spans else None
                    if read is None:
                        continue
                    objects, targets = read
                    rule = model.Rule(
                        memory.name,
                        reading.strength,
                        act.verbs if act else every,
                        objects,
                        context,
                        clause,
                        targets=targets or (act.targets if act else ()),
                        unless=reading.unless,
                    )
                    out.append((rule, text))
    return out


def reach(rules: list[tuple[Any, str]], action: dict[str, Any]) -> tuple[str, Any]:
    """The first class of `CLASSES` any rule meets the call by, with that rule."""
    from memwell.recall.rule_match import judge
    from memwell.recall.tool_calls import parse_call, split_call

    tool, tool_input = split_call(action)
    ops = parse_call(tool, tool_input, branch_of=lambda _cwd: None)
    found: dict[str, Any] = {}
    for rule, text in rules:
        heads = tuple(dict.fromkeys(p[-1:] for p in rule.objects))
        for op in ops:
            match = judge(rule, op, text)
            head = judge(replace(rule, objects=heads), op, text)
            if match is not None and match.how in _NAMED_HOW:
                found.setdefault("qualified", rule)
            elif head is not None and head.how in _NAMED_HOW:
                found.setdefault("head only", rule)
            elif match is not None:
                found.setdefault("broad only", rule)
    for name in CLASSES[:-1]:
        if name in found:
            return name, found[name]
    return "none", None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("load", type=Path, help="gate_causes.py --save reports of the start")
    parser.add_argument("--groups", nargs="*", help="only these groups")
    parser.add_argument("--show", choices=CLASSES[:-1], help="list the calls of one class")
    args = parser.parse_args(argv)
    missed: dict[str, Counter[str]] = defaultdict(Counter)
    own: Counter[str] = Counter()  # misses met by a rule of the call's labelled memory
    spared: dict[str, Counter[str]] = defaultdict(Counter)
    for path in sorted(args.load.glob("*.json")):
        group = path.stem
        if args.groups and group not in args.groups:
            continue
        report = json.loads(path.read_text(encoding="utf-8"))
        for world, gate, fixtures in worlds_in(group):
            if world not in report:
                continue
            wrong = {w["id"]: w for w in report[world]["wrong"]}
            rules = act_unread_rules(fixtures)
            for call in load_turns(gate):
                benign = call["expected"] == "go"
                miss = wrong.get(call["id"], {}).get("got") == "go"
                if not (miss or (benign and call["id"] not in wrong)):
                    continue  # stopped already, or a false stop already
                kind, rule = reach(rules, call["action"]) if rules else ("none", None)
                (spared if benign else missed)[group][kind] += 1
                labelled = rule is not None and rule.memory == call.get("rule")
                own[kind] += not benign and labelled
                if args.show == kind:
                    label = "benign" if benign else "miss" + (" (its memory)" if labelled else "")
                    print(f"{group} {call['id']} {label}: {rule.text[:110]}")
    if args.show:
        return
    print("start's misses (m) and benign calls allowed (b) an act-unread rule meets, by how\n")
    print("group".ljust(14) + "".join(f"{c:>16}" for c in CLASSES[:-1]))
    total_m: Counter[str] = Counter()
    total_b: Counter[str] = Counter()
    for group in sorted(set(missed) | set(spared)):
        total_m.update(missed[group])
        total_b.update(spared[group])
        cells = "".join(
            f"{f'{missed[group][c]} m / {spared[group][c]} b':>16}" for c in CLASSES[:-1]
        )
        print(group.ljust(14) + cells)
    cells = "".join(f"{f'{total_m[c]} m / {total_b[c]} b':>16}" for c in CLASSES[:-1])
    print("all".ljust(14) + cells)
    print("of the misses, met by a rule of the call's own labelled memory".ljust(14))
    print("".ljust(14) + "".join(f"{f'{own[c]} m':>16}" for c in CLASSES[:-1]))
    print(
        f"\nmisses {sum(total_m.values())}, benign allowed {sum(total_b.values())}; "
        "requiring the qualifiers decides the 'head only' and 'broad only' columns"
    )


if __name__ == "__main__":
    main()
