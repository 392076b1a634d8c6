"""Strategy `checkpoint` (the default) and `compact`, the one entry point.

Cheapest first, stopping as soon as the transcript fits its target:

1. clear old tool outputs (a placeholder keeps the size, first line and error lines);
2. collapse oversized blocks to their head and tail;
3. replace the older history with a structured checkpoint, keeping a protected head
   (system messages, the first user message) and a recent tail chosen by token budget;
4. as a last resort, elide tool outputs inside the kept tail.

Planning uses the cheap token estimate; the kept result is then counted exactly and, if
the estimate was optimistic, planned again against a tighter target (at most three
times). Whatever happens, the result is returned with a status: `cannot_fit` says the
protected parts alone are over budget - it never loops.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memwell.compaction.checkpoint import (
    ARCHIVE_MCP,
    Checkpoint,
    CheckpointStore,
    needed_tokens,
    parse,
    render,
    session_handle,
)
from memwell.compaction.extract import extract, extract_subagents, goal_of
from memwell.compaction.flush import FlushCallback, run_flush
from memwell.compaction.reduce import (
    Work,
    clear_any,
    clear_old_outputs,
    collapse_blocks,
    elide_kept_outputs,
)
from memwell.compaction.sections import GOAL_MAX_CHARS, SectionKey, Sections, clean
from memwell.compaction.tokens import TokenCounter
from memwell.compaction.transcript import (
    Format,
    Message,
    MessageInfo,
    ToolCall,
    Transcript,
    analyze,
    analyze_message,
    count_tokens,
    latest_user_index,
    make_note,
    map_tool_results,
    parse_transcript,
    system_tokens,
    units,
)
from memwell.compaction.types import CheckpointSource, CompactionResult, Policy, Step, Strategy
from memwell.compaction.uncovered import uncovered_lines
from memwell.errors import CompactionError
from memwell.llm.provider import ChatModel

log = logging.getLogger(__name__)

_MIN_CHECKPOINT_TOKENS = 200
_ATTEMPTS = 3
_GIVE_BACK = 3  # re-renders that hand unused room back to a checkpoint that left items out
_MIN_SLACK = 24  # tokens of unused room below which a re-render is not worth it


@dataclass(frozen=True, slots=True)
class _Plan:
    messages: list[Message]
    steps: list[Step]
    evicted: list[MessageInfo]
    checkpoint: Checkpoint | None
    rendered: str | None
    omitted: int
    source: CheckpointSource | None
    reason: str
    planned: int  # the plan's own count of the result (estimates, the system part exact)


def _previous_checkpoint(
    infos: list[MessageInfo], store: CheckpointStore | None, session_id: str | None
) -> Checkpoint | None:
    found: list[Checkpoint] = []
    if store is not None and session_id:
        stored = store.load(session_id)
        if stored is not None:
            found.append(stored)
    for info in infos:
        if info.note == "checkpoint":
            parsed = parse(info.text)
            if parsed is not None:
                found.append(_uncut(parsed, found[0]) if found else parsed)
    if not found:
        return None
    combined = found[0]
    for other in found[1:]:
        merged = combined.merge(
            dataclasses.replace(other, sections={**other.sections, "next_step": ()})
        )
        combined = dataclasses.replace(
            merged,
            compactions=max(combined.compactions, other.compactions),
            messages=max(combined.messages, other.messages),
        )
    return combined


def _uncut(copy: Checkpoint, saved: Checkpoint) -> Checkpoint:
    """`copy` (a checkpoint read back from the context) with each item that was cut to its
    share (`head … tail`) given back whole from `saved`, where `saved` holds it.

    Trigger / Why / Outcome: a request cut in the copy came back on the next compaction
    as a new item beside the whole one it was cut from; each round added another cut
    copy of the same request to the saved checkpoint."""
    sections: dict[SectionKey, tuple[str, ...]] = {}
    for key, items in copy.sections.items():
        whole = saved.get(key)
        sections[key] = tuple(
            next((w for w in whole if _cut_from(w, item)), item)
            if "…" in item and item not in whole
            else item
            for item in items
        )
    return dataclasses.replace(copy, sections=sections)


def _cut_from(whole: str, shown: str) -> bool:
    head, _, tail = shown.partition("…")
    return whole.startswith(head.rstrip()) and whole.endswith(tail.strip())


def _plan(
    transcript: Transcript,
    infos: list[MessageInfo],
    policy: Policy,
    target: int,
    *,
    session_id: str | None,
    store: CheckpointStore | None,
    model: ChatModel | None,
    memo: dict[tuple[int, ...], tuple[Checkpoint, CheckpointSource, str]],
    extracted: dict[tuple[int, ...], Sections],
    exact: Callable[[str], int],
    system: int,
    system_messages: dict[int, int],
    bonus: int = 0,
) -> _Plan:
    fmt = transcript.format
    # the system prompt, the tool schemas and the system messages (never dropped) are
    # counted exactly, once, by the caller
    work = Work(fmt, list(transcript.messages), [i.tokens for i in infos], system)
    for index, tokens in system_messages.items():
        work.tokens[index] = tokens
    work.recount()
    latest = latest_user_index(infos)
    clear_old_outputs(work, infos, policy, target, latest)
    collapse_blocks(work, infos, policy, target, latest)
    evicted: list[MessageInfo] = []
    checkpoint: Checkpoint | None = None
    rendered: str | None = None
    omitted = 0
    source: CheckpointSource | None = None
    reason = ""
    keep = list(range(len(infos)))
    if work.total > target:
        spans = [s for s in units(infos) if not (s[1] - s[0] == 1 and infos[s[0]].note is not None)]
        notes = [i.index for i in infos if i.note is not None]
        span_tokens = [sum(work.tokens[s:e]) for s, e in spans]
        # protected head: system messages, then the first user turn if it is small enough
        head = 0
        while head < len(spans) and infos[spans[head][0]].is_system:
            head += 1
        if (
            head < len(spans)
            and infos[spans[head][0]].is_user_turn
            and span_tokens[head] <= policy.head_ratio * target
            and (latest is None or spans[head][0] != latest)
        ):
            head += 1
        # mandatory tail: the unit holding the latest user message, and everything after it
        tail = len(spans) - 1 if spans else 0
        if latest is not None:
            tail = next(k for k, (s, e) in enumerate(spans) if s <= latest < e)
        tail = max(tail, head)
        tail_budget = min(policy.tail_max_tokens, int(policy.tail_ratio * target))
        head_tokens = sum(span_tokens[:head])
        used = sum(span_tokens[tail:])
        # Trigger / Why / Outcome: older units join the tail while they fit its budget and
        # leave room for a useful checkpoint; the rest of the middle is condensed.
        room = target - work.system - head_tokens
        floor = max(_MIN_CHECKPOINT_TOKENS, int(policy.checkpoint_ratio * target))
        reserve = floor
        if tail > head and room < 2 * policy.checkpoint_max_tokens:
            # Trigger / Why / Outcome: in a small window the older units of the tail and
            # the checkpoint compete for the same few hundred tokens. The checkpoint of
            # everything before the current turn is what a continuation cannot rebuild,
            # so it is sized first (on the widest eviction, up to its ceiling) and the
            # older units join the tail only in the room it leaves.
            wide = [infos[i] for k in range(head, tail) for i in range(*spans[k])]
            need = Checkpoint.from_sections(_extracted(extracted, infos, spans, head, wide), 0)
            reserve = max(floor, min(policy.checkpoint_max_tokens, needed_tokens(need)))
        while tail > head and used + span_tokens[tail - 1] <= min(tail_budget, room - reserve):
            tail -= 1
            used += span_tokens[tail]
        if used > tail_budget:
            # Trigger / Why / Outcome: the current turn alone is over the tail budget (a long
            # run of tool calls since the last user message). Its older tool outputs are
            # cleared, newest kept, so the checkpoint of the whole history keeps its room.
            tail_indexes = [i for s_, e_ in spans[tail:] for i in range(s_, e_)]
            carriers = [i for i in tail_indexes if infos[i].results and i != latest]
            keep_newest = set(carriers[-policy.keep_recent_results :])
            for index in carriers:
                if used <= tail_budget:
                    break
                if index in keep_newest:
                    continue
                old_tokens = work.tokens[index]
                work.set(index, map_tool_results(work.messages[index], fmt, clear_any))
                used -= old_tokens - work.tokens[index]
            span_tokens = [sum(work.tokens[s_:e_]) for s_, e_ in spans]
            used = sum(span_tokens[tail:])
        tail_spans = list(range(tail, len(spans)))
        if used > tail_budget and len(tail_spans) > 2:
            # Trigger / Why / Outcome: still over. The latest user message's unit and the
            # newest units that fit stay; the older work inside the current turn joins the
            # checkpoint, rather than starving the checkpoint of the whole session.
            first_span, rest = tail_spans[0], tail_spans[1:]
            left = tail_budget - span_tokens[first_span] - span_tokens[rest[-1]]
            kept_rest = [rest[-1]]
            for k in reversed(rest[:-1]):
                if span_tokens[k] > left:
                    break
                kept_rest.insert(0, k)
                left -= span_tokens[k]
            tail_spans = [first_span, *kept_rest]
            used = sum(span_tokens[k] for k in tail_spans)
        in_tail = set(tail_spans)
        middle = [i for k in range(head, len(spans)) if k not in in_tail for i in range(*spans[k])]
        evicted = [infos[i] for i in middle]
        previous = _previous_checkpoint(infos, store, session_id)
        if evicted or previous is not None:
            sections = _extracted(extracted, infos, spans, head, evicted, lines=True)
            goal = goal_of(infos)
            if goal:  # the goal is the session's first real request, even if kept
                sections["goal"] = [clean(goal, GOAL_MAX_CHARS)]
            if transcript.sidechain:
                side = [analyze_message(i, m, fmt) for i, m in enumerate(transcript.sidechain)]
                sections["subagents"] = extract_subagents(side)
            fresh = Checkpoint.from_sections(sections, len(evicted))
            # the checkpoint gets the room the head and the tail leave, up to its ceiling;
            # `bonus` is room an earlier attempt left unused
            # Trigger / Why / Outcome: when the protected tail alone is over its share,
            # the checkpoint still keeps its floor (20% of the target): an empty frame
            # would save a few hundred tokens and lose the whole history.
            # Trigger / Why / Outcome: the ceiling bounds the first plan; room an earlier
            # attempt left unused under the target while items waited is handed back
            # beyond it (a large window otherwise compacted to a third of its target
            # while the copy left items out: docs/benchmarks.md, session 11).
            ceiling = policy.checkpoint_max_tokens + bonus
            budget = max(floor, min(ceiling, room - used + bonus))
            source = "extractive"
            if model is not None and evicted:
                # Imported here: the model path is optional and only runs with a model.
                from memwell.compaction.modelwrite import model_checkpoint

                key = tuple(i.index for i in evicted)
                if key not in memo:  # re-planning must not ask the model again
                    memo[key] = model_checkpoint(
                        model,
                        evicted,
                        previous,
                        fresh,
                        budget,
                        input_chars=policy.model_input_chars,
                    )
                fresh, source, reason = memo[key]
            checkpoint = previous.merge(fresh) if previous is not None else fresh
            # Trigger / Why / Outcome: the latest turn's tool outputs (a long run since
            # the last request) took the checkpoint's room. They are cleared to their
            # outcome like any older output, oldest first (the request itself and the
            # tool pairs stay), until the checkpoint has what it needs or half the room.
            want = min(needed_tokens(checkpoint), policy.checkpoint_max_tokens)
            want = min(want, max(floor, room // 2))
            if room - used + bonus < want:
                used = _shrink_tail(work, infos, spans, tail_spans, room + bonus - want)
                budget = max(floor, min(ceiling, room - used + bonus))
            if budget < want:
                work.steps.append(
                    Step(
                        "checkpoint_room",
                        f"the checkpoint got {budget:,} of the {want:,} tokens it needed: the "
                        f"system prompt, the kept head and the kept tail (the latest request "
                        f"and its turn) take {work.system + head_tokens + used:,} of the "
                        f"{target:,}-token target",
                        work.total,
                        work.total,
                    )
                )
            archive = archive_line(session_id, evicted)
            beside = [
                i for k in (*range(head), *tail_spans) for i in range(*spans[k]) if i not in notes
            ]
            kept_text = "\n".join(analyze_message(i, work.messages[i], fmt).text for i in beside)
            rendered, omitted = render(
                checkpoint, max_tokens=budget, archive=archive, exact=exact, kept_text=kept_text
            )
            log.debug(
                "checkpoint budget %d (room %d, tail %d, bonus %d)", budget, room, used, bonus
            )
        keep_set = {i for s, e in spans[:head] for i in range(s, e)} | {
            i for k in tail_spans for i in range(*spans[k])
        }
        keep_set -= set(notes)
        keep = sorted(keep_set)
        head_end = spans[head - 1][1] if head else 0
        before = work.total
        new_messages = [work.messages[i] for i in keep if i < head_end]
        new_tokens = [work.tokens[i] for i in keep if i < head_end]
        if rendered is not None:
            note = make_note(rendered)
            new_messages.append(note)
            new_tokens.append(analyze_message(0, note, fmt).tokens)
        new_messages += [work.messages[i] for i in keep if i >= head_end]
        new_tokens += [work.tokens[i] for i in keep if i >= head_end]
        work.messages, work.tokens = new_messages, new_tokens
        work.recount()
        detail = f"condensed {len(evicted)} message(s) into a checkpoint; kept {len(keep)} verbatim"
        work.steps.append(Step("checkpoint", detail, before, work.total))
        latest = None
        # step 4: elide tool outputs in the kept part (never in the latest user message)
        if work.total > target:
            elide_kept_outputs(work, target)
    return _Plan(
        work.messages,
        work.steps,
        evicted,
        checkpoint,
        rendered,
        omitted,
        source,
        reason,
        work.total,
    )


def _extracted(
    cache: dict[tuple[int, ...], Sections],
    infos: list[MessageInfo],
    spans: list[tuple[int, int]],
    head: int,
    evicted: list[MessageInfo],
    *,
    lines: bool = False,
) -> Sections:
    """The sections extracted from `evicted` (a copy); with `lines`, also the lines of
    `evicted` naming what no item names (`uncovered`), as findings.

    Trigger / Why / Outcome: a plan is redone up to six times (an optimistic estimate,
    room handed back), mostly over the same evicted messages; their extraction is the
    costly part and depends on nothing else, so it is done once per distinct eviction."""
    key = (int(lines), head, *(i.index for i in evicted))
    if key not in cache:
        calls: dict[str, ToolCall] = {
            c.id: c for s, e in spans[:head] for i in range(s, e) for c in infos[i].tool_calls
        }
        sections = extract(evicted, calls)
        if lines:
            sections["findings"] += uncovered_lines(evicted, sections)
        cache[key] = sections
    return {k: list(items) for k, items in cache[key].items()}


def _shrink_tail(
    work: Work,
    infos: list[MessageInfo],
    spans: list[tuple[int, int]],
    tail_spans: list[int],
    limit: int,
) -> int:
    """Clear the kept tail's tool outputs, oldest first, until it is under `limit`
    tokens; the latest user message is never changed and no message is removed, so the
    tool pairs stay whole. Returns the tail's tokens."""
    latest = latest_user_index(infos)
    indexes = [i for k in tail_spans for i in range(*spans[k])]
    used = sum(work.tokens[i] for i in indexes)
    for index in indexes:
        if used <= limit:
            break
        if index == latest or not infos[index].results:
            continue
        before = work.tokens[index]
        work.set(index, map_tool_results(work.messages[index], work.fmt, clear_any))
        used -= before - work.tokens[index]
    return used


