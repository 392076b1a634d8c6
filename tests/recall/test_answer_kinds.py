"""The digest's lines answer what the turn asks: the kind of answer, the lead's room, labels
as context, deep hits' bodies, and a statement that sheds its context before it is cut."""

from __future__ import annotations

import pytest

from memwell.memory.statements import Statement, memory_statements
from memwell.recall.answer_kinds import asked_kinds, stated_kinds
from memwell.recall.digest import build_digest
from memwell.recall.digest_lines import fitted
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import IndexRetriever, units
from support.hits import project_hit as _hit


@pytest.mark.parametrize(
    ("turn", "kind"),
    [
        ("How much does Tsubame charge for a glaze firing?", "money"),
        ("あーちゃんに払う撮影代、いくらだっけ？", "money"),
        ("ケンさんの電話番号教えて", "phone"),
        ("彩のメールアドレスって何？", "email"),
        ("What's Liv's email?", "email"),
        ("次の新作って、いつ出す予定？", "date"),
        ("When is the report due?", "date"),
        ("What time does practice start on Sunday?", "time"),
        ("ウェブサイトのリポジトリってどこだっけ？", "place"),
        ("Where are the bank statements saved?", "place"),
        ("How many products are translated?", "count"),
    ],
)
def test_the_kind_a_turn_asks_for(turn: str, kind: str) -> None:
    assert kind in asked_kinds(turn)


@pytest.mark.parametrize(
    "turn",
    ["Email the customer about the delay.", "Refactor the export script.", "thanks!"],
)
def test_a_request_asks_for_no_particular_kind(turn: str) -> None:
    assert asked_kinds(turn) == frozenset()


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("料金は1回 ¥4,000（素焼き）/ ¥6,500（本焼き）", "money"),
        ("年会費は1世帯 3,600円。", "money"),
        ("Phone 090-4417-2863, emergencies only", "phone"),
        ("Email aya.nishimura.design@gmail.com for files only.", "email"),
        ("Repo: ~/kamome/website, hosted on Netlify", "place"),
        ("Staging: https://staging.example.jp", "place"),
        ("summer plates, planned 7/12", "date"),
        ("実験は 12月9日(水)", "date"),
        ("練習は 13:00-16:00", "time"),
    ],
)
def test_the_kind_a_statement_states(line: str, kind: str) -> None:
    assert kind in stated_kinds(line)


def test_a_rule_line_states_no_address_or_amount() -> None:
    assert not {"money", "phone", "email"} & stated_kinds("Never offer discounts by e-mail.")


AYA = _hit(
    "sister_aya",
    "Aya, my younger sister: photos and Instagram graphics",
    "- Shoots product photos once a month, on a Sunday.\n"
    "- I pay her per session by PayPay, never by bank transfer.\n"
    "- Contact: LINE is best; email aya@example.com for files only.\n",
)


def test_the_line_stating_what_is_asked_leads_the_item() -> None:
    turn = "彩のメールアドレスって何？"  # shares no word with any line
    digest, _ = build_digest(
        [AYA], MemoryPolicy(), query=units(turn), query_text=turn, min_confidence=0.0
    )
    assert "aya@example.com" in digest.items[0].line


def test_without_an_asked_kind_the_lines_are_chosen_as_before() -> None:
    turn = "how do I pay my sister"
    digest, _ = build_digest([AYA], MemoryPolicy(), query=units(turn), query_text=turn)
    assert "PayPay" in digest.items[0].line


def test_a_label_its_items_carry_is_not_a_statement_of_its_own() -> None:
    found = memory_statements(
        "The cookbook",
        "Open items:\n- Choose the cover photo by 2026-12-20.\n- Send ch06 to the editor.\n",
    )
    assert [s.shown for s in found] == [
        "The cookbook",
        "Open items: Choose the cover photo by 2026-12-20.",
        "Open items: Send ch06 to the editor.",
    ]


def test_a_label_with_nothing_under_it_is_no_statement_either() -> None:
    found = memory_statements("Notes", "Open items:\n\nThe cover photo is chosen.")
    assert [s.shown for s in found] == ["Notes", "The cover photo is chosen."]


def test_a_statement_sheds_its_context_before_its_words_are_cut() -> None:
    statement = Statement("Never run deploy.sh prod any more", "Decision 2026-03-10 (replaces x)")
    assert fitted("- a: ", statement, 200) == f"- a: {statement.shown}"
    short = fitted("- a: ", statement, 45)
    assert short == "- a: Never run deploy.sh prod any more"
    assert len(fitted("- a: ", statement, 20)) <= 20


def test_the_description_is_the_line_only_of_a_memory_without_a_body() -> None:
    turn = "kiln prices"
    bare = _hit("kiln", "Kiln prices and bookings", "")
    full = _hit("kiln", "Kiln prices and bookings", "- Glaze firing ¥6,500.\n- Bisque 6/14.\n")
    only, _ = build_digest([bare], MemoryPolicy(), query=units(turn), query_text=turn)
    assert only.items[0].line == "- kiln: Kiln prices and bookings"
    shown, _ = build_digest([full], MemoryPolicy(), query=units(turn), query_text=turn)
    assert "Kiln prices and bookings" not in shown.text
    assert "¥6,500" in shown.items[0].line


def test_weak_items_give_their_lines_to_the_lead() -> None:
    lead = _hit(
        "cookbook",
        "Cookbook status",
        "\n".join(f"- cookbook chapter {n} status: draft {n} done" for n in range(1, 6)),
    )
    weak = [_hit(f"other_{n}", f"Other memory {n}", f"- unrelated cookbook {n}") for n in range(4)]
    turn = "cookbook chapter status draft"
    digest, _ = build_digest(
        [lead, *weak], MemoryPolicy(), query=units(turn), query_text=turn, min_confidence=0.1
    )
    assert digest.items[0].name == "cookbook"
    # every statement of the lead is shown (several to a line, since session 13)
    assert all(f"draft {n} done" in digest.text for n in range(1, 6))
    assert len(digest.lines) <= MemoryPolicy().max_digest_lines
    assert len(digest.items) < 5


class _Row:
    """A catalog search hit as `Harness.search` returns it (the fields recall reads)."""

    def __init__(self, name: str, body: str) -> None:
        from datetime import UTC, datetime
        from pathlib import Path

        from memwell.memory.document import Memory

        self.name, self.scope, self.type = name, "workspace", "project"
        self.description, self.score, self.snippet = f"About {name}", 1.0, ""
        self.pinned, self.updated = False, None
        self.memory = Memory(
            name=name,
            type="project",
            description=f"About {name}",
            body=body,
            scope="workspace",
            path=Path(f"{name}.md"),
            created=datetime(2026, 1, 1, tzinfo=UTC),
        )


def test_a_deep_hit_carries_its_body_to_show_but_not_to_score() -> None:
    rows = [_Row(f"m{n}", f"- line of memory {n} with detail") for n in range(3)]
    hits = IndexRetriever(lambda q, limit: rows, full_top=1).search("q", 3)
    assert hits[0].body and not hits[0].shown_body
    assert hits[2].body == "" and hits[2].shown_body == "- line of memory 2 with detail"
    turn = "memory 2 detail"  # the deep hit is scored without its body: no word in common
    digest, _ = build_digest(
        [hits[2]], MemoryPolicy(), query=units(turn), query_text=turn, min_confidence=0.0
    )
    assert "line of memory 2 with detail" in digest.text
