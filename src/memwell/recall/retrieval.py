"""Retrieval for recall: a narrow `Retriever` protocol and its catalog implementation.

* `IndexRetriever`: adapts the derived SQLite catalog's search (`Harness.search`), which
  returns ranked `MemoryHit`s carrying their rows; anything with the same attributes works.

It returns `RecallHit`s; confidence is computed by the digest from term coverage, so a
retriever's raw score scale (BM25, fused ranks) never leaks into recall decisions.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from memwell.lazy_patterns import lazy_compile
from memwell.memory.document import Memory
from memwell.tokens import normalize, stem, strip_cjk, terms

# script-homogeneous chunks: hiragana, katakana, ideographs, Hangul
_SCRIPT_CHUNK = lazy_compile(
    r"[\u3040-\u309f]+|[\u30a0-\u30ff\uff66-\uff9f]+|[\u3400-\u9fff\uf900-\ufaff]+"
    r"|[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]+"
)
_HIRAGANA = lazy_compile(r"^[\u3040-\u309f]+$")
# a code typed as one run of letters and digits ("KMPLT032W", "km-plt-032w"): its letter
# and digit runs, and the separators a memory may write between them ("KM-PLT-032-W")
_TYPED_CODE = lazy_compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)*(?![A-Za-z0-9])")
_CODE_RUN = lazy_compile(r"[A-Za-z]+|[0-9]+")
_CODE_SEPARATOR = lazy_compile(r"[-_./\s]")
# a code is at least this long without its separators ("N2", "mp3" are not codes)
CODE_CHARS = 4


@dataclass(frozen=True, slots=True)
class Unit:
    """One thing a query asks about: an English term, or a Japanese word-ish chunk (its
    bigrams), so a long Japanese sentence does not count as dozens of separate terms.
    `alts` are English stems that mean the same (a Japanese turn meets an English memory)."""

    key: str
    grams: frozenset[str]
    alts: frozenset[str] = frozenset()

    def coverage(self, have: set[str] | frozenset[str]) -> float:
        if self.alts & have:
            return 1.0
        return len(self.grams & have) / len(self.grams) if self.grams else 0.0


# Japanese technical words (mostly katakana loanwords) and their English stems: a turn in
# Japanese about an English memory still meets it. Small on purpose; configurable later.
_JA_EN: dict[str, str] = {
    "ダッシュボード": "dashboard",
    "デプロイ": "deploy",
    "テスト": "test",
    "マイグレーション": "migration",
    "データベース": "database",
    "キャッシュ": "cache",
    "ログイン": "login",
    "バグ": "bug",
    "サーバー": "server",
    "サーバ": "server",
    "クラスタ": "cluster",
    "バケット": "bucket",
    "ブランチ": "branch",
    "コミット": "commit",
    "プッシュ": "push",
    "マージ": "merge",
    "リリース": "release",
    "ビルド": "build",
    "パイプライン": "pipeline",
    "トークン": "token",
    "パスワード": "password",
    "ユーザー": "user",
    "アラート": "alert",
    "ボット": "bot",
    "ノート": "note",
    "ファイル": "file",
    "フロントエンド": "frontend",
    "バックエンド": "backend",
    "スキーマ": "schema",
    "インデックス": "index",
    "クラッシュ": "crash",
    "エラー": "error",
    "ログ": "log",
    "リトライ": "retry",
    "タイムアウト": "timeout",
    "ワーカー": "worker",
    "キュー": "queue",
    "ジョブ": "job",
    "レビュー": "review",
    "ドキュメント": "doc",
    "コンフィグ": "config",
    "セッション": "session",
    "アーキテクチャ": "architecture",
    "パッケージ": "package",
    "マネージャー": "manager",
    "コマンド": "command",
    "ステージング": "staging",
    "プロダクション": "production",
    "モバイル": "mobile",
    "アプリ": "app",
    "ダークモード": "dark",
    "通知": "notification",
    "本番": "production",
    "設定": "config",
    "削除": "delete",
    "修正": "fix",
    "追加": "add",
    "実装": "implement",
    "設計": "design",
    "認証": "auth",
    "請求": "invoice",
    "決済": "payment",
    "障害": "incident",
    "原因": "cause",
    "方針": "policy",
    "規約": "convention",
    "手順": "procedure",
    "移行": "migration",
    "検索": "search",
    "監視": "monitor",
    "権限": "permission",
    "承認": "approval",
    "確認": "confirm",
    "会議": "meeting",
    "議事録": "meeting",
    "担当": "owner",
    "進捗": "status",
}
_JA_EN_STEMS: dict[str, str] = {}


def _en(word: str) -> str:
    if word not in _JA_EN_STEMS:
        _JA_EN_STEMS[word] = stem(word)
    return _JA_EN_STEMS[word]


def english_equivalents(text: str) -> list[str]:
    """English words for the Japanese technical words in `text` (for search queries)."""
    return [en for ja, en in _JA_EN.items() if ja in text]


def units(text: str, *, drop: frozenset[str] = frozenset()) -> list[Unit]:
    """The query's units: stemmed English terms and script-homogeneous CJK chunks.

    Hiragana-only chunks are particles and endings (の, を, して) unless nothing else is
    there; one-character chunks carry too little to match on.
    """
    text = normalize(text)  # as `terms` sees the hit text
    out: dict[str, Unit] = {}
    for term in terms(strip_cjk(text)):
        if term not in drop:
            out.setdefault(term, Unit(term, frozenset({term})))
    # every chunk class is outside ASCII: an ASCII text has none (and skips the compile)
    chunks = [] if text.isascii() else [c for c in _SCRIPT_CHUNK.findall(text) if len(c) >= 2]
    content = [c for c in chunks if not _HIRAGANA.match(c)]
    for chunk in content or chunks:
        grams = frozenset(chunk[i : i + 2] for i in range(len(chunk) - 1))
        if chunk in drop or grams <= drop:
            continue
        alts = frozenset(_en(en) for ja, en in _JA_EN.items() if ja in chunk)
        out.setdefault(chunk, Unit(chunk, grams, alts))
    return list(out.values())


# Request verbs say what to do, not what about; recall confidence ignores them.
REQUEST_TERMS = frozenset(
    terms(
        "add fix implement update change make create write remove delete run execute modify "
        "refactor rename build generate bump edit improve please help tell explain show give "
        "追加 修正 実装 変更 更新 作成 削除 実行 対応 改善 作って 書いて 直して"
    )
)


@dataclass(frozen=True, slots=True)
class RecallHit:
    """A retrieved memory, in the shape recall needs (a subset of `Memory`)."""

    name: str
    scope: str
    type: str
    description: str
    score: float
    snippet: str = ""
    pinned: bool = False
    updated: datetime | None = None
    tags: tuple[str, ...] = ()
    body: str = ""
    aliases: tuple[str, ...] = ()  # also in `tags` (they count as its words); kept apart
    supersedes: tuple[str, ...] = ()  # a `supersedes:` frontmatter key: older memories' names
    # the body a digest quotes statements from, when it is not `body` (what the hit is
    # scored and gated on): a deep hit's whole row, a continuation's open memory
    shown_body: str = ""

    @property
    def text(self) -> str:
        return " ".join(
            (
                self.name.replace("_", " "),
                self.description,
                " ".join(self.tags),
                self.snippet,
                self.body,
            )
        )

    @classmethod
    def from_memory(cls, memory: Memory, score: float = 0.0) -> RecallHit:
        return cls(
            name=memory.name,
            scope=memory.scope,
            type=memory.type,
            description=memory.description,
            score=score,
            snippet="",
            pinned=memory.pinned,
            updated=memory.updated or memory.created,
            tags=tuple(memory.tags) + tuple(memory.aliases),
            body=memory.body,
            aliases=tuple(memory.aliases),
            supersedes=_names(memory.extra.get("supersedes")),
        )


class Retriever(Protocol):
    """Ranked memory hits for a query; raise `MemwellError` on failure."""

    def search(self, query: str, limit: int) -> Sequence[RecallHit]: ...


class IndexRetriever:
    """Adapts the catalog's search (`search(query, limit=...) -> hits`) to `Retriever`.

    A hit carries its whole catalog row (`hit.memory`: body, tags, aliases), so no topic
    file is read. Trigger / Why / Outcome: only the first `full_top` hits bring their body
    and tags into recall's scoring (the ones that can reach a digest); deeper hits are
    scored on their name, description and snippet, which keeps their weight as tuned.
    A deeper hit still carries its body as `shown_body`: confidence by meaning can lift
    it into the digest (a question in the other language ranks it low in search), and
    then its answering statement must be there to show, not only its description.
    """

    def __init__(self, search: Callable[..., Sequence[Any]], *, full_top: int = 8) -> None:
        self._search = search
        self._full_top = full_top

    def search(self, query: str, limit: int) -> list[RecallHit]:
        found = list(self._search(query, limit=limit))
        codes = typed_codes(query)
        if codes and not any(_holds_code(hit, codes) for hit in found[: self._full_top]):
            found = self._with_coded(found, codes, limit)
        out: list[RecallHit] = []
        for rank, hit in enumerate(found):
            snippet = str(getattr(hit, "snippet", "") or "")
            row = getattr(hit, "memory", None)
            memory = row if rank < self._full_top else None
            if isinstance(memory, Memory):
                full = RecallHit.from_memory(memory, float(hit.score))
                out.append(
                    RecallHit(
                        name=full.name,
                        scope=full.scope,
                        type=full.type,
                        description=full.description,
                        score=full.score,
                        snippet=snippet,
                        pinned=full.pinned,
                        updated=full.updated,
                        tags=full.tags,
                        body=full.body,
                        aliases=full.aliases,
                        supersedes=full.supersedes,
                    )
                )
                continue
            out.append(
                RecallHit(
                    name=str(hit.name),
                    scope=str(hit.scope),
                    type=str(getattr(hit, "type", "project")),
                    description=str(getattr(hit, "description", "")),
                    score=float(hit.score),
                    snippet=snippet,
                    pinned=bool(getattr(hit, "pinned", False)),
                    updated=_parse_time(getattr(hit, "updated", None)),
                    shown_body=row.body if isinstance(row, Memory) else "",
                )
            )
        return out

    def _with_coded(self, found: list[Any], codes: tuple[str, ...], limit: int) -> list[Any]:
        """`found` with the memories that hold one of `codes` first.

        Trigger: the query holds a code of letters and digits. Why: the index cuts a
        memory's "KM-PLT-032-W" into its parts, so "KMPLT032W" (typed without the
        hyphens) matches nothing, and the memory that defines the code is not among the
        hits that are scored on their body (`full_top`). Outcome: when none of those holds
        the code, one more search by the code's letter and digit runs; its hits whose text
        holds the code (separators and case aside) go first. A search whose top already
        holds it ("ch07" written as typed) is kept as ranked: putting every holder first
        pushed a turn's rules out of its digest."""
        pieces = " ".join(run for code in codes for run in _CODE_RUN.findall(code))
        holders = [h for h in self._search(pieces, limit=limit) if _holds_code(h, codes)]
        if not holders:
            return found
        first = {(str(h.scope), str(h.name)) for h in holders}
        rest = [h for h in found if (str(h.scope), str(h.name)) not in first]
        return [*holders, *rest][:limit]


