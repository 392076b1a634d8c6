"""PreCompact on a transcript too large for its timeout: the hook's work is bounded.

A scaled-down version of `benchmarks/precompact_large.py` (which measures the 50 MB
case): the size thresholds are lowered so a ~1 MB transcript counts as large, and
what is checked is the amount of work, not the clock: the hook reads only the end of
the file, builds the checkpoint from the newest messages, logs what it did, and the
detached job it starts archives the whole transcript.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import IO, Any

import pytest

from memwell import transcripts
from memwell.api import Harness
from memwell.hooks import claude_code, deferred, precompact, runner
from memwell.layout import Layout
from memwell.transcripts import json_lines_from_end, lines_from_end

FIXTURES = Path(__file__).resolve().parents[1] / "hooks" / "fixtures"


def _recorded(kind: str) -> dict[str, Any]:
    for raw in (FIXTURES / "claude_code_transcript.jsonl").read_text(encoding="utf-8").splitlines():
        line = json.loads(raw)
        content = (line.get("message") or {}).get("content")
        derived = line.get("isMeta") or line.get("isCompactSummary")
        prompt = line.get("type") == "user" and isinstance(content, str) and not derived
        reply = line.get("type") == "assistant" and isinstance(content, list) and bool(content)
        if (kind == "prompt" and prompt) or (
            kind == "reply" and reply and content[0].get("type") == "text"
        ):
            return dict(line)
    raise AssertionError(f"no recorded {kind} line")


def write_transcript(path: Path, turns: int) -> None:
    """`turns` prompt/reply pairs in Claude Code's recorded line shape, ~6 KB a turn."""
    prompt, reply = _recorded("prompt"), _recorded("reply")
    with path.open("w", encoding="utf-8") as out:
        for n in range(turns):
            asked = {
                **prompt,
                "uuid": f"u-{n}",
                "message": {
                    "role": "user",
                    "content": (
                        f"Turn {n}: we decided to keep the retry counter per invoice. "
                        + "context " * 300
                    ),
                },
            }
            said = {**reply, "uuid": f"a-{n}"}
            said["message"] = {
                **reply["message"],
                "content": [
                    {"type": "text", "text": f"Done with turn {n}; next I will run the tests."}
                ],
            }
            out.write(json.dumps(asked) + "\n" + json.dumps(said) + "\n")


class _CountingReads:
    """Counts the bytes read from one file through binary handles."""

    def __init__(self, target: Path) -> None:
        self.target = target
        self.bytes = 0

    def wrap(self, original: Any) -> Any:
        counter = self

        def open_counted(path: Path, mode: str = "r", *args: Any, **kwargs: Any) -> IO[Any]:
            handle = original(path, mode, *args, **kwargs)
            if Path(path) != counter.target:
                return handle
            read = handle.read

            def counted(size: int = -1) -> Any:
                data = read(size)
                counter.bytes += len(data)
                return data

            handle.read = counted
            if "b" not in mode:  # text reading: every line is counted as it is iterated
                lines = iter(handle)

                class _Lines:
                    def __iter__(self) -> Any:
                        for line in lines:
                            counter.bytes += len(line.encode("utf-8"))
                            yield line

                    def __enter__(self) -> Any:
                        return self

                    def __exit__(self, *exc: object) -> None:
                        handle.close()

                return _Lines()  # type: ignore[return-value]
            return handle

        return open_counted


def test_lines_from_end_reads_only_what_is_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "log.jsonl"
    lines = [json.dumps({"n": n, "pad": "é" * 200}) for n in range(20_000)]  # ~8.5 MB
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    counter = _CountingReads(path)
    monkeypatch.setattr(Path, "open", counter.wrap(Path.open))
    newest = []
    for value in json_lines_from_end(path):
        newest.append(value["n"])
        if len(newest) == 5:
            break
    assert newest == [19_999, 19_998, 19_997, 19_996, 19_995]
    assert counter.bytes <= 1 << 20  # one block of a file eight times its size
    # read to its start, with blocks that split lines and two-byte characters, it is whole
    assert list(lines_from_end(path, block_bytes=4097))[::-1] == lines


