"""What a tool run came to: its exit status, the error message, the summary line.

A tool output is read by the shape of its lines, not by its wording: an exit status
(`<returncode>2</returncode>`, `exit code 2`, `npm error code 2`), error-message lines
(`SomeError: message`, `error TS2345: ...`, `[Errno 13] Permission denied: ...`,
`bash: ponyc: command not found`, `Error [ERR_MODULE_NOT_FOUND]`, `listen EADDRINUSE`),
summary lines (`BUILD SUCCESS`, `12 passed, 1 failed`, `Found 11 errors in 3 files`) and
edits the tool reports it made (`Applied edit to a.py`, `The file a.py has been
updated`). A bare status line (`[Command finished with exit code 2]`, `ERROR:`) is not a
message; a line of code (`catch (error: any) {`, `except ValueError:`) is not an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memwell.compaction.sections import cut

_I = re.IGNORECASE

# Lines that state an error. Each alternative is a shape of error output.
_ERROR_SHAPES = re.compile(
    # FooError: message / Error [ERR_X]: message
    r"(?:^|\s)(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception|Failure)\b(?::|\s*\[)"
    r"|\berror(?:\[\w+\])?:"  # rustc/gcc/generic "error:"
    r"|\b(?:error|warning)\s+[A-Z]{1,5}\d{2,5}\b"  # TypeScript / C# codes
    r"|\[Errno \d+\]"
    r"|: command not found|[Nn]o such file or directory|Permission denied"
    r"|\bE(?:ADDRINUSE|ACCES|NOENT|CONNREFUSED|PERM|EXIST|NOTFOUND)\b|\bERR_[A-Z_]{3,}\b"
    r"|\b(?:fatal|panic):|\bFAILED\b|\bFAIL\b|npm (?:error|ERR!)"
    r"|\b(?:failed|exited) with (?:status|exit)? ?code [1-9]\d*|status code [45]\d\d"
    r"|\b[45]\d\d (?:Unauthorized|Forbidden|Not Found|Internal Server Error|Bad Request)\b"
    r"|\b(?:Cannot find module|Module not found|Unable to|could not|couldn't)\b"
    r"|\bERROR\b|\bTraceback \(most recent call last\)"
    # a linter's finding (`a.py:12:1: F401 ...`), an exception named without "Error"
    # (`## SearchReplaceNoExactMatch: ...`), a tool call the harness gave up on
    r"|^\S+:\d+:\d+: [A-Z]{1,4}\d{2,5}\b|^\W*[A-Z][a-z]+(?:[A-Z][a-z]+){2,}:\s"
    r"|\btimed out after\b|^Error calling tool\b"
    # a shell's own complaint (`zsh: no matches found: .[test]`, `sh: 1: x: not found`),
    # Python's import failure printed by the interpreter (`python: No module named pytest`),
    # an exception under its qualified name (`pip._vendor.x.ResolutionImpossible: ...`)
    r"|^(?:ba|z|da|k|fi|c|tc)?sh: |\bNo module named\b"
    r"|(?:^|\s)(?:[a-z_]\w*\.)+[A-Z][a-z]+(?:[A-Z][a-z]+)+:\s",
    re.M,
)
# A line that only says that something failed, without saying what.
_STATUS_ONLY = re.compile(
    r"^\W*(?:\[?(?:command )?(?:finished|exited|failed) with (?:exit )?code \d+\]?"
    r"|<returncode>\d+</returncode>|exit (?:code|status):? ?\d+|(?:error|errors|failed|failure)"
    r"|npm error (?:code \d+|command failed|path .*|workspace .*|location .*|command sh .*)"
    r"|npm error lifecycle script .*)\W*$",
    _I,
)
# Lines of source code, which mention errors without being one.
_CODE = re.compile(
    r"^\s*(?:\d+\s*(?:→|\||:)\s*)?(?:catch\b|except\b|raise\b|throw\b|if\b|elif\b|else\b|def\b"
    r"|class\b|function\b|const\b|let\b|var\b|return\b|import\b|from\b|export\b|try\b|//|/\*|#\s"
    r"|\*|log\.|console\.|logger\.|print\(|assert\b|@)"
    r"|[{};]\s*$|=>"
    # a diff's added line, a struct field or list entry (`+ OnlyCloudSync: onlyCloudSync,`)
    r"|^\s*\+\s|,\s*$"
)
_EXIT = re.compile(
    r"<returncode>(\d+)</returncode>|\bexit(?:ed with)? (?:code|status):? ?(\d+)"
    r"|\bnpm error code (\d+)|non-zero exit status (\d+)|\bExit code:? (\d+)",
    _I,
)
# Build and test summaries (`BUILD SUCCESS`, `3 passed`, `Found 2 errors`).
SUMMARY_SHAPES = (
    r"\bBUILD (?:SUCCESS(?:FUL)?|FAILURE|FAILED)\b"
    r"|\b\d+ (?:passed|failed|errors?|warnings?|skipped|xfailed|tests?|examples?|failures?)\b"
    r"|\bTests? run: \d+|\bOK \(\d+ tests?\)|\bFound \d+ errors?\b|\bAll checks passed\b"
    r"|\bSuccessfully (?:installed|built|compiled|deployed|created|tagged)\b"
    r"|\bcompiled successfully\b|\bno (?:issues|errors) found\b|\bDone in [\d.]+m?s\b"
    r"|^={3,} .+ in [\d.]+s\b"
)
# Trigger / Why / Outcome: scanning every tool output for these was half the CPU of
# compacting a new million-token session (1.1 s of 2.3 s). Every shape starts at a word
# boundary on a digit or on one of these letters, or on a line's `=`; the two lookaheads
# test that first, so the other positions are passed at once instead of trying each
# shape there. The matches are the same (the scan is 4x faster).
_SUMMARY = re.compile(r"(?=[\dbtofascnd=])(?=\b|=)(?:" + SUMMARY_SHAPES + ")", _I | re.M)
_SUCCESS = re.compile(
    r"^(?!.*\b(?:FAIL\w*|[1-9]\d* (?:failed|errors?|failures?))\b).*"
    r"\b(?:SUCCESS\w*|passed|OK \(|Successfully|successfully|no (?:issues|errors)|All checks)",
    _I,
)
_FAILED_SUMMARY = re.compile(
    r"\b[1-9]\d* (?:failed|errors?|failures?)\b|\bFailures: [1-9]|\bBUILD FAIL|\bFAILED\b"
)
_PATH = r"(?P<p>[~\w./@+-]*[\w-]\.[A-Za-z]\w{0,7})"
# Anchored at a line start: a tool's own report, not a sentence quoted in a file.
_REPORTED_EDIT = re.compile(
    r"^\W{0,4}(?:Applied edit to|Wrote(?: to)?|Created(?: file)?|Updated(?: file)?|Edited"
    r"|Modified)\s+"
    + _PATH
    + r"|^\W{0,4}(?:The )?file\s+"
    + _PATH.replace("?P<p>", "?P<q>")
    + r"\s+has been (?:updated|modified|created|written)"
    + r"|^\W{0,4}(?:File )?created successfully at:?\s*"
    + _PATH.replace("?P<p>", "?P<r>")
    + r"|^\W{0,4}Applied \d+ edits? to\s+"
    + _PATH.replace("?P<p>", "?P<s>"),
    _I | re.M,
)
# Shell commands that write a file: `sed -i ... f`, `... > f`, `tee f`.
_SHELL_WRITE = re.compile(
    r"(?<![\d&])>>?\s*(?P<p>[~\w./@+-]+\.\w+)|\btee\s+(?:-a\s+)?(?P<q>[~\w./@+-]+\.\w+)"
    r"|\bsed\s+-i\S*\s+(?:'[^']*'|\"[^\"]*\"|\S+)\s+(?P<r>[~\w./@+-]+\.\w+)"
)
# Substring tests run at memory speed; the regexes only run on text that has one of these.
_NEEDLES = (
    "timed out",
    "rror",
    "RROR",
    "xception",
    "FAIL",
    "fatal",
    "panic",
    "Traceback",
    "exit",
    "denied",
    "not found",
    "No such",
    "Errno",
    "ERR",
    "code",
    "Unable",
    "ould not",
    "ouldn't",
    "sh: ",
    "No module",
)
# Whether any needle is in a text, in one pass: twenty `in` tests read a long output
# twenty times (0.13 s over a million-token session's outputs, where no needle is found).
_ANY_NEEDLE = re.compile("|".join(map(re.escape, _NEEDLES)))

# The two shapes no needle finds (a linter's finding, an exception not named "...Error").
_NEEDLELESS = re.compile(r"^\S+:\d+:\d+: [A-Z]{1,4}\d|[a-z][A-Z][a-z]+:\s", re.M)

# A terminal capture's prompt line (`(venv) user@host project %`, `$`): where the output
# ended, not what it said.
_PROMPT = re.compile(
    r"^(?:\([\w.-]+\)\s*)*[\w.-]+@[\w.-]+[^\n]{0,60}?[%$#>]\s*$|^[%$#>]\s*$"
    # a wrapper's bare tag around the output (`</output>`, `<returncode>0</returncode>`)
    r"|^\s*(?:<\w+>[^<\n]{0,12})?</?\w+>\s*$"
)

LINE_MAX_CHARS = 240
_REJECTED = "The user doesn't want to proceed with this tool use. The tool use was rejected"
# A line that says what went wrong, not only that something did (`--- FAIL: TestX`).
_MESSAGE = re.compile(
    r"(?:Error|Exception)\b:|\b(?:error|warning) [A-Z]+\d+|[Nn]o such file or directory"
    r"|Permission denied|command not found|\bcannot\b|\bundefined:|^\S+:\d+:\d+: [A-Z]+\d"
    # a shell's own complaint (`zsh: no matches found: .[test]`, `sh: 1: x: not found`):
    # often why everything after it failed
    r"|^-?(?:ba|z|k|c|tc|fi|da)?sh(?::(?: line)? \d+)?: "
)
# What tells apart the records one log line prints again and again (`... WARN
# GetCanonicalPath: symlink resolution failed, using original path path=/srv/a error="lstat
# /private/srv/a: ..."`, then `path=/srv/b`): its timestamp, paths and quoted values
# (not a short quote: `unmatched ']'` and `unmatched ')'` are two errors).
_VARIES = re.compile(r'^[\d/:.,TZ+ -]{8,}|"[^"]{4,}"|\'[^\']{4,}\'|\S*/\S*')
# A Python traceback's frame line: `File "a/b.py", line 12, in f`.
_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+), in (\S+)', re.M)
# An output this short with no summary says its outcome in its last line
# (`Script completed successfully, no errors. Result: True`).
_SHORT_OUTPUT = 400
# A line saying something did not happen or could not be done.
_NOT_DONE = re.compile(r"\b(?:not|failed|unable|cannot|already)\b|n't\b", re.I)
# A commit the run made: Aider's `Commit 4ea4fb4 feat: ...`, git's `[main 4ea4fb4] msg`.
_COMMIT = re.compile(
    r"^\W{0,4}(?:Commit ([0-9a-f]{7,40}) (.+)"
    r"|\[[\w./-]+(?: \(root-commit\))? ([0-9a-f]{7,40})\] (.+))$",
    re.M,
)
# Exit statuses and build/test summaries are printed at the start or the end of a run's
# output: only those parts of a long output are scanned for them (linear, and cheap).
_SCAN_CHARS = 6_000
_HEAD_CHARS = 1_000
_WHOLE_SUMMARY_CHARS = 40_000
# What a summary line counts (`4 errors`, `16 passed`): two lines counting the same say
# one thing.
_COUNTED = re.compile(
    r"\b\d+ (?:passed|failed|errors?|warnings?|skipped|xfailed|tests?|examples?|failures?)\b",
    _I,
)
# Summary lines kept per output: a lint, a type check and the tests each print one.
SUMMARY_LINES = 3


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one tool output came to."""

    exit_status: int | None = None
    errors: tuple[str, ...] = ()  # the error-message lines, most informative first
    summary: tuple[str, ...] = ()  # build / test summary lines
    raised_at: str = ""  # where a traceback's error was raised: `a.py:12 in f`
    last_line: str = ""  # the last line of a short output that has no summary

    @property
    def failed(self) -> bool:
        return bool(self.errors) or (self.exit_status not in (None, 0))


