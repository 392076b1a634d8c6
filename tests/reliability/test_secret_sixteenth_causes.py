"""The families behind secrets missed, look-alikes refused and boundary leaks on the
development corpora after session 15 (session 16), each with examples of its own shape
(none is a corpus line), and the guards that must keep passing."""

from __future__ import annotations

import json

import pytest

from memwell.secrets import fields, scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- a generator's words joined by dots or underscores ----------------------------------------

GENERATED_WITH_DOTS = [
    ('db_password: "lantern.pebble.orchid37"', "lantern.pebble.orchid37"),
    ("wpa_psk=copper.meadow.falcon8", "copper.meadow.falcon8"),
    ("login as deploy\nolive_canyon_sprocket55\n", "olive_canyon_sprocket55"),
]


@pytest.mark.parametrize(("text", "value"), GENERATED_WITH_DOTS)
def test_a_generators_words_joined_by_dots_or_underscores_are_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "name", ["router pw mossy.kettle.beacon19", "guest wifi amber_tulip_ridge4"]
)
def test_a_generated_passphrase_in_a_name_is_refused(name: str) -> None:
    assert fields.standalone_kinds(name)


@pytest.mark.parametrize(
    "text",
    [
        "password: settings.database.password",  # an attribute path names where it is kept
        "password_source = cluster.primary.replica2",  # a series' numbered member
        "see cache_warmup_notes.md",
    ],
)
def test_a_dotted_reference_stays_a_reference(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_series_name_in_a_topic_name_is_kept() -> None:
    assert fields.standalone_kinds("web_server_prod1") == []


# --- India's postal code is called a PIN ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "पिन कोड 110001",  # Hindi's name for the postal code, alone
        "पता: लाजपत नगर, नई दिल्ली, पिन कोड 110024",
        "PIN code 600028, Chennai",  # with a city after it
        "Jaipur PIN code 302001",  # with a city before it
        "Deliver to 7 Lake Rd, Kolkata - PIN 700029",  # a bare PIN closing an address
    ],
)
def test_a_postal_pin_is_no_secret(text: str) -> None:
    assert scanner.secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("PIN 603114", "603114"),  # a PIN alone on its line
        ("Ravi, PIN 482917", "482917"),  # a person's name is no address
        ("Card: ICICI, PIN 560123", "560123"),  # a card named beside it
        ("एटीएम पिन कोड 482910", "482910"),  # an ATM's
        ("मेरे कार्ड का पिन 5521 है", "5521"),  # four digits: no postal code
    ],
)
def test_a_pin_beside_no_address_stays_a_secret(text: str, value: str) -> None:
    _redacted(text, value)


# --- look-alikes: ciphertext, media, public keys, times, a prefix alone, a file's option -------


@pytest.mark.parametrize(
    "text",
    [
        # an armored message and an age file: only a private key's holder reads them
        "-----BEGIN PGP MESSAGE-----\n\nhQEMA9kL2p0Qx7ZtAQf/Y3mK8sPq2WvZr4T9nB1cXe7u"
        "J0aLdGhF5iKoM6yNwQbR3tVs8Uj2pEz\n=Xk9w\n-----END PGP MESSAGE-----",
        "-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUx"
        "OSBr8Tq3Lm9Zx2WpVb7N\n-----END AGE ENCRYPTED FILE-----",
        # a file written encrypted, printed
        "$ cat secrets/prod.env.enc\n"
        "q9ZbX2kLw7TnR4vYp1MsJd8Ue3Gc6HaFo0Ki5Nr--Wm2Qt7Zx9Lb4Vc8Np1Ry==",
        # base64 of an image
        "icon: iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAGklEQVR4nGNkYPhfz0A",
        # a public key under its label, a Nostr public key as an alias
        '"nodekey:4be1a3c97d0f5e6a2b8c9d7e1f3a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a"',
        # a key whose line closes with a comment saying it is public
        'init({ appId: "Q7ZK2M9P4X", apiKey: "9c2e7f1a4b8d3e6f0a5c9b2d7e4f1a8c", index: "docs" })'
        " // search-only key",
        # a time stamp after a key's name in a table
        "API_TOKEN\t2026-12-01T09:30:15Z",
        # a provider's prefix, the rest made by code
        'FAKE_KEY = "sk-ant-api03-" + "0" * 93',
        # an option naming the file the secret is read from
        "kubectl create secret generic svc --from-file=DB_PASSWORD=./db.pass",
    ],
)
def test_a_look_alike_of_these_shapes_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], scanner.secret_kinds(text)


