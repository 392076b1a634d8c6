"""The scripted model server's scenario mode, which benchmarks/first_hour.py drives the
real CLIs with: the answer to a prompt is the scenario's, in the calling CLI's tool names."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import fake_model_server as fake  # noqa: E402 - a script of this repository, not a package

SCRIPT = [
    ("push it", {"tool": "Bash", "input": {"command": "git push origin feature/a"}}),
    ("push it with force", {"tool": "Bash", "input": {"command": "git push --force origin main"}}),
    ("write the page", {"tool": "Write", "input": {"file_path": "/p/a.html", "content": "x"}}),
    ("hello", {"text": "Hi there."}),
]


def test_the_longest_scripted_prompt_in_the_newest_user_text_decides() -> None:
    kind, value = fake.plan(
        "<context>…</context>\nplease push it with force", False, {"Bash"}, SCRIPT
    )
    assert kind == "tool" and value == ("Bash", {"command": "git push --force origin main"})


def test_claude_code_tool_names_become_gemini_cli_names_when_those_are_offered() -> None:
    kind, value = fake.plan("write the page", False, {"write_file", "run_shell_command"}, SCRIPT)
    assert kind == "tool" and value[0] == "write_file" and value[1]["file_path"] == "/p/a.html"


def test_a_tool_the_request_does_not_offer_is_answered_in_text() -> None:
    kind, value = fake.plan("push it", False, {"Write"}, SCRIPT)
    assert kind == "text" and "not offered" in value


def test_text_steps_after_a_tool_result_and_unscripted_prompts() -> None:
    assert fake.plan("hello", False, set(), SCRIPT) == ("text", "Hi there.")
    assert fake.plan("push it", True, {"Bash"}, SCRIPT) == ("text", "Done.")
    # without a scenario the built-in phrases still work
    kind, value = fake.plan("please run: ls", False, {"Bash"}, [])
    assert kind == "tool" and value == ("Bash", {"command": "ls", "description": "run it"})
