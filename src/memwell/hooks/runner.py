"""The hook entrypoint: one agent-CLI hook call, from stdin JSON to stdout JSON.

It fails open: whatever goes wrong inside memwell (a bad payload, a broken config, a
bug), the agent gets a neutral answer and exit code 0, so memory problems never block
the person's work. A gated tool call is the exception: it gets an explicit "ask" naming
the error, because a neutral answer there would silently drop a remembered "never".
Every call, failed or not, is logged as one JSON line in
`<home>/logs/hooks.jsonl`; a failure's traceback goes to `<home>/logs/hooks-errors.log`.

Imports stay light: the Harness and its subsystems load only when an event needs them.
"""

from __future__ import annotations

import importlib
import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, NoReturn, TypeAlias, assert_never

from memwell.durable import append, unlink
from memwell.errors import HookPayloadError, StoreError
from memwell.hooks.events import (
    AGENTS,
    HookEvent,
    HookOutcome,
    HookReply,
    Inject,
    Quiet,
    ToolVerdict,
)
from memwell.hooks.injected import fence

if TYPE_CHECKING:
    from memwell.api import Harness
    from memwell.hooks.deadline import Deadline, Watchdog
    from memwell.transcripts import TranscriptMessage

HarnessFactory: TypeAlias = "Callable[[Path | None, Path | None], Harness]"

_ADAPTERS: dict[str, str] = {
    "claude-code": "memwell.hooks.claude_code",
    "gemini-cli": "memwell.hooks.gemini_cli",
}


def adapter_for(agent: str) -> ModuleType:
    """The adapter module of an agent CLI (fail fast on an unknown name)."""
    module = _ADAPTERS.get(agent)
    if module is None:
        given = "unknown agent" if agent else "no agent given"
        raise HookPayloadError(agent, f"{given}; known: {', '.join(AGENTS)}")
    return importlib.import_module(module)


def _default_factory(home: Path | None, workspace: Path | None) -> Harness:
    """A hook answered in its own process: without the local model (the service has it)."""
    from memwell.service.fallback import in_process_harness

    return in_process_harness(home, workspace)


