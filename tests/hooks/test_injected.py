"""memwell's injected context is fenced going out and stripped coming back, in every
adapter; recorded payloads of the real CLIs carry it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.hooks import claude_code, gemini_cli
from memwell.hooks.injected import CLOSE, OPEN, fence, strip_injected, unfence
from memwell.hooks.runner import run_hook

FIXTURES = Path(__file__).parent / "fixtures"


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    return data


# --- the functions ------------------------------------------------------------------------


def test_fence_round_trip() -> None:
    context = "# Memory\nDurable memory lives in Markdown files\n- [a](a.md): never x"
    assert fence("") == ""
    assert fence(context).startswith(OPEN) and fence(context).endswith(CLOSE)
    assert strip_injected(fence(context) + "\n\nwhat is a tuple?") == "what is a tuple?"


def test_gemini_wrapper_is_removed_with_our_block_even_when_escaped() -> None:
    ours = fence("## index\n&lt;!-- x --&gt;\n- [git_policy](git_policy.md): Never force-push")
    prompt = f"<hook_context>{ours}</hook_context>\n\nplease run the tests"
    assert strip_injected(prompt) == "please run the tests"


def test_another_hooks_context_is_kept() -> None:
    prompt = f"<hook_context>{fence('memory')}\n\nbranch: main</hook_context>\n\nhi there"
    stripped = strip_injected(prompt)
    assert "memory" not in stripped and "<hook_context>" in stripped and "branch: main" in stripped
    assert stripped.endswith("hi there")


def test_unfenced_context_of_an_older_memwell_is_recognised() -> None:
    old = "<hook_context># Memory\nDurable memory lives in Markdown files (YAML)\n</hook_context>"
    assert strip_injected(old + "\n\nwrite the file notes.txt") == "write the file notes.txt"


def test_plain_text_is_left_alone() -> None:
    text = "# Memory\nnotes about <hook_context> tags I am writing"
    assert strip_injected(text) == text


# --- recorded payloads --------------------------------------------------------------------


def test_recorded_gemini_prompt_carries_our_context_and_parse_strips_it() -> None:
    payload = load("gemini_cli_before_agent_question")
    assert OPEN in payload["prompt"]  # the real CLI prepended memwell's session context
    event = gemini_cli.parse(payload)
    assert event.prompt == "What is the difference between a list and a tuple?"


def test_recorded_gemini_transcript_user_messages_are_stripped(tmp_path: Path) -> None:
    raw = (FIXTURES / "gemini_cli_transcript.jsonl").read_text(encoding="utf-8")
    assert OPEN in raw
    messages = gemini_cli.read_transcript(FIXTURES / "gemini_cli_transcript.jsonl")
    users = [m.content for m in messages if m.role == "user"]
    assert users == ["please write the file notes.txt"]


def test_recorded_claude_transcript_has_no_context_in_user_messages() -> None:
    messages = claude_code.read_transcript(FIXTURES / "claude_code_transcript.jsonl")
    assert messages
    assert not any(OPEN in m.content for m in messages if m.role == "user")


@pytest.fixture
def seeded(harness: Harness) -> Harness:
    harness.remember(
        scope="workspace",
        name="git_policy",
        type="feedback",
        description="Never force-push to main",
        content="Never force-push (git push --force) to the main branch; open a pull request.",
    )
    return harness


def test_generic_question_after_our_context_gets_no_digest_and_no_gate_line(
    seeded: Harness,
) -> None:
    payload = load("gemini_cli_before_agent_question")
    payload["cwd"] = str(seeded.layout.workspace)
    reply = run_hook("gemini-cli", json.dumps(payload), home=seeded.layout.home)
    assert json.loads(reply.stdout) == {}  # generic: nothing, and no false "no-go" line


def test_writeback_never_saves_our_context_as_a_memory(seeded: Harness, tmp_path: Path) -> None:
    transcript = tmp_path / "chat.jsonl"
    transcript.write_text(
        (FIXTURES / "gemini_cli_transcript.jsonl").read_text(encoding="utf-8"), encoding="utf-8"
    )
    payload = load("gemini_cli_after_agent")
    payload["cwd"] = str(seeded.layout.workspace)
    payload["transcript_path"] = str(transcript)
    before = {m.name for m in seeded.memories()}
    run_hook("gemini-cli", json.dumps(payload), home=seeded.layout.home)
    after = {m.name for m in Harness(seeded.layout.home, seeded.layout.workspace).memories()}
    assert after == before


def test_unfence_gives_the_body() -> None:
    assert unfence(fence("a\nb")) == "a\nb"
    assert unfence("plain") == "plain"


def gemini_escapes(text: str) -> str:
    """What Gemini CLI 0.61 does to a hook's additionalContext before the model reads it
    (`getAdditionalContext` in its bundle): `<` and `>` become HTML entities."""
    return text.replace("<", "&lt;").replace(">", "&gt;")


def test_recorded_gemini_request_shows_the_escaping() -> None:
    """What the fake model received from the real Gemini CLI: memwell's quoted line escaped."""
    requests = json.loads((FIXTURES / "gemini_cli_model_requests.json").read_text("utf-8"))
    assert "&gt; Never force-push" in json.dumps(requests, ensure_ascii=False)


def test_gemini_context_arrives_unescaped_and_is_still_stripped(seeded: Harness) -> None:
    payload = load("gemini_cli_before_agent_force_push")
    payload["cwd"] = str(seeded.layout.workspace)
    reply = run_hook("gemini-cli", json.dumps(payload), home=seeded.layout.home)
    context = json.loads(reply.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Never force-push (git push --force) to the main branch" in context
    assert gemini_escapes(context) == context  # nothing Gemini CLI would escape
    # the next prompt, as Gemini CLI builds it, still comes back without memwell's block
    wrapped = f"<hook_context>{gemini_escapes(context)}</hook_context>\n\nnow run the tests"
    assert gemini_cli.parse({**payload, "prompt": wrapped}).prompt == "now run the tests"


def test_gemini_context_keeps_what_the_characters_said() -> None:
    text = "- rule: Never x\n  > under the item\n> quoted\n> > nested\nuse a -> b when n < 3"
    assert gemini_cli.context_for_gemini(text) == (
        "- rule: Never x\n    under the item\n  quoted\n    nested\nuse a -\uff1e b when n \uff1c 3"
    )
