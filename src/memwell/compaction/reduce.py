"""The cheap reductions of strategy `checkpoint`: no history is dropped here.

Each works on a `Work` (messages plus their estimated tokens), stops as soon as the
transcript is under its target, and records what it did as a `Step`. `Work.set` refuses
a replacement that is not smaller, so no reduction can inflate a transcript.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from memwell.compaction.transcript import (
    Format,
    Message,
    MessageInfo,
    analyze_message,
    latest_user_index,
    map_text,
    map_tool_results,
    replace_images,
)
from memwell.compaction.trim import cleared, head_tail
from memwell.compaction.types import Policy, Step


@dataclass(slots=True)
class Work:
    """Mutable planning state: the messages and their estimated tokens."""

    fmt: Format
    messages: list[Message]
    tokens: list[int]
    system: int
    steps: list[Step] = field(default_factory=list)
    total: int = 0

    def __post_init__(self) -> None:
        self.recount()

    def recount(self) -> None:
        self.total = self.system + sum(self.tokens)

    def set(self, index: int, message: Message) -> None:
        """Replace a message, but only by a smaller one: no step may inflate the transcript."""
        if message is not self.messages[index]:
            tokens = analyze_message(index, message, self.fmt).tokens
            if tokens < self.tokens[index]:
                self.total += tokens - self.tokens[index]
                self.messages[index] = message
                self.tokens[index] = tokens


def clear_any(text: str) -> str:
    return cleared(text, "tool output")


def clear_old_outputs(
    work: Work, infos: list[MessageInfo], policy: Policy, target: int, latest: int | None
) -> None:
    carriers = [i.index for i in infos if i.results and i.index != latest]
    protected = (
        set(carriers[-policy.keep_recent_results :]) if policy.keep_recent_results else set()
    )
    before, count = work.total, 0
    limit = policy.clear_min_chars

    def clear(text: str) -> str:
        return cleared(text) if len(text) > limit else text

    for index in carriers:
        if work.total <= target:
            break
        if index in protected or not any(len(r) > limit for r in infos[index].results):
            continue
        work.set(index, map_tool_results(work.messages[index], work.fmt, clear))
        count += 1
    if count:
        work.steps.append(
            Step("clear_tool_outputs", f"cleared {count} old tool output(s)", before, work.total)
        )


def collapse_blocks(
    work: Work, infos: list[MessageInfo], policy: Policy, target: int, latest: int | None
) -> None:
    block_tokens = max(policy.block_min_tokens, int(target * policy.block_ratio))
    chars = block_tokens * 4

    def collapse(text: str) -> str:
        return head_tail(text, chars) if len(text) > chars else text

    before, count = work.total, 0
    for info in infos:
        if work.total <= target:
            break
        index = info.index
        if (
            index == latest
            or info.note is not None
            or info.is_system
            or work.tokens[index] <= block_tokens
        ):
            continue
        message = map_text(map_tool_results(work.messages[index], work.fmt, collapse), collapse)
        if message is not work.messages[index]:
            work.set(index, message)
            count += 1
    if count:
        detail = f"collapsed {count} block(s) over {block_tokens:,} tokens to head and tail"
        work.steps.append(Step("collapse_blocks", detail, before, work.total))


def elide_kept_outputs(work: Work, target: int) -> None:
    """Last resort: tool outputs and images of the kept messages become placeholders
    (oldest first; never in the latest user message)."""
    before, count = work.total, 0
    current = [analyze_message(i, m, work.fmt) for i, m in enumerate(work.messages)]
    last_user = latest_user_index(current)
    for info in current:
        if work.total <= target:
            break
        if info.index == last_user or not (info.results or info.images) or info.is_system:
            continue
        message = replace_images(work.messages[info.index], work.fmt)
        work.set(info.index, map_tool_results(message, work.fmt, clear_any))
        count += 1
    if count:
        detail = f"elided {count} tool output(s) in the kept part"
        work.steps.append(Step("elide_tool_outputs", detail, before, work.total))
