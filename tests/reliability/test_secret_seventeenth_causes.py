"""The families behind secrets missed and look-alikes refused on the development corpora
after session 16 (session 17), each with examples of its own shape (none is a corpus
line), and the guards that must keep passing."""

from __future__ import annotations

import pytest

from memwell.secrets import fields, records, scanner


def _wide(ascii_text: str) -> str:
    """`ascii_text` in full-width characters, as a Japanese input method types it."""
    return "".join(chr(ord(c) + 0xFEE0) for c in ascii_text)


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- a file named by its digest ------------------------------------------------------------

MD5 = "9e107d9d372bb6826bd81d3542a419d6"
SHA1 = "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"


@pytest.mark.parametrize(
    "text",
    [
        f"firmware_{MD5}.img",
        f"  inflating: dump_{MD5}.bin  ",
        f"Files included in the challenge: ['disk_{MD5}.zip']",
        f"cp build/bundle-{SHA1}.tar.gz /srv/releases/",
        f"checksum-{MD5}.txt",
    ],
)
def test_a_file_named_by_its_digest_is_no_secret(text: str) -> None:
    assert scanner.secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"token_{MD5}.txt", f"token_{MD5}"),  # the name says what the file holds
        (f"the api key is firmware_{MD5}.img", f"firmware_{MD5}"),
        (f"export BK_KEY=bkua_{SHA1}", f"bkua_{SHA1}"),  # a provider's prefix, no file
    ],
)
def test_a_hex_key_with_a_secrets_context_is_still_found(text: str, value: str) -> None:
    _redacted(text, value)


# --- look-alikes by mechanism --------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "memory 7c9e6679-7425-40de-944b-e07fc1f90ae7",
        "session 16fd2706-8baf-433b-82eb-8c7fada847da",
        "item 886313e1-3b8a-5372-9b90-0c9aee199e5d",
    ],
)
def test_a_records_uuid_in_a_short_field_is_kept(name: str) -> None:
    assert fields.standalone_kinds(name) == []


def test_a_sessions_uuid_as_a_speaker_is_kept() -> None:
    assert fields.speaker_kinds("session 16fd2706-8baf-433b-82eb-8c7fada847da") == []


def test_a_uuid_after_a_providers_or_a_keys_name_is_still_refused() -> None:
    assert fields.standalone_kinds("pagerduty 7c9e6679-7425-40de-944b-e07fc1f90ae7")
    assert fields.alias_kinds("datadog key 7c9e6679-7425-40de-944b-e07fc1f90ae7")


def test_a_parcels_tracking_number_is_kept() -> None:
    assert fields.alias_kinds("1ZA7X3920394857261") == []
    assert fields.alias_kinds("1ZQWERTY12ASDFGH34") == []


def test_an_ansible_vault_block_is_ciphertext() -> None:
    text = (
        "db_password: !vault |\n"
        "  $ANSIBLE_VAULT;1.1;AES256\n"
        "  3863396638363937613163386466326565613930353735316233376164306531\n"
        "  6265393334613764333264303966613837356431373465630a\n"
    )
    assert scanner.secret_kinds(text) == []


def test_hex_after_no_vault_header_is_still_a_key() -> None:
    _redacted(
        "db_password: 3863396638363937613163386466326565613930353735316233376164306531",
        "3863396638363937613163386466326565613930353735316233376164306531",
    )


@pytest.mark.parametrize(
    "text",
    [
        "env:\n  API_TOKEN: staging/payments/api-token",  # a secret manager's path
        "<UserSecretsId>7c9e6679-7425-40de-944b-e07fc1f90ae7</UserSecretsId>",
        "パスワードは「例：Qwer5678!」のような形式で設定してください。",
        "Pick a strong one, e.g. Hx7!pLm2q",
    ],
)
def test_a_reference_an_id_or_an_example_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("<SecretId>7c9e6679-7425-40de-944b-e07fc1f90ae7</SecretId>", "7c9e6679"),
        ("API_TOKEN: Kq8vT2mZ9xLp4Rn7", "Kq8vT2mZ9xLp4Rn7"),
        ("smtp://mailer@relay.example:Zt*Qw8pLm!x@smtp.example:587", "Zt*Qw8pLm!x"),
    ],
)
def test_a_secret_beside_those_shapes_is_still_found(text: str, value: str) -> None:
    _redacted(text, value)


