"""A value judged by its shape where it stands, not by its key's name (session 19): a
generator's passphrase as any value, and an authenticator's base32 seed in small letters,
in groups of four, or with letters that happen to read as words. Examples of their own
shape (none is a corpus line), and the guards that must keep passing."""

from __future__ import annotations

import pytest

from memwell.secrets import fields, scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- a generator's passphrase as a value, whatever names it --------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("    Value       : harbor.lantern.pebble36", "harbor.lantern.pebble36"),
        ("vpn-login --user ops --with copper_violet_falcon29", "copper_violet_falcon29"),
        ("guest 10.1.2.3 tulip_cinder_quartz57", "tulip_cinder_quartz57"),
        ("the new one is willow-garnet-otter64, tell nobody", "willow-garnet-otter64"),
    ],
)
def test_a_generated_passphrase_as_a_value(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "kernel32 = ctypes.windll.kernel32",  # a reference to what it names
        "handle = ctypes.windll.kernel32",  # a width in bits
        "from pip.internal.wheel import build_wheel_pep517",  # an import
        "parser = Parser(policy=email.policy.compat32)",  # a call reads it
        "see tests/reliability/test_secret_copper_falcon27.py for the probes",  # a path
        "run app.models.invoice42.save() again",  # code after it
        "we moved cluster.primary.replica42 to the new rack",  # a series' member, in prose
        "amber_tulip_ridge4",  # one digit: a snake_case name
    ],
)
def test_names_and_code_of_that_shape_are_no_passphrase(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- an authenticator's base32 seed ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # small letters, as an authenticator's "enter this key" screen shows it
        ("for the phone app, type: pkwmr4gq7tnzyxv2hb5dcjla6e", "pkwmr4gq7tnzyxv2hb5dcjla6e"),
        # groups of four, small letters or capitals
        ("enter manually: k7qm vx2b npa5 rtwz hc3y g6dl ou4f siej", "k7qm vx2b npa5 rtwz"),
        ("2FA（手入力）QW5R TY2U PA6S DF3G", "QW5R TY2U PA6S DF3G"),
        # capitals whose letters read as words by their share, digits breaking them
        ("authenticator: MOUSEAVE2QUIETAR4OLIVEYA7UNEBOAT", "MOUSEAVE2QUIETAR4OLIVEYA7UNEBOAT"),
    ],
)
def test_a_base32_seed_is_a_secret(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        # a fingerprint's groups hold 0, 1, 8 or 9: the run is judged whole
        "releases are signed by 4T7W NQJ6 ZXVB 9HYT KM6P U0RN CYN6 FZIW",
        "fingerprint: QW5R TY2U PA6S DF3G",  # the line names a hash
        "mirror at pkwmr4gq7tnzyxv2hb5dcjla6exq3ytmzn7rd2wsi5vklpq4ajbc6gyd.onion",  # a host
        "team vault (account ID Q7OHOPCKNUGJOUBH77M7NW4DXS)",  # an account's id
        "words: this that with have from some time year",  # words, no digits
        "order 4242 4242 4242 4242 shipped",  # digits only
        "pinned: bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",  # a CID
    ],
)
def test_look_alikes_of_a_seed_are_no_secret(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_seed_in_groups_as_a_topic_name() -> None:
    assert fields.standalone_kinds("totp QW5R TY2U PA6S DF3G")


# --- a bare value in a short field: what no name looks like -----------------------------


@pytest.mark.parametrize(
    "value",
    [
        "Lantern_Pebble_Orchid47",  # a generator's capitalized words and its number
        "Copper-Violet-Falcon52",
        "Harbor.Tulip.Cinder08",
        "qVr!tLmoKeWz",  # both cases changing places, a symbol, no digit
        "uTbE%kQlnWpa",
        "MnoPq+ZrTsvYx",
    ],
)
def test_a_bare_password_is_no_name(value: str) -> None:
    assert fields.standalone_kinds(value), value
    assert fields.alias_kinds(value), value


@pytest.mark.parametrize(
    "value",
    [
        "ThisIsMyNewTopic",  # camel case: its capitals start words
        "AT&T-ProjectPlanNotes",
        "Q&A-WithTheTeam",
        "OneDrive+SharePoint",
        "MyBank!OnlineLogin",
        "#TeamAlphaBetaGamma",  # a leading symbol: a tag
        "Deploy.prod.api22",  # cases mixed between the parts: a name
        "Sprint_Review_Week12",  # a series' member
        "Tax_Return_2024",  # a year after a separator, not glued to a word
    ],
)
def test_names_of_that_shape_stay_names(value: str) -> None:
    assert fields.standalone_kinds(value) == [], value