def test_a_digest_column_aligned_by_tabs_is_no_secret() -> None:
    table = "NAME\tDIGEST\tCREATED AT\nSTRIPE_API_KEY\t9f3c2a7b41e8d605\t2026-12-01T09:30:15Z"
    assert scanner.secret_kinds(table) == []


def test_a_nostr_public_key_as_an_alias_is_kept() -> None:
    assert (
        fields.alias_kinds("npub1qz7v3kx9m2w8t5r4y6u0p3l7j9h2g5f8d1s4a7q0w3e6r9t2y5u8i1o4p") == []
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a private key's block is no ciphertext
        (
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\n"
            + "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI" * 4
            + "\n-----END ENCRYPTED PRIVATE KEY-----",
            "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQww",
        ),
        (
            "nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5",
            "nsec1vl029mgpspedva04g90",
        ),
        (
            'apiKey: "9c2e7f1a4b8d3e6f0a5c9b2d7e4f1a8c" // rotate monthly',
            "9c2e7f1a4b8d3e6f0a5c9b2d",
        ),
        (
            "TOKEN\tghp_R7k2Lm9Qx4Vb8Nc1Wz5Ty3Ju6Ih0Gf2Ed4Sa",
            "ghp_R7k2Lm9Qx4Vb8Nc1Wz5Ty3Ju6Ih0Gf2Ed4Sa",
        ),
    ],
)
def test_a_secret_beside_those_shapes_is_still_found(text: str, value: str) -> None:
    _redacted(text, value)


# --- a bare value in a name or a speaker: kanji numerals, a Chinese seed phrase ----------------


@pytest.mark.parametrize(
    "name",
    [
        "〇三七七一九",  # a PIN in kanji numerals
        "九五二八",
        "鸟 谷 拍 晚 准 岛 刷 阳 桥 狗 虑 颗",  # a seed phrase of the Chinese list
    ],
)
def test_a_bare_value_in_chinese_characters_is_refused_as_a_name(name: str) -> None:
    assert fields.standalone_kinds(name)
    assert fields.speaker_kinds(name)


@pytest.mark.parametrize("name", ["一二三", "東京 大阪 京都", "三月の会議"])
def test_a_name_of_a_few_numerals_or_words_is_kept(name: str) -> None:
    assert fields.standalone_kinds(name) == []


