"""The rule model's structure: a rule's object as a phrase, where it goes (targets), who
acts, lists of verb phrases, pronouns; and calls reduced to the same shape (an upload
carries what it uploads, a merge the branch it lands on). Each case is a pair: the call the
rule is about stops, its near neighbour does not (a false stop is as bad as a miss)."""

from __future__ import annotations

import pytest

from memwell.recall.rule_roles import split_roles
from memwell.recall.rule_terms import object_phrases
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import Rule, parse_rules
from memwell.recall.tool_calls import parse_call, parse_shell


def _verdict(text: str, tool: str, call: object, *, aliases: tuple[str, ...] = ()) -> str:
    name = "memory" if not aliases else aliases[0].lower().replace(" ", "_")
    source = RuleSource(name, "workspace", text, aliases=aliases)
    return check_rules([source], tool, call, branch_of=lambda _: None).verdict


def _bash(command: str) -> tuple[str, dict[str, str]]:
    return "Bash", {"command": command}


# --- roles of a clause's words ------------------------------------------------------------


def test_a_quantified_target_limits_nothing_and_the_objects_are_what_is_acted_on() -> None:
    rule = "Never upload grade sheets or student names to any cloud service, chat, or AI tool."
    grades = {"file_path": "~/school/grades/2026_chem.xlsx", "prompt": "summarise"}
    menu = {"file_path": "~/recipes/menu.txt", "prompt": "summarise"}
    assert _verdict(rule, "chatgpt_upload_file", grades) == "no-go"
    assert _verdict(rule, "chatgpt_upload_file", menu) == "go"  # a chat, but not grades


def test_a_target_must_match_too() -> None:
    rule = "生徒の成績や個人情報をメールに添付しない。"
    (parsed,) = parse_rules(rule, "privacy")
    assert parsed.targets == (("メール",),)
    assert ("生徒", "成績") in parsed.objects
    mail = {"to": ["a@example.jp"], "body": "生徒の成績です", "attachments": ["成績.xlsx"]}
    assert _verdict(rule, "send_email", mail) == "no-go"
    # the same grades written to a local file go nowhere the rule names
    local = {"file_path": "~/school/生徒の成績.md", "content": "生徒の成績"}
    assert _verdict(rule, "Write", local) == "go"


def test_a_pronoun_stands_for_the_previous_clause_object() -> None:
    text = "Never upload grade sheets to any cloud service. Never attach them to e-mail."
    with_sheet = {"to": ["vp@school.example"], "attachments": ["~/school/grades/term2.xlsx"]}
    plain = {"to": ["vp@school.example"], "body": "See you at the meeting"}
    assert _verdict(text, "send_email", with_sheet) == "no-go"
    assert _verdict(text, "send_email", plain) == "go"


def test_third_parties_means_anyone_but_whom_the_memory_is_about() -> None:
    text = "- メール: kitamura@publisher.example\n- 原稿PDFを第三者に共有しないこと。"
    pdf = ["~/book/build/book.pdf"]
    to_editor = {"to": ["kitamura@publisher.example"], "attachments": pdf}
    to_friend = {"to": ["friend@example.com"], "attachments": pdf}
    aliases = ("Kitamura", "北村さん")
    assert _verdict(text, "send_email", to_editor, aliases=aliases) == "go"
    assert _verdict(text, "send_email", to_friend, aliases=aliases) == "no-go"


def test_who_acts_is_not_an_object_and_a_target_named_by_kind_meets_the_tool() -> None:
    text = "私や AI が業者に直接発注しないこと。"
    (rule,) = parse_rules(text, "lab_assistant")
    assert rule.objects == () and rule.targets == (("業者",),)
    order = {"vendor": "chem-shop", "items": [{"name": "KMnO4", "qty": "500 g"}]}
    assert _verdict(text, "supplier_place_order", order) == "no-go"
    assert _verdict(text, "calendar_create_event", {"title": "発注の相談"}) == "go"


def test_an_illustrating_command_in_parentheses_is_not_an_object() -> None:
    (rule,) = parse_rules("Never force-push (`git push --force`) to main.", "repo")
    # with nothing named before it, "to main" is what the rule acts on
    assert rule.objects == (("main",),) and rule.targets == ()
    assert _verdict(rule.text, *_bash("git push --force origin main")) == "no-go"
    assert _verdict(rule.text, *_bash("git push --force origin feature-x")) != "no-go"


def test_split_roles_in_english_and_japanese() -> None:
    english = split_roles("   grade sheets   to   e-mail")
    assert "grade sheets" in english.object_text and english.target_text == "e-mail"
    assert split_roles("   them to e-mail").pronoun
    japanese = split_roles("私の名前でメールを送る")
    assert "名前" not in japanese.object_text and "メール" in japanese.object_text
    assert split_roles("原稿を第三者に").others


# --- phrases: a head and its modifiers ----------------------------------------------------


def test_either_word_before_a_noun_modifies_it() -> None:
    assert object_phrases("nginx/samba config") == (
        ("nginx", "config"),
        ("samba", "config"),
    )


