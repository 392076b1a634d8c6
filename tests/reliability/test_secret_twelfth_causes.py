# ruff: noqa: RUF001
"""The families behind look-alikes refused and secrets missed on the development corpora
after session 11 (session 12), each with examples of its own shape (none is a corpus
line), and the guards that must keep passing."""

from __future__ import annotations

import pytest

from memwell.secrets import scanner as secrets

# --- look-alikes: an instruction in another language where the value goes -------------------

PLACEHOLDERS_IN_OTHER_LANGUAGES = [
    'api_key = "votre_cle_api_ici"',
    "API_KEY=dein-api-schluessel-hier",
    'password: "tu_contraseña_aquí"',
    'token = "seu_token_aqui"',
    'hasło: "twoje_hasło_tutaj"',
    'api_key = "你的API密钥"',
    'api_key: "여기에_API_키_입력"',
    "トークン = 'ここにトークンを入力'",
]


@pytest.mark.parametrize("text", PLACEHOLDERS_IN_OTHER_LANGUAGES)
def test_a_placeholder_written_in_another_language_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- look-alikes: a reference to a secret store, resolved at run time -----------------------

STORE_REFERENCES = [
    "api_key = vault:secret/data/stripe#api_key",
    "AWS_SECRET_ACCESS_KEY=@Microsoft.KeyVault(SecretUri=https://kv1.vault.azure.net/secrets/aws/)",
    "password: ENC[AES256_GCM,data:Tr7oQ1=,iv:1w8Lk=,tag:KxQ2=,type:str]",
    "DB_PASSWORD: ${DB_PASSWORD:?missing}",
    'Use the password from the team\'s 1Password item "Prod DB".',
]


@pytest.mark.parametrize("text", STORE_REFERENCES)
def test_a_reference_to_a_secret_store_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- look-alikes: a key named public by its own name or its comment -------------------------

NAMED_PUBLIC = [
    '<div class="g-recaptcha" data-sitekey="6LdX4kYqAAAAAJ8v2gRmN3pQ7sT1uW5yZ9bC4eF"></div>',
    "ALGOLIA_SEARCH_KEY=8f2a1c9e7b3d5f6a0c4e2b8d1f3a5c7e  # search-only, public",
    "NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlh"
    "dCI6MTYxNjk5OTk5OX0.dc_X5iR_VP_qT0zsiyj_I_OZ2T9FtRU2BBNWN8Bu4GE",
    "IBAN format: DE89 3704 0044 0532 0130 00 (the standard's example)",
]


@pytest.mark.parametrize("text", NAMED_PUBLIC)
def test_a_key_named_public_or_a_published_example_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


STILL_SECRET = [
    (
        "NEXT_PUBLIC_STRIPE_KEY=sk_live_51Hq8ZtK2mXw9Lp4Rn7Vb3Yc6Df0Gh",
        "sk_live_51Hq8ZtK2mXw9Lp4Rn7Vb3Yc6Df0Gh",
    ),
    ("Do not make this public: API_KEY=Zq8vLm2Tn4Rw6Yp1Xk3Hs5Dj", "Zq8vLm2Tn4Rw6Yp1Xk3Hs5Dj"),
    ('password: "Ihr-Tisch-77x"', "Ihr-Tisch-77x"),
    ("IBAN: DE44 5001 0517 5407 3249 31", "DE44 5001 0517 5407 3249 31"),
    ("vault_password = Kq7zW2mX9pLt", "Kq7zW2mX9pLt"),
]


@pytest.mark.parametrize(("text", "secret"), STILL_SECRET)
def test_a_secret_beside_those_words_is_still_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


# --- misses: a value typed in full-width characters ---------------------------------------------

FULL_WIDTH = [
    ("パスワード＝sakura2291", "sakura2291"),
    ("暗証番号は１２３４です", "１２３４"),
    ("パスワード：ｈｏｓｈｉ７７２１", "ｈｏｓｈｉ７７２１"),
    (
        "ＡＰＩキー：Ｈｍ３ｑＺ８ｗＬ２ｘＫｐ７Ｔｎ４Ｒｗ１",
        "Ｈｍ３ｑＺ８ｗＬ２ｘＫｐ７Ｔｎ４Ｒｗ１",
    ),
]


@pytest.mark.parametrize(("text", "secret"), FULL_WIDTH)
def test_a_value_in_full_width_characters_is_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


