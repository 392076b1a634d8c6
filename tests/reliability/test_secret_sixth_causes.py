"""Session 7's general causes (read from the sixth blind corpus's misses and refusals),
each with an example of its own shape; none is a corpus line.

Caught: a password holding a single `*` (only runs of masks hide a value); an e-mail on
the `.example` domain before the name (the domain is no "example" of a password); a value
followed by a particle (「...に変更」) when it does not read as words; a value in brackets
right after the name, and after "it's"; `PW:` / `PW ` (the abbreviation in capitals); the
Japanese names 暗号化キー and 合言葉; the codes of a door, a keypad, an alarm or a safe
(a safe's combination in groups of digits); a passphrase of words in quotes or joined by
hyphens, and a seed phrase of 12-24 words; a password in a URL whose user is an e-mail;
Oracle's `user/password@db`; HashiCorp Vault's legacy `s.` tokens; session cookies; a
secret passed as the second argument after its quoted name (`define('DB_PASSWORD',
'...')`); a Markdown table whose header names the column; a password that holds
parentheses (it is not a function call).

Kept: a command-line option after a secret's name (`--with-decryption`, `-AsPlainText`),
an option's own `=value` after the word "secret", PowerShell's `$env:NAME`, a template
field (`{password}`) in a URL, a request or trace id, and the public members of a JSON
Web Key."""

from __future__ import annotations

import random

import pytest

from memwell.secrets.fields import short_field_kinds
from memwell.secrets.scanner import find_secrets, redact

CAUGHT = [
    ("the build box password: Tq7*mW2zLk9p", "Tq7*mW2zLk9p"),
    ("管理者パスワード Zr4^kd*Wq81m", "Zr4^kd*Wq81m"),
    ("共用アドレス ops@studio.example のパスワードは Hn3-Kq9%zLw です。", "Hn3-Kq9%zLw"),
    ("NASのadminパスワードをPq8=vR3mZk2wに変更した。", "Pq8=vR3mZk2w"),
    ("新しいパスワード(Owl!Ladder37)で入れます。", "Owl!Ladder37"),
    ("the router asks for a password — it's Fern&Teapot82", "Fern&Teapot82"),
    ("ルーターのID: admin-r2、PW: Gx7&Lm2q^Vw", "Gx7&Lm2q^Vw"),
    ("staging login ID ops-team / PW Zt9%Kw2mQ4", "Zt9%Kw2mQ4"),
    ("バックアップの暗号化キー Qw8#Lm3zTr5v", "Qw8#Lm3zTr5v"),
    ("The garage keypad code is 48213, then press enter.", "48213"),
    ("The alarm code is 9041.", "9041"),
    ("The locker combination is 24-07-51, clockwise first.", "24-07-51"),
    ("倉庫の解除コード：582039(入力後10秒で開錠)", "582039"),
    ("玄関のオートロックの番号は「4719」です。", "4719"),
    ('The passphrase for the archive is "velvet canyon otter lemon"', "velvet canyon otter lemon"),
    ("ディスクのパスフレーズは「amber-falcon-mosaic-tundra」です。", "amber-falcon-mosaic-tundra"),
    ("倉庫の合言葉は『ember willow quartz harbor』です。", "ember willow quartz harbor"),
    (
        "recovery phrase for the cold wallet: orbit maple canyon violet ember "
        "lantern cobalt thistle walnut harbor falcon mosaic",
        "orbit maple canyon violet ember lantern cobalt thistle walnut harbor falcon mosaic",
    ),
    ("SMTP_URL=smtp://alerts@shop.example:Vb8!qLz3#Wm@mail.shop.example:465", "Vb8!qLz3#Wm"),
    ("sqlplus scott/Tg5#wQ9!mLz2@//db-02.internal:1521/SALES", "Tg5#wQ9!mLz2"),
    ("vault login s.Qm3ZkW9pLx2TnB7vRy4cDf8h", "s.Qm3ZkW9pLx2TnB7vRy4cDf8h"),
    ("Cookie: theme=dark; JSESSIONID=9kq2mz7wx4lp0v8trb3nc6hy1d", "9kq2mz7wx4lp0v8trb3nc6hy1d"),
    ("define('MAIL_PASSWORD', 'Jx4-wq8*PLm2');", "Jx4-wq8*PLm2"),
    (
        "| host | login | password |\n|---|---|---|\n| nas-01 | root | `Wq7#&zL+m4!k` |",
        "Wq7#&zL+m4!k",
    ),
    ("APP_SECRET='p2x(8vq$z@m!k)w3n%r#j4'", "p2x(8vq$z@m!k)w3n%r#j4"),
    ("バックアップコード(各1回のみ):\nwqzt-hpxk\nr7mk-2vd9\nbnfq-ltzc", "wqzt-hpxk"),
]

