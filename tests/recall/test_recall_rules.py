"""The rule model: rules parsed from memory text, tool calls parsed into the same terms,
and a gate that stops exactly what a rule forbids (a false stop is as bad as a miss)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.hooks.runner import run_hook
from memwell.recall import rulebook
from memwell.recall.rule_match import judge
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call, parse_shell

FORCE_PUSH = (
    "workspace",
    "no_force_push",
    "feedback",
    "Never force-push to main; use a revert commit instead",
    "Never force-push (`git push --force`) to main. To undo, push a revert commit.",
)


def _bash(command: str) -> dict[str, object]:
    return {"tool_name": "Bash", "tool_input": {"command": command}}


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


@pytest.fixture
def repo_harness(tmp_path: Path) -> Harness:
    """A harness whose workspace is a real git repository with `main` checked out."""
    workspace = tmp_path / "repo"
    workspace.mkdir()
    _git(workspace, "init", "-q", "-b", "main")
    _git(
        workspace,
        "-c",
        "user.email=t@example.com",
        "-c",
        "user.name=t",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "init",
    )
    harness = Harness(tmp_path / "home", workspace)
    harness.remember(*FORCE_PUSH)
    return harness


# --- the Claude Code case: a force-push rule does not stop every push ----------------------


def test_pushing_a_feature_branch_goes(repo_harness: Harness) -> None:
    decision = repo_harness.gate(_bash("git push origin feature-x"))
    assert decision.verdict == "go"


def test_force_pushing_main_is_no_go_and_names_the_rule(repo_harness: Harness) -> None:
    decision = repo_harness.gate(_bash("git push --force origin main"))
    assert decision.verdict == "no-go"
    assert decision.findings[0].name == "no_force_push"
    assert decision.findings[0].why == "force_push on main"
    assert "no_force_push" in decision.reasons[0]


def test_force_push_without_a_refspec_uses_the_checked_out_branch(repo_harness: Harness) -> None:
    assert repo_harness.gate(_bash("git push -f")).verdict == "no-go"
    _git(repo_harness.layout.workspace, "checkout", "-q", "-b", "feature-x")
    on_feature = repo_harness.gate(_bash("git push -f"))
    # the rule does not apply; rewriting history still asks by default, and says why
    assert on_feature.verdict == "ask"
    assert not any(f.kind == "prohibition" for f in on_feature.findings)


def test_plain_push_to_main_is_not_a_force_push(repo_harness: Harness) -> None:
    assert repo_harness.gate(_bash("git push origin main")).verdict == "go"


def test_a_push_whose_branch_cannot_be_told_asks(tmp_path: Path) -> None:
    sources = [RuleSource("no_force_push", "workspace", FORCE_PUSH[4], FORCE_PUSH[3])]
    check = check_rules(sources, "Bash", {"command": "git push -f"}, branch_of=lambda _: None)
    assert check.verdict == "ask"
    assert "cannot be told" in check.findings[0].why


# --- parsing rules ------------------------------------------------------------------------


def test_rule_strength_and_verbs_in_english_and_japanese() -> None:
    text = (
        "- Never DROP or recreate tables.\n"
        "- Any DELETE, or changing totals/prices: ask me first.\n"
        "- SELECT queries: fine anytime.\n"
        "- 「勤務」カレンダーの予定は絶対に削除・移動しないこと。\n"
        "- 招待は、承諾する前に必ず私に確認して。\n"
        "- できれば日曜の午後は空けておきたい（絶対ではない）。\n"
    )
    rules = {(r.strength, frozenset(r.verbs)) for r in parse_rules(text, "orders")}
    assert ("no-go", frozenset({"drop"})) in rules
    assert ("ask", frozenset({"delete"})) in rules
    assert ("ask", frozenset({"edit"})) in rules
    assert ("allow", frozenset({"read"})) in rules
    assert ("no-go", frozenset({"delete", "move"})) in rules
    assert ("ask", frozenset({"accept"})) in rules
    assert not any(strength in ("no-go", "ask") for strength, verbs in rules if not verbs)


def test_a_preference_is_never_a_stop() -> None:
    sources = [RuleSource("style", "user", "I prefer to avoid deleting old branches.")]
    check = check_rules(sources, "Bash", {"command": "git branch -D old-x"})
    assert check.verdict == "go"


def test_without_confirmation_means_ask() -> None:
    (rule,) = parse_rules("Never delete an S3 bucket without approval from Mei.", "buckets")
    assert rule.strength == "ask"
    assert rule.verbs == {"delete"}
    assert ("bucket",) in rule.objects and ("mei",) not in rule.objects


# --- tool calls ---------------------------------------------------------------------------


def test_shell_commands_are_read_per_program() -> None:
    select, drop = parse_shell(
        'sqlite3 data/orders.sqlite "SELECT * FROM orders; DROP TABLE customers"'
    )
    assert select.verbs == {"read"} and drop.verbs == {"drop"}
    assert "customers" in drop.values
    (listing,) = parse_shell("ls -la photos/originals")
    assert listing.read_only
    moved, written = parse_shell("cd /srv/photos && mv edited/a.jpg archive/")
    assert moved.verbs == {"move", "delete"} and written.verbs == {"write", "overwrite"}
    assert moved.context == ("/srv/photos",)
    (scale,) = parse_shell("kubectl scale deployment/search-api --replicas=0 -n prod")
    assert scale.verbs == {"scale"} and "search-api" in scale.values


def test_mcp_style_tools_are_read_by_name_and_fields() -> None:
    (op,) = parse_call(
        "calendar_update_event", {"calendar": "勤務", "start": "2025-06-13T16:30:00+09:00"}
    )
    assert {"edit", "move"} <= op.verbs
    (pay,) = parse_call("bank_transfer", {"from_account": "savings", "amount_jpy": 32000})
    assert "pay" in pay.verbs and pay.amount == 32000


# --- matching: the action must be what the rule forbids ----------------------------------


@pytest.mark.parametrize(
    ("rule_text", "command", "fires"),
    [
        (
            "Never scale the payments-api service to zero.",
            "kubectl scale deploy/payments-api --replicas=0",
            True,
        ),
        (
            "Never scale the payments-api service to zero.",
            "kubectl scale deploy/search-api --replicas=0",
            False,
        ),
        ("Never delete anything in photos/originals/.", "rm photos/originals/a.jpg", True),
        ("Never delete anything in photos/originals/.", "ls photos/originals/", False),
        (
            "Never delete anything in photos/originals/.",
            "cp photos/originals/a.jpg photos/edited/",
            False,
        ),
        ("Never DROP the customers table.", "psql -c 'SELECT * FROM customers'", False),
        ("Never DROP the customers table.", "psql -c 'DROP TABLE customers'", True),
        ("Never push directly to main.", "git push origin fix/typo", False),
        ("Never push directly to main.", "git push --force origin main", True),
    ],
)
def test_a_rule_fires_only_on_what_it_forbids(rule_text: str, command: str, fires: bool) -> None:
    rules = parse_rules(rule_text, "rule")
    ops = parse_call("Bash", {"command": command}, branch_of=lambda _: None)
    assert any(judge(r, op) for r in rules for op in ops) is fires


def test_rules_apply_across_languages() -> None:
    ja_rule = [RuleSource("db", "workspace", "本番DBは絶対に削除しないこと。")]
    assert check_rules(ja_rule, None, "delete the production database").verdict == "no-go"
    en_rule = [RuleSource("photos", "user", "Never post children's photos on Instagram.")]
    post = {"image_paths": ["team/kids.jpg"], "caption": "子どもたちの写真"}
    assert check_rules(en_rule, "instagram_post", post).verdict == "no-go"
    product = {"image_paths": ["web/plate.webp"], "caption": "new plates"}
    assert check_rules(en_rule, "instagram_post", product).verdict == "go"


def test_the_sanctioned_way_is_allowed() -> None:
    text = (
        "- Always show me the draft before sending anything to a customer.\n"
        "- The shipping notice (templates/shipping_notice.txt) can be sent without asking.\n"
    )
    sources = [RuleSource("order_emails", "workspace", text, "Customer emails (shop@example.com)")]
    notice = {"from": "shop@example.com", "template": "templates/shipping_notice.txt"}
    reply = {"from": "shop@example.com", "to": "a@b.jp", "body": "Sorry about the broken mug"}
    assert check_rules(sources, "send_email", notice).verdict == "go"
    assert check_rules(sources, "send_email", reply).verdict == "ask"
    personal = {"from": "me@example.org", "to": "sister@example.org", "body": "photos"}
    assert check_rules(sources, "send_email", personal).verdict == "go"


def test_amount_limits_are_qualifiers() -> None:
    sources = [RuleSource("money", "user", "Always ask me before any payment over ¥30,000.")]
    assert check_rules(sources, "bank_transfer", {"amount_jpy": 32000}).verdict == "ask"
    assert check_rules(sources, "bank_transfer", {"amount_jpy": 18400}).verdict == "go"


# --- never fail open silently -------------------------------------------------------------


def test_a_broken_rule_check_asks_and_says_so(
    repo_harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> object:
        raise ValueError("corrupt rule source")

    monkeypatch.setattr("memwell.recall.gate.check_rules", broken)
    assert rulebook.check_rules is not broken  # only the gate's reference is replaced
    decision = repo_harness.gate(_bash("git push origin feature-x"))
    assert decision.verdict == "ask"
    assert decision.recall_status == "query_failed"
    assert any("rule check failed" in r and "corrupt" in r for r in decision.reasons)


def test_a_condition_the_call_cannot_show_asks_instead_of_stopping() -> None:
    fridays = [RuleSource("migrations", "workspace", "Do not run database migrations on Fridays.")]
    check = check_rules(fridays, None, "run the migrations on the falcon database")
    assert check.verdict == "ask"
    assert "cannot check" in check.findings[0].why
    by_hand = [RuleSource("sheet", "workspace", "Never edit the sales.xlsx file by hand.")]
    edit = {"file_path": "inventory/sales.xlsx", "content": "..."}
    assert check_rules(by_hand, "Write", edit).verdict == "no-go"  # the agent's own edit


# --- the same through the Claude Code hook, with its recorded payload shape -----------------

_HOOK_PAYLOAD = (
    Path(__file__).parent.parent / "hooks" / "fixtures" / "claude_code_pre_tool_use_bash.json"
)


@pytest.mark.parametrize(
    ("command", "decision"),
    [
        ("git push origin feature-x", None),
        ("git push --force origin main", "deny"),
        ("git push -f", "deny"),  # main is checked out in the hook's cwd
    ],
)
def test_claude_code_hook_denies_only_the_force_push(
    repo_harness: Harness, command: str, decision: str | None
) -> None:
    data = json.loads(_HOOK_PAYLOAD.read_text(encoding="utf-8"))
    data["cwd"] = str(repo_harness.layout.workspace)
    data["tool_input"] = {"command": command}
    reply = run_hook("claude-code", json.dumps(data), home=repo_harness.layout.home)
    assert reply.exit_code == 0
    out = json.loads(reply.stdout).get("hookSpecificOutput", {}) if reply.stdout else {}
    assert out.get("permissionDecision") == decision
    if decision:
        assert "no_force_push" in out["permissionDecisionReason"]


def test_the_way_a_rule_names_is_allowed_and_other_ways_are_not() -> None:
    sources = [
        RuleSource(
            "deploys",
            "workspace",
            "Production deploys only via the release pipeline (`make release`).",
        )
    ]
    by_hand = check_rules(sources, "Bash", {"command": "npx netlify deploy --prod"})
    assert by_hand.verdict == "no-go"
    assert check_rules(sources, "Bash", {"command": "make release"}).verdict == "go"
    preview = check_rules(sources, "Bash", {"command": "npx netlify deploy --dir=dist"})
    assert preview.verdict == "go"  # a preview deploy is not a production deploy


# --- rules read from how people write them (a blind world's gate calls, issue 10) --------


@pytest.mark.parametrize(
    ("rule_text", "command", "fires"),
    [
        # a remote shell runs the command it is given: judge that command
        ("Never delete anything under /srv/share.", "ssh pi@host 'rm -rf /srv/share/old/*'", True),
        ("Never delete anything under /srv/share.", "ssh pi@host 'du -sh /srv/share/*'", False),
        ("Never delete anything under /srv/share.", "sh -c 'rm -rf /srv/share/tmp'", True),
        # a program's own name says what it does
        ("Always ask me before rebooting the server.", "ssh admin@server 'sudo reboot'", True),
        # a file's extension names its kind
        ("Never commit raw camera files (.CR3).", "git add photos/IMG_1.CR3", True),
        ("Never commit raw camera files (.CR3).", "git add photos/IMG_1.jpg", False),
    ],
)
def test_rules_fire_on_calls_written_as_people_write_them(
    rule_text: str, command: str, fires: bool
) -> None:
    rules = parse_rules(rule_text, "server_rules")
    ops = parse_call("Bash", {"command": command}, branch_of=lambda _: None)
    assert any(judge(r, op) for r in rules for op in ops) is fires


def test_a_tool_name_is_read_as_the_verb_it_inflects() -> None:
    (order,) = parse_call("supplier_place_order", {"vendor": "acme", "qty": 2})
    assert "book" in order.verbs
    (upload,) = parse_call("chatgpt_upload_file", {"file_path": "x.xlsx"})
    assert "publish" in upload.verbs
    (draft,) = parse_call("gmail_create_draft", {"to": ["a@example.com"]})
    assert "send" not in draft.verbs


def test_japanese_confirm_first_and_suru_verbs_are_rules() -> None:
    [ask] = parse_rules(
        "私の名前でメールを送る前に、必ず本文を見せて確認を取ること。", "email_rules"
    )
    assert ask.strength == "ask" and "send" in ask.verbs
    [never] = parse_rules("私や AI が業者に直接発注しないこと。", "orders")
    assert never.strength == "no-go" and "book" in never.verbs


def test_a_noun_that_is_also_a_verb_does_not_make_the_rule_forbid_it() -> None:
    [rule] = parse_rules("Never export or share the subscriber list outside the Pi.", "mailing")
    assert "read" not in rule.verbs and "publish" in rule.verbs


def test_a_rule_naming_no_object_covers_what_its_memory_names() -> None:
    body = "- Spreadsheet: ~/lab/inventory_2026.xlsx (sheet 在庫).\n- Never delete rows.\n"
    source = [RuleSource("chem_stock", "workspace", body)]
    on_it = {"file": "~/lab/inventory_2026.xlsx", "sheet": "在庫", "rows": [5]}
    elsewhere = {"file": "~/home/budget.xlsx", "sheet": "2026", "rows": [5]}
    assert check_rules(source, "excel_delete_rows", on_it).verdict == "no-go"
    assert check_rules(source, "excel_delete_rows", elsewhere).verdict == "go"


@pytest.mark.parametrize(
    ("path", "fires"),
    [
        ("~/book/chapters/en/ch05-fish.md", True),
        ("~/book/chapters/en/ch02-soups.md", False),
        ("~/book/chapters/ja/ch05-fish.md", False),
    ],
)
def test_a_rule_that_says_where_it_applies_applies_only_there(path: str, fires: bool) -> None:
    rule = "Don't edit Olivia's English chapters (chapters/en/ch04\u2013ch06)."
    rules = parse_rules(rule, "repo")
    ops = parse_call("Edit", {"file_path": path, "old_string": "a", "new_string": "b"})
    assert any(judge(r, op) for r in rules for op in ops) is fires


@pytest.mark.parametrize(
    ("rule_text", "command", "fires"),
    [
        # where a rule does not apply names no object
        ("Never share the subscriber list outside the Pi.", "scp page.html pi:/var/www/", False),
        # switching to a branch changes nothing; merging into it is what the rule is about
        ("Never rewrite history on main.", "git checkout main", False),
        ("Never rewrite history on main.", "git rebase -i main", True),
        # a copy to another machine or a cloud remote is an upload
        ("Never upload anything from grades/.", "rclone copy grades/ gdrive:backup/grades", True),
        ("Never upload anything from grades/.", "cp -r grades/ grades-backup/", False),
        # sed -i edits the files it is given
        ("Never edit anything in /etc/nginx.", "sed -i s/2m/20m/ /etc/nginx/nginx.conf", True),
        ("Never edit anything in /etc/nginx.", "sed -n 1,5p /etc/nginx/nginx.conf", False),
    ],
)
def test_what_a_rule_excludes_and_what_a_command_really_does(
    rule_text: str, command: str, fires: bool
) -> None:
    rules = parse_rules(rule_text, "rules")
    ops = parse_call("Bash", {"command": command}, branch_of=lambda _: None)
    assert any(judge(r, op) for r in rules for op in ops) is fires


def test_a_description_saying_what_needs_approval_states_no_rule() -> None:
    assert parse_rules("", "pi", description="access, services, what needs my OK") == ()
