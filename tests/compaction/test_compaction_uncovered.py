"""Lines of the evicted messages naming what no checkpoint item names (`uncovered`)."""

from __future__ import annotations

from typing import Any

from memwell.compaction import compact
from memwell.compaction.checkpoint import Checkpoint, needed_tokens, parse, render
from memwell.compaction.extract import extract
from memwell.compaction.transcript import analyze, parse_transcript
from memwell.compaction.uncovered import is_line, uncovered_lines


def _session(turns: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [{"role": role, "content": text} for role, text in turns]


def _infos(turns: list[tuple[str, str]]) -> list[Any]:
    return analyze(parse_transcript(_session(turns), "openai"))


def test_a_line_naming_what_no_item_names_is_kept_with_its_message_number() -> None:
    infos = _infos(
        [
            ("user", "Set up CI for the repo."),
            ("assistant", "Reading it.\nIt pins golangci/golangci-lint-action@v7 today."),
            ("user", "ok"),
        ]
    )
    lines = uncovered_lines(infos, extract(infos))
    assert lines, "the action's version is named by no item"
    assert any("golangci/golangci-lint-action@v7" in line for line in lines)
    # message 2 of the session (numbered from 1, like the archive pointer)
    assert all(is_line("findings", line) for line in lines)
    assert any(line.startswith("msg 2: ") for line in lines)


def test_names_an_item_already_gives_are_not_given_again() -> None:
    infos = _infos(
        [
            ("user", "Fix `load_yaml_config` please."),
            ("assistant", "I looked at load_yaml_config in config.py."),
        ]
    )
    sections = extract(infos)
    sections["findings"] = ["code: load_yaml_config · config.py", *sections["findings"]]
    lines = uncovered_lines(infos, sections)
    assert not any("load_yaml_config" in line and "config.py" in line for line in lines)


def test_each_name_is_given_once_by_the_densest_line() -> None:
    infos = _infos(
        [
            ("user", "Tune the pool."),
            (
                "assistant",
                "The pool size is MAX_POOL_SIZE.\n"
                "We read MAX_POOL_SIZE from the env in settings/pool.py and it is also logged "
                "at startup along with many other things that are not relevant here at all.",
            ),
        ]
    )
    lines = uncovered_lines(infos, {})
    holding = [line for line in lines if "MAX_POOL_SIZE" in line]
    assert len(holding) <= 2  # the second line is kept only for its own new name, the path
    assert any("settings/pool.py" in line for line in lines)


def test_a_line_with_a_secret_is_not_kept() -> None:
    key = "ghp_" + "Qm3vT8zLp2Wx7Rk4Yn6Bd1Fs9Hj5Kc0Ga2Ue"
    infos = _infos(
        [("user", "Deploy it."), ("assistant", f"export GITHUB_TOKEN={key} then run deploy_v2")]
    )
    assert not any(key in line for line in uncovered_lines(infos, {}))


def test_lines_take_only_room_every_item_has_had_its_turn_at() -> None:
    items = tuple(f"We decided to keep module_{i} because of constraint_{i}." for i in range(40))
    lines = tuple(f"msg {i + 2}: the value LIMIT_{i} is 4{i}" for i in range(40))
    cp = Checkpoint({"goal": ("port the billing service",), "decisions": items, "findings": lines})
    text, omitted = render(cp, max_tokens=300)
    assert omitted > 0
    assert "module_" in text and "LIMIT_" not in text  # items first
    roomy, _ = render(cp, max_tokens=4000)
    assert "LIMIT_0" in roomy  # and the lines in the room left
    parsed = parse(roomy)
    assert parsed is not None and any(is_line("findings", f) for f in parsed.get("findings"))
    # the room a checkpoint is sized for counts its items, not these lines
    assert (
        needed_tokens(cp)
        == needed_tokens(
            Checkpoint({"goal": cp.get("goal"), "decisions": items, "findings": ("x",)})
        )
        - 3
    )  # "x" alone costs its estimate (1) and the bullet (2)


def test_compaction_keeps_a_name_only_a_tool_output_said() -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Find why the build is slow."}]
    for i in range(12):
        messages.append(
            {
                "role": "assistant",
                "content": f"Checking step {i}.",
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "type": "function",
                        "function": {"name": "bash", "arguments": '{"command": "make"}'},
                    }
                ],
            }
        )
        body = "compiling...\n" * 30
        if i == 2:
            body += "cache dir resolved to /var/cache/buildkit-7f3a\n"
        messages.append({"role": "tool", "tool_call_id": f"c{i}", "content": body})
    messages.append({"role": "user", "content": "What did you find?"})
    result = compact(parse_transcript(messages, "openai"), context_window=3000, force=True)
    assert result.checkpoint is not None
    assert "/var/cache/buildkit-7f3a" in result.checkpoint


def test_the_body_of_a_multi_line_secret_is_not_kept() -> None:
    body = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"] * 3
    key = "\n".join(
        ["-----BEGIN OPENSSH PRIVATE KEY-----", *body, "-----END OPENSSH PRIVATE KEY-----"]
    )
    infos = _infos([("user", "Use this key for deploy_v2."), ("assistant", f"Saved it:\n{key}")])
    assert not any(body[0][:30] in line for line in uncovered_lines(infos, {}))