# --- a password given to a command or typed into a password's field --------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "curl -u ops-bot:'lichen_copper_garnet27' https://metrics.internal/api",
            "lichen_copper_garnet27",
        ),
        ("http -a deploy:Vq7mPz2Lk4 https://api.internal/health", "Vq7mPz2Lk4"),
        ("ipmitool -I lanplus -H 10.1.1.9 -U admin -P 'Q7mN@x2Lw' chassis status", "Q7mN@x2Lw"),
        ('driver.find_element(By.NAME, "user_password").send_keys("Tz8!pq3Lm")', "Tz8!pq3Lm"),
        ("cy.get('#password').type('Rw4$kLm9q')", "Rw4$kLm9q"),
    ],
)
def test_a_password_given_to_a_command_or_a_field_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "docker run -u 1000:1000 -v /data:/data app",  # a user and a group
        "docker exec -u www-data:www-data web php artisan migrate",
        'curl -u "$CI_USER:$CI_TOKEN" https://ci.internal/api',  # read at run time
        "ssh -i ~/.ssh/id_ed25519 deploy@build.internal",  # an address
        'page.fill("#password-hint", "the name of the first cat")',  # another field
        'cy.get("#password").type(Cypress.env("ADMIN_PW"))',  # read at run time
    ],
)
def test_a_command_without_a_password_keeps_its_arguments(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- seed phrases: a recovery key's words, sentence words in the list, numbered lines -------

_SEED_WITH_ABOUT = (
    "orbit about velvet cactus meadow pistol walnut timber fabric hazard ostrich kernel"
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"Proton recovery words: {_SEED_WITH_ABOUT}", _SEED_WITH_ABOUT),
        (f"tee wallet-seed.txt <<EOF\n{_SEED_WITH_ABOUT}\nEOF", _SEED_WITH_ABOUT),
        (
            "n,word\n" + "\n".join(f"{i},{w}" for i, w in enumerate(_SEED_WITH_ABOUT.split(), 1)),
            "velvet",
        ),
        (
            "復元フレーズ\n"
            + "\u3000".join(
                [
                    *("ちけいす\u3099", "きとう", "まんなか", "おんた\u3099ん", "いちは\u3099"),
                    *(
                        "ほんやく",
                        "ゆうひ",
                        "たんす",
                        "ちきゅう",
                        "おかし",
                        "にもつ",
                        "め\u3099たる",
                    ),
                ]
            ),
            "まんなか",
        ),
    ],
)
def test_a_seed_in_these_layouts_is_found(text: str, value: str) -> None:
    _redacted(text, value)


_STEPS = ("install", "configure", "build", "test", "deploy", "monitor", "rollback", "review")
_STEPS += ("merge", "tag", "release", "archive")


def test_a_seed_as_a_name_with_its_name_first_is_refused() -> None:
    assert fields.standalone_kinds(f"seed {_SEED_WITH_ABOUT}")


@pytest.mark.parametrize(
    "text",
    [
        "Seed phrase: write it down on paper and keep it in the safe before you leave today",
        "\n".join(
            f"{i}. {w}"
            for i, w in enumerate(
                _STEPS,
                1,
            )
        ),
        "\n".join(
            f"{i}. {w}"
            for i, w in enumerate(
                [
                    "users",
                    "orders",
                    "invoices",
                    "payments",
                    "refunds",
                    "products",
                    "carts",
                    "coupons",
                    "reviews",
                    "tickets",
                    "notes",
                    "tags",
                ],
                1,
            )
        ),
    ],
)
def test_a_list_or_a_sentence_is_no_seed(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- a code said one character a word ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Voicemail note: the gate code is four one nine six, see you Monday", "four one nine six"),
        ("금고 비밀번호는 칠 이 팔 사 입니다", "칠 이 팔 사"),
        (
            "パスワード：ケー、エム、ナナ、ゼット、サン、ピー",
            "ケー、エム、ナナ、ゼット、サン、ピー",
        ),
    ],
)
def test_a_code_said_a_word_a_character_is_found(text: str, value: str) -> None:
    _redacted(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "We counted one, two, three, four steps to the door.",  # no secret named
        "Teams alpha bravo charlie delta meet on Friday.",
        "The order was five three two one, then lift off.",
    ],
)
def test_words_said_with_no_secret_named_are_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == []


# --- a PIN: the value before its name, Gurmukhi, a door's unlock number, a name in Korean -----


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Seo é 6614 an uimhir PIN nua.", "6614"),  # the value first, the name after
        ("ਮੇਰਾ ਪਿੰਨ 9034 ਹੈ", "9034"),  # Gurmukhi
        ("玄関の解錠番号は 7310# です", "7310"),  # a door's unlock number, its enter key
    ],
)
def test_a_pin_in_these_word_orders_and_scripts_is_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_door_locks_code_named_in_korean_is_refused_as_a_name() -> None:
    assert fields.standalone_kinds("현관 비번 905173")


def test_a_number_before_a_pin_word_in_a_long_clause_is_kept() -> None:
    assert scanner.secret_kinds("In 2019 we shipped the new reader that asks for a PIN") == []


