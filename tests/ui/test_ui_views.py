"""The read-only views behind the pages: paged index listings, the compaction log, the
decision timeline, the budget arithmetic and the SVG charts."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from memwell.api import Harness
from memwell.compaction.events import CompactionEvent
from memwell.compaction.tokens import estimate_tokens
from memwell.recall.decisions import DecisionLog
from memwell.ui import budget, charts
from memwell.ui.timeline import Filters, Timeline, to_decisions

FRESHNESS_S = 1.0  # `[index] freshness_interval_s` by default


def test_topic_pages_cover_every_topic_once_in_order(harness: Harness) -> None:
    for i in range(120):
        harness.remember("user", f"topic_{i:03d}", "user", f"fact number {i}", "body " * (i + 1))
    seen: list[str] = []
    offset = 0
    while True:
        page = harness.views.topic_page(offset=offset, limit=50)
        assert page.total == 120
        seen += [row.name for row in page.items]
        if not page.has_next:
            break
        offset += 50
    assert seen == sorted(f"topic_{i:03d}" for i in range(120))
    biggest = harness.views.topic_page(order="size", limit=3).items
    assert [t.name for t in biggest] == ["topic_119", "topic_118", "topic_117"]
    assert harness.views.topic_counts() == {"user": 120}


def test_a_topic_added_by_hand_is_listed_within_the_freshness_interval(
    harness: Harness,
) -> None:
    harness.remember("workspace", "first", "project", "the first", "body")
    assert harness.views.topic_page().total == 1
    (harness.layout.scope_dir("workspace") / "second.md").write_text(
        "---\nname: second\ntype: project\ndescription: by hand\n---\nbody\n", encoding="utf-8"
    )
    time.sleep(FRESHNESS_S + 0.1)
    assert [t.name for t in harness.views.topic_page().items] == ["first", "second"]


def test_session_messages_page_in_order_and_find_a_message(harness: Harness) -> None:
    harness.import_session(
        [{"role": "user", "content": f"message {i}", "id": f"id-{i}"} for i in range(130)],
        session_id="long",
    )
    page = harness.views.session_messages("long", offset=100, limit=50)
    assert page.total == 130
    assert [m.content for m in page.items] == [f"message {i}" for i in range(100, 130)]
    assert harness.views.message_position("long", "id-42") == 42
    assert harness.views.session_info("long") is not None
    assert harness.views.session_page(contains="LON").total == 1
    assert harness.views.session_page(contains="other").total == 0


def test_compacting_a_named_session_logs_tokens_before_and_after(
    harness: Harness, transcript: list[dict[str, Any]]
) -> None:
    result = harness.compact(transcript, context_window=4_000, session_id="s", model=None)
    assert result.status == "compacted"
    (event,) = harness.compaction_events("s")
    assert event.tokens_before == result.tokens_before > event.tokens_after == result.tokens_after
    assert event.checkpoint_tokens == estimate_tokens(result.checkpoint or "")
    harness.compact(transcript, context_window=4_000, model=None)  # no session: no event
    assert len(harness.compaction_events()) == 1


def test_the_timeline_rereads_the_log_when_it_grows(harness: Harness) -> None:
    log = DecisionLog(harness.layout)
    reads: list[int] = []

    def read() -> list[dict[str, Any]]:
        reads.append(1)
        return harness.recall_logs(limit=None)

    timeline = Timeline(read, log.rotated, log.path)
    assert timeline.decisions() == []
    harness.turn("thanks!", session_id="a")
    assert [d.kind for d in timeline.decisions()] == ["turn"]  # the log appeared: read
    harness.turn("thanks again!", session_id="a")
    with log.path.open("ab") as handle:
        handle.write(b'{"kind": "turn", "ts": "torn')  # a line still being written
    assert [d.record["text"] for d in timeline.decisions()] == ["thanks!", "thanks again!"]
    assert len(reads) == 2  # the appended line was parsed alone, not the whole log
    key = timeline.decisions()[0].key
    assert timeline.get(key) is not None and timeline.get("0" * 16) is None
    log.rotated.write_bytes(log.path.read_bytes()[:0])  # a rotation: everything is re-read
    timeline.decisions()
    assert len(reads) == 3


def record(kind: str, ts: str, session: str, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "ts": ts, "session_id": session, **fields}


def test_filters_by_session_kind_status_and_inclusive_dates() -> None:
    decisions = to_decisions(
        [
            record(
                "turn",
                "2026-11-30T23:59:00+00:00",
                "a",
                intent="casual",
                recall_status="not_needed",
            ),
            record(
                "turn",
                "2026-12-01T10:00:00+00:00",
                "a",
                intent="continuation",
                recall_status="queried_success",
            ),
            record("gate", "2026-12-01T11:00:00+00:00", "b", verdict="no-go"),
        ]
    )
    timeline = Timeline(
        lambda: [dict(d.record) for d in decisions], Path("no-rotated"), Path("no-log")
    )

    def texts(**kw: str) -> list[str]:
        rows, total = timeline.page(Filters(**kw))
        assert total == len(rows)
        return [d.ts[:16] for d in rows]

    assert texts(until="2026-11-30") == ["2026-11-30T23:59"]
    assert texts(since="2026-12-01") == ["2026-12-01T11:00", "2026-12-01T10:00"]
    assert texts(session="a", status="queried_success") == ["2026-12-01T10:00"]
    assert texts(kind="gate", status="no-go") == ["2026-12-01T11:00"]
    assert texts(intent="casual") == ["2026-11-30T23:59"]


def test_budget_charges_the_prompt_once_per_session_and_splits_preflight_from_digests() -> None:
    session_digest = "[Session start] Active project: payments-api"
    recall = "[Relevant memory]\n- deploy_process: staging, then canary"
    decisions = to_decisions(
        [
            record(
                "turn",
                "2026-12-01T10:00:00+00:00",
                "a",
                digest=session_digest + "\n" + recall,
                session_digest=session_digest,
            ),
            record("turn", "2026-12-01T10:01:00+00:00", "a", digest=recall),
            record("turn", "2026-12-02T09:00:00+00:00", "b", digest=""),
        ]
    )
    event = CompactionEvent(
        "2026-12-02T09:30:00+00:00", "b", "checkpoint", 9000, 2000, 50, 10, 40, 700, "extractive", 0
    )
    result = budget.compute(decisions, [event], budget.PromptCost(profile=30, indexes=400))
    by_id = {c.label: c for c in result.sessions}
    a, b = by_id["a"], by_id["b"]
    assert a.parts == {
        "profile": 30,
        "indexes": 400,
        "preflight": estimate_tokens(session_digest),
        "digests": 2 * estimate_tokens(recall),
        "checkpoints": 0,
    }
    assert a.turns == 2
    assert b.parts["checkpoints"] == 700 and b.parts["profile"] == 30
    assert [d.label for d in result.days] == ["2026-12-01", "2026-12-02"]
    assert sum(d.total for d in result.days) == a.total + b.total
    assert [c.label for c in result.sessions] == ["b", "a"]  # most recent first


def test_charts_draw_one_bar_segment_per_nonzero_part() -> None:
    rows = [budget.Cost("s1"), budget.Cost("s2")]
    rows[0].parts.update(profile=10, digests=5)
    rows[1].parts.update(checkpoints=100)
    svg = charts.horizontal(rows)
    assert svg.count("<rect") == 3
    assert 'class="part-checkpoints"' in svg
    assert ">s1<" in svg and ">s2<" in svg
    assert charts.horizontal([]) == "" and charts.vertical([]) == ""
    assert charts.vertical(rows).count("<rect") == 3


def test_chart_labels_are_escaped() -> None:
    row = budget.Cost("<script>alert(1)</script>")
    row.parts["digests"] = 1
    assert "<script>" not in charts.horizontal([row])


def test_decision_keys_are_stable_and_distinct(tmp_path: Path) -> None:
    a = record("turn", "2026-12-01T10:00:00+00:00", "a", text="one")
    b = record("turn", "2026-12-01T10:00:00+00:00", "a", text="two")
    first = [d.key for d in to_decisions([a, b])]
    again = [d.key for d in to_decisions([json.loads(json.dumps(a)), b])]
    assert first == again and first[0] != first[1]
