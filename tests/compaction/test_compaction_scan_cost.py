"""What a long session costs the extraction: the scanner and the line reader run on what
can change the answer, and the faster scans find what the plain ones find."""

from __future__ import annotations

import re
from string import ascii_lowercase
from typing import Any

import pytest

from memwell.compaction import evidence, extract, outcomes, uncovered
from memwell.compaction.extract import IDENTIFIERS
from memwell.compaction.sections import SECTIONS
from memwell.compaction.transcript import analyze, parse_transcript


def _infos(turns: list[tuple[str, str]]) -> list[Any]:
    session = [{"role": role, "content": text} for role, text in turns]
    return analyze(parse_transcript(session, "openai"))


def test_code_spans_are_checked_for_secrets_only_until_the_identifiers_are_chosen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pairs = [a + b for a in ascii_lowercase for b in ascii_lowercase][:300]
    spans = [f"`fetch_{pair}_rows`" for pair in pairs]
    infos = _infos(
        [
            ("user", "Rename the helpers in the module."),
            *(("assistant", f"Renamed {s} in mod.py.") for s in spans),
        ]
    )
    asked: list[str] = []
    real_clean = extract.clean

    def counting_clean(text: str, limit: int = 300) -> str:
        asked.append(text)
        return real_clean(text, limit)

    monkeypatch.setattr(extract, "clean", counting_clean)
    sections = extract.extract(infos)
    named = [i for i in sections["findings"] if i.startswith("code: ")]
    assert len(named) == IDENTIFIERS
    span_checks = [t for t in asked if t.startswith("fetch_")]
    # before: every one of the 300 names went through the scanner
    assert len(span_checks) <= IDENTIFIERS + 1


def test_a_secret_in_a_top_ranked_span_still_gives_its_slot_to_the_next_name() -> None:
    secret = "ghp_" + "Qm3vT8xLp2RkZ7wN4sYd9HcJ6fBa1EuVgK0o"
    infos = _infos(
        [
            ("user", "Wire the client."),
            ("assistant", f"Set `{secret}` and `{secret}` then call `FetchClient` in api.py."),
            ("assistant", "`FetchClient` reads `RetryPolicy`."),
        ]
    )
    named = [i for i in extract.extract(infos)["findings"] if i.startswith("code: ")]
    assert "code: FetchClient" in named
    assert "code: RetryPolicy" in named
    assert not any(secret[:12] in item for item in named)


def test_a_line_met_again_is_read_for_names_once(monkeypatch: pytest.MonkeyPatch) -> None:
    output = "Loaded settings from conf/app_settings.yaml (profile ci_runner_v2)"
    infos = _infos(
        [("user", "Run the job until it passes.")]
        + [("assistant", f"Attempt {k}:\n{output}") for k in range(40)]
    )
    read: list[str] = []
    real_anchors = uncovered.anchors

    def counting_anchors(item: str) -> set[str]:
        read.append(item)
        return real_anchors(item)

    monkeypatch.setattr(uncovered, "anchors", counting_anchors)
    lines = uncovered.uncovered_lines(infos, {key: [] for key in SECTIONS})
    assert any("app_settings.yaml" in line for line in lines)
    # before: the repeated line was read 40 times
    assert read.count(output) == 1


_SUMMARY_CASES = (
    "===== 3 passed in 0.52s =====\n",
    "x3 passed\n12 failed, 4 errors in 2.1s",
    "BUILD SUCCESS\nbuild successful\nBUILD FAILURE",
    "Tests run: 14, Failures: 0\nOK (3 tests)\nFound 2 errors in 1 file",
    "All checks passed!\nSuccessfully installed foo-1.0\ncompiled successfully",
    "no issues found\nNo errors found\nDone in 3.4s\nDone in 120ms",
    # case folds (a long s, the Kelvin sign) and digits of another script
    "\u017fuccessfully built wheel\n\u0663 passed\nfound \u0662 errors\n\u212aELVIN 2 tests",
    "a == b in 2.0s\n=== x in 1s\n  === indented in 1s",
    "build_success 3passed passed3 OK(3 tests)",
)


@pytest.mark.parametrize("text", _SUMMARY_CASES)
def test_the_guarded_summary_scan_finds_what_the_plain_one_finds(text: str) -> None:
    plain = re.compile(outcomes.SUMMARY_SHAPES, re.IGNORECASE | re.MULTILINE)
    expected = [m.span() for m in plain.finditer(text)]
    assert [m.span() for m in outcomes._SUMMARY.finditer(text)] == expected


@pytest.mark.parametrize(
    "text",
    ["", "all good", "Error: x", "a FAIL b", "exit 3", "zsh: nope", "it couldn't", "ERRno"],
)
def test_the_one_pass_needle_test_agrees_with_each_needle(text: str) -> None:
    expected = any(needle in text for needle in outcomes._NEEDLES)
    assert (outcomes._ANY_NEEDLE.search(text) is not None) == expected


def test_anchors_take_each_kind_of_name_from_its_own_group() -> None:
    found = evidence.anchors(
        'Set `max_retries` and "retry budget" in conf/app.yaml, '
        "call fetchUser with --dry-run, port 8080, ok."
    )
    assert found == {
        "max_retries",
        "retry budget",
        "conf/app.yaml",
        "fetchuser",
        "--dry-run",
        "8080",
    }