# --- a password given to an option or a keyword named for it --------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("keytool -genkeypair -keystore app.jks -keypass 'harbor.violet.anchor42'", "harbor"),
        ('set security ike policy psk plain-text-password-value "Rt7=kWq2Lm9x"', "Rt7=kWq2Lm9x"),
        ("usermod -p \"$(openssl passwd -6 'maple.quartz.falcon7')\" ops", "maple.quartz"),
        ("ssh-keygen -t rsa -N 'Pqz+482Lk' -f id_rsa", "Pqz+482Lk"),
        ("xcrun notarytool submit app.zip -p kfwq-zpdn-rtyb-lvso", "kfwq-zpdn-rtyb-lvso"),
        ("echo -e 'Jk8%mNq2\\nJk8%mNq2' | tool passwd alice", "Jk8%mNq2"),
        ("app password: qvrt hzkw pmlb dsxe", "qvrt hzkw pmlb dsxe"),
    ],
)
def test_a_password_given_to_an_option_named_for_it_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "passwd -l alice",
        "g++ -std=c++17 -O2 main.cpp",
        "git log --grep password-reset -n 20",
        "bypass mode-switch enabled",
        "four words here: this time with care",
    ],
)
def test_a_command_naming_no_password_value_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- codes named in more ways ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("side gate keypad is 482913 then the # key", "482913"),
        ("Ang MPIN ko ay 5831, huwag ibigay.", "5831"),
        ("എന്റെ കാർഡ് പിൻ 6204 ആണ്.", "6204"),
        ("・倉庫の金庫は番号 7316 で開く。", "7316"),
    ],
)
def test_a_code_named_in_more_ways_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text", ["the keypad has 12 keys", "bought a new keypad in 2024", "keypad model 4400 installed"]
)
def test_a_keypad_spoken_of_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- containers and encodings ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            '<String><Key>Password</Key><Value Protected="True">cobalt-fern-drift22</Value>'
            "</String>",
            "cobalt-fern-drift22",
        ),
        ("<dict>\n  <key>password</key>\n  <string>Lq9-vXz!4k</string>\n</dict>", "Lq9-vXz!4k"),
        (
            "https://hooks.example.cn/webhook/send?key=2c1f8a7e-91b4-4d3a-a6e2-5b7c0d9f3e18",
            "2c1f8a7e-91b4-4d3a-a6e2-5b7c0d9f3e18",
        ),
        ("export DB_PASS=$'\\124\\162\\157\\165\\164\\052\\071\\064'", "\\124\\162"),
        (_wide("|") + "ルーター" + _wide("PW|kQv8RmX2zL|"), _wide("kQv8RmX2zL")),
    ],
)
def test_a_value_in_its_container_or_encoding_is_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_hook_url_without_a_key_parameter_and_a_plain_key_parameter_are_kept() -> None:
    assert scanner.secret_kinds("https://hooks.example.cn/webhook/send?mode=2") == []
    assert scanner.secret_kinds("https://api.example.com/items?key=2c1f8a7e-91b4-4d3a") == []


SEED = "orbit lunar velvet canyon sample ribbon glide harvest pepper tunnel quiet museum"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("MNEMONIC = [" + ", ".join(repr(w) for w in SEED.split()) + "]", "orbit"),
        ("#\tword\n" + "\n".join(f"{i}\t{w}" for i, w in enumerate(SEED.split(), 1)), "ribbon"),
        (f"seed phrase: {SEED}", "velvet canyon"),
    ],
)
def test_seed_words_in_more_layouts_are_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_seed_named_in_japanese_before_latin_words_leaves_no_log_trace() -> None:
    logged = records.redact_nested({"q": f"シードフレーズ {SEED}"})
    assert "velvet" not in str(logged)


# --- spoken, spelled and printed ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ロッカーの暗証番号は なな、さん、いち、はち です", "なな、さん、いち、はち"),
        ("Wi-Fiパスワード：エム・オー・エス・エス・-・ケー・イー・ワイ・4・2", "エム・オー"),
        ('$ printf %s "$VAULT_PASS" | xxd -p\n4b71387654326d5a39784c70', "4b71387654326d5a"),
    ],
)
def test_a_secret_said_spelled_or_encoded_is_found(text: str, value: str) -> None:
    _redacted(text, value)


SHEET = "\n".join(["4821 9037", "1174 6620", "5093 2281", "7760 4415", "3309 8152", "6648 0273"])


def test_a_sheet_of_backup_codes_is_found() -> None:
    text = f"Exported recovery codes\nuser@example.org\n\n{SHEET}\n\nKeep them safe."
    assert scanner.secret_kinds(text)
    assert "5093" not in scanner.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        f"Shipping schedule\n\n{SHEET}",  # no sheet named: a column of numbers
        "Backup code review dates\n" + "\n".join(f"2024 {m:02d}01" for m in range(1, 8)),
        "東京に、大阪に、名古屋に、福岡に行く",
        '$ echo "$HOME" | xxd -p\n2f686f6d652f616c696365',
    ],
)
def test_columns_readings_and_dumps_of_no_secret_are_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_key_handed_over_in_named_halves_is_found() -> None:
    text = "田中: APIキー前半 Qm7vXk2p\n田中: 後半 Zr9LwT4n"
    assert scanner.secret_kinds(text)
    assert "Qm7vXk2p" not in scanner.redact(text)
    assert "Zr9LwT4n" not in scanner.redact(text)


def test_halves_of_no_credential_are_kept() -> None:
    assert scanner.secret_kinds("first half: team2024 won; second half: team2025 lost") == []


def test_a_key_in_pieces_joined_with_nothing_is_found() -> None:
    text = "const t = ['ghp_Zq8LmT2vXk', '9pWn4RbYc7Hs', 'J3dFg6Ke1Ma5Uo0'].join('');"
    assert scanner.secret_kinds(text)
    assert "9pWn4RbYc7Hs" not in scanner.redact(text)


def test_a_key_in_pieces_joined_by_pythons_empty_string_is_found_whole() -> None:
    # the `"".join([...])` form reads its list as `[...].join('')` does: every piece goes
    text = 'key = "".join(["gsk_Ab3dEf", "9xQ2LmNp7Rt", "Zu8Wv4Kc"])'
    redacted = scanner.redact(text)
    assert all(piece not in redacted for piece in ("gsk_Ab3dEf", "9xQ2LmNp7Rt", "Zu8Wv4Kc"))


def test_words_joined_with_nothing_are_kept() -> None:
    assert scanner.secret_kinds("label = ['north', 'east', 'wing'].join('')") == []