def run_hook(
    agent: str,
    stdin_text: str,
    *,
    home: Path | None = None,
    harness_factory: HarnessFactory | None = None,
    ignored_args: tuple[str, ...] = (),
    answered_by: str = "process",
    caller_pid: int | None = None,
    deadline: Deadline | None = None,
    exit_with: Callable[[HookReply], NoReturn] | None = None,
) -> HookReply:
    """Answer one hook call. Never raises for anything that happens inside memwell.

    `answered_by` ("process", or "service" for the warm service) goes into the call's log
    line, so the log shows which hooks had the model.

    `ignored_args` are words of the hook command line that memwell did not understand
    (`hook claude-code -v`): the call is answered anyway, and they are logged and warned
    about, because refusing them would be exit code 2, a block.

    `caller_pid` is the hook process when another process (the service) answers for it;
    None when this is the hook process.

    `deadline` (default: `HOOK_DEADLINE_S` after this process started) bounds a
    compaction event's work. `exit_with(reply)`, given when this process exists only for
    this hook, writes the answer and ends the process: a watchdog calls it at the deadline
    (after logging the call) if the answer is not ready by then."""
    started = time.perf_counter()
    warning = (
        f"ignored arguments of the hook command: {' '.join(ignored_args)}" if ignored_args else ""
    )
    try:
        adapter = adapter_for(agent)
    except HookPayloadError as exc:  # a misconfigured hook command: say so, block nothing
        problem = "; ".join(m for m in (str(exc), warning) if m)
        _log_call(home, agent, None, Quiet("unknown agent"), problem, 0.0, answered_by)
        return HookReply("", 0, message=problem)
    event: HookEvent | None = None
    watchdog: Watchdog | None = None
    outcome: HookOutcome = Quiet()
    error: str | None = None
    built: list[Harness] = []
    try:
        payload = json.loads(stdin_text) if stdin_text.strip() else None
        if not isinstance(payload, dict):
            raise HookPayloadError(agent, "stdin must be one JSON object")
        event = adapter.parse(payload)
        if deadline is not None and exit_with is not None:  # a process of its own
            deadline = deadline.within_agent_timeout(agent, event.event_name, event.cwd)
        if exit_with is not None and event.kind not in ("pre_compact", "other"):
            # a compaction event has its own watchdog, which reports what it did
            watchdog = _watch_deadline(
                home, agent, event, adapter, caller_pid, answered_by, deadline, exit_with
            )
        factory = harness_factory or _default_factory

        def harness() -> Harness:
            built.append(factory(home, event.cwd if event else None))
            # Trigger: this process answers because the service did not, and the event
            # needs memory. Why: the service takes a second or more to load its model,
            # and an agent sends its first prompt right after SessionStart; started once
            # this answer is built, it was often still loading then, and that prompt was
            # answered here without the model. Outcome: it starts now, while this process
            # builds its answer (on another core); the process ends no later than before,
            # since it started the service before exiting anyway, and a failure to start
            # changes nothing in the answer. A compaction event is answered here even
            # while the service runs (service.client), so it starts nothing.
            if len(built) == 1 and answered_by == "process" and event.kind != "pre_compact":
                _start_service(built[0])
            return built[-1]

        on_deadline: Callable[[HookReply, str], NoReturn] | None = None
        if exit_with is not None:
            answering = event

            def on_deadline(reply: HookReply, note: str) -> NoReturn:
                elapsed_ms = (time.perf_counter() - started) * 1000
                _log_call(home, agent, answering, Quiet(note), None, elapsed_ms, answered_by)
                exit_with(reply)

        outcome = decide(event, adapter, harness, deadline=deadline, on_deadline=on_deadline)
        reply: HookReply = _render(adapter, event, outcome, caller_pid)
    # Trigger: anything at all going wrong while answering a hook (bad payload, config
    # error, I/O error, a bug). Why: a hook that fails blocks or degrades the person's
    # agent, and memory is never worth that. Outcome: the neutral answer, exit 0, and
    # the error in <home>/logs/hooks.jsonl (and its traceback beside it) for a bug report.
    except Exception as exc:
        import traceback  # only when something failed

        from memwell.secrets.records import redact_diagnostic

        # the message can quote the payload: it goes to the log and, for a gated call,
        # to the agent's model, so it is scanned like any record memwell keeps
        error = redact_diagnostic(f"{type(exc).__name__}: {exc}")
        _log_error(home, agent, traceback.format_exc())
        outcome, reply = _undecided(adapter, event, error, caller_pid)
    if watchdog is not None and not watchdog.claim():
        threading.Event().wait()  # the watchdog is answering and ending the process
    if warning:
        error = "; ".join(m for m in (error, warning) if m)
        reply = replace(reply, message="; ".join(m for m in (reply.message, warning) if m))
    elapsed = (time.perf_counter() - started) * 1000
    _log_call(home, agent, event, outcome, error, elapsed, answered_by)
    return reply


def _watch_deadline(
    home: Path | None,
    agent: str,
    event: HookEvent,
    adapter: ModuleType,
    caller_pid: int | None,
    answered_by: str,
    deadline: Deadline | None,
    exit_with: Callable[[HookReply], NoReturn],
) -> Watchdog:
    """A watchdog that answers at the deadline as for a failure (`_undecided`: neutral, an
    "ask" for a gated tool call, since a gate that did not finish must not let the call
    through silently), logs the call, and ends the process.

    Trigger: a hook still working at its deadline (a gate over a megabyte command on a
    loaded machine took minutes). Why: the agent kills a hook at its timeout and then goes
    on as if it had said nothing, so a gated call would run unchecked. Outcome: the agent
    gets memwell's answer in time."""
    from memwell.hooks.deadline import HOOK_DEADLINE_S, Deadline, Watchdog

    started = time.perf_counter()
    bound = deadline or Deadline.for_hook()

    def expire() -> None:
        given = bound.seconds if bound.seconds is not None else HOOK_DEADLINE_S
        error = f"memwell did not finish within its deadline ({given:.0f} s)"
        outcome, reply = _undecided(adapter, event, error, caller_pid)
        elapsed_ms = (time.perf_counter() - started) * 1000
        _log_call(home, agent, event, outcome, error, elapsed_ms, answered_by)
        exit_with(reply)

    return Watchdog(bound, expire).start()


