"""Writeback keeps only high-signal decisions and outcomes; never chat, secrets or duplicates."""

from __future__ import annotations

from memwell.api import Harness
from memwell.memory.statements import memory_statements


def test_decision_is_saved_through_the_store(seeded: Harness) -> None:
    result = seeded.writeback(
        "We decided to move the job queue to Postgres SKIP LOCKED instead of Celery.",
        session_id="w1",
    )
    (item,) = result.items
    assert item.outcome == "saved" and item.reason == "decision"
    memory = seeded.store.get(item.name or "", "workspace")
    assert memory.type == "project"
    assert "decision" in memory.tags and "writeback" in memory.tags
    assert "SKIP LOCKED" in memory.body


def test_preference_becomes_feedback(seeded: Harness) -> None:
    result = seeded.writeback("From now on, always run ruff before committing Python code.")
    (item,) = result.saved
    assert seeded.store.get(item.name or "", "workspace").type == "feedback"


def test_trivial_chat_and_questions_are_skipped(seeded: Harness) -> None:
    result = seeded.writeback(
        [
            "thanks!",
            "ok sounds good",
            "Should we use Redis for the cache here?",
            "The weather in Tokyo is nice and sunny this afternoon.",
        ]
    )
    assert [i.outcome for i in result.items] == ["skipped"] * 4
    assert [i.reason.split(":")[0] for i in result.items] == [
        "too short to be a decision or outcome",
        "too short to be a decision or outcome",
        "a question, not a decision or outcome",
        "low signal",
    ]


def test_a_question_about_a_rule_is_not_saved_as_one(seeded: Harness) -> None:
    # recorded in a real first-hour session: the person asked, the writeback saved the
    # question as a "preference", and every later digest about the reviewer showed it
    result = seeded.writeback(
        [
            "before I commit — what was my rule for commit messages again? Benji asked me too",
            "コミットメッセージは必ず英語だったっけ？ Benji にも聞かれた",
            "Got it? From now on, always squash feature branches before merging.",
        ]
    )
    assert [i.outcome for i in result.items] == ["skipped", "skipped", "saved"]
    assert result.items[0].reason.startswith("a question")
    assert result.items[1].reason.startswith("a question")


def test_secrets_are_never_written(seeded: Harness) -> None:
    before = len(seeded.memories())
    result = seeded.writeback(
        "We decided the deploy bot uses token ghp_Qm3vT8xR2kLp9WzN4bYhX7cFj2Ds5Ga1Kq3m for pushes."
    )
    (item,) = result.items
    assert item.outcome == "skipped" and "secret" in item.reason
    assert "ghp_" not in item.text
    assert len(seeded.memories()) == before


def test_duplicates_are_skipped(seeded: Harness) -> None:
    text = "Decision: the dashboard uses React and Vite; Redux was rejected."
    result = seeded.writeback(text)
    assert result.items[0].outcome == "skipped"
    assert "frontend_stack" in result.items[0].reason
    twice = seeded.writeback(
        ["We decided to shard invoices by tenant id.", "We decided to shard invoices by tenant id!"]
    )
    assert [i.outcome for i in twice.items] == ["saved", "skipped"]


def test_writeback_is_logged(seeded: Harness) -> None:
    seeded.writeback(
        "Root cause of the login outage was an expired OAuth client secret rotation.",
        session_id="w2",
    )
    (record,) = seeded.recall_logs(kind="writeback")
    assert record["session_id"] == "w2" and record["saved"] == 1


def test_the_provenance_line_of_a_written_back_memory_is_never_a_digest_line(
    seeded: Harness,
) -> None:
    # recorded in a real first-hour session: the digest showed "_Recorded by memwell
    # writeback (session …)._" as the line of the rule the person had just stated
    (item,) = seeded.writeback(
        "From now on, ask me before you change templates/base.html; the layout is in flux.",
        session_id="s1",
    ).saved
    memory = seeded.store.get(item.name or "", "workspace")
    assert "_Recorded by memwell writeback (session s1" in memory.body  # the file says so
    shown = [s.shown for s in memory_statements(memory.description, memory.body)]
    assert any("templates/base.html" in line for line in shown)
    assert not any("Recorded by memwell" in line for line in shown)
