"""The dense in-context checkpoint (`dense`) and the room compaction gives it."""

from __future__ import annotations

import json
from typing import Any

from compaction_transcripts import pairing_errors

from memwell.compaction import compact
from memwell.compaction.checkpoint import Checkpoint, parse, render
from memwell.compaction.dense import PACK, common_root, select, unpack
from memwell.compaction.extract import extract
from memwell.compaction.tokens import TokenCounter, estimate_tokens
from memwell.compaction.transcript import analyze, parse_transcript

ROOT = "/Users/dev/src/project/"


def test_items_sharing_a_label_are_packed_on_one_line_and_parse_back() -> None:
    files = (*(f"edited: {ROOT}pkg/mod{i}.go" for i in range(6)), "read: README.md")
    cp = Checkpoint({"goal": ("ship it",), "files": files}, 1, 4)
    text, omitted = render(cp, max_tokens=400)
    assert omitted == 0
    edited = [line for line in text.splitlines() if line.startswith("- edited: ")]
    assert len(edited) == 1 and edited[0].count(PACK) == 5  # one line, the label said once
    # the directory they share is said once, in the heading
    assert ROOT not in edited[0] and "…/mod0.go" in edited[0] and f"= {ROOT}pkg/)" in text
    parsed = parse(text)
    assert parsed is not None and set(parsed.get("files")) == set(files)  # root restored


def test_unpack_leaves_a_plain_item_alone() -> None:
    assert unpack("plain sentence with: a colon") == ["plain sentence with: a colon"]
    assert unpack(f"read: a.py{PACK}b.py") == ["read: a.py", "read: b.py"]


def test_the_common_root_needs_two_paths_three_levels_deep() -> None:
    assert common_root([f"edited: {ROOT}a.py", f"read: {ROOT}b/c.py"]) == ROOT
    assert common_root([f"edited: {ROOT}a.py"]) == ""
    assert common_root(["edited: /a/x.py", "edited: /a/y.py"]) == ""
    assert common_root(["edited: src/a.py", "edited: src/b.py"]) == ""


def test_every_kind_of_fact_gets_a_floor_before_one_kind_gets_more() -> None:
    decisions = tuple(f"We decided to use option {i} because of reason {i}." for i in range(60))
    cp = Checkpoint(
        {
            "goal": ("port the billing service",),
            "decisions": decisions,
            "errors": ("pytest: ImportError: cannot import name 'Ledger'",),
            "files": ("edited: billing/ledger.py",),
            "todo": ("wire the retry policy",),
        },
        1,
        80,
    )
    text, omitted = render(cp, max_tokens=220)
    assert omitted > 0
    for fact in ("port the billing service", "ImportError", "billing/ledger.py", "retry policy"):
        assert fact in text, fact
    # the newest and the oldest decisions come first within their group
    assert "option 59" in text and "option 0 " in text


def test_an_item_said_by_a_kept_item_is_not_repeated() -> None:
    goal = "Port the billing service to the new ledger. Never log card numbers."
    kept: dict[Any, list[str]] = {
        "goal": [goal],
        "constraints": ["Never log card numbers."],
        "user_requests": [goal],
        "decisions": ["Use the ledger client."],
    }
    for key in ("done", "in_progress", "todo", "files", "errors", "findings"):
        kept[key] = []
    kept.update({"subagents": [], "next_step": []})
    chosen, left_out = select(kept, 500, 20)
    assert chosen["goal"] == [goal] and chosen["decisions"] == ["Use the ledger client."]
    assert chosen["constraints"] == [] and chosen["user_requests"] == [] and left_out == 0


def test_the_copy_fits_its_exact_count_and_uses_the_room_when_items_are_cut() -> None:
    exact = TokenCounter().exact
    findings = tuple(f"`handler_{i}` in pkg/{i}/server.go returns 0x{i:04x}" for i in range(300))
    cp = Checkpoint({"goal": ("speed up the server",), "findings": findings}, 1, 300)
    for budget in (150, 400, 1200):
        text, omitted = render(cp, max_tokens=budget, exact=exact)
        tokens = exact(text)
        assert omitted > 0 and tokens <= budget
        assert tokens >= 0.85 * budget, (budget, tokens)
        assert estimate_tokens(text) > 0


