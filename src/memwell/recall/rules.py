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

Outcome: `parse_rules` (text + memory name in) and `judge` (rule + operation in, a
`RuleMatch` or None out). A rule fires only when the operation does what it forbids to
what it names: force-push is not push, SELECT is not DROP, a feature branch is not main.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, TypeAlias

from memwell.recall.operations import Operation
from memwell.recall.rule_roles import split_roles
from memwell.recall.rule_terms import CJK, IDENTIFIER, object_phrases, object_terms
from memwell.recall.rule_vocab import (
    FILE_KINDS,
    IMPLIES,
    WILDCARDS,
    fold,
    keys_of,
    noun_only,
    verb_spans,
    verbs_in,
)
from memwell.tokens import singular

Strength: TypeAlias = Literal["no-go", "ask", "allow", "advisory"]

_NO_GO_EN = re.compile(
    r"(?i)\b(?:never|must\s+not|mustn'?t|do\s+not|don'?t|should\s+not|shouldn'?t|may\s+not|"
    r"not\s+allowed(?:\s+to)?|forbidden(?:\s+to)?|prohibited|no\s+one\s+may|read-only)\b|"
    r"^\s*no\s+(?=[A-Z`])"
)
_ASK_EN = re.compile(
    r"(?i)\b(?:without\s+(?:asking|checking\s+with)(?:\s+me)?(?:\s+first)?|"
    r"without\s+(?:my\s+|explicit\s+|an?\s+|prior\s+)?(?:ok|okay|approval|confirmation|"
    r"sign[- ]?off|review|consent)(?:\s+(?:from|by)\s+\w+)?|"
    r"ask(?:ing)?\s+(?:me|us|the\s+user)(?:\s+(?:first|before))?|ask\s+first|stop\s+and\s+ask|"
    r"check\s+with\s+me(?:\s+first)?|confirm\w*\s+(?:with\s+me|first)|"
    r"(?:needs?|requires?)\s+(?:my\s+|explicit\s+|an?\s+)?(?:ok|okay|approval|confirmation|"
    r"sign[- ]?off|review)(?:\s+(?:from|by)\s+\w+)?(?:\s+first)?|"
    r"(?:must\s+be\s+|be\s+)?(?:reviewed|approved)\s+by\s+\w+(?:\s+first)?|"
    r"approval\s+from\s+\w+(?:\s+first)?|show\s+me\s+(?:the\s+)?\w+|"
    r"i\s+(?:merge|decide|approve|sign\s+off))\b"
)
_ALLOW_EN = re.compile(
    r"(?i)\b(?:(?:is|are)\s+)?(?:fine|ok|okay|allowed)\b(?:\s+(?:anytime|without\s+asking))?|"
    r"\bcan\s+be\s+\w+\s+without\s+asking\b|\bno\s+need\s+to\s+ask\b"
)
_ADVISORY = re.compile(
    r"(?i)\b(?:prefer\w*|ideally|if\s+possible|try\s+to|rather)\b|できれば|なるべく|絶対ではない|"
    r"望ましい|したい"
)
_NO_GO_JA = re.compile(
    r"絶対に?(?!では)|禁止|してはいけない|してはならない|しないこと|ないこと|ないで(?:ください|下さい)?|"
    r"(?<![え])ない(?=[。、・）)\s]|$)|ダメ|だめ|読み取り専用"
)
_ASK_JA = re.compile(
    r"(?:必ず)?(?:私に)?(?:文面を)?確認(?:して|すること|を取(?:って|る|ること)|を得|をもら|が必要|してから)|"
    r"聞いてから|聞くこと|承認が必要|承認を(?:得|取)|レビュー必須|レビューが必要|"
    r"許可を(?:取って|得て|もら)|"
    # "Xする前に(は)…確認/相談/見せて": what must happen before the action, said in any order
    r"前に(?:は)?[^。]*?(?:確認|相談|見せ|聞い|許可|承認)"
)
_ALLOW_JA = re.compile(
    r"(?:の|は)?(?:OK|大丈夫|してよい|していい|構わない|問題ない)|て(?:も)?(?:よい|いい|良い)(?![かの])"
)
_READ_ONLY = re.compile(r"(?i)\bread-only\b|読み取り専用")
_AMOUNT_OVER = re.compile(
    r"(?i)(?:over|above|more\s+than|exceeding|>)\s*[¥$€£]?\s*(\d[\d,]*)|(\d[\d,]*)\s*円(?:以上|を超える|超)"
)
_AMOUNT_UNDER = re.compile(
    r"(?i)(?:under|below|less\s+than|<)\s*[¥$€£]?\s*(\d[\d,]*)|(\d[\d,]*)\s*円(?:未満|以下)"
)
# where a sentence breaks into clauses that each may state a rule of their own
_CONDITION = re.compile(
    r"(?i)\bby\s+hand\b|\bmanually\b|\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|"
    r"\bweekdays?\b|\bweekends?\b|\b(?:before|after|until)\s+\d{1,2}(?::\d\d)?\b|"
    r"手動|曜日|\d{1,2}:\d\dより前|\d{1,2}時(?:より前|以降|まで)"
)
_ONLY_VIA = re.compile(
    r"(?i)\b(?:only|always)\s+(?:via|through|using|by\s+running|with\s+the)\s+([^.;,]+)"
)
_SENTENCE = re.compile(r"(?<=[。!?])|(?<=[.;])\s+|\s+[\u2014\u2013]\s+")  # em/en dash
_DISJUNCT = re.compile(r"(?i)(,\s+or\s+|,\s+(?=(?:then|and\s+then|but)\b))")
_EXCLUSION = re.compile(
    r"(?i)\b(?:outside(?:\s+of)?|except(?:\s+for)?|other\s+than|apart\s+from|beyond)\b[^.;,()]*"
)
_QUANTIFIED = re.compile(r"(?i)^\s*(?:any|all|every|each)\b")
_GENERIC_NAME_PARTS = frozenset({"rule", "rules", "note", "notes", "policy", "info", "misc"})


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
        )


