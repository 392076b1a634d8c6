"""The families behind what the eighth blind corpus still missed after session 10
(session 11), each with examples of its own shape (none is a corpus line), and the
guards that must keep passing: prose in the same languages, package and module
references, log fields, ids, counts, lists of numbers."""

from __future__ import annotations

import pytest

from memwell.secrets import scanner as secrets

# --- a credential's name in a language the rules did not know -------------------------------

NAMED_IN_ANOTHER_LANGUAGE = [
    ("Sunucu şifresi: kestane77Bx", "kestane77Bx"),
    ("API anahtar\u0131: Zq8vLm2Tn4Rw6Yp1Xk3Hs5Dj", "Zq8vLm2Tn4Rw6Yp1Xk3Hs5Dj"),
    ("mật khẩu wifi là mangcut2291", "mangcut2291"),
    ("kata sandi router: durian4410z", "durian4410z"),
    ("heslo k databázi: lipa5521q", "lipa5521q"),
    ("lösenord: granskog88t", "granskog88t"),
    ("passordet er fjellvann62k", "fjellvann62k"),
    ("salasana on mustikka7731", "mustikka7731"),
    ("jelszó: Balaton7719r", "Balaton7719r"),
    ("كلمة المرور: nakhla5521x", "nakhla5521x"),
    ("סיסמה: tamar8834y", "tamar8834y"),
    ("κωδικός πρόσβασης: elia3391w", "elia3391w"),
    ("पासवर्ड: aam4472pq", "aam4472pq"),
    ("รหัสผ่าน: mamuang6620", "mamuang6620"),
    ("парола: lipa2291kq", "lipa2291kq"),
    ("wachtwoord: tulp7781zz", "tulp7781zz"),
    ("PIN kodu: 5821", "5821"),
]


@pytest.mark.parametrize(("text", "secret"), NAMED_IN_ANOTHER_LANGUAGE)
def test_a_value_after_a_credential_named_in_another_language_is_redacted(
    text: str, secret: str
) -> None:
    assert secret not in secrets.redact(text)


PROSE_IN_THOSE_LANGUAGES = [
    "şifre politikas\u0131: en az 12 karakter",
    "passordet er lagret i hvelvet",
    "salasana on tallennettu holviin",
    "the password on the wiki is outdated",  # "on" is Finnish for "is" only after salasana
    "password on staging01 rotated yesterday",
    "lösenordet är samma som förra året",
    "heslo je v trezoru",
    "كلمة المرور مطلوبة",
    "PIN kodu gerekli",
]


@pytest.mark.parametrize("text", PROSE_IN_THOSE_LANGUAGES)
def test_prose_about_a_password_in_those_languages_is_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


def test_a_word_and_a_number_after_a_label_in_prose_is_a_password() -> None:
    # "password for the X:" used to take any value mostly of words for a name
    assert "lighthouse42k" not in secrets.redact("password for the NAS: lighthouse42k")
    # a name of words joined is still a label's value
    assert secrets.secret_kinds("password for staging: see-runbook-v2") == []


# --- the rest of a key split over two lines ---------------------------------------------------

SPLIT = [
    ("export NPM_TOKEN=npm_Q7rT2vX9mK4pL8w\\\nN3bZ6cY1dF5gH0jS2aE", "N3bZ6cY1dF5gH0jS2aE"),
    (
        'API_KEY = (\n    "sk-ant-api03-Rt5Yh8Kp2Wq4Zs6Xd8Cf0Vg"\n    "Lm9Qw3Zx7Vb1Nc4Jd6Fg"\n)',
        "Lm9Qw3Zx7Vb1Nc4Jd6Fg",
    ),
    ("[mia] gitlab token: glpat-Wq3Er5Ty\n[mia] 7Ui9Op1AsDf  (second half)", "7Ui9Op1AsDf"),
    ("> token part 1: hf_Pq8Wm2Xz5Lk\n> part 2: Vn4Bt7Cy1Rj9Hs", "Vn4Bt7Cy1Rj9Hs"),
    ("Ana: the key is ghp_Aa1Bb2Cc3Dd4Ee5Ff6\nAna: Gg7Hh8Ii9Jj0Kk1Ll2Mm3", "Gg7Hh8Ii9Jj0Kk1Ll2Mm3"),
]