def _render(
    adapter: ModuleType, event: HookEvent, outcome: HookOutcome, caller_pid: int | None
) -> HookReply:
    """The adapter's reply. Every adapter takes `caller_pid`, the hook's own process when
    another process (the service) answers for it: a reply may depend on what called the
    hook (Gemini CLI's on whether a person can confirm), which only its ancestry tells."""
    reply: HookReply = adapter.render(event, outcome, caller_pid=caller_pid)
    return reply


def _undecided(
    adapter: ModuleType, event: HookEvent | None, error: str, caller_pid: int | None = None
) -> tuple[HookOutcome, HookReply]:
    """The answer when memwell failed: neutral, except for a gated tool call.

    A gate that could not check a call must not let it through silently (a lost "never"
    looks exactly like a "go"), so the person is asked, told why; the agent's own
    equivalent applies (headless Gemini CLI refuses what it cannot ask about)."""
    if event is not None and event.kind == "pre_tool" and event.tool_name in adapter.GATED_TOOLS:
        verdict = ToolVerdict(
            "ask",
            f"memwell could not check this call against its memories ({error}); "
            "confirm it yourself. Details: memwell's logs/hooks-errors.log.",
        )
        try:
            reply = _render(adapter, event, verdict, caller_pid)
        except Exception:  # rendering failed too: nothing left to say but the neutral answer
            return Quiet("error"), adapter.neutral()
        return verdict, reply
    return Quiet("error"), adapter.neutral()


def decide(
    event: HookEvent,
    adapter: ModuleType,
    harness: Callable[[], Harness],
    *,
    deadline: Deadline | None = None,
    on_deadline: Callable[[HookReply, str], NoReturn] | None = None,
) -> HookOutcome:
    """What memwell says for one event (the adapter turns it into the agent's JSON).
    `deadline` and `on_deadline` bound a compaction event (`hooks.precompact`).

    Every answer is one `Harness` call; the harness is built only for events that need it.
    An event answered in its own process then starts the warm service (`run_hook`)."""
    # an agent that sends no session id gets one per call (as a new conversation would)
    session = event.session_id or f"session-{os.urandom(6).hex()}"
    match event.kind:
        case "session_start":
            h = harness()
            text = h.session_context(session, after_compaction=event.source == "compact")
            return Inject(fence(text)) if text else Quiet("nothing to inject")
        case "prompt":
            if not event.prompt:
                return Quiet("empty prompt")
            h = harness()
            turn = h.turn_context(event.prompt, session_id=session)
            text = "\n\n".join(t for t in (_pending_checkpoint(h, session), turn.text) if t)
            return Inject(fence(text)) if text else Quiet("no recall needed")
        case "pre_tool":
            if event.tool_name not in adapter.GATED_TOOLS:
                return Quiet("tool not gated")
            check = harness().tool_check(
                event.tool_name or "", event.tool_input, session_id=session
            )
            return ToolVerdict(check.verdict, check.reason, fence(check.context))
        case "pre_compact":
            from memwell.hooks.precompact import pre_compact  # only for a compaction event

            return pre_compact(
                event, adapter, harness, session, deadline=deadline, on_deadline=on_deadline
            )
        case "stop" | "session_end":
            if event.stop_hook_active:
                return Quiet("already continuing from a stop hook")
            messages = _transcript(event, adapter)
            if not messages:
                return Quiet("no transcript")
            h = harness()
            record = h.after_turn(messages, session_id=session)
            saved = f"; saved {', '.join(record.saved)}" if record.saved else "; nothing saved"
            done = f"archived {record.archived} new of {len(messages)} messages{saved}"
            if event.kind == "session_end" and _consolidate_in_background(h):
                done += "; consolidation started in the background"
            return Quiet(done)
        case "other":
            return Quiet("event not used")
        case _:
            assert_never(event.kind)


def _start_service(harness: Harness) -> None:
    """Spawn the warm service detached (it exits by itself when idle), once a minute at
    most: a hook answered here found it not running, and the agent's next hooks will
    find it warm (`service.spawn.start_if_due`). Never raises: a failure to start is
    logged, and the answer is built as if nothing had been tried."""
    from memwell.service.address import disabled  # imported already (the client)

    # Trigger / Why / Outcome: anything failing while starting the service (no fork, a
    # full disk for the stamp, a bad config value): the hook's answer must not change
    # because of it; later hooks answer in-process, and the error is in hooks-errors.log.
    try:
        if disabled() or not harness.settings.service.autostart:
            return
        from memwell.service.spawn import start_if_due  # only when the service did not answer

        start_if_due(harness.layout.home, harness.layout.logs_dir)
    except Exception as exc:
        _log_error(harness.layout.home, "service", f"could not start the service: {exc}\n")


