"""The audit's reproductions for MEMORY.md markers, description length, secrets in names,
aliases, the session speaker and the recall log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.config import parse_settings
from memwell.errors import InvalidMemory, SecretDetected
from memwell.memory.document import DESCRIPTION_MAX_CHARS
from memwell.memory.index_file import BLOCK_END, BLOCK_START

KEY = "AKIAQWERTYUIOPASDFGH"
TOKEN = "ghp_Qm3vT8xR2kLp9WzN4bYhX7cFj2Ds5Ga1Kq3m"


def _grep_home(home: Path, needle: str) -> list[str]:
    low = needle.lower().encode()
    return [
        str(p.relative_to(home))
        for p in home.rglob("*")
        if p.is_file() and low in p.read_bytes().lower()
    ]


# --- item 5: the managed block of MEMORY.md -----------------------------------------------


def test_a_description_holding_the_end_marker_leaves_no_ghost_entries(harness: Harness) -> None:
    # the audit's reproduction (D10)
    harness.remember("user", "zeta", "user", "z", "c")
    harness.remember("user", "alpha", "user", f"x {BLOCK_END} y", "c")
    harness.forget("zeta", "user")
    harness.forget("alpha", "user")
    prompt = harness.system_prompt().text
    assert "zeta" not in prompt and "alpha" not in prompt
    index = harness.store.read_index("user")
    assert index.count(BLOCK_START) == 1 and index.count(BLOCK_END) == 1


@pytest.mark.parametrize(
    "hostile",
    [BLOCK_START, BLOCK_END, "<!-- memwell:topics -->", "<!--/memwell:topics-->", "<!-- x -->"],
)
def test_markers_in_user_text_never_move_the_block_or_reach_the_prompt(
    harness: Harness, hostile: str
) -> None:
    harness.remember("user", "one", "user", f"before {hostile} after", "c")
    harness.store.write_index("user", f"# Notes\n{hostile}\nmore notes\n")
    harness.remember("user", "two", "user", "second", "c")
    index = harness.store.read_index("user")
    assert index.count(BLOCK_START) == 1 and index.count(BLOCK_END) == 1
    block = index[index.index(BLOCK_START) : index.index(BLOCK_END)]
    assert "[one]" in block and "[two]" in block
    prompt = harness.system_prompt().text
    assert "memwell:topics" not in prompt
    one = next(line for line in prompt.splitlines() if line.startswith("- [one]"))
    assert "<!--" not in one and "-->" not in one  # a description never opens a comment
    harness.forget("one", "user")
    harness.forget("two", "user")
    assert "[one]" not in harness.system_prompt().text


# --- item 15: description length --------------------------------------------------------------


def test_a_long_description_is_refused_with_the_limit(harness: Harness) -> None:
    harness.remember("user", "ok", "user", "d" * DESCRIPTION_MAX_CHARS, "c")
    with pytest.raises(InvalidMemory, match=rf"limit of {DESCRIPTION_MAX_CHARS}"):
        harness.remember("user", "long", "user", "d" * 30_000, "c")
    assert [m.name for m in harness.memories()] == ["ok"]


def test_a_hand_edited_long_description_is_cut_in_the_index(harness: Harness) -> None:
    harness.remember("user", "small", "user", "small one", "c")
    path = harness.layout.user_dir / "big.md"
    path.write_text(f"---\nname: big\ntype: user\ndescription: {'w' * 30_000}\n---\nc\n")
    harness.store.rebuild_index("user")
    line = next(x for x in harness.store.read_index("user").splitlines() if "[big]" in x)
    assert len(line) < DESCRIPTION_MAX_CHARS + 40
    assert "small one" in harness.system_prompt().text


# --- item 3: names, aliases, speaker, recall log ---------------------------------------------


@pytest.mark.parametrize("mode", ["refuse", "redact"])
def test_secret_names_and_aliases_are_refused_in_either_mode(
    isolated_home: Path, workspace_dir: Path, mode: str
) -> None:
    harness = Harness(isolated_home, workspace_dir, settings=parse_settings({"secrets": mode}))
    with pytest.raises(SecretDetected, match="never stored redacted"):
        harness.remember("user", TOKEN, "user", "d", "c")
    with pytest.raises(SecretDetected, match="alias"):
        harness.remember("user", "n", "user", "d", "c", aliases=[KEY])
    assert harness.memories() == []
    assert _grep_home(isolated_home, KEY) == [] and _grep_home(isolated_home, TOKEN) == []


def test_the_session_speaker_is_redacted(harness: Harness, isolated_home: Path) -> None:
    # the audit's reproduction (D7)
    harness.import_session([{"id": "1", "speaker": KEY, "content": "hi"}], session_id="s")
    harness.import_session([{"id": "2", "speaker": "alice", "content": "hello"}], session_id="s")
    assert _grep_home(isolated_home, KEY) == []
    speakers = [h.speaker for h in harness.search_sessions("hi hello")]
    assert "alice" in speakers


@pytest.mark.parametrize("secret", [KEY, TOKEN, "sk_live_4eC39HqLyjWDarjtT1zdp7dc"])
def test_the_recall_log_holds_no_lower_cased_secret(
    harness: Harness, isolated_home: Path, secret: str
) -> None:
    # the audit's reproduction (D5): query terms are lower-cased and stemmed
    harness.remember("workspace", "deploy", "project", "deploy notes", "continue the deploy")
    harness.turn(f"continue the deploy, key {secret}", session_id="t")
    harness.gate(f"deploy with {secret}", session_id="t")
    assert _grep_home(isolated_home, secret) == []
    records = [json.loads(x) for x in (isolated_home / "logs" / "recall.jsonl").open()]
    turn = next(r for r in records if r["kind"] == "turn")
    assert "deploy" in turn["query"]  # the harmless terms are still there to debug with