@lru_cache(maxsize=8192)
def _via_of(text: str) -> tuple[tuple[str, ...], ...]:
    match = _ONLY_VIA.search(text)
    return object_phrases(match.group(1)) if match else ()


@dataclass(frozen=True, slots=True)
class RuleMatch:
    """A rule that fires for an operation, with what matched (said in the gate's answer)."""

    rule: Rule
    operation: Operation
    score: float
    why: str


# --- parsing ------------------------------------------------------------------------------


def parse_rules(
    text: str, memory: str, *, aliases: Sequence[str] = (), description: str = ""
) -> tuple[Rule, ...]:
    """The rules `text` (a memory's body, optionally its description first) states."""
    return _parse_cached(text, memory, tuple(aliases), description)


@lru_cache(maxsize=4096)
def _parse_cached(
    text: str, memory: str, aliases: tuple[str, ...], description: str
) -> tuple[Rule, ...]:
    context = _context(memory, aliases, description)
    rules: list[Rule] = []
    lines = [description] if description else []
    lines += text.splitlines()
    for raw in lines:
        raw = unicodedata.normalize("NFKC", raw)  # full-width ! ? ( ) : OK read as ASCII
        line = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+|\*\*|__", "", raw).strip()
        if not line or re.match(r"(?i)^(?:why|reason)\s*:", line):
            continue
        clauses = [c.strip() for c in _SENTENCE.split(line) if c and c.strip()]
        if not any(_strength(c) for c in clauses):
            continue  # most lines state no rule: skip the costlier reading
        parsed = [_clause(c) for c in clauses]
        # a clause naming nothing speaks of its line's subject: the first clause with objects
        # ("originals/ — ... Read-only.", "上司：佐藤主任 … 私の代わりに送らないで")
        line_objects = next((r.objects for r in parsed if r.objects), ())
        previous: tuple[tuple[str, ...], ...] = ()
        for clause, reading in zip(clauses, parsed, strict=True):
            if reading.pronoun and previous:
                # "Never upload grade sheets … Never attach them to e-mail": them = the sheets
                reading = _Reading(
                    reading.strength,
                    reading.verbs,
                    previous,
                    reading.amounts,
                    reading.objects + reading.targets,
                    reading.others,
                )
            previous = reading.objects or previous
            if reading.strength is None or not reading.verbs:
                continue
            rules.extend(_disjuncts(clause, memory, reading, line_objects, context))
    return tuple(rules)


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
    reading: _Reading,
    line_objects: tuple[tuple[str, ...], ...],
    context: tuple[tuple[str, ...], ...],
) -> list[Rule]:
    """ "Any DELETE, or changing totals: ask me first" is two rules with one strength; in
    "never drop, truncate or reset a database" the object at the end is shared."""
    strength = reading.strength
    assert strength is not None
    parts = _split_list(clause)
    out: list[Rule] = []
    if len(parts) > 1:
        # "a, or b" share a trailing object; "steps, then I merge": only the marked step rules
        seps = _DISJUNCT.split(clause)[1::2]
        coordinated = len(parts) > 2 or all("or" in fold(sep) for sep in seps)
        pieces = [(p, _clause(p, strength)) for p in parts]
        own = [r.objects for _, r in pieces[:-1] if r.objects]
        # a bare verb shares the object at the end ("drop, truncate or reset a database")
        # unless the other parts name objects of their own ("rebooting, running apt upgrade")
        shared = pieces[-1][1].objects if coordinated and not own else ()
        for piece, part in pieces:
            if not part.verbs:
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
                )
            )
        if out:
            return out
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
        )
    ]