def test_adapter_reads_the_newest_messages_up_to_its_cap(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    write_transcript(path, turns=300)
    whole = claude_code.read_transcript(path)
    capped = claude_code.read_transcript(path, max_chars=50_000)
    assert 0 < len(capped) < len(whole) / 5
    assert capped == whole[-len(capped) :]  # the same messages, ids included
    assert sum(len(m.content) for m in capped) < 50_000 + 3_000  # whole lines only


def test_precompact_on_a_large_transcript_is_bounded_and_deferred(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    write_transcript(transcript, turns=250)  # ~1.1 MB
    monkeypatch.setattr(precompact, "PRECOMPACT_INLINE_BYTES", 200_000)
    monkeypatch.setattr(claude_code, "COMPACT_READ_CHARS", 60_000)
    monkeypatch.setattr(transcripts, "_BLOCK_BYTES", 64 * 1024)
    counter = _CountingReads(transcript)
    monkeypatch.setattr(Path, "open", counter.wrap(Path.open))
    payload = json.loads((FIXTURES / "claude_code_pre_compact_manual.json").read_text("utf-8"))
    payload.update(session_id="big", transcript_path=str(transcript), cwd=str(project))

    reply = runner.run_hook("claude-code", json.dumps(payload), home=home)
    monkeypatch.undo()  # what follows is the test reading, not the hook

    assert reply.exit_code == 0
    size = transcript.stat().st_size
    assert counter.bytes < size / 4, "the hook read more than the end of the transcript"
    record = json.loads((home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()[-1])
    note = record["note"]
    assert "from the end of a 1.1 MB transcript" in note and "background job" in note
    assert "checkpoint of" in note
    harness = Harness(home, project)
    assert harness.checkpoint("big"), "no checkpoint was written"
    # the detached job archives the whole transcript, then removes its job file
    layout = Layout.resolve(home, project)
    deadline = time.monotonic() + 120
    while deferred.pending(layout) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not deferred.pending(layout), "the background archive did not finish"
    archived = {row["session_id"]: row["message_count"] for row in harness.sessions()}
    assert archived.get("big") == len(claude_code.read_transcript(transcript)) == 500
    last = json.loads((home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()[-1])
    assert last["event"] == "deferred-archive" and "archived 500 new" in last["note"]


def test_a_small_transcript_is_still_archived_in_the_hook(tmp_path: Path) -> None:
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "session.jsonl"
    write_transcript(transcript, turns=20)
    payload = json.loads((FIXTURES / "claude_code_pre_compact_manual.json").read_text("utf-8"))
    payload.update(session_id="small", transcript_path=str(transcript), cwd=str(project))
    runner.run_hook("claude-code", json.dumps(payload), home=home)
    note = json.loads((home / "logs" / "hooks.jsonl").read_text("utf-8").splitlines()[-1])["note"]
    assert "checkpoint from every message read; archived 40 messages" in note
    assert "checkpoint of" in note
    assert not deferred.pending(Layout.resolve(home, project))
    sessions = {r["session_id"]: r["message_count"] for r in Harness(home, project).sessions()}
    assert sessions["small"] == 40


@pytest.mark.parametrize("layout", ["jsonl log", "one-line document", "indented document"])
def test_gemini_capped_read_is_the_end_of_the_whole_read(tmp_path: Path, layout: str) -> None:
    from memwell.hooks import gemini_cli

    path = tmp_path / "chat.json"
    if layout == "jsonl log":
        # the recorded log, its records repeated under new ids (rewrites and `$set` kept)
        recorded = (FIXTURES / "gemini_cli_transcript.jsonl").read_text("utf-8").splitlines()
        lines = [recorded[0]]
        for n in range(40):
            lines += [raw.replace('"id":"', f'"id":"{n}-') for raw in recorded[1:]]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    else:
        records = [
            {"id": f"m{n}", "type": ("user", "gemini")[n % 2], "content": f"message {n} " * 30}
            for n in range(60)
        ]
        document = {"sessionId": "s", "messages": records}
        indent = 2 if layout == "indented document" else None
        path.write_text(json.dumps(document, indent=indent), encoding="utf-8")
    whole = gemini_cli.read_transcript(path)
    capped = gemini_cli.read_transcript(path, max_chars=3_000)
    assert 0 < len(capped) < len(whole)
    assert capped == whole[-len(capped) :]


def test_the_forced_checkpoint_is_counted_without_the_tokenizer(tmp_path: Path) -> None:
    """The agent compacts its own context; only the persisted checkpoint is used, so the
    hook does not load the tokenizer nor plan again for an exact count."""
    from memwell.compaction import tokens

    transcript = tmp_path / "t.jsonl"
    write_transcript(transcript, turns=40)
    messages = claude_code.read_transcript(transcript)
    harness = Harness(tmp_path / "home", tmp_path)
    tokens._encoding.cache_clear()
    checkpoint = harness.checkpoint_now(messages, session_id="s", archive=False)
    assert checkpoint and harness.checkpoint("s")
    assert tokens._encoding.cache_info().currsize == 0
