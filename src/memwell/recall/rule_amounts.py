"""The amount limits a rule clause states: "over $250", "$500 and up", 「10万円を超える」.

Trigger: `recall.rules` reads one clause of a memory line.

Why: a rule about money is most often about money over (or under) a limit; a call within
the limit is the benign twin of one beyond it, and only the limit tells them apart. A
Japanese amount counts in 万 (ten thousand), and a limit may follow its amount ("$500 and
up").

Outcome: `amount_limits(clause)` → the limit over which the rule applies, the one under
which it applies (either None), and the spans of the clause that state them (they name no
object).
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile

_AMOUNT_OVER = lazy_compile(
    r"(?i)(?:over|above|more\s+than|exceeding|>)\s*[¥$€£]?\s*(\d[\d,]*)|"
    r"(\d[\d,]*)\s*(万)?円(?:以上|を超え|超)|[¥$€£]\s?(\d[\d,]*)\s+(?:and\s+up|or\s+more)\b"
)
_AMOUNT_UNDER = lazy_compile(
    r"(?i)(?:under|below|less\s+than|<)\s*[¥$€£]?\s*(\d[\d,]*)|(\d[\d,]*)\s*(万)?円(?:未満|以下)"
)
_MAN = 2  # the group of 万 in both patterns


def amount_limits(clause: str) -> tuple[float | None, float | None, list[tuple[int, int]]]:
    """The limit over which and the one under which `clause` applies, and their spans."""
    limits: list[float | None] = []
    spans: list[tuple[int, int]] = []
    for pattern in (_AMOUNT_OVER, _AMOUNT_UNDER):
        match = pattern.search(clause)
        limits.append(_amount_of(match) if match else None)
        if match:
            spans.append(match.span())
    return limits[0], limits[1], spans


def _amount_of(match: re.Match[str]) -> float:
    digits = next(g for i, g in enumerate(match.groups()) if g and i != _MAN)
    number = float(digits.replace(",", ""))
    return number * 10_000 if match.group(_MAN + 1) else number
