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
  too), whose ISO 7064 mod-97 check holds (one random value in 97).
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile

_CARD = lazy_compile(
    r"(?<![\d\-.:/])(?:\d{4,6}(?:[ \-]\d{4,6}){2,4}|\d{13,19})(?![\d\-.:/]|[ \-]\d)"
)
_IBAN = lazy_compile(
    r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])"
)
_ISSUER = lazy_compile(
    r"4|5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|6011|64[4-9]|65|"
    r"35(?:2[89]|[3-8]\d)|30[0-5]|3[689]|62"
)
CARD_DIGITS = (14, 19)  # (13-digit Visa numbers are gone; EAN-13 barcodes are not)
IBAN_LENGTH = (15, 34)


def number_spans(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each card number and IBAN in `text`."""
    spans: list[tuple[str, int, int]] = []
    if sum(c.isdigit() for c in text) < CARD_DIGITS[0]:
        return spans
    for match in _CARD.finditer(text):
        digits = "".join(c for c in match.group(0) if c.isdigit())
        if CARD_DIGITS[0] <= len(digits) <= CARD_DIGITS[1] and is_card_number(digits):
            spans.append(("payment card number", match.start(), match.end()))
    for match in _IBAN.finditer(text):
        if is_iban(match.group(0).replace(" ", "")):
            spans.append(("IBAN", match.start(), match.end()))
    return spans


def is_card_number(digits: str) -> bool:
    """An issuer's prefix and a valid Luhn check digit."""
    if not _ISSUER.match(digits) or len(set(digits)) < 4:
        return False
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
