"""A password or a PIN as it is said aloud, dictated or written out in words.

A secret read over the phone, dictated to a voice input or copied from meeting minutes
is written as it was said: each character with its case ("大文字のエヌ、小文字のシー、
数字のハチ": capital N, small c, digit 8), each digit as its reading ("ゴ・ナナ・ナナ・ニ":
5-7-7-2), a number in kanji one digit at a time (三五三〇六一七三), in the readings Chinese
uses on the phone (三拐八五幺三: 拐 for 7, 幺 for 1), or a safe's dial as its turns
(右95左06右75: right 95, left 06, right 75). None of these has the shape the other
rules read, so this module reads them two ways:

- `spoken_view`: a view (`memwell.secrets.views.View`) where each dictated run reads as
  the characters it spells (`NcWM-831`) and each run of 4+ spoken or kanji digits as the
  ASCII digits, so the context rules judge the value after its name ("暗証番号は「577242」",
  "PUKコードは35306173"); a model number read out, or a number alone, is no secret
  (二〇二六 is a year). Since session 16 also a run of 4+ characters each said as a word
  of its own: English digits ("eight two eight seven"), the NATO alphabet, Sino-Korean
  digits (삼 구 구 공) and katakana letters without their kind (シー、ゼット、エム);
- `spoken_spans`: shapes that are a secret by themselves: a dictated run holding
  capitals, small letters and digits (no model number or name is spelled with all
  three), or two of them after a password's name on its line (a value too short for
  the context rules' bar), and a dial's three alternating turns.
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.views import View, rewritten

# one character dictated with its kind (capital, small letter, digit, symbol), or a
# symbol said by its name
_KINDS = "大文字|小文字|数字|記号"
_LETTERS = {
    "エー": "a", "エイ": "a", "ビー": "b", "シー": "c", "ディー": "d", "イー": "e", "エフ": "f",
    "ジー": "g", "エイチ": "h", "エッチ": "h", "アイ": "i", "ジェー": "j", "ジェイ": "j",
    "ケー": "k", "ケイ": "k", "エル": "l", "エム": "m", "エヌ": "n", "オー": "o", "ピー": "p",
    "キュー": "q", "アール": "r", "エス": "s", "ティー": "t", "ユー": "u", "ブイ": "v",
    "ヴィー": "v", "ダブリュー": "w", "エックス": "x", "ワイ": "y", "ゼット": "z", "ズィー": "z",
}  # fmt: skip
_SYMBOLS = {
    "ハイフン": "-", "アットマーク": "@", "ビックリマーク": "!", "エクスクラメーション": "!",
    "エクスクラメーションマーク": "!", "アンダーバー": "_", "アンダースコア": "_", "シャープ": "#",
    "ドット": ".", "ピリオド": ".", "スラッシュ": "/", "アンド": "&", "パーセント": "%",
    "ドル": "$", "アスタリスク": "*", "プラス": "+", "イコール": "=", "ハテナ": "?",
    "クエスチョンマーク": "?", "クエスチョン": "?", "コロン": ":", "チルダ": "~", "カンマ": ",",
}  # fmt: skip
_SYMBOL_NAMES = "|".join(sorted(_SYMBOLS, key=len, reverse=True))
_ITEM = (
    rf"(?:(?:{_KINDS})の[\u30a0-\u30ff\u4e00-\u9fff]{{1,8}}?(?=[、,・ 。）)\s]|$)|{_SYMBOL_NAMES})"
)
_DICTATED = lazy_compile(rf"{_ITEM}(?:[、,・ ]\s*{_ITEM}){{3,}}")
_DICTATED_ITEM = lazy_compile(rf"(?:(?P<kind>{_KINDS})の)?(?P<said>[^、,・ 。）)\s]+)")
_ALL_KINDS = frozenset(("大文字", "小文字", "数字"))
# a password's name before a run on its line: then two kinds are enough (`k4677`)
_PASSWORD_BEFORE = lazy_compile(r"(?i)パスワード|暗証|パスコード|合言葉|PW|PIN|pass")
# a safe's dial: three turns, the direction alternating (右95左06右75, 右76・左68・右49)
_DIAL = lazy_compile(r"(?:右|左)\d{1,3}[・、\- ]?(?:右|左)\d{1,3}[・、\- ]?(?:右|左)\d{1,3}")
# a digit's reading in katakana, and the separators between them
_KANA_DIGITS = {
    "ゼロ": "0", "レイ": "0", "マル": "0", "イチ": "1", "ニ": "2", "サン": "3", "ヨン": "4",
    "シ": "4", "ゴ": "5", "ロク": "6", "ナナ": "7", "シチ": "7", "ハチ": "8", "キュウ": "9",
    "ク": "9",
}  # fmt: skip
_KANA_RUN = lazy_compile(
    r"(?<![\u30a0-\u30ff])(?:ゼロ|レイ|マル|イチ|ニ|サン|ヨン|シチ|シ|ゴ|ロク|ナナ|ハチ|キュウ|ク)"
    r"(?:[・、 ](?:ゼロ|レイ|マル|イチ|ニ|サン|ヨン|シチ|シ|ゴ|ロク|ナナ|ハチ|キュウ|ク)){3,}"
    r"(?![\u30a0-\u30ff])"
)
_KANA_ITEM = lazy_compile(r"ゼロ|レイ|マル|イチ|ニ|サン|ヨン|シチ|シ|ゴ|ロク|ナナ|ハチ|キュウ|ク")
# digits in kanji one at a time, with the phone readings of Chinese (幺 1, 两 2, 拐 7,
# 洞 0); no 十, 百, 千: those write a number, not its digits
_KANJI_DIGITS = {
    "\u3007": "0", "零": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3",
    "四": "4", "五": "5", "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9",
}  # fmt: skip
_KANJI_RUN = lazy_compile(r"[〇零洞一幺二两三四五六七拐八九]{4,}(?![年月日号號])")
_MIN_DICTATED = 4
_HINT_CHARS = frozenset("のニゴシク〇零洞一幺二两三四五六七拐八九右左")


def spoken_spans(text: str) -> list[tuple[int, int]]:
    """A password dictated with capitals, small letters and digits (two of them after a
    password's name on its line), and a safe's dial read as its turns (module
    docstring)."""
    found = _spelled_password_spans(text)
    if text.isascii():
        return found
    if _dictated(text):
        for match in _DICTATED.finditer(text):
            kinds = {item.group("kind") for item in _DICTATED_ITEM.finditer(match.group(0))}
            line_start = text.rfind("\n", 0, match.start()) + 1
            named = _PASSWORD_BEFORE.search(text, line_start, match.start()) is not None
            if kinds >= _ALL_KINDS or (named and len(kinds & _ALL_KINDS) >= 2):
                found.append(match.span())
    if "右" in text or "左" in text:
        found.extend(match.span() for match in _DIAL.finditer(text))
    return found


# each character said as a word of its own: English digits, the NATO alphabet, Korean's
# Sino-Korean digits, katakana letters and digits without their kind ("eight two eight
# seven", "november romeo ... five three", "삼 구 구 공", "シー、ゼット、エム、ハチ")
_ENGLISH_SAID = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9", "niner": "9", "alfa": "a",
    "alpha": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f",
    "golf": "g", "hotel": "h", "india": "i", "juliett": "j", "juliet": "j", "kilo": "k",
    "lima": "l", "mike": "m", "november": "n", "oscar": "o", "papa": "p", "quebec": "q",
    "romeo": "r", "sierra": "s", "tango": "t", "uniform": "u", "victor": "v",
    "whiskey": "w", "xray": "x", "x-ray": "x", "yankee": "y", "zulu": "z",
}  # fmt: skip
_KOREAN_SAID = {
    "공": "0", "영": "0", "일": "1", "이": "2", "삼": "3", "사": "4", "오": "5", "육": "6",
    "륙": "6", "칠": "7", "팔": "8", "구": "9",
}  # fmt: skip
# a digit's reading in hiragana, as a voice input writes it ("ご、ろく、ご、いち"); a run
# needs four, each between separators (a particle such as に stands in a sentence)
_HIRAGANA_DIGITS = {
    "ぜろ": "0", "れい": "0", "まる": "0", "いち": "1", "に": "2", "さん": "3", "よん": "4",
    "し": "4", "ご": "5", "ろく": "6", "なな": "7", "しち": "7", "はち": "8", "きゅう": "9",
    "く": "9",
}  # fmt: skip
# the NATO alphabet and the English digits as katakana writes them down from a call
# ("ビクター、パパ、チャーリー、スリー": V, P, C, 3)
_KATAKANA_NATO = {
    "アルファ": "a", "ブラボー": "b", "ブラヴォー": "b", "チャーリー": "c", "デルタ": "d",
    "エコー": "e", "フォックストロット": "f", "ゴルフ": "g", "ホテル": "h", "インディア": "i",
    "ジュリエット": "j", "キロ": "k", "リマ": "l", "マイク": "m", "ノベンバー": "n",
    "ノーベンバー": "n", "オスカー": "o", "パパ": "p", "ケベック": "q", "ロメオ": "r",
    "シエラ": "s", "タンゴ": "t", "ユニフォーム": "u", "ビクター": "v", "ヴィクター": "v",
    "ウイスキー": "w", "ウィスキー": "w", "エックスレイ": "x", "ヤンキー": "y", "ズールー": "z",
    "ワン": "1", "ツー": "2", "スリー": "3", "フォー": "4", "ファイブ": "5", "ファイフ": "5",
    "シックス": "6", "セブン": "7", "エイト": "8", "ナイン": "9", "ナイナー": "9",
}  # fmt: skip
_KATAKANA_SAID = {**_LETTERS, **_KANA_DIGITS, **_HIRAGANA_DIGITS, **_KATAKANA_NATO}
_SAID_WORDS = {**_ENGLISH_SAID, **_KOREAN_SAID, **_KATAKANA_SAID}
_SAID = "|".join(sorted(_SAID_WORDS, key=len, reverse=True))
# a letter's case said before it ("capital romeo", "small sierra")
_CASE_SAID = r"(?:capital|uppercase|upper case|big|small|lowercase|lower case)\s+"
# (a digit or a hyphen written as itself may stand among the words: "エー・-・ピー・7・1";
# a run may start with a digit: "2 whiskey echo alpha")
_SAID_RUN = lazy_compile(
    rf"(?i)(?<![\w\-\u30a0-\u30ff])(?:\d[ ,\-、・]+)?(?:{_CASE_SAID})?(?:{_SAID})"
    rf"(?:[ ,\-、・]+(?:(?:{_CASE_SAID})?(?:{_SAID})|\d)){{3,}}"
    r"(?![\w\-\u30a0-\u30ff])"
)
_SAID_ITEM = lazy_compile(rf"(?i)(?P<case>{_CASE_SAID})?(?P<said>{_SAID})|\d")
_SAID_MIN = 4  # words said, the digits written as themselves aside
# the substrings one of those runs needs: a digit word or a letter's code word between
# spaces (not inside "none", "phone"), a Japanese comma, a Korean syllable after a space
_SAID_HINT_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "romeo",
    "sierra", "tango", "november", "oscar", "bravo", "charlie", "foxtrot", "juliet", "zulu",
)  # fmt: skip
_SAID_HINTS = (
    *(f" {word} " for word in _SAID_HINT_WORDS),
    *(f" {word}," for word in _SAID_HINT_WORDS),
    *("、", "・", " 구", " 공", " 삼", " 칠", " 팔"),
)


def _said_runs(text: str) -> list[tuple[int, int, str]]:
    """The character each word of a run of 4+ says, the separators gone."""
    low = text.lower()
    if not any(hint in low for hint in _SAID_HINTS):
        return []
    out: list[tuple[int, int, str]] = []
    for run in _SAID_RUN.finditer(text):
        items = list(_SAID_ITEM.finditer(text, run.start(), run.end()))
        if sum(not item.group(0).isdigit() for item in items) < _SAID_MIN:
            continue
        at = run.start()
        for item in items:
            if item.start() > at:
                out.append((at, item.start(), ""))
            said = item.group("said") or item.group(0)
            char = _SAID_WORDS.get(said.lower(), said)
            case = (item.group("case") or "").lower()
            if case:
                char = char.lower() if case.startswith(("small", "lower")) else char.upper()
            out.append((item.start(), item.end(), char))
            at = item.end()
    return out


# A code spelled word by word (the NATO alphabet, digits as words, in English or written
# down in katakana) of 6+ characters holding both letters and digits, after a password's
# name on its line: a password read out over the phone ("the temporary password, read
# to the user as: november romeo ... five three"). A booking reference or a postcode is
# spelled the same way, so the name must be there; "pass" alone is a passport's, a
# boarding pass's too.
_SPELLED_MIN = 6
_PASSWORD_NAMED = lazy_compile(
    r"(?i)pass(?:word|code|phrase)|(?<![a-z])pin(?![a-z])|パスワード|暗証|パスコード|合言葉"
)


def _spelled_password_spans(text: str) -> list[tuple[int, int]]:
    said = _said_runs(text)
    if not said:
        return []
    found: list[tuple[int, int]] = []
    run: list[tuple[int, int, str]] = []
    for piece in [*said, (len(text) + 1, len(text) + 1, "")]:
        if run and piece[0] > run[-1][1]:  # a gap: the run before it ended
            found.extend(_named_spelling(text, run))
            run = []
        run.append(piece)
    return found


def _named_spelling(text: str, run: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    spelled = "".join(char for _, _, char in run)
    if len(spelled) < _SPELLED_MIN:
        return []
    if not (any(c.isdigit() for c in spelled) and any(c.isalpha() for c in spelled)):
        return []
    start = run[0][0]
    line_start = text.rfind("\n", 0, start) + 1
    if _PASSWORD_NAMED.search(text, line_start, start) is None:
        return []
    return [(start, run[-1][1])]


def spoken_view(text: str) -> View | None:
    """`text` with each dictated run read as the characters it spells, each run of 4+
    digits said in katakana or written in kanji read as ASCII digits, and each run of
    4+ characters said as words (`_SAID_RUN`) read as them; None if it holds none."""
    said = _said_runs(text)
    if text.isascii() or not _HINT_CHARS.intersection(text):
        return rewritten(text, said) if said else None
    replacements: list[tuple[int, int, str]] = said
    if _dictated(text):
        for run in _DICTATED.finditer(text):
            replacements.extend(_spelled(text, run.start(), run.end()))
    if "・" in text or "、" in text or " " in text:
        for run in _KANA_RUN.finditer(text):
            replacements.extend(_said_digits(text, run.start(), run.end()))
    for run in _KANJI_RUN.finditer(text):
        replacements.extend(
            (at, at + 1, _KANJI_DIGITS[text[at]]) for at in range(run.start(), run.end())
        )
    if not replacements:
        return None
    replacements.sort()
    return rewritten(text, replacements)


def _dictated(text: str) -> bool:
    """A cheap test first: a character dictated with its kind somewhere in `text`."""
    return "文字の" in text or "数字の" in text


def _spelled(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """One character for each dictated item of `text[start:end]`, the separators gone."""
    out: list[tuple[int, int, str]] = []
    at = start
    for item in _DICTATED_ITEM.finditer(text, start, end):
        if item.start() > at:
            out.append((at, item.start(), ""))
        kind, said = item.group("kind"), item.group("said")
        if kind == "数字":
            char = _KANA_DIGITS.get(said, "0")
        elif kind in ("大文字", "小文字"):
            letter = _LETTERS.get(said, "x")
            char = letter.upper() if kind == "大文字" else letter
        else:
            char = _SYMBOLS.get(said, "#")
        out.append((item.start(), item.end(), char))
        at = item.end()
    return out


def _said_digits(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """A digit for each katakana reading of `text[start:end]`, the separators gone."""
    out: list[tuple[int, int, str]] = []
    at = start
    for item in _KANA_ITEM.finditer(text, start, end):
        if item.start() > at:
            out.append((at, item.start(), ""))
        out.append((item.start(), item.end(), _KANA_DIGITS[item.group(0)]))
        at = item.end()
    return out
