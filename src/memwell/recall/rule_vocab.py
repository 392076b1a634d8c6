"""The small bilingual vocabulary the rule model shares between memory text and tool calls.

Two tables, both English and Japanese:

* verb classes: what an action does ("delete", "force_push", "send", "pay", ...), each with
  the surface forms that name it in a rule ("never delete", "消さない", "削除しないこと");
* concepts: a handful of nouns that rules and tool calls name in different languages
  ("写真" / photo / picture / image, "予約" / booking / reservation).

They are deliberately small: a rule is matched by what it forbids (a verb class) and by the
concrete things it names (paths, branches, tables, accounts, people), which come from the
memory text itself, not from these tables. The tables only bridge the two languages and
the few spellings a verb has.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memwell.lazy_patterns import lazy_compile
from memwell.tokens import singular

# verb class -> English surface pattern (word stems), Japanese surface pattern (substrings)
_VERBS: dict[str, tuple[str, str]] = {
    "force_push": (
        r"force[- ]?push\w*|push(?:es|ed|ing)?\s+(?:\S+\s+){0,3}?(?:--force(?:-with-lease)?|-f)\b",
        r"強制プッシュ|force\s*push|フォースプッシュ",
    ),
    "push": (r"push(?:es|ed|ing)?", r"プッシュ"),
    "merge": (r"merg(?:e|es|ed|ing)", r"マージ"),
    "drop": (r"drop(?:s|ped|ping)?|recreat\w*|dropdb", r"ドロップ"),
    "truncate": (r"truncat\w*", r"トランケート"),
    "reset": (r"reset\w*|wip(?:e|es|ed|ing)", r"リセット|初期化"),
    "delete": (
        r"delet\w*|remov\w*|eras\w*|purg\w*|destroy\w*|discard\w*|trash\w*|rm|unlink\w*|"
        # what cloud APIs call deleting a machine (`terminate-instances`)
        r"terminat\w*",
        r"削除|消さ|消す|消し|消去|捨て",
    ),
    "overwrite": (r"overwrit\w*|clobber\w*", r"上書き"),
    "edit": (
        r"edit\w*|chang(?:e|es|ed|ing)|modif\w*|alter\w*|updat\w*|rewrit\w*|tweak\w*|"
        r"fix(?:es|ed|ing)?",
        r"編集|変更|書き換え|修正|更新",
    ),
    "write": (
        r"writ(?:e|es|ing|ten)|wrote|sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|record(?:s|ed|ing)?|"
        r"cop(?:y|ies|ied|ying)",
        r"書か|書く|書い|書き込|保存|記録|残さ|残す|メモ",
    ),
    "move": (r"mov(?:e|es|ed|ing)|relocat\w*|reschedul\w*", r"移動|動か"),
    "deploy": (
        r"deploy\w*|releas\w*|roll(?:s|ed|ing)?\s+out|"
        # "never set a build live on the public branch": making it live releases it
        r"(?:set|make|put|push)(?:s|ting)?\s+(?:[\w`'-]+\s+){0,3}?live|go(?:es|ing)?\s+live",
        r"デプロイ|リリース",
    ),
    "publish": (
        r"publish\w*|post(?:s|ed|ing)?|shar(?:e|es|ed|ing)|upload\w*|tweet\w*|export\w*|"
        r"leav(?:e|es|ing)|go(?:es)?\s+(?:outside|out\s+of)",
        # not 書き出す: it also means rendering files ("写真をサイト用に書き出して")
        r"公開|投稿|載せ|出さ|出す|アップ|共有|エクスポート",
    ),
    "broadcast": (
        # a send to a segment or to many ids is a narrowcast or multicast in messaging APIs
        r"broadcast\w*|mass[- ]?mail\w*|campaign\w*|narrowcast\w*|multicast\w*",
        r"一斉送信|一斉連絡|一斉",
    ),
    "forward": (r"forward\w*", r"転送"),
    "send": (
        r"send\w*|sent|e-?mail(?:ed|ing)|messag(?:ed|ing)|text(?:ed|ing)|repl(?:y|ies|ied)|notif\w*|"
        r"attach(?:es|ed|ing)?|shar(?:e|es|ed|ing)|submit\w*|"
        # leaving a place: what "never leaves the practice" forbids is sending it out
        r"leav(?:e|es|ing)|go(?:es)?\s+(?:outside|out\s+of)",
        r"送ら|送る|送っ|送信|連絡して|返信|メールして|添付|共有",
    ),
    "pay": (
        r"pay(?:s|ing|ment|ments)?|paid|transfer\w*|wire|(?:move|send)\s+money|spend\w*",
        r"支払|払う|払っ|振込|振り込|送金",
    ),
    # voiding an invoice or a label, revoking a key or an invitation cancels it
    "cancel": (
        r"cancel\w*|void(?:s|ed|ing)?|revok\w*|annul\w*|rescind\w*",
        r"キャンセル|取り消|取消",
    ),
    # money going back to a customer: a refund or a credit note
    "refund": (r"refund\w*|credit(?:s|ed|ing)?", r"返金|返品"),
    "accept": (r"accept\w*|rsvp\w*", r"承諾|受諾"),
    "book": (
        r"book(?:s|ed|ing)?|reserv\w*|order(?:ed|ing)|buy\w*|purchas\w*",
        r"予約|注文|発注|購入|買う|買っ",
    ),
    "access": (r"access\w*|log\s+in(?:to)?", r"アクセス"),
    "read": (r"read(?:s|ing)?|view\w*|list(?:s|ed|ing)?|select|query|queries", r"閲覧|参照"),
    "run": (r"run(?:s|ning)?|execut\w*|trigger\w*", r"実行|走らせ"),
    "scale": (r"scal(?:e|es|ed|ing)", r"スケール"),
    "restart": (r"restart\w*|reboot\w*|stop(?:s|ped|ping)?|kill\w*", r"再起動|停止"),
    "commit": (r"commit\w*", r"コミット"),
    # putting something somewhere: writing, publishing and sending all do ("never put the
    # account number on the website", 「下書きは drafts/ に置いてよい」)
    # pasting is putting ("never paste user data into Slack", 「Slack に貼らない」)
    "put": (r"put(?:s|ting)?|past(?:e|es|ed|ing)", r"置か|置く|置い|置き|置け|貼ら|貼る|貼っ|貼り"),
    "add": (
        r"add(?:s|ed|ing)?|us(?:e|es|ed|ing)|install\w*|introduc\w*|enabl\w*|creat(?:e|es|ed|ing)",
        r"追加|導入|使う|入れ",
    ),
}

VERB_CLASSES: tuple[str, ...] = tuple(_VERBS)

_VERB_EN = {v: lazy_compile(rf"(?i)(?<![\w-])(?:{en})(?![\w-])") for v, (en, _) in _VERBS.items()}
_ANY_VERB_EN = lazy_compile(
    "(?i)(?<![\\w-])(?:" + "|".join(f"(?:{en})" for en, _ in _VERBS.values()) + ")(?![\\w-])"
)
_CJK_TEXT = lazy_compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_VERB_JA = {v: lazy_compile(ja) for v, (_, ja) in _VERBS.items()}

# what an operation of one class also does, for matching a rule's verb
# (a force-push is a push; dropping a table deletes it; a Write overwrites and edits)
IMPLIES: dict[str, frozenset[str]] = {
    "force_push": frozenset({"push"}),
    "drop": frozenset({"delete"}),
    "truncate": frozenset({"delete"}),
    "reset": frozenset({"delete"}),
    "overwrite": frozenset({"edit", "write", "put"}),
    "edit": frozenset({"write", "put"}),
    "broadcast": frozenset({"send", "put"}),
    "refund": frozenset({"pay"}),
    "forward": frozenset({"send", "put"}),
    "write": frozenset({"put"}),
    # a post or an upload sends what it carries out of here ("送る前に確認" of a post)
    "publish": frozenset({"put", "send"}),
    "send": frozenset({"put"}),
}

# nouns that name the same thing in both languages (keys are the concept names)
_CONCEPTS: dict[str, tuple[str, ...]] = {
    "cafe": ("cafe", "café", "カフェ"),
    "photo": ("photo", "picture", "image", "pic", "写真", "画像"),
    "child": ("child", "children", "kid", "kids", "子ども", "子供", "こども", "児童"),
    "booking": ("booking", "reservation", "予約"),
    "invite": ("invite", "invitation", "招待"),
    "calendar": ("calendar", "カレンダー"),
    "event": ("event", "予定", "イベント"),
    "email": ("email", "e-mail", "mail", "gmail", "メール"),
    "message": ("message", "メッセージ", "line"),
    "group": ("group", "グループ"),
    "patient": ("patient", "患者"),
    "room": ("room", "病室", "部屋"),
    "name": ("name", "名前", "氏名", "フルネーム"),
    "condition": ("condition", "diagnosis", "病状", "症状"),
    "hospital": ("hospital", "病院"),
    "database": ("database", "db", "データベース"),
    "table": ("table", "テーブル"),
    "bucket": ("bucket", "バケット"),
    "config": ("config", "configuration", "setting", "settings", "設定"),
    "production": ("production", "prod", "本番"),
    "staging": ("staging", "ステージング"),
    "file": ("file", "ファイル"),
    "price": ("price", "pricing", "値段", "価格", "料金"),
    "shipping": ("shipping", "送料", "配送"),
    "discount": ("discount", "割引", "値引"),
    "free": ("free", "無料"),
    "website": ("website", "site", "ウェブサイト", "サイト", "ホームページ"),
    "sns": ("sns", "instagram", "insta", "twitter", "facebook", "tiktok", "インスタ"),
    "team": ("team", "チーム"),
    "money": ("money", "お金", "資金"),
    "account": ("account", "口座", "アカウント"),
    "branch": ("branch", "ブランチ"),
    "commit": ("commit", "コミット"),
    "bank": ("bank", "銀行"),
    "draft": ("draft", "下書き"),
    "secret": ("secret", "token", "password", "credential", "パスワード", "トークン"),
    # kinds of file a rule names and a call shows by its extension
    "spreadsheet": ("spreadsheet", "sheet", "xlsx", "xls", "ods", "スプレッドシート", "表計算"),
    "document": ("document", "doc", "docx", "md", "ドキュメント", "文書"),
    "shared": ("shared", "共有"),
    "repository": ("repo", "repository", "git", "github", "gitlab", "リポジトリ"),
    "vendor": ("vendor", "supplier", "業者", "仕入先", "仕入れ先"),
    # personal data a call's text shows by its form (`recall.operations` detects them)
    "phone": ("phone", "telephone", "電話番号", "電話"),
    "address": ("address", "住所"),
}

# concepts that name a kind of file: a folder may hold any of them
FILE_KINDS = frozenset({"@spreadsheet", "@document", "@photo", "@file"})

_CONCEPT_OF: dict[str, str] = {}
_CJK_CONCEPT_FORMS: list[tuple[str, str]] = []
for _concept, _forms in _CONCEPTS.items():
    for _form in _forms:
        if _form.isascii():
            _CONCEPT_OF[_form] = _concept
        else:
            _CJK_CONCEPT_FORMS.append((_form, _concept))


# words that stand for "any": a rule naming only these applies to its memory's subject
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


WILDCARDS = _words(
    """any anything anyone anybody everything everyone something someone all every other
    others nothing none 他の人 誰 お客 お客さん 顧客"""
)
# people a rule names by role: "to a customer" means any recipient, "the customers table" not
ROLES = _words("customer customers client clients people person user users")

_ENGLISH_STOP = _words(
    """a an the to of in on at for with and or but so if by from into onto out as is are be
    been was were it its this that these those my our your her his their me us we you i she
    he they them not no never don't do does did must should shall may can could would will
    always only just even directly ever anytime first before after then also without unless
    except instead via once per each there here what which who when where how ok okay fine
    allowed please thing things way hand goes go one second under within"""
)
# nouns a verb already says ("rewrite history on main", "make changes to prod"): what the
# rule names is where, not these
_VERB_NOUNS = _words("history changes change edits modifications")


def fold(text: str) -> str:
    """Case, width and accent folded (Café → cafe, full-width → ASCII); Japanese kept."""
    out = []
    for ch in unicodedata.normalize("NFKC", text).casefold():
        decomposed = unicodedata.normalize("NFD", ch)
        if ch.isascii() or len(decomposed) == 1 or not decomposed[0].isascii():
            out.append(ch)
        else:
            out.append(decomposed[0])
    return "".join(out)


_KANJI_KANA = lazy_compile(r"[\u3400-\u9fff\u30a1-\u30fa\u30fc]")  # not the ・ separator
_NOUN_PARTICLE = lazy_compile(r"[のはをがにもへ]")
_KATAKANA = lazy_compile(r"[\u30a1-\u30fa]")
_SURU_FORMS = frozenset({"しな", "する", "して", "した", "しま", "すべ", "させ", "され", "せず"})


def _ja_verb_matches(verb: str, text: str, *, nouns: bool = False) -> list[re.Match[str]]:
    """Japanese verb forms used as verbs; "売上記録" uses 記録 inside a noun, and "予約は"
    (`nouns=True` keeps these) names the thing a later verb acts on."""
    out = []
    for match in _VERB_JA[verb].finditer(text):
        before = text[match.start() - 1 : match.start()]
        after = text[match.end() : match.end() + 1]
        # a verbal noun followed by a form of する is a verb even inside a kanji run
        # (直接発注しない, 無断削除する), unlike 記録 in the noun 売上記録
        suru = text[match.end() : match.end() + 2] in _SURU_FORMS
        if (_KANJI_KANA.match(before) and not suru) or (not nouns and _NOUN_PARTICLE.match(after)):
            continue
        if _KATAKANA.match(after) and not suru:
            continue  # 共有ドキュメント: a verbal noun before a katakana noun modifies it
        out.append(match)
    return out


def verbs_in(text: str) -> set[str]:
    """The verb classes a text names ("never force-push or delete" → force_push, delete).

    A Japanese verbal noun marked as topic or object ("一斉送信は", "予約は") counts only
    when the text names no other verb."""
    found = _verbs(text, nouns=False) or _verbs(text, nouns=True)
    return found


def _verbs(text: str, *, nouns: bool) -> set[str]:
    found: set[str] = set()
    if not _ANY_VERB_EN.search(text) and not _CJK_TEXT.search(text):
        return found
    for verb in VERB_CLASSES:
        if _VERB_EN[verb].search(text) or _ja_verb_matches(verb, text, nouns=nouns):
            found.add(verb)
    if "force_push" in found:
        # "never force-push" is about force-pushing only, unless a plain push is named too
        rest = _VERB_JA["force_push"].sub(" ", _VERB_EN["force_push"].sub(" ", text))
        if not (_VERB_EN["push"].search(rest) or _VERB_JA["push"].search(rest)):
            found.discard("push")
    return found


_DETERMINED = lazy_compile(
    r"(?i)\b(?:the|a|an|this|that|these|those|our|my|your|their|its|his|her)\s+"
    # "a patient or client record": a coordinated noun before the head noun
    r"(?:[\w-]+\s+(?:or|and)\s+)?(?:[\w-]+\s+)?$"
)


# after a noun that is a sentence's subject ("Patient records must never leave")
_SUBJECT_NEXT = lazy_compile(
    r"(?i)^\s*(?:\([^)]*\)\s*)?(?:must|never|should|shall|may|can(?:not)?|can't|are|is|stay|stays|go|goes|"
    r"have|has|need|needs|will|won't|do|don't)\b"
)


def noun_only(text: str, verbs: set[str]) -> set[str]:
    """Of `verbs`, those `text` names only as nouns: each English surface form follows a
    determiner ("the subscriber list", "a post") or is the subject of the sentence's verb
    ("records must never leave"), and no Japanese form names it.

    Why: many verbs are nouns as well (list, order, record, post, share); a rule that
    forbids exporting "the subscriber list" does not forbid listing things."""
    out: set[str] = set()
    for verb in verbs:
        matches = list(_VERB_EN[verb].finditer(text))
        if not matches or _ja_verb_matches(verb, text):
            continue
        if all(
            _DETERMINED.search(text[: m.start()])
            or (m.start() > 0 and _SUBJECT_NEXT.match(text[m.end() :]))
            for m in matches
        ):
            out.add(verb)
    return out


def name_verbs(words: str) -> set[str]:
    """The verb classes the words of a tool's name say it does (`place order`, `bank
    transfer`, `delete rows`).

    Why: a tool name is a bare verb or verbal noun ("order", "upload", "transfer"), where
    prose would inflect it; the surface patterns deliberately leave some bare forms out
    ("order" is mostly a noun in prose, "in order to"). A word of a name is read as the
    verb its regular inflections name, each word on its own."""
    found = set(verbs_in(words))
    for word in words.split():
        if len(word) < 3 or verbs_in(word):
            continue
        stem = word[:-1] if word.endswith("e") else word
        for form in (word + "s", word + "ed", stem + "ing", word + "ing"):
            if hit := verbs_in(form):
                found |= hit
                break
    return found


_IMPERATIVE_SEND = lazy_compile(
    r"(?i)^\s*(?:please\s+|(?:can|could|would)\s+you\s+)?(?:e-?mail|mail|text|message|dm|ping)\s"
)


def lead_verbs(text: str) -> set[str]:
    """The verbs an English request asks for: the first one and those joined to it
    ("update the deploy docs" asks to edit, not to deploy; "stop and delete" both)."""
    if _IMPERATIVE_SEND.match(text):
        return {"send"}  # "Email Aya the link": a noun elsewhere, a verb when it leads
    found = sorted(
        (m.start(), verb) for verb in VERB_CLASSES for m in _VERB_EN[verb].finditer(text)
    )
    if not found:
        return set()
    first = found[0][0]
    out = {verb for start, verb in found if start == first}
    for start, verb in found:
        if re.search(r"(?i)(?:\band|\bthen|\bor|,|&)\s*$", text[max(0, start - 6) : start]):
            out.add(verb)
    if "force_push" in out:
        out.discard("push")
    return out


def _only_noun(word: str, nouns: frozenset[str]) -> bool:
    classes = [verb for verb, pattern in _VERB_EN.items() if pattern.fullmatch(word)]
    return bool(classes) and all(verb in nouns for verb in classes)


def verb_spans(text: str, nouns: frozenset[str] = frozenset()) -> list[tuple[int, int]]:
    """Where verbs are named, so what is left of a clause are its objects; a word used as
    a noun of one of `nouns` stays ("the subscriber list" keeps its head)."""
    spans = [
        m.span()
        for m in _ANY_VERB_EN.finditer(text)
        if not (nouns and _only_noun(m.group(0), nouns))
    ]
    if _CJK_TEXT.search(text):
        for verb in VERB_CLASSES:
            spans.extend(m.span() for m in _ja_verb_matches(verb, text))
    return spans


def names_any(text: str, verbs: frozenset[str]) -> bool:
    """Whether `text` names one of `verbs` at all (a cheap test before parsing its rules)."""
    return any(_VERB_EN[v].search(text) or _VERB_JA[v].search(text) for v in verbs if v in _VERBS)


_CJK_FORMS_RE = lazy_compile(
    "("
    + "|".join(
        sorted(
            # only words with kana inside need protecting from particle splitting (子ども)
            (re.escape(f) for f, _ in _CJK_CONCEPT_FORMS if re.search(r"[\u3040-\u309f]", f)),
            key=len,
            reverse=True,
        )
    )
    + ")"
)


def split_concept_forms(text: str) -> list[str]:
    """Japanese text cut around the concept words, so "子ども" survives particle splitting."""
    return [piece for piece in _CJK_FORMS_RE.split(text) if piece]


def concept_prefix(chunk: str) -> str | None:
    """The concept form a Japanese chunk starts with ("子どもの" → 子ども), kept whole."""
    for form, _ in _CJK_CONCEPT_FORMS:
        if chunk.startswith(form) and re.fullmatch(r"[\u3040-\u309f]*", chunk[len(form) :]):
            return form
    return None


@lru_cache(maxsize=65536)
def keys_of(term: str) -> frozenset[str]:
    """The forms a term is matched by: itself and the concept it names, in either language."""
    low = fold(term)
    keys = {low}
    if low.isascii():
        base = singular(low)
        keys.add(base)
        if base in _CONCEPT_OF:
            keys.add("@" + _CONCEPT_OF[base])
        elif low in _CONCEPT_OF:
            keys.add("@" + _CONCEPT_OF[low])
    else:
        for form, concept in _CJK_CONCEPT_FORMS:
            if form in low:
                keys.add("@" + concept)
    return frozenset(keys)


@lru_cache(maxsize=4096)
def uncovered(term: str) -> str:
    """What of a Japanese term no concept form covers (発注メール → 発注)."""
    low = fold(term)
    for form, _ in sorted(_CJK_CONCEPT_FORMS, key=lambda f: -len(f[0])):
        low = low.replace(form, "")
    return low


def is_stop(word: str) -> bool:
    return fold(word) in _ENGLISH_STOP or fold(word) in _VERB_NOUNS
