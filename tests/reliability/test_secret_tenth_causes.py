"""The general causes behind what the eighth blind corpus still leaked after session 9
(session 10), each with examples of its own shape (none is a corpus line), and the guards
that must keep passing: ids, hashes, addresses, paths, host names, masked values, codes
that classify, realistic names."""

from __future__ import annotations

import pytest

from memwell.secrets import scanner as secrets
from memwell.secrets.fields import credential_shaped, standalone_kinds
from memwell.secrets.records import redact_nested

# --- a value handed over after a word naming a key ------------------------------------------

HANDED_OVER = [
    ("rotated the Frobnic credential; new value is 5d1c0e7a2b9f44e1a8c3d6b7e0f2a913-b2c4d6e8",
     "5d1c0e7a2b9f44e1a8c3d6b7e0f2a913-b2c4d6e8"),
    ("changed the Quuxly credential, new value is Jq4TzvPm8RnWx2LcYb6HdKsA.",
     "Jq4TzvPm8RnWx2LcYb6HdKsA"),
    ("- [ ] rotate Zorbly key `c81f5a20e94d7b36a0f2e5d19c4b7a83` after the launch",
     "c81f5a20e94d7b36a0f2e5d19c4b7a83"),
    ("Norvex 本番キー → 0b6f3c1e-7a2d-4e59-9c84-2f1d6a7b3e50（共有禁止）",
     "0b6f3c1e-7a2d-4e59-9c84-2f1d6a7b3e50"),
    ("Use this Plimber token for the nightly job:\n\"e2a9c4f1-63b8-4d07-a1e5-9f2c7b8d4a16\"",
     "e2a9c4f1-63b8-4d07-a1e5-9f2c7b8d4a16"),
    ("the staging key for Wobbl: ]Tq8;vL2#pZr_Xk5 (rotate it monday)", "Tq8;vL2#pZr_Xk5"),
    ("headers = {'Authorization': 'Bearer 7c2e9a41-0d5b-4f83-b6e2-1a9d3c7f5e08'}",
     "7c2e9a41-0d5b-4f83-b6e2-1a9d3c7f5e08"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "secret"), HANDED_OVER)
def test_a_credential_shaped_value_after_a_key_word_is_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


NOT_HANDED_OVER = [
    "the request id for the key rotation: 0b6f3c1e-7a2d-4e59-9c84-2f1d6a7b3e50",
    "Release tags are signed with key 0x4AEE18F83AFDEB23 (fingerprint 4AEE 18F8)",
    "auth token refreshed for user_id=40213 expires_in=3600 (token not logged)",
    "Active keys: sk-proj-…Q7aF (created 2024-05-02)",
    "Cache key: node-modules-b2cbbfabf7bcc295d774c44755a90456e218ca6c9558cccffc4134ef0372417e",
    "the key commit is 3f786850e387550fdab836ed7e6dc881de23001b",
    "the token we use is in the vault under ops/prod",
]


@pytest.mark.parametrize("text", NOT_HANDED_OVER)
def test_ids_hashes_and_public_values_after_a_key_word_are_left_alone(text: str) -> None:
    assert secrets.redact(text) == text


@pytest.mark.parametrize(
    ("piece", "shaped"),
    [
        ("0b6f3c1e-7a2d-4e59-9c84-2f1d6a7b3e50", True),
        ("sdk-0b6f3c1e-7a2d-4e59-9c84-2f1d6a7b3e50", True),
        ("a5197517dd722ee882908f8591", True),  # 26 hex: longer than a GPG key id
        ("4AEE18F83AFDEB23", False),  # 16 hex: a GPG key id
        ("deadline", False),
        ("2024-05-01", False),
        ("v1.2.3", False),
        ("xxxxxxxxxxxxxxxx", False),
    ],
)
def test_credential_shape(piece: str, shaped: bool) -> None:
    assert credential_shaped(piece) is shaped


# --- a long random token of one case and digits ------------------------------------------------


