"""The pre-execution gate: go, ask or no-go for an action, with the memory that says why.

Trigger: before file edits, code generation, architecture proposals, configuration
changes, planning on prior state, or running anything (the engine calls it for every
execution-like turn; agents call it per tool call). Read-only tool calls pass at once.

Why: an agent about to act must see the rules it was given earlier. Candidate memories
are the constraint/unresolved memories of the catalog that share a risk category
with the action, plus the retriever's hits for the action text. Each candidate that is
relevant enough is read as one of:

* prohibition ("never force-push to main") whose clause matches the action → no-go;
* confirmation requirement ("needs explicit confirmation", "review by Kenji") → ask;
* conflict with a recorded decision (the action uses what was rejected, or moves away
  from what was decided) → ask;
* unresolved item or convention on the same subject → go, with the memory attached.

Outcome: the most severe verdict wins. An irreversible action (dropping data, deleting
files, rewriting git history) that no memory covers gets `destructive_default` ("ask").
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memwell.errors import MemwellError
from memwell.lazy_patterns import lazy_compile
from memwell.recall.actions import IRREVERSIBLE, Action, categories_of, parse_action
from memwell.recall.digest_lines import clip
from memwell.recall.facts import Fact
from memwell.recall.irreversible import irreversible as irreversible_of
from memwell.recall.memory_view import MemoryView
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Retriever
from memwell.recall.rule_conditions import Clock, system_clock
from memwell.recall.rulebook import RuleCheck, RuleSource, check_rules
from memwell.recall.rules import Rule
from memwell.recall.tool_calls import split_call
from memwell.recall.types import (
    Digest,
    DigestItem,
    FindingKind,
    GateDecision,
    GateFinding,
    RecallStatus,
    Verdict,
)
from memwell.tokens import terms

_SEVERITY: dict[Verdict, int] = {"go": 0, "ask": 1, "no-go": 2}
_MAX_FACT_CANDIDATES = 40
_GATE_HITS = 10  # search hits judged per action (rules also come from the catalog)

_DECISION = lazy_compile(
    r"(?i)\b(?:decided|decision|chose|chosen|rejected|instead\s+of|we\s+use|we\s+picked|not\s+to\s+use|"
    r"chose\s+not)\b|決定|却下|採用"
)
_REJECTED = lazy_compile(
    r"(?i)([^.;\n]{0,60})\b(?:was|were|is|are)\s+rejected\b|\brejected\s+([^.;\n]{2,60})|"
    r"\bnot\s+to\s+use\s+([^.;\n]{2,40})|\bno\s+([A-Z][\w.+-]+)\b|\binstead\s+of\s+([^.;\n]{2,40})|"
    r"([^。、\n]{1,20})(?:は却下|を使わない)"
)
_CHANGE_DIRECTION = lazy_compile(
    r"(?i)\b(?:switch\w*|mov(?:e|ing)\s+(?:\w+\s+){0,3}(?:from|to)|replac\w+|migrat\w+\s+(?:from|to)|"
    r"instead|rewrite\w*|drop\w*\s+(?:the\s+)?use|adopt\w*|introduc\w+)\b|移行|置き換え|乗り換え"
)
# words every request shares; overlap on them says nothing about the subject
_ACTION_STOP = frozenset(
    terms(
        "fix add make change update run write create use new file files code please now all "
        "want need let try do thing work set get put help show check look into for with from "
        "should would could can shall will same other one way good best"
    )
)


@dataclass(frozen=True, slots=True)
class _Candidate:
    name: str
    scope: str
    text: str
    line: str
    unresolved: bool
    categories: tuple[str, ...]


class Gate:
    """Decides go / ask / no-go for actions against the memory."""

    def __init__(
        self,
        policy: MemoryPolicy,
        memory: MemoryView,
        retriever: Retriever | None,
        *,
        cwd: str | None = None,  # where a shell call runs (its current git branch)
        clock: Clock = system_clock,  # when a call that carries no date acts
    ) -> None:
        self.policy = policy
        self.memory = memory
        self.retriever = retriever
        self.cwd = cwd
        self.clock = clock

    def check(
        self,
        action: str | Mapping[str, Any] | Action,
        *,
        session_id: str | None = None,
        hits: Sequence[RecallHit] | None = None,
        now: dt.datetime | None = None,
    ) -> GateDecision:
        """Judge `action`; `hits` (already retrieved for the same text) saves a search;
        `now` (else the gate's clock) is when a call that carries no date acts."""
        started = time.perf_counter()
        now = now if now is not None else self.clock()
        act = action if isinstance(action, Action) else parse_action(action)
        categories = act.categories
        if act.read_only:
            return self._check_read(action, act, started, session_id, now)
        status: RecallStatus = "queried_no_hits"
        error: str | None = None
        if hits is not None:
            hits = hits[:_GATE_HITS]
        elif self.retriever is not None and self.policy.pre_execution_recall:
            try:
                hits = self.retriever.search(act.text, _GATE_HITS)
            except MemwellError as exc:
                status, error = "query_failed", str(exc)
                hits = ()
        else:
            hits = ()
        action_terms = {t for t in terms(act.text) if t not in _ACTION_STOP}
        candidates = self._candidates(categories, hits, action_terms)
        findings: list[GateFinding] = []
        for cand in candidates:
            finding = self._judge(act, categories, action_terms, cand)
            if finding is not None:
                findings.append(finding)
        # Trigger: every call that is not read-only. Why: a rule stops exactly what it
        # forbids (recall.rules); when the check itself breaks, the gate says so and asks
        # rather than letting the call through silently. Outcome: findings naming the rule.
        ruled: RuleCheck | None = None
        try:
            ruled = self._rule_check(action, act, hits, now=now)
            findings = list(ruled.findings) + findings + list(ruled.allowed)
        except Exception as exc:
            status, error = "query_failed", f"rule check failed: {type(exc).__name__}: {exc}"
        findings.sort(key=lambda f: -_SEVERITY[f.verdict])
        # one finding per memory: its most severe (a rule sentence and the memory's
        # description can both match, and the model should read the memory once)
        by_memory: dict[tuple[str, str], GateFinding] = {}
        for finding in findings:
            by_memory.setdefault((finding.scope, finding.name), finding)
        findings = list(by_memory.values())
        findings = findings[: self.policy.gate_max_findings]
        verdict: Verdict = "go"
        reasons: list[str] = []
        for finding in findings:
            if _SEVERITY[finding.verdict] > _SEVERITY[verdict]:
                verdict = finding.verdict
            why = f" [{finding.why}]" if finding.why else ""
            reasons.append(f"{finding.kind} ({finding.name}): {finding.line}{why}")
        irreversible = sorted(set(categories) & IRREVERSIBLE)
        if ruled is not None and act.tool is not None:
            # a call read into operations is irreversible by what it does, not by the words
            # in the file it writes ("def test_delete_user" is not a deletion)
            irreversible = irreversible_of(ruled.operations)
        if irreversible and verdict == "go":
            # Trigger: an irreversible action that no memory speaks to.
            # Why: losing data is not undoable; the default is configurable.
            # Outcome: destructive_default (ask unless configured otherwise).
            verdict = self.policy.destructive_default
            reasons.append(
                f"irreversible action ({', '.join(irreversible)}): confirm before running"
            )
        if status == "query_failed":
            reasons.append(f"memory check failed: {error}")
            if _SEVERITY[verdict] < 1 and (
                set(categories) & IRREVERSIBLE or (error or "").startswith("rule check")
            ):
                verdict = "ask"
        elif findings:
            status = "queried_success"
        if not reasons:
            reasons.append("no constraint, open issue or conflicting decision in memory")
        digest = self._digest(verdict, findings)
        return GateDecision(
            verdict=verdict,
            action=act.text,
            tool=act.tool,
            categories=categories,
            reasons=tuple(reasons),
            findings=tuple(findings),
            recall_status=status,
            digest=digest,
            elapsed_ms=(time.perf_counter() - started) * 1000,
            session_id=session_id,
        )

    def _check_read(
        self,
        action: str | Mapping[str, Any] | Action,
        act: Action,
        started: float,
        session_id: str | None,
        now: dt.datetime | None = None,
    ) -> GateDecision:
        """A read-only call: only the rules that forbid reading can stop it ("never show the
        contents (`cat`, `less`)"); no search, no grounding: a read stays cheap."""
        status: RecallStatus = "not_needed"
        reasons: list[str] = []
        findings: list[GateFinding] = []
        verdict: Verdict = "go"
        try:
            ruled = self._rule_check(action, act, (), reading=True, now=now)
            findings = list(ruled.findings)[: self.policy.gate_max_findings]
        except Exception as exc:
            # fail-closed: a check that cannot decide never says go silently
            status, verdict = "query_failed", "ask"
            reasons.append(f"memory check failed: rule check failed: {type(exc).__name__}: {exc}")
        for finding in findings:
            if _SEVERITY[finding.verdict] > _SEVERITY[verdict]:
                verdict = finding.verdict
            why = f" [{finding.why}]" if finding.why else ""
            reasons.append(f"{finding.kind} ({finding.name}): {finding.line}{why}")
        if findings:
            status = "queried_success"
        return GateDecision(
            verdict=verdict,
            action=act.text,
            tool=act.tool,
            categories=act.categories,
            reasons=tuple(reasons or ("read-only action: no rule forbids reading it",)),
            findings=tuple(findings),
            recall_status=status,
            digest=self._digest(verdict, findings),
            elapsed_ms=(time.perf_counter() - started) * 1000,
            session_id=session_id,
        )

    def _digest(self, verdict: Verdict, findings: Sequence[GateFinding]) -> Digest:
        """Findings as a bounded digest (same caps as recall)."""
        if not findings:
            return Digest()
        limit = self.policy.max_line_chars
        shown = list(findings)[
            : min(self.policy.max_memory_items, self.policy.max_digest_lines - 1)
        ]
        lines = [clip(f"[Pre-execution check: {verdict}]", limit)]
        lines += [clip(f"- {f.name} ({f.kind}, {f.verdict}): {f.line}", limit) for f in shown]
        text = "\n".join(lines)
        while len(text) > self.policy.max_digest_chars and len(lines) > 1:
            lines.pop()
            shown.pop()
            text = "\n".join(lines)
        if len(lines) <= 1:
            return Digest()
        items = tuple(
            DigestItem(f.name, f.scope, line, 1.0, 1.0, (f.kind,))
            for f, line in zip(shown, lines[1:], strict=True)
        )
        return Digest(items=items, text=text, candidates=len(findings))

    def _rule_check(
        self,
        action: str | Mapping[str, Any] | Action,
        act: Action,
        hits: Sequence[RecallHit],
        *,
        reading: bool = False,
        now: dt.datetime | None = None,
    ) -> RuleCheck:
        """The rule model's answer: every rule memory of the catalog plus the search hits;
        `reading`: only the rules that forbid reading, without grounding."""
        if isinstance(action, Action):
            tool, tool_input = (None, act.text) if act.tool is None else (act.tool, act.text)
        else:
            tool, tool_input = split_call(action)
        sources = {
            (f.scope, f.name): RuleSource(
                f.name, f.scope, f.text, f.description, f.aliases, parsed=f.rules
            )
            for f in self.memory.rules()
            if not reading or any(_forbids_reading(r) for r in f.rules)
        }
        if reading:
            if not sources:
                return RuleCheck("go", (), (), ())
            return check_rules(sources.values(), tool, tool_input, cwd=self.cwd, now=now)
        for hit in hits:
            sources.setdefault(
                (hit.scope, hit.name),
                RuleSource(
                    hit.name, hit.scope, hit.body or hit.snippet, hit.description, hit.aliases
                ),
            )
        return check_rules(
            sources.values(),
            tool,
            tool_input,
            cwd=self.cwd,
            grounding=self.memory.grounding(),
            now=now,
        )

    # --- candidates ----------------------------------------------------------------------

    def _candidates(
        self, categories: Sequence[str], hits: Sequence[RecallHit], action_terms: set[str]
    ) -> list[_Candidate]:
        out: dict[tuple[str, str], _Candidate] = {}
        facts = self.memory.facts_of([(h.scope, h.name) for h in hits])
        for hit in hits:
            fact = facts.get((hit.scope, hit.name))
            text = hit.description + "\n" + (hit.body[:600] if hit.body else hit.snippet)
            out[(hit.scope, hit.name)] = _Candidate(
                name=hit.name,
                scope=hit.scope,
                text=text,
                line=clip(hit.description or hit.snippet, self.policy.max_line_chars - 24),
                unresolved=fact.unresolved if fact is not None else False,
                categories=categories_of(text),
            )
        # constraint/open facts sharing a risk category, even when the search missed them
        pool: dict[tuple[str, str], Fact] = {}
        for category in categories:
            for fact in self.memory.risk(category):
                pool.setdefault((fact.scope, fact.name), fact)
        chosen = [f for key, f in pool.items() if key not in out]
        if len(chosen) > _MAX_FACT_CANDIDATES:
            # Trigger: many rules in one category. Why: judging each costs time on the hot
            # path. Outcome: the ones sharing most words with the action are judged.
            chosen.sort(key=lambda f: -len(action_terms & set(terms(f.text))))
            chosen = chosen[:_MAX_FACT_CANDIDATES]
        for fact in chosen:
            out[(fact.scope, fact.name)] = _Candidate(
                name=fact.name,
                scope=fact.scope,
                text=fact.text,
                line=clip(fact.description, self.policy.max_line_chars - 24),
                unresolved=fact.unresolved,
                categories=fact.categories,
            )
        return list(out.values())

    # --- judging one memory ----------------------------------------------------------------

    def _judge(
        self,
        act: Action,
        categories: Sequence[str],
        action_terms: set[str],
        cand: _Candidate,
    ) -> GateFinding | None:
        shared = set(categories) & set(cand.categories)
        memory_terms = set(terms(cand.text))
        overlap = action_terms & memory_terms
        strong = (
            bool(shared & IRREVERSIBLE)
            or len(shared) >= 2
            or (bool(shared) and bool(overlap))
            or len(overlap) >= 2
        )
        if not strong:
            return None

        def finding(kind: FindingKind, verdict: Verdict) -> GateFinding:
            return GateFinding(cand.name, cand.scope, kind, cand.line, verdict)

        # prohibitions and confirmations are the rule model's (recall.rules); what stays
        # here attaches related memory, and for a described action, conflicting decisions
        described = act.tool is None
        if described and _DECISION.search(cand.text):
            rejected = set()
            for match in _REJECTED.finditer(cand.text):
                rejected |= {t for g in match.groups() if g for t in terms(g)}
            rejected -= _ACTION_STOP
            if rejected & action_terms:
                return finding("conflict", "ask")
            if _CHANGE_DIRECTION.search(act.text) and len(overlap) >= 1:
                return finding("conflict", "ask")
        if cand.unresolved:
            return finding("unresolved", "go")
        if (
            described
            and {"deploy", "production"} <= set(categories)
            and {"deploy", "production"} <= shared
        ):
            # a rule about deploying to production: its conditions cannot be checked here
            return finding("safety", "ask")
        if shared & {"production", "secrets"} and overlap:
            return finding("safety", "go")
        return finding("convention", "go")


def _forbids_reading(rule: Rule) -> bool:
    """A stopping rule about reading itself ("never show its contents", `cat` quoted)."""
    return rule.strength in ("no-go", "ask") and "read" in rule.verbs