@pytest.mark.parametrize(("text", "rest"), SPLIT)
def test_the_rest_of_a_split_key_on_the_next_line_is_redacted(text: str, rest: str) -> None:
    assert rest not in secrets.redact(text)


NOT_A_CONTINUATION = [
    # the next line is prose, or words: nothing continues
    ("token: ghp_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8Ii9Jj0Kk1L\nthanks, deploying now", "thanks"),
    ("key = 'sk-ant-api03-Rt5Yh8Kp2Lm9Qw3Zx7Vb1Nc4Jd6Fg'\nDEBUG = False", "DEBUG"),
]


@pytest.mark.parametrize(("text", "kept"), NOT_A_CONTINUATION)
def test_a_line_after_a_key_that_does_not_continue_it_is_kept(text: str, kept: str) -> None:
    assert kept in secrets.redact(text)


def test_a_password_spelled_out_is_redacted_and_a_list_is_not() -> None:
    assert secrets.secret_kinds("spelling it: q - 7 - T - x - # - 2 - M - w - 9") != []
    assert secrets.secret_kinds("grades: A - B - C - D - E - F - G - H") == []
    assert secrets.secret_kinds("steps 1 - 2 - 3 - 4 - 5 - 6 - 7 - 8 - 9 done") == []


# --- structured positions ----------------------------------------------------------------------

STRUCTURED = [
    ("PHPSESSID=9fk2mz81qpx7wd4nbv0sl3ty6c", "9fk2mz81qpx7wd4nbv0sl3ty6c"),
    ("https://shop.example/cart;jsessionid=A1B2C3D4E5F60718293A4B5C6D7E8F90", "A1B2C3D4E5F6"),
    ("_storefront_session=QmFoN2Q4ZjA5YWJjZGVmMTIzNDU2Nzg5", "QmFoN2Q4ZjA5YWJjZGVm"),
    ("remember_user_token=W1sxMjNdLCIkMmEkMTAkT3"[:40] + "x9Kq", "W1sxMjNdLCIkMmEkMTAkT3"),
    ("jdbc:oracle:thin:app/Xv7#kQ2mW9pL@db.internal:1521/SVC", "Xv7#kQ2mW9pL"),
    ("connect with reporter/Tm4$wQ8zN2xB@warehouse.local", "Tm4$wQ8zN2xB"),
    ("lftp -u deploy,'Rk8-Wz3qPm2x' files.example", "Rk8-Wz3qPm2x"),
    ("printf 'Pq7!zX2mW9kL' > ./secrets/db_password.txt", "Pq7!zX2mW9kL"),
    ("svc_backup:1107:aad3b435b51404eeaad3b435b51404ee:7f3c9e2a1b8d4f605e7a9c3b2d1f8e4a:::",
     "7f3c9e2a1b8d4f605e7a9c3b2d1f8e4a"),
    ('variable "api_token" {\n  default = "k=Zr5Tq8Wm2Xn4Vb"\n}', "Zr5Tq8Wm2Xn4Vb"),
    ("wallet.json:\n[" + ", ".join(str((i * 37 + 11) % 256) for i in range(64)) + "]", "[11, 48"),
    ("| 用途 | カード |\n|---|---|\n| 出張 | 5912 3456 7890 1237 |", "5912 3456 7890 1237"),
    ("wire: routing 026009593, account 4471209385 (savings)", "4471209385"),
    ("ask me about plmr_qz7x4k2m9w5t8r3v6y1n0p4s7u2w5z8c3f6h9j", "qz7x4k2m9w5t8r3v6y1n0p"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "secret"), STRUCTURED)
def test_a_credential_in_a_structured_position_is_redacted(text: str, secret: str) -> None:
    assert secret.lower() not in secrets.redact(text).lower()


NOT_STRUCTURED = [
    "request log: session_id=s-20240501-abcdefghijkl user=bob",
    "sessionId=3f0e6a2c-1b7d-4c1e-9a55-0d2b8e6f7a10",
    "npm i @types/node@18.2.1 && go get github.com/acme/tool2@v1.4.0",
    "docker pull library/nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd5",
    "git clone git@github.com:acme/infra.git",
    "echo hello > keys.txt",
    "AWS account 123456789012 pays the bank fees",
    "Discord user 594683398802265312 joined",
    "weights: [" + ", ".join("3" for _ in range(40)) + "]",
    "sha256: node-modules-b2cbbfabf7bcc295d774c44755a90456e218ca6c9558cccffc4134ef0372417e",
]


