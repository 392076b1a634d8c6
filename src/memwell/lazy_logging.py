"""A module logger that imports `logging` the first time it logs.

Trigger: a hook answered in its own process (the warm service down). Why: `logging`
brings `threading`, `traceback`, `string` and `textwrap` with it, a few ms of a fresh
interpreter, and the modules on a hook's path log only when something went wrong (a view
that could not be stored, a state that could not be written). Outcome: such a module
declares `log = lazy_logger(__name__)`; the first attribute it reads (`log.warning`)
imports `logging` and binds the real `logging.getLogger(__name__)`, so a record goes
where it always went (the same logger name, handlers and levels).

mypy sees `lazy_logger` return `logging.Logger`: the stand-in answers every attribute
from it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it)
if TYPE_CHECKING:
    import logging
    from typing import Any

__all__ = ["LazyLogger", "lazy_logger"]


class LazyLogger:
    """Stands for `logging.getLogger(name)` until its first use."""

    __slots__ = ("_logger", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self._logger: logging.Logger | None = None

    def logger(self) -> logging.Logger:
        if self._logger is None:
            import logging  # the first record (or level check) of this module

            self._logger = logging.getLogger(self.name)
        return self._logger

    def __getattr__(self, name: str) -> Any:
        return getattr(self.logger(), name)

    def __repr__(self) -> str:
        return f"<LazyLogger {self.name}>"


def lazy_logger(name: str) -> logging.Logger:
    """`logging.getLogger(name)`, deferred until the logger is first used."""
    return LazyLogger(name)  # type: ignore[return-value]
