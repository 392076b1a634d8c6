"""Entity detection: aliases, spelling variants, word boundaries, CJK, learning from memory."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from memwell.recall.entities import build_detector, learn_entities
from support.seed import SEED_ENTITIES


@dataclass(frozen=True)
class Mem:
    name: str
    description: str
    body: str = ""
    tags: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()


DETECTOR = build_detector(SEED_ENTITIES)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("fix the agent os scheduler", ["Agent-OS"]),
        ("AgentOS vs Agent-OS vs agent_os", ["Agent-OS", "Agent-OS", "Agent-OS"]),
        ("the claw hub registry", ["ClawHub"]),
        ("CLAWHUB is down", ["ClawHub"]),
        ("boss memory loop nightly", ["BOSS-memory-loop"]),
        ("what is a misogynist", []),
        ("agents os", []),
        ("MISOの設定を見せて", ["MISO"]),
        ("オブシディアンで開く", ["Obsidian"]),
        ("telegram and obsidian", ["Telegram", "Obsidian"]),
    ],
)
def test_detect(text: str, expected: list[str]) -> None:
    assert [m.canonical for m in DETECTOR.detect(text)] == expected


def test_spans_point_at_the_text() -> None:
    text = "ping ByteRover now"
    (match,) = DETECTOR.detect(text)
    assert text[match.start : match.end] == "ByteRover"


def test_learned_from_aliases_camelcase_and_recurring_names() -> None:
    memories = [
        Mem(
            "nimbus_service",
            "Nimbus is our billing service",
            "Nimbus runs on k8s. NimbusCtl admin.",
            aliases=("nimbus billing", "ニンバス"),
        ),
        Mem("ops", "Deploy notes", "We deploy Nimbus nightly. The Nimbus team owns NimbusCtl."),
        Mem("misc", "Python and Docker notes", "Python is used. Docker too. Python again. Python."),
    ]
    detector = build_detector({}, memories)
    assert [m.canonical for m in detector.detect("restart nimbus billing")] == ["Nimbus"]
    assert [m.canonical for m in detector.detect("ニンバスの請求")] == ["Nimbus"]
    assert [m.canonical for m in detector.detect("run nimbusctl status")] == ["NimbusCtl"]
    # common technology words are never learned as project names
    assert detector.detect("a python question about docker") == ()


def test_learning_can_be_disabled() -> None:
    memories = [Mem("x", "ZorbaTron rules", "ZorbaTron. ZorbaTron.")]
    assert build_detector({}, memories, learn=False).detect("zorbatron") == ()
    detector = build_detector({})
    learn_entities(detector, memories)
    assert [m.canonical for m in detector.detect("ZorbaTron")] == ["ZorbaTron"]


def test_people_names_are_learned_but_not_ordinary_words() -> None:
    memories = [
        Mem("family", "Partner is Yuki; daughter Hana swims on Wednesdays", "Yuki likes tea."),
        Mem("accountant", "Kenji Sato - accountant", "Kenji prefers email."),
        Mem("ci", "CI runs on GitHub Actions", "Notes live in Journal/ and the actions log."),
    ]
    detector = build_detector({}, memories)
    assert [m.canonical for m in detector.detect("when is yuki's birthday")] == ["Yuki"]
    assert [m.canonical for m in detector.detect("email Kenji today")] == ["Kenji Sato"]
    assert detector.detect("what actions should I take for my journal") == ()