def archive_line(session_id: str | None, evicted: Sequence[MessageInfo]) -> str:
    """Where the evicted messages can be fetched from, for a session that has an id."""
    if not session_id or not evicted:
        return ""
    first, last = evicted[0].index + 1, evicted[-1].index + 1
    return (
        f"(full messages {first}-{last}: `memwell session search WORDS --session-id "
        f"{session_handle(session_id)}`{ARCHIVE_MCP})"
    )


def compact_checkpoint(
    transcript: Transcript,
    *,
    context_window: int,
    policy: Policy | None = None,
    counter: TokenCounter | None = None,
    session_id: str | None = None,
    store: CheckpointStore | None = None,
    flush: FlushCallback | None = None,
    model: ChatModel | None = None,
    force: bool = False,
    count: Callable[[str], int] | None = None,
) -> CompactionResult:
    policy = policy or Policy()
    exact = count or (counter or TokenCounter()).exact
    infos = analyze(transcript)
    before = system_tokens(transcript) + sum(i.tokens for i in infos)
    target = int(context_window * policy.target_ratio)
    if before <= context_window * policy.trigger_ratio and not force:
        return CompactionResult(
            status="not_needed",
            strategy="checkpoint",
            transcript=transcript,
            context_window=context_window,
            budget=target,
            tokens_before=before,
            tokens_after=before,
            messages_before=len(infos),
            session_id=session_id,
        )
    system = system_tokens(transcript, exact)
    system_messages = {
        i.index: analyze_message(
            i.index, transcript.messages[i.index], transcript.format, exact
        ).tokens
        for i in infos
        if i.is_system
    }
    effective = target
    memo: dict[tuple[int, ...], tuple[Checkpoint, CheckpointSource, str]] = {}
    extracted: dict[tuple[int, ...], Sections] = {}
    bonus = 0
    fitted: tuple[_Plan, Transcript, int] | None = None
    for _attempt in range(_ATTEMPTS + _GIVE_BACK):
        plan = _plan(
            transcript,
            infos,
            policy,
            effective,
            session_id=session_id,
            store=store,
            model=model,
            memo=memo,
            extracted=extracted,
            exact=exact,
            system=system,
            system_messages=system_messages,
            bonus=bonus,
        )
        result = transcript.replace(plan.messages)
        after = count_tokens(result, exact)
        # how far off the plan's own count was (the system part is exact in both)
        ratio = after / max(1, plan.planned)
        if after <= target:
            fitted = (plan, result, after)
            slack = target - after
            if not plan.omitted or slack < _MIN_SLACK:
                break
            # Trigger / Why / Outcome: the checkpoint left items out while the exact count
            # is under the target (the estimate was pessimistic, or the tail was smaller
            # than planned): the unused room goes back to the checkpoint and it is
            # rendered again; a try that overshoots is discarded for the last that fit.
            # (the checkpoint is rendered to an exact count, so the slack is its unit)
            bonus += int(slack * 0.9)
            continue
        if fitted is not None:
            # the room handed back overshot: hand back less, or keep the last that fit
            bonus -= after - target + 8
            if bonus <= 0:
                break
            continue
        if effective < 1:
            break
        # The estimate was optimistic for this text (paths and code cost more tokens per
        # byte than prose): plan again in estimate units scaled by the observed ratio.
        effective = min(effective - 1, int(target / ratio * 0.98))
    if fitted is not None:
        plan, result, after = fitted
    flushed, flush_step = run_flush(flush, plan.evicted, session_id, before)
    steps = ([flush_step] if flush_step else []) + plan.steps
    if transcript.sidechain:
        side_tokens = sum(
            analyze_message(i, m, transcript.format).tokens
            for i, m in enumerate(transcript.sidechain)
        )
        steps.append(
            Step(
                "sidechain",
                f"{len(transcript.sidechain)} subagent message(s), ~{side_tokens:,} tokens, "
                "kept out of the main thread and summarised apart",
                after,  # not part of the context: the count does not change
                after,
            )
        )
    path = None
    if plan.checkpoint is not None and store is not None and session_id:
        path = store.save(session_id, plan.checkpoint)
    fits = after <= target
    reason = plan.reason
    if not fits:
        reason = (
            f"{after:,} tokens remain, over the {target:,}-token target; what is left is the "
            "system "
            "prompt, the latest user message and the current turn, which compaction never drops"
        )
    return CompactionResult(
        status="compacted" if fits else "cannot_fit",
        transcript=result,
        tokens_after=after,
        steps=tuple(steps),
        evicted_messages=len(plan.evicted),
        checkpoint=plan.rendered,
        checkpoint_path=path,
        checkpoint_source=plan.source,
        checkpoint_omitted=plan.omitted,
        flushed=flushed,
        reason=reason,
        strategy="checkpoint",
        context_window=context_window,
        budget=target,
        tokens_before=before,
        messages_before=len(infos),
        session_id=session_id,
    )


