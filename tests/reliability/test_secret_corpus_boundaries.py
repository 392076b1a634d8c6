"""The development secret corpus through every persistence boundary: nothing leaks.

The corpus (tests/reliability/secret_corpus/dev.jsonl) was written by someone who had not
read the scanner; the scanner was tuned on it, so these are development figures. The
held-out set (evals/secrets/) is not used here.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from reliability_support import load_corpus_module

from memwell.secrets import scanner as secrets

# A bare password has no shape: pushed alone into a topic name or a speaker it cannot be
# told from a word ("quartz19_ember430" vs "release19_build430"). Only these formats, whose
# value is a secret only because of the key or prose around it, may pass those two fields.
CONTEXT_ONLY = {
    "env_db_password",
    "json_password_field",
    "labelled_high_entropy_key",
    "mongodb_srv_password",
    "mysql_cli_password_flag",
    "postgres_url_password",
    "prose_wifi_password",
    "redis_url_password",
}
BARE_VALUE_BOUNDARIES = {"save name", "session import speaker"}
BOUNDARY_NAMES = load_corpus_module().BOUNDARIES


def test_the_scanner_catches_every_dev_secret_and_spares_look_alikes(corpus: ModuleType) -> None:
    report = corpus.scanner_report(corpus.load(corpus.SETS["dev"]))
    assert report["missed_formats"] == []
    # the bar: at most 2 look-alikes refused per 32
    assert report["refused"] * 32 <= 2 * report["lookalikes"], report["refused_formats"]


def test_redaction_removes_the_whole_secret(corpus: ModuleType) -> None:
    for case in corpus.load(corpus.SETS["dev"]):
        if case.kind == "secret":
            assert not corpus.leaks(secrets.redact(case.text), case.secret), case.id


@pytest.mark.parametrize("boundary", sorted(BOUNDARY_NAMES))
def test_no_dev_secret_reaches_the_disk(corpus: ModuleType, boundary: str, tmp_path: Path) -> None:
    cases = corpus.load(corpus.SETS["dev"])
    outcomes = list(corpus.push_all(boundary, cases, tmp_path))
    leaked = [
        case.format
        for case, outcome in outcomes
        if outcome == "LEAKED"
        and not (boundary in BARE_VALUE_BOUNDARIES and case.format in CONTEXT_ONLY)
    ]
    assert leaked == []
    looks = [outcome for case, outcome in outcomes if case.kind == "lookalike"]
    refused = looks.count("refused")
    assert refused * 32 <= 2 * max(1, len(looks) - looks.count("invalid"))
