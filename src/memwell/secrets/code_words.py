"""A code of digits named by the loanword for "code" or "PIN", in any language.

Every blind corpus named a door's, an alarm's or a card's code in languages the word lists
did not hold ("Ukse kood on 1947", "Kodi i alarmit është 6509", "კარის კოდი არის 8498",
"Картын пин код 3117"). The languages differ; the word for the code does not: most of
them borrowed "code" (kod, kood, koda, kodi, kodu, kodea, cód, codi, код, კოდი, कोड,
կոդ, កូដ) or "PIN" (пин, ПИН, পিন, پن, பின்). So the word is read by its borrowed stem,
not by language, and the value where a note puts it: digits alone in a short clause
that holds the word ("PIN za karticu je 9155, nemoj nikome da kažeš.": the clause
ends at the comma). English "code" is no stem here (an error code, a status code, a
promo code are English prose; English names are `memwell.secrets.languages`' lists, and so are
Japanese and Korean ones: there コード and 코드 name any code, a department's too),
and a clause naming an error, a post code, a country, a product or a discount is
about a code that opens nothing. India's postal code is also called a PIN (Postal Index
Number: "पिन कोड 110001", "Pune - PIN 411001"): `postal_pin` reads six digits after a PIN
label as one when the label is Hindi's पिन कोड or the label and the number stand as one
part of an address, beside a place's name.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from memwell.lazy_patterns import lazy_compile

# lower-case substrings a line must hold before the patterns run
_HINTS = (
    "kod", "kood", "kóð", "koð", "cod", "cód", "код", "пин", "пін", "კოდ", "कोड", "կոդ", "কোড",
    "পিন", "پن", "பின்", "កូដ", "pin", "קוד", "كود", "کد", "โค้ด", "ኮድ",
    "ကုဒ်", "કોડ", "ਕੋਡ", "కోడ్", "ಕೋಡ್", "കോഡ്", "पिन", "પિન", "పిన్", "ፒን", "รหัส", "رمز",
    "ਪਿੰਨ", "ਪਿਨ", "പിൻ", "ಪಿನ್", "mpin", "còd",
)  # fmt: skip
# the borrowed stem with its language's endings; Latin "kod..." and "pin..." must start
# a word ("Kodi", "kodu", "PIN-ul"), the other scripts touch their endings or particles
_CODE_WORD = lazy_compile(
    r"(?i)(?<![^\W\d_])(?:k[oó]o?d(?:a|e|i|o|u|y|s|as|ea|ai|ot|om|ja|un|ul|ov|en|et|ok|ą|ę|ų|ui|us|ia|iga)?|k[oó]ð[a-zð-þ]{0,5}|"
    r"c[oóò]d(?:i|igo|ice|ul|ea)?|m?pin(?:-[a-z]{1,4})?)(?![^\W\d_])|"
    r"(?i:код|пин|пін)[\u0430-\u044f\u0451\u0456\u0457\u0454\-]{0,5}|კოდ|कोड|կոդ|কোড|পিন|پن|பின்|កូដ|"
    # the stem closing a compound where only that language writes it (Estonian "uksekood",
    # Icelandic "öryggiskóðinn"), and the loanword in more scripts: Hebrew, Arabic, Persian,
    # Thai, Amharic, Burmese, Gujarati, Punjabi, Telugu, Kannada, Malayalam; "PIN" in
    # Devanagari, Gujarati, Telugu, Ge'ez and Gurmukhi; the words Thai and Persian use for a code
    r"[^\W\d_]{2,}(?:kood(?:i|ia|iga|ist)?|k[oó]ð[a-zð-þ]{0,5})(?![^\W\d_])|"
    # (and "PIN" in Malayalam and Kannada; the mobile wallets' MPIN in Latin)
    r"קוד|كود|کد|โค้ด|ኮድ|ကုဒ်|કોડ|ਕੋਡ|కోడ్|ಕೋಡ್|കോഡ്|पिन|પિન|పిన్|ፒን|รหัส|رمز|ਪਿੰਨ|ਪਿਨ|പിൻ|ಪಿನ್"
)
# a clause ends at a comma, a stop, a dash between spaces or the scripts' own stops
_CLAUSE_BREAK = lazy_compile(
    r"[,;.!?\u060c\u061f\u06d4\u0964\u0589\u17d4\u3001\u3002]\s|[,;!?\u060c\u061f\u06d4\u0964\u0589\u17d4\u3001\u3002]|\.$|\s[\u2013\u2014-]\s"
)
# the value: 4-8 digits alone (a suffix joined by a hyphen is the language's: "7874-dir")
_DIGITS = lazy_compile(r"(?<![\w.,:/+#\-])\d{4,8}(?=-[^\W\d_]{1,4}(?![\w-])|(?![\w.,:/%°\-]?\w))")
# what a clause says when its code opens nothing: an error, a post code, a country's or
# an area's dialling code, a product's, a discount's, a course's, a status or an exit code
_OPENS_NOTHING = lazy_compile(
    r"(?i)err|fehler|feil|fejl|fout|hata|virhe|chyb|gre[šs]|napak|klaid|kļūd|viga|hiba|"
    r"b[łl][ęe]d|ошибк|помилк|грешк|post|pocz|почт|zip|area|countr|pa[íi]s|land|orsz|"
    # (short stems start a word: `kartico`, a card, holds "artic"; `Korean` holds "ean";
    # Somali `Lambarka`, a number, holds "bar")
    r"status|exit|http|(?<![^\W\d_])(?:sku|ean|arti[ck])|isbn|produ|товар|promo|rabat|"
    r"discount|gutschein|"
    r"coupon|kupon|купон|voucher|kurs|курс|course|ders|(?<![^\W\d_])(?:qr|bar)|sport|color|"
    r"farb|couleur|"
    r"colou?r|цвет|tax|fiscal|steuer|iban|swift|bic|version|verz|wersj|верси|line|zeile|"
    r"linia|строк|page|seite|stron|страниц|polic|polít|polit|richtlin|политик|"
    # the same in the other scripts: error, post, discount, coupon, product, status
    r"ข้อผิดพลาด|ไปรษณีย์|ส่วนลด|שגיאה|מיקוד|קופון|הנחה|خطأ|بريد|خصم|كوبون|خطا|پستی|تخفیف|"
    r"त्रुटि|एरर|डाक|छूट|"
    # a policy about codes or passwords ("password policy 2026" in Thai, Arabic, Hindi)
    r"นโยบาย|سياسة|سیاست|नीति"
)
# counted from the word before the code's name to the value; when the value comes first,
# to the word after the name (a count before a PIN word names no PIN: `"tokens: 128000":
# digits only count after a PIN`)
_CLAUSE_WORDS_MAX = 9
_VALUE_FIRST_WORDS_MAX = 7


def code_word_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of digits alone in a short clause holding a borrowed word for a code
    or a PIN, the clause's first words starting its line or sentence."""
    lowered = text.lower()
    if not any(hint in lowered for hint in _HINTS) or not any(c.isdigit() for c in text):
        return
    line_start = 0
    for line in text.splitlines(keepends=True):
        low = line.lower()  # the hints, then digits, then the patterns: most lines stop early
        if any(hint in low for hint in _HINTS) and any(c.isdigit() for c in line):
            yield from _line_spans(line, line_start)
        line_start += len(line)


