"""A stopping rule's object of several words, said whole by the tool's own name, is what the
tool acts on; one word met by the name is not."""

from __future__ import annotations

from memwell.recall.rulebook import RuleSource, check_rules

CLAIMS = RuleSource(
    "claims_rules",
    "workspace",
    "Workers' comp invoices over $1,500 in one go: ask Josh before submitting.",
)
CUSTOMERS = RuleSource(
    "customer_data",
    "workspace",
    "Never send emails with a customer's phone number to a supplier.",
)


def test_the_tools_name_says_the_rules_object_whole() -> None:
    call = {"claim_no": "WC-118", "sessions": 12, "total_aud": 1850}
    answer = check_rules([CLAIMS], "mcp__medirebate__submit_workers_comp_invoice", call)
    assert answer.verdict == "ask"


def test_the_limit_still_tells_the_twin_apart() -> None:
    call = {"claim_no": "WC-119", "sessions": 4, "total_aud": 620}
    answer = check_rules([CLAIMS], "mcp__medirebate__submit_workers_comp_invoice", call)
    assert answer.verdict == "go"


def test_one_word_met_by_the_tools_name_is_not_the_object() -> None:
    mail = {"to": "orders@harbourproduce.example", "subject": "Friday delivery", "body": "Thanks"}
    assert check_rules([CUSTOMERS], "mcp__gmail__send_email", mail).verdict == "go"
