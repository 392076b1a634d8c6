"""Regular expressions compiled on first use instead of at import.

Trigger: a hook answered in its own process (the warm service down). Why: it is a fresh
interpreter per event, and compiling every module-level pattern of the classifier, the
secret scanner and the gate cost it more than the turn itself (135 patterns for a generic
prompt, 290 for a gated call, most of them never run on that event's text). Outcome: a
module declares its patterns with `lazy_compile`, which returns a stand-in that compiles
the pattern the first time one of its methods is used, then hands every call to the
compiled `re.Pattern`. A long-lived process (the service, the MCP server) pays each
pattern once, as before. `.pattern` is answered without compiling, so a pattern can be
built from others' sources.

mypy sees `lazy_compile` return `re.Pattern[str]`: the stand-in has the same methods. It
is not an instance of `re.Pattern`, so it must not be passed to `re.compile` or
`re.search(...)` as the pattern; call its own methods.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["LazyPattern", "compiled_count", "lazy_compile"]

_compiled = 0  # how many stand-ins have compiled (tests pin what an event compiles)


# the methods a stand-in hands to its compiled pattern by a plain attribute once compiled
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """A `re.Pattern[str]` compiled the first time it is used.

    Until then, its method slots are empty, so using one calls `__getattr__`, which
    compiles and fills them with the compiled pattern's bound methods: from then on
    `pattern.search(...)` is one attribute read, as on a pattern compiled at import (the
    secret scanner calls some thousands of times a turn)."""

    __slots__ = ("_compiled", "_flags", "pattern", *_METHODS)

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags  # `.flags` is the compiled pattern's (re adds re.UNICODE)
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            global _compiled
            compiled = re.compile(self.pattern, self._flags)
            for name in _METHODS:
                setattr(self, name, getattr(compiled, name))
            self._compiled = compiled
            _compiled += 1
        return self._compiled

    def __getattr__(self, name: str) -> Any:  # a method before compiling; flags, groups...
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}, {self._flags!r})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, deferred until the pattern is first used."""
    return LazyPattern(pattern, flags)  # type: ignore[return-value]


def compiled_count() -> int:
    """How many lazily compiled patterns this process has compiled so far."""
    return _compiled
