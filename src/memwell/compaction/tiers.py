"""Strategy `tiers`: seed 000's deterministic pressure ladder, kept as the baseline.

    75% to <90%   truncate the single largest tool result to ~40%, keeping head and tail
    90% to <95%   keep the six most recent messages, prepend an elision note
    95% and up    keep from the latest substantive user message on; images and tool
                  results become "elided" placeholders

Two deviations, both forced by memwell's invariants: the kept window is widened to a
tool call's start so no tool result is orphaned, and the latest user message is never
dropped or rewritten (when it is older than the six kept messages it is kept as well).
"""

from __future__ import annotations

from collections.abc import Callable

from memwell.compaction.flush import FlushCallback, run_flush
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import (
    ELISION_PREFIX,
    Message,
    MessageInfo,
    Transcript,
    analyze,
    count_tokens,
    latest_user_index,
    make_note,
    map_tool_results,
    replace_images,
    system_tokens,
    units,
)
from memwell.compaction.trim import head_tail
from memwell.compaction.types import CompactionResult, Step

TIER1, TIER2, TIER3 = 0.75, 0.90, 0.95
KEEP_RECENT = 6
TRUNCATE_TO = 0.4


def _elide(text: str) -> str:
    return "[tool result elided]" if len(text) > len("[tool result elided]") else text


def elision_note(count: int) -> Message:
    return make_note(
        f"{ELISION_PREFIX}[earlier conversation: {count} message(s) elided due to context "
        "pressure]</agent-note>"
    )


def _unit_start(spans: list[tuple[int, int]], index: int) -> int:
    for start, end in spans:
        if start <= index < end:
            return start
    return index


def _truncate_largest(
    transcript: Transcript, infos: list[MessageInfo], protected: int | None
) -> tuple[list[Message], str]:
    best: tuple[int, int, int] | None = None  # (length, message index, result position)
    for info in infos:
        if info.index == protected:
            continue
        for pos, text in enumerate(info.results):
            if best is None or len(text) > best[0]:
                best = (len(text), info.index, pos)
    messages = list(transcript.messages)
    if best is None or best[0] == 0:
        return messages, "no tool result to truncate"
    length, index, target = best
    seen = -1

    def cut(text: str) -> str:
        nonlocal seen
        seen += 1
        return head_tail(text, int(len(text) * TRUNCATE_TO)) if seen == target else text

    messages[index] = map_tool_results(messages[index], transcript.format, cut)
    return (
        messages,
        f"truncated the largest tool result (message {index}, {length:,} chars) to ~40%",
    )


def _keep_from(
    transcript: Transcript, infos: list[MessageInfo], start: int, latest: int | None
) -> tuple[list[Message], list[MessageInfo], list[int]]:
    """System messages, an elision note, the latest user message's unit if older, then
    messages[start:]. Returns (messages, evicted infos, kept indexes)."""
    spans = units(infos)
    start = _unit_start(spans, start)
    keep = [i.index for i in infos if i.is_system and i.index < start]
    if latest is not None and latest < start:
        lo = _unit_start(spans, latest)
        hi = next(end for s, end in spans if s == lo)
        keep += [i for i in range(lo, hi) if i not in keep]
    keep += list(range(start, len(infos)))
    kept = set(keep)
    evicted = [i for i in infos if i.index not in kept and i.note is None]
    messages = [transcript.messages[i] for i in keep]
    if evicted:
        at = sum(1 for i in keep if infos[i].is_system and i < start)
        messages.insert(at, elision_note(len(evicted)))
    return messages, evicted, keep


def compact_tiers(
    transcript: Transcript,
    *,
    context_window: int,
    counter: TokenCounter,
    flush: FlushCallback | None = None,
    session_id: str | None = None,
    count: Callable[[str], int] | None = None,
) -> CompactionResult:
    infos = analyze(transcript)
    before = system_tokens(transcript) + sum(i.tokens for i in infos)
    ratio = before / context_window
    if ratio < TIER1:
        return CompactionResult(
            status="not_needed",
            strategy="tiers",
            transcript=transcript,
            context_window=context_window,
            budget=context_window,
            tokens_before=before,
            tokens_after=before,
            messages_before=len(infos),
            session_id=session_id,
        )
    latest = latest_user_index(infos)
    evicted: list[MessageInfo] = []
    if ratio < TIER2:
        messages, detail = _truncate_largest(transcript, infos, latest)
        name = "tier1"
    elif ratio < TIER3:
        start = max(0, len(infos) - KEEP_RECENT)
        messages, evicted, _ = _keep_from(transcript, infos, start, latest)
        detail = f"kept the {KEEP_RECENT} most recent messages; elided {len(evicted)}"
        name = "tier2"
    else:
        start = latest if latest is not None else max(0, len(infos) - KEEP_RECENT)
        messages, evicted, keep = _keep_from(transcript, infos, start, latest)
        offset = len(messages) - len(keep)  # the elision note, if any
        for pos, index in enumerate(keep):
            if index == latest or infos[index].is_system:
                continue
            message = replace_images(messages[pos + offset], transcript.format)
            messages[pos + offset] = map_tool_results(message, transcript.format, _elide)
        detail = (
            f"kept from the latest user message on; elided {len(evicted)}; "
            "placeholders for images and tool results"
        )
        name = "tier3"
    flushed, flush_step = run_flush(flush, evicted, session_id, before)
    result = transcript.replace(messages)
    after = count_tokens(result, count or counter.exact)
    steps = [s for s in (flush_step, Step(name, detail, before, after)) if s is not None]
    fits = after <= context_window
    return CompactionResult(
        status="compacted" if fits else "cannot_fit",
        transcript=result,
        tokens_after=after,
        steps=tuple(steps),
        evicted_messages=len(evicted),
        flushed=flushed,
        reason=""
        if fits
        else f"{after:,} tokens after {name}, over the {context_window:,}-token window",
        strategy="tiers",
        context_window=context_window,
        budget=context_window,
        tokens_before=before,
        messages_before=len(infos),
        session_id=session_id,
    )
