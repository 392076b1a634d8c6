"""The general causes behind what the eighth blind corpus leaked (session 9), each with
examples of its own shape (none is a corpus line), and the guards that must keep passing:
realistic names and speakers, hashes, ids, config tables, prose about the secret."""

from __future__ import annotations

import pytest

from memwell.secrets import scanner as secrets
from memwell.secrets.fields import alias_kinds, speaker_kinds, standalone_kinds

# --- lines collapsed into one before the scan ------------------------------------------------

TABLE = (
    "Logins for the lab:\n\n| host | user | password |\n|---|---|---|\n"
    "| db1 | admin | Zq7kLp2RmTx |\n| grafana | viewer | (SSO) |"
)


@pytest.mark.parametrize(
    "text",
    [
        TABLE,
        TABLE.replace("\n", " "),  # a description or a tag: one line
        " ".join(TABLE.split()),  # a checkpoint item: whitespace collapsed
        # an empty cell is no row's end: the separator says how many cells a row has
        "| name | note | password | |---|---|---| | vpn | | Tr4nLp9QxWz |",
        # the header after prose on its own line
        "We keep this: | system | password |\n|---|---|\n| vpn | Hm3vQ8zLr2Ny |",
    ],
)
def test_a_table_is_read_by_its_rows_however_its_lines_were_joined(text: str) -> None:
    secret = next(s for s in ("Zq7kLp2RmTx", "Tr4nLp9QxWz", "Hm3vQ8zLr2Ny") if s in text)
    assert secret not in secrets.redact(text)


def test_a_yaml_block_value_joined_by_spaces_is_put_back_together() -> None:
    text = "db_secret: >-   Ab3dEf9hIj0kLm+nOp2q   rSt4uVw/xYz5AbCd6EfG"
    redacted = secrets.redact(text)
    assert "Ab3dEf9hIj0kLm" not in redacted and "rSt4uVw" not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "| key | value |\n|---|---|\n| timeout | 30 |\n| retries | 5 |",
        "| key | value | | --- | --- | | timeout | 30 | | region | eu-west-1 |",
        "description: >- The billing export runs nightly and retries twice",
    ],
)
def test_a_config_table_or_a_folded_sentence_is_no_secret(text: str) -> None:
    assert secrets.secret_kinds(text) == []


def test_a_column_headed_key_holds_values() -> None:
    text = "| service | key |\n|---|---|\n| Acme | ak9fK2mQ7xLp3RtV8w |"
    assert "ak9fK2mQ7xLp3RtV8w" not in secrets.redact(text)


def test_a_row_labelled_by_its_variable_holds_the_value() -> None:
    text = (
        "| service | env var | value |\n|---|---|---|\n"
        "| Acme | `ACME_API_KEY` | `ak_Qm3vT9xLp2RtV8wZ4y` |"
    )
    assert "Qm3vT9xLp2RtV8wZ4y" not in secrets.redact(text)


# --- a name, an alias, a speaker -------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "4417",  # a PIN
        "62-18-07",  # a safe's combination
        "90311874",  # a one-time code
        "KQ7T-M3XW-9PLD-R2VN",  # a recovery key in groups
        "9c1e4f7a2b3d5e6f7a8b9c0d1e",  # 26 hex digits alone
        "acme key 0f8b2c4d-1e3a-4b5c-8d7e-9f0a1b2c3d4e",  # a UUID beside words
        "tok-0f8b2c4d-1e3a-4b5c-8d7e-9f0a1b2c3d4e",  # a UUID behind a prefix
        "P4ssw0rd_7781",  # digits inside a word twice
        "Harbor2031!",  # a word, a number and a symbol
    ],
)
def test_a_value_without_a_names_shape_is_refused_as_a_name_and_an_alias(value: str) -> None:
    assert standalone_kinds(value)
    assert alias_kinds(value)


@pytest.mark.parametrize(
    "value",
    [
        "2024-05-01",
        "2024-05-01_meeting_notes",
        "release 1.4.2",
        "Q3 2025 planning",
        "k8s_e2e_h264",
        "i18n strings",
        "bugfix 7c3d2a1",
        "Fahrenheit 451",
        "A100 vs H100",
        "iPhone15ProMax",
        "確定申告2024",
        "session_id: 0f8b2c4d-1e3a-4b5c-8d7e-9f0a1b2c3d4e",  # an id after its label
    ],
)
def test_names_of_words_numbers_dates_and_versions_are_kept(value: str) -> None:
    assert alias_kinds(value) == []


