"""The fields of a tool call's JSON input, as the gate reads them: every key, every leaf
value with the key it sits under, the strings, and the amount of money the call moves.

Walks are bounded (the first 20 or 50 items of a list) so that a hostile or huge payload
costs the hook a fixed amount of work.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_vocab import verbs_in

_AMOUNT_KEY = lazy_compile(r"(?i)amount|price|total|sum|value|jpy|usd|eur|gbp|cost|rate")

# currencies without a minor unit: an API's integer amount in these is the amount itself
_ZERO_DECIMAL = frozenset({"jpy", "krw", "vnd", "clp", "isk", "huf", "twd", "ugx", "xof"})


def call_amount(data: Any, minor_default: bool = False) -> float | None:
    """The amount a call moves. Why: payment APIs (Stripe, Square) give an integer in the
    currency's minor unit beside a `currency` field (1250 with "usd" is $12.50), which a
    rule's "over $50" means in major units."""
    if isinstance(data, Mapping):
        currency = next(
            (str(v).lower() for k, v in data.items() if str(k).lower() == "currency"), None
        )
        for key, value in data.items():
            if (
                isinstance(value, int | float)
                and not isinstance(value, bool)
                and _AMOUNT_KEY.search(str(key))
            ):
                minor = isinstance(value, int) and (
                    (currency is not None and len(currency) == 3 and currency not in _ZERO_DECIMAL)
                    or (currency is None and minor_default and str(key).lower() == "amount")
                )
                return value / 100 if minor else float(value)
        for value in data.values():
            if (found := call_amount(value, minor_default)) is not None:
                return found
    elif isinstance(data, list):
        for item in data[:50]:
            if (found := call_amount(item, minor_default)) is not None:
                return found
    return None


def call_keys(data: Any, prefix: str = "") -> list[str]:
    out: list[str] = []
    if isinstance(data, Mapping):
        for key, value in data.items():
            out.append(str(key))
            out += call_keys(value)
    elif isinstance(data, list):
        for item in data[:20]:
            out += call_keys(item)
    return out


def call_leaves(data: Any, key: str = "") -> list[tuple[str, Any]]:
    if isinstance(data, Mapping):
        return [leaf for k, v in data.items() for leaf in call_leaves(v, str(k))]
    if isinstance(data, list):
        return [leaf for item in data[:50] for leaf in call_leaves(item, key)]
    return [(key, data)]


def call_strings(data: Any) -> list[str]:
    return [str(v)[:2000] for _, v in call_leaves(data) if isinstance(v, str) and v.strip()]


_NUMERIC = lazy_compile(r"^\s*-?\d[\d,]*(?:\.\d+)?\s*$")


def call_quantities(data: Any) -> tuple[tuple[str, float], ...]:
    """The numbers a call's fields carry, with the key each sits under (`{"boxes": 14}`,
    `{"days": "5"}`); a rule's limit is read against the field its unit names."""
    out: list[tuple[str, float]] = []
    for key, value in call_leaves(data):
        if isinstance(value, bool) or not key:
            continue
        if isinstance(value, int | float):
            out.append((key, float(value)))
        elif isinstance(value, str) and _NUMERIC.match(value):
            out.append((key, float(value.replace(",", ""))))
    return tuple(out)


# the acts that go out of here, which a switch on a call can ask for
_SWITCHED_ACTS = frozenset({"send", "publish", "broadcast", "forward"})


def switched_acts(data: Mapping[str, Any]) -> set[str]:
    """What a switch turned on does: `create_invoice {"send": true}`, `{"notify_players":
    true}` send what the call makes (the same call with it off keeps it here). Only a key
    that leads with the act's verb is a switch; `photo_release`, `release_received` are
    states the call reports, not acts it asks for."""
    found: set[str] = set()
    for key, value in call_leaves(data):
        words = re.split(r"[_\-]+|(?<=[a-z])(?=[A-Z])", key)
        if value is True and words:
            found |= verbs_in(words[0].lower()) & _SWITCHED_ACTS
    return found