def compact_code(text: str) -> str:
    """`text` casefolded without separators: the form codes are compared in."""
    return _CODE_SEPARATOR.sub("", unicodedata.normalize("NFKC", text).casefold())


def typed_codes(text: str) -> tuple[str, ...]:
    """The codes in `text` (letters and digits, at least CODE_CHARS of them), compacted."""
    codes: list[str] = []
    for token in _TYPED_CODE.findall(unicodedata.normalize("NFKC", text)):
        code = compact_code(token)
        if (
            len(code) >= CODE_CHARS
            and any(c.isdigit() for c in code)
            and any(c.isalpha() for c in code)
            and code not in codes
        ):
            codes.append(code)
    return tuple(codes)


def _holds_code(hit: Any, codes: tuple[str, ...]) -> bool:
    row = getattr(hit, "memory", None)
    parts = [str(getattr(hit, "name", "")), str(getattr(hit, "snippet", "") or "")]
    if isinstance(row, Memory):
        parts += [row.description, row.body, " ".join(row.tags), " ".join(row.aliases)]
    compact = compact_code(" ".join(parts))
    return any(code in compact for code in codes)


def _names(value: object) -> tuple[str, ...]:
    """A frontmatter value naming memories: one name or a list of names."""
    if isinstance(value, str):
        return (value,) if value.strip() else ()
    if isinstance(value, list | tuple):
        return tuple(str(v) for v in value if str(v).strip())
    return ()


def _parse_time(value: object) -> datetime | None:
    if isinstance(value, datetime):
        return value
    if isinstance(value, int | float):
        return datetime.fromtimestamp(float(value), tz=UTC)
    if isinstance(value, str) and value:
        try:
            return datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
    return None
