"""The families behind secrets missed and look-alikes refused on the development corpora
after session 17 (session 18), each with examples of its own shape (none is a corpus
line), and the guards that must keep passing."""

from __future__ import annotations

import base64

import pytest

from memwell.secrets import code_sheets, fields, lookalikes, scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- look-alikes: values public by what they are ---------------------------------------------

INVOICE = "lntb25u1pjq8xv7pp5" + "qz9r3w8d0t2g5k7m4n6p8s0v2x4z6c8e0f2h4j6l8q0r2t4v6x8z0" + "cq9e"


@pytest.mark.parametrize(
    "text",
    [
        f"pay this to support the project: {INVOICE}",
        "profile: did:plc:q2w3e4r5t6y7u8i9o0pa7sdf (@someone.example)",
        "room !XkQpLmNoPqRs12:chat.example.org, event $Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zA7bC0dE3fG6",
        'JWT header: {"alg":"ES256","kid":"Qp7Lm2Nx9Rt4Vb6Zc8Hd1Jf3Kg5Ws0Ya-Eu_Io","typ":"JWT"}',
        "GET /oauth/authorize?client_id=cli"
        "&code_challenge=Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe_Dc-Ba9Zy8Xw7&code_challenge_method=S256",
        'DbPassword: "{{resolve:secretsmanager:staging/db/creds:SecretString:password}}"',
        "From RFC 6750, an example request:\nAuthorization: Bearer mF_9.B5f-4.1JqM",
        "transit output: vault:v2:Qm9ndXNDaXBoZXJ0ZXh0Rm9yVGVzdGluZ1B1cnBvc2VzT25seTEyMzQ1Ng==",
        '{"smtp_password": "EJ[1:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==:Tm9uY2VOb25jZQ==:'
        'Q2lwaGVyVGV4dEhlcmU5OTk5]"}',
        "    set passwd ENC Xk9+pLm2Qr7sT4uV6wY8zA1bC3dE5fG7hJ9kL0mN2pQ4rS6tU8vW0xY2zA4bC6dE8f=",
        "x-smtp: &smtp_settings\n  SMTP_PASSWORD: ${SMTP_PASSWORD}",
        "Sandbox test cards: 4000 0566 5566 5556 (debit), 5200 8282 8282 8210",
    ],
)
def test_a_public_value_is_no_secret(text: str) -> None:
    assert scanner.secret_kinds(text) == []


@pytest.mark.parametrize("alias", ["release/2.4@9c1e0a7", "main@4be0c11d7a9f"])
def test_a_branch_at_a_commit_is_a_name(alias: str) -> None:
    assert fields.alias_kinds(alias) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a provider's key stays a key beside a public value's hint
        (f"invoice {INVOICE} paid; key ghp_{'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6'}", "ghp_aB3d"),
        # a card that is no test card
        ("my card 4000 0566 5566 5556, exp 09/29", "4000 0566 5566 5556"),
    ],
)
def test_a_secret_beside_public_values_is_still_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_password_ending_in_hex_is_no_branch_at_a_commit() -> None:
    assert not lookalikes.is_look_alike("hunter@9c1e0a7b")


def test_a_captcha_site_key_in_a_short_field_is_public() -> None:
    assert fields.alias_kinds('data-sitekey="6LdQ2xYpAAAAAKx9Vb3Nm7Qw1Er5Ty8Ui0Op"') == []


