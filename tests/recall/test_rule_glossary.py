"""A rule and a call in different languages, met through the store's own glosses: a memory
that names a thing in both languages ("過去帳 (death register)", aliases `[寄付者名簿, donor
list]`) makes the two forms one object for every rule of the store."""

from __future__ import annotations

from memwell.api import Harness
from memwell.recall.rule_glossary import alias_pairs, glossary, glossed, pairs_in
from memwell.recall.rule_grounding import GLOSS_PREFIX, ground

TEMPLE_REFERENCE = (
    "workspace",
    "temple_reference",
    "reference",
    "寺の記録と保管場所",
    "- 過去帳 (death register) は寺務所の金庫に保管\n- 境内の写真: /srv/temple/garden/\n",
)
TEMPLE_RULE = (
    "workspace",
    "records_rules",
    "feedback",
    "記録の扱い",
    "過去帳は絶対に公開しないこと。",
)


def _post(image: str) -> dict[str, object]:
    return {
        "tool_name": "mcp__instagram__create_post",
        "tool_input": {"image_path": image, "caption": "From our temple"},
    }


def test_glosses_in_parentheses_are_read_both_ways_and_only_across_languages() -> None:
    assert pairs_in("過去帳 (death register) は非公開") == [("過去帳", "death register")]
    assert pairs_in("Send the credit applications(ローン申込書) by post") == [
        ("ローン申込書", "credit applications")
    ]
    assert pairs_in("返金(refund / chargeback)") == [("返金", "refund"), ("返金", "chargeback")]
    # a Japanese aside on a Japanese word, or an English one on English, glosses nothing
    assert pairs_in("透析条件(除水目標・透析時間)") == []
    assert pairs_in("the archive (offsite)") == []


def test_a_topics_names_in_two_languages_are_one_thing() -> None:
    assert alias_pairs("donor_list", ["寄付者名簿", "donor list", "Friends"]) == [
        ("寄付者名簿", "donor list"),
        ("寄付者名簿", "friends"),
    ]
    # names in one language only pair nothing
    assert alias_pairs("donor_list", ["donors", "Friends"]) == []


def test_a_form_glossed_by_too_many_others_is_no_one_things_name() -> None:
    memories = [("m", (), "".join(f"記録{n}(record) " for n in range(8)))]
    assert "record" not in glossary(memories)
    assert glossary([("m", (), "過去帳(death register)")])["過去帳"] == ("death register",)


def test_a_phrase_is_said_in_the_other_language_term_by_term() -> None:
    terms = {"過去帳": ("death register",), "写し": ("copy",)}
    assert glossed(("過去帳",), terms) == [(("death", "register"), "過去帳")]
    assert (("過去帳", "copy"), "写し") in glossed(("過去帳", "写し"), terms)


def test_a_word_the_vocabulary_has_a_concept_for_is_left_to_the_vocabulary() -> None:
    # 予定 and メール meet calls through their concepts; glossed, every event or e-mail
    # would be the rule's object
    terms = {"予定": ("calendar",), "メール": ("email",), "過去帳": ("death register",)}
    assert glossed(("予定",), terms) == []
    assert glossed(("メール",), terms) == []
    assert glossed(("過去帳",), terms) != []


def test_grounding_carries_the_glossed_form() -> None:
    texts = [("temple_reference", TEMPLE_REFERENCE[4])]
    grounded = ground(texts, [("過去帳",)], glossary([("temple_reference", (), texts[0][1])]))
    assert GLOSS_PREFIX + "death register" in grounded[("過去帳",)]


def test_the_gate_stops_a_call_naming_in_english_what_a_japanese_rule_forbids(
    harness: Harness,
) -> None:
    harness.remember(*TEMPLE_RULE)
    register = _post("/srv/temple/death_register/1890_page3.jpg")
    # without the gloss, nothing in the call says 過去帳
    assert harness.gate(register).verdict == "go"
    harness.remember(*TEMPLE_REFERENCE)
    decision = harness.gate(register)
    assert decision.verdict == "no-go"
    assert any("death register" in f.why for f in decision.findings)
    # the garden's photos are another thing: the twin stays a pass
    assert harness.gate(_post("/srv/temple/garden/maple.jpg")).verdict == "go"


def test_the_gate_stops_a_call_naming_in_japanese_what_an_english_rule_forbids(
    harness: Harness,
) -> None:
    harness.remember(
        "workspace",
        "donor_privacy",
        "feedback",
        "Donor data",
        "Never send the donor list to anyone.",
    )
    harness.remember(
        "workspace",
        "donor_list",
        "reference",
        "Who gives",
        "The donor list is kept in Drive.",
        aliases=["寄付者名簿", "donor list"],
    )

    def mail(attachment: str) -> dict[str, object]:
        return {
            "tool_name": "mcp__gmail__send_email",
            "tool_input": {
                "to": "printer@example.jp",
                "subject": "名簿",
                "body": "Attached.",
                "attachments": [attachment],
            },
        }

    assert harness.gate(mail("/drive/寄付者名簿_2026.xlsx")).verdict == "no-go"
    assert harness.gate(mail("/drive/flyer.pdf")).verdict == "go"
