"""What a tool's name does: its verb, and the thing it acts on as a thing, not as an act.

Trigger: a named tool (`mcp__…__cancel_booking`, `listPayments`, `update_listing`) is read
as the operations it performs (`recall.tool_calls`).

Why: APIs name an operation verb first and object after (or object first, `refunds.create`),
and many objects are verbal nouns: a booking, a payment, a listing, a reservation, a
deployment. Read word by word, `cancel_booking` also books, `list_payments` also pays and
`update_listing` also lists, so a rule about booking, paying or listing fires on a
cancellation, a read or an edit of such a thing. What the noun names is the object of the
name's own verb. Only a verb that brings its object into being or sends it out takes its
act from the noun: creating a payment pays, sending an invitation invites, issuing a
refund refunds.

Outcome: `name_acts(words)` → the verb classes a tool name's words say it performs.
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_vocab import name_verbs

# the forms English makes a noun of a verb with: booking, reservation, payment, deployment
_VERBAL_NOUN = lazy_compile(r"(?i)^[a-z]{3,}(?:ings?|ions?|ments?)$")

# verb classes whose object is made or sent by the act itself ("create payment" pays,
# "send invitation", "publish notification"): the noun says what the act is
_BRINGING = frozenset({"add", "run", "send", "deploy", "publish", "put", "broadcast", "forward"})


def name_acts(words: str) -> set[str]:
    """The verb classes of a tool name's words (`"cancel booking"` → cancel; `"create
    payment"` → add, pay)."""
    found = name_verbs(words)
    heads: set[str] = set()
    nouns: set[str] = set()
    for word in words.split():
        verbs = name_verbs(word)
        if not verbs:
            continue
        (nouns if _VERBAL_NOUN.match(word) else heads).update(verbs)
    if not heads or not nouns:
        return found
    if heads & _BRINGING:
        # a listing, a view or a query made is not a read: only a thing's making is its act
        return found - ((nouns & {"read"}) - heads)
    return found - (nouns - heads)


__all__ = ["name_acts"]
