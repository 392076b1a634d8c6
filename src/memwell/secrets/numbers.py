"""Numbers that pay: payment card numbers and IBANs, found by their check digits.

A card number or a bank account is no key, but it opens money as a key opens a service,
and it arrives with nothing naming it as often as not ("pay the invoice with 3798 657982
45824"). Both carry a checksum, so the shape and the arithmetic together tell them from
the other long numbers of notes (order numbers, timestamps, phone numbers, ids):

- a card number: 14-19 digits, whole or in groups of 4-6 separated by one space or dash,
  starting with an issuer's prefix (Visa 4, Mastercard 51-55 and 2221-2720, American
  Express 34 and 37, Discover 6011, 644-649 and 65, JCB 3528-3589, Diners 300-305, 36, 38
  and 39, UnionPay 62), whose Luhn check holds; a random number passes Luhn one time in
  ten, and the prefix one time in several more;
- an IBAN: two capitals, two check digits, 11-30 letters and digits (in groups of four
  too), whose ISO 7064 mod-97 check holds (one random value in 97);
- since session 11, a card of the other issuers (Maestro 50 and 56-69, Mir 2200-2204) when
  it has a card's 16 digits or is written in groups, or any Luhn-valid number a card's
  name stands beside (the line, or its table's header: `| カード |`); and a bank account's
  number after "account" or 口座 on a line that speaks of a bank (routing, ACH, IBAN,
  sort code, BSB, 銀行, 支店, ...): it has no checksum, only its name and its place;
- key material written as a list of bytes (a Solana keypair file, `[169, 127, 224, ...]`):
  32 or 64 numbers of 0-255, or 32+ after a key's name, varied as random bytes are (a
  list of counts or pixels repeats its values).
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.lookalikes import is_published_example

# (not inside a run of letters and digits: `0x5290840009852788...` is an address's hex;
# after a colon only as a key's value, `number:<card>` in a log's object, as after `=`:
# `12:30:4111...` is a time's digits)
_CARD = lazy_compile(
    r"(?:(?<![\dA-Za-z\-.:/])|(?<=[A-Za-z]:))(?:\d{4,6}(?:[ \-]\d{4,6}){2,4}|\d{13,19})"
    r"(?![\dA-Za-z\-.:/]|[ \-]\d)"
)
# what a Luhn-valid number also is: a phone's IMEI, a SIM's ICCID, a parcel's or an
# order's number, a serial (the label on its line says so)
_NOT_A_CARD = lazy_compile(
    r"(?i)(?:(?<![a-z])(?:imei|iccid|meid|serial|s/n|tracking|order|invoice|shipment|parcel|"
    r"bestellnummer|sendungsnummer|seriennummer|numéro de (?:suivi|commande|série))(?![a-z])|"
    r"注文番号|追跡番号|製造番号|シリアル(?:番号)?)"
    # the label right before the number ("IMEI: ", "order no. "), not a word earlier on the
    # line ("pay the invoice with <card>")
    r"(?:\s*(?:number|no\.?|nr\.?|num|id|code))?\s*[:#：]?\s*$"
)
_IBAN = lazy_compile(
    r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])"
)
_ISSUER = lazy_compile(
    r"4|5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|6011|64[4-9]|65|"
    r"35(?:2[89]|[3-8]\d)|30[0-5]|3[689]|62"
)
# the other issuers: Maestro (50, 56-69), Mir; 16 digits or in groups, since a long id
# (a snowflake of 18-19 digits) may start so
_OTHER_ISSUER = lazy_compile(r"50|5[6-9]|6|220[0-4]")
# a card's name beside the number, in the languages of the context rules
_CARD_NAME = lazy_compile(
    r"(?i)(?<![a-z])(?:card|cards|carte|karte|tarjeta|cart[ãa]o|carta|kart[aey]?)(?![a-z])|"
    r"カード|クレジット|信用卡|银行卡|카드"
)
# a bank account's number after its name, on a line about a bank
_ACCOUNT = lazy_compile(
    r"(?i)(?<![a-z])(?:account|acct|a/c|konto(?:nummer)?|compte|cuenta|conta)(?![a-z])"
    r"(?:\s*(?:number|no\.?|nr\.?|#|num(?:ber)?))?\s*[:：#]?\s*(\d(?:[\d \-]{4,20}\d))(?![\d\-])|"
    r"口座(?:番号)?\s*[:：は]?\s*(?:[(（][^)）]{1,8}[)）])?\s*(\d{6,17})(?!\d)"
)
_BANK_WORDS = lazy_compile(
    r"(?i)routing|\bach\b|\baba\b|iban|swift|\bbic\b|sort[ \-]?code|\bbsb\b|\bwire\b|"
    r"checking|savings|\bbank|bankleitzahl|\bblz\b|銀行|支店|普通|当座|信用金庫|ゆうちょ"
)
_ACCOUNT_ID = lazy_compile(r"(?i)\b(?:aws|gcp|azure|id|ids|user|customer|order|ticket)\b")
_BYTE_LIST = lazy_compile(r"\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){31,127}\s*,?\s*\]")
_KEY_SIZES = (32, 64)
_BYTES_DISTINCT = 0.5  # share of distinct values: random bytes repeat few
_KEY_NAMED = lazy_compile(r"(?i)key|secret|seed|private|wallet|signer|id\.json|鍵|キー")
CARD_DIGITS = (14, 19)  # (13-digit Visa numbers are gone; EAN-13 barcodes are not)
IBAN_LENGTH = (15, 34)


def number_spans(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each card number and IBAN in `text`."""
    spans: list[tuple[str, int, int]] = []
    if sum(c.isdigit() for c in text) < CARD_DIGITS[0]:
        return spans
    for match in _CARD.finditer(text):
        digits = "".join(c for c in match.group(0) if c.isdigit())
        if (
            CARD_DIGITS[0] <= len(digits) <= CARD_DIGITS[1]
            and (is_card_number(digits) or _other_card(text, match.start(), match.group(0), digits))
            and not _labelled_other(text, match.start())
        ):
            spans.append(("payment card number", match.start(), match.end()))
    for match in _IBAN.finditer(text):
        if is_iban(match.group(0).replace(" ", "")) and not is_published_example(match.group(0)):
            spans.append(("IBAN", match.start(), match.end()))
    return spans


