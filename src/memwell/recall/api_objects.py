"""What the object an API names does to its verb: creating an event books it, deleting one
cancels it, creating a reminder sends it, creating a story publishes it, creating a release
ships it.

Trigger: a call names its operation as a verb and an object, the way services and CLIs name
them (`calendar_create_event`, `POST /v1/appointments`, `gh release create`,
`schedule_reminder`).

Why: the generic verbs of an API (create, delete, schedule) do different things to
different kinds of object, and a rule names the specific one ("never book regular patients
there", "don't cancel appointments", "never post guests' photos"). Which kinds of object
behave so is a convention shared by the APIs of calendars, messaging, social networks and
code hosts, not the words of one world, so it is kept here as data: kinds of object by the
words services name them with, and the verb classes (`recall.rule_vocab`) a generic verb on
each kind also performs. A draft or a template of a message or a post sends and publishes
nothing.

Outcome: `object_effects(verbs, words)` → the verb classes the call does besides `verbs`;
`api_verbs(words)` → the verb classes of words only API names use as verbs.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# kinds of object, by the words (singular and plural) services name them with
OBJECT_KINDS: dict[str, frozenset[str]] = {
    # a time held for someone: what is booked, moved and cancelled
    "appointment": _words(
        "event events appointment appointments booking bookings reservation reservations "
        "meeting meetings"
    ),
    # a message a service sends when it is created (or when it falls due)
    "notice": _words(
        "reminder reminders notification notifications alert alerts announcement "
        "announcements newsletter newsletters sms invitation invitations"
    ),
    # what a social network or a site shows once it is created
    "post": _words("post posts story stories tweet tweets reel reels comment comments"),
    # a software release: creating one ships it
    "release": _words("release releases"),
}

# (a generic verb class, a kind of object) -> what the call also does
EFFECTS: dict[tuple[str, str], frozenset[str]] = {
    ("add", "appointment"): frozenset({"book"}),
    ("delete", "appointment"): frozenset({"cancel"}),
    ("add", "notice"): frozenset({"send"}),
    ("add", "post"): frozenset({"publish"}),
    ("add", "release"): frozenset({"deploy", "publish"}),
}

# words API names use as verbs that prose rarely does (`recalculate_payroll`)
API_VERBS: dict[str, frozenset[str]] = {
    "recalculate": frozenset({"edit"}),
    "recompute": frozenset({"edit"}),
    # a setter and a partial update change the thing they name (`set_setpoint`, `patchLot`)
    "set": frozenset({"edit"}),
    "patch": frozenset({"edit"}),
}

# a thing made now and done when it falls due: `schedule_reminder` sends the reminder,
# `schedule_post` publishes the post (what the thing is says which)
DEFERRING = _words("schedule scheduled queue enqueue")

# what is kept back: a draft or a template sends and publishes nothing
HELD_BACK = _words("draft drafts template templates preview previews")


def kinds_named(words: Iterable[str]) -> set[str]:
    """The kinds of object the words of a call's name name."""
    found: set[str] = set()
    for word in words:
        low = word.lower()
        found |= {kind for kind, forms in OBJECT_KINDS.items() if low in forms}
    return found


def api_verbs(words: Iterable[str]) -> set[str]:
    """The verb classes of the words of a call's name that only APIs use as verbs."""
    found: set[str] = set()
    for word in words:
        found |= API_VERBS.get(word.lower(), frozenset())
    return found


def object_effects(verbs: set[str] | frozenset[str], words: Iterable[str]) -> set[str]:
    """What a generic verb does to the kind of object the call's name names, besides itself
    (`{"add"}` and `calendar create event` → `{"book"}`)."""
    listed = [w.lower() for w in words]
    if HELD_BACK & set(listed):
        return set()
    kinds = kinds_named(listed)
    found: set[str] = set()
    for verb in set(verbs) | ({"add"} if DEFERRING & set(listed) else set()):
        for kind in kinds:
            found |= EFFECTS.get((verb, kind), frozenset())
    return found


def is_time(value: object) -> bool:
    """Whether a field's value is a date or a time (`"2026-12-09T10:30:00-08:00"`)."""
    if not isinstance(value, str) or len(value) < 10 or not value[:4].isdigit():
        return False
    try:
        datetime.fromisoformat(value.strip())
    except ValueError:
        return False
    return True
