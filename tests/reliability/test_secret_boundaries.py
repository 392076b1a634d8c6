"""Every place memwell persists text, scanned: the boundaries the corpus benchmark pushes,
and the ones it cannot reach with a single call (the review inbox, a rejected hand edit,
the recall log's query terms for a bare value).

Secrets are generated here, not taken from a corpus line.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from memwell.api import Harness
from memwell.consolidate.types import Candidate, Evidence
from memwell.errors import InvalidMemory, SecretDetected

KEY = "ghp_" + "Qw7Er9Ty2Ui4Op6As8Df1Gh3Jk5Lz0Xc7Vb9N"
BARE_PASSWORD = "Xk9#mP2q!vL7Yt"
BARE_KEY = "Kq3mQ9vR2tLp8WzN4bYhX7cFj2Ds5Ga1"

# what memwell persists, and the boundary of the corpus benchmark that pushes text there
PERSISTED = {
    "topic body": "save content",
    "topic description": "save description",
    "topic tag": "save tag",
    "topic alias": "save alias",
    "topic name": "save name",
    "memory tools (save, MEMORY.md)": "tool memory_save",
    "MEMORY.md free text": "tool memory_update_index",
    "USER.md": "USER.md",
    "writeback": "writeback",
    "session messages": "session import content",
    "session speaker": "session import speaker",
    "compaction checkpoint and its log": "compact checkpoint",
    "recall log, turn (text and query terms)": "turn recall log",
    "recall log, gate": "gate recall log",
    "search queries (memories, sessions, the MCP tool)": "search query",
    "a hand edit that does not parse": "rejected edit",
}


def test_the_benchmark_pushes_every_persisted_field(corpus: ModuleType) -> None:
    assert set(PERSISTED.values()) <= set(corpus.BOUNDARIES)


def _home_holds(home: Path, *needles: str) -> list[str]:
    found = []
    for path in home.rglob("*"):
        if path.is_file() and not path.is_symlink():
            data = path.read_bytes().lower()
            if any(n.lower().encode() in data for n in needles):
                found.append(str(path.relative_to(home)))
    return found


def test_a_rejected_edit_is_kept_without_its_secret(harness: Harness) -> None:
    memory = harness.remember("workspace", "note", "project", "a note", "body")
    with pytest.raises(InvalidMemory) as error:
        harness.edit(memory, f"---\nname: [unclosed\n---\nthe key is {KEY}\n")
    assert "redacted" in str(error.value)
    kept = list(harness.layout.edits_dir.glob("*.rejected.md"))
    assert kept and "the key is [REDACTED]" in kept[0].read_text(encoding="utf-8")
    assert _home_holds(harness.layout.home, KEY) == []


def _candidate(quote: str) -> Candidate:
    return Candidate(
        id="c1",
        kind="fact",
        operation="add",
        scope="workspace",
        topic="deploy_notes",
        statement="The deploy uses the staging token.",
        description="deploy notes",
        evidence=(Evidence("memory", "", "deploy_notes.md", quote),),
        confidence=0.9,
        created="2026-12-01T00:00:00+00:00",
    )


def test_the_inbox_keeps_no_secret_a_quote_or_an_edit_brings(harness: Harness) -> None:
    consolidation = harness.consolidation
    # a hygiene candidate quotes a topic file as it is on disk, hand edits included
    consolidation.inbox.put(_candidate(f"the token is {KEY}"))
    assert _home_holds(harness.layout.home, KEY) == []
    with pytest.raises(SecretDetected):
        consolidation.edit("c1", statement=f"use {KEY} for the deploy")
    with pytest.raises(SecretDetected) as error:
        consolidation.edit("c1", topic=f"deploy_{BARE_KEY}")
    assert BARE_KEY not in str(error.value)
    consolidation.reject("c1", f"not this, the key {KEY} was rotated")
    assert _home_holds(harness.layout.home, KEY, BARE_KEY) == []
    (stored,) = consolidation.candidates(status=None)
    assert stored.note is not None and "[REDACTED]" in stored.note


def test_a_bare_value_leaves_no_trace_in_the_recall_log(harness: Harness) -> None:
    harness.turn(f"continue the deploy, use {BARE_PASSWORD} and {BARE_KEY}", session_id="t")
    harness.gate(f"run deploy --with {BARE_KEY}", session_id="g")
    log = harness.layout.logs_dir / "recall.jsonl"
    assert log.is_file()
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert records
    # the password's longest run of letters and digits, as the audit searches
    assert _home_holds(harness.layout.home, BARE_KEY, "mP2q!vL7Yt", "vl7yt") == []


def test_an_ordinary_turn_is_logged_as_written(harness: Harness) -> None:
    text = "continue the deploy of billing-v2.3.1 to staging, see PR #4821 and ca4ba9d"
    harness.turn(text, session_id="t")
    log = (harness.layout.logs_dir / "recall.jsonl").read_text(encoding="utf-8")
    assert "billing-v2.3.1" in log and "ca4ba9d" in log and "[REDACTED]" not in log