def compact(
    transcript: Transcript | Sequence[Message],
    *,
    context_window: int,
    strategy: Strategy = "checkpoint",
    fmt: Format | None = None,
    policy: Policy | None = None,
    counter: TokenCounter | None = None,
    session_id: str | None = None,
    store: CheckpointStore | None = None,
    flush: FlushCallback | None = None,
    model: ChatModel | None = None,
    force: bool = False,
    count: Callable[[str], int] | None = None,
) -> CompactionResult:
    """Compact `transcript` (a `Transcript` or a list of message dicts) to fit `context_window`.

    `count` replaces the exact token count of the `checkpoint` strategy (e.g. with
    `estimate_tokens` where the result is only persisted, never sent to a model)."""
    if context_window <= 0:
        raise CompactionError(f"context window must be positive, not {context_window}")
    if not isinstance(transcript, Transcript):
        transcript = parse_transcript(list(transcript), fmt)
    counter = counter or TokenCounter()
    match strategy:
        case "tiers":
            from memwell.compaction.tiers import compact_tiers

            return compact_tiers(
                transcript,
                context_window=context_window,
                counter=counter,
                flush=flush,
                session_id=session_id,
            )
        case "checkpoint":
            return compact_checkpoint(
                transcript,
                context_window=context_window,
                policy=policy,
                counter=counter,
                session_id=session_id,
                store=store,
                flush=flush,
                model=model,
                force=force,
                count=count,
            )
        case _:
            raise CompactionError(f"unknown strategy {strategy!r}; use 'tiers' or 'checkpoint'")