def _consolidate_in_background(harness: Harness) -> bool:
    """Start a detached consolidation run when `[consolidation] background = true`."""
    from memwell.consolidate import background  # only at session end

    if not harness.settings.consolidation.background:
        return False
    background.start_detached(harness.layout)
    return True


# --- checkpoints for agents without a post-compaction SessionStart ----------------------
# Claude Code starts a new context with SessionStart(source=compact), where the checkpoint
# is injected. Gemini CLI has no such event, so a PreCompress that built a checkpoint
# leaves a marker, and the next prompt of that session injects the checkpoint once.


def pending_marker(harness: Harness, session_id: str) -> Path:
    """The marker a PreCompress that built a checkpoint leaves for the next prompt."""
    # the session id is the agent's: named as its archive is (capped, hashed when it is
    # not a plain name), so `..`, an empty id or a 300-character one is still one file
    from memwell.layout import session_file_stem

    return harness.layout.pending_checkpoints_dir / session_file_stem(session_id)


def _pending_checkpoint(harness: Harness, session_id: str) -> str:
    # the marker is consumed by removing it: whoever removes it injects the checkpoint
    if not unlink(pending_marker(harness, session_id), home=harness.layout.home):
        return ""
    from memwell.context import checkpoint_text  # with the Harness, already loaded

    return checkpoint_text(harness.checkpoint(session_id))


def _transcript(event: HookEvent, adapter: ModuleType) -> list[TranscriptMessage]:
    path = event.transcript_path
    if path is None or not path.is_file():
        return []
    messages: list[TranscriptMessage] = adapter.read_transcript(path)
    return messages


# --- logging -----------------------------------------------------------------------------


def _log_path(home: Path | None, name: str) -> tuple[Path, Path]:
    from memwell.layout import Layout

    layout = Layout.resolve(home)
    return layout.logs_dir / name, layout.home


def _log_call(
    home: Path | None,
    agent: str,
    event: HookEvent | None,
    outcome: HookOutcome,
    error: str | None,
    elapsed_ms: float,
    answered_by: str = "process",
) -> None:
    record: dict[str, Any] = {
        "agent": agent,
        "event": event.event_name if event else None,
        "kind": event.kind if event else None,
        "session_id": event.session_id if event else None,
        "outcome": type(outcome).__name__.lower(),
        "elapsed_ms": round(elapsed_ms, 2),
        "answered_by": answered_by,
    }
    match outcome:
        case ToolVerdict(verdict=verdict):
            record["verdict"] = verdict
            record["tool"] = event.tool_name if event else None
        case Inject(text=text):
            record["injected_chars"] = len(text)
        case Quiet(note=note):
            record["note"] = note
    if error:
        from memwell.secrets.records import redact_diagnostic  # only when something failed

        record["error"] = redact_diagnostic(error)  # a payload error can quote the payload
    log_record(home, record)


def log_record(home: Path | None, record: dict[str, Any]) -> None:
    """Append one record (stamped now) to `<home>/logs/hooks.jsonl`."""
    stamped = {"ts": datetime.now(UTC).isoformat(timespec="milliseconds"), **record}
    _append(home, "hooks.jsonl", json.dumps(stamped, ensure_ascii=False) + "\n")


def _log_error(home: Path | None, agent: str, trace: str) -> None:
    from memwell.secrets.records import redact_diagnostic  # only when something failed

    trace = redact_diagnostic(trace)  # an exception's message can quote what caused it
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    _append(home, "hooks-errors.log", f"--- {stamp} {agent} (pid {os.getpid()})\n{trace}")


def _append(home: Path | None, name: str, text: str) -> None:
    # Logging must not turn a fail-open answer into a crash: an unwritable log (or one
    # behind a symbolic link, which is never followed) is skipped, and text that is not
    # valid UTF-8 (bytes from argv, surrogate escapes in a payload) is written escaped.
    try:
        path, confined_to = _log_path(home, name)
        append(path, text.encode("utf-8", errors="backslashreplace"), home=confined_to)
    except (OSError, StoreError):
        pass
