"""Rules read from memory text, and the test of one rule against one operation.

Trigger: the pre-execution gate holds an operation (from `recall.tool_calls`) and the
memories that might bear on it.

Why: a memory such as "never force-push to main" forbids one action on one object; the
earlier gate stopped any call that merely named a resource the rule mentions (every
`git push`). Here each sentence that states a rule becomes a `Rule`: its strength (never →
no-go; ask/confirm first → ask; "is fine" → allow, the sanctioned way; a preference →
advisory, never a stop), the verb classes it forbids, the objects it names, amount limits,
and the memory's subject (name, aliases, identifiers of its description) for rules that
name no object of their own ("Any DELETE: ask me first" in a memory about orders.sqlite).

Outcome: `parse_rules` (text + memory name in) → `Rule`s, each with its objects and targets
as phrases (see `recall.rule_roles`); `recall.rule_match.judge` tests one against an
operation. A rule fires only when the operation does what it forbids to what it names:
force-push is not push, SELECT is not DROP, a feature branch is not main.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Literal, TypeAlias

from memwell.lazy_patterns import lazy_compile
from memwell.recall.open_acts import open_act_spans, rule_open_acts
from memwell.recall.rule_commands import (
    command_verbs,
    quoted_commands,
    runs_a_verb,
    without_quotes,
)
from memwell.recall.rule_lending import lent_strengths, ruled_pieces
from memwell.recall.rule_limits import (
    STOPS,
    Limit,
    limit_spans,
    limits_in,
    said_before,
    say_so,
    stopping_side,
)
from memwell.recall.rule_notes import SAY_SO, say_so_asks
from memwell.recall.rule_only import (
    SELF_READS,
    agent_acts,
    marker_spans,
    only_way,
    plain_negation,
    way_of,
    way_reads,
)
from memwell.recall.rule_roles import split_roles, without_restated_verbs
from memwell.recall.rule_terms import CJK, memory_context, object_phrases
from memwell.recall.rule_vocab import (
    WILDCARDS,
    fold,
    noun_only,
    verb_spans,
    verbs_in,
)

Strength: TypeAlias = Literal["no-go", "ask", "allow", "advisory"]

_NO_GO_EN = lazy_compile(
    r"(?i)\b(?:never|must\s+not|mustn'?t|do\s+not|don'?t|should\s+not|shouldn'?t|may\s+not|"
    r"not\s+allowed(?:\s+to)?|forbidden(?:\s+to)?|prohibited|no\s+one\s+may|read-only)\b|"
    r"^\s*no\s+(?=[A-Z`])"
)
_ASK_EN = lazy_compile(
    r"(?i)\b(?:without\s+(?:asking|checking\s+with)(?:\s+me)?(?:\s+first)?|"
    r"without\s+(?:my\s+|explicit\s+|an?\s+|prior\s+)?(?:ok|okay|approval|confirmation|"
    r"sign[- ]?off|review|consent)(?:\s+(?:from|by)\s+\w+)?|"
    r"ask(?:ing)?\s+(?:me|us|the\s+user)(?:\s+(?:first|before))?|ask\s+first|stop\s+and\s+ask|"
    r"check\s+with\s+(?:[\w'-]+\s+(?:or|and)\s+)?(?:me|us|[A-Z][\w'-]*)(?:\s+first)?|"
    r"confirm\w*\s+(?:with\s+me|first)|tell\s+me\s+first|wait\s+for\s+my\s+(?:ok|okay|go)|"
    r"run\s+(?:it|them|this|that)\s+by\s+\w+|"
    r"(?:needs?|requires?)\s+[\w'-]+(?:'s)?\s+(?:or|and)\s+my\s+(?:ok|okay|approval)|"
    r"(?:needs?|requires?)\s+(?:my\s+|explicit\s+|an?\s+)?(?:ok|okay|approval|confirmation|"
    r"sign[- ]?off|review)(?:\s+(?:from|by)\s+\w+)?(?:\s+first)?|"
    r"(?:must\s+be\s+|be\s+)?(?:reviewed|approved)\s+by\s+\w+(?:\s+first)?|"
    r"approval\s+from\s+\w+(?:\s+first)?|show\s+me\s+(?:the\s+)?\w+|"
    r"i\s+(?:merge|decide|approve|sign\s+off))\b"
)
_ALLOW_EN = lazy_compile(
    r"(?i)\b(?:(?:is|are)\s+)?(?:fine|ok|okay|allowed)\b(?:\s+(?:anytime|without\s+asking))?|"
    r"\bcan\s+be\s+\w+\s+without\s+asking\b|\bno\s+need\s+to\s+ask\b"
)
_ADVISORY = lazy_compile(
    r"(?i)\b(?:prefer\w*|ideally|if\s+possible|try\s+to|rather)\b|できれば|なるべく|絶対ではない|"
    r"望ましい|したい"
)
_NO_GO_JA = lazy_compile(
    r"絶対に?(?!では)|禁止|してはいけない|してはならない|しないこと|ないこと|ないで(?:ください|下さい)?|"
    r"(?<![え])ない(?=[。、・）)\s]|$)|ダメ|だめ|読み取り専用|" + SELF_READS
)
_ASK_JA = lazy_compile(
    r"(?:必ず)?(?:私に)?(?:文面を)?確認(?:して|すること|を取(?:って|る|ること)|を得|をもら|が必要|してから)|"
    r"聞いてから|聞くこと|承認が必要|承認を(?:得|取)|レビュー必須|レビューが必要|一声かけ|一言|"
    r"許可を(?:取って|得て|もら)|"
    # "Xする前に(は)…確認/相談/見せて": what must happen before the action, said in any order
    r"前に(?:は)?[^。]*?(?:確認|相談|見せ|聞い|許可|承認)"
)
_ALLOW_JA = lazy_compile(
    r"(?:の|は)?(?:OK|大丈夫|してよい|していい|構わない|問題ない)|て(?:も)?(?:よい|いい|良い)(?![かの])"
)
_READ_ONLY = lazy_compile(r"(?i)\bread-only\b|読み取り専用|" + SELF_READS)
_AMOUNT_OVER = lazy_compile(
    r"(?i)(?:over|above|more\s+than|exceeding|>)\s*[¥$€£]?\s*(\d[\d,]*)|(\d[\d,]*)\s*円(?:以上|を超える|超)"
)
_AMOUNT_UNDER = lazy_compile(
    r"(?i)(?:under|below|less\s+than|<)\s*[¥$€£]?\s*(\d[\d,]*)|(\d[\d,]*)\s*円(?:未満|以下)"
)
# where a sentence breaks into clauses that each may state a rule of their own
_CONDITION = lazy_compile(
    r"(?i)\bby\s+hand\b|\bmanually\b|"
    r"\b(?:on\s+(?:an?\s+)?|at\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|"
    r"\bweekdays?\b|\bweekends?\b|\b(?:before|after|until)\s+\d{1,2}(?::\d\d)?\b|"
    r"手動|曜日|\d{1,2}:\d\dより前|\d{1,2}時(?:より前|以降|まで)"
)
_ONLY_VIA = lazy_compile(
    r"(?i)\b(?:only|always)\s+(?:via|through|using|by\s+running|with\s+the)\s+([^.;,]+)"
)
# 「価格は必ずSquareの商品ライブラリで変更」「在庫は本部システムからのみ」: the sanctioned way
_ONLY_VIA_JA = lazy_compile(
    r"必ず\s*([^、。，,()（）「」]+?)\s*(?:経由で|を通して|を使って|で)|"
    r"([^、。，,()（）「」はがを]+?)\s*(?:経由|から|で)(?:のみ|だけ)"
)
# a sentence that leads with the way to do it ("Use the Linear ticket", "Go through the portal")
_SANCTIONED_LEAD = lazy_compile(
    r"(?i)^\W*(?:instead\s*,?\s*)?(?:use|go\s+through|send\s+(?:it|them)\s+through)\b"
)
_SENTENCE = lazy_compile(r"(?<=[。!?])|(?<=[.;])\s+|\s+[\u2014\u2013]\s+")  # em/en dash
_DISJUNCT = lazy_compile(r"(?i)(,\s+or\s+|,\s+(?=(?:then|and\s+then|but)\b))")
_EXCLUSION = lazy_compile(
    r"(?i)\b(?:outside(?:\s+of)?|except(?:\s+for)?|other\s+than|apart\s+from|beyond|unless)\b[^.;,()]*"
)
# 「光葉社と Chris 以外に出さない」: those named before 以外 are who it may go to
_EXCLUSION_JA = lazy_compile(r"([^、。,，:：「」]+?)\s?以外(?:には|に|へ|で|の|は)?")
_QUANTIFIED = lazy_compile(r"(?i)^\s*(?:any|all|every|each)\b")


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule a memory states, in the terms a tool call is parsed into."""

    memory: str
    strength: Strength
    verbs: frozenset[str]
    objects: tuple[tuple[str, ...], ...]  # phrases; a phrase matches when all its terms do
    context: tuple[tuple[str, ...], ...]  # the memory's subject, for rules naming no object
    text: str
    amount_over: float | None = None
    amount_under: float | None = None
    # where the object goes or to whom ("to e-mail", 「業者に」): a phrase must match too
    targets: tuple[tuple[str, ...], ...] = ()
    others: bool = False  # "to third parties": anyone but the memory's subject
    # "other than the client's own portal", "except drafts": a call naming one is not ruled
    unless: tuple[tuple[str, ...], ...] = ()
    # the command lines the sentence quotes (`make deploy`): a call running one is ruled
    # by what the command is, whatever the sentence's words (`recall.rule_commands`)
    commands: tuple[tuple[str, ...], ...] = ()
    # "Over £150", 「10箱を超える」, "up to 7 days": where on a quantity the rule speaks
    limits: tuple[Limit, ...] = ()

    @property
    def via(self) -> tuple[tuple[str, ...], ...]:
        """The sanctioned way the rule names ("only via `make release`"): doing it so is fine."""
        return _via_of(self.text)

    @property
    def condition(self) -> str:
        """A condition the gate cannot check from the call ("by hand", "on Fridays")."""
        match = _CONDITION.search(self.text)
        return match.group(0) if match else ""

    def to_dict(self) -> dict[str, Any]:
        """Everything, so a rule parsed once can be stored and read back (`from_dict`)."""
        return {
            "memory": self.memory,
            "strength": self.strength,
            "verbs": sorted(self.verbs),
            "objects": [list(p) for p in self.objects],
            "context": [list(p) for p in self.context],
            "text": self.text,
            "amount_over": self.amount_over,
            "amount_under": self.amount_under,
            "targets": [list(p) for p in self.targets],
            "others": self.others,
            "unless": [list(p) for p in self.unless],
            "commands": [list(c) for c in self.commands],
            "limits": [limit.to_list() for limit in self.limits],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rule:
        strength = data["strength"]
        if strength not in ("no-go", "ask", "allow", "advisory"):
            raise ValueError(f"unknown rule strength {strength!r}")
        return cls(
            memory=str(data["memory"]),
            strength=strength,
            verbs=frozenset(str(v) for v in data["verbs"]),
            objects=tuple(tuple(str(t) for t in p) for p in data["objects"]),
            context=tuple(tuple(str(t) for t in p) for p in data["context"]),
            text=str(data["text"]),
            amount_over=data.get("amount_over"),
            amount_under=data.get("amount_under"),
            targets=tuple(tuple(str(t) for t in p) for p in data.get("targets", ())),
            others=bool(data.get("others", False)),
            unless=tuple(tuple(str(t) for t in p) for p in data.get("unless", ())),
            commands=tuple(tuple(str(t) for t in c) for c in data.get("commands", ())),
            limits=tuple(Limit.from_list(x) for x in data.get("limits", ())),
        )


@lru_cache(maxsize=8192)
def _via_of(text: str) -> tuple[tuple[str, ...], ...]:
    match = _ONLY_VIA.search(text)
    if match:
        return object_phrases(match.group(1))
    match = _ONLY_VIA_JA.search(text)
    if match:
        return object_phrases(match.group(1) or match.group(2))
    only = only_way(text)  # "through SeaClear only", 「店長だけが」
    return object_phrases(way_of(only)) if only else ()


# --- parsing ------------------------------------------------------------------------------


def parse_rules(
    text: str, memory: str, *, aliases: Sequence[str] = (), description: str = ""
) -> tuple[Rule, ...]:
    """The rules `text` (a memory's body, optionally its description first) states."""
    return _parse_cached(text, memory, tuple(aliases), description)


def limit_only(rule: Rule) -> bool:
    """A rule read from its limit alone (no verb): it applies where a call shows the value."""
    return not rule.verbs and bool(rule.limits) and rule.strength in STOPS


@lru_cache(maxsize=4096)
def _parse_cached(
    text: str, memory: str, aliases: tuple[str, ...], description: str
) -> tuple[Rule, ...]:
    context = memory_context(memory, aliases, description)
    rules: list[Rule] = []
    lines = [description] if description else []
    lines += _paragraph_lines(text)
    for raw in lines:
        raw = unicodedata.normalize("NFKC", raw)  # full-width ! ? ( ) : OK read as ASCII
        line = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+|\*\*|__", "", raw).strip()
        if not line or re.match(r"(?i)^(?:why|reason)\s*:", line):
            continue
        clauses = [c.strip() for c in _SENTENCE.split(line) if c and c.strip()]
        clauses = said_before(clauses)  # "over that": the line drawn the sentence before
        if not any(_strength(c) for c in clauses):
            continue  # most lines state no rule: skip the costlier reading
        parsed = [_clause(c) for c in clauses]
        # a marker naming no act is said of the line's acts (see `recall.rule_lending`)
        said = lent_strengths(clauses, parsed)
        parsed = [replace(r, strength=s) for r, s in zip(parsed, said, strict=True)]
        # a clause naming nothing speaks of its line's subject: the first clause with objects
        # ("originals/ — ... Read-only.", "上司：佐藤主任 … 私の代わりに送らないで")
        line_objects = next((r.objects for r in parsed if r.objects), ())
        previous: tuple[tuple[str, ...], ...] = ()
        act: _Reading | None = None  # the line's last clause naming an act
        for clause, reading in zip(clauses, parsed, strict=True):
            if reading.limits and not reading.verbs and reading.strength and act is not None:
                # "Any director can spend up to £150 … Over £150 needs a second director's
                # OK": the limit speaks of the act its line named before it
                reading = replace(
                    reading,
                    verbs=act.verbs,
                    objects=reading.objects or act.objects,
                    targets=reading.targets or act.targets,
                )
            act = reading if reading.verbs else act
            if reading.pronoun and previous:
                # "Never upload grade sheets … Never attach them to e-mail": them = the sheets
                reading = replace(
                    reading, objects=previous, targets=reading.objects + reading.targets
                )
            previous = reading.objects or previous
            if reading.strength is None:
                continue
            if reading.open_verbs:
                # read beside the clause's other rules, never instead of them: a marker
                # lent to its line's acts and a verbless reading stay as they were
                rules.append(
                    _open_rule(clause, memory, reading.strength, reading, line_objects, context)
                )
            named, illustrating = quoted_commands(clause)
            if illustrating and not reading.verbs:
                # 「中身を表示しないこと（`cat`、`less`）」: the commands say what is done, of
                # the memory's subject (their program alone, so the subject must match)
                named += tuple(c[:1] for c in illustrating)
            elif illustrating:
                # "never force-push (`git push --force`) to main" says of what in words; in
                # 「コミットしない（`git add .env` 禁止）」 only the command does
                bare = _clause(without_quotes(clause))
                named += () if bare.objects or bare.targets else illustrating
            if named:
                # "ask me before running `make deploy`": the command itself is ruled, with
                # what it does as the rule's verbs when the words name none
                verbs = command_verbs(named) or reading.verbs
                rules.append(
                    Rule(memory, reading.strength, verbs, (), context, clause, commands=named)
                )
            if not reading.verbs and not (reading.limits and reading.strength in STOPS):
                # "We don't discount more than 10%": no verb we read, but the limit says
                # which calls it is about (those whose value in its unit breaks it)
                continue
            rules.extend(
                _disjuncts(clause, memory, reading.strength, reading, line_objects, context)
            )
    return tuple(rules)


_LIST_ITEM = lazy_compile(r"^\s*(?:[-*+]|\d+[.)]|#+)\s")
_LINE_END = lazy_compile(r"[.!?。！？:：)）]\s*$")


def _paragraph_lines(text: str) -> list[str]:
    """Lines as sentences run: a line Markdown soft-wraps mid-sentence ("… sending an
    invoice or" / "a deposit refund — show me first") is joined to the next."""
    out: list[str] = []
    for line in text.splitlines():
        if (
            out
            and line.strip()
            and out[-1].strip()
            and not _LIST_ITEM.match(line)
            and not _LINE_END.search(out[-1])
            and not out[-1].lstrip().startswith("#")
        ):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
    return out


@dataclass(frozen=True, slots=True)
class _Reading:
    """One clause read: strength, verbs, objects and targets (see `recall.rule_roles`)."""

    strength: Strength | None
    verbs: frozenset[str]
    objects: tuple[tuple[str, ...], ...]
    amounts: tuple[float | None, float | None]
    targets: tuple[tuple[str, ...], ...] = ()
    others: bool = False
    pronoun: bool = False
    unless: tuple[tuple[str, ...], ...] = ()
    limits: tuple[Limit, ...] = ()
    # "never reveal reviewer names": a verb outside the table, its own act (`recall.open_acts`)
    open_verbs: frozenset[str] = frozenset()


def _split_list(clause: str) -> list[str]:
    """ "before rebooting, running apt upgrade, or changing nginx config": a list of verb
    phrases, each its own rule; a list whose parts are not all verb phrases stays whole."""
    parts = [p for p in re.split(r"(?i),\s+(?:(?:and|or)\s+)?", clause) if p.strip()]
    if len(parts) > 2 and all(verbs_in(p) for p in parts):
        return parts
    split = _DISJUNCT.split(clause)
    return [p for p in split[::2] if p.strip()]


def _disjuncts(
    clause: str,
    memory: str,
    strength: Strength,
    reading: _Reading,
    line_objects: tuple[tuple[str, ...], ...],
    context: tuple[tuple[str, ...], ...],
) -> list[Rule]:
    """ "Any DELETE, or changing totals: ask me first" is two rules with one strength; in
    "never drop, truncate or reset a database" the object at the end is shared."""
    parts = _split_list(clause)
    out: list[Rule] = []
    if len(parts) > 1:
        # "a, or b" share a trailing object; "steps, then I merge": only the marked step rules
        seps = _DISJUNCT.split(clause)[1::2]
        coordinated = len(parts) > 2 or all("or" in fold(sep) for sep in seps)
        pieces = [(p, _clause(p, strength)) for p in parts]
        ruled = ruled_pieces(pieces, [_strength(p) for p in parts], coordinated=coordinated)
        own = [r.objects for _, r in pieces[:-1] if r.objects]
        # a bare verb shares the object at the end ("drop, truncate or reset a database")
        # unless the other parts name objects of their own ("rebooting, running apt upgrade")
        shared = pieces[-1][1].objects if coordinated and not own else ()
        for (piece, part), said in zip(pieces, ruled, strict=True):
            if not part.verbs or not said:
                continue
            objects = part.objects
            if not objects and not part.targets and not _quantified(piece):
                objects = shared
            out.append(
                Rule(
                    memory,
                    strength,
                    part.verbs,
                    objects,
                    context,
                    clause,
                    *reading.amounts,
                    targets=part.targets,
                    others=part.others,
                    unless=part.unless or reading.unless,
                    limits=stopping_side(reading.limits, strength),
                )
            )
        if out or not all(ruled):
            return out  # a piece the marker is not said of: the sentence is not read whole
    objects = reading.objects
    if not objects and not reading.targets and not _quantified(clause):
        objects = tuple(p for p in line_objects if p not in objects)
    return [
        Rule(
            memory,
            strength,
            reading.verbs,
            objects,
            context,
            clause,
            *reading.amounts,
            targets=reading.targets,
            others=reading.others,
            unless=reading.unless,
            limits=stopping_side(reading.limits, strength),
        )
    ]


def _open_rule(
    clause: str,
    memory: str,
    strength: Strength,
    reading: _Reading,
    line_objects: tuple[tuple[str, ...], ...],
    context: tuple[tuple[str, ...], ...],
) -> Rule:
    """The rule of a clause's verbs outside the table, on what the clause names."""
    objects = reading.objects
    if not objects and not reading.targets and not _quantified(clause):
        objects = line_objects
    return Rule(
        memory,
        strength,
        reading.open_verbs,
        objects,
        context,
        clause,
        *reading.amounts,
        targets=reading.targets,
        others=reading.others,
        unless=reading.unless,
        limits=stopping_side(reading.limits, strength),
    )


def _clause(clause: str, strength: Strength | None = None) -> _Reading:
    """Strength, verbs, object and target phrases and amount limits of one clause."""
    markers: list[tuple[int, int]] = []
    found = strength or _strength(clause)
    for pattern in (_ASK_EN, _ASK_JA, SAY_SO, _ALLOW_EN, _ALLOW_JA, _NO_GO_EN, _NO_GO_JA):
        markers.extend(m.span() for m in pattern.finditer(clause))
    markers.extend(m.span() for m in _ADVISORY.finditer(clause))
    amounts: list[float | None] = []
    for pattern in (_AMOUNT_OVER, _AMOUNT_UNDER):
        match = pattern.search(clause)
        amounts.append(
            float((match.group(1) or match.group(2)).replace(",", "")) if match else None
        )
        if match:
            markers.append(match.span())
    markers += limit_spans(clause)  # with who says yes past the line: no object
    markers += marker_spans(clause)  # "only" and its way, a plain negation
    for pattern in (_ONLY_VIA, _ONLY_VIA_JA):
        markers.extend(m.span() for m in pattern.finditer(clause))  # the way, not the object
    rest = _blank(clause, markers)
    # a path's segments are not verbs ("/srv/share" shares nothing)
    paths = [m.span() for m in _ABSOLUTE_PATH.finditer(clause)]
    wording, whole = _blank(rest, paths), _blank(clause, paths)
    # "can be sent without asking": the verb sits inside the marker
    verbs = agent_acts(clause) or set(verbs_in(wording) or verbs_in(whole))
    # "never put it in mails to the members list": no verb we know is forbidden here
    nouns = frozenset(noun_only(wording, verbs))
    verbs -= nouns | way_reads(clause)  # a way restricted: reading it is no act
    if "run" in verbs and len(verbs) > 1 and runs_a_verb(wording):
        verbs.discard("run")  # "never run DELETE or DROP": what is run is what is forbidden
    if _READ_ONLY.search(clause):  # reading is what it leaves free (「私は参照だけ」)
        verbs = (verbs - {"read"}) | {"edit", "write", "overwrite", "delete", "move"}
    if found == "ask" and re.search(r"(?i)\bi\s+merge\b", clause):
        verbs.add("merge")
    if not verbs and _NO_GO_EN.match(clause) and re.match(r"(?i)^\s*no\s", clause):
        verbs = {"add"}  # "No Google Analytics": adding or using it
    # "outside the Pi", "except drafts": where the rule does not apply names no object
    exclusions = [m.span() for m in _EXCLUSION.finditer(rest)]
    # what is excepted, by its head noun ("the client's own portal" → portal)
    unless = tuple(
        dict.fromkeys(
            excepted[-1][-1:]
            for m in _EXCLUSION.finditer(rest)
            if (excepted := object_phrases(m.group(0)))
        )
    )
    if CJK.search(rest):
        # 「光葉社と Chris(レタラー)以外に」: each one named is excepted, and 以外 is no place
        spared = list(_EXCLUSION_JA.finditer(rest))
        exclusions += [m.span() for m in spared]
        unless += tuple(dict.fromkeys(p[-1:] for m in spared for p in object_phrases(m.group(1))))
    # verbs found in the whole clause: 「直接発注しないこと」 is a verb before its marker
    verb_at = verb_spans(wording, nouns)
    if found in STOPS:
        verb_at += open_act_spans(clause)
    if CJK.search(clause):
        verb_at += verb_spans(whole, nouns)
    asides = _asides(clause, markers, verb_at)
    conditions = [m.span() for m in _CONDITION.finditer(rest)]  # "on Fridays" is not a place
    roles = split_roles(
        _blank(rest, [*verb_at, *exclusions, *asides, *conditions]),
        placing=verbs <= {"put", "write", "add"} and "put" in verbs,
    )
    # 「価格の変更は確認」: 変更 restates the rule's own verb (edit); what is changed is 価格
    objects = without_restated_verbs(object_phrases(roles.object_text), verbs)
    targets = object_phrases(roles.target_text) if roles.target_text else ()
    return _Reading(
        found,
        frozenset(verbs),
        objects,
        (amounts[0], amounts[1]),
        targets,
        roles.others,
        roles.pronoun,
        unless,
        limits_in(clause),
        rule_open_acts(clause) if found in STOPS else frozenset(),
    )


# a path, or a branch pattern ("release/*", "draft/ch03"): its segments are not verbs
_ABSOLUTE_PATH = lazy_compile(r"(?<![\w.])[~/]?[\w.\-*]*/[\w.\-/*]*")
_PARENTHESIS = lazy_compile(r"[(（][^()（）]*[)）]")


def _asides(
    clause: str, markers: Sequence[tuple[int, int]], verbs: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Parentheses that name no object: a command that illustrates the verb ("force-push
    (`git push --force`)"), or a reason after a Japanese clause's final marker
    (「共有しないこと(契約上、北村さんからの依頼)」)."""
    out = []
    marker_end = max((end for _, end in markers), default=-1)
    last_verb = max((start for start, _ in verbs), default=-1)
    for match in _PARENTHESIS.finditer(clause):
        start = match.start()
        after_verb = any(not clause[end:start].strip() for _, end in verbs if end <= start)
        illustrates = after_verb and "`" in match.group(0)
        reason = bool(CJK.search(clause)) and last_verb < marker_end <= start
        if illustrates or reason:
            out.append(match.span())
    return out


def states_rule(text: str) -> bool:
    """Whether any clause of `text` states a rule (never, ask first, is fine, prefer)."""
    return any(_strength(c) for c in _SENTENCE.split(text) if c and c.strip())


def _strength(clause: str) -> Strength | None:
    if re.search(
        r"(?i)^\s*(?:what|how|which|where|when)\b|\bwhat\s+(?:may|can|is|to|needs?|requires?)\b",
        clause,
    ):
        return None  # describes a memory ("what may and may not be changed"), states no rule
    if _SANCTIONED_LEAD.match(clause) and not (_NO_GO_EN.search(clause) or _ASK_EN.search(clause)):
        # "Never paste user data into Slack. Use the Linear ticket instead.": the second
        # sentence names the sanctioned way; it forbids nothing, whatever marker the line has
        return "advisory"
    allow = _ALLOW_EN.search(clause)
    if (
        allow
        and re.search(r"(?i)without\s+asking|no\s+need", clause)
        and not _NO_GO_EN.search(clause)
    ):
        return "allow"  # "is fine without asking", "can be sent without asking"
    ask = _ASK_EN.search(clause) or _ASK_JA.search(clause) or say_so_asks(clause)
    if not ask and limits_in(clause):
        ask = say_so(clause)
    if ask and fold(ask.group(0)).startswith("without"):
        return "ask"  # "never ... without confirmation" asks
    without_allow = _ALLOW_JA.sub(" ", clause)
    if _NO_GO_EN.search(clause) or _NO_GO_JA.search(without_allow) or plain_negation(clause):
        if _ADVISORY.search(clause) and "絶対ではない" in clause:
            return "advisory"
        return "no-go"
    if ask:
        return "ask"
    if _ONLY_VIA.search(clause) or _ONLY_VIA_JA.search(clause) or only_way(clause):
        return "no-go"  # "deploys only via the pipeline": any other way is not allowed
    if _ALLOW_EN.search(clause) or _ALLOW_JA.search(clause):
        return "allow"
    if _ADVISORY.search(clause):
        return "advisory"
    return None


def _quantified(clause: str) -> bool:
    """ "any DELETE", "anything to a customer": the rule covers all of its memory's subject."""
    words = {fold(w) for w in re.findall(r"[\w']+", clause)}
    role = re.search(
        r"(?i)\b(?:a|an|any|every|each|all)\s+(?:customer|client|user|person)s?\b", clause
    )
    return bool(_QUANTIFIED.match(clause) or words & WILDCARDS or role)


def _blank(text: str, spans: Sequence[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        for i in range(start, end):
            chars[i] = " "
    return "".join(chars)
