"""Commands a rule quotes: the command is ruled in the call's own terms, and its near
neighbours (a dry run the memory allows, the same program on another file, the same verb on
another branch) are not. Pairs, because a false stop is as bad as a miss."""

from __future__ import annotations

from memwell.api import Harness
from memwell.recall.rule_commands import command_hit, quoted_commands
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import Rule, parse_rules

DEPLOY = (
    "`make deploy` builds and publishes `public/` to the `gh-pages` branch. Benji owns "
    "deploys: ask me before running `make deploy` or pushing anything to `gh-pages`.\n\n"
    "`make -n deploy` (dry run, prints the commands only) is fine any time.\n"
)
ENV = (
    "# .env\n\n`.env` には画像CDNのAPIキーが入っている。\n\n"
    "- 絶対に中身を表示しないこと（`cat`、`less`、`grep` なども）。\n"
    "- 絶対にコミットしない（`git add .env` 禁止）。\n"
    "- ファイルがあるかどうかの確認だけならOK。\n"
)


def _verdict(text: str, command: str, *, description: str = "") -> str:
    source = RuleSource("memory", "workspace", text, description)
    return check_rules([source], "Bash", {"command": command}, branch_of=lambda _: None).verdict


def test_a_named_command_is_what_the_rule_is_about() -> None:
    assert _verdict(DEPLOY, "make deploy") == "ask"
    assert _verdict(DEPLOY, "cd site && make deploy") == "ask"
    # the memory's sanctioned dry run names the call more precisely than the rule
    assert _verdict(DEPLOY, "make -n deploy") == "go"
    assert _verdict(DEPLOY, "make build") == "go"


def test_a_program_in_parentheses_gives_the_rule_its_verb_on_the_memorys_subject() -> None:
    description = ".env には CDN の API キー：表示もコミットも禁止"
    for command in ("cat .env", "less .env", "grep KEY .env"):
        assert _verdict(ENV, command, description=description) == "no-go", command
    # the same programs on other files, and the existence check the memory allows
    assert _verdict(ENV, "cat README.md", description=description) == "go"
    assert _verdict(ENV, 'test -f .env && echo "exists"', description=description) == "go"
    assert _verdict(ENV, "git add .env", description=description) == "no-go"
    assert _verdict(ENV, "git add README.md", description=description) == "go"


def test_an_illustrating_command_does_not_replace_what_the_sentence_names() -> None:
    text = "Never force-push (`git push --force`) to main."
    assert _verdict(text, "git push --force origin main") == "no-go"
    assert _verdict(text, "git push --force origin feature-x") == "go"


def test_quoted_commands_are_commands_only() -> None:
    named, illustrating = quoted_commands("ask me before running `make deploy` on `gh-pages`")
    assert named == (("make", "deploy"),) and illustrating == ()  # `gh-pages` is a branch
    assert quoted_commands("「絶対に表示しない（`cat`、`less`）」")[1] == (("cat",), ("less",))
    assert quoted_commands("the `Cafe accounts` tab, the `main` branch") == ((), ())
    assert command_hit(("make", "deploy"), "make -n deploy")
    assert not command_hit(("make", "deploy"), "make build deploy-docs")
    assert not command_hit(("cat",), "concat .env")


def test_a_rule_with_commands_is_stored_and_read_back() -> None:
    rules = parse_rules(DEPLOY, "deploy_process")
    ruled = [r for r in rules if r.commands]
    assert ruled and all(Rule.from_dict(r.to_dict()) == r for r in ruled)


def test_the_gate_checks_a_read_only_command_against_rules_that_forbid_reading(
    harness: Harness,
) -> None:
    harness.remember("workspace", "env_secrets", "feedback", ".env holds the CDN key", ENV)
    denied = harness.gate({"tool_name": "Bash", "tool_input": {"command": "cat .env"}})
    assert denied.verdict == "no-go"
    assert denied.findings[0].name == "env_secrets"
    other = harness.gate({"tool_name": "Bash", "tool_input": {"command": "cat README.md"}})
    assert other.verdict == "go" and other.findings == ()
    listing = harness.gate({"tool_name": "Bash", "tool_input": {"command": "git status"}})
    assert listing.verdict == "go"
