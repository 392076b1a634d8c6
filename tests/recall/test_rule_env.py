"""Rehearsals are not the real thing: a rule about the real thing does not stop a call that
goes only to staging, a sandbox or a test send, and the irreversible default does not ask
for one; a rule that names the rehearsal itself still applies there (`recall.rule_env`)."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.api import Harness
from memwell.recall.rule_env import names_rehearsal, rehearsal
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call


def _ops(tool: str, tool_input: dict[str, Any]) -> list[bool]:
    return [rehearsal(op) for op in parse_call(tool, tool_input, branch_of=lambda _: None)]


def _bash(command: str) -> dict[str, Any]:
    return {"command": command}


@pytest.mark.parametrize(
    ("tool", "tool_input", "expected"),
    [
        # where the call goes names a rehearsal
        ("mcp__postgres__query", {"database": "crm_staging", "sql": "DELETE FROM t;"}, True),
        ("Bash", _bash("curl -X POST https://sandbox.example.jp/v1/orders -d @o.json"), True),
        ("Bash", _bash("curl -X POST -H 'Auth: $SHOP_SANDBOX_KEY' https://api.x.io/v1"), True),
        ("mcp__mailchimp__send_test_email", {"campaign_id": "c1", "to": ["me@x.org"]}, True),
        ("mcp__sms__send_sms", {"to": "090-1234-5678", "text": "[TEST] reminder"}, True),
        ("Bash", _bash("ssh deploy@wp-staging.example.net 'wp post delete 3 --force'"), True),
        ("Bash", _bash("./deploy.sh --env staging"), True),
        # the real thing, or nothing said about it
        ("mcp__postgres__query", {"database": "crm", "sql": "DELETE FROM t;"}, False),
        ("Bash", _bash("ssh deploy@wp-prod.example.net 'wp post delete 3 --force'"), False),
        ("Bash", _bash("curl -X POST https://sandbox.example.jp/v1/orders?env=prod"), False),
        # a message's words, a file or a branch say nothing about where it goes
        ("mcp__gmail__send_email", {"to": "a@b.com", "body": "your test results"}, False),
        ("mcp__gmail__send_email", {"to": "qa@b.com", "subject": "hi"}, False),
        ("Bash", _bash("git push --force origin test"), False),
        ("Bash", _bash("cat .env.test"), False),
        ("Write", {"file_path": "/srv/app/tests/test_x.py", "content": "x"}, False),
    ],
)
def test_where_a_call_goes(tool: str, tool_input: dict[str, Any], expected: bool) -> None:
    assert all(_ops(tool, tool_input)) is expected


def test_a_rule_names_a_rehearsal_only_in_words_of_an_environment() -> None:
    assert names_rehearsal("Never wipe the staging database.")
    assert names_rehearsal("検証環境のデータは消さないこと。")
    assert not names_rehearsal("本番の CragDesk DB には DELETE を直接流さないこと。")
    assert not names_rehearsal("Never delete the contest results.")


NEVER_DELETE = [RuleSource("crm", "workspace", "Never run DELETE on the crm database.")]


@pytest.mark.parametrize(
    ("database", "verdict"),
    [("crm", "no-go"), ("crm_staging", "go"), ("crm_prod", "no-go")],
)
def test_a_rule_about_the_real_thing_is_not_broken_on_staging(database: str, verdict: str) -> None:
    call = {"database": database, "sql": "DELETE FROM members WHERE id = 1;"}
    assert check_rules(NEVER_DELETE, "mcp__postgres__query", call).verdict == verdict


def test_a_rule_that_names_the_rehearsal_still_applies_there() -> None:
    rules = [RuleSource("stg", "workspace", "Never DELETE rows in the crm staging database.")]
    call = {"database": "crm_staging", "sql": "DELETE FROM members WHERE id = 1;"}
    assert check_rules(rules, "mcp__postgres__query", call).verdict == "no-go"


def test_a_test_send_is_not_the_send_a_rule_asks_about() -> None:
    rules = [RuleSource("mail", "user", "Always ask me before sending any e-mail in my name.")]
    real = {"to": ["ruth@example.org"], "subject": "Issue 12"}
    assert check_rules(rules, "mcp__mail__send_email", real).verdict == "ask"
    assert check_rules(rules, "mcp__mail__send_test_email", real).verdict == "go"


def test_never_run_a_verb_forbids_the_verb_not_running() -> None:
    (rule,) = parse_rules("Never run DELETE, DROP or TRUNCATE on prod vetdb.", "db")
    assert rule.verbs == {"delete", "drop", "truncate"}
    sources = [RuleSource("db", "workspace", "Never run DELETE, DROP or TRUNCATE on prod vetdb.")]
    dump = {"command": "pg_dump -h db01.local -Fc vetdb > /srv/backup/vetdb.dump"}
    assert check_rules(sources, "Bash", dump).verdict == "go"
    drop = {"command": "psql -h db01.local -d vetdb -c 'DROP TABLE visits;'"}
    assert check_rules(sources, "Bash", drop).verdict == "no-go"
    (kept,) = parse_rules("Always ask me before running apt upgrade.", "pi")
    assert "run" in kept.verbs


def test_rebase_rewrites_the_branch_rebased_not_its_base() -> None:
    (op,) = parse_call("Bash", _bash("git rebase main topic"), branch_of=lambda _: None)
    assert op.values == ("topic",) and "rewrite" in op.verbs
    (onto,) = parse_call(
        "Bash", _bash("git rebase --onto main old topic"), branch_of=lambda _: None
    )
    assert onto.values == ("topic",)
    (here,) = parse_call("Bash", _bash("git rebase -i HEAD~3"), branch_of=lambda _: "feature")
    assert here.values == ("feature",)
    sources = [RuleSource("repo", "workspace", "Never rewrite history on main.")]
    assert check_rules(sources, "Bash", _bash("git rebase main topic")).verdict == "go"


@pytest.mark.parametrize(
    ("command", "verdict"),
    [
        ("git push --force-with-lease origin sam/fix-shader", "go"),
        ("git push --force-with-lease origin main", "ask"),
        ("git push --force-with-lease origin release/1.2", "ask"),
        ("git push --force origin sam/fix-shader", "ask"),
        ("ssh deploy@wp-staging.example.net 'wp post delete 1022 --force'", "go"),
        ("ssh deploy@wp.example.net 'wp post delete 1022 --force'", "ask"),
    ],
)
def test_the_irreversible_default_spares_leased_work_branches_and_rehearsals(
    harness: Harness, command: str, verdict: str
) -> None:
    decision = harness.gate({"tool_name": "Bash", "tool_input": {"command": command}})
    assert decision.verdict == verdict


@pytest.mark.parametrize(
    ("command", "verdict"),
    [
        ("git rebase main sakura-saison", "go"),
        ("git rebase develop release/1.2", "ask"),
        ("git rebase -i HEAD~3", "ask"),  # which branch is rewritten cannot be told here
    ],
)
def test_rebasing_a_working_branch_is_routine(harness: Harness, command: str, verdict: str) -> None:
    decision = harness.gate({"tool_name": "Bash", "tool_input": {"command": command}})
    assert decision.verdict == verdict


# --- what an update changes, and a rule that restates its verb as a noun ------------------


def test_an_object_phrase_drops_the_rules_own_verb_said_as_a_noun() -> None:
    (price,) = parse_rules("価格の変更は必ず私に確認してから。", "shop")
    assert price.verbs == {"edit"} and price.objects == (("価格",),)
    (transfer,) = parse_rules("振込・送金は絶対に agent が行わないこと。", "treasury")
    assert transfer.objects == ()
    (sent,) = parse_rules("Never send an invoice or a deposit refund without asking.", "x")
    assert ("deposit", "refund") in sent.objects  # another verb's noun is what is sent


@pytest.mark.parametrize(
    ("tool_input", "verdict"),
    [
        ({"item_id": "KOLSCH-039", "price": 750}, "ask"),
        ({"item_id": "KOLSCH-039", "stock": 12}, "go"),
        ({"item_id": "KOLSCH-039", "filter": {"price": 750}, "stock": 12}, "go"),
    ],
)
def test_an_update_acts_on_the_fields_it_sets(tool_input: dict[str, Any], verdict: str) -> None:
    rules = [RuleSource("shop", "workspace", "価格の変更は必ず私に確認してから。")]
    assert check_rules(rules, "mcp__base__update_item", tool_input).verdict == verdict


@pytest.mark.parametrize(
    ("command", "verbs"),
    [
        ("wp --path=/var/www/site post meta update 48190 note 'x'", {"edit"}),
        ("wp post delete 1022 --force", {"delete"}),
        ("wp post meta list 48190", {"read"}),
        ("gam update user j@example.org suspended on", {"edit"}),
        ("uv run campaigns/send_reminders.py --audience all", {"send"}),
    ],
)
def test_an_unknown_programs_verb_ends_its_subcommand_path(command: str, verbs: set[str]) -> None:
    (op,) = parse_call("Bash", _bash(command), branch_of=lambda _: None)
    assert verbs <= op.verbs
    assert "publish" not in op.verbs  # `post` names what is updated, not a posting


def test_rsync_removing_its_sources_deletes_them() -> None:
    command = "rsync -av --remove-source-files /Volumes/Shoots/RAW/ nas.local:/backup/raw/"
    ops = parse_call("Bash", _bash(command), branch_of=lambda _: None)
    assert "delete" in ops[0].verbs and "/Volumes/Shoots/RAW/" in ops[0].values
    (kept, _copy) = parse_call("Bash", _bash("rsync -av /a/RAW/ nas:/b/"), branch_of=lambda _: None)
    assert "delete" not in kept.verbs


@pytest.mark.parametrize(
    "command",
    [
        "curl -u me -T ~/work/glossary.xlsx https://share.example.jp/leaf/glossary.xlsx",
        "curl -F 'file=@/srv/share/queue.xlsx' https://convert.example.com/api",
        "curl -X POST --data-binary @/srv/share/queue.xlsx https://convert.example.com/api",
    ],
)
def test_curl_uploading_a_file_carries_it(command: str) -> None:
    (op,) = parse_call("Bash", _bash(command), branch_of=lambda _: None)
    assert "publish" in op.verbs and "read" not in op.verbs
    assert any(v.endswith(".xlsx") and "://" not in v for v in op.values)


def test_those_named_before_igai_are_excepted_not_a_place() -> None:
    text = "未発表の原稿ページ(raw/ の画像)は、光葉社と Chris 以外に絶対に出さない。"
    (rule,) = parse_rules(text, "nda")
    assert rule.targets == () and ("chris",) in rule.unless and ("光葉社",) in rule.unless
    sources = [RuleSource("nda", "workspace", text)]
    upload = {"command": "curl -F 'image=@/home/e/work/raw/p045.png' https://ocr.example.com/api"}
    assert check_rules(sources, "Bash", upload).verdict == "no-go"
    to_chris = {"to": "chris@letters.example", "attachments": ["/home/e/work/raw/p045.png"]}
    assert check_rules(sources, "mcp__gmail__send_email", to_chris).verdict == "go"
