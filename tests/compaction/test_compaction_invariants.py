"""The compaction invariants, property-tested over generated transcripts in both formats."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from compaction_transcripts import pairing_errors, render, turns
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memwell.compaction import CheckpointStore, compact, parse_transcript
from memwell.compaction.checkpoint import EARLIER_NEXT, Checkpoint, parse
from memwell.compaction.dense import SAID_BESIDE_MIN_CHARS
from memwell.compaction.sections import SectionKey
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import analyze, count_tokens, latest_user_index

EXACT = TokenCounter().exact
SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
FORMATS = st.sampled_from(["openai", "anthropic"])
STRATEGIES = st.sampled_from(["tiers", "checkpoint"])


def _window(data: Any, fmt: str, pressure: float) -> int:
    return max(50, int(count_tokens(parse_transcript(data, fmt)) / pressure))  # type: ignore[arg-type]


def _same_or_cut(shown: str, item: str) -> bool:
    """`shown` is `item`, or `item` cut at its end or in its middle with an ellipsis."""
    if shown == item:
        return True
    if "…" not in shown:
        return False
    # the item's own ellipsis (a line read from its middle: `msg 3: …words`) may come first
    return any(
        item.startswith(head.rstrip()) and item.endswith(tail.strip())
        for head, _, tail in (shown.partition("…"), shown.rpartition("…"))
    )


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[\W_]+", " ", text.lower()).split())


_CUT_PART = SAID_BESIDE_MIN_CHARS


def _cut_from(shown: str, item: str) -> bool:
    """`shown` is a line cut with an ellipsis whose every part, its label aside, is in
    `item`: the cut copy of a text that says `item`."""
    if "…" not in shown:
        return False
    text = shown.split(": ", 1)[1] if ": " in shown.split("…", 1)[0] else shown
    parts = [_norm(part) for part in text.split("…")]
    return any(parts) and all(part in _norm(item) for part in parts if part)


def _shown(checkpoint: Checkpoint, key: SectionKey, item: str) -> bool:
    """`item` of section `key` is in the shown `checkpoint`: whole, cut, or (a
    near-duplicate) inside another shown item."""
    if any(_same_or_cut(s, item) for s in checkpoint.get(key)):
        return True
    # a near-duplicate is said once, by the item that says it whole, and that item may be
    # cut to its share (`head … tail`): every part it still shows is then the item's
    if any(_cut_from(s, item) for _, s in checkpoint.items()):
        return True
    said = "\n".join(_norm(s) for _, s in checkpoint.items())
    if _norm(item) in said:
        return True
    # an item cut to its share whose head and tail other items already say is not said
    # again (`dense._cut_repeat`): its opening and its end are in the copy
    flat = _norm(item)
    if len(flat) > 2 * _CUT_PART and all(
        part in said for part in (flat[:_CUT_PART].strip(), flat[-_CUT_PART:].strip())
    ):
        return True
    # an error's or a constraint's words said under another label (`reported: <the goal>`)
    words = _norm(item.split(": ", 1)[1]) if ": " in item else ""
    return (
        key in ("errors", "constraints") and len(words) >= SAID_BESIDE_MIN_CHARS and words in said
    )


def _said_beside(result: Any, item: str) -> bool:
    """`item` is said word for word by a message kept verbatim beside the copy, which
    therefore does not repeat it (`dense.said_beside`; the saved checkpoint still holds it).
    Only a statement is left out that way, or a `code:` name a kept message writes as a
    whole token."""
    if item.startswith("code: "):
        name = item[6:].strip("`")
        return any(
            name in re.findall(r"[\w./@+-]*\w", text)
            for info in analyze(result.transcript)
            for text in (info.text, *info.results)
        )
    if len(item) < SAID_BESIDE_MIN_CHARS:
        return False
    flat = " ".join(item.lower().split())
    return any(
        flat in " ".join(text.lower().split())
        for info in analyze(result.transcript)
        for text in (info.text, *info.results)
    )


@SETTINGS
@given(session=turns(), fmt=FORMATS, strategy=STRATEGIES, pressure=st.floats(0.5, 6.0))
def test_tool_calls_and_results_stay_paired(
    session: Any, fmt: Any, strategy: Any, pressure: float
) -> None:
    data = render(session, fmt)
    transcript = parse_transcript(data, fmt)
    assert pairing_errors(list(transcript.messages), fmt) == []  # the generator is well formed
    result = compact(transcript, context_window=_window(data, fmt, pressure), strategy=strategy)
    assert pairing_errors(list(result.messages), fmt) == []


@SETTINGS
@given(session=turns(), fmt=FORMATS, strategy=STRATEGIES, pressure=st.floats(0.5, 6.0))
def test_latest_user_message_survives_verbatim(
    session: Any, fmt: Any, strategy: Any, pressure: float
) -> None:
    transcript = parse_transcript(render(session, fmt), fmt)
    latest = latest_user_index(analyze(transcript))
    result = compact(
        transcript, context_window=_window(transcript.to_data(), fmt, pressure), strategy=strategy
    )
    if latest is not None:
        assert transcript.messages[latest] in result.messages
        after = latest_user_index(analyze(result.transcript))
        assert after is not None and result.messages[after] == transcript.messages[latest]


@SETTINGS
@given(session=turns(), fmt=FORMATS, pressure=st.floats(0.8, 8.0))
def test_checkpoint_result_fits_the_budget_or_says_why(
    session: Any, fmt: Any, pressure: float
) -> None:
    transcript = parse_transcript(render(session, fmt), fmt)
    result = compact(transcript, context_window=_window(transcript.to_data(), fmt, pressure))
    exact = count_tokens(result.transcript, EXACT)
    match result.status:
        case "compacted":
            assert exact <= result.budget
            assert result.tokens_after == exact
        case "cannot_fit":
            assert exact > result.budget and result.reason
            # asking again does not loop or inflate: it cannot shrink further either
            again = compact(result.transcript, context_window=result.context_window, force=True)
            assert again.status in ("cannot_fit", "compacted")
            assert count_tokens(again.transcript, EXACT) <= exact + 5
        case "not_needed":
            assert result.transcript == transcript


@SETTINGS
@given(session=turns(), fmt=FORMATS, pressure=st.floats(0.8, 8.0))
def test_tiers_result_fits_the_window_or_says_why(session: Any, fmt: Any, pressure: float) -> None:
    transcript = parse_transcript(render(session, fmt), fmt)
    result = compact(
        transcript, context_window=_window(transcript.to_data(), fmt, pressure), strategy="tiers"
    )
    if result.status == "compacted":
        assert count_tokens(result.transcript, EXACT) <= result.context_window
    elif result.status == "cannot_fit":
        assert result.reason


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(first=turns(min_size=6, max_size=20), more=turns(min_size=4, max_size=15), fmt=FORMATS)
@example(  # found by a generated run: one line saved as a decision and as a to-do, shown cut once
    first=[
        ("user", f"alpha alpha {'x' * 40} tests alpha 日本語", True),
        *[("user", "alpha", False)] * 9,
        ("user", "never", False),
        *[("user", "alpha", False)] * 4,
        ("assistant", f"alpha alpha 日本語 TODO decided we'll 日本語 alpha {'x' * 40} alpha we'll"),
        ("assistant", "alpha alpha decided alpha\n"),
        ("assistant", f"{'x' * 40} alpha {'x' * 40}"),
        ("user", "alpha", False),
    ],
    more=[("user", "alpha alpha", False), *[("user", "alpha", False)] * 3],
    fmt="openai",
)
@example(  # found by a generated run: a request said by an error that is cut when shown
    first=[
        *[("user", "alpha", False)] * 4,
        ("user", f"{'alpha ' * 11}KeyError: {'x' * 40}", False),
        ("user", "alpha", False),
    ],
    more=[("user", "alpha", False)] * 4,
    fmt="openai",
)
@example(  # found by a generated run: a long request whose head and tail other items say
    first=[
        *[("user", "alpha", False)] * 3,
        *[("user", "alpha alpha", False)] * 2,
        ("tools", [("read_file", "src/a.py", "", False)], None),
        ("user", "alpha", False),
        ("user", f"{'alpha ' * 13}{'x' * 40}", False),
        ("user", f"{'alpha ' * 5}alpha", False),
    ],
    more=[("user", f"{'alpha ' * 4}alpha", False), *[("user", "alpha", False)] * 3],
    fmt="openai",
)
def test_compacting_twice_keeps_what_the_first_checkpoint_held(
    tmp_path_factory: pytest.TempPathFactory, first: Any, more: Any, fmt: Any
) -> None:
    store = CheckpointStore(Path(tmp_path_factory.mktemp("cp")))
    transcript = parse_transcript(render(first, fmt), fmt)
    one = compact(
        transcript,
        context_window=_window(transcript.to_data(), fmt, 3.0),
        session_id="s",
        store=store,
        force=True,
    )
    if one.checkpoint is None:
        return
    held = store.load("s")
    assert held is not None
    shown = parse(one.checkpoint)
    if one.checkpoint_omitted == 0 and not held.is_empty():
        assert shown is not None
        for key, want in held.items():
            # shown whole or cut to its share of the room ("head … tail"), or said by
            # another shown item (a near-duplicate is said once) or by a kept message
            assert _shown(shown, key, want) or _said_beside(one, want), (key, want)
    continued = parse_transcript(
        [*one.messages, *parse_transcript(render(more, fmt, system=None), fmt).messages], fmt
    )
    two = compact(
        continued,
        context_window=_window(continued.to_data(), fmt, 3.0),
        session_id="s",
        store=store,
        force=True,
    )
    persisted = store.load("s")
    assert persisted is not None
    kept = {item for _, item in persisted.items()}
    for key, item in held.items():
        if key == "next_step":
            assert item in kept or EARLIER_NEXT + item in kept
        else:
            assert item in kept, (key, item)
    if two.checkpoint is not None and two.checkpoint_omitted == 0:
        # every item is in the note, whole or cut to its share of the room
        shown_two = parse(two.checkpoint)
        assert shown_two is not None
        for key, item in held.items():
            assert _shown(shown_two, key, item) or _said_beside(two, item), (key, item)


@SETTINGS
@given(session=turns(), fmt=FORMATS, strategy=STRATEGIES, pressure=st.floats(0.5, 6.0))
def test_messages_are_written_back_faithfully(
    session: Any, fmt: Any, strategy: Any, pressure: float
) -> None:
    data = render(session, fmt)
    for i, message in enumerate(data["messages"] if isinstance(data, dict) else data):
        message["x-trace"] = i  # a key memwell does not know
    transcript = parse_transcript(data, fmt)
    result = compact(transcript, context_window=_window(data, fmt, pressure), strategy=strategy)
    originals = {m["x-trace"]: m for m in transcript.messages if "x-trace" in m}
    for message in result.messages:
        if "x-trace" not in message:
            # a harness-authored note: the checkpoint or the tiers' elision note
            assert isinstance(message["content"], str)
            assert message["content"].startswith(("[memwell checkpoint", "<agent-note"))
            continue
        original = originals[message["x-trace"]]
        # only the content of a message may change, and only by a reduction
        assert {k: v for k, v in message.items() if k != "content"} == {
            k: v for k, v in original.items() if k != "content"
        }
    assert result.transcript.system == transcript.system