def _clause(clause: str, strength: Strength | None = None) -> _Reading:
    """Strength, verbs, object and target phrases and amount limits of one clause."""
    markers: list[tuple[int, int]] = []
    found = strength or _strength(clause)
    for pattern in (_ASK_EN, _ASK_JA, _ALLOW_EN, _ALLOW_JA, _NO_GO_EN, _NO_GO_JA, _ADVISORY):
        markers.extend(m.span() for m in pattern.finditer(clause))
    amounts: list[float | None] = []
    for pattern in (_AMOUNT_OVER, _AMOUNT_UNDER):
        match = pattern.search(clause)
        amounts.append(
            float((match.group(1) or match.group(2)).replace(",", "")) if match else None
        )
        if match:
            markers.append(match.span())
    markers.extend(m.span() for m in _ONLY_VIA.finditer(clause))  # the way, not the object
    rest = _blank(clause, markers)
    # a path's segments are not verbs ("/srv/share" shares nothing)
    paths = [m.span() for m in _ABSOLUTE_PATH.finditer(clause)]
    wording, whole = _blank(rest, paths), _blank(clause, paths)
    # "can be sent without asking": the verb sits inside the marker
    verbs = set(verbs_in(wording) or verbs_in(whole))
    # "never put it in mails to the members list": no verb we know is forbidden here
    nouns = frozenset(noun_only(wording, verbs))
    verbs -= nouns
    if _READ_ONLY.search(clause):
        verbs |= {"edit", "write", "overwrite", "delete", "move"}
    if found == "ask" and re.search(r"(?i)\bi\s+merge\b", clause):
        verbs.add("merge")
    if not verbs and _NO_GO_EN.match(clause) and re.match(r"(?i)^\s*no\s", clause):
        verbs = {"add"}  # "No Google Analytics": adding or using it
    # "outside the Pi", "except drafts": where the rule does not apply names no object
    exclusions = [m.span() for m in _EXCLUSION.finditer(rest)]
    # verbs found in the whole clause: 「直接発注しないこと」 is a verb before its marker
    verb_at = verb_spans(wording, nouns)
    if CJK.search(clause):
        verb_at += verb_spans(whole, nouns)
    asides = _asides(clause, markers, verb_at)
    conditions = [m.span() for m in _CONDITION.finditer(rest)]  # "on Fridays" is not a place
    roles = split_roles(_blank(rest, [*verb_at, *exclusions, *asides, *conditions]))
    objects = object_phrases(roles.object_text)
    targets = object_phrases(roles.target_text) if roles.target_text else ()
    return _Reading(
        found,
        frozenset(verbs),
        objects,
        (amounts[0], amounts[1]),
        targets,
        roles.others,
        roles.pronoun,
    )


_ABSOLUTE_PATH = re.compile(r"(?<![\w.])[~/][\w.\-/*]*/[\w.\-/*]+")
_PARENTHESIS = re.compile(r"[(（][^()（）]*[)）]")


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