@pytest.mark.parametrize(
    "value",
    [
        "kestrel maple drum",  # lower-case words: a passphrase
        "amber-violin-orbit-ledge",  # words joined by hyphens
        "Trumpet1984!",  # a password's symbol
        "wifi: Orchid-lake-5521",  # a label and its value
        "LMnYAq",  # a casing no name has
        "R7uQmZp2Kx9",  # digits inside a word
        "Jvyulnqn54",  # a word no language writes
        "4417",
    ],
)
def test_a_speaker_that_is_no_role_or_name_is_redacted(value: str) -> None:
    assert speaker_kinds(value)


@pytest.mark.parametrize(
    "value",
    [
        "user",
        "Claude Code",
        "Aiko Tanaka",
        "佐藤 花子",
        "Ludwig van Beethoven",
        "J. R. R. Tolkien",
        "O'Brien",
        "Xiaoqing Li",
        "Szczepański",
        "bob42",
        "cool-cat-42",
        "alice#1234",
        "dependabot[bot]",
        "claude-code-subagent-3",
        "Team-QA-2023",
        "+81 90-1234-5678",
        "release bot",
        "gpt-4o",
        "R2-D2",
        "SQLite",
        "gRPC",
    ],
)
def test_roles_peoples_names_handles_and_bots_are_kept_as_speakers(value: str) -> None:
    assert speaker_kinds(value) == []


# --- numbers that pay -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("pay the invoice with 4526 0181 5908 3012 (exp 10/29)", "4526 0181 5908 3012"),
        ("card: 5266-1318-6091-3905", "5266-1318-6091-3905"),
        ('{"number": "379960308246287", "cvc": "123"}', "379960308246287"),
        ("send the refund to FR851420041010050500013M02606", "FR851420041010050500013M02606"),
    ],
)
def test_card_numbers_and_ibans_are_found_by_their_check_digits(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "barcode JAN 4901234567894 on the box",  # EAN-13, 13 digits
        "ts=1712345678616 in the log",  # a millisecond timestamp
        "call +1 415 555 0142 after six",
        "order 4526 0181 5908 3013 shipped",  # one digit off: no valid check
        "account 651050680996 in us-east-1",
    ],
)
def test_other_long_numbers_are_not_cards(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- a hex key in prose ------------------------------------------------------------------------


def test_a_hex_key_pasted_in_prose_is_found() -> None:
    text = "ok, pasted the Zendesk one here so we keep it: 4be1c09f7a2d4e3b9c8a7f6e5d4c3b2a"
    assert "4be1c09f7a2d4e3b9c8a7f6e5d4c3b2a" not in secrets.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "fixed in commit 85e6d339550a3a55af5b1364e0547643fc7f917c",
        "git revert 85e6d339550a3a55af5b1364e0547643fc7f917c",
        "2fb8036d420cbfa269bc80001cb945aa56b8d90eb17789ee37b42ebcc32ec070  app-1.2.tar.gz",
        "pub   ed25519 2024-06-11 [SC]\n      7855786A680AB2280346715209EA013233A1DCC5",
        'ETag: "257a99e68cb29c30ae777a40e4068780"',
        "request id 4be1c09f7a2d4e3b9c8a7f6e5d4c3b2a",
    ],
)
def test_hashes_commits_and_ids_stay(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- what the words around a value say ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("security question (mother's maiden name): Okonkwo", "Okonkwo"),
        ("秘密の質問の答え：タマ", "タマ"),
        ("合言葉は「山桜もち」", "山桜もち"),
        ("the SMS code is 481920, quick", "481920"),
        ("確認コード 551203 を入力", "551203"),
        ("PUKコードは 73920184", "73920184"),
    ],
)
def test_answers_and_one_time_codes_are_secrets_whatever_their_shape(
    text: str, secret: str
) -> None:
    assert secret not in secrets.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "the security question is required for every reset",
        "what was your first pet called? set it in settings",
        "security questions: none",
        "we dropped security questions in favour of passkeys",
    ],
)
def test_prose_about_security_questions_is_no_answer(text: str) -> None:
    assert secrets.secret_kinds(text) == []


def test_an_answer_typed_alone_into_a_short_field() -> None:
    assert alias_kinds("first pet Biscuit")
    assert speaker_kinds("maiden name Okonkwo")