@pytest.mark.parametrize(
    "secret",
    [
        "zkq-7hw2n0p5c8x3vd9m1rj4tb6yf0sl2gq8e5ua3wk7",  # a provider prefix, lower case
        "QZ4TWX7JMKD2PLN8VHCR5BYF3GSE6UA9",  # base32, capitals and digits
        "Ab3dEf9h/IjK0lMnO2pQ/rSt4uVwXyZ5aBcD6eF",  # base64 holding `/`
    ],
)
def test_a_random_token_of_one_case_or_holding_slashes_is_a_key(secret: str) -> None:
    text = f"[dana] pasted the new one here so we keep it: {secret}"
    assert secret not in secrets.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "donations: bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",  # a bech32 address
        "encrypt to age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
        "GET /api/v2/orders/fe3e20c4-1a1c-40d8-a5a1-ab544ebfb982/items 200 12ms",
        "the client is 123456789012-abcdefghij0123456789klmnopqr.apps.googleusercontent.com",
        "see src/memwell2/index3/chunks_v2/embedder4/tests_2024.py",
    ],
)
def test_addresses_paths_and_host_names_are_no_key(text: str) -> None:
    assert secrets.redact(text) == text


# --- formats of a family, and shapes of prose ----------------------------------------------------

APR1 = "$apr1$Zx81hQa0$Lk2Vb9Qw0eRt5Yu7Io3Pa1"
SHA512_CRYPT = "$6$Qe2.Rt7yUi$Hg5Fd3Sa1Lk9Jh7Gf5Ds3Az1Xc9Vb7Nm5"
HOOK = "q8w2e5r7t1y4u6i9o3p0a2s5d7"
HOOK_UUID = "6a0e5b8c-2d41-4f73-9e16-b3c8d7a2f504"
WORDS = "amber-falcon-meadow-copper-violin"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("users.htpasswd\nmika:" + APR1, APR1),
        ("shadow: ops:" + SHA512_CRYPT, SHA512_CRYPT),
        ("curl https://relay.example.net/hooks/" + HOOK, HOOK),
        ("POST https://notify.example.org/v2/hook/" + HOOK_UUID, HOOK_UUID),
        ("vpn appliance → ops/tealLantern88&", "tealLantern88&"),
        ("echo 'svc:Yp4&Rw8^Tz2#Kq6' | sudo chpasswd", "Yp4&Rw8^Tz2#Kq6"),
        ("Keeper master password: " + WORDS, WORDS),
        ("玄関の暗証番号は 4417# です", "4417"),
    ],
)
def test_general_shapes_are_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "see https://github.com/org/repo/blob/main/hooks/pre-commit-config.yaml",
        "https://docs.example.com/api/keys/rotation-guide",
        "password: see-the-team-vault-page",
    ],
)
def test_urls_naming_keys_and_labels_of_words_are_left_alone(text: str) -> None:
    assert secrets.redact(text) == text


# --- a code after its name, in a short field and in a query ------------------------------------


@pytest.mark.parametrize("value", ["code 738215", "PIN 5521", "sms code 66120", "otp: 448210"])
def test_a_code_after_its_name_is_refused_as_a_name(value: str) -> None:
    assert standalone_kinds(value)


@pytest.mark.parametrize(
    "value", ["error code 5003", "zip code 94107", "code 2024", "code review", "release 2024"]
)
def test_a_classifying_code_or_a_year_is_a_name(value: str) -> None:
    assert not standalone_kinds(value)


def test_a_code_after_its_name_is_redacted_from_a_query_record() -> None:
    record = redact_nested({"q": "what was the code 662018 from the bank"})
    assert "662018" not in str(record)
    kept = redact_nested({"q": "why did we get error code 5003 again"})
    assert "5003" in str(kept)


def test_a_generated_passphrase_is_redacted_from_a_query_record() -> None:
    record = redact_nested({"q": "where did I put lantern-oyster-maple-cobalt-fig"})
    assert "oyster" not in str(record)
    kept = redact_nested({"q": "how-to-rotate-the-keys and the deploy-checklist"})
    assert "how-to-rotate-the-keys" in str(kept) and "deploy-checklist" in str(kept)
