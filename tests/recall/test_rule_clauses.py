"""How a rule line's clauses are read: what a marker naming a limit speaks of, a sanctioned way
named before "only", a clause that says when rather than what, and a limit that speaks of
the act its line named before it (session 16; each case fails on the reading before it)."""

from __future__ import annotations

from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules


def _verdict(text: str, tool: str, tool_input: dict[str, object]) -> str:
    source = RuleSource("rules", "workspace", text)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


def test_a_marker_naming_a_limit_is_not_lent_to_the_act_within_it() -> None:
    text = (
        "Unused block hours: refund it yourself if it's under $500. "
        "$500 and up, check with the CFI."
    )
    assert [r.amount_under for r in parse_rules(text, "refunds")] == [None]


def test_a_marker_is_still_lent_within_its_sentence() -> None:
    text = "Anything a couple will see — publishing a gallery, emailing them — show me first."
    assert {r.strength for r in parse_rules(text, "m")} == {"ask"}


def test_the_way_named_before_only_is_the_sanctioned_way() -> None:
    text = "Refunds go out through Xero (credit note) only, never as a manual bank transfer."
    (rule,) = parse_rules(text, "payments")
    assert ("xero",) in rule.via
    credit = {"contact": "Mrs E. Byrne", "amount_gbp": 1250, "reason": "Lot 87 withdrawn"}
    assert _verdict(text, "mcp__xero__create_credit_note", credit) == "go"


def test_a_clause_saying_when_is_not_the_act() -> None:
    text = "Don't put the GHSA id in anything public before the advisory is published."
    (rule,) = parse_rules(text, "security")
    assert "publish" not in rule.verbs
    releasing = "Releasing lots before the invoice is paid in full: check with Peter first."
    (rule,) = parse_rules(releasing, "payments")
    assert "pay" not in rule.verbs and rule.objects == (("lots",),)


def test_a_clause_saying_when_is_the_act_when_nothing_else_is() -> None:
    (rule,) = parse_rules("Ask me before the newsletter is sent.", "mailing")
    assert rule.strength == "ask" and "send" in rule.verbs


def test_a_limit_speaks_of_the_act_its_line_named_before() -> None:
    text = (
        "Unused block hours: refund it yourself if it's under $500. "
        "$500 and up, check with the CFI."
    )
    (rule,) = parse_rules(text, "refunds")
    assert rule.strength == "ask" and rule.verbs == {"refund"} and rule.amount_over == 500
    big = {"payment_intent": "pi_1", "amount": 65000, "currency": "usd", "note": "unused block"}
    small = {"payment_intent": "pi_2", "amount": 42000, "currency": "usd", "note": "unused block"}
    assert _verdict(text, "mcp__stripe__create_refund", big) == "ask"
    assert _verdict(text, "mcp__stripe__create_refund", small) == "go"


def test_a_japanese_limit_counts_in_man() -> None:
    text = (
        "手数料の納付は1件10万円までなら事務局で払ってよい。"
        "10万円を超えるものは事務局長に確認してから。"
    )
    stops = [r for r in parse_rules(text, "fees") if r.strength == "ask"]
    assert [(r.verbs, r.amount_over) for r in stops] == [(frozenset({"pay"}), 100_000)]


def test_a_stopping_clause_with_no_limit_borrows_no_act() -> None:
    # only a limit says which of the earlier act's calls it is about
    text = "Reading the logs is fine. Ask Rachel."
    assert not [r for r in parse_rules(text, "logs") if r.strength in ("ask", "no-go")]
