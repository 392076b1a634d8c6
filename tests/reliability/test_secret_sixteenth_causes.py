"""The families behind secrets missed, look-alikes refused and boundary leaks on the
development corpora after session 15 (session 16), each with examples of its own shape
(none is a corpus line), and the guards that must keep passing."""

from __future__ import annotations

import pytest

from memwell.secrets import fields, scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- a generator's words joined by dots or underscores ----------------------------------------

GENERATED_WITH_DOTS = [
    ('db_password: "lantern.pebble.orchid37"', "lantern.pebble.orchid37"),
    ("wpa_psk=copper.meadow.falcon8", "copper.meadow.falcon8"),
    ("login as deploy\nolive_canyon_sprocket55\n", "olive_canyon_sprocket55"),
]


@pytest.mark.parametrize(("text", "value"), GENERATED_WITH_DOTS)
def test_a_generators_words_joined_by_dots_or_underscores_are_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "name", ["router pw mossy.kettle.beacon19", "guest wifi amber_tulip_ridge4"]
)
def test_a_generated_passphrase_in_a_name_is_refused(name: str) -> None:
    assert fields.standalone_kinds(name)


@pytest.mark.parametrize(
    "text",
    [
        "password: settings.database.password",  # an attribute path names where it is kept
        "password_source = cluster.primary.replica2",  # a series' numbered member
        "see cache_warmup_notes.md",
    ],
)
def test_a_dotted_reference_stays_a_reference(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_series_name_in_a_topic_name_is_kept() -> None:
    assert fields.standalone_kinds("web_server_prod1") == []


# --- India's postal code is called a PIN ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "पिन कोड 110001",  # Hindi's name for the postal code, alone
        "पता: लाजपत नगर, नई दिल्ली, पिन कोड 110024",
        "PIN code 600028, Chennai",  # with a city after it
        "Jaipur PIN code 302001",  # with a city before it
        "Deliver to 7 Lake Rd, Kolkata - PIN 700029",  # a bare PIN closing an address
    ],
)
def test_a_postal_pin_is_no_secret(text: str) -> None:
    assert scanner.secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("PIN 603114", "603114"),  # a PIN alone on its line
        ("Ravi, PIN 482917", "482917"),  # a person's name is no address
        ("Card: ICICI, PIN 560123", "560123"),  # a card named beside it
        ("एटीएम पिन कोड 482910", "482910"),  # an ATM's
        ("मेरे कार्ड का पिन 5521 है", "5521"),  # four digits: no postal code
    ],
)
def test_a_pin_beside_no_address_stays_a_secret(text: str, value: str) -> None:
    _redacted(text, value)
