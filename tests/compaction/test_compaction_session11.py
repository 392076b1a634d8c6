"""Session 11: the whole target used in a large window."""

from __future__ import annotations

from typing import Any

from memwell.compaction import compact
from memwell.compaction.types import Policy


def _session(turns: int = 40) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Port the ledger service to the new billing API."},
    ]
    for k in range(turns):
        messages += [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{k}",
                        "type": "function",
                        "function": {
                            "name": "bash",
                            "arguments": f'{{"command": "pytest tests/test_ledger_{k}.py"}}',
                        },
                    }
                ],
            },
            {
                "role": "tool",
                "tool_call_id": f"c{k}",
                "content": f"E KeyError: 'account_{k}'\n1 failed, {k} passed\n" + "log line\n" * 30,
            },
            {
                "role": "assistant",
                "content": f"Decided to use `LedgerClient{k}` because the old client "
                f"retries twice. Never log `card_{k}` numbers; see `billing/api_{k}.py`.",
            },
        ]
    messages.append({"role": "user", "content": "what is left?"})
    return messages


def test_room_under_the_target_goes_to_the_checkpoint_beyond_its_ceiling() -> None:
    # a ceiling far below the target (a large window's case): the copy leaves items out
    # while most of the target is free; that room is handed back beyond the ceiling
    policy = Policy(checkpoint_max_tokens=300, tail_max_tokens=600)
    result = compact(_session(), context_window=6_000, force=True, policy=policy)
    assert result.status == "compacted" and result.checkpoint is not None
    assert result.tokens_after >= 0.85 * result.budget
    assert result.tokens_after <= result.budget