KEPT = [
    "aws secretsmanager get-secret-value --secret-id prod/api --query SecretString",
    "aws ssm get-parameter --name /svc/api_token --with-decryption",
    "$token = ConvertTo-SecureString $secret -AsPlainText -Force",
    "kubectl create secret generic app-creds --from-file=.env.staging",
    "$password = $env:SQL_ADMIN_PASSWORD",
    'url = f"mysql://{user}:{password}@{host}/app"',
    "Request failed (Request ID: 7QHZ2MV0ABCD1234, Trace ID: Zk3Lp9Qw7Rt2Xv5Nm8Bc4Df6Gh1Jk0Lq3Wz)",
    '{"kty": "RSA", "kid": "k1", "e": "AQAB", "n": "'
    "u3Kq9ZpW7xL2mN4bV8cR1tY6hJ0gF5dS3aQ9wE7rT2yU4iO8pL1kJ6hG3fD5sA0zX9cV7bN2mQ4wE8rT1yU6iO3pA"
    '"}',
    "password (optional): leave it blank",
    "the PIN code 4 digits long",
]


@pytest.mark.parametrize(("text", "secret"), CAUGHT)
def test_a_secret_of_each_shape_is_found_and_redacted(text: str, secret: str) -> None:
    assert find_secrets(text), text
    redacted = redact(text)
    assert secret not in redacted, redacted
    for word in secret.split():
        if len(word) >= 8:
            assert word not in redacted, redacted


@pytest.mark.parametrize("text", KEPT)
def test_a_look_alike_of_each_shape_is_kept(text: str) -> None:
    assert find_secrets(text) == [], [text[f.start : f.end] for f in find_secrets(text)]


def test_a_private_member_of_a_json_web_key_is_still_a_secret() -> None:
    d = "Xq9Lm3Zt7Wk2Pv8Rb4Nc6Hy1Jd5Fg0Ks3Lq7Mw9Tz2Vb4Nx8Rp6Yh1Gc5Jf0Dk3Sl7"
    text = '{"kty": "RSA", "e": "AQAB", "d": "' + d + '"}'
    assert d not in redact(text)


def test_a_secrets_own_id_beside_its_name_is_still_caught() -> None:
    # the id veto is for requests and records; a cloud's SecretId is half a credential
    key = "AKIDq8Lm3Zt7Wk2Pv8Rb4Nc6Hy1Jd5Fg0Ks"
    assert key not in redact(f"CLOUD_SECRET_ID={key}")


def test_a_door_code_alone_as_a_topic_name_is_refused() -> None:
    assert short_field_kinds("gate keypad code 73914")


def test_a_password_holding_an_equals_sign_beside_a_name_is_refused() -> None:
    # `kQ3=Zt*WmPq` is no `key=value`: its "key" reads as no name
    assert short_field_kinds("佐藤 kQ3=Zt*WmPq")
    assert not short_field_kinds("Fingerprint=3D:3E:9A:11")


def test_a_list_of_words_under_a_codes_label_is_not_a_code() -> None:
    assert find_secrets("Recovery codes:\n- enabled\n- rotated") == []