def test_a_listed_pair_modifies_the_noun_after_no_and_an_aside_does_not_break_it() -> None:
    text = (
        "毒物・劇物（区分が「毒物」「劇物」の行）の数量を変更するときは、"
        "必ず事前に私に確認すること。"
    )
    (rule,) = parse_rules(text, "poisons")
    assert ("毒物", "数量") in rule.objects and ("劇物", "数量") in rule.objects
    assert ("劇物",) not in rule.objects  # 劇物 alone is not what the rule is about
    guide = {"file_path": "~/lab/shared/guide.md", "content": "毒劇物の持ち出しは声をかけること"}
    assert _verdict(text, "Write", guide) == "go"


def test_a_verb_used_as_a_noun_stays_the_head_of_its_phrase() -> None:
    rules = parse_rules("Never export or share the subscriber list (addresses).", "members")
    assert any(("subscriber", "list") in r.objects for r in rules)


def test_a_folder_carries_the_files_of_any_kind_it_holds() -> None:
    rule = "Never upload grade sheets to any cloud service."
    assert _verdict(rule, *_bash("rclone copy ~/school/grades/ gdrive:backup/grades")) == "no-go"
    assert _verdict(rule, *_bash("rclone copy ~/recipes/ gdrive:backup/recipes")) == "go"


# --- lists of verb phrases ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "call", "verdict"),
    [
        ("Bash", {"command": "ssh admin@homepi 'sudo reboot'"}, "ask"),
        ("Bash", {"command": "ssh admin@homepi 'sudo apt upgrade -y'"}, "ask"),
        (
            "Edit",
            {"file_path": "/etc/nginx/sites-available/site", "old_string": "a", "new_string": "b"},
            "ask",
        ),
        ("Edit", {"file_path": "/etc/hosts", "old_string": "a", "new_string": "b"}, "go"),
        ("Bash", {"command": "ssh admin@homepi 'df -h'"}, "go"),
    ],
)
def test_each_verb_phrase_of_a_list_is_a_rule_of_its_own(
    tool: str, call: dict[str, str], verdict: str
) -> None:
    text = "Always ask me before rebooting, running apt upgrade, or changing nginx/samba config."
    assert _verdict(text, tool, call, aliases=("homepi",)) == verdict


# --- a kind of call ---------------------------------------------------------------------


def test_a_memory_about_a_kind_of_call_covers_that_kind_only_where_it_says() -> None:
    text = (
        "- 私の名前でメールを送る前に、必ず本文と宛先を見せて確認を取ること。下書き作成まではOK。\n"
        "- 保護者へのメールは絶対に送らない。\n"
    )
    source = [RuleSource("email_rules", "user", text)]
    to_colleague = {"to": ["imai@school.example"], "body": "準備リストです"}
    to_parents = {"to": ["family@example.jp"], "body": "保護者の皆様"}
    assert check_rules(source, "send_email", to_colleague).verdict == "ask"
    assert check_rules(source, "send_email", to_parents).verdict == "no-go"
    assert check_rules(source, "gmail_create_draft", to_colleague).verdict == "go"


# --- the sanctioned place, in Japanese ----------------------------------------------------


def test_a_sanctioned_place_lets_the_call_through_and_only_there() -> None:
    text = "- news/ への公開は私の確認を取ってから。下書きは news/drafts/ に置いてよい。"
    drafts = _bash("scp page.html pi:/var/www/site/news/drafts/")
    news = _bash("scp page.html pi:/var/www/site/news/")
    assert _verdict(text, *drafts) == "go"
    assert _verdict(text, *news) == "ask"


# --- calls reduced to the same shape ------------------------------------------------------


def test_a_merge_lands_on_the_branch_checked_out_before_it() -> None:
    ops = parse_shell("git checkout main && git merge --no-ff draft/ch03", branch_of=lambda _: None)
    merge = next(op for op in ops if "merge" in op.verbs)
    assert "main" in merge.values and "draft/ch03" in merge.values
    rule = "Always ask me before merging anything into main."
    assert _verdict(rule, *_bash("git checkout main && git merge draft/ch03")) == "ask"
    assert _verdict(rule, *_bash("git checkout draft/ch03 && git merge main")) != "no-go"


def test_an_upload_carries_its_sources() -> None:
    ops = parse_shell("rclone copy ~/school/grades/ gdrive:backup")
    upload = next(op for op in ops if "publish" in op.verbs)
    assert "~/school/grades/" in upload.values


def test_a_rest_endpoint_is_read_by_what_it_makes() -> None:
    (post,) = parse_shell("curl -X POST https://api.bank.example/v1/transfers -d '{}'")
    assert "pay" in post.verbs
    (get,) = parse_shell("curl https://api.bank.example/v1/transfers")
    assert get.verbs == {"read"}


