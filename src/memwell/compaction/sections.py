"""The sections of a checkpoint and the one-line form of an item, shared by the
extractor that fills them and the store that reads them back.

Kept apart from `extract` so that reading a persisted checkpoint (the session-start
preflight's "Last session:" line) does not load the extraction rules.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, get_args

SectionKey: TypeAlias = Literal[
    "goal",
    "constraints",
    "decisions",
    "files",
    "errors",
    "done",
    "in_progress",
    "todo",
    "findings",
    "subagents",
    "user_requests",
    "next_step",
]
SECTIONS: tuple[SectionKey, ...] = get_args(SectionKey)
Sections: TypeAlias = dict[SectionKey, list[str]]

ITEM_MAX_CHARS = 300
# Items kept per section (the first one and the newest), in the checkpoint and on disk.
SECTION_CAP = 1_000
GOAL_MAX_CHARS = 600


def clean(text: str, limit: int = ITEM_MAX_CHARS) -> str:
    """One line, whitespace collapsed, secrets redacted, at most `limit` characters."""
    # imported where text is redacted: reading a checkpoint (a session's first hook)
    # redacts nothing, and the scanner is some 40 modules
    from memwell.secrets.scanner import redact

    line = redact(" ".join(text.split()))
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def cut(text: str, limit: int) -> str:
    """`text` at most `limit` characters, its secrets redacted first.

    Trigger / Why / Outcome: cut first, a secret across the cut keeps a prefix
    (`ghp_Qm3vT…`) the scanner no longer recognises, and that prefix reached the
    checkpoint. Text that needs no cut is returned as it is (redacting every line of a
    million-token transcript would cost seconds); what is kept is redacted later."""
    if len(text) <= limit:
        return text
    from memwell.secrets.scanner import redact  # (as in `clean`)

    line = redact(text)
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"