def _line_spans(line: str, offset: int) -> Iterator[tuple[int, int]]:
    if not _DIGITS.search(line) or not _CODE_WORD.search(line):
        return
    start = 0
    for stop in [*(m.end() for m in _CLAUSE_BREAK.finditer(line)), len(line)]:
        clause = line[start:stop]
        clause_start = start
        start = stop
        word = _CODE_WORD.search(clause)
        if word is None:
            continue
        values = list(_DIGITS.finditer(clause))
        if len(values) != 1 or _numbers(clause) != 1 or _OPENS_NOTHING.search(clause):
            continue  # "PIN 1 of the connector 3300": which number is the code?
        value = values[0]
        # counted from the word before the code's name, the value after it: words written
        # in front of the clause ("run deploy with La PIN de mia bankkarto estas 8682")
        # are not its own
        named_from = clause.rfind(" ", 0, max(0, clause.rfind(" ", 0, word.start())))
        named_to = len(clause)
        if value.start() < word.start():
            # the value first ("Is é 8251 an uimhir PIN don chárta"): from the word before
            # it to the word after the code's name
            named_from = clause.rfind(" ", 0, max(0, clause.rfind(" ", 0, value.start())))
            after = clause.find(" ", word.end() + 1)
            named_to = len(clause) if after < 0 else after
        limit = _VALUE_FIRST_WORDS_MAX if value.start() < word.start() else _CLAUSE_WORDS_MAX
        if len(clause[max(0, named_from) : named_to].split()) > limit:
            continue
        yield offset + clause_start + value.start(), offset + clause_start + value.end()


