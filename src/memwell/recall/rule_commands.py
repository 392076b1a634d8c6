"""Commands a rule quotes: "ask me before running `make deploy`", 「（`cat`、`less`、`grep`）」.

Trigger: the rule reader (`recall.rules`) meets a rule sentence with backticked spans; the
matcher (`recall.rule_match.judge`) meets a shell command.

Why: a person writing a rule for an agent often names the command itself. The words around
it say little a vocabulary can read ("Benji owns deploys: ask me before running `make
deploy`"; 「絶対に中身を表示しないこと（`cat`、`less`、`grep` なども）」, where 表示 is in no
verb table), while the command says exactly what is forbidden, in the call's own terms. So
a quoted command is read twice: by the call parser, which tells what it does (its verbs:
`cat` reads, `git add` commits), and as a literal the call's command line is compared with.

Outcome: `quoted_commands(sentence)` → the command lines a sentence quotes (tokens), named
or illustrating;
`command_verbs(commands)` → what they do; `command_hit(command, source)` → whether a shell
segment runs it (the same program, the quoted arguments in order; `make -n deploy` runs
`make deploy` too, and its own quoted form is the more precise match).
"""

from __future__ import annotations

import shlex
from functools import lru_cache

from memwell.lazy_patterns import lazy_compile
from memwell.recall.rule_vocab import verbs_in

Command = tuple[str, ...]

_BACKTICKED = lazy_compile(r"`([^`\n]{1,80})`")
# a program's name: lower case, as typed at a prompt (not `Cafe accounts`, not `.env`)
_PROGRAM = lazy_compile(r"[a-z][a-z0-9_+-]*")
_GENERIC = frozenset({"run"})  # what an unknown word read as a program does


@lru_cache(maxsize=4096)
def quoted_commands(sentence: str) -> tuple[tuple[Command, ...], tuple[Command, ...]]:
    """The command lines `sentence` quotes in backticks: (named, illustrating). A command in
    parentheses illustrates the verb ("force-push (`git push --force`) to main", 「表示しない
    こと（`cat`、`less`）」): it says how, and the sentence still says what of; one outside
    them is what the rule is about ("ask me before running `make deploy`"). A single word
    counts only when the call parser knows the program (`cat`), so `main` is no command."""
    named: list[Command] = []
    illustrating: list[Command] = []
    for match in _BACKTICKED.finditer(sentence):
        tokens = _tokens(match.group(1))
        if not tokens or not _PROGRAM.fullmatch(tokens[0]):
            continue
        if len(tokens) == 1 and not (command_verbs((tokens,)) - _GENERIC):
            continue
        before = sentence[: match.start()]
        inside = before.count("(") + before.count("（") > before.count(")") + before.count("）")
        (illustrating if inside else named).append(tokens)
    return tuple(dict.fromkeys(named)), tuple(dict.fromkeys(illustrating))


def without_quotes(sentence: str) -> str:
    """The sentence with its backticked spans left out (what its words alone say)."""
    return _BACKTICKED.sub(" ", sentence)


@lru_cache(maxsize=4096)
def command_verbs(commands: tuple[Command, ...]) -> frozenset[str]:
    """What the quoted commands do, as the call parser reads them."""
    from memwell.recall.tool_calls import parse_call  # the parser reads rules' commands too

    verbs: set[str] = set()
    for command in commands:
        for operation in parse_call("Bash", {"command": shlex.join(command)}, branch_of=_none):
            verbs |= operation.verbs
    return frozenset(verbs)


def command_hit(command: Command, source: str) -> bool:
    """Whether the shell segment `source` runs `command`: the same program, and the quoted
    arguments in the same order among its own (`make -n deploy` runs `make deploy`)."""
    tokens = _tokens(source)
    if not tokens or tokens[0].rsplit("/", 1)[-1] != command[0]:
        return False
    rest = iter(tokens[1:])
    return all(any(t == wanted for t in rest) for wanted in command[1:])


@lru_cache(maxsize=4096)
def _tokens(text: str) -> Command:
    try:
        return tuple(shlex.split(text))
    except ValueError:
        return tuple(text.split())


def _none(_cwd: str | None) -> None:
    return None


# "run" as a light verb before what it runs: "never run DELETE, DROP or TRUNCATE"
_LIGHT_RUN = lazy_compile(
    r"(?i)(?<![\w-])(?:run(?:s|ning)?|execut\w*)\s+((?:[`'\"]?[\w-]+[`'\"]?\s*){1,2})"
)


def runs_a_verb(wording: str) -> bool:
    """Whether every "run" of a clause runs a thing named by a verb (a SQL statement, `rm`)."""
    found = list(_LIGHT_RUN.finditer(wording))
    return bool(found) and all(verbs_in(m.group(1)) - {"run"} for m in found)
