"""Values public by what they are (session 20): a fake that says it is not real, a
placeholder in full-width brackets, a value ending at a dump's literal line end, a
regular expression, a store path's hash and a commit's hash in
git's history. Examples of their own shape (none is a corpus line), and the secrets of
near shapes that must still be found."""

from __future__ import annotations

import pytest

from memwell.secrets import scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # a fixture that says what it is
        "STRIPE_SECRET_KEY=sk-fixture-not-real-1111",
        'api_password: "placeholder-notreal-42"',
        # a placeholder in the brackets CJK text uses
        "RECALL_API_KEY=\uff1c1Password の recall 項目を参照\uff1e",
        "DB_PASSWORD=《運用チームに確認》",
        # a value that ends at an escaped dump's literal line end
        "write: Authorization: Bearer ${RECALL_TOKEN:?unset}\\r\\nAccept: */*",
        # a pattern that rewrites the value, not the value
        "sed -E -i 's/(password\\s*:\\s*).*/\\1\"op:\\/\\/ops\\/db\"/' app.yml",
        # a store path's hash
        "ls -l /nix/store/0c9ak3lxzmgq8ydf7h2wj5bnp4r6s1vi-openssl-3.0.13/bin",
        "guix: /gnu/store/w7kd0yfxmq2c9jb8hls5an3p6r4gz1vi-python-3.11.9",
        # a commit's hash in git's history
        "$ git rev-parse HEAD\n4b825dc642cb6eb9a060e54bf8d69288fbee4904",
        "git show --stat\ncommit 9fceb02d0ae598e95dc970b74767f19372d61af8\nAuthor: Kim",
    ],
)
def test_a_value_public_by_what_it_is_is_saved(text: str) -> None:
    assert scanner.secret_kinds(text) == [], scanner.redact(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a token on a line naming it, beside git's history, is still a token
        (
            "$ git log -1 --format=%H\n3c1d9e0b7a\ntoken: f3a9c1d07e5b2a8864c0d9e1b7a35f20c6d4e8b9",
            "f3a9c1d07e5b2a8864c0d9e1b7a35f20c6d4e8b9",
        ),
        # one regex-like sign is a password's symbol, not a pattern
        ("DB_PASSWORD=Kv.*Rq7mZ2wLx9", "Kv.*Rq7mZ2wLx9"),
        # a PIN that counts, stated as one, is still a PIN
        ("the door PIN is 4567", "4567"),
        # a value whose words merely contain "real"
        ("API_TOKEN=realm-9Qx7vLm2KpZ4wR8n", "realm-9Qx7vLm2KpZ4wR8n"),
    ],
)
def test_secrets_of_near_shapes_are_still_found(text: str, value: str) -> None:
    _redacted(text, value)


# --- a string split into literals a language joins -----------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("INSERT INTO t VALUES ('npm_Qw7Zr' || 'Lx2Vb9Kp4Tn8Hs3Md6Yc1');", "Lx2Vb9Kp4Tn8Hs3Md6Yc1"),
        ('KEY = (\n    "glpat-Rm4Xq8Vz"\n    "Kt2Lw9Pb7Nc5"\n)', "Kt2Lw9Pb7Nc5"),
        ('String k = "ghp_Tq8Rm2Xz4Vb" + "Lw9Kp7Nc5Hs3Yd6Fg1Jt2Qa";', "Lw9Kp7Nc5Hs3Yd6Fg1Jt2Qa"),
        ("$key = 'sk_live_Hq7Xm2' . 'Rz9Vb4Lt8Kw3Np6Dc';", "Rz9Vb4Lt8Kw3Np6Dc"),
    ],
)
def test_a_secret_split_into_joined_literals_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "SELECT first_name || ' ' || last_name FROM users;",
        'msg = "Hello, " + name + "!"',
        'print("step one"\n      "step two")',
        "echo 'build' && echo 'deploy'",
    ],
)
def test_joined_words_are_no_secret(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- a seed's words laid out as a backup card or a list -------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "my wallet seed: 1.pudding, 2.lumber, 3.crater, 4.velvet, 5.orbit, 6.gravel, "
            "7.mosquito, 8.harvest, 9.nephew, 10.ripple, 11.sponsor, 12.timber",
            "mosquito",
        ),
        (
            "Recovery phrase (backup card)\n\npudding lumber crater velvet\norbit gravel "
            "mosquito harvest\nnephew ripple sponsor timber",
            "mosquito harvest",
        ),
    ],
)
def test_a_seed_in_a_backup_layout_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        # steps numbered on one line, a wallet named: not twelve, not a phrase
        "wallet setup: 1.install, 2.configure, 3.backup, 4.verify",
        # lines of words after a wallet's name, a sentence's words among them
        "wallet notes\nthe app shows all of the words\nwe kept them in the safe for now\n"
        "and will check them again after the move",
    ],
)
def test_lists_and_notes_near_a_wallet_are_no_seed(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_literal_code_repeats_is_a_fixture_not_a_joined_key() -> None:
    assert scanner.secret_kinds('FIXTURE_KEY = "glpat-" + "0" * 20') == []


# --- a link's parameter that carries a capability ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "GET https://files.example.net/a/77?X-Files-Expires=3600&X-Files-Signature="
            "9c41e07ab2d85f3360e1a4b7c92d0f58",
            "9c41e07ab2d85f3360e1a4b7c92d0f58",
        ),
        ("https://app.example.org/verify?code=Qm7xT2pLk9Vz4RwN8cYh3b", "Qm7xT2pLk9Vz4RwN8cYh3b"),
    ],
)
def test_a_capability_in_a_link_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "https://auth.example.org/authorize?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        "see https://docs.example.org/errors?code=invalid_grant_type_value",
        "https://shop.example.com/cart?promo_code=SPRING24",
    ],
)
def test_a_links_public_parameters_are_saved(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- a value as an element's `<Value>` child, and a card as a log object's value -------------


def test_a_password_as_its_elements_value_child_is_found() -> None:
    text = "<AutoLogon>\n  <Password>\n    <Value>Tr4v!sQm82zL</Value>\n  </Password>\n</AutoLogon>"
    _redacted(text, "Tr4v!sQm82zL")


@pytest.mark.parametrize(
    "text",
    [
        "<TokenLifetime>\n  <Value>86400000</Value>\n</TokenLifetime>",  # not named a secret
        "<AdminPassword><Value>${ADMIN_PASSWORD}</Value></AdminPassword>",  # a reference
    ],
)
def test_other_value_children_are_saved(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_card_as_a_log_objects_value_is_found() -> None:
    _redacted("WARN charge declined card={pan:4539578763621486,exp:02/29}", "4539578763621486")


def test_a_times_digits_after_a_colon_are_no_card() -> None:
    assert scanner.secret_kinds("elapsed 12:45:4539578763621486 ns") == []
