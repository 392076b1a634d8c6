"""The model-written checkpoint: used when it passes the checks, else the extractive one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from memwell.compaction import Policy, compact
from memwell.errors import ModelUnavailable
from memwell.llm import ChatMessage


@dataclass
class FakeModel:
    reply: str | Exception
    calls: list[Sequence[ChatMessage]] = field(default_factory=list)

    @property
    def name(self) -> str:
        return "fake"

    def complete(
        self, messages: Sequence[ChatMessage], *, max_tokens: int, temperature: float = 0.0
    ) -> str:
        self.calls.append(messages)
        if isinstance(self.reply, Exception):
            raise self.reply
        return self.reply


def session() -> list[dict[str, object]]:
    messages: list[dict[str, object]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Build the export job."},
    ]
    for i in range(30):
        if i == 2:
            messages.append({"role": "user", "content": "Never use pickle; always use JSON."})
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "type": "function",
                        "function": {
                            "name": "edit_file",
                            "arguments": f'{{"path": "src/export/m{i}.py"}}',
                        },
                    }
                ],
            }
        )
        messages.append({"role": "tool", "tool_call_id": f"c{i}", "content": "ok\n" * 100})
        messages.append(
            {
                "role": "assistant",
                "content": f"Step {i} done. We decided to use zstd for archive {i}.",
            }
        )
    messages.append({"role": "user", "content": "Now write the README section."})
    return messages


POLICY = Policy(checkpoint_ratio=0.5, checkpoint_max_tokens=4000)
GOOD = """## Goal
- Build the export job
## Decisions
- zstd compression for archives
## Next step
- write the README section
"""


def test_a_valid_model_checkpoint_is_used_and_keeps_the_extractive_trail() -> None:
    model = FakeModel(GOOD)
    result = compact(session(), context_window=8000, force=True, policy=POLICY, model=model)
    assert result.checkpoint_source == "model"
    assert result.checkpoint is not None
    assert "zstd compression for archives" in result.checkpoint
    # the exact artifact trail and the user's constraint come from extraction regardless
    assert "edited: src/export/m0.py" in result.checkpoint
    assert "Never use pickle" in result.checkpoint
    assert len(model.calls) == 1  # re-planning against the exact count does not ask again
    prompt = model.calls[0][-1].content
    assert "Conversation to condense" in prompt and "edit_file" in prompt


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("", "empty"),
        ("I'm sorry, I can't help with that.", "no checkpoint sections"),
        ("## Goal\n- only one section", "fewer than two"),
        ("## Goal\n- x\n## Decisions\n- " + "very long " * 5000, "too long"),
        (ModelUnavailable("server down"), "model failed"),
    ],
)
def test_bad_model_output_falls_back_to_the_extractive_checkpoint(
    reply: str | Exception, reason: str
) -> None:
    result = compact(
        session(), context_window=8000, force=True, policy=POLICY, model=FakeModel(reply)
    )
    assert result.status == "compacted"
    assert result.checkpoint_source == "extractive_fallback"
    assert reason in result.reason
    assert result.checkpoint is not None and "edited: src/export/m0.py" in result.checkpoint


def test_model_output_is_redacted() -> None:
    secret = "sk-proj-" + "A1b2C3d4" * 5
    result = compact(
        session(),
        context_window=8000,
        force=True,
        policy=POLICY,
        model=FakeModel(GOOD + f"## Decisions\n- key is {secret}\n"),
    )
    assert result.checkpoint is not None and secret not in result.checkpoint
