# ruff: noqa: RUF001
"""The families behind secrets missed and look-alikes refused on the development corpora
after session 13 (session 14), each with examples of its own shape (none is a corpus
line), and the guards that must keep passing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memwell.secrets import scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- a code of digits named by the loanword for "code" or "PIN" ----------------------------

BORROWED_CODE_WORDS = [
    ("Kodi i portës është 5813, mos ia thuaj askujt.", "5813"),  # Albanian
    ("Garaažiukse kood on 7742.", "7742"),  # Estonian, the stem inside a compound aside
    ("Кодът на вратата 2719, на никого не казвай.", "2719"),  # Bulgarian, the article joined
    ("სეიფის კოდი არის 6604.", "6604"),  # Georgian
    ("घरको कोड 3391 हो।", "3391"),  # Nepali, "is" after the value
    ("Kartica PIN je 8126, ne pove nikomur.", "8126"),  # Slovene
    ("ПИН-от на телефонот е 4470.", "4470"),  # Macedonian
    ("Cod y garej yw 6151.", "6151"),  # Welsh
    ("Kapının kodu 5528-dir.", "5528"),  # Azerbaijani, the suffix joined by a hyphen
    ("Hurðarkóðinn er 7316.", "7316"),  # Icelandic, the stem closing a compound
    ("The intercom code for the side entrance is 4172 until Sunday.", "4172"),  # English
]


@pytest.mark.parametrize(("text", "value"), BORROWED_CODE_WORDS)
def test_a_code_named_by_its_borrowed_word_is_found(text: str, value: str) -> None:
    _redacted(text, value)


CODES_THAT_OPEN_NOTHING = [
    "Kod błędu 4012, spróbuj ponownie.",  # an error code
    "Kod pocztowy 30-059 Kraków.",  # a post code
    "Код ошибки 5003 при входе.",  # an error code, Russian
    "Código postal 28013, Madrid.",  # a post code
    "Kodi i produktit 4411 nuk gjendet.",  # a product's code
    "部署コード 4100、担当は佐藤さん",  # a department's code: コード names any code
    "The kodiak bear weighed 1200 pounds, the ranger said.",  # no such word
    "We fixed the PIN header on board rev 2, then shipped 3000 units in March last year.",
]


@pytest.mark.parametrize("text", CODES_THAT_OPEN_NOTHING)
def test_a_code_that_opens_nothing_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], text


def test_a_pin_after_a_few_words_in_a_short_clause_is_found() -> None:
    # four words between the name and the value, the clause ended by a comma
    _redacted("PIN k mojej novej karte je 3906, nikomu to nehovor.", "3906")


# --- a password given to a command --------------------------------------------------------

COMMAND_PASSWORDS = [
    ("  88  ipmi-sensors -h 10.1.1.4 -u admin -K 'Halowen!5530' --quiet", "Halowen!5530"),
    ("$ snmpget -v3 -u mon -a SHA -A Korinda#9021 -x AES 10.0.0.9", "Korinda#9021"),
    (r"C:\> runas /savecred /p Temlo$7781 cmd", "Temlo$7781"),
    ("echo 'Maribel&4410' > ~/.backup.pw; borg init", "Maribel&4410"),
]


@pytest.mark.parametrize(("text", "value"), COMMAND_PASSWORDS)
def test_a_made_password_given_to_a_command_is_found(text: str, value: str) -> None:
    _redacted(text, value)


COMMAND_ARGUMENTS = [
    'grep -c "filter.*blur-1.5" build/out.svg',  # a pattern
    "git checkout -b Feature#42 origin/main",  # a name and a number it refers to
    "find . -name '*.py' -newer setup.cfg",
    "echo 'Deploy#1 done' > notes.txt",
]


@pytest.mark.parametrize("text", COMMAND_ARGUMENTS)
def test_an_argument_that_is_no_password_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], text


# --- a value in a property list ------------------------------------------------------------


def test_a_property_lists_value_after_a_secrets_key_is_found() -> None:
    text = "<key>SENTRY_AUTH_TOKEN</key>\n<string>c7f1e0a2-55b4-4d8e-9a31-0f6b2d7e9c44</string>"
    _redacted(text, "c7f1e0a2-55b4-4d8e-9a31-0f6b2d7e9c44")


def test_a_property_lists_ordinary_pairs_are_kept() -> None:
    text = (
        "<key>CFBundleShortVersionString</key>\n<string>2.4.1</string>\n"
        "<key>LSMinimumSystemVersion</key>\n<string>12.0</string>"
    )
    assert scanner.secret_kinds(text) == []


# --- look-alikes: references, a store's entry, ciphertext -----------------------------------

REFERENCES = [
    'config :app, App.Mailer,\n  password: System.fetch_env!("SMTP_PASSWORD")',
    "Options=credentials=/root/.smb-share.cred,vers=3.0",
    "RESTIC_PASSWORD_COMMAND='pass show backup/restic' restic backup /srv",
    "PS> $c = Get-Credential ACME\\backup-svc",
    "DB パスワード：KeePass「本番DB」を参照",
    "app:\n  encryptedData:\n    token: AgCx7Qk2mP9vR4sT1uW8yZ3bN6dF0hJ5lK2gE7iO9qA4wS1xC8vB3nM6jH0"
    "fD5gT2yU7rE4wQ1zX9cV6bN3mK8lP5oI2uY7tR4eW1q==",
    "config:\n  proj:dbPassword:\n    secure: v1:Zk3Qp8Lm2Rt7Vx1B:q9W4eR7tY2uI5oP8aS1dF4gH7jK0lZ3"
    "xC6vB9nM2qW5eR8tY1uI4oP7aS0dF3gH6jK9lZ2xC5",
]


@pytest.mark.parametrize("text", REFERENCES)
def test_a_reference_or_ciphertext_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], text


SECRETS_BESIDE_REFERENCES = [
    ("password: Zq8!vR2#mK5p", "Zq8!vR2#mK5p"),  # a value with `!`, no call
    ("encryption_key: 9fK2mQ7vR4xT1bN8cW3yZ6dH0jL5pS2g", "9fK2mQ7vR4xT1bN8cW3yZ6dH0jL5pS2g"),
    ("secure_token: 7Hq2Lm9Xv4Rt8Bz1Nc6Wd3Ks5Pf0Gy2", "7Hq2Lm9Xv4Rt8Bz1Nc6Wd3Ks5Pf0Gy2"),
]


@pytest.mark.parametrize(("text", "value"), SECRETS_BESIDE_REFERENCES)
def test_a_secret_beside_the_reference_shapes_is_still_found(text: str, value: str) -> None:
    _redacted(text, value)


# --- a generator's passphrase with its number; names and containers read more widely ------

_JWT = (
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcHMiLCJyb2xlIjoiYWRtaW4ifQ."
    "Qm7vK2pX9rT4wZ8nB3cY6dH1fJ5lS0gA7eU2iO4qW9x"
)
MORE_PASSPHRASES_AND_NAMES = [
    ("Passwort Router Keller maple-otter-lantern42", "maple-otter-lantern42"),  # words between
    ("jenkins admin/copper-willow-harbor58", "copper-willow-harbor58"),  # a login, then it
    ('10.0.0.1 10.0.0.2 : PSK "amber-river-falcon62"', "amber-river-falcon62"),  # no marker
    ("Mon mdp : Tulipe#8841", "Tulipe#8841"),  # French "mdp"
    ("guest network WIFI:T:WPA;S:Home;P:Qz7#kp;;", "Qz7#kp"),  # a short Wi-Fi password
    (f"VITE_PUBLIC_ADMIN_JWT={_JWT}", _JWT),  # "public" says where it ships, "admin" what
]


@pytest.mark.parametrize(("text", "value"), MORE_PASSPHRASES_AND_NAMES)
def test_a_passphrase_or_a_value_named_more_widely_is_found(text: str, value: str) -> None:
    _redacted(text, value)


NOT_PASSPHRASES = [
    "deployed the fix to web-server-prod1 this morning",  # a host's name, no secret named
    "password policy: amber-river-falcon62 is the template's name",  # about the password
    "VITE_PUBLIC_SITE_KEY=q8Xk2LmZ7vRt4NpW9sYb3CdF6gHj1KzQ",  # named public
]


@pytest.mark.parametrize("text", NOT_PASSPHRASES)
def test_a_name_or_a_public_value_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], text


# --- a value in pieces joined at run time, a value written in octal -------------------------

PIECES_AND_OCTAL = [
    ('tok=("ghp_Qm7vK2pX9rT4" "wZ8nB3cY6dH1fJ5l" "S0gA7eU2iO4q")', "wZ8nB3cY6dH1fJ5l"),
    ("printf '%s%s' 'Rq7#mZ' 'x2Lp!v' | sudo -S whoami", "x2Lp!v"),
    (r"printf '\122\161\067\043\155\132\170\062' | sudo -S whoami", r"\122\161\067"),
]


@pytest.mark.parametrize(("text", "value"), PIECES_AND_OCTAL)
def test_a_value_in_pieces_or_in_octal_is_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_quoted_words_side_by_side_are_kept() -> None:
    assert scanner.secret_kinds('She wrote "yes" "no" "maybe" on the board, then left.') == []
    assert scanner.secret_kinds(r"printf 'a\tb\n' > out.txt") == []


# --- bytes or characters written one by one -------------------------------------------------

_LISTED_KEY = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"


def _as_c_bytes(value: str) -> str:
    return "static const char k[] = { " + ", ".join(f"0x{ord(c):02x}" for c in value) + " };"


def _as_hex_dump(value: str) -> str:
    return "$ xxd key.bin\n00000000: " + " ".join(f"{ord(c):02x}" for c in value)


def _as_char_array(value: str) -> str:
    return "chars = [" + ", ".join(f'"{c}"' for c in value) + "]"


@pytest.mark.parametrize("spell", [_as_c_bytes, _as_hex_dump, _as_char_array])
def test_a_key_written_byte_by_byte_is_found(spell: Callable[[str], str]) -> None:
    text = spell(_LISTED_KEY)
    kinds = scanner.secret_kinds(text)
    assert kinds, text
    assert "0x73, 0x6b, 0x5f" not in scanner.redact(text)
    assert "73 6b 5f 6c 69 76 65" not in scanner.redact(text)
    assert '"s", "k", "_", "l", "i", "v", "e"' not in scanner.redact(text)


LISTS_THAT_SPELL_NOTHING = [
    "uint8_t iv[] = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b };",
    "00000010: 9f 8e 01 02 c3 d4 e5 f6 07 18 29 3a 4b 5c 6d 7e  ................",
    'letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]',
]


@pytest.mark.parametrize("text", LISTS_THAT_SPELL_NOTHING)
def test_a_list_that_spells_no_key_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], text


# --- a value named by its YAML alias; a hash under its column -------------------------------


def test_a_yaml_anchor_reused_by_a_secrets_key_is_found() -> None:
    text = (
        "x-common: &smtp_pw 'k#p?wq7%*zr@41m'\n"
        "mailer:\n  smtp_password: *smtp_pw\n"
        "worker:\n  smtp_password: *smtp_pw"
    )
    _redacted(text, "k#p?wq7%*zr@41m")


def test_a_yaml_anchor_reused_by_other_keys_is_kept() -> None:
    text = "x-limits: &mem '512Mi'\nweb:\n  memory: *mem\nworker:\n  memory: *mem"
    assert scanner.secret_kinds(text) == []


def test_a_yaml_alias_after_a_secrets_key_is_a_reference() -> None:
    assert scanner.secret_kinds("db_password: *shared_db_pw") == []


def test_a_hash_under_its_tables_digest_column_is_kept() -> None:
    text = (
        "$ app secrets list\n"
        "NAME               DIGEST            CREATED\n"
        "STRIPE_API_KEY     9c41e7d0b2a85f36  3d ago"
    )
    assert scanner.secret_kinds(text) == []


def test_a_value_under_its_tables_value_column_is_still_found() -> None:
    text = "NAME               VALUE\nSTRIPE_API_KEY     Rk8vQ2mZ7xLp4TnW9bYc3DfH6jKs1GqA"
    _redacted(text, "Rk8vQ2mZ7xLp4TnW9bYc3DfH6jKs1GqA")


def test_what_a_script_types_at_a_password_prompt_is_found() -> None:
    _redacted('child.expect("Password:")\nchild.sendline("h8Tq2Lmw")', "h8Tq2Lmw")
    _redacted('expect "passphrase for key"\nsend "rowan lake 44\\r"', "rowan lake 44")


def test_what_a_script_types_at_a_login_prompt_is_kept() -> None:
    assert scanner.secret_kinds('expect "login:"\nsend "admin\\r"') == []
