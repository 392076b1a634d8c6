"""Does one rule apply to one operation: the rule model's matching half.

Trigger: `recall.rulebook` holds a call's operations and the parsed rules (`recall.rules`)
of the memories that may bear on it.

Why: a rule fires only when the operation does what it forbids (its verb class, with what
an operation implies: a force-push is a push) to what it names: an object phrase whose every
term the call shows (by word, stem, identifier part, a bilingual concept, or a folder that
holds files of the kind), going where the rule's targets say, not to whom the memory is
about when the rule says "third parties", under the paths it names, within its amounts, and
not done the sanctioned way.

Outcome: `judge(rule, operation, memory_text)` → a `RuleMatch` (with the score the
sanctioned way is weighed by, and a `why` the gate shows) or None.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TypeAlias

from memwell.lazy_patterns import lazy_compile
from memwell.recall.operations import Operation, index_strings
from memwell.recall.rule_commands import command_hit
from memwell.recall.rule_env import names_rehearsal
from memwell.recall.rule_grounding import NAME_PREFIX, name_in
from memwell.recall.rule_limits import limit_holds
from memwell.recall.rule_terms import CJK
from memwell.recall.rule_vocab import FILE_KINDS, IMPLIES, fold, keys_of, uncovered, verbs_in
from memwell.recall.rules import Rule, limit_only
from memwell.tokens import singular

# what a rule's object phrase stands for in the store (`recall.rule_grounding`)
Grounding: TypeAlias = Mapping[tuple[str, ...], tuple[str, ...]]


REMOVALS = frozenset({"delete", "drop", "truncate"})


@dataclass(frozen=True, slots=True)
class RuleMatch:
    """A rule that fires for an operation, with what matched (said in the gate's answer)."""

    rule: Rule
    operation: Operation
    score: float
    why: str
    # how it matched (a path the rule names, a value, a tool, a grounded identifier…)
    how: str = ""
    # the rule's limit, when the call shows no value in its unit ("> 150 money")
    unchecked: str = ""


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
    term: str,
    keys: frozenset[str],
    raw: Sequence[str],
    *,
    concepts: bool = True,
    whole: bool = True,
) -> bool:
    """A rule term against an operation's keys (words, concepts) and raw strings.

    `concepts=False` matches a Japanese term by its surface only (a memory's subject
    "注文メール" is not met by every email); `whole=False` lets a Japanese compound be
    met by the concepts it names without the rest (a place: グループ散歩 is a group)."""
    own = keys_of(term) if concepts else frozenset({fold(term), singular(fold(term))})
    if CJK.search(term):
        if fold(term) in keys or any(term in r for r in raw):
            return True
        # a compound meets the call only with all it means: 本番設定 is production *and*
        # settings, not any setting
        meanings = {k for k in own if k.startswith("@")}
        if not meanings or not meanings <= keys:
            return False
        # 発注メール is an order e-mail: every e-mail is not one; an action the concept
        # is named for (発注) must be in the call too (病室番号 is met by a room's number)
        rest = uncovered(term)
        return not whole or not verbs_in(rest) or any(rest in r for r in raw)
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
    whole: bool = True,
) -> bool:
    """Every term of the phrase matches. With `folder` (the call acts on a folder), a term
    naming a kind of file ("sheets", 写真) is met by the folder once another term is: a
    copy of `~/school/grades/` carries the grade sheets it holds."""
    missed = [t for t in phrase if not term_matches(t, keys, raw, concepts=concepts, whole=whole)]
    if not missed:
        return True
    return folder and len(missed) < len(phrase) and all(keys_of(t) & FILE_KINDS for t in missed)


# a path in memory text ("~/school/lab/x.xlsx", "/srv/share", "chapters/en/ch04" to "ch06"):
# segments, then an optional numbered range after an en or em dash
_PATH_TOKEN = lazy_compile(
    r"(?<![\w.])[~/]?[\w.\-]+(?:/[\w.\-*]+)+(?:[\u2013\u2014~〜][\w.\-]+)?/?"
)
_NUMBERED_RANGE = lazy_compile(r"^(.*?)(\d+)$")
_ALTERNATIVES = lazy_compile(r"[a-z]{2,}(?:/[a-z]{2,})+")


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


