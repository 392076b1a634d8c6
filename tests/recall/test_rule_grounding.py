"""Vocabulary from the store: a rule's words grounded in what other memories say they are,
rules read across soft-wrapped lines, and amounts in an API's minor unit."""

from __future__ import annotations

import pytest

from memwell.api import Harness
from memwell.recall.rule_grounding import ground, identifiers, statements
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call

RESOURCES = (
    "workspace",
    "bakery_resources",
    "reference",
    "Where the bakery's files and accounts are",
    "## Files\n"
    "- ~/bakery/cards/keep/  — the master recipe cards (one .md per bread)\n"
    "- ~/bakery/cards/drafts/  — working copies\n"
    "## Suppliers\n"
    "- Greenfield Flour — orders@greenfieldflour.com\n",
)
MASTER_RULE = (
    "workspace",
    "master_recipes",
    "feedback",
    "Master recipe cards must never be edited or deleted",
    "NEVER overwrite or delete the master recipe cards. Copy to drafts/ and change the copy.",
)


def _edit(path: str) -> dict[str, object]:
    return {
        "tool_name": "Edit",
        "tool_input": {"file_path": path, "old_string": "72%", "new_string": "75%"},
    }


def test_statements_carry_their_heading_and_identifiers_their_shape() -> None:
    lines = statements(RESOURCES[4])
    assert "Suppliers: - Greenfield Flour — orders@greenfieldflour.com" in lines
    # a heading names nothing itself: its lines carry it
    assert lines[0].startswith("Files: - ~/bakery/cards/keep/  — the master recipe cards")
    assert identifiers(lines[0]) == ["~/bakery/cards/keep/"]
    # a path with placeholders is kept whole; a lower-case quotation is wording, not a name
    assert identifiers("RAW: /Shoots/2026/<date>_<couple>/RAW") == [
        "/shoots/2026/<date>_<couple>/raw"
    ]
    assert identifiers('include "reply C to confirm"') == []
    assert identifiers('audience "Cragside members"') == ["cragside members"]


def test_a_phrase_is_grounded_only_where_few_statements_name_it() -> None:
    texts = [("res", RESOURCES[4]), ("rule", MASTER_RULE[4])]
    grounded = ground(texts, [("master", "recipe", "cards"), ("bakery",)])
    assert grounded[("master", "recipe", "cards")] == ("~/bakery/cards/keep/",)
    # "copy to drafts/" is the rule's own line: it says what is allowed, not what a name is
    assert "drafts/" not in grounded[("master", "recipe", "cards")]
    many = "\n".join(f"- bakery thing {i}: /srv/b{i}" for i in range(5))
    assert ("bakery",) not in ground([("res", many)], [("bakery",)])


def test_the_gate_stops_an_edit_of_what_the_rule_names_by_the_stores_name_for_it(
    harness: Harness,
) -> None:
    harness.remember(*MASTER_RULE)
    # without the memory that says where the cards live, the path says nothing of them
    assert harness.gate(_edit("/home/kenji/bakery/cards/keep/rye.md")).verdict == "go"
    harness.remember(*RESOURCES)
    decision = harness.gate(_edit("/home/kenji/bakery/cards/keep/rye.md"))
    assert decision.verdict == "no-go"
    assert any("~/bakery/cards/keep/" in f.why for f in decision.findings)
    assert harness.gate(_edit("/home/kenji/bakery/cards/drafts/rye.md")).verdict == "go"


def test_a_marker_on_its_own_clause_rules_the_lines_actions_across_a_soft_wrap() -> None:
    text = (
        "Anything a couple will see — publishing a gallery, sending an invoice or\n"
        "a deposit refund — show me first and wait for my ok.\n"
    )
    rules = parse_rules(text, "client_comms")
    assert {r.strength for r in rules} == {"ask"}
    assert {"publish", "send"} <= {v for r in rules for v in r.verbs}


def test_a_payment_apis_integer_amount_is_in_the_minor_unit(harness: Harness) -> None:
    harness.remember(
        "workspace",
        "refunds",
        "feedback",
        "Refund threshold",
        "Refunds in Square: anything over $50, ask me first.",
    )

    def refund(cents: int) -> dict[str, object]:
        money = {"amount": cents, "currency": "USD"}
        return {
            "tool_name": "mcp__square__refund_payment",
            "tool_input": {"payment_id": "p1", "amount_money": money},
        }

    (operation,) = parse_call("mcp__square__refund_payment", refund(1250)["tool_input"])
    assert operation.amount == 12.5 and "refund" in operation.verbs
    assert harness.gate(refund(1250)).verdict == "go"
    assert harness.gate(refund(8400)).verdict == "ask"
    yen = parse_call("pay", {"amount": 8400, "currency": "JPY"})
    assert yen[0].amount == 8400


def test_the_exception_a_rule_names_lets_the_call_that_goes_there_through(
    harness: Harness,
) -> None:
    harness.remember(
        "user",
        "nda",
        "feedback",
        "Client documents stay confidential",
        "Never upload client documents to any cloud service other than the client's own portal.",
    )
    rules = parse_rules(
        "Never upload client documents to any cloud service other than the client's own portal.",
        "nda",
    )
    assert rules[0].unless == (("portal",),)
    assert type(rules[0]).from_dict(rules[0].to_dict()) == rules[0]  # stored in the row
    doc = "/home/h/clients/kip/client_documents/KIP-0588_EN.docx"
    portal = {"tool_name": "mcp__kip_portal__upload", "tool_input": {"file_path": doc}}
    drive = {"tool_name": "mcp__gdrive__upload", "tool_input": {"file_path": doc}}
    assert harness.gate(portal).verdict == "go"
    assert harness.gate(drive).verdict == "no-go"


def test_a_rule_naming_the_service_meets_its_tools_by_name_only() -> None:
    (square,) = parse_call("mcp__square__refund_payment", {"payment_id": "p1"})
    assert square.service == "square"
    (sheets,) = parse_call("mcp__sheets__update", {"spreadsheet_id": "1Yk9-stock"})
    # the service is not a value: "sheets" does not stand for every spreadsheet a rule names
    assert "sheets" not in sheets.values


def test_the_writer_derives_the_grounding_so_the_next_gate_only_reads_it(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    harness.remember(*MASTER_RULE)
    harness.remember(*RESOURCES)
    from memwell.recall import rule_grounding

    def never(*_args: object, **_kw: object) -> object:
        raise AssertionError("a gate call derived the grounding")

    # a fresh process (a hook) on the same home: the row the writer stored is read
    monkeypatch.setattr(rule_grounding, "ground", never)
    hook = Harness(harness.layout.home, harness.layout.workspace)
    decision = hook.gate(_edit("/home/kenji/bakery/cards/keep/rye.md"))
    assert decision.verdict == "no-go"
    assert any("~/bakery/cards/keep/" in f.why for f in decision.findings)