# A rule drawn around a summary (`===== 3 passed in 0.5s =====`, `!!!! Interrupted !!!!`):
# a dozen tokens that say nothing.
_RULE = re.compile(r"^[=*!#~_-]{3,}\s*|\s*[=*!#~_-]{3,}$")


def _clip(line: str) -> str:
    line = _RULE.sub("", line.strip()) or line.strip()
    return cut(line, LINE_MAX_CHARS)


def _ends(text: str) -> str:
    """The start and the end of a long output, where statuses and summaries are printed."""
    if len(text) <= _SCAN_CHARS:
        return text
    return text[:_HEAD_CHARS] + "\n" + text[-(_SCAN_CHARS - _HEAD_CHARS) :]


def exit_status(text: str) -> int | None:
    ends = _ends(text)
    if "xit" not in ends and "returncode" not in ends and "XIT" not in ends:
        return None  # every shape has "exit", "Exit", "EXIT" or "returncode"
    match = _EXIT.search(ends)
    if match is None:
        return None
    return int(next(g for g in match.groups() if g is not None))


_SCAN_CHARS = 200_000
# A CI annotation (`--output-format=github`): `::error title=Ruff (F401),file=/abs/a.py,line=3,
# col=1,endLine=3,endColumn=9::a.py:3:1: F401 ...`, or the tail of one wrapped at the
# terminal's width (`dColumn=22::a.py:3:1: F401 ...`): the finding after it says it all, and
# read whole it is a linter's finding (one kind), not a kind of its own per code.
_WORKFLOW_COMMAND = re.compile(
    r"^(?:::(?:error|warning|notice)\b[^\n]*?::|[^\s:]*::(?=[\w./-]+:\d+:\d+:))"
)
_MAX_KINDS = 64
_FINDING = re.compile(r"\S+:\d+:\d+:? ")
_SIGNATURE = re.compile(r"\b([A-Za-z_][\w.]*(?:Error|Exception)|[A-Z]{1,4}\d{2,5}|TS\d{3,5})\b")


