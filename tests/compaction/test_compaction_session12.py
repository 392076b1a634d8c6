"""Session 12: the in-context copy in a small window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memwell.compaction import CheckpointStore, compact
from memwell.compaction.checkpoint import CHECKPOINT_HEADER, Checkpoint, render

GOAL = "Port the ledger service to the new billing API without touching the cron jobs."


def _session(turns: int = 30) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "user", "content": GOAL}]
    for k in range(turns):
        messages += [
            {"role": "assistant", "content": f"Decided to use `LedgerClient{k}` for part {k}."},
            {"role": "user", "content": f"ok, go on with part {k} and keep `ledger_{k}.py` small"},
        ]
    messages.append({"role": "user", "content": "what is left?"})
    return messages


def _copy(messages: list[dict[str, Any]]) -> str:
    return next(
        m["content"]
        for m in messages
        if isinstance(m.get("content"), str) and m["content"].startswith(CHECKPOINT_HEADER)
    )


def test_the_copy_does_not_repeat_the_goal_the_head_keeps_verbatim(tmp_path: Path) -> None:
    store = CheckpointStore(tmp_path)
    result = compact(_session(), context_window=1_200, force=True, session_id="s", store=store)
    assert result.status == "compacted" and result.checkpoint is not None
    assert result.messages[0]["content"] == GOAL  # the protected head
    assert GOAL not in _copy(result.messages)
    saved = store.load("s")
    assert saved is not None and saved.get("goal") == (GOAL,)  # still on disk


def test_an_item_said_beside_the_copy_is_not_repeated_but_a_short_one_is() -> None:
    checkpoint = Checkpoint(
        {
            "goal": (GOAL,),
            "decisions": (
                "Use the retry wrapper from `ledger/retry.py` for every call",
                "keep LedgerClient",
            ),
            "findings": ("code: LedgerClient",),
        },
        messages=10,
    )
    beside = (
        "We said:\n  use the retry wrapper from `ledger/retry.py`  for every call\n"
        "keep LedgerClient"
    )
    text, _ = render(checkpoint, max_tokens=400, kept_text=beside)
    assert GOAL in text
    assert "retry wrapper" not in text
    # a statement under 24 characters is kept; a bare name the kept lines write is not
    # listed again (since session 15)
    assert "keep LedgerClient" in text
    assert "code: LedgerClient" not in text
    alone, _ = render(checkpoint, max_tokens=400)
    assert "retry wrapper" in alone


def test_a_cause_that_names_nothing_yields_to_one_that_names_something() -> None:
    from memwell.compaction.evidence import names_nothing

    assert names_nothing("errors", "cause: Here's the change we need to make:")
    assert not names_nothing("errors", "cause: `Flush()` is never called after `AddStats`")
    assert not names_nothing("errors", "pytest: E KeyError: missing key")  # the tool's words
    checkpoint = Checkpoint(
        {
            "errors": ("pytest: E KeyError: 'account_7'", "cause: To resolve this, we need to:"),
            "files": ("edited: billing/ledger_client.py",),
        },
        messages=10,
    )
    text, omitted = render(checkpoint, max_tokens=70)
    assert omitted == 1
    assert "ledger_client.py" in text and "To resolve this" not in text
