"""Each raw file of the real-transcript corpus loads in its agent's own structure.

The expected counts were taken from the files themselves, not from the converters. User
turns: the `####` runs of an Aider history, the `_**User**_` headers of a Cursor export,
the task message of a SWE-agent trajectory (not its demonstration). Tool calls: Aider's
runs of `>` lines outside the model's fenced blocks (where `>>>>>>> REPLACE` is the
model's own text; the output of a `/run` or `/test` the user typed - its first line
quoted, the rest not, then the quoted copy - is one run), the Cursor blocks that have
a tool's shape (`Read file:`, a failed call, a ```bash block, a ```diff block, a
`<details>` search), SWE-agent's `action`s (the final `submit` has no result), the
`<tool-use>` blocks of a SpecStory v2 export.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from memwell.compaction.transcript import analyze

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from compaction_corpus import CORPUS, load_raw, swe_agent_to_openai  # noqa: E402

# file: (agent, user turns, tool calls, tool results)
EXPECTED = {
    "aider-blame.aider.chat.history.md": ("aider", 41, 41, 41),
    "aider-maptokens.aider.chat.history.md": ("aider", 16, 20, 20),
    "aider-tokenizers.aider.chat.history.md": ("aider", 4, 5, 5),
    "cursor-opero-maint.cursor-specstory.md": ("cursor", 1, 28, 28),
    "cursor-opero-phases.cursor-specstory.md": ("cursor", 2, 66, 66),
    "cursor-twatcache-lint.cursor-specstory.md": ("cursor", 4, 24, 24),
    "cursor-twatcache-phases.cursor-specstory.md": ("cursor", 3, 38, 38),
    "swea-pydicom.traj": ("swe-agent", 1, 12, 11),
    # user turns: the `_**User**_` headers, two adjacent ones read as one message in
    # versioncheck; calls: the main thread's `<tool-use>` blocks
    "cc-spec-geminidir.specstory.md": ("claude-code", 10, 52, 52),
    "cc-spec-statswrite.specstory.md": ("claude-code", 4, 34, 34),
    "cc-spec-versioncheck.specstory.md": ("claude-code", 10, 32, 32),
    "cc-spec-xmltags.specstory.md": ("claude-code", 5, 7, 7),
    "cc-spec-ciworkflow.specstory.md": ("claude-code", 11, 31, 31),
    "cc-spec-mergeconflict.specstory.md": ("claude-code", 3, 9, 9),
    "cc-spec-prreview.specstory.md": ("claude-code", 11, 20, 20),
    "cc-spec-prtop5.specstory.md": ("claude-code", 6, 17, 17),
    # holdout2 (session 5): counted from the files the same way (Aider's `####` and `>`
    # runs; Cursor's `Read file:`, ```bash and ```diff blocks and `<details>` searches;
    # the `_**User**_` headers and main-thread `<tool-use>` blocks of the v2 export)
    "aider-confyml.aider.chat.history.md": ("aider", 15, 27, 27),
    "aider-refactor.aider.chat.history.md": ("aider", 5, 7, 7),
    "aider-subtree.aider.chat.history.md": ("aider", 19, 24, 24),
    "cursor-twatcache-docs.cursor-specstory.md": ("cursor", 2, 25, 25),
    "cursor-twatcache-merge.cursor-specstory.md": ("cursor", 4, 34, 34),
    "cc-spec-textblock.specstory.md": ("claude-code", 9, 16, 16),
    # holdout3 (session 6, the blind set): user turns counted from the files (`####`
    # runs, `_**User**_` headers); calls and results as the readers count them when the
    # set arrived (its contents are not read), each call answered
    "aider-pipcompile.aider.chat.history.md": ("aider", 2, 3, 3),
    "aider-processfile.aider.chat.history.md": ("aider", 2, 6, 6),
    "cc-spec-resumecwd.specstory.md": ("claude-code", 10, 52, 52),
    "cursor-opero-todophases.cursor-specstory.md": ("cursor", 3, 48, 48),
    "cursor-twatcache-setup.cursor-specstory.md": ("cursor", 2, 24, 24),
    "cursor-twatcache-todotasks.cursor-specstory.md": ("cursor", 3, 46, 46),
    # holdout4 (session 9, blind): turns, calls and results as the readers count them when
    # the set arrived (its contents are not read); the `_**User**_` headers of the
    # SpecStory files agree with the turns, Aider's `####` runs also hold `/` commands
    "aider-mapcache.aider.chat.history.md": ("aider", 19, 19, 19),
    "aider-paginate.aider.chat.history.md": ("aider", 10, 12, 12),
    "aider-scrapemime.aider.chat.history.md": ("aider", 12, 15, 15),
    "cc-spec-printstdout.specstory.md": ("claude-code", 9, 49, 49),
    "cursor-opero-decorators.cursor-specstory.md": ("cursor", 7, 10, 10),
    "cursor-twatcache-refactor.cursor-specstory.md": ("cursor", 6, 0, 0),
    "mswea-colon.traj.json": ("mini-swe-agent", 2, 0, 0),
    "openhands-goldbach.events.json": ("openhands", 3, 0, 0),
    # holdout5 (session 10, blind): as the readers count them when the set arrived (its
    # contents are not read)
    "aider-lintinterrupted.aider.chat.history.md": ("aider", 1, 1, 1),
    "cc-spec-goprovenance.specstory.md": ("claude-code", 19, 44, 44),
    "cursor-opero-worktodo.cursor-specstory.md": ("cursor", 2, 51, 51),
    "cursor-twatcache-depsplan.cursor-specstory.md": ("cursor", 2, 0, 0),
    "cursor-twatcache-maintenance.cursor-specstory.md": ("cursor", 1, 25, 25),
    "cursor-twatcache-strategies.cursor-specstory.md": ("cursor", 3, 6, 6),
    # holdout6 (session 11, blind): as the readers count them when the set arrived (its
    # contents are not read)
    "aider-overtime.aider.chat.history.md": ("aider", 6, 10, 10),
    "cc-spec-cursortimestamps.specstory.md": ("claude-code", 4, 16, 16),
    "cc-spec-droidwatch.specstory.md": ("claude-code", 10, 49, 49),
    "cursor-phiton-todotasks.cursor-specstory.md": ("cursor", 5, 39, 39),
    "cursor-twatcache-decorators.cursor-specstory.md": ("cursor", 2, 26, 26),
    "cursor-twatcache-implementtodo.cursor-specstory.md": ("cursor", 3, 43, 43),
    "cursor-twatcache-overview.cursor-specstory.md": ("cursor", 3, 24, 24),
    "cursor-twatcache-todolog.cursor-specstory.md": ("cursor", 2, 25, 25),
    # holdout7 (session 12, blind): as the readers count them when the set arrived (its
    # contents are not read)
    "cc-spec-askuserquestion.specstory.md": ("claude-code", 7, 30, 30),
    "cc-spec-webfetchurl.specstory.md": ("claude-code", 10, 22, 22),
    "cursor-phiton-refactor.cursor-specstory.md": ("cursor", 2, 27, 27),
    "cursor-phiton-updatetests.cursor-specstory.md": ("cursor", 2, 32, 32),
    "cursor-twatfs-ideas.cursor-specstory.md": ("cursor", 6, 60, 60),
    "cursor-twatfs-phases.cursor-specstory.md": ("cursor", 4, 41, 41),
    "cursor-twatfs-refinetodo.cursor-specstory.md": ("cursor", 2, 60, 60),
    "cursor-twatfs-todophases.cursor-specstory.md": ("cursor", 2, 106, 106),
    # holdout8 (session 13, blind; development since session 14): as the readers counted
    # them when the set arrived
    "aider-frenchdryrun.aider.chat.history.md": ("aider", 1, 1, 1),
    "cc-spec-mergestats.specstory.md": ("claude-code", 5, 76, 76),
    "cursor-twatcache-codebaseanalysis.cursor-specstory.md": ("cursor", 8, 151, 151),
    "cursor-twatcache-devcommands.cursor-specstory.md": ("cursor", 1, 24, 24),
    "cursor-twatcache-doccommands.cursor-specstory.md": ("cursor", 4, 71, 71),
    "cursor-twatcache-setupsteps.cursor-specstory.md": ("cursor", 2, 27, 27),
    "cursor-twatfs-maintenance.cursor-specstory.md": ("cursor", 2, 14, 14),
    # session 14: SpecStory's mid-2025 export separates an agent turn's reads, commands and
    # diffs by `---` under one header; counted from the file (29 `Read file:`, 46 ```bash
    # parts, 27 diff parts - 46 ```diff/```toml blocks, consecutive ones one edit - and 2
    # `<details>` searches; two more ```bash blocks sit inside the agent's prose)
    "cursor-vexylicon-glass.cursor-specstory.md": ("cursor", 16, 104, 104),
    # holdout9 (session 14, blind; development since session 15): as the readers counted
    # them when the set arrived
    "aider-afiscaffold.aider.chat.history.md": ("aider", 49, 68, 68),
    "aider-fplibgenerators.aider.chat.history.md": ("aider", 9, 44, 44),
    "cc-spec-resumetarget.specstory.md": ("claude-code", 5, 81, 81),
    # a Codex CLI session in SpecStory's older shape: 29 `Tool use: **exec_command**`
    # lines, each over its output's bare fenced block, and 5 `**Add:**` / `**Update:**`
    # patches (session 15; until then the outputs were read as prose and the patches not
    # at all: 29 calls, 0 results), and a heredoc command printed as a ```bash block over
    # its output (34 calls before it was read, later in session 15)
    "codex-spec-stdsummary.specstory.md": ("codex-cli", 4, 35, 35),
    # holdout10 (session 15, blind; development since session 16): as the readers counted
    # them when the set arrived (the trajectory's last call is the one that ends the run)
    "cc-spec-geminiprojectroot.specstory.md": ("claude-code", 6, 28, 28),
    "cc-spec-lore.specstory.md": ("claude-code", 7, 11, 11),
    "cc-spec-syncstats.specstory.md": ("claude-code", 9, 45, 45),
    "cursor-twat-pyproject.cursor-specstory.md": ("cursor", 1, 17, 17),
    "cursor-twatcache-refiningdecorators.cursor-specstory.md": ("cursor", 1, 27, 27),
    "cursor-twatcache-taskimpl.cursor-specstory.md": ("cursor", 1, 27, 27),
    "cursor-twatcache-updatetodos.cursor-specstory.md": ("cursor", 1, 28, 28),
    "swea-ctfflash.traj": ("swe-agent", 1, 4, 3),
    # holdout11 (session 16, blind; development since session 17): as the readers counted
    # them when the set arrived (the trajectory's last call is the one that ends the run)
    "cc-spec-cwdhints.specstory.md": ("claude-code", 8, 36, 36),
    "cc-spec-droidreview.specstory.md": ("claude-code", 13, 51, 51),
    "cursor-opero-comprehensiveplan.cursor-specstory.md": ("cursor", 4, 91, 91),
    "cursor-opero-implementtodo.cursor-specstory.md": ("cursor", 4, 108, 108),
    "cursor-phiton-selfrun.cursor-specstory.md": ("cursor", 2, 40, 40),
    "cursor-twatfs-doccleanup.cursor-specstory.md": ("cursor", 1, 75, 75),
    "swea-ctfigotid.traj": ("swe-agent", 1, 21, 20),
    # holdout12 (session 17, blind; development since session 18): as the readers counted
    # them when the set arrived (the trajectory's last call is the one that ends the run)
    "cc-spec-geminifsnotify.specstory.md": ("claude-code", 3, 33, 33),
    "cc-spec-slugprefix.specstory.md": ("claude-code", 10, 50, 50),
    "cursor-twatsearch-braveinfo.cursor-specstory.md": ("cursor", 10, 19, 19),
    "cursor-twatsearch-duckduckgo.cursor-specstory.md": ("cursor", 3, 21, 21),
    "cursor-twatsearch-fallaasync.cursor-specstory.md": ("cursor", 2, 28, 28),
    "cursor-twatsearch-lintkeys.cursor-specstory.md": ("cursor", 2, 22, 22),
    "cursor-twatsearch-plainpresets.cursor-specstory.md": ("cursor", 6, 76, 76),
    "swea-ctfbabytimecapsule.traj": ("swe-agent", 1, 9, 8),
    # holdout13 (session 18, blind; development since session 19): as the readers counted
    # them when the set arrived ( a function-calling trajectory answers its `submit` too)
    "cursor-twatsearch-anywebsearch.cursor-specstory.md": ("cursor", 1, 24, 24),
    "cursor-twatsearch-bingscraper.cursor-specstory.md": ("cursor", 4, 28, 28),
    "cursor-twatsearch-configconst.cursor-specstory.md": ("cursor", 2, 15, 15),
    "cursor-twatsearch-engineissues.cursor-specstory.md": ("cursor", 4, 35, 35),
    "cursor-twatsearch-issueplan.cursor-specstory.md": ("cursor", 2, 16, 16),
    "cursor-twatsearch-namechat.cursor-specstory.md": ("cursor", 3, 11, 11),
    "cursor-twatsearch-ruffmarch.cursor-specstory.md": ("cursor", 2, 16, 16),
    "swea-marshmallowfcreplace.traj": ("swe-agent", 1, 11, 11),
}


def test_every_raw_file_has_an_expected_shape() -> None:
    present = {p.name for p in (CORPUS / "raw").iterdir() if p.is_file()}
    assert present <= set(EXPECTED), sorted(present - set(EXPECTED))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_raw_file_keeps_its_turns_calls_and_results(name: str) -> None:
    path = CORPUS / "raw" / name
    if not path.exists():
        pytest.skip(f"{name} is not in this checkout")
    agent, transcript = load_raw(path)
    infos = analyze(transcript)
    calls = [c for i in infos for c in i.call_ids]
    results = [r for i in infos for r in i.result_ids]
    users = sum(1 for i in infos if i.is_user_turn)
    assert (agent, users, len(calls), len(results)) == EXPECTED[name]
    assert len(set(calls)) == len(calls), "call ids are unique"
    assert set(results) <= set(calls), "every result answers a call"
    for info in infos:
        for rid in info.result_ids:
            assert any(rid in j.call_ids for j in infos[: info.index]), "a result follows its call"


def test_swe_agent_demonstration_is_not_the_users_words() -> None:
    _, transcript = load_raw(CORPUS / "raw" / "swea-pydicom.traj")
    users = [i.text for i in analyze(transcript) if i.is_user_turn]
    assert users and not any("DEMONSTRATION" in u for u in users)
    assert "Pixel Representation attribute should be optional" in users[0]


def test_a_function_calling_trajectory_answers_each_call_with_its_tool_message() -> None:
    # SWE-agent's function-calling trajectories give observations the role `tool`; read
    # as user turns, every observation became the user's words and no call had a result
    state = "\n(Open file: /repo/calc.py)\n(Current directory: /repo)\nbash-$"
    trajectory = {
        "history": [
            {"role": "system", "content": "You are an autonomous programmer."},
            {"role": "user", "content": "ISSUE: calc.py divides by zero\n(Open file: n/a)"},
            {"role": "assistant", "thought": "Open it.", "action": 'open "calc.py"'},
            {"role": "tool", "content": "[File: calc.py (3 lines total)]" + state},
            {"role": "assistant", "thought": "Guard it.", "action": "edit 'a/b' 'a/(b or 1)'"},
            {"role": "tool", "content": "Text replaced." + state},
            {"role": "assistant", "thought": "Done.", "action": "submit"},
            {"role": "tool", "content": "diff --git a/calc.py b/calc.py" + state},
        ]
    }
    messages = swe_agent_to_openai(trajectory)
    assert [m["role"] for m in messages].count("user") == 1
    results = [m["content"] for m in messages if m["role"] == "tool"]
    assert results == [
        "[File: calc.py (3 lines total)]",
        "Text replaced.",
        "diff --git a/calc.py b/calc.py",
    ]
    paths = [
        json.loads(call["function"]["arguments"]).get("path")
        for m in messages
        for call in m.get("tool_calls", [])
    ]
    assert paths == ["calc.py", "/repo/calc.py", None]


def test_a_cursor_edit_names_its_file_only_when_the_agent_named_it() -> None:
    _, transcript = load_raw(CORPUS / "raw" / "cursor-twatcache-phases.cursor-specstory.md")
    edits = [c for i in analyze(transcript) for c in i.tool_calls if c.name == "edit_file"]
    targets = [c.arguments.get("target_file") for c in edits if isinstance(c.arguments, dict)]
    assert "context.py" in targets and "engines/__init__.py" in targets
    assert None in targets  # "let's create a test file for ..." names no file


_MID_2025_TURN = """## A session (2025-06-17)