def _service_named(operation: Operation, memory_text: str) -> tuple[str, ...]:
    """The service an MCP tool belongs to, when the memory names it (`mcp__tradify__create_job`
    and a memory saying "never delete a job from Tradify").

    Why: a memory that names the system a tool works on speaks of that system's records;
    "no jobs on a Sunday" in it is about the jobs the tool creates, as a value the memory
    spells out is (`_named_values`)."""
    service = operation.service
    if len(service) < 4 or not memory_text:
        return ()
    text, _ = _memory_paths(memory_text)
    return (service,) if re.search(rf"(?<![\w-]){re.escape(service)}(?![\w-])", text) else ()


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


def judge(
    rule: Rule, operation: Operation, memory_text: str = "", grounding: Grounding | None = None
) -> RuleMatch | None:
    """The match of `rule` for `operation`, or None when the rule does not apply; a rule
    stating a limit ("over £150", 「10箱を超える」) applies only where the call's value lies
    on its side, and says so when the call shows no value in the limit's unit."""
    if not rule.limits:
        return _judge(rule, operation, memory_text, grounding)
    held = limit_holds(rule.limits, operation.quantities, operation.amount)
    if held is False:
        return None  # "over £150", and this call spends £40: not what the rule speaks of
    if held is None and limit_only(rule):
        return None  # read by its limit alone: only a value the call shows can meet it
    match = _judge(rule, operation, memory_text, grounding)
    if match is None or held:
        return match
    return replace(match, unchecked=", ".join(str(limit) for limit in rule.limits))