def signature(line: str) -> str:
    """The kind of failure an error line reports: a linter's finding (`a.py:3:1: F401
    ...`), its exception or error code (`ImportError`, `TS2345`), else its first two
    words."""
    if _FINDING.match(line):  # a linter's findings are one kind, whatever their codes
        return "finding"
    found = _SIGNATURE.search(line)
    if found:
        return found.group(1).rsplit(".", 1)[-1]
    return " ".join(line.split()[:2]).lower()


def error_message_lines(text: str, limit: int = 3) -> list[str]:
    """Up to `limit` distinct lines of `text` that state an error, most informative first.

    Status-only lines and lines of code are skipped; an exception line
    (`ValueError: ...`) or a coded error (`error TS2345: ...`) ranks before a generic one.
    """
    if not _ANY_NEEDLE.search(text) and not _NEEDLELESS.search(text):
        return []
    found: list[tuple[int, int, int, str]] = []
    seen: set[str] = set()
    kinds: dict[tuple[int, str], int] = {}
    templates: set[str] = set()
    # Trigger / Why / Outcome: a run of a linter then the tests prints dozens of lint
    # findings before the test failures; reading only the first few error lines kept
    # ten `PLR2004` lines and never reached `ImportError: cannot import name ...`. The
    # whole output is read (up to a bound); past the first few lines only a new kind of
    # failure is taken, and each kind's first line ranks before any kind's second.
    for number, raw in enumerate(text[:_SCAN_CHARS].splitlines()):
        line = raw.strip()
        if "::" in line:
            line = _WORKFLOW_COMMAND.sub("", line, count=1)
        if len(line) < 6 or line in seen or not _ERROR_SHAPES.search(line):
            continue
        if _STATUS_ONLY.match(line) or _CODE.search(line) or line.startswith("Traceback"):
            continue
        # Trigger / Why / Outcome: a passing Go test logged one warning four times with
        # another path each; the four took a third of a 1/30 copy. A line that repeats
        # an earlier one but for its timestamp, paths and quoted values is said once (not
        # a linter's findings: one file's finding is not another's).
        template = "" if _FINDING.match(line) else _VARIES.sub("#", line)
        if template and template in templates:
            continue
        templates.add(template)
        rank = 0 if _MESSAGE.search(line) else 1
        kind = (rank, signature(line))
        if kind in kinds and len(found) >= limit * 8:
            continue
        if kind not in kinds and len(kinds) >= _MAX_KINDS:
            continue
        seen.add(line)
        kinds[kind] = kinds.get(kind, 0) + 1
        found.append((rank, kinds[kind], number, _clip(line)))
    found.sort()
    best = [line for _, _, _, line in found[:limit]]
    # Trigger / Why / Outcome: a tool that fails after a cascade (pip, cargo, make) says
    # the root message first and its own verdict last (`error: metadata-generation-
    # failed`); ranked by wording the verdict can fall off. The last error line by
    # position is kept among the first two.
    last = max(found, key=lambda f: f[2])[3] if found else ""
    if last and last not in best[:2]:
        best = [*best[:1], last, *best[1 : limit - 1]]
    return best


