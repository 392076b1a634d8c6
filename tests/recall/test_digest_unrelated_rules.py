"""On a change turn, a memory less confident than the lead gives its rule the digest's
priority only when the rule shares a word with the turn (session 18): every confident
memory's "never" had taken an item line ahead of any further line, and the lead memory
lost the line that answered."""

from __future__ import annotations

from collections.abc import Sequence

from memwell.recall.answer_lines import LexicalLineScorer
from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import RecallHit, Unit, units
from support.hits import project_hit

TURN = "design a monthly backup check routine for nas01"
ANSWER = "Nightly backup with rclone to b2:seto-jobs at 02:00."
LEAD_LINES = (
    "Ask me before rebooting nas01 or restarting its services during office hours "
    "(Mon-Fri 8:30-17:30, Sat 9:00-12:00); outside those hours it is fine.",
    "Synology file server at 192.168.40.10, ssh alias nas01.",
    "Never delete anything under a job's raw folder.",
    ANSWER,
    "Restore tests only into /jobs/restore-test.",
)


class _ByMeaning:
    """A model-like line scorer with fixed cosines: the lead memory's lines are close to
    the turn, the other memories' rules are far from it."""

    name = "embedding:fixed"
    last_used = name

    def score(
        self, query_text: str, query: Sequence[Unit], lines: Sequence[str], context: str = ""
    ) -> list[float]:
        return LexicalLineScorer().score(query_text, query, lines, context)

    def similarities(
        self, query_text: str, lines: Sequence[str], context: str = ""
    ) -> list[float] | None:
        return [0.87 if line == ANSWER else 0.86 if line in LEAD_LINES else 0.80 for line in lines]


def _hits() -> list[RecallHit]:
    lead = project_hit(
        "nas01",
        "nas01 file server: backup check, restart hours",
        "\n".join(f"- {x}" for x in LEAD_LINES),
    )
    others = [
        project_hit(
            f"{subject}_rules",
            f"The {subject}: its monthly routine and rules",
            f"- Never {verb} without asking me first.\n- The {subject} routine is weekly.",
        )
        for subject, verb in (
            ("repository", "push to main"),
            ("mail", "send a client's documents"),
            ("bank", "pay from the club account"),
            ("shop", "change a single order's price"),
        )
    ]
    return [lead, *others]


# few lines, so that what takes them matters
POLICY = MemoryPolicy(max_digest_lines=4)


def test_unrelated_rules_leave_room_for_the_line_that_answers() -> None:
    digest, _ = build_digest(
        _hits(),
        POLICY,
        query=units(TURN),
        query_text=TURN,
        line_scorer=_ByMeaning(),
        prefer_rules=True,
    )
    assert "b2:seto-jobs" in digest.text
    # the lead memory's own rule still governs: it is its item line
    assert digest.items[0].name == "nas01"
    assert "Ask me before rebooting" in digest.items[0].line


def test_a_rule_that_names_what_the_turn_names_keeps_the_priority() -> None:
    hits = _hits()
    hits[1] = project_hit(
        "repository_rules",
        "The repository: its monthly routine and rules",
        "- Never run a backup check on the repository server yourself.\n"
        "- The repository routine is weekly.",
    )
    digest, _ = build_digest(
        hits,
        POLICY,
        query=units(TURN),
        query_text=TURN,
        line_scorer=_ByMeaning(),
        prefer_rules=True,
    )
    assert "Never run a backup check" in digest.text


def test_without_a_model_every_confident_rule_keeps_the_priority() -> None:
    digest, _ = build_digest(_hits(), POLICY, query=units(TURN), query_text=TURN, prefer_rules=True)
    shown_rules = [item for item in digest.items if "Never " in item.line]
    assert len(shown_rules) >= 2
