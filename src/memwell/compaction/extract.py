"""Deterministic extraction of a session's substance from its messages.

No model. The structure of the transcript does most of the work: tool calls name the
files edited and the commands run (`calls`), tool outputs give each run's outcome - exit
status, error message, build or test summary (`outcomes`) - a plan tool gives the open
items, an interrupted or refused tool call marks the user's next words as a correction,
and a subagent's traffic is summarised apart. Regular expressions then find the
sentences that state constraints, decisions, causes and progress. Each pattern is
searched over a whole message and a hit is widened to its sentence, so cost grows with
the number of hits, not of sentences.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from memwell.compaction import calls as tool_calls
from memwell.compaction.commands import without_setup
from memwell.compaction.evidence import anchors
from memwell.compaction.outcomes import (
    commits,
    error_message_lines,
    outcome,
    shell_write_targets,
)
from memwell.compaction.pasted import words_first
from memwell.compaction.sections import (
    GOAL_MAX_CHARS,
    ITEM_MAX_CHARS,
    SECTION_CAP,
    SECTIONS,
    SectionKey,
    Sections,
    clean,
    cut,
)
from memwell.compaction.sentence_kinds import (
    ACK,
    CAUSE,
    CONSTRAINT,
    CORRECTION,
    DECISION,
    DONE,
    FIX,
    IN_PROGRESS,
    NEXT,
    PATH,
    REPORTED_CHANGE,
    SENTENCE_STOP,
    SYMPTOM,
    TODO,
    sentences_matching,
)
from memwell.compaction.transcript import MessageInfo, ToolCall
from memwell.secrets.scanner import REDACTED, find_secrets, redact

REQUEST_MAX_CHARS = 500
CORRECTION_MAX_CHARS = 300
_I = re.IGNORECASE


def _add(sections: Sections, key: SectionKey, item: str, seen: dict[SectionKey, set[str]]) -> None:
    limit = (
        GOAL_MAX_CHARS
        if key == "goal"
        else REQUEST_MAX_CHARS
        if key == "user_requests"
        else ITEM_MAX_CHARS
    )
    # Whitespace is collapsed now (for deduplication); secrets are redacted in `_finish`,
    # only for the items that are kept. An item of several lines is read before its lines
    # are joined: a table's rows or a wrapped key are found by their lines.
    if "\n" in item:
        item = redact(item)
    item = cut(" ".join(item.split()), limit)
    if item and item not in seen[key]:
        seen[key].add(item)
        sections[key].append(item)


def _finish(sections: Sections) -> Sections:
    """Each section cut to its first item and newest `SECTION_CAP - 1`, then redacted."""
    done: Sections = {}
    for key, items in sections.items():
        if len(items) > SECTION_CAP:
            items = items[:1] + items[len(items) - SECTION_CAP + 1 :]
        cleaned: list[str] = []
        for item in items:
            item = clean(item, GOAL_MAX_CHARS)  # already cut to its section's limit
            if item and item not in cleaned:
                cleaned.append(item)
        done[key] = cleaned
    return done


# Harness-injected user text (slash commands, interrupt markers, caveats, XML-wrapped
# context) is not a request; a leading slash command is not part of one.
_HARNESS = re.compile(
    r"^\s*(?:\[Request interrupted|Caveat:|<[\w-]+>[\s\S]*</[\w-]+>\s*$|# AGENTS\.md|"
    r"<environment_context>|<system-reminder>|<command-(?:name|message|args)>"
    # a skill's instructions Claude Code puts in the user's turn when the skill is invoked
    r"|Base directory for this skill: )",
)
_SLASH = re.compile(r"^\s*/[\w-]+\s*")
_SLASH_COMMAND = re.compile(r"^\s*/[a-z][\w-]*(?=[ \n]|$)[^\n]{0,200}")
_INTERRUPTED = re.compile(r"\[Request interrupted|doesn'?t want to proceed|was rejected", _I)
_CODE_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
_SALIENT = re.compile(r"`[^`\n]{2,}`|^\s*(?:[-*•]|\d+[.)])\s+\S", re.M)
FINDINGS_PER_MESSAGE = 4
# A code span of the prose (`stripXMLTags`, `--only-stats`, `v2.2.0`): an identifier or a
# value the conversation names; the most named ones are kept, most named first.
_CODE_SPAN = re.compile(r"`([^`\s]{3,80})`")
IDENTIFIERS = 60
# Names the agent's own code defines or reads from the environment (`def load_yaml_config`,
# `class RedisCacheEngine`, `TWAT_CACHE_USE_REDIS`): counted once per message that writes
# them, beside the code spans of the prose.
_DEFINED = re.compile(
    r"\b(?:def|class|func|function|interface|struct|type|const|let|var)\s+([A-Za-z_][\w]{3,60})"
    r"|\b([A-Z][A-Z0-9]+(?:_[A-Z0-9]+){1,6})\b"
)
# A name in prose: camelCase (`syncAllProviders`), PascalCase with a second capital
# (`AllFailedError`), snake_case with a letter on both sides (`validate_config`).
_PROSE_NAME = re.compile(
    r"(?<![\w./-])(?:[a-z]+[A-Z][a-z]\w*|[A-Z][a-z]+[A-Z]\w*|[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9])"
    r"(?![\w/-]|\.\w)"
)
_ESCAPE = re.compile(r"\\[nrt]")  # `plan:\nThe steps`: `\n` is no name's start (`nThe`)
_NAMED_CONTEXT = 300  # characters kept on each side of a name's first sighting
SUBAGENT_REPORT_LINES = 4
_PLAIN_WORD = re.compile(r"[a-z]+$")
_VERSION = re.compile(r"(?<![\w./-])v?\d+\.\d+(?:\.\d+)+(?![\w.]*\w)|(?<![\w./-])v\d+\.\d+\b")
# A path that names a file (an extension), not a folder.
_FILE_NAME = re.compile(r"[^/\s]\.[A-Za-z]\w{0,7}$")


# A line of code or of a diff the user pasted ("+// These are injected ... should be
# stripped", "E AttributeError: ... does not have the attribute"): material, not a rule.
_CODE_LINE = re.compile(
    r"^(?:[+]\S|//|/\*|E\s{1,4}\w+(?:Error|Exception)\b"
    # a diff's added line pasted with its space (`+ // Parent must exist ...`, `+ return x`)
    r"|[+][ \t]+(?://|/\*|#|return\b|func\b|def\b|[{}()])"
    # a diff's removed line (`< <stop offset="0" />`), a line opening a block, a table row
    r"|<[ \t]|.*\{\s*$|.*[\u2500-\u257f])"
)


def _pasted(sentence: str) -> bool:
    """Whether a user sentence is pasted code, a diff line or an error message."""
    return bool(_CODE_LINE.match(sentence) or error_message_lines(sentence, limit=1))


def _with_what(sentence: str, text: str) -> str:
    """A choice that names nothing ("Let's go with option 1 since it is simpler.") with
    the sentence after it, when that one names what was chosen ("I'll create the
    `CacheEngine` class:")."""
    if _names(sentence):
        return sentence
    at = text.find(sentence)
    if at < 0:
        return sentence
    rest = text[at + len(sentence) : at + len(sentence) + 300]
    following = rest.lstrip(".!? ")
    if "\n" in rest[: len(rest) - len(following)]:  # the next paragraph is another matter
        return sentence
    stop = SENTENCE_STOP.search(following)
    following = following[: stop.end()] if stop else following
    if not _names(following):
        return sentence
    return f"{sentence.rstrip()} {following.strip()}"


def _names(sentence: str) -> bool:
    """Whether a sentence names something (an anchor that is not a bare number: "option
    1" names nothing)."""
    return any(not a.isdigit() for a in anchors(sentence))


def request_text(text: str) -> str:
    """The user's words in a user text: '' for harness text, a slash command stripped
    (and the words it echoes said once)."""
    if _HARNESS.match(text):
        return ""
    if text.lstrip().startswith("/"):
        text = _SLASH.sub("", text, count=1)
        # a harness that echoes the message its command sent (Aider's `/ask X` then
        # `X`): the words once
        words = " ".join(text.split())
        half = len(words) // 2
        if len(words) % 2 and words[half] == " " and words[:half] == words[half + 1 :]:
            return words[:half]
    return text


def is_substantive(text: str) -> bool:
    """A request worth naming as the goal: not harness text, a bare command or a pointer."""
    words = re.findall(r"[^\W\d_]{2,}", request_text(text))
    # CJK text has no spaces between words: count characters there
    cjk = len(re.findall(r"[\u3040-\u30ff\u3400-\u9fff]", text))
    return len(words) >= 4 or cjk >= 6


_PREAMBLE_LINES = 3


def without_preamble(text: str) -> str:
    """`text` without the lines that only introduce it ("Here's the issue text:",
    "ISSUE:"): a line ending in ":" introduces what follows rather than stating it."""
    lines = text.strip().splitlines()
    k = 0
    while k < min(_PREAMBLE_LINES, len(lines) - 1) and lines[k].rstrip().endswith(":"):
        k += 1
    return "\n".join(lines[k:]) if k else text


# A heading of a request's section that says what to do (`## Your task`, `# Instructions`).
_ASK_HEADING = re.compile(
    r"^#{1,4}[ \t]+(?:your |the )?(?:task|goal|objective|instructions?|request|what to do)\b.*$",
    re.M | _I,
)
_HEADING_LINE = re.compile(r"^#{1,4}[ \t]+\S", re.M)


def ask_first(text: str) -> str:
    """A request written as Markdown sections with its ask in one of them (a slash
    command's template: `## Context` with the command outputs it pasted, then `## Your
    task`): that section first, the rest after it.

    Trigger / Why / Outcome: the goal of a `/code-review` session was its `## Context`
    section (a git status and diff) cut in the middle; the ask ("Examine the current
    proposed code changes ...") sat 650 lines down and was never in the goal item."""
    ask = _ASK_HEADING.search(text)
    if ask is None or ask.start() == 0 or not _HEADING_LINE.match(text.lstrip()):
        return text
    following = _HEADING_LINE.search(text, ask.end())
    end = following.start() if following else len(text)
    return f"{text[ask.start() : end].rstrip()}\n\n{text[: ask.start()]}{text[end:]}"


def said_once(text: str) -> str:
    """`text` with a word repeated back to back said once (`@pyproject.toml
    @pyproject.toml @pyproject.toml ...`: an editor's attachments, one per file opened)."""
    parts = re.split(r"(\s+)", text)
    kept: list[str] = []
    for part in parts:
        if kept and part.strip() and len(kept) >= 2 and part == kept[-2] and not kept[-1].strip():
            kept.pop()  # the space before the repeat
            continue
        kept.append(part)
    return "".join(kept)


def goal_of(infos: Sequence[MessageInfo]) -> str | None:
    """The session's first substantive request (boilerplate, pointers and its
    introduction skipped; its ask first, a word repeated back to back said once)."""
    turns = [i for i in infos if i.is_user_turn and i.note is None]
    chosen = next((i for i in turns if is_substantive(i.text)), turns[0] if turns else None)
    if chosen is None:
        return None
    return said_once(
        words_first(ask_first(without_preamble(request_text(chosen.text) or chosen.text)))
    )


def _findings(text: str) -> list[str]:
    """The lines of a reply that carry facts: bullets and lines with code spans."""
    prose = _CODE_FENCE.sub("", text)
    found: list[str] = []
    for line in prose.splitlines():
        # a line ending in ":" introduces what follows rather than stating a fact
        if (
            _SALIENT.search(line)
            and len(line.strip()) >= 12
            and not line.rstrip("* ").endswith(":")
        ):
            found.append(line.strip(" \t-*•"))
            if len(found) >= FINDINGS_PER_MESSAGE:
                break
    return found


class _Extraction:
    """One pass over the messages leaving the context, collecting section items."""

    def __init__(self, calls: Mapping[str, ToolCall] | None) -> None:
        self.sections: Sections = {key: [] for key in SECTIONS}
        self.seen: dict[SectionKey, set[str]] = {key: set() for key in SECTIONS}
        self.known: dict[str, ToolCall] = dict(calls or {})
        self.next_step: str | None = None
        self.plan: list[tool_calls.PlanItem] | None = None
        self.written_plan: list[str] = []
        self.written_done: list[str] = []  # items an edit checked off, in order
        self.pending_commands: list[str] = []  # shell blocks of the last reply
        self.after_failure = 0  # messages left in which to look for the last failure's cause
        self.after_refusal = False  # the user's next words follow a refused tool call
        self.unanswered: dict[str, ToolCall] = {}  # calls whose result is not in the slice
        self.named: dict[str, int] = {}  # code spans of the prose -> times named
        self.named_where: dict[str, tuple[str, int]] = {}  # -> the lines first naming it
        self.last_read: str | None = None  # the one file the last call read

    def add(self, key: SectionKey, item: str) -> None:
        _add(self.sections, key, item, self.seen)

    def result(self, label: str, text: str, failed: bool, command: str | None) -> None:
        run = outcome(text, failed=failed)
        status = f" (exit code {run.exit_status})" if run.exit_status not in (None, 0) else ""
        for k, line in enumerate(run.errors[:4]):
            # the first message says where it was raised (the cause a fix starts from)
            # and the run's exit status: once, not after each message of one line
            where = f" (raised at {run.raised_at})" if run.raised_at and k == 0 else ""
            self.add("errors", f"{label}: {line}{status if k == 0 else ''}{where}")
        if run.failed:
            self.after_failure = 3
            if _INTERRUPTED.search(text):
                self.after_refusal = True
        for commit in commits(text):
            self.add("done", f"commit {commit}")
        if command:
            said = "; ".join(run.summary) or run.last_line
            summary = said or ("failed" if run.failed else "ok")
            self.add("files", f"ran: {command} -> {summary}{status}")
            if not run.failed:  # a file the command wrote (`sed -i ... f`, `cat > f`)
                for path in shell_write_targets(command):
                    self.add("files", f"edited: {path}")

    def _file_items(self, call: ToolCall, result: str) -> list[str]:
        """The call's file items; an edit that names no file (an export that dropped its
        target) edited the one file read just before it, if no other call came between."""
        items = tool_calls.file_items(call, result)
        what = tool_calls.kind(call)
        if what == "edit":
            if self.last_read and not any(i.startswith("edited: ") for i in items):
                items.append(f"edited: {self.last_read}")
        elif what == "read":
            read = [i[6:] for i in items if i.startswith("read: ")]
            self.last_read = read[0] if len(read) == 1 and _FILE_NAME.search(read[0]) else None
        else:
            self.last_read = None
        return items

    def tool_message(self, info: MessageInfo) -> None:
        for call in info.tool_calls:
            self.known[call.id] = call
            plan = tool_calls.plan_items(call)
            if plan is not None:
                self.plan = plan
            written = tool_calls.written_plan(call)
            if written:  # the latest checklist the agent wrote is its open plan
                self.written_plan = written
            self.written_done += tool_calls.written_done(call)
        for rid, text, failed in zip(
            info.result_ids, info.results, info.result_errors, strict=False
        ):
            self.unanswered.pop(rid, None)
            made = self.known.get(rid)
            if made is not None:
                for item in self._file_items(made, text):
                    if not item.startswith("ran: "):
                        self.add("files", item)
            if made is not None and tool_calls.kind(made) == "plan":
                continue
            if made is not None and tool_calls.kind(made) == "read" and not failed:
                continue  # a file's contents mention errors without being one
            command = tool_calls.command_of(made) if made is not None else None
            if command is None and self.pending_commands:
                command = self.pending_commands.pop(0)
            self.result(tool_calls.label(made), text, failed, command)
        answered = set(info.result_ids)
        for call in info.tool_calls:  # calls whose result is not in this message
            if call.id not in answered:
                self.unanswered[call.id] = call

    def user_text(self, info: MessageInfo) -> None:
        text = info.text
        if info.observation:
            command = self.pending_commands.pop(0) if self.pending_commands else None
            name = "output" if command is None else f"ran {cut(without_setup(command), 80)}"
            self.result(name, text, False, command)
            return
        if _INTERRUPTED.search(text[:80]) and len(text) < 200:
            self.after_refusal = True
            return
        slash = _SLASH_COMMAND.match(text)
        if slash:  # a harness command the user ran (Aider's `/add a.py`, `/run make`)
            self.add("files", f"ran: {slash.group(0).strip()}")
            # the output that follows is its outcome (`/test pytest -> 1 failed, 6 passed`)
            self.pending_commands = [slash.group(0).strip()]
        words = request_text(text)
        if not words.strip():
            return
        if not self.sections["goal"] and is_substantive(text):
            self.add("goal", words)
        if not ACK.match(words):
            self.add("user_requests", words)
        for sentence in sentences_matching(CONSTRAINT, words):
            if (
                len(sentence.split()) >= 4
                and not sentence.rstrip().endswith(":")
                and not _pasted(sentence)
            ):
                self.add("constraints", sentence)
        corrections = list(sentences_matching(CORRECTION, words, limit=3))
        if (corrections or CORRECTION.search(words)) and len(words) <= CORRECTION_MAX_CHARS:
            # a complaint says what is wrong in its first words and what to do instead
            # in the next ("hmm, this is flailing... we could just do an experiment"):
            # a short one is kept whole
            corrections = [words.strip()]
        if self.after_refusal and not corrections:
            first = next(iter(SENTENCE_STOP.split(words.strip(), maxsplit=1)), "")
            corrections = [first] if len(first) >= 8 else []
        for sentence in (s for s in corrections if not _CODE_LINE.match(s)):
            self.add("constraints", f"correction: {sentence}")
        self.after_refusal = False
        reported = error_message_lines(words, limit=6)
        reported += [m for m in sentences_matching(SYMPTOM, words, limit=2) if m not in reported]
        for line in reported:
            self.add("errors", f"reported: {line}")
        if reported:
            self.after_failure = 3

    def assistant_text(self, info: MessageInfo) -> None:
        text = info.text
        self.pending_commands = tool_calls.fenced_commands(text)
        for sentence in sentences_matching(DONE, text):
            self.add("done", sentence)
        for sentence in sentences_matching(REPORTED_CHANGE, text):
            self.add("done", sentence)
        for sentence in sentences_matching(IN_PROGRESS, text):
            self.add("in_progress", sentence)
        if self.after_failure:
            # a fix or a cause is said right after a failure; elsewhere "fixed" is chatter
            for sentence in sentences_matching(FIX, text, limit=2):
                self.add("errors", f"fix: {sentence}")
            for sentence in sentences_matching(CAUSE, text, limit=2):
                self.add("errors", f"cause: {sentence}")
        for line in _findings(text):
            self.add("findings", line)
        for sentence in sentences_matching(NEXT, text):
            self.next_step = sentence

    def message(self, info: MessageInfo) -> None:
        if info.note is not None or info.is_system:
            return
        self.tool_message(info)
        text = info.text
        if text.strip():
            if info.role == "user":
                self.user_text(info)
            elif info.role == "assistant":
                self.assistant_text(info)
            if not info.observation:
                if info.role == "user":  # harness text (a caveat, a command's output) is
                    text = request_text(text)  # not the person's words
                outside = _CODE_FENCE.sub("", text)
                for match in _CODE_SPAN.finditer(outside):
                    if re.search(r"[^\W\d]", match.group(1)):  # a name or a value
                        self._name(match.group(1), outside, match.start(1))
                # a version said in prose ("Go 1.25.6", "v2.2.0") is a value like a span's
                bare = _CODE_SPAN.sub("", outside)
                for version in dict.fromkeys(_VERSION.findall(bare)):
                    self._name(version, bare, bare.find(version))
                # Trigger / Why / Outcome: a name said in prose without backticks
                # ("the AllFailedError handling", "syncAllProviders calls it") was in no
                # item; a camelCase, PascalCase-with-a-second-capital or snake_case
                # word is a name whatever its quoting, and is counted like a span's
                for name in dict.fromkeys(_PROSE_NAME.findall(plain := _ESCAPE.sub("  ", bare))):
                    self._name(name, bare, plain.find(name))  # `plain`: as long as `bare`
                # code is not a decision or an open item: a comment in a fenced block
                # or a pasted diff line ("+// so we strip rather than skip") is material
                prose = _CODE_FENCE.sub("", text) if "```" in text else text
                for sentence in sentences_matching(DECISION, prose):
                    if not _CODE_LINE.match(sentence):
                        self.add("decisions", _with_what(sentence, prose))
                for sentence in sentences_matching(TODO, prose):
                    if not _CODE_LINE.match(sentence):
                        self.add("todo", sentence)
                for match in PATH.finditer(_CODE_FENCE.sub("", text)):
                    self.add("files", f"mentioned: {match.group(0)}")
        if info.role == "assistant":
            self._defined(info)
        if info.role == "assistant" or info.observation or info.results:
            self.after_failure = max(0, self.after_failure - 1)

    def _name(self, name: str, text: str, at: int) -> None:
        """Count a name, and keep the lines it was first named on (with the line before:
        a value on the line after its key)."""
        self.named[name] = self.named.get(name, 0) + 1
        if name not in self.named_where and at >= 0:
            start = text.rfind("\n", 0, max(0, text.rfind("\n", 0, at))) + 1
            end = text.find("\n", at + len(name))
            end = len(text) if end < 0 else end
            start = max(start, at - _NAMED_CONTEXT)
            window = text[start : min(end, at + len(name) + _NAMED_CONTEXT)]
            self.named_where[name] = (window, at - start)

    def _inside_a_secret(self, name: str) -> bool:
        """Whether the name was read out of a secret's characters: a password's pieces
        (`ayTg`, `bMmfFOLD` of `ayTg~sbG7+bMmfFOLD*`) read as camelCase names, which no
        rule finds once they stand alone in an item."""
        where = self.named_where.get(name)
        if where is None:
            return False
        window, at = where
        end = at + len(name)
        return any(f.start < end and at < f.end for f in find_secrets(window))

    def _defined(self, info: MessageInfo) -> None:
        """The names the agent's code in this message defines (its fenced blocks and
        the arguments of its edit calls)."""
        code = "\n".join(_CODE_FENCE.findall(info.text))
        for call in info.tool_calls:
            if tool_calls.kind(call) == "edit" and isinstance(call.arguments, Mapping):
                code += "\n" + "\n".join(str(v) for v in call.arguments.values())
        if not code.strip():
            return
        # in the order written (a set's order would change the ties between runs)
        names = dict.fromkeys(a or b for a, b in _DEFINED.findall(code[:50_000]))
        for name in names:
            self.named[name] = self.named.get(name, 0) + 1

    def finish(self) -> Sections:
        for call in self.unanswered.values():  # their results stay in the context, or none
            for item in tool_calls.file_items(call):
                self.add("files", item)
        if self.plan is not None:
            open_items, done = tool_calls.plan_lines(self.plan)
            for item in open_items:
                self.add("todo", item)
            for item in done:
                self.add("done", item)
        for item in self.written_plan:
            self.add("todo", f"plan: {item}")
        for item in self.written_done:
            self.add("done", f"plan: {item}")
        if self.next_step:
            self.add("next_step", self.next_step)
        # a plain lower-case word in a code span (`cache`, `continue`, `results`) names
        # less than a structured name (`CacheConfig`, `lint.per-file-ignores`, `v2.2.0`):
        # it comes after them, however often it was named
        ranked = sorted(self.named, key=lambda s: (bool(_PLAIN_WORD.match(s)), -self.named[s]))
        most: list[str] = []
        for span in ranked:
            if len(most) >= IDENTIFIERS:
                break
            # a secret in a code span is redacted to nothing worth a slot. Checked here,
            # in rank order, not over every name first: a long session names thousands,
            # and the scanner's cost per call is most of the extraction's (filtering
            # before or after a stable sort keeps the same names in the same order)
            if REDACTED not in clean(span) and not self._inside_a_secret(span):
                most.append(span)
        for span in most:  # stable: among equals, the first named first
            self.add("findings", f"code: {span}")
        return _finish(self.sections)


def extract(infos: Sequence[MessageInfo], calls: Mapping[str, ToolCall] | None = None) -> Sections:
    """The checkpoint sections found in `infos` (messages about to leave the context).

    `calls` maps tool-call ids made before `infos` to their calls, so a result whose call
    is outside the slice can still be labelled.
    """
    run = _Extraction(calls)
    for info in infos:
        run.message(info)
    return run.finish()


def extract_subagents(infos: Sequence[MessageInfo]) -> list[str]:
    """Subagent (sidechain) traffic, summarised apart: each run's task (the main agent's
    prompt to it, not the user's words), the files it edited, its errors and its report."""
    items: list[str] = []
    known: dict[str, ToolCall] = {}
    report = ""
    for info in infos:
        for call in info.tool_calls:
            known[call.id] = call
        for rid, text, failed in zip(
            info.result_ids, info.results, info.result_errors, strict=False
        ):
            made = known.get(rid)
            if made is not None:
                items += [
                    f"subagent {i}"
                    for i in tool_calls.file_items(made, text)
                    if i.startswith("edited: ")
                ]
                if tool_calls.kind(made) == "read" and not failed:
                    continue
            for line in outcome(text, failed=failed).errors[:1]:
                items.append(f"subagent error: {tool_calls.label(made)}: {line}")
        if info.role == "user" and info.text.strip() and not info.results:
            if report:
                items.append(f"subagent report: {report}")
                report = ""
            first = info.text.strip().splitlines()[0]
            items.append(f"subagent task (from the agent, not the user): {first}")
        elif info.role == "assistant" and info.text.strip():
            lines = [ln.strip() for ln in info.text.strip().splitlines() if ln.strip()]
            report = " / ".join(lines[:SUBAGENT_REPORT_LINES])
    if report:
        items.append(f"subagent report: {report}")
    return list(dict.fromkeys(clean(i) for i in items))