def _strength(clause: str) -> Strength | None:
    if re.search(
        r"(?i)^\s*(?:what|how|which|where|when)\b|\bwhat\s+(?:may|can|is|to|needs?|requires?)\b",
        clause,
    ):
        return None  # describes a memory ("what may and may not be changed"), states no rule
    allow = _ALLOW_EN.search(clause)
    if (
        allow
        and re.search(r"(?i)without\s+asking|no\s+need", clause)
        and not _NO_GO_EN.search(clause)
    ):
        return "allow"  # "is fine without asking", "can be sent without asking"
    ask = _ASK_EN.search(clause) or _ASK_JA.search(clause)
    if ask and fold(ask.group(0)).startswith("without"):
        return "ask"  # "never ... without confirmation" asks
    without_allow = _ALLOW_JA.sub(" ", clause)
    if _NO_GO_EN.search(clause) or _NO_GO_JA.search(without_allow):
        if _ADVISORY.search(clause) and "絶対ではない" in clause:
            return "advisory"
        return "no-go"
    if ask:
        return "ask"
    if _ONLY_VIA.search(clause):
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


def _context(
    memory: str, aliases: tuple[str, ...], description: str
) -> tuple[tuple[str, ...], ...]:
    """What a memory is about: its name, aliases and the identifiers its description names."""
    out: list[tuple[str, ...]] = []
    name_parts = tuple(
        p
        for p in re.split(r"[_\-\s]+", fold(memory))
        if len(p) > 1 and p not in _GENERIC_NAME_PARTS
    )
    if name_parts:
        out.append(name_parts)
    for alias in aliases:
        terms = tuple(object_terms(alias))
        if terms:
            out.append(terms)
    for match in IDENTIFIER.finditer(CJK.sub(" ", description)):
        token = match.group(0).strip("`")
        if re.search(r"[./_@]", token):
            out.append((fold(token).rstrip("/"),))
    return tuple(dict.fromkeys(out))


# --- matching -----------------------------------------------------------------------------


def verbs_of(operation: Operation) -> frozenset[str]:
    """What an operation does, with what that implies (a force-push is a push)."""
    return _implied(operation.verbs)


@lru_cache(maxsize=1024)
def _implied(verbs: frozenset[str]) -> frozenset[str]:
    out = set(verbs)
    for verb in verbs:
        out |= IMPLIES.get(verb, frozenset())
    return frozenset(out)


def term_matches(
    term: str, keys: frozenset[str], raw: Sequence[str], *, concepts: bool = True
) -> bool:
    """A rule term against an operation's keys (words, concepts) and raw strings.

    `concepts=False` matches a Japanese term by its surface only (a memory's subject
    "注文メール" is not met by every email)."""
    own = keys_of(term) if concepts else frozenset({fold(term), singular(fold(term))})
    if CJK.search(term):
        if fold(term) in keys or any(term in r for r in raw):
            return True
        # a compound meets the call only with all it means: 本番設定 is production *and*
        # settings, not any setting
        meanings = {k for k in own if k.startswith("@")}
        return bool(meanings) and meanings <= keys
    if own & keys:
        return True
    if len(term) >= 5:  # "google" in "googletagmanager.com", "tracking" in tracking_no
        return any(term in r for r in raw)
    return False


def _phrase_hit(
    phrase: tuple[str, ...],
    keys: frozenset[str],
    raw: Sequence[str],
    *,
    concepts: bool = True,
    folder: bool = False,
) -> bool:
    """Every term of the phrase matches. With `folder` (the call acts on a folder), a term
    naming a kind of file ("sheets", 写真) is met by the folder once another term is: a
    copy of `~/school/grades/` carries the grade sheets it holds."""
    missed = [t for t in phrase if not term_matches(t, keys, raw, concepts=concepts)]
    if not missed:
        return True
    return folder and len(missed) < len(phrase) and all(keys_of(t) & FILE_KINDS for t in missed)


# a path in memory text ("~/school/lab/x.xlsx", "/srv/share", "chapters/en/ch04" to "ch06"):
# segments, then an optional numbered range after an en or em dash
_PATH_TOKEN = re.compile(r"(?<![\w.])[~/]?[\w.\-]+(?:/[\w.\-*]+)+(?:[\u2013\u2014~〜][\w.\-]+)?/?")
_NUMBERED_RANGE = re.compile(r"^(.*?)(\d+)$")
_ALTERNATIVES = re.compile(r"[a-z]{2,}(?:/[a-z]{2,})+")


