"""How a memory's body is cut into the chunks the index searches: Markdown sections, each
cut again at blank lines past CHUNK_CHARS, and the text a chunk is embedded as."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from memwell.index import rows as stored
from memwell.lazy_patterns import lazy_compile
from memwell.memory.document import Memory

CHUNK_CHARS = 1_500


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