def test_code_spans_become_identifiers_most_named_first() -> None:
    messages = [
        {"role": "user", "content": "Fix `stripXMLTags` please"},
        {
            "role": "assistant",
            "content": "`stripXMLTags` calls `xmlTagsRe`; `stripXMLTags` is in path_utils.go",
        },
        {"role": "assistant", "content": "Logged `blockCount` and `textParts`; also `:=`."},
    ]
    sections = extract(analyze(parse_transcript(messages)))
    named = [i for i in sections["findings"] if i.startswith("code: ")]
    assert named[0] == "code: stripXMLTags"
    assert {"code: xmlTagsRe", "code: blockCount", "code: textParts"} <= set(named)
    assert "code: :=" not in named  # punctuation is not a name


def test_names_said_in_prose_without_backticks_are_identifiers() -> None:
    messages = [
        {"role": "user", "content": "Why does the retry give up?"},
        {
            "role": "assistant",
            "content": "The AllFailedError handling in syncAllProviders skips retry_budget; "
            "see src/retry_utils.py and the http://example.com/fooBar page. Got it.",
        },
    ]
    sections = extract(analyze(parse_transcript(messages)))
    named = {i for i in sections["findings"] if i.startswith("code: ")}
    assert {"code: AllFailedError", "code: syncAllProviders", "code: retry_budget"} <= named
    # a plain word, a capitalised word and a name inside a path or a link are not names
    assert not named & {"code: The", "code: Got", "code: retry_utils", "code: fooBar"}


def _bulky_latest_turn() -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": "Port the billing service to the ledger API."},
    ]
    for k in range(30):
        messages += [
            {"role": "user", "content": f"Never log card_{k} numbers; keep ledger_v{k}."},
            {"role": "assistant", "content": f"Decided to use ledger_v{k} because of retries."},
        ]
    messages.append({"role": "user", "content": "now run the whole test suite"})
    for k in range(4):
        cid = f"t{k}"
        call = {"id": cid, "type": "function"}
        call["function"] = {"name": "Bash", "arguments": json.dumps({"command": f"pytest -k {k}"})}
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        log = f"tests/test_{k}.py::case PASSED\n" * 150 + f"{k} passed in 1.2s"
        messages.append({"role": "tool", "tool_call_id": cid, "content": log})
    return messages


def test_the_latest_turn_s_bulky_outputs_give_the_checkpoint_its_room() -> None:
    messages = _bulky_latest_turn()
    result = compact(messages, context_window=3000, force=True)
    assert result.checkpoint is not None and result.status == "compacted"
    kept = list(result.messages)
    assert pairing_errors(kept, "openai") == []  # the tool pairs stay whole
    assert {"role": "user", "content": "now run the whole test suite"} in kept
    outputs = [m["content"] for m in kept if m.get("role") == "tool"]
    full = len(messages[-1]["content"])
    # the newest outputs stay, shortened to what keeps their outcome
    assert outputs and all(len(o) < full and "passed in 1.2s" in o for o in outputs)
    assert "card_0" in result.checkpoint  # the history kept its room


def test_a_checkpoint_short_of_room_says_so() -> None:
    messages = _bulky_latest_turn()
    # the latest request alone is most of the window: the copy gets its floor and says so
    messages[-9]["content"] = "now run the whole test suite " + "with these flags " * 120
    result = compact(messages, context_window=1400, force=True)
    steps = {s.name: s.detail for s in result.steps}
    assert "checkpoint_room" in steps and "tokens it needed" in steps["checkpoint_room"]


def test_the_system_prompt_and_tool_schemas_are_counted_exactly_and_said_once() -> None:
    exact = TokenCounter().exact
    prompt = "You are a coding agent for the billing team. " * 40
    tools = [{"name": f"tool_{i}", "description": "does a thing " * 30} for i in range(10)]
    body = {"system": prompt, "tools": tools, "messages": _bulky_latest_turn()[1:]}
    transcript = parse_transcript(body)
    result = compact(transcript, context_window=5500, force=True)
    assert result.status == "compacted" and result.checkpoint is not None
    out = result.transcript.to_data()
    assert out["tools"] == tools and out["system"] == prompt  # written back unchanged
    assert json.dumps(out).count("billing team") == 40  # the prompt once, not in the note
    schemas = exact(json.dumps(tools, ensure_ascii=False))
    assert schemas > 1_000 and result.tokens_after <= result.budget
    # the count the budget was checked against includes the prompt and the schemas
    assert result.tokens_after > exact(prompt) + schemas