def _named_values(operation: Operation, memory_text: str) -> tuple[str, ...]:
    """Values of the call that the memory names itself: the same account, file or host
    (`~/school/lab/薬品台帳_2026.xlsx`, `北洋銀行`), or a path under a folder it names.

    Why: a rule such as "never delete rows" or "never make transfers from the account"
    names no object of its own; it speaks of what its memory is about, and the memory says
    that by naming it. A value the memory spells out is the subject, whatever the memory's
    file is called."""
    if not memory_text:
        return ()
    text, folders = _memory_paths(memory_text)
    for value in operation.values:
        low = fold(value).strip()
        if len(low) < 4 or low.replace(",", "").replace(".", "").isdigit():
            continue
        if low in text:
            return (value,)
        for folder in folders:
            if len(folder) > 4 and (low == folder or low.startswith(folder + "/")):
                return (folder,)
    return ()


@lru_cache(maxsize=2048)
def _memory_paths(memory_text: str) -> tuple[str, tuple[str, ...]]:
    """A memory's text folded, and the folders it names (cached: read once per memory)."""
    text = fold(memory_text)
    return text, tuple(t.rstrip("/") for t in _PATH_TOKEN.findall(text))


def _expand_ranges(phrase: tuple[str, ...]) -> list[str]:
    """ "chapters/en/ch04\u2013ch06" (an en dash) read as the three chapters it names."""
    out: list[str] = []
    for term in phrase:
        parts = re.split(r"[\u2013\u2014~〜]", term)
        if (
            len(parts) == 2
            and (a := _NUMBERED_RANGE.match(parts[0]))
            and (b := _NUMBERED_RANGE.match(parts[1]))
        ):
            width = len(a.group(2))
            first, last = int(a.group(2)), int(b.group(2))
            if 0 <= last - first <= 50:
                out += [f"{a.group(1)}{n:0{width}d}" for n in range(first, last + 1)]
                continue
        out.append(term)
    return out


def _path_objects(rule: Rule) -> tuple[str, ...]:
    """The paths a rule names ("chapters/en/ch04" to "ch06", "/srv/share"), ranges expanded."""
    return _paths_in(rule.text)


@lru_cache(maxsize=8192)
def _paths_in(rule_text: str) -> tuple[str, ...]:
    # cached: every call judged against the rule would read its text again
    text = unicodedata.normalize("NFKC", rule_text)
    paths: list[str] = []
    for match in _PATH_TOKEN.finditer(text):
        if _ALTERNATIVES.fullmatch(fold(match.group(0)).rstrip(".,;:")):
            continue  # "nginx/samba config": either word, not a path
        token = fold(match.group(0)).rstrip(".,;:").rstrip("/")
        head, _, tail = token.rpartition("/")
        for name in _expand_ranges((tail,)):
            paths.append(f"{head}/{name}" if head else name)
    return tuple(paths)


def _under(low: str, named: str) -> bool:
    """Whether the folded path `low` is `named` or inside it (`named` may be relative:
    "chapters/en/ch05" is inside `~/work/book/chapters/en/ch05-fish.md`)."""
    at = low.find(named)
    if at < 0 or (at > 0 and low[at - 1] not in "/~"):
        return False
    end = at + len(named)
    return end == len(low) or low[end] in "/-_." or named.endswith("/")


