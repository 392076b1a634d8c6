"""The digest's free lines (session 7), filled by line value since session 8; a continuation
is shown what is still open."""

from __future__ import annotations

from memwell.memory.statements import memory_statements
from memwell.recall.answer_kinds import asked_kinds, stated_kinds
from memwell.recall.digest import build_digest
from memwell.recall.item_confidence import confidence
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from memwell.tokens import terms
from support.hits import project_hit as _project

# a memory in one language, a turn in the other: no word in common with any body line
LEDGER = _project(
    "dues_ledger",
    "Dues ledger of the neighbourhood association",
    "- ファイル: ~/chonaikai/会費台帳_2026.xlsx(世帯ごとに1行)。\n"
    "- 年会費は1世帯 3,600円。\n"
    "- 「入金済み」への更新は、通帳CSVで入金を確認してから行う。\n"
    "- 未納世帯への督促状は、送る前に必ず私の確認を取ること。\n",
)

SITE = _project(
    "website_renewal",
    "Shop website renewal: repo, status, open items",
    "Repo: ~/shop/website, hosted on Netlify.\n"
    "Status: new top page and product grid are done.\n"
    "Open items:\n"
    "  - English product pages (/en/) are only 6 of 31 products translated.\n"
    "  - Contact form spam: try the honeypot field.\n",
)


def test_free_lines_carry_the_confident_memorys_unscored_statements() -> None:
    # Trigger: the turn shares only the memory's name with it (scores 0 for every body
    # line). Before: one line, the rest of the budget empty; the fact never shown.
    query = units("Update the dues ledger: household 23 says they paid.")
    digest, _ = build_digest([LEDGER], MemoryPolicy(), query=query, min_confidence=0.0)
    assert "通帳CSVで入金を確認してから" in digest.text
    assert len(digest.lines) <= MemoryPolicy().max_digest_lines


def test_free_lines_never_break_the_line_or_character_caps() -> None:
    query = units("dues ledger")
    for lines, chars in ((3, 1200), (8, 260), (8, 120)):
        policy = MemoryPolicy(max_digest_lines=lines, max_digest_chars=chars)
        digest, _ = build_digest([LEDGER, SITE], policy, query=query, min_confidence=0.0)
        assert len(digest.lines) <= lines
        assert len(digest.text) <= chars
        # an item's own line is never given up for a free line
        assert len(digest.items) == sum(1 for line in digest.lines if line.startswith("- "))


def test_the_confident_memorys_lines_come_before_a_weak_memorys_further_ones() -> None:
    other = _project(
        "kiln_batches",
        "Kiln bookings",
        "- Booked: bisque 6/14.\n- Prices: bisque ¥4,000.\n- Bookings by LINE.\n",
    )
    query = units("dues ledger 入金 kiln")
    policy = MemoryPolicy(max_digest_lines=5)  # the header and four lines
    digest, _ = build_digest([LEDGER, other], policy, query=query, min_confidence=0.0)
    owners = [line.split(":")[0] for line in digest.lines[1:] if line.startswith("- ")]
    assert owners[0] == "- dues_ledger"
    # its statements come before the weak memory's further ones (several share a line)
    shown = sum(1 for st in memory_statements("", LEDGER.body) if st.text in digest.text)
    assert shown >= 2 and len(digest.lines) <= 5


def test_a_continuation_is_shown_what_is_still_open() -> None:
    # what is left once the continuation's own words are dropped: the subject, which
    # also names a line that is not the answer
    query = units("website")
    text = "Let's pick up where we left off on the website."
    policy = MemoryPolicy(max_digest_lines=2)  # the item's own line only
    plain, _ = build_digest([SITE], policy, query=query, query_text=text)
    # the item's own statement (further ones may share its line) is not the open item
    assert not plain.lines[1].startswith("- website_renewal: Open items: English")
    picked_up, _ = build_digest([SITE], policy, query=query, query_text=text, continuation=True)
    assert picked_up.lines[1].startswith("- website_renewal: Open items: English product pages")


def test_status_words_mark_a_statement_open_in_both_languages() -> None:
    assert "open" in stated_kinds("Open: new balls (Mikasa x4) - order after the tournament.")
    assert "open" in stated_kinds("未完了：11月分の請求書がまだ未作成。")
    assert "open" in stated_kinds("the dew heater relay is wired but not enabled yet")
    assert "open" not in stated_kinds("Repo: ~/shop/website, hosted on Netlify.")
    assert "open" in asked_kinds("What else is open on the cookbook?")
    assert "open" in asked_kinds("演奏会の準備で残ってることって何だっけ")
    assert "open" not in asked_kinds("Which port does the server listen on?")


