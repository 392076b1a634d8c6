"""The qualifier count (`benchmarks/gate_qualifiers.py`): a stopping clause whose act is not
read, read on its object with every word that narrows it, and where it is left unread."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from support.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def count() -> ModuleType:
    return load_benchmark("gate_qualifiers")


def read(count: ModuleType, clause: str, marker: str) -> object:
    at = clause.index(marker)
    return count.qualified_object(clause, at, at + len(marker))


def test_the_object_keeps_the_words_that_narrow_it(count: ModuleType) -> None:
    objects, targets = read(
        count, "Live keys (pk_live_/sk_live_) never in code, issues or docs.", "never"
    )
    assert ("live", "keys") in objects  # one phrase: a test key is not a live key
    assert ("pk_live_",) in objects and ("sk_live_",) in objects  # names given whole
    assert ("code",) in targets and ("docs",) in targets  # where it must not go


def test_a_listed_word_shares_the_lists_noun(count: ModuleType) -> None:
    objects, targets = read(
        count, "Door / alarm / lockbox codes never go out by text or email", "never"
    )
    assert {("door", "codes"), ("alarm", "codes"), ("lockbox", "codes")} <= set(objects)
    assert ("text",) in targets


def test_a_leading_marker_reads_what_follows_its_act(count: ModuleType) -> None:
    objects, targets = read(count, "Never hand our patron list to another company.", "Never")
    assert objects == (("patron", "list"),)
    assert targets == (("another", "company"),)


@pytest.mark.parametrize(
    ("clause", "marker"),
    [
        ("never offer 0% financing", "never"),  # one bare noun: nothing narrows it
        ("Once a transcript is certified we don't touch it.", "don't"),  # a state
        ("Sakura Gelly Pro: never advertise below MAP.", "never"),  # a quantity's side
        ("Suspected plagiarism: never email the student accusing them", "never"),  # a heading
        ("Never the full list.", "Never"),  # no act at all
        ("MR2(3T)では撮らない。", "ない"),  # where, in Japanese
    ],
)
def test_no_reading_where_the_object_cannot_tell_the_twin(
    count: ModuleType, clause: str, marker: str
) -> None:
    assert read(count, clause, marker) is None


def test_a_world_s_rules_are_read_from_its_memories(count: ModuleType, tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "access_code_rules.md").write_text(
        "---\nname: access_code_rules\ntype: feedback\ndescription: door codes\n---\n"
        "Door / alarm / lockbox codes never go out by text or email.\n"
        "Never force-push to main.\n",
        encoding="utf-8",
    )
    rules = count.act_unread_rules(tmp_path)
    assert [rule.text for rule, _ in rules] == [
        "Door / alarm / lockbox codes never go out by text or email."
    ]
    sent = {"tool_name": "mcp__openphone__send_text", "tool_input": {"text": "Lockbox code 7719"}}
    kept = {"tool_name": "mcp__jobber__update_visit", "tool_input": {"notes": "Lockbox code 7719"}}
    assert count.reach(rules, sent)[0] == "qualified"
    assert count.reach(rules, kept)[0] != "qualified"
