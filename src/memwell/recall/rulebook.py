"""The rules of many memories against one call: which fire, which sanctioned way allows it.

Trigger: the gate checks a call against the memories that state rules.

Why: one memory can forbid a thing and allow its sanctioned form in the next line ("Always
show me the draft before sending anything to a customer" / "The shipping notice ... can be
sent without asking"); the allowance wins when it names the call at least as precisely.
Across memories the most severe rule wins. Inputs are plain values (`RuleSource`: a
memory's name, scope, body, description, aliases), so the catalog that will replace the
snapshot can feed it unchanged.

Outcome: `check_rules(sources, tool, tool_input)` → `RuleCheck`: the findings (each names
its memory, the rule's sentence, the verdict and what matched), the operations the call
was read as, and the permissions that let part of it through.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.recall.open_acts import names_open_act
from memwell.recall.operations import BranchOf, Operation
from memwell.recall.rule_commands import quoted_commands
from memwell.recall.rule_condition_reach import reach_by_limit, reach_by_precondition
from memwell.recall.rule_conditions import weekday_condition_holds
from memwell.recall.rule_limits import limits_in
from memwell.recall.rule_match import REMOVALS, Grounding, RuleMatch, judge, verbs_of
from memwell.recall.rule_preconditions import precondition_met, precondition_words
from memwell.recall.rule_states import state_applies
from memwell.recall.rule_vocab import names_any
from memwell.recall.rule_windows import window_holds
from memwell.recall.rules import Rule, limit_only, parse_rules
from memwell.recall.tool_calls import current_branch, parse_call
from memwell.recall.types import FindingKind, GateFinding, Verdict

_SEVERITY: dict[str, int] = {"go": 0, "ask": 1, "no-go": 2}
_MAX_SENTENCE = 160
_READ_ONLY = lazy_compile(r"(?i)read-only|読み取り専用")
_NO_THING = lazy_compile(r"(?m)^\W*no\s+[A-Z`]|[.;]\s+no\s+[A-Z`]", re.IGNORECASE)
# a call the agent makes itself (an edit, an inline script, a command) is done "by hand"
# a limit needs a number: memories without one are not parsed for limit-only rules
_DIGIT = lazy_compile(r"\d")
_BY_HAND = lazy_compile(r"(?i)by\s+hand|manually|手動")


@dataclass(frozen=True, slots=True)
class RuleSource:
    """One memory as the rule model reads it."""

    name: str
    scope: str
    text: str
    description: str = ""
    aliases: tuple[str, ...] = ()
    parsed: tuple[Rule, ...] | None = None  # rules parsed earlier (the snapshot keeps them)

    def rules(self) -> tuple[Rule, ...]:
        if self.parsed is not None:
            return self.parsed
        return parse_rules(self.text, self.name, aliases=self.aliases, description=self.description)


@dataclass(frozen=True, slots=True)
class RuleCheck:
    """What the rules say about one call."""

    verdict: Verdict
    findings: tuple[GateFinding, ...]
    allowed: tuple[GateFinding, ...]
    operations: tuple[Operation, ...]
    # matches whose condition the call shows does not hold ("on Saturdays", a Tuesday)
    dismissed: tuple[GateFinding, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "findings": [f.to_dict() for f in self.findings],
            "allowed": [f.to_dict() for f in self.allowed],
            "dismissed": [f.to_dict() for f in self.dismissed],
            "operations": [op.to_dict() for op in self.operations],
        }


def rule_matches(
    sources: Iterable[RuleSource],
    operations: Sequence[Operation],
    grounding: Grounding | None = None,
    tool_input: Any = None,
) -> list[tuple[RuleSource, list[RuleMatch]]]:
    """Every memory's matches for the call's operations (the first stage: what the
    structured matcher finds, before the sanctioned way and the call's dates weigh it);
    `tool_input`, the call's own fields, lets a rule's condition reach it."""
    wanted = frozenset(v for op in operations for v in verbs_of(op)) | {"access"}
    if wanted & REMOVALS:
        wanted |= {"edit"}  # a rule against changing a thing is about removing it too
    out: list[tuple[RuleSource, list[RuleMatch]]] = []
    for source in sources:
        if not _may_apply(source, wanted):
            continue
        text = f"{source.description}\n{source.text}"
        matches = [
            m
            for op in operations
            for rule in source.rules()
            # a limit the call's value crosses, or a precondition its field shows missing,
            # reaches it where the object words miss (`recall.rule_condition_reach`)
            if (
                m := judge(rule, op, text, grounding or {})
                or reach_by_limit(rule, op)
                or reach_by_precondition(rule, op, tool_input)
            )
        ]
        if matches:
            out.append((source, matches))
    return out


def check_rules(
    sources: Iterable[RuleSource],
    tool: str | None,
    tool_input: Any,
    *,
    cwd: str | None = None,
    branch_of: BranchOf = current_branch,
    grounding: Grounding | None = None,
    now: dt.datetime | None = None,
) -> RuleCheck:
    """Judge one call (a tool name and input, or `tool=None` and text) against the rules;
    `grounding` says what the rules' object phrases stand for in the store; `now` is when
    a call that carries no date acts (None: not known)."""
    operations = parse_call(tool, tool_input, cwd=cwd, branch_of=branch_of)
    sources = list(sources)
    findings: list[GateFinding] = []
    allowed: list[GateFinding] = []
    dismissed: list[GateFinding] = []
    for source, matches in rule_matches(sources, operations, grounding, tool_input):
        kept, permits = resolve(matches)
        # clauses that answer for their own window: the sanctioned ways and the rules met
        # (read only when a stopping match is there to be judged)
        answered = (
            [r.text for r in source.rules() if r.strength == "allow"]
            + [m.rule.text for m in matches]
            if kept
            else []
        )
        for match in kept:
            # "never on Saturdays" and the call is dated a Tuesday: not what the rule forbids
            on_day = _on_named_day(match, now)
            # "never pay a bill that isn't approved", and the call's bill is approved
            in_state = state_applies(match.rule.text, match.operation.states)
            # "土曜 9:00〜11:00 … この時間に入れる前に確認", and the event is on a Tuesday at 14:00
            in_window = window_holds(
                match.rule.text, source.text, match.operation.values, answered, source.description
            )
            # "never publish it without the family's consent", and the call's consent is on file
            prepared = precondition_met(precondition_words(match.rule.text), tool_input)
            keep = (
                on_day is not False
                and in_state is not False
                and in_window is not False
                and prepared is not True
            )
            held = on_day if in_window is None else bool(on_day or in_window)
            (findings if keep else dismissed).append(_finding(source, match, held))
        allowed += [_finding(source, m, None) for m in permits]
    findings.sort(key=lambda f: -_SEVERITY[f.verdict])
    verdict: Verdict = findings[0].verdict if findings else "go"
    return RuleCheck(verdict, tuple(findings), tuple(allowed), operations, tuple(dismissed))


def _may_apply(source: RuleSource, verbs: frozenset[str]) -> bool:
    """A memory that names none of the call's verbs states no rule about it: not parsed."""
    # a rule read from its limit alone names no verb: any call that acts may meet it
    acts = bool(verbs - {"read", "access"})
    if source.parsed is not None:
        return any(rule.verbs & verbs or (acts and limit_only(rule)) for rule in source.parsed)
    text = source.description + "\n" + source.text
    if names_any(text, verbs) or names_open_act(text, verbs):
        return True
    if "`" in text and any(quoted_commands(text)):
        return True  # a quoted command (`cat`) says what is done in the call's own terms
    if verbs & {"edit", "write", "delete", "move", "overwrite"} and _READ_ONLY.search(text):
        return True
    if "add" in verbs and _NO_THING.search(text):
        return True
    if not acts or _DIGIT.search(text) is None or not limits_in(text):
        return False
    return any(limit_only(r) for r in source.rules())


def resolve(matches: Sequence[RuleMatch]) -> tuple[list[RuleMatch], list[RuleMatch]]:
    """Within one memory: a sanctioned way that names the call as precisely as a rule does
    lets it through (strictly more precisely for a no-go); advisories never stop."""
    permits = [m for m in matches if m.rule.strength == "allow"]
    best_permit = max((m.score for m in permits), default=-1.0)
    kept = []
    for match in matches:
        strength = match.rule.strength
        if strength not in ("no-go", "ask"):
            continue
        if best_permit > match.score or (strength == "ask" and best_permit >= match.score):
            continue
        kept.append(match)
    used = permits if len(kept) < sum(m.rule.strength in ("no-go", "ask") for m in matches) else []
    return kept, used


def _verdict(match: RuleMatch, on_day: bool | None) -> Verdict:
    if match.operation.target_unknown and match.score < 1:
        return "ask"  # the rule may apply; what the call targets cannot be told
    if match.unchecked:
        return "ask"  # "over £150 needs …", and the call shows no amount: cannot tell
    condition = match.rule.condition
    if condition and on_day:
        pass  # "never on Saturdays", and the call's date (or today) is a Saturday
    elif condition and not (_BY_HAND.match(condition) and not match.operation.described):
        # "never deploy on Fridays", or "by hand" said of an action described in words:
        # whether the condition holds cannot be told from the call
        return "ask"
    return "no-go" if match.rule.strength == "no-go" else "ask"


def _on_named_day(match: RuleMatch, now: dt.datetime | None) -> bool | None:
    """Whether the call's date (with none, the clock's day) falls on the day a rule's
    condition names (None: no such condition, or no day known)."""
    condition = match.rule.condition
    if not condition:
        return None
    return weekday_condition_holds(condition, match.rule.text, match.operation.values, now)


def _finding(source: RuleSource, match: RuleMatch, on_day: bool | None) -> GateFinding:
    sentence = match.rule.text
    if len(sentence) > _MAX_SENTENCE:
        sentence = sentence[: _MAX_SENTENCE - 1] + "…"
    if match.rule.strength == "allow":
        return GateFinding(source.name, source.scope, "convention", sentence, "go", match.why)
    verdict = _verdict(match, on_day)
    kind: FindingKind = "prohibition" if match.rule.strength == "no-go" else "confirmation"
    why = match.why
    if match.unchecked:
        why += f"; the call shows no value for “{match.unchecked}”"
    elif match.rule.strength == "no-go" and verdict == "ask" and match.rule.condition:
        why += f"; cannot check “{match.rule.condition}” here"
    return GateFinding(source.name, source.scope, kind, sentence, verdict, why)
