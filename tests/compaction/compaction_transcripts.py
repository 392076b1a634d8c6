"""Test helpers: Hypothesis strategies of well-formed transcripts in both formats, structure
checks, and an empty set of checkpoint items for the selection tests."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from memwell.compaction.transcript import Format

WORDS = [
    "alpha",
    "build",
    "never",
    "always",
    "use",
    "httpx",
    "decided",
    "TODO",
    "fix",
    "src/app.py",
    "the",
    "report",
    "KeyError:",
    "error",
    "we'll",
    "tests",
    "日本語",
    "é",
    "x" * 40,
]
IMAGE_OPENAI = {"type": "image_url", "image_url": {"url": "data:image/png;base64," + "A" * 400}}
IMAGE_ANTHROPIC = {
    "type": "image",
    "source": {"type": "base64", "media_type": "image/png", "data": "A" * 400},
}

text = st.lists(st.sampled_from(WORDS), min_size=1, max_size=30).map(" ".join)
big = st.builds(lambda w, n: (w + "\n") * n, text, st.integers(0, 400))


@st.composite
def turns(draw: st.DrawFn, min_size: int = 1, max_size: int = 25) -> list[tuple[Any, ...]]:
    """A neutral session: ("user", text, image?), ("assistant", text),
    ("tools", [(name, path, output, is_error)], trailing user text or None)."""
    out: list[tuple[Any, ...]] = []
    for _ in range(draw(st.integers(min_size, max_size))):
        kind = draw(st.sampled_from(["user", "assistant", "tools", "tools"]))
        if kind == "user":
            out.append(("user", draw(text), draw(st.booleans()) and draw(st.booleans())))
        elif kind == "assistant":
            out.append(("assistant", draw(st.one_of(text, big))))
        else:
            calls = draw(
                st.lists(
                    st.tuples(
                        st.sampled_from(["read_file", "edit_file", "bash"]),
                        st.sampled_from(["src/a.py", "lib/b.ts", "docs/c.md"]),
                        big,
                        st.booleans(),
                    ),
                    min_size=1,
                    max_size=3,
                )
            )
            out.append(("tools", calls, draw(st.one_of(st.none(), text))))
    return out


def render(
    session: list[tuple[Any, ...]], fmt: Format, system: str | None = "You are a test agent."
) -> Any:
    """The neutral session as an OpenAI message list or an Anthropic {system, messages}."""
    messages: list[dict[str, Any]] = []
    n = 0
    if fmt == "openai" and system:
        messages.append({"role": "system", "content": system})
    for turn in session:
        if turn[0] == "user":
            if turn[2]:
                image = IMAGE_OPENAI if fmt == "openai" else IMAGE_ANTHROPIC
                messages.append(
                    {"role": "user", "content": [{"type": "text", "text": turn[1]}, image]}
                )
            else:
                messages.append({"role": "user", "content": turn[1]})
        elif turn[0] == "assistant":
            messages.append({"role": "assistant", "content": turn[1]})
        else:
            ids = []
            for _ in turn[1]:
                n += 1
                ids.append(f"call_{n}")
            if fmt == "openai":
                calls = [
                    {
                        "id": i,
                        "type": "function",
                        "function": {"name": c[0], "arguments": json.dumps({"path": c[1]})},
                    }
                    for i, c in zip(ids, turn[1], strict=True)
                ]
                messages.append({"role": "assistant", "content": None, "tool_calls": calls})
                for i, c in zip(ids, turn[1], strict=True):
                    messages.append({"role": "tool", "tool_call_id": i, "content": c[2]})
                if turn[2]:
                    messages.append({"role": "user", "content": turn[2]})
            else:
                uses = [
                    {"type": "tool_use", "id": i, "name": c[0], "input": {"path": c[1]}}
                    for i, c in zip(ids, turn[1], strict=True)
                ]
                messages.append({"role": "assistant", "content": uses})
                results: list[dict[str, Any]] = [
                    {"type": "tool_result", "tool_use_id": i, "content": c[2], "is_error": c[3]}
                    for i, c in zip(ids, turn[1], strict=True)
                ]
                if turn[2]:
                    results.append({"type": "text", "text": turn[2]})
                messages.append({"role": "user", "content": results})
    if fmt == "anthropic":
        return {"system": system, "messages": messages} if system else messages
    return messages


def pairing_errors(messages: list[dict[str, Any]], fmt: Format) -> list[str]:
    """Every broken tool call/result pairing in a transcript (empty when well formed)."""
    problems: list[str] = []
    if fmt == "openai":
        pending: set[str] = set()
        for i, m in enumerate(messages):
            if m["role"] == "tool":
                if m["tool_call_id"] not in pending:
                    problems.append(f"orphan tool result {m['tool_call_id']} at {i}")
                pending.discard(m["tool_call_id"])
                continue
            if pending:
                problems.append(f"calls {sorted(pending)} have no result before message {i}")
                pending = set()
            pending = {c["id"] for c in m.get("tool_calls") or ()}
        if pending:
            problems.append(f"calls {sorted(pending)} unanswered at the end")
        return problems
    for i, m in enumerate(messages):
        blocks = m["content"] if isinstance(m["content"], list) else []
        uses = {b["id"] for b in blocks if b.get("type") == "tool_use"}
        results = {b["tool_use_id"] for b in blocks if b.get("type") == "tool_result"}
        if results:
            prev = messages[i - 1] if i else {"content": []}
            prev_blocks = prev["content"] if isinstance(prev["content"], list) else []
            prev_uses = {b["id"] for b in prev_blocks if b.get("type") == "tool_use"}
            if not results <= prev_uses:
                problems.append(f"orphan tool results {sorted(results - prev_uses)} at {i}")
        if uses:
            nxt = messages[i + 1] if i + 1 < len(messages) else {"content": []}
            nxt_blocks = nxt["content"] if isinstance(nxt["content"], list) else []
            answered = {b["tool_use_id"] for b in nxt_blocks if b.get("type") == "tool_result"}
            if not uses <= answered:
                problems.append(f"tool uses {sorted(uses - answered)} at {i} not answered next")
    return problems


def empty_kept() -> dict[Any, list[str]]:
    """Every section the checkpoint's selection reads, each empty."""
    keys = ("goal", "constraints", "decisions", "files", "errors", "done", "in_progress")
    kept: dict[Any, list[str]] = {k: [] for k in keys}
    kept.update({"todo": [], "findings": [], "subagents": [], "user_requests": []})
    kept["next_step"] = []
    return kept