def test_the_ascii_anchor_finds_what_the_full_anchor_finds_on_ascii_text() -> None:
    # the cheaper pattern for ASCII lines must change no answer
    from memwell.secrets.context import _ANCHOR, _ANCHOR_ASCII

    rnd = random.Random(7)
    words = [
        "password", "pass", "PW", "pw", "key", "api_key", "2fa", "x2fa", "code", "token",
        "seed words", "safe combination", "keypad code", "PIN", "otp_seed", "ASANA_PAT",
        "passwort", "contrasena", "haslo", "the", "=", ":", "_", "-", "(", "1", "secrets",
    ]  # fmt: skip
    lines = [text for text, _ in CAUGHT if text.isascii()] + KEPT
    lines += [" ".join(rnd.choice(words) for _ in range(8)) for _ in range(400)]
    lines += ["".join(rnd.choice(words) for _ in range(6)) for _ in range(400)]
    for line in lines:
        full = [(m.span(), m.group("weak") is None) for m in _ANCHOR.finditer(line)]
        ascii_ = [(m.span(), m.group("weak") is None) for m in _ANCHOR_ASCII.finditer(line)]
        assert ascii_ == full, line


# a body line pushed whole as a tag or an alias: public data in it is no secret
SHORT_FIELD_LOOK_ALIKES = [
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq8Lm3Zt7Wk2Pv8Rb4Nc6Hy1Jd5Fg0KsQwErTy ops@web-build-07",
    "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "job_id=QX4ZT7M2KB9WJ3RNC8PD5VHF6L",
    "tip jar: bc1q9h6yk3ml7xw2zq0v5t8r4p3n6s2d7f9g0c5wae",
    "css: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
    "YPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==);",
    "「5pel5pys6Kqe44Gu5paH56ug」は日本語の文章をBase64にしたもの",
]


@pytest.mark.parametrize("text", SHORT_FIELD_LOOK_ALIKES)
def test_public_data_pushed_as_a_tag_is_kept(text: str) -> None:
    assert short_field_kinds(text) == [], text


def test_a_key_beside_a_user_at_host_is_still_refused_as_a_tag() -> None:
    assert short_field_kinds("ops@web-build-07 Kq3mQ9vR2tLp8WzN4bYhX7cF")


@pytest.mark.parametrize("value", ["!qeWsR7u_k2_", "*GHLp.Zw8XQm-vT", "kT9Lq_Vx2RMZ7b"])
def test_a_bare_password_of_short_parts_is_refused_as_a_name(value: str) -> None:
    # a leading symbol no tag or handle starts with; 12+ letters and digits of all
    # three classes, switching as a random key does, joined by separators
    assert short_field_kinds(value), value


@pytest.mark.parametrize("value", ["plan_v2_v2_v2_2025q1", "roadmap_2026h1_v3", "notes_V2_final"])
def test_a_name_of_versions_and_quarters_is_kept(value: str) -> None:
    assert short_field_kinds(value) == [], value


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "the bot token: ghp_Wq8Lm3Zt7Kp2Rv Bn4Xc6Hy1Jd5Fg0KsQwEr",
            ["Wq8Lm3Zt7Kp2Rv", "Bn4Xc6Hy1Jd5Fg0KsQwEr"],
        ),
        (
            "> token: > ghp_Wq8Lm3Zt7Kp2Rv > Bn4Xc6Hy1Jd5Fg0KsQwEr > expires soon",
            ["Bn4Xc6Hy1Jd5Fg0KsQwEr"],
        ),
    ],
)
def test_a_wrapped_key_whose_lines_were_joined_by_a_space_is_found(
    text: str, parts: list[str]
) -> None:
    # a checkpoint or a description collapses whitespace: the wrap becomes a space
    redacted = redact(text)
    for part in parts:
        assert part not in redacted, redacted


def test_a_complete_key_followed_by_a_word_keeps_the_word() -> None:
    key = "ghp_" + "Wq8Lm3Zt7Kp2RvBn4Xc6Hy1Jd5Fg0KsQwErT"
    assert redact(f"{key} is revoked") == "[REDACTED] is revoked"