FULL_WIDTH_PROSE = ["パスワードは８文字以上です", "ポート番号は８０８０です", "第２章の３節"]


@pytest.mark.parametrize("text", FULL_WIDTH_PROSE)
def test_full_width_numbers_in_prose_are_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- misses: what opens a door, a gate or a safe, named in other languages --------------------

ACCESS_CODES = [
    ("Le code de la porte : 72941", "72941"),
    ("digicode 4B29A7", "4B29A7"),
    ("Der Tresor-Code lautet 3381", "3381"),
    ("Tür-PIN 6610", "6610"),
    ("El código de la puerta es 5521", "5521"),
    ("codice del cancello: 90213", "90213"),
    ("deurcode 4411", "4411"),
    ("kod do drzwi: 1739", "1739"),
    ("код от двери 4417", "4417"),
    ("门禁密码 8812", "8812"),
    ("garage opener code 55173", "55173"),
    ("alarm panel code: 0417", "0417"),
    ("WPA2 key hinoki-basil-77", "hinoki-basil-77"),
    ("the network key is kiwi-lemon-882", "kiwi-lemon-882"),
]


@pytest.mark.parametrize(("text", "secret"), ACCESS_CODES)
def test_an_access_code_named_in_another_language_is_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


CODES_THAT_OPEN_NOTHING = [
    "Ich habe den Code geändert",
    "the error code is 4031",
    "Der Statuscode lautet 404",
    "código de estado 500",
    "le code de la fonction est dans utils.py",
    "the network key rotation is every 90 days",
]


@pytest.mark.parametrize("text", CODES_THAT_OPEN_NOTHING)
def test_a_code_that_opens_nothing_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- misses: an unknown provider's key shorter than a bare token's bar, or with a hex body ------

PREFIXED_KEYS = [
    "Here is the new one: qzkx_Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D",
    "use wmbo_t7Kq2Xw9Rz4Lm8Tn3Vp6Yq for the staging deploy",
    "CI var is set to nvtk_8f2a1c9e7b3d5f6a0c4e2b8d1f3a5c7e",
    "rotated: brtq-v1-3c9e7b3d5f6a0c4e2b8d1f3a5c7e8f2a1c9e7b",
]


@pytest.mark.parametrize("text", PREFIXED_KEYS)
def test_a_prefixed_key_of_an_unknown_provider_is_redacted(text: str) -> None:
    key = text.split()[-1] if "for the" not in text else text.split()[1]
    assert key not in secrets.redact(text)


PREFIXED_IDS = [
    "The payment pi_3MtwBwLkdIwHu7ix28a3tqPa failed yesterday.",
    "see msg_01XFDUDYJgAACzvnptvVoYEL in the log",
    "project proj_Xk2pQ9wLm4Zt7Rv1Nc8Bh3Ys was archived",
    "dist-8f2a1c9e7b3d5f6a0c4e2b8d1f3a5c7e is the bundle",
    "cache key node-modules-b2cbbfabf7bcc295d774c44755a90456e218ca6c",
    "req_f06404c4e87c120350fd681b5650c7c6 timed out",
    "the sha256_8f2a1c9e7b3d5f6a0c4e2b8d1f3a5c7e8f2a1c9e7b3d5f6a0c4e2b8d1f3a5c7e of the file",
]


@pytest.mark.parametrize("text", PREFIXED_IDS)
def test_a_prefixed_id_or_hash_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- misses: a human password after its name, in the words of other languages ------------------

HUMAN_PASSWORDS = [
    ("Das WLAN-Passwort für Gäste: Sonnenblume#44", "Sonnenblume#44"),
    ("Hasło do konta: Kasztan!882", "Kasztan!882"),
    ("Пароль от почты — Ryabina2291", "Ryabina2291"),
    ("Lösenordet till wifi: Tallskog#19", "Tallskog#19"),
    ("Le mot de passe du NAS, c'est Platane#83", "Platane#83"),
    ("Apple ID: kato@example.com / Mikan!2291", "Mikan!2291"),
    ("wifi password: Saigon@7731", "Saigon@7731"),
    ("| Service | Login | Pass |\n|---|---|---|\n| NAS | admin | Bq7!zx2M |", "Bq7!zx2M"),
]


@pytest.mark.parametrize(("text", "secret"), HUMAN_PASSWORDS)
def test_a_word_a_symbol_and_a_number_after_a_password_name_is_redacted(
    text: str, secret: str
) -> None:
    assert secret not in secrets.redact(text)