_**User**_

Fix the blur.

---

_**Assistant**_

I'll check the tests first.

---

Read file: src/app/core.py

---

```bash
pytest -q
```

```
7 passed in 0.84s
```

---

```diff
- blur = 0
+ blur = 3
```

```diff
- steps = 4
+ steps = 8
```

---

Done: the blur is on.
"""


def test_a_mid_2025_cursor_turn_is_read_as_its_calls() -> None:
    from compaction_corpus import cursor_specstory_to_openai

    messages = cursor_specstory_to_openai(_MID_2025_TURN)
    calls = [c["function"] for m in messages for c in m.get("tool_calls", [])]
    assert [c["name"] for c in calls] == ["read_file", "run_terminal_cmd", "edit_file"]
    assert '"pytest -q"' in calls[1]["arguments"]
    assert "+ blur = 3" in calls[2]["arguments"] and "+ steps = 8" in calls[2]["arguments"]
    outputs = [m["content"] for m in messages if m["role"] == "tool"]
    assert "7 passed in 0.84s" in outputs
    said = [m["content"] for m in messages if m["role"] == "assistant" and m.get("content")]
    assert said == ["I'll check the tests first.", "Done: the blur is on."]


def test_an_aider_edit_block_stays_in_the_models_reply() -> None:
    _, transcript = load_raw(CORPUS / "raw" / "aider-blame.aider.chat.history.md")
    infos = analyze(transcript)
    assert not any(r.startswith(">>>>>> REPLACE") for i in infos for r in i.results)
    assert any(">>>>>>> REPLACE" in i.text for i in infos if i.role == "assistant")


def test_the_output_of_a_users_test_run_is_the_tools_not_the_models() -> None:
    _, transcript = load_raw(CORPUS / "raw" / "aider-subtree.aider.chat.history.md")
    infos = analyze(transcript)
    run = next(k for k, i in enumerate(infos) if i.text.startswith("/test pytest"))
    # the output's unquoted lines (pytest's traceback and summary) and its quoted copy
    # are the result of one call after the user's command
    output = next(i for i in infos[run + 1 :] if i.results)
    assert "E           NameError: name 'GitRepo' is not defined" in output.results[0]
    assert "1 failed, 6 passed in 3.28s" in output.results[0]
    assert not any("1 failed, 6 passed" in i.text for i in infos if i.role == "assistant")
    reply = next(i for i in infos[output.index + 1 :] if i.role == "assistant" and i.text)
    assert reply.text.startswith("To fix the error, we need to import the `GitRepo` class.")


def test_a_subagent_stays_apart_and_its_prompt_is_not_the_users() -> None:
    _, transcript = load_raw(CORPUS / "raw" / "cc-spec-versioncheck.specstory.md")
    side = analyze(transcript.replace(transcript.sidechain))
    # 23 of the file's 55 `<tool-use>` blocks are the Explore subagent's
    assert sum(len(i.call_ids) for i in side) == 23
    prompt = next(i for i in side if i.role == "user" and not i.results)
    assert prompt.text.startswith("In /Users/sean/Source/SpecStory/getspecstory/specstory-cli")
    users = [i.text for i in analyze(transcript) if i.is_user_turn]
    assert not any("find all code related to" in u for u in users)


def test_claude_codes_error_results_keep_their_error_flag() -> None:
    _, transcript = load_raw(CORPUS / "raw" / "cc-spec-xmltags.specstory.md")
    infos = analyze(transcript)
    flagged = [r for i in infos for r, e in zip(i.results, i.result_errors, strict=True) if e]
    assert any(r.startswith("The user doesn't want to proceed") for r in flagged)


_CODEX_TURN = """_**User (2026-06-18 10:00:00Z)**_