def summary_lines(text: str, limit: int = SUMMARY_LINES) -> list[str]:
    """Build and test summary lines (`BUILD SUCCESS`, `3 passed, 1 failed`), last first.

    A line whose counts an already taken line states (pytest's `Interrupted: 4 errors
    during collection` and `collected 0 items / 4 errors` after `4 errors in 0.3s`) says
    nothing new and is skipped: a run of several tools (lint, type check, tests) keeps
    each tool's summary instead of one tool's twice."""
    found: dict[str, set[str]] = {}  # line -> the summary phrases it holds, in order
    # a run of several tools (lint, then tests) prints a summary after each: an output
    # of moderate size is read whole, a long one at its ends
    text = text if len(text) <= _WHOLE_SUMMARY_CHARS else _ends(text)
    for match in _SUMMARY.finditer(text):
        start = text.rfind("\n", 0, match.start()) + 1
        end = text.find("\n", match.end())
        line = _clip(text[start : end if end >= 0 else len(text)])
        if line and not _CODE.search(line):
            counts = {c.lower() for c in _COUNTED.findall(line)} or {line}
            found.setdefault(line, set()).update(counts)
    lines: list[str] = []
    said: set[str] = set()
    for line, phrases in reversed(found.items()):
        if phrases <= said:
            continue
        said |= phrases
        lines.append(line)
        if len(lines) >= limit:
            break
    return lines


