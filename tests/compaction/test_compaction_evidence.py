"""The evidence the dense copy ranks by: anchors, prose that names nothing, the latest
state of a thread, and the one-line frame of a small copy."""

from __future__ import annotations

from memwell.compaction.checkpoint import CHECKPOINT_HEADER, Checkpoint, parse, render
from memwell.compaction.dense import shorten_error
from memwell.compaction.evidence import anchors, names_nothing, superseded


def test_anchors_are_the_verbatim_names_an_item_carries() -> None:
    found = anchors(
        "Bash npm test: Error [ERR_MODULE_NOT_FOUND] in `src/app.ts` via parseConfig, "
        'flag --dry-run, commit 4ea4fb4, "undefined: NaN%"'
    )
    for name in ("src/app.ts", "parseconfig", "--dry-run", "4ea4fb4", "undefined: nan%"):
        assert name in found, name
    assert anchors("Let me summarize what I have done so far.") == set()


def test_narration_that_names_nothing_is_told_apart_from_the_users_words() -> None:
    assert names_nothing("next_step", "Let me fix it too.")
    assert names_nothing("findings", "That seems like the better approach overall.")
    assert not names_nothing("findings", "switch the x-axis to `category`")
    # a decision carries its reason in words as often as in names
    assert not names_nothing("decisions", "keep the retry budget small so a dead host fails fast")
    # the user's words, the open plan and the tools' output always count
    assert not names_nothing("constraints", "keep it simple and do not add anything else")
    assert not names_nothing("todo", "wire the retry policy")
    assert not names_nothing("errors", "reported: it still shows nothing at all")


def test_a_thread_keeps_its_latest_state_only() -> None:
    kept = {
        "files": [
            "ran: pytest -q -> 2 failed",
            "ran: ruff check -> ok",
            "ran: pytest -q -> 5 passed",
        ],
        "todo": ["plan (pending): add the retry policy", "plan (pending): write docs"],
        "done": ["plan: add the retry policy"],
    }
    older = superseded(kept)  # type: ignore[arg-type]
    assert older == {("files", 0), ("todo", 0)}


def test_prose_naming_nothing_yields_its_room_to_a_fact() -> None:
    cp = Checkpoint(
        {
            "goal": ("make the importer idempotent",),
            "decisions": ("use `INSERT OR IGNORE` keyed on `row_hash`",),
            "findings": (
                "I think this is the cleanest way forward for everyone involved here.",
                "the importer runs twice when `--resume` is given",
            ),
            "next_step": ("Let me summarize what I have done so far.",),
            "errors": ("Bash pytest: sqlite3.IntegrityError: UNIQUE constraint failed: rows.id",),
        },
        1,
        40,
    )
    # room for the three facts, not for the chatter as well (the short frame is 5
    # tokens cheaper since session 9: 140 now holds a cut of the chatter too)
    text, _ = render(cp, max_tokens=130)
    assert "INSERT OR IGNORE" in text and "UNIQUE constraint failed" in text
    assert "--resume" in text
    assert "cleanest way forward" not in text and "Let me summarize" not in text


def test_a_small_copy_says_its_frame_on_the_header_line_and_reads_back() -> None:
    cp = Checkpoint(
        {
            "goal": ("port the billing service",),
            "decisions": tuple(f"use `opt{i}`" for i in range(40)),
        },
        1,
        80,
    )
    archive = (
        "(full messages 2-81: `memwell session search WORDS --session-id s` / MCP session_search)"
    )
    text, omitted = render(cp, max_tokens=150, archive=archive)
    lines = text.splitlines()
    # with a pointer the header is the header alone: the pointer names the messages
    # condensed (session 12); without one the header line says how many
    assert lines[0] == CHECKPOINT_HEADER
    bare, _ = render(cp, max_tokens=150)
    assert bare.splitlines()[0] == f"{CHECKPOINT_HEADER} 80 earlier messages, condensed."
    # the small copy names the command only, and not how many items it left out (the
    # pointer says where they are); the full one names the MCP tool as well
    assert omitted > 0
    assert lines[-2] == "(full messages 2-81: `memwell session search WORDS --session-id s`)"
    parsed = parse(text)
    assert parsed is not None and parsed.get("goal") == ("port the billing service",)
    # a large budget keeps the full framing
    full, _ = render(cp, max_tokens=4000, archive=archive)
    assert full.splitlines()[0] == CHECKPOINT_HEADER
    assert "/ MCP session_search" in full


def test_the_same_error_from_another_run_is_said_once() -> None:
    kept = {
        "errors": [
            "Bash python -m pytest: python: No module named pytest",
            "Bash ruff check: a.py:1:1: F401 `os` imported but unused (exit code 1)",
            "Bash source .venv/bin/activate && python -m pytest: python: No module named pytest",
        ]
    }
    assert superseded(kept) == {("errors", 0)}  # type: ignore[arg-type]


def test_an_error_line_gives_up_its_long_call_label_before_its_message() -> None:
    item = (
        "run_terminal_cmd source .venv/bin/activate && ruff check --output-format=github "
        "--fix --unsafe-fixes src tests: src/opero/retry.py:15:8: F401 `logging` imported"
    )
    cut = shorten_error(item, 120)
    assert len(cut) <= 120
    assert cut.endswith("src/opero/retry.py:15:8: F401 `logging` imported")
    assert cut.startswith("run_terminal_cmd source")
