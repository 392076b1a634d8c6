"""A memory's statements: the units a digest shows and a line scorer ranks.

A memory's description says what it is about; its body says the things that answer
questions ("年会費は1世帯 3,600円"). A statement is the description, or one body line
(long prose lines cut at sentence ends), without list markers and checkboxes. A line
under a Markdown heading, or under a label line ("Rules:"), carries that heading as its
context ("Pricing: glaze firing ¥3,000 per shelf"): alone, "¥3,000 per shelf" does not
say what costs that.

`statement_passage` is the text a statement is embedded as: the memory's description,
then the statement. Measured on the development worlds (docs/benchmarks.md, "Digest:
facts that answer"), the statement alone is matched to the question no better than by
shared words; with its memory's subject in front, the answering line ranks first
markedly more often, since "¥3,000" then means "the kiln's price".

Used by recall (digest lines, the always-on profile) and by the index, which embeds a
memory's statements when it writes the memory's row.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from memwell.lazy_patterns import lazy_compile

# shorter than this a body line is a heading fragment or a label ("Rules:")
MIN_STATEMENT_CHARS = 8
# a sentence ends at its mark, or after the Markdown emphasis closing right behind it
# ("**Never run DELETE on prod.** Deceased patients are archived"): the closing `**` is
# part of the sentence it closes. Japanese puts no space after 。！？: a sentence ends
# there too, unless a closing bracket or quote (」）) or another mark follows it
# A full stop that ends an abbreviation ends no sentence: "container no. and pickup
# window", "Contact Mr. Tanaka", "e.g. KMT-R8-3-017-Be-02" were cut in two, and the fact
# that spans them reached no digest whole.
_SENTENCE_END = lazy_compile(
    r"(?:(?<=[.!?。！？])|(?<=[.!?。！？][*_])|(?<=[.!?。！？][*_][*_]))"
    r"(?<!\b[Nn]o\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\bcf\.)"
    r"(?<!\bM[rs]\.)(?<!\bMrs\.)(?<!\bDr\.)(?<!\bSt\.)\s+"
    r"|(?<=[。！？])(?![\s」』）)\]】\u3015〉》。！？.!?*_\"'\u2019”])"
)
_MARKUP = " \t-*#>|"
_CHECKBOX = lazy_compile(r"^\[[ xX]\]\s*")
_HEADING = lazy_compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$")
# a label line ("Rules:", at most 60 characters) introduces the list right below it
_LABEL = lazy_compile(r"^\s{0,3}(?![-*+]\s)([^:：]{2,60})[:：]\s*$")
_ITEM = lazy_compile(r"^\s*(?:[-*+]|\d+[.)])\s")
# a list item that is only a label ("- Open items:") introduces the items indented under it
_ITEM_LABEL = lazy_compile(r"^(\s*)[-*+]\s+([^:：]{2,60})[:：]\s*$")


def statements(body: str) -> list[str]:
    """A body's statements in order: each non-empty line, long prose lines cut at sentence
    ends, list markers and checkboxes removed, label-only lines ("Rules:") dropped."""
    return [text for _, text in _with_context(body)]


def _with_context(body: str) -> list[tuple[str, str]]:
    """(context, statement) pairs: the context is the heading or label line a statement
    sits under (""). A heading lasts until the next heading; a label, for the list items
    right below it; a list item that is only a label ("- Open items:"), for the items
    indented under it."""
    out: list[tuple[str, str]] = []
    heading = label = nested = ""
    nested_indent = 0
    for raw in body.splitlines():
        if not raw.strip():
            label = nested = ""  # a blank line ends a label's list
            continue
        context = ""
        indent = len(raw) - len(raw.lstrip())
        if nested and indent <= nested_indent:
            nested = ""  # back at the label item's own level: its sub-list is over
        if match := _HEADING.match(raw):
            heading, label, nested = " ".join(match[1].split()), "", ""
        elif match := _LABEL.match(raw):
            label = " ".join(match[1].strip(_MARKUP).split())
        elif match := _ITEM_LABEL.match(raw):
            nested, nested_indent = " ".join(match[2].strip(_MARKUP).split()), len(match[1])
            context = label or heading
        else:
            if label and not _ITEM.match(raw):
                label = ""
            context = nested or label or heading
        # a heading or a label is also a statement of its own (it may say something)
        line = _CHECKBOX.sub("", raw.strip(_MARKUP)).strip()
        if len(line) < MIN_STATEMENT_CHARS or line.startswith("<!--"):
            continue
        parts = [_balanced(p) for p in _SENTENCE_END.split(line)] if len(line) > 160 else [line]
        out.extend((context, p) for p in parts if len(p) >= MIN_STATEMENT_CHARS)
    return out


def _balanced(part: str) -> str:
    """A sentence cut from a longer line, without an emphasis mark left unpaired at its
    edge (the line's opening `**` was stripped with the list marker, its closing one ends
    this sentence)."""
    part = part.strip()
    for mark in ("**", "__"):
        if part.count(mark) % 2:
            part = part.strip(mark[0]).strip()
    return part


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement of a memory: its own words and the heading or label it sits under."""

    text: str
    context: str = ""

    @property
    def shown(self) -> str:
        """What a digest shows: the heading context, then the statement."""
        return f"{self.context}: {self.text}" if self.context else self.text


# the line writeback ends a memory it saved with: where the memory came from, never an
# answer to a turn (it once took a digest line in place of the rule it recorded)
_PROVENANCE = "_Recorded by memwell writeback"


def provenance_line(session_id: str | None, day: str) -> str:
    """The closing line of a memory saved by writeback."""
    source = f"session {session_id}, " if session_id else ""
    return f"{_PROVENANCE} ({source}{day})._"


def memory_statements(description: str, body: str) -> list[Statement]:
    """The description, then the body's statements with their heading context, each once
    (compared with whitespace collapsed). A label line ("Open items:"), and a heading
    that the statements below it carry as their context, is not a statement of its own:
    shown alone it answers nothing and spends a digest line."""
    return list(_statements_once(description, body))


# a warm process judges the same memories' statements on every turn that finds them (25
# memories a turn, their lines parsed again each time); a pure function of the two texts
# (the statements are frozen, and each caller gets a list of its own); 1,024 memories'
# texts at most, so a long body is not kept for long
@lru_cache(maxsize=1024)
def _statements_once(description: str, body: str) -> tuple[Statement, ...]:
    pairs = [(context, " ".join(text.split())) for context, text in _with_context(body)]
    carried = {context for context, _ in pairs if context}
    # a label line ("Open items:") only introduces what follows, even with nothing below
    carried |= {text.rstrip(":：").strip() for _, text in pairs if _LABEL.match(text)}
    seen: dict[str, Statement] = {}
    flat_description = " ".join(description.split())
    if flat_description:
        seen[flat_description] = Statement(flat_description)
    for context, flat in pairs:
        if not flat or (not context and flat.rstrip(":：").strip() in carried):
            continue
        if flat.startswith(_PROVENANCE):
            continue
        seen.setdefault(flat, Statement(flat, context))
    return tuple(seen.values())


def statement_passage(description: str, statement: Statement | str) -> str:
    """The text a statement of the memory described by `description` is embedded as."""
    shown = statement.shown if isinstance(statement, Statement) else statement
    subject = " ".join(description.split())
    if not subject or shown == subject:
        return shown
    return f"{subject}: {shown}"


def memory_passages(description: str, body: str) -> list[str]:
    """The passages a memory's statements are embedded as (see `statement_passage`)."""
    return [statement_passage(description, s) for s in memory_statements(description, body)]