def judge(rule: Rule, operation: Operation, memory_text: str = "") -> RuleMatch | None:
    """The match of `rule` for `operation`, or None when the rule does not apply.
    `memory_text` is the memory's own text, whose named values tell its subject."""
    done = verbs_of(operation)
    forbidden = rule.verbs & done if "access" not in rule.verbs else rule.verbs | done
    if not forbidden:
        return None
    amount = operation.amount
    if rule.amount_over is not None and amount is not None and amount <= rule.amount_over:
        return None
    if rule.amount_under is not None and (amount is None or amount >= rule.amount_under):
        return None
    value_keys, value_raw = operation.value_index
    kind_keys, kind_raw = operation.kind_index
    ctx_keys, ctx_raw = operation.context_index
    if rule.via:
        way_keys = value_keys | kind_keys | ctx_keys
        way_raw = (*value_raw, *kind_raw, *ctx_raw, fold(operation.source))
        if any(_phrase_hit(p, way_keys, way_raw) for p in rule.via):
            return None  # done the sanctioned way
    verb = ", ".join(sorted(forbidden & done)) or operation.verbs_text
    paths = _path_objects(rule)
    files = operation.paths
    if paths and files and "file" in operation.kinds:
        # Why: "Olivia's English chapters (chapters/en/ch04 to ch06)" says which files;
        # its words (chapters, English) describe them and must not widen the rule to every
        # chapter. A rule that names where it applies applies only there.
        hit = next((p for p in paths if any(_under(f, p) for f in files)), None)
        if hit is None:
            return None
        return RuleMatch(rule, operation, 3.0, f"{verb} on {hit}")
    if rule.others and _subject_hit(rule, value_keys | ctx_keys, (*value_raw, *ctx_raw)):
        return None  # "never share it with third parties": this call goes to whom it is about
    # "never force-push to main" names only where: that is what the call must act on
    objects = rule.objects or rule.targets
    if (
        rule.objects
        and rule.targets
        and not any(
            _phrase_hit(p, value_keys | kind_keys | ctx_keys, (*value_raw, *kind_raw, *ctx_raw))
            or _phrase_hit(p, *operation.tool_index)
            for p in rule.targets
        )
    ):
        return None  # "never attach them to e-mail": this call does not go there
    if objects:
        # every word of a phrase matches the call, at least one of them a value it acts on
        folder = any(v.endswith("/") for v in operation.values)
        named = [
            p
            for p in objects
            if _phrase_hit(p, value_keys | kind_keys, (*value_raw, *kind_raw), folder=folder)
            and any(term_matches(t, value_keys, value_raw) for t in p)
        ]
        if named:
            what = " ".join(named[0])
            return RuleMatch(rule, operation, 2.0 + len(named), f"{verb} on {what}")
        tool_keys, tool_raw = operation.tool_index
        tooled = [
            p
            for p in objects
            if tool_keys
            and _phrase_hit(p, tool_keys, tool_raw)
            and (_about_kind(rule, p) or not rule.objects)
        ]
        if tooled:
            # 「メールを送る前に確認」 in a memory about email, and a `send_email` call: what
            # the rule names is what the tool acts on, whatever the call's values are; so is
            # whom it goes to when that is all the rule names (「業者に発注しない」)
            what = " ".join(tooled[0])
            return RuleMatch(rule, operation, 2.0, f"{verb} on {what} ({operation.source})")
        typed = [p for p in objects if _phrase_hit(p, kind_keys, kind_raw)]
        # "確定済みの予約": the head noun matches and the call acts on the memory's subject
        typed += [
            p[-1:]
            for p in objects
            if len(p) > 1 and term_matches(p[-1], value_keys | kind_keys, (*value_raw, *kind_raw))
        ]
        subject = _subject_hit(
            rule, value_keys | ctx_keys, (*value_raw, *ctx_raw)
        ) or _named_values(operation, memory_text)
        if typed and subject:
            return RuleMatch(
                rule, operation, 1.5, f"{verb} on {' '.join(typed[0])} of {' '.join(subject)}"
            )
        if operation.target_unknown and rule.strength in ("no-go", "ask"):
            return RuleMatch(rule, operation, 0.5, f"{verb} with a target that cannot be told")
        return None
    if rule.amount_over is not None and amount is not None:
        # "any payment over ¥30,000": the limit is what the rule is about
        return RuleMatch(
            rule, operation, 1.0, f"{verb} of {amount:,.0f} (limit {rule.amount_over:,.0f})"
        )
    subject = _subject_hit(rule, value_keys | ctx_keys, (*value_raw, *ctx_raw))
    subject = subject or _named_values(operation, memory_text)
    if subject:
        return RuleMatch(rule, operation, 1.0, f"{verb} on {' '.join(subject)}")
    return None


def _about_kind(rule: Rule, phrase: tuple[str, ...]) -> bool:
    """Whether the rule's memory is about the kind of thing `phrase` names (a memory named
    `email_rules` is about email; one about a spreadsheet saying "never delete rows" is
    about that spreadsheet's rows, not every row)."""
    name = rule.context[0] if rule.context else ()
    own = {k for t in name for k in keys_of(t)}
    return any(keys_of(t) & own for t in phrase)


def _subject_hit(rule: Rule, keys: frozenset[str], raw: Sequence[str]) -> tuple[str, ...]:
    for phrase in rule.context:
        if _phrase_hit(phrase, keys, raw, concepts=False):
            return phrase
    return ()
