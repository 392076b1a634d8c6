"""Retrieval for recall: a narrow `Retriever` protocol and two implementations.

* `KeywordRetriever`: an in-memory inverted index over a list of memories (English words,
  lightly stemmed, plus CJK character bigrams), used in tests, for small homes and as the
  fallback when the search index is unavailable.
* `IndexRetriever`: adapts the derived SQLite search index (`Harness.search`), which
  returns ranked `MemoryHit`s; anything with the same attributes works.

Both return `RecallHit`s; confidence is computed by the digest from term coverage, so a
retriever's raw score scale (BM25, fused ranks) never leaks into recall decisions.
"""

from __future__ import annotations

import heapq
import math
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from memwell.errors import FrontmatterError
from memwell.memory.document import Memory, parse

_ASCII_WORD = re.compile(r"[a-z0-9]+")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]+")

_STOPWORD_TEXT = """
    a about above after again all am an and any are as at be because been before being below
    between both but by can could did do does doing done down during each few for from further
    had has have having he her here hers him his how i if in into is it its itself just let me
    more most my myself no nor not now of off on once only or other our ours out over own same
    she should so some such than that the their them then there these they this those through
    to too under until up very was we were what when where which while who whom why will with
    would you your yours also please pls ok okay hey hi thanks thank like want need make sure
    again one ones thing things now tell show give let lets let's get got go going know
    さ し す た て で と な に の は へ も や を が か から まで より です ます した して ください
    """
STOPWORDS = frozenset(_STOPWORD_TEXT.split())


_ES_AFTER = ("ss", "x", "z", "ch", "sh")


def stem(word: str) -> str:
    """A light English stemmer joining deploy/deploys/deployed/deploying, message/messages.

    A final "e" is dropped after the suffix, so change/changes/changed/changing meet.
    """
    base = word
    if len(word) > 4 and word.endswith("ies"):
        base = word[:-3] + "y"
    elif len(word) > 4 and word.endswith("es") and word[:-2].endswith(_ES_AFTER):
        base = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        base = word[:-1]
    elif len(word) > 5 and word.endswith("ing"):
        base = word[:-3]
    elif len(word) > 4 and word.endswith("ed"):
        base = word[:-2]
    if base is not word and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
        base = base[:-1]  # dropping -> dropp -> drop
    if len(base) > 3 and base.endswith("e"):
        base = base[:-1]
    return base


def terms(text: str) -> list[str]:
    """Searchable terms: stemmed ASCII words (no stopwords) and CJK character bigrams."""
    low = text.lower()
    out = [stem(w) for w in _ASCII_WORD.findall(low) if w not in STOPWORDS and len(w) > 1]
    for run in _CJK_RUN.findall(text):
        if len(run) == 1:
            continue
        out.extend(run[i : i + 2] for i in range(len(run) - 1))
    return out


_SCRIPT_CHUNK = re.compile(
    r"[\u3040-\u309f]+|[\u30a0-\u30ff\uff66-\uff9f]+|[\u3400-\u9fff\uf900-\ufaff]+"
)
_HIRAGANA = re.compile(r"^[\u3040-\u309f]+$")


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
    out: dict[str, Unit] = {}
    for term in terms(_CJK_RUN.sub(" ", text)):
        if term not in drop:
            out.setdefault(term, Unit(term, frozenset({term})))
    chunks = [c for c in _SCRIPT_CHUNK.findall(text) if len(c) >= 2]
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
        )


class Retriever(Protocol):
    """Ranked memory hits for a query; raise `MemwellError` on failure."""

    def search(self, query: str, limit: int) -> Sequence[RecallHit]: ...


class KeywordRetriever:
    """BM25 over an in-memory inverted index of memories (name, description, tags, body)."""

    def __init__(self, memories: Iterable[Memory]) -> None:
        self._memories: list[Memory] = list(memories)
        lengths: list[int] = []
        doc_counts: list[dict[str, int]] = []
        for memory in self._memories:
            fields = (
                (memory.name.replace("_", " ").replace("-", " ") + " ") * 2
                + (memory.description + " ") * 2
                + (" ".join((*memory.tags, *memory.aliases)) + " ") * 2
                + memory.body
            )
            counts: dict[str, int] = defaultdict(int)
            for term in terms(fields):
                counts[term] += 1
            lengths.append(sum(counts.values()) or 1)
            doc_counts.append(counts)
        avg = (sum(lengths) / len(lengths)) if lengths else 1.0
        # BM25's term-frequency part is fixed per (term, doc): computed once here
        self._postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        for doc_id, counts in enumerate(doc_counts):
            norm = 1.2 * (0.25 + 0.75 * lengths[doc_id] / avg)
            for term, tf in counts.items():
                self._postings[term].append((doc_id, tf * 2.2 / (tf + norm)))

    @property
    def memories(self) -> list[Memory]:
        return self._memories

    def search(self, query: str, limit: int) -> list[RecallHit]:
        n = len(self._memories)
        scores: dict[int, float] = defaultdict(float)
        for term in dict.fromkeys(terms(query)):
            postings = self._postings.get(term)
            if not postings:
                continue
            idf = math.log(1 + (n - len(postings) + 0.5) / (len(postings) + 0.5))
            for doc_id, weight in postings:
                scores[doc_id] += idf * weight
        best = heapq.nlargest(limit, scores.items(), key=lambda kv: (kv[1], -kv[0]))
        return [RecallHit.from_memory(self._memories[i], score) for i, score in best]


class IndexRetriever:
    """Adapts a `search(query, limit=...) -> hits` callable (the search index) to `Retriever`.

    `load` (optional) fetches the full memory for a hit (tags and body, for ranking and the
    gate); it is called only for the first `load_top` hits, the ones that can reach a digest.
    """

    def __init__(
        self,
        search: Callable[..., Sequence[Any]],
        load: Callable[[Any], Memory | None] | None = None,
        *,
        load_top: int = 8,
    ) -> None:
        self._search = search
        self._load = load
        self._load_top = load_top

    def search(self, query: str, limit: int) -> list[RecallHit]:
        out: list[RecallHit] = []
        for rank, hit in enumerate(self._search(query, limit=limit)):
            snippet = str(getattr(hit, "snippet", "") or "")
            memory = self._load(hit) if self._load is not None and rank < self._load_top else None
            if memory is not None:
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
                )
            )
        return out


def load_hit_file(hit: Any) -> Memory | None:
    """Parse the topic file a search hit points at (None if it vanished or is broken)."""
    path = getattr(hit, "path", None)
    if path is None:
        return None
    try:
        text = Path(path).read_text(encoding="utf-8")
        return parse(text, path=Path(path), scope=hit.scope)
    except (OSError, UnicodeDecodeError, FrontmatterError):
        return None  # the hit stays usable from its indexed fields


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