def _numbers(clause: str) -> int:
    """How many runs of digits `clause` holds."""
    return sum(1 for digits, _ in itertools.groupby(clause, str.isdigit) if digits)


_EN_DASH = "\u2013"
_DASHES = f" -{_EN_DASH}"
_PUNCTUATION = f".,:;()[]{_DASHES}"
# India's postal code: six digits, the first 1-8 (a region)
_POSTAL_DIGITS = frozenset("12345678")
# the label of a postal code alone: a PIN word, "code" in a script, a colon
_POSTAL_LABEL = lazy_compile(
    r"(?i)\s*(?:pin(?:\s*-?\s*code)?|pincode|पिन(?:\s*कोड)?|पिनकोड)\s*(?:no\.?|number|नंबर)?\s*[:\-]?\s*$"
)
# what a PIN opens, named beside a label (a card's details are no address)
_OPENS = (
    "card", "bank", "atm", "sim", "phone", "door", "lock", "safe", "account", "wallet",
    "debit", "credit", "voicemail", "alarm", "कार्ड", "बैंक", "एटीएम", "फोन", "खाता",
)  # fmt: skip


def postal_pin(text: str, start: int, end: int) -> bool:
    """True if the six digits `text[start:end]` are India's postal code by their context:
    after Hindi's पिन कोड (a card's PIN is कार्ड का पिन), or after a bare PIN label that
    stands as one part of an address, a place's name beside it ("New Delhi, PIN 110001",
    "PIN code 560001, Bengaluru"): a secret's PIN is told in a sentence of its own."""
    value = text[start:end]
    if len(value) != 6 or not value.isdigit() or value[0] not in _POSTAL_DIGITS:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    at, after = start - line_start, end - line_start
    if any(word.strip(_PUNCTUATION) in _OPENS for word in line.lower().split()):
        return False
    # the label's part: back to the address's last separator
    part_start = (
        max(line.rfind(sep, 0, at) for sep in (",", " - ", f" {_EN_DASH} ", "，", "、")) + 1
    )
    label = line[part_start:at]
    if "पिन कोड" in label or "पिनकोड" in label:
        return not any(c.isdigit() for c in line[:part_start])
    label = label.lstrip(_DASHES)
    label_match = _POSTAL_LABEL.search(label)
    if label_match is None:
        return False
    place_in_part = label[: label_match.start()]
    if place_in_part.strip():  # "Bengaluru PIN code 560001": the place, then the label
        named = "code" in label_match.group(0).lower() and label_match.group(0)[:1].isspace()
        return named and _place(place_in_part.lstrip(_DASHES))
    before, rest = line[: max(0, part_start - 1)], line[after:].lstrip(_DASHES + ",.")
    if "code" in label.lower():  # "PIN code": India's name for it, beside one place
        return _place(before.rsplit(",", 1)[-1]) or _place(rest.split(",", 1)[0])
    # a bare PIN after a place that ends an address of parts ("MG Road, Pune - PIN"),
    # not after a person's name alone ("Ramesh, PIN 482910")
    return "," in before and _place(before.rsplit(",", 1)[-1])


def _place(words: str) -> bool:
    """True if `words` read as a place's name: 1-3 words, capitalised or in Devanagari,
    no digit."""
    parts = words.replace(":", " ").split()
    if not 1 <= len(parts) <= 3 or any(c.isdigit() for c in words):
        return False
    return all(
        (w[0].isupper() and w[1:].islower() and w.isalpha())
        or all("\u0900" <= c <= "\u097f" for c in w)
        for w in parts
    )