Fix the lint error in cli.py.

---

_**Agent (2026-06-18 10:00:01Z)**_

Tool use: **exec_command** `ruff check cli.py`

```
Chunk ID: a1b2c3
Wall time: 0.0512 seconds
Process exited with code 1
Output:
cli.py:3:1: F401 `os` imported but unused
```

_**Agent (2026-06-18 10:00:02Z)**_

**Update: `cli.py`**

```diff
@@
-import os
```

_**Agent (2026-06-18 10:00:03Z)**_

The unused import is gone.
"""


def test_a_codex_command_in_the_older_specstory_shape_keeps_its_output() -> None:
    import json

    from compaction_corpus_specstory import specstory_to_claude_jsonl

    entries = [json.loads(line) for line in specstory_to_claude_jsonl(_CODEX_TURN).splitlines()]
    blocks = [
        b
        for e in entries
        if isinstance(e["message"]["content"], list)
        for b in e["message"]["content"]
    ]
    calls = [b for b in blocks if b["type"] == "tool_use"]
    assert [(c["name"], c["input"].get("command"), c["input"].get("file_path")) for c in calls] == [
        ("exec_command", "ruff check cli.py", None),
        ("apply_patch", None, "cli.py"),
    ]
    assert "-import os" in calls[1]["input"]["patch"]
    results = [b for b in blocks if b["type"] == "tool_result"]
    assert [r["tool_use_id"] for r in results] == [c["id"] for c in calls]
    # a non-zero exit is an error result, as Codex CLI reports it to the model
    assert results[0].get("is_error") and "F401" in results[0]["content"]
    said = [b["text"] for b in blocks if b["type"] == "text"]
    assert said == ["The unused import is gone."]


_CODEX_REWRITE = """_**Agent (2026-06-18 10:00:01Z)**_