def account_spans(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each bank account number named as one on a line about a bank."""
    spans: list[tuple[str, int, int]] = []
    for match in _ACCOUNT.finditer(text):
        group = 1 if match.group(1) else 2
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start : len(text) if line_end < 0 else line_end]
        digits = sum(c.isdigit() for c in match.group(group))
        if digits < 6 or not _BANK_WORDS.search(line):
            continue
        if _ACCOUNT_ID.search(text, max(line_start, match.start() - 12), match.start(group)):
            continue  # "AWS account 1234...", "account id: ...": a record, not money
        spans.append(("bank account number", match.start(group), match.end(group)))
    return spans


def key_bytes_spans(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each list of bytes that is key material (module docstring)."""
    spans: list[tuple[str, int, int]] = []
    for match in _BYTE_LIST.finditer(text):
        values = [int(v) for v in match.group(0).strip("[], \n").replace(" ", "").split(",") if v]
        if max(values) > 255 or len(set(values)) < _BYTES_DISTINCT * len(values):
            continue
        before = text[max(0, match.start() - 120) : match.start()]
        if len(values) in _KEY_SIZES or _KEY_NAMED.search(before):
            spans.append(("key bytes", match.start(), match.end()))
    return spans


def _other_card(text: str, at: int, written: str, digits: str) -> bool:
    """A Luhn-valid number of another issuer in a card's shape, or of any prefix beside a
    card's name (on its line, or in the header of its table)."""
    if len(set(digits)) < 4 or not _luhn(digits):
        return False
    if _OTHER_ISSUER.match(digits) and (len(digits) == 16 or not written.isdigit()):
        return True
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    header = _table_header(text, line_start) if line.lstrip().startswith("|") else ""
    return bool(_CARD_NAME.search(line) or _CARD_NAME.search(header))


def _labelled_other(text: str, at: int) -> bool:
    """True if the number's line names it an IMEI, a serial, an order or a parcel's, and no card."""
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return bool(_NOT_A_CARD.search(text, line_start, at)) and not _CARD_NAME.search(line)


def _table_header(text: str, line_start: int) -> str:
    """The first line of the Markdown table the line at `line_start` is a row of."""
    lines = text[:line_start].splitlines()
    header = ""
    for line in reversed(lines):
        if not line.lstrip().startswith("|"):
            break
        header = line
    return header


def is_card_number(digits: str) -> bool:
    """An issuer's prefix and a valid Luhn check digit."""
    if not _ISSUER.match(digits) or len(set(digits)) < 4:
        return False
    return _luhn(digits)


def _luhn(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def is_iban(value: str) -> bool:
    """ISO 13616: the country and check digits moved to the end, letters as 10-35, mod 97."""
    if not IBAN_LENGTH[0] <= len(value) <= IBAN_LENGTH[1] or not value[2:4].isdigit():
        return False
    moved = value[4:] + value[:4]
    number = "".join(str(int(c, 36)) for c in moved)
    return int(number) % 97 == 1
