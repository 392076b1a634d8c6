"""Work a hook leaves to a detached background job because the agent's hook timeout is
too short for it: archiving the whole of a large transcript after PreCompact built the
checkpoint from its newest part, and building the full checkpoint when the hook's
deadline left time only for a quick one (`hooks.precompact`).

The hook writes the job as one JSON file under `<home>/hooks/deferred/` and starts
`python -m memwell.hooks.deferred JOB` in a session of its own, with no pipes back,
so the hook returns at once. The job reads the transcript through the agent's adapter
(the same messages, with the same ids, as every other hook archives), builds the full
checkpoint first when asked (from the same newest part the hook read; it updates the
quick one, so the next SessionStart, or Gemini CLI's next prompt, injects the full one),
archives it (the import skips what the archive already holds), logs one line to
`<home>/logs/hooks.jsonl` and deletes its file. Its output and any traceback go to
`<home>/logs/hooks-deferred.log`. Should it die, nothing is lost but the full checkpoint:
the next Stop or SessionEnd hook archives the same transcript.
"""

from __future__ import annotations

import json
import re
import sys
import time
import traceback
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

from memwell.detached import start_detached
from memwell.durable import write_durable
from memwell.errors import HookPayloadError
from memwell.layout import Layout

LOG_NAME = "hooks-deferred.log"


@dataclass(frozen=True, slots=True)
class ArchiveJob:
    """Archive `transcript` (an `agent` CLI's file) under `session_id` in `home`."""

    agent: str
    session_id: str
    transcript: str
    home: str
    workspace: str
    checkpoint: bool = False  # build the session's full checkpoint before archiving
    read_chars: int = 0  # the checkpoint's messages: the newest this much text (0: all)

    @classmethod
    def load(cls, path: Path) -> ArchiveJob:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            text = ("agent", "session_id", "transcript", "home", "workspace")
            return cls(
                **{key: str(data[key]) for key in text},
                checkpoint=data.get("checkpoint") is True,
                read_chars=max(0, int(data.get("read_chars") or 0)),
            )
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise HookPayloadError("deferred", f"{path}: not an archive job ({exc})") from exc


def start_archive(
    layout: Layout,
    agent: str,
    session_id: str,
    transcript: Path,
    *,
    checkpoint: bool = False,
    read_chars: int = 0,
) -> int:
    """Write an archive job (with `checkpoint`, one that first builds the full checkpoint
    from the newest `read_chars` of text) and start it detached; its process id."""
    where = (str(transcript), str(layout.home), str(layout.workspace))
    job = ArchiveJob(agent, session_id, *where, checkpoint=checkpoint, read_chars=read_chars)
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", session_id)[:80]
    path = layout.deferred_hooks_dir / f"{safe}-{uuid.uuid4().hex[:8]}.json"
    data = json.dumps(asdict(job), ensure_ascii=False).encode("utf-8")
    write_durable(path, data, home=layout.home)
    command = [sys.executable, "-m", "memwell.hooks.deferred", str(path)]
    return start_detached(command, layout.logs_dir / LOG_NAME, home=layout.home)


def pending(layout: Layout) -> list[Path]:
    """The job files not yet finished (a job deletes its own when it is done)."""
    folder = layout.deferred_hooks_dir
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def run_archive(path: Path) -> int:
    """Run one archive job; the number of messages it added to the archive."""
    from memwell.api import Harness  # the background process pays for it, not the hook
    from memwell.hooks.runner import adapter_for, log_record

    job = ArchiveJob.load(path)
    started = time.perf_counter()
    try:
        harness = Harness(Path(job.home), Path(job.workspace))
        adapter = adapter_for(job.agent)
        built = ""
        if job.checkpoint:
            newest = adapter.read_transcript(Path(job.transcript), max_chars=job.read_chars or None)
            text = harness.checkpoint_now(newest, session_id=job.session_id, archive=False)
            built = f"full checkpoint of {len(text or '')} chars from {len(newest)} messages; "
        messages = adapter.read_transcript(Path(job.transcript))
        added: int = harness.archive(messages, session_id=job.session_id)
        log_record(
            Path(job.home),
            {
                "agent": job.agent,
                "event": "deferred-archive",
                "session_id": job.session_id,
                "note": f"{built}archived {added} new of {len(messages)} messages of "
                f"{job.transcript}",
                "elapsed_ms": round((time.perf_counter() - started) * 1000, 2),
            },
        )
        return added
    finally:
        path.unlink(missing_ok=True)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        sys.stderr.write("usage: python -m memwell.hooks.deferred JOB_FILE\n")
        return 2
    try:
        run_archive(Path(argv[0]))
    # Trigger: anything failing in a background job nobody waits for. Why: its only
    # witness is the log. Outcome: the traceback in logs/hooks-deferred.log, exit 1; the
    # next Stop or SessionEnd hook archives the transcript anyway.
    except Exception:
        from memwell.secrets.records import redact_diagnostic  # a message can quote the transcript

        sys.stderr.write(redact_diagnostic(traceback.format_exc()))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
