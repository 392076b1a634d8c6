"""The always-on profile: its sources, its order, its token cap and what overflows."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from memwell.api import Harness
from memwell.compaction.tokens import estimate_tokens
from memwell.memory.document import Memory
from memwell.recall.profile import HEADER, build_profile


def _memory(
    name: str,
    body: str,
    *,
    type: str = "feedback",
    scope: str = "user",
    pinned: bool = False,
    updated: datetime | None = None,
) -> Memory:
    return Memory(
        name=name,
        type=type,  # type: ignore[arg-type]
        description=f"{name.replace('_', ' ')} preferences",
        body=body,
        scope=scope,  # type: ignore[arg-type]
        path=Path(f"/nowhere/{name}.md"),
        updated=updated,
        pinned=pinned,
    )


def _lines(n: int, word: str) -> str:
    return "\n".join(f"- {word} preference number {i} stated in a full sentence." for i in range(n))


def test_only_user_scope_preferences_and_user_md_are_in_it() -> None:
    memories = [
        _memory("reply_style", "- Answer in bullet points."),
        _memory("who_i_am", "- I live in Osaka.", type="user"),
        _memory("repo_rules", "- Never push to main.", scope="workspace"),
        _memory("tax_plan", "- Blue return from 2024.", type="project"),
    ]
    profile = build_profile(memories, "I prefer metric units.\n", 500)
    assert profile.entries[0].name == "USER.md"
    assert {e.name for e in profile.entries[1:]} == {"reply_style", "who_i_am"}
    assert profile.text.startswith(HEADER)
    assert "I prefer metric units." in profile.text and "bullet points" in profile.text
    assert "Never push to main" not in profile.text and "Blue return" not in profile.text
    assert not profile.overflow and profile.to_dict()["lines_omitted"] == 0


def test_order_is_user_md_then_pinned_then_recent_then_smaller() -> None:
    old = datetime(2024, 1, 1, tzinfo=UTC)
    new = datetime(2026, 11, 1, tzinfo=UTC)
    memories = [
        _memory("recent_long", _lines(3, "long"), updated=new),
        _memory("old_one", "- Old.", updated=old),
        _memory("pinned_one", "- Pinned line.", pinned=True, updated=old),
        _memory("recent_short", "- Short.", updated=new),
    ]
    profile = build_profile(memories, "Own profile line here.", 1000)
    assert [e.name for e in profile.entries] == [
        "USER.md",
        "pinned_one",
        "recent_short",
        "recent_long",
        "old_one",
    ]
    assert [e.why for e in profile.entries][1:3] == ["pinned", "updated 2026-11-01"]


def test_the_cap_holds_and_the_overflow_is_reported() -> None:
    memories = [_memory(f"pref_{i}", _lines(6, f"w{i}")) for i in range(8)]
    cap = 150
    profile = build_profile(memories, "", cap)
    assert profile.tokens <= cap
    assert estimate_tokens(profile.text) == profile.tokens
    assert profile.overflow and profile.lines_omitted > 0
    note = profile.text.splitlines()[-1]
    assert f"{profile.lines_omitted} more profile line(s)" in note and f"{cap}-token" in note
    data = profile.to_dict()
    assert data["omitted"] and data["lines_omitted"] == profile.lines_omitted
    shown = sum(len(e.lines) for e in profile.entries)
    assert shown + profile.lines_omitted == sum(1 + 6 for _ in memories)
    # only what was shown whole counts as carried (a partly shown one is still retrievable)
    carried = profile.carried()
    assert all(e.complete for e in profile.entries if (e.scope, e.name) in carried.memories)


def test_a_cap_too_small_for_anything_gives_nothing_and_says_what_is_left() -> None:
    profile = build_profile([_memory("pref", _lines(3, "x"))], "", 5)
    assert profile.text == "" and profile.tokens == 0
    assert profile.omitted == ("pref",) and profile.lines_omitted == 4


def test_session_start_carries_the_profile_and_the_turn_does_not_repeat_it(
    harness: Harness,
) -> None:
    harness.remember(
        "user",
        "reply_format",
        "feedback",
        "How I want replies formatted",
        "- Keep replies short: bullet points, no long intros.",
    )
    first = harness.turn("How do I like my replies formatted?", session_id="p1").to_dict()
    assert "bullet points, no long intros" in first["session_digest"]
    assert first["session_digest"].count("bullet points") == 1
    assert "reply_format" not in first["injected"]  # the profile already answers
    later = harness.turn("How should replies be formatted for me?", session_id="p1").to_dict()
    assert not later["new_session"]
    assert "reply_format" not in later["injected"]  # still in the session's context
    assert "bullet points" not in later["digest"]


def test_preflight_json_reports_the_profile(harness: Harness) -> None:
    for i in range(12):
        harness.remember("user", f"pref_{i}", "feedback", f"Preference {i}", _lines(5, f"topic{i}"))
    data = harness.preflight(session_id="p2").to_dict()
    profile = data["profile"]
    assert profile["tokens"] <= profile["max_tokens"] == 500
    assert profile["lines_omitted"] > 0 and profile["omitted"]
    assert "more profile line(s)" in data["session_digest"]


def test_the_session_context_carries_user_md_once(harness: Harness) -> None:
    harness.store.write_profile("I prefer metric units and 24-hour times.\n")
    context = harness.session_context("p3")
    assert context.count("I prefer metric units and 24-hour times.") == 1
    assert "[Your profile: stable preferences, always on]" in context
    # the memory section alone (MCP, `memwell prompt`) still shows it
    assert "I prefer metric units" in harness.system_prompt().text
