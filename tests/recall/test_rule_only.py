"""An "only" that names the one way or agent allowed, and a plain negation of an act, are
stopping rules; a condition, a state and the user's own habits are not."""

from __future__ import annotations

import pytest

from memwell.recall.rules import parse_rules


def _stopping(text: str) -> list[tuple[str, frozenset[str], tuple[str, ...]]]:
    return [
        (r.strength, r.verbs, tuple(" ".join(p) for p in r.via))
        for r in parse_rules(text, "notes")
        if r.strength in ("no-go", "ask")
    ]


@pytest.mark.parametrize(
    ("line", "verb"),
    [
        ("Nothing under /clients is ever deleted, moved or overwritten.", "delete"),
        ("Final marks aren't released to students.", "deploy"),
        ("Horses on vet box rest aren't booked at all.", "book"),
        ("Takahashi-kun and I open PRs; nobody pushes to main.", "push"),
        ("Bracket rules: no seeding changes.", "edit"),
        ("Drafting ideas is fine, committing is not.", "commit"),
    ],
)
def test_a_plain_negation_of_an_act_forbids_it(line: str, verb: str) -> None:
    rules = _stopping(line)
    assert rules, line
    assert all(strength == "no-go" for strength, _, _ in rules)
    assert any(verb in verbs for _, verbs, _ in rules)


@pytest.mark.parametrize(
    ("line", "verb", "way"),
    [
        ("Only the 所長 creates or closes a client space.", "add", "所長"),
        ("Exports only into ~/survlink-exports/; not into Dropbox.", "publish", "survlink-exports"),
        (
            "外国籍のゲストはパスポートの写しを取り、同じフォルダにだけ保存する。",
            "write",
            "フォルダ",
        ),
        ("シフトの確定(公開)は店長だけがやる。", "publish", "店長"),
    ],
)
def test_only_forbids_the_act_done_another_way(line: str, verb: str, way: str) -> None:
    rules = _stopping(line)
    assert rules, line
    assert any(verb in verbs and any(way in v for v in via) for _, verbs, via in rules), rules


@pytest.mark.parametrize(
    "line",
    [
        "Dev isn't certified yet.",
        "Nobody is around to fix a broken weekend.",
        "If a plane has an open squawk, nobody books it.",
        "Final marks aren't released until the exam board has ratified them.",
        "After lock: no seeding changes.",
        "Cats don't need one.",
        "The website shipping page is NOT updated yet.",
        "Nothing in writing yet.",
        "Grams and ml only in the recipe body; cup/spoon conversions move to the appendix.",
        "I only draft in #admin-drafts.",
        "Classic Walk ¥6,500 per person, Saturdays only, 10:00-12:30.",
        "Shop admin only outside AKK hours or in my lunch break.",
        "名簿は「名簿」フォルダ(健太と私だけがアクセス)で3年間保管する。",
        "Free cancellation until 72 hours before; nothing for no-shows.",
    ],
)
def test_states_conditions_and_the_users_own_habits_are_no_rule(line: str) -> None:
    assert _stopping(line) == []


def test_a_way_restricted_leaves_reading_free() -> None:
    """ "coordinate lists" reads as reading; what the line restricts is where exports go."""
    rules = _stopping("Exports (CSV of jobs, coordinate lists) only into ~/survlink-exports/.")
    assert rules and all("read" not in verbs for _, verbs, _ in rules)


def test_the_way_named_spares_the_call_done_that_way() -> None:
    from memwell.recall.rule_only import only_way, way_of

    match = only_way("Exports only into ~/survlink-exports/; not into Dropbox.")
    assert match is not None and way_of(match) == "~/survlink-exports/"
    assert only_way("Call only after 14:00.") is None
    assert only_way("Under-16s can climb only with a signed parental waiver on file.") is None


def test_a_persons_name_is_not_read_as_a_month() -> None:
    # "Marco" begins as "March" does: the one allowed is a person, not a time
    rules = parse_rules("Only Marco sends Klaviyo campaigns.", "notes")
    assert [(r.strength, r.verbs) for r in rules] == [("no-go", frozenset({"send"}))]
    assert ("marco",) in rules[0].via


def test_an_only_of_a_month_stays_a_condition() -> None:
    assert _stopping("Garden furniture goes on sale only in March.") == []


def test_the_act_of_the_one_allowed_is_the_verb_said_of_them() -> None:
    # building a campaign as a draft is anyone's: the rule is on sending it
    (rule,) = parse_rules("Only Jonas sends campaigns to volunteers-all.", "notes")
    assert rule.verbs == frozenset({"send"})


def test_what_the_user_only_reads_is_read_only() -> None:
    text = "- 商品マスタ: /srv/shop/products.db (sqlite, 本番)。私は参照だけ。"
    rules = [r for r in parse_rules(text, "notes") if r.strength == "no-go"]
    assert rules
    assert all("edit" in r.verbs and "read" not in r.verbs for r in rules)
    assert parse_rules("台帳はみんなで参照だけしている。", "notes") == ()
