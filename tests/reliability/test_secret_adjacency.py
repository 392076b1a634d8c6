"""A secret is found whatever touches it: punctuation, quotes, Markdown, Japanese text, a
JSON escape, URL encoding, HTML entities, a line break inside it or between it and its
key, the very start or end of the text.

Secrets and wrappings are generated here (seeded), not taken from a corpus: what is
tested is the scanner's token boundaries, for every format shape at once.
"""

from __future__ import annotations

import random
import re
import string
import urllib.parse

import pytest

from memwell.secrets.scanner import find_secrets, redact


def _secrets(seed: int) -> dict[str, str]:
    rnd = random.Random(seed)
    alnum = string.ascii_letters + string.digits

    def pick(n: int, alphabet: str = alnum) -> str:
        return "".join(rnd.choice(alphabet) for _ in range(n))

    def keyish(n: int) -> str:
        """Letters and 4+ digits, as a generated key has (a draw of letters alone is a
        word-like run the bare-string rule leaves alone, on purpose)."""
        chars = list(pick(n - 4) + pick(4, string.digits))
        rnd.shuffle(chars)
        return "".join(chars)

    return {
        "AWS access key": "AKIA" + pick(16, string.ascii_uppercase + string.digits),
        "GitHub token": "ghp_" + pick(36),
        "Stripe key": "sk_live_" + pick(24),
        "Slack token": f"xoxb-{pick(11, string.digits)}-{pick(12, string.digits)}-{pick(24)}",
        "OpenAI key": "sk-proj-" + pick(48),
        "Google API key": "AIza" + pick(35),
        "npm token": "npm_" + pick(36),
        "Hugging Face token": "hf_" + pick(34),
        "bare high-entropy string": keyish(40),
        "JSON web token": f"eyJ{pick(20)}.eyJ{pick(30)}.{pick(43)}",
    }


WRAPPINGS = {
    "bold": "**{s}**",
    "code": "`{s}`",
    "code block": "```\n{s}\n```",
    "double quotes": '"{s}"',
    "single quotes": "'{s}'",
    "parentheses": "({s})",
    "Markdown link": "[the key]({s})",
    "angle brackets": "<{s}>",
    "full stop": "the key is {s}.",
    "comma": "{s}, then deploy",
    "semicolon": "{s};",
    "table cell": "| prod | {s} |",
    "quote": "> {s}",
    "list item": "- {s}",
    "underscores (italic)": "_{s}_",
    "strikethrough": "~~{s}~~",
    "HTML element": "<code>{s}</code>",
    "Japanese": "キーは{s}です。",
    "Japanese brackets": "「{s}」",
    "full-width parentheses": "（{s}）",
    "JSON-escaped line breaks": "first line\\n{s}\\nlast line",
    "JSON-escaped quotes": '{{\\"key\\": \\"{s}\\"}}',
    "URL query": "https://api.example.com/v1/items?token={s}&page=2",
    "URL-encoded quotes": "q=%22{s}%22",
    "HTML entities": "&quot;{s}&quot;",
    "at the start": "{s} is the key",
    "at the end": "the key is {s}",
    "alone": "{s}",
    "tabs": "\t{s}\t",
    "CRLF lines": "first\r\n{s}\r\nlast",
    "no-break spaces": "key\u00a0{s}\u00a0",
    "backslashes": "\\{s}\\",
    "heading": "# {s}",
    "pipes": "|{s}|",
    "hash": "#{s}",
}
CASES = [
    (kind, wrapping, secret)
    for seed in range(2)
    for kind, secret in _secrets(seed).items()
    for wrapping in WRAPPINGS
]


def leaks(text: str, secret: str) -> bool:
    """The audit's definition: the secret, or its longest 8+ run of letters and digits,
    anywhere in `text`, case-insensitively."""
    low = text.lower()
    longest = max(re.findall(r"[A-Za-z0-9]+", secret), key=len)
    return secret.lower() in low or (len(longest) >= 8 and longest.lower() in low)


@pytest.mark.parametrize(("kind", "wrapping", "secret"), CASES)
def test_a_wrapped_secret_is_redacted(kind: str, wrapping: str, secret: str) -> None:
    text = WRAPPINGS[wrapping].format(s=secret)
    assert find_secrets(text), (kind, wrapping)
    assert not leaks(redact(text), secret), (kind, wrapping)


@pytest.mark.parametrize(("kind", "secret"), list(_secrets(7).items()))
@pytest.mark.parametrize("indent", ["", "    ", "> "])
def test_a_secret_broken_across_two_lines_is_redacted_whole(
    kind: str, secret: str, indent: str
) -> None:
    half = len(secret) // 2
    text = f"here it is: {secret[:half]}\n{indent}{secret[half:]}\nthanks"
    redacted = redact(text)
    assert secret[:half] not in redacted and secret[half:] not in redacted, kind
    assert redacted.endswith("\nthanks")


@pytest.mark.parametrize(("kind", "secret"), list(_secrets(8).items()))
def test_a_url_encoded_secret_is_redacted(kind: str, secret: str) -> None:
    encoded = urllib.parse.quote(secret, safe="")
    text = f"GET /callback?state=ok&token={encoded}&x=1"
    assert encoded not in redact(text), kind


PASSWORDS = ["Xk9#mP2q!vL7", "hunter2-Lantern-88", "p@ssW0rd_2024x"]


@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize(
    "template",
    [
        "password: {p}",
        "**password**: {p}",
        "| password | {p} |",
        "password:\n  {p}",
        "password =\n    {p}",
        "the password is\n{p}",
        "`DB_PASSWORD={p}`",
        '"password":"{p}"',
        '{{\\"password\\":\\"{p}\\"}}',
        "password%3D{p}",
        "パスワード：{p}",
        "api_key\u00a0=\u00a0{p}",
    ],
)
def test_a_labelled_password_is_redacted_however_it_is_laid_out(
    password: str, template: str
) -> None:
    text = template.format(p=password)
    assert password not in redact(text), text


@pytest.mark.parametrize(
    "text",
    [
        "see line 12\nof the README for the deploy steps",
        "the build passed on the main branch\nand the release is tagged v2.3.1",
        "key:\n  value: 3",
        "token_count:\n  128",
        "password:\n  required: true",
        "a%20b%20c and &amp; and \\n",
        "3f786850e387550fdab836ed7e6dc881de23001b\nca4ba9d",
    ],
)
def test_a_line_break_or_an_escape_makes_no_secret_of_ordinary_text(text: str) -> None:
    assert find_secrets(text) == []
