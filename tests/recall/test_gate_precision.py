"""Session 11's precision readings: what a rule's line says around it, and what a call's
amount means (`recall.rules`, `recall.rule_match`, `recall.tool_calls`). Each case is a
benign call stopped or a rule-breaking call missed before, told apart by a convention of
APIs or of language, not by a world's words."""

from __future__ import annotations

from typing import Any

from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules


def _verdict(body: str, tool: str, tool_input: dict[str, Any], name: str = "rules") -> str:
    source = RuleSource(name, "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


_REFUNDS = (
    "- Refunds over $150 need my OK. Anything up to $150 just do it and note it in the file.\n"
)


def test_a_stripe_amount_without_currency_is_in_cents_for_a_dollar_limit() -> None:
    refund = "mcp__stripe__create_refund"
    assert _verdict(_REFUNDS, refund, {"payment_intent": "pi_1", "amount": 8500}) == "go"
    assert _verdict(_REFUNDS, refund, {"payment_intent": "pi_2", "amount": 24000}) == "ask"


def test_a_stripe_amount_is_the_amount_itself_for_a_yen_limit() -> None:
    body = "- Refunds over ¥10,000 need my OK.\n"
    refund = "mcp__stripe__create_refund"
    assert _verdict(body, refund, {"payment_intent": "pi_3", "amount": 15000}) == "ask"
    assert _verdict(body, refund, {"payment_intent": "pi_4", "amount": 8000}) == "go"


def test_a_clause_after_the_rule_lends_it_no_object() -> None:
    # "Anything up to $150" is another clause: "up" is not what the refund rule names
    rules = [r for r in parse_rules(_REFUNDS, "client_comms") if r.strength == "ask"]
    assert rules and all(not r.objects for r in rules)


def test_read_only_before_a_noun_forbids_nothing() -> None:
    profile = "The assistant works in Slate and Slack, and occasionally read-only SQL for reports."
    assert not parse_rules(profile, "profile")
    update = {"application_id": "A-1", "decision_status": "pending release", "to_code": "ADM"}
    assert _verdict(profile, "mcp__slate__update_decision", update) == "go"
    # said of the thing, it still forbids changing it
    rules = parse_rules("- originals/ — raw scans. Read-only.", "photos")
    assert any("edit" in r.verbs and r.strength == "no-go" for r in rules)


def test_a_permission_naming_its_own_thing_does_not_lend_its_strength() -> None:
    line = (
        "- Ask the Registrar (Mark Ellison) before changing anything in Banner."
        " Read-only reports are fine."
    )
    rules = parse_rules(line, "data_privacy")
    assert [r.strength for r in rules] == ["ask"]


def test_a_preposition_is_no_object() -> None:
    (rule,) = parse_rules("- Don't run UPDATE or DELETE against the Koha database directly.", "p")
    assert ("against",) not in rule.objects


def test_a_channel_named_after_in_is_where_a_post_must_go() -> None:
    body = (
        "- Don't ever post internal incident details (IPs, hostnames, stack traces) in public"
        " channels like #general or #bug-reports.\n"
    )
    trace = "mm-svc 10.40.3.17 OOMKilled, stack trace: java.lang.OutOfMemoryError"
    post = "mcp__discord__send_message"
    assert _verdict(body, post, {"channel": "#ops-internal", "content": trace}) == "go"
    assert _verdict(body, post, {"channel": "#general", "content": trace}) == "no-go"


def test_a_compound_is_met_by_its_words_joined() -> None:
    body = "Payroll is done in Wagepoint.\n- Never submit a pay run in the portal.\n"
    call = {"period_end": "2026-10-15", "company": "Saltline Couriers Ltd."}
    assert _verdict(body, "mcp__wagepoint__submit_payrun", call, "payroll") == "no-go"


def test_in_my_name_is_how_not_where() -> None:
    (rule,) = parse_rules("Always ask me before sending any e-mail in my name.", "mail")
    assert not rule.targets


_LAB = "- Never send a lab result to an owner before the vet has reviewed it.\n"


def test_a_state_the_call_shows_reached_lifts_a_rule_said_until_it() -> None:
    send = "mcp__ezyvet__send_lab_result"
    reviewed = {"lab_result": "IDX-1", "review_status": "reviewed", "to_owner": "o@example.com"}
    pending = {
        "lab_result": "IDX-2",
        "review_status": "pending review",
        "to_owner": "o@example.com",
    }
    assert _verdict(_LAB, send, reviewed, "lab_results") == "go"
    assert _verdict(_LAB, send, pending, "lab_results") == "no-go"


def test_a_rule_said_from_a_state_on_does_not_hold_before_it() -> None:
    body = "- Once a decision has been released, don't ever change the decision code.\n"
    update = "mcp__slate__update_decision"
    before = {"application_id": "A-1", "decision_status": "pending release", "to_code": "ADM"}
    after = {"application_id": "A-2", "decision_status": "released", "to_code": "ADM"}
    assert _verdict(body, update, before, "decisions") == "go"
    assert _verdict(body, update, after, "decisions") == "no-go"


def test_a_plural_after_a_verb_and_a_noun_is_what_it_acts_on() -> None:
    (rule,) = parse_rules("- Don't ever delete patron records, even expired ones.", "patrons")
    assert rule.verbs == {"delete"} and ("patron", "records") in rule.objects
    draft = {"file_path": "/share/Newsletter/jan_draft.md", "content": "Patrons can use kiosks."}
    assert _verdict("- Don't ever delete patron records.", "Write", draft, "patrons") == "go"


def test_the_service_a_line_names_as_the_way_is_the_sanctioned_way() -> None:
    body = (
        "- Don't run UPDATE or DELETE against the Koha database directly."
        " Use the staff client or the Koha REST API (the koha MCP tools).\n"
    )
    (rule, _) = parse_rules(body, "patron_privacy")
    assert ("koha",) in rule.ways
    update = {"patron_id": 55120, "address": "1418 Alder St Apt 3"}
    assert _verdict(body, "mcp__koha__update_patron", update, "patron_privacy") == "go"
    sql = {"command": "psql -h koha-db -c 'DELETE FROM borrowers WHERE id = 5'"}
    assert _verdict(body, "Bash", sql, "patron_privacy") == "no-go"


def test_a_possessive_noun_stays_in_its_noun_group() -> None:
    body = "- Don't ever put a client's SSN or driver's license number in an email or text.\n"
    (rule,) = parse_rules(body, "client_data")
    assert ("driver", "license", "number") in rule.objects and ("driver",) not in rule.objects
    reminder = {
        "to": "mark@example.com",
        "body": "Let me know if anything changed with your drivers.",
    }
    assert _verdict(body, "mcp__gmail__send_email", reminder, "client_data") == "go"