def test_a_remote_listing_saved_locally_is_an_export() -> None:
    ops = parse_shell("ssh admin@pi 'mlmmj-list -L /var/spool/mlmmj/members' > ~/members.csv")
    assert any("publish" in op.verbs and "pi" in op.values for op in ops)
    (count,) = parse_shell("ssh admin@pi 'mlmmj-list -L /var/spool/mlmmj/members -c'")
    assert "publish" not in count.verbs


def test_a_page_written_into_a_web_root_is_published_with_what_it_shows() -> None:
    text = "会員の氏名・住所・電話番号をサイトに載せることは絶対に禁止。"
    page = "/var/www/assoc/news/snow.html"
    with_phone = {"file_path": page, "content": "<li>1月: 山本様 011-555-0123</li>"}
    without = {"file_path": page, "content": "<li>1月: 会長</li>"}
    elsewhere = {"file_path": "~/notes/snow.md", "content": "山本様 011-555-0123"}
    assert _verdict(text, "Write", with_phone) == "no-go"
    assert _verdict(text, "Write", without) == "go"
    assert _verdict(text, "Write", elsewhere) == "go"
    (op,) = parse_call("Write", with_phone)
    assert "publish" in op.verbs


def test_targets_survive_the_snapshot() -> None:
    rule = parse_rules("原稿PDFを第三者に共有しないこと。", "editor")[0]
    assert rule.others
    again = Rule.from_dict(rule.to_dict())
    assert again == rule
    older = {k: v for k, v in rule.to_dict().items() if k not in {"targets", "others"}}
    assert Rule.from_dict(older).targets == ()  # a snapshot from before still loads


def test_ga_before_an_object_is_a_relative_clause_not_who_acts() -> None:
    (rule,) = parse_rules("子どもの顔が写っている写真は載せない。", "website")
    assert any("子ども" in phrase for phrase in rule.objects)
    assert ("写真",) not in rule.objects  # not every photo


def test_in_says_how_a_thing_is_kept_not_where_the_call_must_go() -> None:
    (rule,) = parse_rules("Never store passwords in plain text.", "secrets")
    assert rule.targets == ()
    write = {"file_path": "config/app.env", "content": "password=hunter2"}
    assert _verdict(rule.text, "Write", write) == "no-go"


def test_a_repository_target_is_met_by_a_git_call() -> None:
    rule = "Never commit `.env` to the repo."
    (parsed,) = parse_rules(rule, "secrets")
    assert parsed.targets == (("repo",),)
    assert _verdict(rule, *_bash("git add .env && git commit -m wip")) == "no-go"
    assert _verdict(rule, *_bash("git add README.md && git commit -m docs")) == "go"


def test_a_path_segment_is_not_a_verb() -> None:
    (rule,) = parse_rules("Never delete anything under /srv/share or /mnt/backup.", "pi")
    assert rule.verbs == {"delete"}  # "share" in the path shares nothing
    upload = _bash("scp notes.txt pi:/srv/share/notes.txt")
    assert _verdict(rule.text, *upload) == "go"
    assert _verdict(rule.text, *_bash("rm -rf /srv/share/old")) == "no-go"


@pytest.mark.parametrize(
    "rule",
    ["顧客データを外部サービスに送らない。", "Never send customer data to external services."],
)
def test_a_target_that_only_says_away_from_here_limits_nothing(rule: str) -> None:
    (parsed,) = parse_rules(rule, "privacy")
    assert parsed.targets == ()
    call = {"url": "https://api.example.ai/v1/in", "data": "customer data / 顧客データ"}
    assert _verdict(rule, "send_request", call) == "no-go"
    other = {"url": "https://api.example.ai/v1/in", "data": "weather / 天気"}
    assert _verdict(rule, "send_request", other) == "go"


def test_places_listed_in_parentheses_are_targets_and_nimo_repeats_the_object() -> None:
    text = (
        "子どもの写真は、チーム外（SNS、ウェブサイト）に絶対に出さない。"
        "陶房のインスタにも載せない。"
    )
    first, second = parse_rules(text, "team")
    assert ("sns",) in first.targets and ("ウェブサイト",) in first.targets
    assert first.objects == second.objects == (("子ども", "写真"),)
    kids = {"image_paths": ["team/kids.jpg"], "caption": "子どもたちの写真"}
    plates = {"image_paths": ["shop/plates.jpg"], "caption": "新作の器"}
    assert _verdict(text, "instagram_post", kids) == "no-go"
    assert _verdict(text, "instagram_post", plates) == "go"  # the shop's own photos


def test_kakidasu_renders_files_and_publishes_nothing() -> None:
    (op,) = parse_call(None, "新しく撮った写真をサイト用に書き出して。")
    assert "publish" not in op.verbs


def test_output_thrown_away_exports_nothing() -> None:
    ops = parse_shell("ssh admin@pi 'mlmmj-list -L /var/spool/mlmmj/members' > /dev/null")
    assert not any("publish" in op.verbs for op in ops)


def test_only_the_user_speaking_of_themself_is_dropped() -> None:
    assert "私物" in split_roles("私物を共有しない").object_text
    assert "名前" not in split_roles("私の名前で送らない").object_text