# A tool's error text wrapped in a tag of its own (`<tool_use_error>...</tool_use_error>`).
_ERROR_TAG = re.compile(r"^<[a-z][\w-]*_error>|</[a-z][\w-]*_error>$", re.I)


@lru_cache(maxsize=4096)  # a plan is redone up to six times over the same outputs
def outcome(text: str, *, failed: bool = False) -> Outcome:
    """The outcome of a tool output; `failed` is the tool's own error flag (`is_error`)."""
    status = exit_status(text)
    errors = error_message_lines(text, limit=4)
    if (failed or status not in (None, 0)) and not errors:
        # the tool says it failed but no line has an error's shape: the first line that
        # is not a bare status line is the best message there is
        for raw in text.splitlines():
            # Trigger / Why / Outcome: Claude Code wraps a failed edit's complaint in a
            # tag (`<tool_use_error>String to replace not found in file.`); skipping
            # every line that opens with `<` kept the next one (`String: // ...`, the
            # text it looked for) as the message. The tag is dropped, the words kept.
            line = _ERROR_TAG.sub("", raw.strip()).strip()
            if line and not _STATUS_ONLY.match(line) and not line.startswith("<"):
                errors = [_clip(line)]
                break
    if text.startswith(_REJECTED):
        # Claude Code's refusal text is long and always the same: its first two
        # sentences, in its own words ("The tool use was rejected" is what a reader or a
        # search looks for; a paraphrase lost it), are enough
        errors = [_REJECTED]
    summary = summary_lines(text)
    frames = _FRAME.findall(_ends(text)) if "Traceback" in text else []
    raised_at = (
        f"{frames[-1][0].rsplit('/', 1)[-1]}:{frames[-1][1]} in {frames[-1][2]}" if frames else ""
    )
    last_line = ""
    if not summary and not errors and len(text) <= _SHORT_OUTPUT:
        said = [ln for ln in reversed(text.splitlines()) if ln.strip() and not _PROMPT.match(ln)]
        # Trigger / Why / Outcome: a short reply that says what did not happen ("The
        # last commit was not made by aider in this chat session.") and then advises
        # ("You could try ...") kept the advice; the line that says what did not
        # happen is the outcome, the last line when none does
        last_line = _clip(
            next((ln for ln in said if _NOT_DONE.search(ln)), said[0] if said else "")
        )
    if (
        errors
        and not failed
        and status in (None, 0)
        and any(map(_SUCCESS.search, summary))
        and not any(map(_FAILED_SUMMARY.search, summary))
    ):
        # Trigger: a log that ends in success (BUILD SUCCESS, "3 passed") and whose
        # summaries report no failure also prints exceptions. Why: passing tests log the
        # exceptions they expect. Outcome: the summary is the outcome; the logged
        # exceptions are not errors. A run of several tools where one reports failures
        # ("Found 6 errors", then "16 passed") keeps its error lines.
        errors = []
    return Outcome(status, tuple(errors), tuple(summary), raised_at, last_line)


def reported_edits(text: str) -> list[str]:
    """Paths a tool output says it wrote (`Applied edit to a.py`, `... has been updated`)."""
    paths: list[str] = []
    for match in _REPORTED_EDIT.finditer(text[:20_000]):
        path = next(g for g in match.groups() if g)
        if path not in paths:
            paths.append(path)
    return paths


def shell_write_targets(command: str) -> list[str]:
    """Files a shell command writes (`sed -i ... f`, `> f`, `tee f`), /dev/null excluded."""
    paths: list[str] = []
    for match in _SHELL_WRITE.finditer(command):
        path = next(g for g in match.groups() if g)
        if not path.startswith("/dev/") and path not in paths:
            paths.append(path)
    return paths


def commits(text: str) -> list[str]:
    """Commits an output reports (`4ea4fb4 feat: add the chart`), in order."""
    if "ommit" not in text and "] " not in text:
        return []
    found = []
    for match in _COMMIT.finditer(text[:20_000]):
        sha, message = (match.group(1), match.group(2)) if match.group(1) else match.group(3, 4)
        found.append(f"{sha} {message.strip()}")
    return found