def test_the_memory_a_name_is_the_subject_of_leads_one_that_mentions_it_in_passing() -> None:
    # "shipping" is a name the store taught (an alias of the policy); the e-mail rules
    # mention it in a body line. Before: both at 0.5, equals, each one line.
    policy_memory = _project(
        "shipping_policy_2025",
        "Current shipping policy: carriers, prices, overseas",
        "- Packing: double box for anything with glaze on the rim.\n"
        "- Large items: 60/80 size at actual cost.\n"
        "- Overseas: yes now, EMS only, orders over 8,000 yen.\n",
        aliases=("shipping",),
    )
    mail = _project(
        "order_email_rules",
        "How to answer customer order e-mails",
        "- The shipping notice can be sent without asking once the number is in.\n"
        "- Never offer discounts in an e-mail.\n",
    )
    query = units("Do we ship abroad, to Europe or Asia?")
    digest, _ = build_digest(
        [mail, policy_memory], MemoryPolicy(), query=query, entity_terms=terms("shipping")
    )
    by_name = {item.name: item for item in digest.items}
    assert by_name["shipping_policy_2025"].confidence > by_name["order_email_rules"].confidence
    assert by_name["order_email_rules"].confidence >= MemoryPolicy().min_confidence  # still shown
    assert "EMS only" in digest.text  # the subject's memory has the lines to say it


def test_items_indented_under_a_label_item_carry_it_as_their_context() -> None:
    body = (
        "- Started 2025-03.\n"
        "- Open items:\n"
        "  - English product pages: only 6 of 31 translated.\n"
        "  - Contact form spam: try a honeypot field.\n"
        "- Product data: website/src/data/products.json.\n"
    )
    shown = [st.shown for st in memory_statements("Website", body)]
    assert shown == [
        "Website",
        "Started 2025-03.",
        "Open items: English product pages: only 6 of 31 translated.",
        "Open items: Contact form spam: try a honeypot field.",
        "Product data: website/src/data/products.json.",  # back at the label's level
    ]


def test_the_subject_floor_does_not_widen_word_coverage_to_aliases() -> None:
    # the recall decision's store match is this coverage without entities: aliases there
    # would change which turns recall (the recall decision's ground, not the digest's), so
    # aliases only decide which floor a memory holding every entity gets
    hit = _project(
        "shop_overview", "The online shop", "- Orders: about 25 a month.", aliases=("kamome",)
    )
    assert confidence(units("kamome"), (), hit) == 0.0
    assert confidence(units("kamome orders"), terms("orders"), hit) >= 0.5


def test_short_further_statements_join_the_item_line() -> None:
    from memwell.memory.statements import Statement
    from memwell.recall.digest_lines import memory_lines

    head = "- family: Mother lives in Okayama."
    further = [Statement("Ren is allergic to egg."), Statement("Night shifts Wed and Thu.")]
    assert memory_lines(head, further, 160) == [
        "- family: Mother lives in Okayama. · Ren is allergic to egg. · Night shifts Wed and Thu."
    ]
    # what does not fit on the item line goes under it; a clipped item line takes none
    assert memory_lines(head, further, 60) == [
        "- family: Mother lives in Okayama. · Ren is allergic to egg.",
        "  > Night shifts Wed and Thu.",
    ]
    assert memory_lines("- family: Mother lives in Oka…", further, 160)[1:] == [
        "  > Ren is allergic to egg. · Night shifts Wed and Thu."
    ]
    assert memory_lines(head + " (open items: 2)", further, 160)[0].endswith("(open items: 2)")


def test_a_two_line_digest_shows_the_memorys_short_statements_on_its_item_line() -> None:
    # the header and one line: before, the item's own statement alone
    query = units("dues ledger")
    policy = MemoryPolicy(max_digest_lines=2)
    digest, _ = build_digest([LEDGER], policy, query=query, min_confidence=0.0)
    assert len(digest.lines) == 2
    assert digest.lines[1].count(" · ") >= 1


def test_a_clipped_item_line_ends_at_a_sentence_and_the_rest_goes_under_it() -> None:
    from memwell.memory.statements import Statement
    from memwell.recall.digest_lines import item_line, memory_lines

    long = Statement(
        "Blue Harbor Foods (ブルーハーバーフーズ, 北九州市小倉北区): frozen shrimp and squid from "
        "Thailand. Contact Mr. Tanaka Yuji. "
        "Every shipment needs the 食品等輸入届出 at 門司検疫所 first."
    )
    hit = _project("kkl_clients", "Clients", long.text)
    head = item_line(hit, long, "", 160)
    assert head.endswith("…")  # clipped in the middle of the last sentence
    lines = memory_lines(head, [Statement("Billing on the 25th.")], 160, long)
    assert lines[0].endswith("Contact Mr. Tanaka Yuji.")
    # the rest of the statement, whole, then the further statement on the same line
    rest = "Every shipment needs the 食品等輸入届出 at 門司検疫所 first."
    assert lines[1] == f"  > {rest} · Billing on the 25th."
    assert all(len(line) <= 160 for line in lines)


def test_a_clipped_statement_without_a_sentence_end_that_fits_is_clipped_as_before() -> None:
    from memwell.memory.statements import Statement
    from memwell.recall.digest_lines import item_line, memory_lines

    long = Statement("word " * 60)
    hit = _project("notes", "Notes", long.text)
    head = item_line(hit, long, "", 160)
    assert memory_lines(head, [], 160, long) == [head]
