"""Memory shaping: the digest never exceeds its caps, dedupes, and drops low confidence."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import REQUEST_TERMS, RecallHit, units

_text = st.text(min_size=0, max_size=300)
_hit = st.builds(
    RecallHit,
    name=st.text(alphabet="abcdefghij_", min_size=1, max_size=30),
    scope=st.sampled_from(["user", "workspace"]),
    type=st.sampled_from(["user", "feedback", "project", "reference"]),
    description=_text,
    score=st.floats(min_value=0, max_value=100),
    snippet=_text,
    pinned=st.booleans(),
    updated=st.none() | st.just(datetime(2026, 1, 1, tzinfo=UTC)),
    tags=st.lists(st.sampled_from(["todo", "decision", "x"]), max_size=3).map(tuple),
    body=st.text(min_size=0, max_size=800),
)


@settings(max_examples=150, deadline=None)
@given(
    hits=st.lists(_hit, max_size=25),
    items=st.integers(1, 8),
    lines=st.integers(1, 12),
    width=st.integers(20, 200),
    chars=st.integers(40, 2000),
    query=st.text(max_size=60),
)
def test_digest_never_exceeds_its_limits(
    hits: list[RecallHit], items: int, lines: int, width: int, chars: int, query: str
) -> None:
    policy = MemoryPolicy(
        max_memory_items=items,
        max_digest_lines=lines,
        max_line_chars=width,
        max_digest_chars=chars,
        inject_low_confidence=True,
    )
    digest, _ = build_digest(hits, policy, query=units(query))
    assert len(digest.items) <= items
    assert len(digest.lines) <= lines
    assert len(digest.text) <= chars
    assert all(len(line) <= width for line in digest.lines)
    assert len(digest.items) <= max(0, len(digest.lines) - 1)


def _hit_named(name: str, description: str, **kw: object) -> RecallHit:
    return RecallHit(
        name=name, scope="workspace", type="project", description=description, score=1.0, **kw
    )  # type: ignore[arg-type]


def test_defaults_are_five_items_eight_lines() -> None:
    hits = [
        _hit_named(f"m{i}", f"deploy rule number {i}", body=f"Deploy detail {i}.")
        for i in range(20)
    ]
    digest, _ = build_digest(hits, MemoryPolicy(), query=units("deploy rule"))
    assert len(digest.items) == 5
    assert len(digest.lines) <= 8


def test_near_duplicates_are_dropped() -> None:
    hits = [
        _hit_named("a", "Production deploys only on weekdays before 16:00"),
        _hit_named("b", "Production deploys only on weekdays before 16:00!"),
        _hit_named("c", "Deploy with the release pipeline"),
    ]
    digest, _ = build_digest(hits, MemoryPolicy(), query=units("production deploy"))
    assert [i.name for i in digest.items] == ["a", "c"]


def test_low_confidence_is_not_injected() -> None:
    hits = [_hit_named("a", "Lunch spots near the office")]
    digest, best = build_digest(hits, MemoryPolicy(), query=units("kubernetes ingress timeout"))
    assert digest.items == () and digest.text == ""
    assert best < MemoryPolicy().min_confidence


def test_recent_and_tagged_rank_first() -> None:
    now = datetime(2026, 11, 30, tzinfo=UTC)
    old = _hit_named(
        "old", "deploy notes for the legacy cluster", updated=now - timedelta(days=400)
    )
    new = _hit_named("new", "deploy notes for the pipeline", updated=now, tags=("decision",))
    digest, _ = build_digest([old, new], MemoryPolicy(), query=units("deploy notes"), now=now)
    assert [i.name for i in digest.items] == ["new", "old"]


def test_japanese_chunks_count_as_units() -> None:
    query = units("うちのデプロイ手順はどうなってたっけ")
    assert {u.key for u in query} == {"デプロイ", "手順"}
    hit = _hit_named("deploy_policy", "本番デプロイは平日16時まで")
    digest, best = build_digest([hit], MemoryPolicy(), query=query)
    assert best >= 0.5 and digest.items[0].name == "deploy_policy"


def test_japanese_turn_meets_english_memory() -> None:
    query = units("ダッシュボードにダークモードを追加して", drop=REQUEST_TERMS)
    hit = _hit_named("frontend_stack", "The dashboard uses React and Vite")
    digest, best = build_digest([hit], MemoryPolicy(), query=query)
    assert digest.items and best >= MemoryPolicy().min_confidence