def _judge(
    rule: Rule, operation: Operation, memory_text: str, grounding: Grounding | None
) -> RuleMatch | None:
    """The match of `rule` for `operation`, or None when the rule does not apply.
    `memory_text` is the memory's own text, whose named values tell its subject;
    `grounding` the identifiers the store states for the rule's object phrases."""
    if operation.rehearsal and not names_rehearsal(rule.text):
        # Trigger: the call goes only to staging, a sandbox or a test send. Why: a rule is
        # about the real thing unless it names the rehearsal itself (`recall.rule_env`).
        # Outcome: this rule does not apply.
        return None
    if rule.commands:
        return _command_match(rule, operation, memory_text)
    done = verbs_of(operation)
    if "edit" in rule.verbs and rule.strength in ("no-go", "ask") and done & REMOVALS:
        # "never change payroll rows": deleting them changes them the most (a permission to
        # edit does not stretch to deleting, so only stopping rules read it so)
        done = done | {"edit"}
    forbidden = rule.verbs & done if "access" not in rule.verbs else rule.verbs | done
    if limit_only(rule):
        forbidden = done - {"read"}  # whatever the call does, past the line it draws
    if not forbidden:
        return None
    amount = operation.amount
    # a rule with limits has them read by `judge`, in each limit's own unit
    over = rule.amount_over is not None and amount is not None and amount <= rule.amount_over
    under = rule.amount_under is not None and (amount is None or amount >= rule.amount_under)
    if not rule.limits and (over or under):
        return None
    value_keys, value_raw = operation.value_index
    kind_keys, kind_raw = operation.kind_index
    ctx_keys, ctx_raw = operation.context_index
    if rule.unless and any(
        _phrase_hit(p, value_keys | kind_keys | ctx_keys, (*value_raw, *kind_raw, *ctx_raw))
        or _phrase_hit(p, *operation.tool_index)
        for p in rule.unless
    ):
        return None  # "other than the client's own portal": this call goes there
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
        return RuleMatch(rule, operation, 3.0, f"{verb} on {hit}", "path")
    if rule.others and _subject_hit(rule, value_keys | ctx_keys, (*value_raw, *ctx_raw)):
        return None  # "never share it with third parties": this call goes to whom it is about
    # "never force-push to main" names only where: that is what the call must act on
    objects = rule.objects or rule.targets
    # "never send emails to major donors": whom the store lists as major donors
    to_grounded = (
        _grounded_hit(rule.targets, operation, grounding) if rule.targets and grounding else None
    )
    if (
        rule.objects
        and rule.targets
        and not to_grounded
        and not any(
            _phrase_hit(
                p,
                value_keys | kind_keys | ctx_keys,
                (*value_raw, *kind_raw, *ctx_raw),
                whole=False,
            )
            or _phrase_hit(p, *operation.tool_index, whole=False)
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
        # a rule naming the service ("Refunds in Square") names what its tools act on
        named += [p for p in objects if operation.service and " ".join(p) == operation.service]
        if named:
            what = " ".join(named[0])
            return RuleMatch(rule, operation, 2.0 + len(named), f"{verb} on {what}", "named")
        tool_keys, tool_raw = operation.tool_index
        tooled = [
            p
            for p in objects
            if tool_keys
            and _phrase_hit(p, tool_keys, tool_raw)
            and (_about_kind(rule, p) or not rule.objects or _tool_names_thing(rule, p))
        ]
        if tooled:
            # 「メールを送る前に確認」 in a memory about email, and a `send_email` call: what
            # the rule names is what the tool acts on, whatever the call's values are; so is
            # whom it goes to when that is all the rule names (「業者に発注しない」)
            what = " ".join(tooled[0])
            return RuleMatch(rule, operation, 2.0, f"{verb} on {what} ({operation.source})", "tool")
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
        if typed and not subject and to_grounded:
            # an e-mail, and it goes to one of the people the rule names by their role
            subject = (f"{' '.join(to_grounded[0])} ({to_grounded[1]})",)
        if typed and not subject:
            # the tool's name or the fields it sets say what it acts on (`tradify`
            # `create_job` and "no jobs" in a memory that names Tradify); words met only in
            # a message's text do not
            typed = [p for p in typed if _phrase_hit(p, kind_keys, kind_raw)]
            subject = _service_named(operation, memory_text) if typed else ()
        if typed and subject:
            return RuleMatch(
                rule,
                operation,
                1.5,
                f"{verb} on {' '.join(typed[0])} of {' '.join(subject)}",
                "typed",
            )
        if rule.strength in ("no-go", "ask") and (
            bridged := _memory_named(rule, operation, memory_text)
        ):
            # 「出席記録は書き換えない」 in `attendance_rules`, and `UPDATE attendance`: the
            # call names in English only what the memory's own name calls its subject
            phrase, name = bridged
            what = f"{' '.join(phrase)} ({' '.join(name)})"
            return RuleMatch(rule, operation, 1.0, f"{verb} on {what}", "memory name")
        if rule.objects and grounding:
            # "the master recipe cards" is `~/bakery/recipes/master/` where another memory
            # says so: the call acts on what the rule names, by the store's own name for it
            grounded = _grounded_hit(rule.objects, operation, grounding)
            if grounded is not None:
                phrase, identifier = grounded
                return RuleMatch(
                    rule, operation, 2.0, f"{verb} on {' '.join(phrase)} ({identifier})", "grounded"
                )
        if operation.target_unknown and rule.strength in ("no-go", "ask"):
            return RuleMatch(
                rule, operation, 0.5, f"{verb} with a target that cannot be told", "unknown"
            )
        return None
    if rule.amount_over is not None and amount is not None:
        # "any payment over ¥30,000": the limit is what the rule is about
        return RuleMatch(
            rule,
            operation,
            1.0,
            f"{verb} of {amount:,.0f} (limit {rule.amount_over:,.0f})",
            "amount",
        )
    subject = _subject_hit(rule, value_keys | ctx_keys, (*value_raw, *ctx_raw))
    subject = subject or _named_values(operation, memory_text)
    if subject:
        return RuleMatch(rule, operation, 1.0, f"{verb} on {' '.join(subject)}", "subject")
    return None


def _command_match(rule: Rule, operation: Operation, memory_text: str) -> RuleMatch | None:
    """A rule quoting commands: the call runs one. A quoted program alone (`cat`) names how,
    not what: the call must also act on the memory's subject (`cat .env`, not `cat x.md`);
    more quoted arguments name the call more precisely (`make -n deploy` over `make
    deploy`), which the sanctioned way is weighed by."""
    for command in sorted(rule.commands, key=len, reverse=True):
        if not command_hit(command, operation.source):
            continue
        shown = " ".join(command)
        if len(command) > 1:
            return RuleMatch(rule, operation, 2.0 + len(command), f"runs `{shown}`", "command")
        value_keys, value_raw = operation.value_index
        subject = _subject_hit(rule, value_keys, value_raw) or _named_values(operation, memory_text)
        if subject:
            why = f"runs `{shown}` on {' '.join(subject)}"
            return RuleMatch(rule, operation, 2.0, why, "command")
    return None


def _grounded_hit(
    objects: Sequence[tuple[str, ...]], operation: Operation, grounding: Grounding
) -> tuple[tuple[str, ...], str] | None:
    """The first object phrase one of whose grounded identifiers the call acts on."""
    _, raw = operation.value_index
    tool_raw = fold(operation.tool_words)
    for phrase in objects:
        for identifier in grounding.get(phrase, ()):
            if _found_in(identifier, raw, tool_raw):
                return phrase, identifier
    return None


@lru_cache(maxsize=8192)
def _found_in(identifier: str, raw: tuple[str, ...], tool_raw: str) -> bool:
    """Whether the call's values name `identifier` (cached: many rules share one)."""
    if identifier.startswith(NAME_PREFIX):
        # a person or an address: by its words, wherever the call has them ("Dear Hal and
        # June" and hal.pruitt@…)
        return name_in(identifier, _words_of(raw))
    needle = _as_needle(identifier)
    return len(needle.pattern) >= 3 and (
        any(needle.search(r) for r in raw) or bool(needle.search(tool_raw))
    )


@lru_cache(maxsize=1024)
def _words_of(raw: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w for r in raw for w in re.findall(r"[^\W_]+", r))


@lru_cache(maxsize=4096)
def _as_needle(identifier: str) -> re.Pattern[str]:
    """An identifier as it appears inside a call's value: `~/x/` is `/x` under any home,
    a `<placeholder>` any one segment's text."""
    low = fold(identifier).strip("`").rstrip("/")
    low = low[1:] if low.startswith("~/") else low
    parts = re.split(r"<[^<>]+>", low)
    return re.compile(r"[^/\s]+".join(re.escape(p) for p in parts))


def _about_kind(rule: Rule, phrase: tuple[str, ...]) -> bool:
    """Whether the rule's memory is about the kind of thing `phrase` names (a memory named
    `email_rules` is about email; one about a spreadsheet saying "never delete rows" is
    about that spreadsheet's rows, not every row)."""
    name = rule.context[0] if rule.context else ()
    own = {k for t in name for k in keys_of(t)}
    return any(keys_of(t) & own for t in phrase)


def _tool_names_thing(rule: Rule, phrase: tuple[str, ...]) -> bool:
    """A stopping rule's object of several English words that the tool's own name says
    whole (`submit_workers_comp_invoice` for "workers' comp invoices"): the tool acts on
    that thing, whatever the memory is about. One word is not enough, nor a Japanese noun
    met by its concept: "emails" met by `send_email`, 「イベント」 by `create_event`, is often
    the channel or the kind of what the rule speaks of, told apart by its condition."""
    return (
        rule.strength in ("no-go", "ask")
        and len(phrase) > 1
        and not any(CJK.search(term) for term in phrase)
    )


def _subject_hit(rule: Rule, keys: frozenset[str], raw: Sequence[str]) -> tuple[str, ...]:
    for phrase in rule.context:
        if _phrase_hit(phrase, keys, raw, concepts=False):
            return phrase
    return ()


def _memory_named(
    rule: Rule, operation: Operation, memory_text: str
) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The rule's Japanese object and the memory's own English name for it, when the call
    acts on it by that name (出席記録, `attendance_rules` and `attendance.db`).

    Why: a memory written in Japanese names its subject in English where the store names
    it (its file name, its aliases); a call that names things only in English can never
    meet the rule's Japanese words, but it can meet those names. Only the names a call's
    tool, fields and identifiers say count, not a message's prose."""
    if not rule.objects or not all(CJK.search(t) for p in rule.objects for t in p):
        return None
    # the memory's description (its text's first line) says what the memory is about: a
    # rule object it names is that subject, not a condition (降水確率, 当日キャンセル); a
    # noun with a concept of its own (予定, 写真) already meets the call in either language,
    # and that reading stands. A rule read from the description itself proves nothing.
    described = fold(memory_text.split("\n", 1)[0])
    if not described or fold(rule.text) in described:
        return None
    subject = next(
        (p for p in rule.objects if all(fold(t) in described and not _has_concept(t) for t in p)),
        None,
    )
    if subject is None:
        return None
    kind_keys, kind_raw = operation.kind_index
    tool_keys, tool_raw = operation.tool_index
    ids = [v for v in operation.values if not re.search(r"\s", v)]
    if any(CJK.search(r) for r in (*kind_raw, *tool_raw, *ids)):
        return None  # the call names things in Japanese too: the rule's own words decide
    id_keys, id_raw = index_strings(ids)
    keys, raw = kind_keys | tool_keys | id_keys, (*kind_raw, *tool_raw, *id_raw)
    for name in rule.context:
        if not any(CJK.search(t) for t in name) and _phrase_hit(name, keys, raw, concepts=False):
            return subject, name
    return None


def _has_concept(term: str) -> bool:
    return any(k.startswith("@") for k in keys_of(term))