# --- misses: a password handed to a command that reads one ------------------------------------

COMMAND_PASSWORDS = [
    ("openssl enc -aes-256-cbc -k Pw7Zq2Lx9 -in a", "Pw7Zq2Lx9"),
    ("openssl rsa -in k.pem -passin pass:Tq8Lm2Zx9", "Tq8Lm2Zx9"),
    ("net user kato Mq7!zL2x /add", "Mq7!zL2x"),
    ("echo 'Zt8#mQ2x' | sudo -S apt update", "Zt8#mQ2x"),
]


@pytest.mark.parametrize(("text", "secret"), COMMAND_PASSWORDS)
def test_a_password_handed_to_a_command_is_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


PROSE_BESIDE_THOSE = [
    "Authorization: Basic base64(username:password) — see RFC 7617",
    "net user kato /delete",
    "openssl enc -aes-256-cbc -pass env:PASS -in a",
    "echo $PASS | sudo -S apt update",
    "see Issue#44 for the password policy",
    "| Pass | Description |\n|---|---|\n| --dry-run | show only |",
    "contact: ops@example.com for the password",
    "It pins golangci/golangci-lint-action@v7 today.",
]


@pytest.mark.parametrize("text", PROSE_BESIDE_THOSE)
def test_references_and_prose_beside_those_are_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- misses: a secret key named in the Romance languages, Korean; a locker's combo ------------

NAMED_KEYS = [
    ("La clé secrète Stripe de test est Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D", "Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D"),
    ("El secreto del cliente OAuth: Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D", "Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D"),
    ("앱 시크릿 Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D", "Hq8ZtK2mXw9Lp4Rn7Vb3Yc6D"),
    ("padlock combo 14-22-03", "14-22-03"),
]


@pytest.mark.parametrize(("text", "secret"), NAMED_KEYS)
def test_a_secret_key_named_in_those_languages_is_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


PROSE_ABOUT_KEYS = [
    "la clé API est dans le coffre",
    "El secreto del éxito es la constancia",
    "the combo meal costs 1200 yen",
    "la clave de la api se rota cada mes",
    "Il segreto è la pazienza",
]


@pytest.mark.parametrize("text", PROSE_ABOUT_KEYS)
def test_prose_about_keys_in_those_languages_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- misses: a value something was changed to ---------------------------------------------------

CHANGED_TO = [
    ("I changed it to Winter2291! yesterday (the VPN one)", "Winter2291!"),
    ("pass was reset to Qm4!zr8Tw", "Qm4!zr8Tw"),
    ("the router's admin login got rotated to Hx7$kq2Lm", "Hx7$kq2Lm"),
]


@pytest.mark.parametrize(("text", "secret"), CHANGED_TO)
def test_a_password_shaped_value_something_was_changed_to_is_redacted(
    text: str, secret: str
) -> None:
    assert secret not in secrets.redact(text)


CHANGED_TO_NO_PASSWORD = [
    "changed the branch to Feature#42",
    "set the version to v2.3.1!",
    "reset the counter to 100!",
    "renamed it to Release2024!",
    "set DEBUG to True!",
]


@pytest.mark.parametrize("text", CHANGED_TO_NO_PASSWORD)
def test_a_value_without_a_password_shape_changed_to_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- look-alikes: a Luhn-valid number that is no card; an example's value for the reader -------

NOT_SECRETS = [
    "IMEI: 490154203237518",
    "order no. 4012888888881881",
    "Send ETH to 0x52908400098527886E0F7030069857D2E4169EE7",
    "Beispiel: passwort=DeinPasswort123",
    "exemple : mot_de_passe=VotreMotDePasse",
    "Ejemplo: contraseña=TuContraseña123",
]


@pytest.mark.parametrize("text", NOT_SECRETS)
def test_an_id_number_or_an_example_value_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


CARDS_BESIDE_THOSE_WORDS = [
    ("pay the invoice with 3798 657982 45824 (12/28)", "3798 657982 45824"),
    ("order 4012888888881881 paid by card", "4012888888881881"),
    ("password=Tulip2291!", "Tulip2291!"),
]


@pytest.mark.parametrize(("text", "secret"), CARDS_BESIDE_THOSE_WORDS)
def test_a_card_or_a_password_beside_those_words_is_still_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)