# --- a random piece after a provider's prefix is no word; a query's generated passphrase -----


def test_a_token_whose_casing_no_word_has_is_found_after_its_name() -> None:
    _redacted("本番用のトークンは `neo_qTzWpLkRvMxa` です", "neo_qTzWpLkRvMxa")


@pytest.mark.parametrize("text", ["token: refresh_token_expiry", "api_key: X-Api-Key-Header"])
def test_words_after_a_secrets_name_stay_a_name(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_a_generated_passphrase_in_a_query_is_scrubbed_from_the_log() -> None:
    from memwell.secrets import records

    logged = json.dumps(records.redact_nested({"q": "wifi kettle.orchid.lantern58 not working"}))
    assert "kettle.orchid.lantern58" not in logged
    kept = json.dumps(records.redact_nested({"q": "restart web-server-prod1 on docs.python.org"}))
    assert "web-server-prod1" in kept


# --- the boundaries: the recall log's query, a PIN in a card's word ---------------------------


def test_the_logged_query_loses_the_terms_of_a_secret_in_the_turn() -> None:
    from memwell.secrets import records

    turn = "continue the deploy, PIN za kartico je 5183, nikomur ga ne povej"
    query = "continu deploy pin za kartico je 5183 nikomur ga ne povej"
    logged = records.logged_query(query, turn)
    assert "5183" not in logged
    assert "deploy" in logged
    assert records.logged_query("deploy staging", "deploy staging today") == "deploy staging"


@pytest.mark.parametrize(
    "text",
    [
        "run deploy with PIN za kartico je 5183, nikomur ga ne povej.",  # "artic" in a card
        "run deploy with Lambarka PIN-ka kaarka waa 5183.",  # "bar" in a number
    ],
)
def test_a_word_holding_a_short_stem_keeps_its_pin(text: str) -> None:
    _redacted(text, "5183")


@pytest.mark.parametrize("text", ["Barcode 40123455", "QR kod 5512", "Artikelkod 5512"])
def test_a_code_that_opens_nothing_keeps_its_number(text: str) -> None:
    assert scanner.secret_kinds(text) == []


def test_an_authenticators_setup_key_in_lower_case_groups_is_found() -> None:
    _redacted("Setup key: k3mq zt7v pwno ah2e xbcd r5yu", "k3mq zt7v pwno ah2e xbcd r5yu")


def test_lower_case_words_in_groups_stay_words() -> None:
    assert scanner.secret_kinds("Setup key: open the menu then pick time based mode") == []


def test_a_dotted_generated_passphrase_a_few_words_after_its_name_is_found() -> None:
    _redacted("Kennwort für Router auf amber.kettle.lichen44 gesetzt", "amber.kettle.lichen44")


def test_a_generated_passphrase_as_an_option_where_a_password_is_named_is_found() -> None:
    _redacted("security find-generic-password -a ops -w amber_tulip_ridge4", "amber_tulip_ridge4")
    assert scanner.secret_kinds("kubectl create namespace -n amber_tulip_ridge4") == []


def test_a_snake_case_topic_name_with_one_digit_is_kept() -> None:
    assert fields.standalone_kinds("insurance_claim_van4") == []
    assert fields.standalone_kinds("garden_shed_paint_plan2") == []


def test_a_folders_name_in_a_diagnostic_record_is_no_passphrase() -> None:
    # a hook's error names its home's path; a test's folder (`..._fails_open0`) read as a
    # generator's words made every record string lose "config" (the words are tainted)
    from memwell.secrets.records import redact_nested

    error = "ConfigError: invalid config: /tmp/p-1/test_broken_config_fails_open0/home/config.toml"
    assert redact_nested({"error": error}) == {"error": error}
    for typed in (
        "the wifi is tundra_harbor_cobalt25 now",
        "log in as admin/tundra_harbor_cobalt25",
    ):
        assert "tundra_harbor_cobalt25" not in json.dumps(redact_nested({"q": typed}))
