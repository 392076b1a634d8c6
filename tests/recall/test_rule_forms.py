"""General forms of prohibitions and confirmation requirements (`recall.rule_forms`): a
line written in one of them is read as a rule, with the strength and action it states."""

from __future__ import annotations

from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import Rule, parse_rules


def _stopping(text: str, memory: str = "house_rules") -> list[Rule]:
    return [r for r in parse_rules(text, memory) if r.strength in ("no-go", "ask")]


def _verdict(text: str, tool: str, tool_input: dict[str, object]) -> str:
    source = RuleSource("house_rules", "workspace", text)
    return check_rules([source], tool, tool_input, branch_of=lambda _cwd: None).verdict


def test_who_must_be_asked_is_an_ask_rule_in_its_common_english_forms() -> None:
    cases = {
        "Changing a shift that starts within 48 hours: ask Kiran first.": "edit",
        "Refunds need Maria's sign-off.": "refund",
        "Run any refund past me first.": "refund",
        "Any change to the price list goes through me first.": "edit",
        "Ask Dana or me before cancelling a subscription.": "cancel",
    }
    for line, verb in cases.items():
        rules = _stopping(line)
        assert rules, line
        assert {r.strength for r in rules} == {"ask"}, line
        assert any(verb in r.verbs for r in rules), line


def test_out_of_bounds_forms_forbid_changes() -> None:
    for line in (
        "The production database is off-limits.",
        "Do not touch the billing config.",
        "Hands off the billing config.",
        "設定ファイルには触らないこと。",
    ):
        rules = _stopping(line)
        assert rules and all(r.strength == "no-go" for r in rules), line
        assert {"edit", "delete"} <= set().union(*(r.verbs for r in rules)), line
        assert not any("touch" in p or "off" in p for r in rules for p in r.objects), line


def test_japanese_prohibition_markers_and_verbs_the_table_lacks() -> None:
    cases = {
        "本番DBの直接編集はNG。": ("no-go", "edit"),
        "顧客データの持ち出しは厳禁。": ("no-go", "send"),
        "会員名簿の外部提出は不可。": ("no-go", "send"),
        "料金を変えるときは会長の了承が必要。": ("ask", "edit"),
        "インストラクターの時給変更は必ず私に確認してから。": ("ask", "edit"),
        "在庫を別の店に移すときは、田中さんに確認してから。": ("ask", "move"),
        "1回5万円を超える発注は相談して。": ("ask", "book"),
        "職人さんの携帯番号を協力会社に教えないこと。": ("no-go", "send"),
        "夜22時以降のLINE配信は絶対にしない。": ("no-go", "broadcast"),
    }
    for line, (strength, verb) in cases.items():
        rules = _stopping(line)
        assert rules, line
        assert rules[0].strength == strength, line
        assert any(verb in r.verbs for r in rules), line
    # a change of plan said with やめて, and 「相談して」 inside a sentence, forbid nothing
    assert not _stopping("2024年から白色申告はやめて、青色申告に切り替える。")
    assert not _stopping("使わない日はコーチと相談して自主練に使う。")


def test_keep_out_of_is_never_putting_it_there() -> None:
    line = "Keep customer emails out of Slack."
    (rule,) = _stopping(line)
    assert rule.strength == "no-go" and "put" in rule.verbs
    assert rule.targets == (("slack",),)
    assert rule.text == line  # the finding quotes the memory's own words


def test_giving_a_thing_to_someone_is_sending_it() -> None:
    (rule,) = _stopping("Never give a driver's personal phone number to a client.")
    assert rule.verbs == {"send"}
    # "give up to 10%" gives nothing to anyone
    assert not _stopping("Ben can give up to 10% himself.")


def test_a_marker_naming_no_action_is_not_lent_to_a_permission() -> None:
    rules = parse_rules("Reminders you can send yourself; ask me first for anything else.", "m")
    assert not [r for r in rules if r.strength == "ask" and "send" in r.verbs]


def test_an_amount_after_a_currency_code_limits_the_rule() -> None:
    (rule,) = _stopping("Ask Tom before sending any invoice over CAD 5,000.00.")
    assert rule.amount_over == 5000.0
    assert ("cad",) not in rule.objects


def test_where_a_japanese_rule_is_done_must_be_shown_by_the_call() -> None:
    line = "Shopifyの管理画面で価格を直接変えるのは禁止。"
    (rule,) = _stopping(line)
    assert rule.objects == (("価格",),)
    assert ("shopify",) in rule.targets
    shopify = "mcp__shopify__update_product"
    assert _verdict(line, shopify, {"product_id": 8, "price": "4800"}) == "no-go"
    # a product's title on Shopify is not its price
    assert _verdict(line, shopify, {"product_id": 8, "title": "Wreath M"}) == "go"


def test_cannot_not_permitted_and_only_someone_may_are_prohibitions() -> None:
    cases = {
        "Patient records cannot be deleted.": "delete",
        "Invoices can't be edited after sending.": "edit",
        "Deleting invoices is not permitted.": "delete",
        "Editing the roster isn't allowed.": "edit",
        "Deleting footage is restricted to the DIT.": "delete",
        "Only Dana can approve refunds.": "refund",
        "Refunds are only issued by the front desk manager.": "refund",
        "Refrain from posting on social media about clients.": "publish",
        "Do NOT email the cast list.": "send",
    }
    for line, verb in cases.items():
        rules = _stopping(line)
        assert rules and all(r.strength == "no-go" for r in rules), line
        assert any(verb in r.verbs for r in rules), line
    # what a device cannot do is no rule
    assert not _stopping("The old printer can't print A3.")


def test_asking_a_role_and_second_approvals_are_ask_rules() -> None:
    for line in (
        "Publishing requires the editor's approval.",
        "Refunds must be signed off by Sam.",
        "Stories must be cleared by legal before publishing.",
        "Escalate to the duty manager before cancelling a booking.",
        "Get the producer's OK before sending the cut.",
        "Talk to me before changing prices.",
        "Let me know before you cancel any order.",
        "Wire transfers need a second approval.",
    ):
        rules = _stopping(line)
        assert rules and all(r.strength == "ask" for r in rules), line


def test_the_sanctioned_way_said_without_only_at_its_side() -> None:
    (rule,) = _stopping("Only issue refunds through Stripe.")
    assert rule.strength == "no-go" and rule.verbs == {"refund"}
    assert rule.via == (("stripe",),)
    (rule,) = _stopping("Deploys go through the CI pipeline.")
    assert rule.strength == "no-go" and "deploy" in rule.verbs and rule.via