# --- misses: a code named in context ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("fyi the alarm installer code is 7361, the user code is the old one", "7361"),
        ("The bike lock code is 40917.", "40917"),
        ("pool locker 38 combination: 2290", "2290"),
        ("Kòd PIN kat kredi mwen se 5521, pa di pèsonn.", "5521"),
        ("Is e 8154 an còd airson a' gheata.", "8154"),
        ("倉庫のキーパッドは 662015 です", "662015"),
        ("smtp_password = 'Vorleta!8842'", "Vorleta!8842"),
    ],
)
def test_a_code_named_by_its_context_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "error code is 4040 on the keypad screen",
        "keymap_password_field = 'see-docs'",
        "the cache key: build_cache_v2",
    ],
)
def test_a_code_that_opens_nothing_stays(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- misses: containers that join pieces -----------------------------------------------------

KEY_HALF_A = "sk-proj-Qw8Er4Ty"
KEY_HALF_B = "Ui2Op6As0Df3Gh7Jk1Lz"


@pytest.mark.parametrize(
    "text",
    [
        f'let k = concat!("{KEY_HALF_A}", "{KEY_HALF_B}");',
        f'=CONCATENATE("{KEY_HALF_A}";"{KEY_HALF_B}")'.replace(";", ","),
        f'token = format("%s%s", "{KEY_HALF_A}", "{KEY_HALF_B}")',
        f'A="{KEY_HALF_A}"\nB="{KEY_HALF_B}"\nexport OPENAI_API_KEY="${{A}}${{B}}"',
    ],
)
def test_literals_a_call_joins_are_read_as_one(text: str) -> None:
    _redacted(text, KEY_HALF_B)


def test_a_format_of_words_is_no_key() -> None:
    assert scanner.secret_kinds('msg = format("%s: %s", "status", "ready")') == []


# --- misses: a credential given to a command -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("sqlcmd -S db01 -U reporter -P copper.meadow.lantern7 -Q 'select 1'", "copper.meadow"),
        ("./steamcmd.sh +login gamesvc Morvella_2291 +quit", "Morvella_2291"),
        ("$ foo login --force 0b7d3e9a1c5f4e2d8b6a0c9e7f1d3b5a9c2e4f6a", "0b7d3e9a1c5f"),
    ],
)
def test_a_password_after_a_login_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "docker login -u admin registry.example.com",
        "please login first and then run the sync",
        "git push -u origin feature/login-form",
    ],
)
def test_a_login_without_a_password_stays(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- misses: seeds, keys in groups, a cookie jar, a label and its value ----------------------

SEED_12 = "ocean velvet cabin rhythm pilot maple bronze tunnel oyster gadget lunar fabric"


@pytest.mark.parametrize(
    "text",
    [
        f"지갑 백업\n{SEED_12}",
        f"Ledger backup\n{SEED_12}",
        f"is this seed okay {SEED_12}",
        "my wallet:\n" + SEED_12 + "\n" + " ".join(reversed(SEED_12.split())),
    ],
)
def test_a_seed_is_found(text: str) -> None:
    _redacted(text, "velvet cabin rhythm")


def test_a_seed_in_a_grid_is_found() -> None:
    words = SEED_12.split()
    rows = [" | ".join(f"{3 * r + c + 1}. {words[3 * r + c]}" for c in range(3)) for r in range(4)]
    text = "## Trezor backup\n" + "\n".join(rows)
    assert "velvet" not in scanner.redact(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Your recovery key\nKeep it somewhere safe.\nQ7MX-2B0R-LK4P-9ZT1-HW3E-0NCD", "Q7MX-2B0R"),
        ("Enter this key instead:\nk3vd pq7x m2zo fa6c wy4r tb5e", "k3vd pq7x"),
    ],
)
def test_a_key_in_groups_below_its_name_is_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_product_key_below_its_name_stays() -> None:
    text = "Product key\nQ7MX2-B0RLK-4P9ZT-1HW3E-0NCD5"
    assert list(code_sheets.key_below_its_name(text)) == []


def test_a_cookie_jar_value_is_found() -> None:
    line = ".shop.example\tTRUE\t/\tTRUE\t1893456000\tsid\tq8z2mw0vk5rt7yx3pn1db6hc4sj9fgle"
    _redacted("# Netscape HTTP Cookie File\n" + line, "q8z2mw0vk5rt7yx3pn1db6hc4sj9fgle")


def test_a_label_and_its_value_are_read_as_a_pair() -> None:
    text = '{"fields":[{"label":"Password","value":"Kestrel_5520","type":"password"}]}'
    _redacted(text, "Kestrel_5520")


def test_a_username_label_and_its_value_stay() -> None:
    assert scanner.secret_kinds('{"label":"Username","value":"admin"}') == []


def test_a_one_case_key_behind_its_prefix_is_found() -> None:
    key = "xyz-8231qwer45tz71mnbvop3lkj92hgfd0sa6pocx7vb"
    _redacted(f"ops@example.org {key}", key)


def test_a_jetty_session_id_is_no_config_path() -> None:
    value = "node01a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7.node0"
    _redacted(f"Cookie: JSESSIONID.7a8b9c0d={value}", value)


# --- misses: encodings -----------------------------------------------------------------------


def test_a_powershell_encoded_command_is_read_as_utf16() -> None:
    script = "$k = ConvertTo-SecureString 'Tr0mbal!x9Qe' -AsPlainText -Force"
    token = base64.b64encode(script.encode("utf-16-le")).decode()
    _redacted(f"powershell.exe -NoProfile -EncodedCommand {token}", token)


def test_a_token_written_in_bits_is_read_as_text() -> None:
    bits = " ".join(f"{ord(c):08b}" for c in "sk-proj-Qw8Er4TyUi2Op6As0Df3Gh7Jk1Lz")
    _redacted(f"the flag, in binary:\n{bits}", bits)


def test_bits_of_words_stay() -> None:
    bits = " ".join(f"{ord(c):08b}" for c in "hello there, general kenobi")
    assert scanner.secret_kinds(bits) == []


def test_a_password_made_by_from_char_code_is_found() -> None:
    codes = ", ".join(str(ord(c)) for c in "Vx9!Lq2#Mw7z")
    text = f"const adminPassword = String.fromCharCode({codes});"
    _redacted(text, codes)


def test_from_char_code_of_words_stays() -> None:
    codes = ", ".join(str(ord(c)) for c in "hello world")
    assert scanner.secret_kinds(f"const greeting = String.fromCharCode({codes});") == []


def test_a_security_questions_answer_after_the_quoted_question_is_found() -> None:
    text = "秘密の質問「母の旧姓は？」の答えは「タカナシ72」にしてある"
    _redacted(text, "タカナシ72")
