"""Session 5's general causes, each with an example of its own shape (none is a corpus
line): a value holding `=` or `!` is still a password, an Authorization header of any
scheme, `curl -u`, GitLab runner tokens; and what stays public (a public key named so, a
certificate or public key block in every reading, a placeholder written in Japanese)."""

from __future__ import annotations

import base64
import random

import pytest

from memwell.secrets.scanner import find_secrets, redact

CAUGHT = [
    ("REDIS_PASSWORD=q7=Lm!x9Vb#2", "q7=Lm!x9Vb#2"),
    ("'PASSWORD': 'Tq83Lmw9Zx1b=k'", "Tq83Lmw9Zx1b=k"),
    ("the vpn login is ops / Hq4_tR8wZp1=", "Hq4_tR8wZp1="),
    ("Authorization: Token 9f3c1a7b5e2d4c6a8b0e1f3a5c7d9e1b", "9f3c1a7b5e2d4c6a8b0e1f3a5c7d9e1b"),
    ("curl -u ci:Wm3q8Zt5Lp2x https://repo.example.org/x", "Wm3q8Zt5Lp2x"),
    ("old runner token GR1348941aB3dE5fG7hJ9kL1mN3pQ", "GR1348941aB3dE5fG7hJ9kL1mN3pQ"),
    (
        "PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
        "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
    ),
]
KEPT = [
    "password: max_tokens=4096",
    "DB_PASSWORD=\nDB_USER=app",
    "Authorization: Token <your-token>",
    "curl -u $USER:$PASS https://repo.example.org/x",
    "PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=",
    "api_key = '値をここに入力してください'",
]


@pytest.mark.parametrize(("text", "secret"), CAUGHT)
def test_a_secret_of_each_shape_is_found_and_redacted(text: str, secret: str) -> None:
    assert find_secrets(text), text
    assert secret not in redact(text)


@pytest.mark.parametrize("text", KEPT)
def test_a_look_alike_of_each_shape_is_kept(text: str) -> None:
    assert find_secrets(text) == [], text


@pytest.mark.parametrize("label", ["PUBLIC KEY", "CERTIFICATE"])
def test_a_public_block_is_public_in_every_reading(label: str) -> None:
    # random base64 wrapped at 64: two lines put back together can look like a key
    rnd = random.Random(label)
    body = base64.b64encode(bytes(rnd.randrange(256) for _ in range(300))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    text = f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----\n"
    assert find_secrets(text) == []
