"""What a tool call does, as the gate's rule model reads it: one `Operation` per effect.

An operation names its verb classes (see `recall.rule_vocab`), the values it acts on
(branches, paths, tables, recipients), the kinds of thing it touches, where it happens and
an amount when a field carries one; `recall.tool_calls` and `recall.program_calls` build
them, `recall.rules` judges them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_env import rehearsal
from memwell.recall.rule_vocab import fold, keys_of

BranchOf = Callable[[str | None], str | None]

# a web server's document root: a file written there is on the site
_WEB_ROOT = lazy_compile(r"(?:^|[:/])(?:var/www|srv/www|public_html|htdocs)(?:/|$)")
# what a value's text is, whatever its words: a phone number, a postal address
_PHONE = lazy_compile(
    r"(?<![\d-])(?:\+\d{1,3}[ -]?\d{1,4}|0\d{1,4})[ -]\d{2,4}[ -]\d{3,4}(?![\d-])"
)
_ADDRESS_JA = lazy_compile(r"\d+丁目|\d+番地|[都道府県][^\s、,]{1,6}[市区町村]")


def served(path: str) -> bool:
    """Whether `path` lies in a web server's document root (writing it publishes it)."""
    return bool(_WEB_ROOT.search(path))


@dataclass(frozen=True)
class Operation:
    """One thing a call does: what (verbs), to what (values), of which kind, and where."""

    verbs: frozenset[str]
    values: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    context: tuple[str, ...] = ()
    amount: float | None = None
    target_unknown: bool = False  # e.g. a push whose branch cannot be told
    described: bool = False  # said in words, not a call: how it will be done is unknown
    source: str = ""
    extra: Mapping[str, str] = field(default_factory=dict)
    tool_words: str = ""  # an MCP-style tool's name as words ("send email"): what it acts on
    service: str = ""  # the MCP server a tool belongs to ("square"), matched by its name only
    # the numbers the call's fields carry, by key (`{"days": 14}`): a rule's limit reads them
    quantities: tuple[tuple[str, float], ...] = ()
    # its yes/no and one-word fields by key (`{"locked": "false"}`): a rule's state reads them
    states: tuple[tuple[str, str], ...] = ()

    @property
    def verbs_text(self) -> str:
        return ", ".join(sorted(self.verbs))

    @property
    def read_only(self) -> bool:
        return self.verbs <= {"read"}

    @cached_property
    def rehearsal(self) -> bool:
        """Whether it goes only to a staging, sandbox or test environment (`recall.rule_env`)."""
        return rehearsal(self)

    @cached_property
    def value_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index(self.values)

    @cached_property
    def kind_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index(self.kinds)

    @cached_property
    def context_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index(self.context)

    @cached_property
    def paths(self) -> tuple[str, ...]:
        """The values that are paths, folded (rules naming paths compare them to these)."""
        return tuple(fold(v) for v in self.values if "/" in v and not v.startswith("remote "))

    @cached_property
    def tool_index(self) -> tuple[frozenset[str], tuple[str, ...]]:
        return _index((self.tool_words,)) if self.tool_words else (frozenset(), ())

    def to_dict(self) -> dict[str, Any]:
        return {
            "verbs": sorted(self.verbs),
            "values": list(self.values[:12]),
            "kinds": list(self.kinds[:8]),
            "context": list(self.context[:4]),
            "amount": self.amount,
            "target_unknown": self.target_unknown,
            "source": self.source[:200],
        }


def _index(strings: Sequence[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    """Every key a string is matched by: whole, path segments, identifier parts, words."""
    keys: set[str] = set()
    raw: list[str] = []
    for text in strings:
        low = fold(text)
        raw.append(low)
        if _PHONE.search(low):
            keys.add("@phone")
        if _ADDRESS_JA.search(low):
            keys.add("@address")
        for token in re.findall(r"[^\s\"'`,;()\[\]{}<>=|]+", low):
            dotted = token.rstrip(".:!?")  # a dotfile keeps its dot (`.env`)
            token = token.strip(".:!?")
            if not token:
                continue
            keys |= keys_of(token)
            if dotted.startswith(".") and dotted != token:
                keys |= keys_of(dotted)
            if re.match(r"(?:[\w.@-]+:)?/etc/", token):
                keys.add("@config")  # /etc holds a machine's configuration
            if served(token):
                keys.add("@website")
            for part in re.split(r"[/\\]+", token):
                if part:
                    keys |= keys_of(part)
                    stem_part = part.rsplit(".", 1)[0] if "." in part[1:] else part
                    if stem_part != part:  # the extension names the kind of file (".CR3")
                        keys |= keys_of(part.rsplit(".", 1)[1])
                    for piece in re.split(r"[-_.@~+*:]+", stem_part):
                        if len(piece) > 1 and not piece.isdigit():
                            keys |= keys_of(piece)
                    if "@" in part:
                        keys |= keys_of(part.split("@", 1)[1])
    return frozenset(keys), tuple(raw)


def index_strings(strings: Sequence[str]) -> tuple[frozenset[str], tuple[str, ...]]:
    """The keys and folded strings a text is matched by (see `Operation.value_index`)."""
    return _index(strings)


def op(
    verbs: set[str] | frozenset[str],
    values: Sequence[str],
    kinds: Sequence[str],
    cwd: str | None,
    source: str,
    **kw: Any,
) -> Operation:
    return Operation(
        frozenset(verbs), tuple(values), tuple(kinds), (cwd,) if cwd else (), source=source, **kw
    )


def positional(args: Sequence[str]) -> list[str]:
    return [a for a in args if not a.startswith("-")]