**Update: `docs/summary.md`**

```diff
@@
-# Old title
+# New title
```


```
apply_patch verification failed: Failed to find expected lines in docs/summary.md:
# Old title
```

_**Agent (2026-06-18 10:00:02Z)**_

I hit a patch mismatch, so I'm rewriting the file directly.

_**Agent (2026-06-18 10:00:03Z)**_

```bash
cat > docs/summary.md <<'EOF'
# New title

EOF
```
```
Chunk ID: d4e5f6
Wall time: 0.0511 seconds
Process exited with code 0
Output:
```
"""


def test_a_codex_patch_failure_and_a_heredoc_command_are_read_as_the_tools() -> None:
    """The older export prints a failed patch's complaint as a bare block after the patch,
    and a command too long for a `Tool use:` line as a ```bash block over its output."""
    import json

    from compaction_corpus_specstory import specstory_to_claude_jsonl

    entries = [json.loads(line) for line in specstory_to_claude_jsonl(_CODEX_REWRITE).splitlines()]
    blocks = [
        b
        for e in entries
        if isinstance(e["message"]["content"], list)
        for b in e["message"]["content"]
    ]
    calls = [b for b in blocks if b["type"] == "tool_use"]
    assert [c["name"] for c in calls] == ["apply_patch", "exec_command"]
    assert calls[1]["input"]["command"].startswith("cat > docs/summary.md <<'EOF'")
    results = [b for b in blocks if b["type"] == "tool_result"]
    assert results[0].get("is_error")
    assert results[0]["content"].startswith("apply_patch verification failed")
    assert results[1]["content"].startswith("Chunk ID: d4e5f6") and not results[1].get("is_error")
    said = [b["text"] for b in blocks if b["type"] == "text"]
    assert said == ["I hit a patch mismatch, so I'm rewriting the file directly."]


def test_a_probe_with_quotes_is_found_in_the_text_the_model_reads() -> None:
    # the benchmark looked probes up in the transcript's JSON, where a quote is `\"`: a
    # probe holding a quote was lost however faithfully the copy kept it
    from compaction_corpus import Probe
    from compaction_real import lines_of
    from memwell.compaction.transcript import loads_transcript

    said = 'ruff: F601 Dictionary key literal "API_KEY" repeated\n\tat C:\\work\\app.py'
    messages = [{"role": "user", "content": "lint it"}, {"role": "assistant", "content": said}]
    lines = lines_of(loads_transcript(json.dumps(messages), "openai"))
    assert Probe("error", ('"api_key" repeated',)).found_in(lines)
    assert Probe("error", ("\tat c:\\work\\app.py",)).found_in(lines)
    assert not Probe("error", ('\\"api_key\\"',)).found_in(lines)
