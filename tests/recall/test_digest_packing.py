"""Session 13: a line holds as many of one memory's short statements as fit; a change is
shown the rule that stops it before one that allows; a statement too long for its line
keeps the part the turn asks about."""

from __future__ import annotations

from memwell.memory.statements import Statement
from memwell.recall.digest import build_digest
from memwell.recall.digest_lines import DETAIL_PREFIX, JOINER, detail_lines, focused
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from support.hits import project_hit as _project

HOSTS = _project(
    "station_hosts",
    "Station hosts and services",
    "- fs01 10.20.0.21: file server.\n"
    "- ad01 10.20.0.11: AD, primary.\n"
    "- ad02 10.20.0.12: AD, secondary.\n"
    "- prt01 10.20.0.15: print server.\n"
    "- bk01: Synology backup NAS.\n"
    "- vpn: FortiGate 100F.\n"
    "- wifi: UniFi, 3 APs.\n"
    "- dns: on ad01 and ad02.\n"
    "- Office hours 08:45-17:30.\n"
    "- Restarting fs01 is fine after 19:00 only.\n",
)


def test_short_statements_share_lines_within_every_cap() -> None:
    query = units("station hosts")
    policy = MemoryPolicy()
    digest, _ = build_digest([HOSTS], policy, query=query, min_confidence=0.0)
    # ten statements, each well under a line: one per line showed seven of them
    assert "after 19:00" in digest.text and "Office hours" in digest.text
    assert len(digest.lines) <= policy.max_digest_lines
    assert all(len(line) <= policy.max_line_chars for line in digest.lines)
    assert len(digest.text) <= policy.max_digest_chars
    assert any(JOINER in line for line in digest.lines)
    for lines, chars in ((3, 1200), (8, 300), (8, 160)):
        tight = MemoryPolicy(max_digest_lines=lines, max_digest_chars=chars)
        small, _ = build_digest([HOSTS], tight, query=query, min_confidence=0.0)
        assert len(small.lines) <= lines and len(small.text) <= chars


def test_statements_join_a_line_only_when_both_fit_and_say_a_shared_heading_once() -> None:
    short = [Statement("Never open the kiln hot.", "Rules"), Statement("Ask first.", "Rules")]
    assert detail_lines(short, 160) == [
        DETAIL_PREFIX + "Rules: Never open the kiln hot. · Ask first."
    ]
    long = [Statement("x" * 100), Statement("y" * 100)]
    assert detail_lines(long, 160) == [DETAIL_PREFIX + "x" * 100, DETAIL_PREFIX + "y" * 100]


def test_a_change_is_shown_the_rule_that_stops_it_before_one_that_allows() -> None:
    register = _project(
        "privacy_rules",
        "Guest register and privacy",
        "- Forwarding anonymised statistics of the guest register to the tourism office by"
        " e-mail is fine.\n"
        "- Never let passport numbers or addresses leave the guesthouse.\n",
    )
    query = units("Forward the guest register scans to the tourism office by e-mail.")
    digest, _ = build_digest(
        [register], MemoryPolicy(max_digest_lines=2), query=query, prefer_rules=True
    )
    # by words the allowing rule wins; the rule that stops the forward is what governs it
    assert digest.lines[1].startswith("- privacy_rules: Never let passport numbers")


COLLEAGUES = Statement(
    "Colleagues: Nao Murai (村井 奈央, data/QC, owns the survey sheet), Captain Shinji "
    "Sakamoto (坂本 慎二, master of the RV Misago-maru), Yuto Kanda (神田 悠斗, new in 2026, "
    "freezer co-manager), Emi Sato (佐藤 恵美, admin)."
)


def test_a_statement_too_long_for_its_line_keeps_the_part_the_turn_names() -> None:
    kept = focused(COLLEAGUES, units("神田くんって冷凍庫の何を担当してるんだっけ"), 140)
    assert "Yuto Kanda (神田 悠斗, new in 2026, freezer co-manager)" in kept.text
    assert "…" in kept.text and len(kept.text) <= 140
    # the part the turn names is within the line already, or the turn names no part: as is
    assert focused(COLLEAGUES, units("who owns the survey sheet?"), 140) == COLLEAGUES
    assert focused(COLLEAGUES, units("xylophone"), 140) == COLLEAGUES
    assert focused(COLLEAGUES, units("Kanda"), 400) == COLLEAGUES


def test_the_digest_shows_the_named_part_of_a_long_statement() -> None:
    station = _project("station_overview", "The research station: people", f"- {COLLEAGUES.text}\n")
    query = units("What does Yuto Kanda look after?")
    digest, _ = build_digest([station], MemoryPolicy(), query=query, min_confidence=0.0)
    assert "freezer co-manager" in digest.text
