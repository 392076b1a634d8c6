"""What a call really does, read from how APIs and CLIs say it (not from a world's words):
one recipient is not a broadcast, a transfer of goods moves them, a state field publishes or
sends, a here-document fed to a SQL client is its statements; and rules whose condition
names a weekday, an exception ("unless ...") or a sanctioned way (「必ず X で」) are judged
from the call itself (`recall.tool_calls`, `recall.rule_conditions`, `recall.rules`)."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.recall.rule_conditions import call_weekdays, named_weekdays, weekday_condition_holds
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call


def _verbs(tool: str, tool_input: dict[str, Any]) -> set[str]:
    return {v for op in parse_call(tool, tool_input, branch_of=lambda _: None) for v in op.verbs}


def _verdict(body: str, tool: str, tool_input: dict[str, Any], name: str = "rules") -> str:
    source = RuleSource(name, "workspace", body)
    return check_rules([source], tool, tool_input, branch_of=lambda _: None).verdict


@pytest.mark.parametrize(
    ("tool", "tool_input", "present", "absent"),
    [
        # a channel or sending account beside one recipient: a direct message
        (
            "mcp__line__push_message",
            {"channel": "@shop", "to": "U4f2a9c81e0b", "messages": [{"text": "hi"}]},
            {"send"},
            {"broadcast"},
        ),
        # a segment, or more than one recipient counted: a broadcast
        (
            "mcp__slate__send_mailing",
            {"mailing": "m", "population": "all apps", "recipient_count": 1842},
            {"send", "broadcast"},
            set(),
        ),
        ("mcp__line__push_message", {"channel": "@shop", "messages": []}, {"broadcast"}, set()),
        # goods transferred are moved; money transferred is paid
        (
            "mcp__tradify__transfer_stock",
            {"from": "Van 2", "to": "Van 3", "items": [{"name": "filter", "qty": 2}]},
            {"move"},
            {"pay"},
        ),
        (
            "mcp__bank__transfer",
            {"amount": 5000, "currency": "usd", "destination": "acct_1"},
            {"pay"},
            {"move"},
        ),
        # a state that publishes or sends
        (
            "mcp__shop__update_product",
            {"product_id": 1, "status": "active"},
            {"edit", "publish"},
            set(),
        ),
        ("mcp__xero__create_quote", {"contact": "x", "status": "SENT"}, {"add", "send"}, set()),
        ("mcp__shop__update_collection", {"id": 3, "published": True}, {"publish"}, set()),
        # a draft, an archive, or a future publication time publishes nothing now
        ("mcp__shop__update_product", {"product_id": 1, "status": "draft"}, set(), {"publish"}),
        ("mcp__pms__update_patient", {"id": 4, "status": "archived"}, set(), {"publish"}),
        (
            "mcp__shop__update_product",
            {"product_id": 1, "published_at": "2026-12-10T09:00:00+09:00"},
            set(),
            {"publish"},
        ),
        # a here-document given to a SQL client is the SQL it runs
        (
            "Bash",
            {"command": "sqlplus -s svc@//db:1521/PROD <<'SQL'\nUPDATE apps SET code = 'D';\nSQL"},
            {"edit"},
            {"run"},
        ),
        (
            "Bash",
            {"command": "psql -d crm <<EOF\nDELETE FROM clients WHERE id = 3;\nEOF"},
            {"delete"},
            set(),
        ),
        (
            "Bash",
            {"command": "psql -d crm <<EOF\nSELECT * FROM clients;\nEOF"},
            {"read"},
            {"delete", "edit"},
        ),
        # kubectl's and helm's global options take values: the subcommand comes after them
        (
            "Bash",
            {"command": "kubectl --context prod-tokyo -n game scale sts/game --replicas=0"},
            {"scale"},
            {"read"},
        ),
        (
            "Bash",
            {"command": "kubectl --context prod-tokyo -n game rollout restart sts/game"},
            {"restart"},
            {"read", "deploy"},
        ),
        ("Bash", {"command": "kubectl --context prod -n db delete pvc data-0"}, {"delete"}, set()),
        ("Bash", {"command": "kubectl --context prod -n game get pods"}, {"read"}, {"delete"}),
        (
            "Bash",
            {"command": "helm upgrade api ./charts/api --kube-context prod -f values/prod.yaml"},
            {"deploy", "edit"},
            set(),
        ),
    ],
)
def test_what_a_call_does(
    tool: str, tool_input: dict[str, Any], present: set[str], absent: set[str]
) -> None:
    verbs = _verbs(tool, tool_input)
    assert present <= verbs, verbs
    assert not (absent & verbs), verbs


def test_where_a_cluster_command_runs_is_what_it_acts_on() -> None:
    (scale,) = parse_call(
        "Bash",
        {"command": "kubectl --context=sr-prod -n game scale sts/game --replicas=0"},
        branch_of=lambda _: None,
    )
    assert {"game", "sr-prod"} <= set(scale.values)
    (apply,) = parse_call(
        "Bash", {"command": "kubectl -n mm apply -f k8s/mm/config.yaml"}, branch_of=lambda _: None
    )
    assert "k8s/mm/config.yaml" in apply.values


def test_a_heredoc_to_another_program_is_left_as_it_was() -> None:
    command = "cat > notes.txt <<EOF\nDELETE FROM clients;\nEOF"
    ops = parse_call("Bash", {"command": command}, branch_of=lambda _: None)
    assert not any("edit" in op.verbs and "clients" in op.values for op in ops)


def test_weekdays_named_and_found() -> None:
    assert named_weekdays("on Saturdays") == {5}
    assert named_weekdays("at weekends") == {5, 6}
    assert named_weekdays("土曜日と日曜日は配達しない") == {5, 6}
    assert named_weekdays("平日") == {0, 1, 2, 3, 4}
    assert call_weekdays(["2026-12-12T09:00:00-05:00", "Dr. Chen"]) == {5}  # a Saturday
    assert call_weekdays(["2026-02-30"]) == frozenset()  # no such day
    assert weekday_condition_holds("on Saturdays", "", ["2026-12-12"]) is True
    assert weekday_condition_holds("on Saturdays", "", ["2026-12-08"]) is False
    assert weekday_condition_holds("on Saturdays", "", ["no date"]) is None
    assert weekday_condition_holds("by hand", "on Saturdays", ["2026-12-12"]) is None


_SURGERY = "Never book surgeries on Saturdays."
_CREATE = "mcp__clinic__book_surgery"


def test_a_weekday_rule_is_no_go_on_that_day_and_silent_on_others() -> None:
    saturday = {"patient": "Pepper", "start": "2026-12-12T09:00:00-05:00"}
    tuesday = {"patient": "Pepper", "start": "2026-12-08T09:00:00-05:00"}
    undated = {"patient": "Pepper"}
    assert _verdict(_SURGERY, _CREATE, saturday, "surgery_rules") == "no-go"
    assert _verdict(_SURGERY, _CREATE, tuesday, "surgery_rules") == "go"
    assert _verdict(_SURGERY, _CREATE, undated, "surgery_rules") == "ask"  # cannot tell: ask


def test_on_a_sunday_is_a_condition_and_unless_an_exception() -> None:
    rule = parse_rules("No jobs on a Sunday unless it's an emergency callout.", "jobs_rules")[0]
    assert "sunday" in rule.condition.lower()
    assert not rule.targets
    assert rule.unless
    body = "Never delete a job from Tradify.\nNo jobs on a Sunday unless it's an emergency callout."
    sunday = {"customer": "Ms R", "job_type": "Bathroom refit", "scheduled": "2026-12-06T08:00:00Z"}
    emergency = {**sunday, "job_type": "EMERGENCY callout - burst pipe"}
    monday = {**sunday, "scheduled": "2026-12-07T08:00:00Z"}
    tool = "mcp__tradify__create_job"
    assert _verdict(body, tool, sunday, "jobs_and_scheduling_rules") == "no-go"
    assert _verdict(body, tool, emergency, "jobs_and_scheduling_rules") == "go"
    assert _verdict(body, tool, monday, "jobs_and_scheduling_rules") == "go"


def test_a_service_the_memory_names_is_what_its_rules_speak_of() -> None:
    body = "Never delete a job from Tradify.\nNo jobs on a Sunday."
    sunday = {"customer": "Ms R", "scheduled": "2026-12-06T08:00:00Z"}
    # the memory names Tradify: its jobs are the tool's
    assert _verdict(body, "mcp__tradify__create_job", sunday, "notes") == "no-go"
    # another service's jobs: the memory says nothing of them
    assert _verdict(body, "mcp__jenkins__create_job", sunday, "notes") == "go"


_PRICES = "価格は必ずSquareの商品ライブラリで変更してください。"


def test_a_japanese_sanctioned_way_allows_it_and_stops_the_other_ways() -> None:
    rule = parse_rules(_PRICES, "online_shop_rules")[0]
    assert rule.strength == "no-go"
    assert rule.via
    assert all("square" not in p for p in rule.objects)
    shopify = {"store": "x.myshopify.com", "product_id": 1, "variants": [{"price": 5500}]}
    square = {"object_id": "ROSE", "variations": [{"price": 5500}]}
    assert _verdict(_PRICES, "mcp__shopify__update_product", shopify) == "no-go"
    assert _verdict(_PRICES, "mcp__square__update_catalog_item", square) == "go"


def test_a_rule_against_changing_a_thing_stops_removing_it() -> None:
    body = "Never change payroll rows directly in the database (table payroll_entries)."
    delete = {"command": "psql -d hr -c \"DELETE FROM payroll_entries WHERE id = 'E1';\""}
    read = {"command": 'psql -d hr -c "SELECT * FROM payroll_entries;"'}
    assert _verdict(body, "Bash", delete, "payroll_rules") == "no-go"
    assert _verdict(body, "Bash", read, "payroll_rules") == "go"
    # a permission to edit does not stretch to deleting
    fine = RuleSource("drafts", "workspace", "Editing the drafts in drafts/ is fine.")
    check = check_rules([fine], "Bash", {"command": "rm drafts/a.md"}, branch_of=lambda _: None)
    assert not check.allowed


def test_a_named_service_is_the_subject_only_for_what_its_tool_names() -> None:
    body = (
        "Door / key safe / alarm codes: never put them in a text, email, WhatsApp, calendar "
        "note or any plain file."
    )
    prose = {"to": "+447700900312", "text": "Jo will call you with the code"}
    # the memory names WhatsApp, but "codes" is met only in the message's words
    assert _verdict(body, "mcp__whatsapp__send_message", prose, "access_codes_never") == "go"


def test_against_names_where_not_what() -> None:
    rule = parse_rules("Never run migrations against the prod RDS by hand.", "deploy_rules")[0]
    assert rule.objects == (("migrations",),)
    assert rule.targets
    body = rule.text
    iam = {"command": "aws iam add-user-to-group --group-name admins --profile acme-prod"}
    # running something else on prod is not running migrations there
    assert _verdict(body, "Bash", iam, "deploy_rules") == "go"


_SLACK = (
    "Never paste user data (emails, transaction history, bank names) into Slack - "
    "社内チャンネルでもダメ。Use the Linear ticket with the user ID only."
)


def test_pasting_is_putting_and_the_way_named_after_a_rule_forbids_nothing() -> None:
    strengths = {r.text.split()[0]: r.strength for r in parse_rules(_SLACK, "release_rules")}
    assert strengths == {"Never": "no-go", "Use": "advisory"}
    paste = {"channel": "#backend", "text": "sync broken for taro@example.com, ¥1,280 at 7-11"}
    assert _verdict(_SLACK, "mcp__slack__post_message", paste, "release_rules") == "no-go"
    # an edit of a file under /Users/... is not "using the ticket with the user id"
    edit = {"file_path": "/Users/ken/app/strings.xml", "old_string": "a", "new_string": "b"}
    assert _verdict(_SLACK, "Edit", edit, "release_rules") == "go"


def test_a_coordinated_noun_before_a_verb_word_makes_it_a_noun() -> None:
    (rule,) = parse_rules("Don't ever delete a patient or client record from the PMS.", "x")
    assert rule.verbs == {"delete"}  # "record" is what is deleted, not a verb