@pytest.mark.parametrize("text", NOT_STRUCTURED)
def test_ids_references_and_lists_are_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


# --- a checkpoint's names read out of a password's characters ----------------------------------


def test_a_checkpoint_keeps_no_name_read_out_of_a_password() -> None:
    # camelCase pieces of a password (`quRt`, `mZqwPLAX`) read as names of the code the
    # conversation talks about; alone in a `code:` item no rule finds them
    from support.transcript_shapes import extracted_sections

    password = "quRt~x9K+mZqwPLAX*"
    sections = extracted_sections(
        [
            {"role": "user", "content": "set up the reporting database"},
            {"role": "user", "content": f"UID=report_reader;PWD={password};"},
            {"role": "assistant", "content": "`ReportLoader` now reads `report_reader`."},
        ]
    )
    code = " ".join(f for f in sections["findings"] if f.startswith("code: ")).lower()
    assert "mzqwplax" not in code and "qurt" not in code, code
    assert "reportloader" in code  # a name said beside it is kept


# --- a login and its password, a code named the other way round --------------------------------

LOGIN_AND_VALUE = [
    ("nas admin / Wq4Zt8Lm2Kx9", "Wq4Zt8Lm2Kx9"),
    ("creds: svc-report / Pm7Xq2Vz9Tk4Rw", "Pm7Xq2Vz9Tk4Rw"),
    ("guest wifi: Lobby5G / Hn3Vq8Zr2Lx7", "Hn3Vq8Zr2Lx7"),
    ("root:Jz5Qw9Xm3Vt7Kp", "Jz5Qw9Xm3Vt7Kp"),
    ("the code for the back gate is 40417", "40417"),
    ("my PIN's 7305", "7305"),
]


@pytest.mark.parametrize(("text", "secret"), LOGIN_AND_VALUE)
def test_a_value_after_its_login_or_its_door_is_redacted(text: str, secret: str) -> None:
    assert secret not in secrets.redact(text)


NOT_A_LOGIN = [
    "TCP / IPv4 only, see RFC 791",
    "merge origin:mainBranch2024 first",
    "times 12:30 / 14:00 / 16:45",
    "image: ghcr.io/acme/api:v2.4.1",
    "commit:3f786850e387550fdab836ed7e6dc881de23001b",
    "a security question's answer is case-sensitive",
    "the password's length is 16",
]


@pytest.mark.parametrize("text", NOT_A_LOGIN)
def test_pairs_that_are_no_login_are_kept(text: str) -> None:
    assert secrets.secret_kinds(text) == []


def test_a_pin_named_in_another_language_is_refused_as_a_name() -> None:
    from memwell.secrets.fields import standalone_kinds

    assert standalone_kinds("PIN kodu 4821") != []
    assert standalone_kinds("salasana 7731") != []
    assert standalone_kinds("error code 5003") == []


# --- a secret written in base64 ------------------------------------------------------------------


def _b64(text: str) -> str:
    import base64

    return base64.b64encode(text.encode()).decode()


ENCODED = [
    "echo " + _b64("svc-ci:Wq4Zt8Lm2Kx9Rb") + " | base64 -d",
    "creds " + _b64("admin:Pm7Xq2Vz9Tk4Rw"),
    "printf %s " + _b64('{"password": "Hn3Vq8Zr2Lx7Jm"}'),
    "config " + _b64("user=ana\npassword=Jz5Qw9Xm3Vt7Kp\n"),
]


@pytest.mark.parametrize("text", ENCODED)
def test_a_secret_in_base64_is_redacted(text: str) -> None:
    token = max(text.split(), key=len)
    assert token not in secrets.redact(text)


def test_base64_of_ordinary_text_is_kept() -> None:
    for sentence in ("see the password policy in the wiki", "hello, a plain sentence here"):
        assert secrets.secret_kinds("blob " + _b64(sentence)) == []


def test_a_value_in_brackets_after_its_name_still_opens_at_the_bracket() -> None:
    # the possessive marker ("PIN's 4821") must not swallow 「」's empty marker
    assert "月見うどん大盛り" not in secrets.redact("合言葉は「月見うどん大盛り」")
