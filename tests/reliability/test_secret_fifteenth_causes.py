"""The families behind secrets missed, look-alikes refused and boundary leaks on the
development corpora after session 14 (session 15), each with examples of its own shape
(none is a corpus line), and the guards that must keep passing."""

from __future__ import annotations

import json
import unicodedata

import pytest

from memwell.secrets import fields, records, scanner


def _redacted(text: str, value: str) -> None:
    assert scanner.secret_kinds(text), text
    assert value not in scanner.redact(text), scanner.redact(text)


# --- "PIN" and "code" in more scripts --------------------------------------------------------

PINS_IN_MORE_SCRIPTS = [
    ("मेरे कार्ड का पिन 5521 है", "5521"),  # Hindi, "PIN" in Devanagari
    ("કાર્ડનો પિન 7741 છે", "7741"),  # Gujarati
    ("కార్డ్ పిన్ 8812", "8812"),  # Telugu
    ("የካርዴ ፒን 3390 ነው", "3390"),  # Amharic
    ("รหัส บัตร คือ 4471", "4471"),  # Thai, the word for a code
    ("رمز کارت من 6620", "6620"),  # Persian
]


@pytest.mark.parametrize(("text", "value"), PINS_IN_MORE_SCRIPTS)
def test_a_pin_named_in_more_scripts_is_found(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_policy_about_passwords_keeps_its_year() -> None:
    assert fields.standalone_kinds("นโยบายรหัสผ่าน 2027") == []
    assert scanner.secret_kinds("Kod polityki haseł 2027") == []


# --- a seed phrase: decomposed accents, after a sentence's words, in quotes ------------------

_SEED = "lunar cactus velvet orbit meadow pistol walnut timber fabric hazard ostrich kernel"


def test_a_seed_phrase_with_decomposed_accents_is_found() -> None:
    words = "gérer élan fièvre tâche cœur râteau déjà sérum évasion église pétale lumière"
    decomposed = unicodedata.normalize("NFD", words)
    _redacted(f"Phrase du portefeuille : {decomposed}", decomposed)


@pytest.mark.parametrize(
    "text",
    [
        f"please restore the wallet from {_SEED}",  # a sentence's words lead to it
        f"m = Mnemonic('english').to_seed('{_SEED}')",  # in single quotes
        f"Ledger の回復フレーズ: {_SEED}",  # after フレーズ
        f"Cüzdan kurtarma kelimeleri: {_SEED}",  # Turkish names
    ],
)
def test_a_seed_phrase_in_more_places_is_found(text: str) -> None:
    _redacted(text, _SEED)


def test_a_sentence_of_words_is_no_seed_phrase() -> None:
    text = "we met with the wallet team and then they said many users like apples pears plums figs"
    assert scanner.secret_kinds(text) == []


# --- a container that encodes the value ------------------------------------------------------


def test_text_written_as_hex_bytes_is_read() -> None:
    token = "ghp_" + "Xq7Lm2Rt9Vw4Ks8Pz3Nb6Yh1Jd5Fc0Ga2Te"
    dumped = ("Authorization: token " + token).encode().hex()
    _redacted(f"trace: header bytes {dumped}", dumped)


def test_hex_of_ordinary_text_is_kept() -> None:
    dumped = b"the build finished in forty seconds".hex()
    assert scanner.secret_kinds(f"trace: payload {dumped}") == []


def test_a_url_encoded_twice_is_read() -> None:
    token = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
    text = f"https://example.test/in?next=%252Fcb%253Fkey%253D{token}"
    _redacted(text, token)


# --- look-alikes by mechanism -----------------------------------------------------------------

LOOK_ALIKES = [
    'GET /v2/feed?api_key=REDACTED HTTP/2" 200',  # a scrubbed value, then the protocol
    "RUN --mount=type=secret,id=gh SECRET_TOKEN=$(cat /run/secrets/gh) make",  # read at run time
    'EXAMPLE_KEY = "sk_live_" + "x" * 24',  # a provider's prefix alone
    "restored from key: pip-deps-Windows-" + "0f" * 32,  # a CI cache's key, a capital in it
    "ファイルのパスは D:\\backup\\daily です",  # a Windows path after パス
]


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_look_alike_by_mechanism_is_kept(text: str) -> None:
    assert scanner.secret_kinds(text) == [], text


def test_a_provider_key_after_hash_words_is_still_found() -> None:
    _redacted("api key: bkua_" + "9c" * 20, "bkua_" + "9c" * 20)


def test_a_password_after_pasu_is_found() -> None:
    _redacted("サーバーのパスは『Mizuho!4471』です", "Mizuho!4471")


# --- words written in front of a note (the writeback, gate and turn boundaries) ---------------

INTRODUCED = [
    ("We agreed on this for the release: PIN-koden til kortet er 6023", "6023"),
    ("run the release with La PIN de mia karto estas 7129", "7129"),
    ("continue the release, use የካርዴ ፒን 3390 ነው", "3390"),
    ("run the release with الرقم السري للبطاقة 5108", "5108"),
    (
        "import this with site,login,password,comment\nwiki.lan,ken,ember-quartz-lantern31,",
        "ember-quartz-lantern31",
    ),
]


@pytest.mark.parametrize(("text", "value"), INTRODUCED)
def test_words_written_in_front_of_a_note_do_not_hide_it(text: str, value: str) -> None:
    _redacted(text, value)


def test_a_csv_collapsed_onto_one_line_is_read_as_rows() -> None:
    text = "site,login,password,comment wiki.lan,ken,ember-quartz-lantern31,"
    _redacted(text, "ember-quartz-lantern31")


def test_a_count_before_a_pin_word_is_kept() -> None:
    text = 'a count ("tokens: 128000": digits only count after a PIN'
    assert scanner.secret_kinds(text) == []


# --- a password generator's words in a short field, or alone on a line ------------------------

GENERATED = [
    "router (cinder-falcon-walnut27)",
    "wifi Office_5G/amber-heron-quill48",
    "ken@example.test | tundra-meadow-pearl6",
]


@pytest.mark.parametrize("value", GENERATED)
def test_a_generated_passphrase_in_a_short_field_is_refused(value: str) -> None:
    assert fields.standalone_kinds(value)
    assert fields.alias_kinds(value)
    assert fields.speaker_kinds(value)


@pytest.mark.parametrize(
    "value", ["web-server-prod1", "blue-green-deploy-step2", "release-notes-2026", "k8s-node-pool3"]
)
def test_a_numbered_name_in_a_series_is_kept(value: str) -> None:
    assert fields.standalone_kinds(value) == []


def test_a_seed_phrase_as_an_alias_is_refused() -> None:
    assert fields.alias_kinds(_SEED)


def test_a_generated_passphrase_alone_on_its_line_is_found() -> None:
    _redacted(
        "<auth-user-pass>\nken\nharbor-violet-anchor52\n</auth-user-pass>", "harbor-violet-anchor52"
    )
    assert scanner.secret_kinds("hosts:\nweb-server-prod1\ndb-replica-east2\n") == []


def test_a_recall_record_scrubs_a_term_holding_a_glued_option() -> None:
    text = "mysql -uroot -pQeVTmLpRk!Zw8 < dump.sql"
    record = {"q": text, "terms": ["mysql", "uroot", "pqevtmlprk", "zw8", "dump"]}
    assert "qevtmlprk" not in json.dumps(records.redact_nested(record)).lower()
