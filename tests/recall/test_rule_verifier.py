"""The gate's second stage: features of a (rule, call) pair, a fitted model read back, and
fail-closed when there is none (every match the matcher found stays a stop)."""

from __future__ import annotations

import pytest

from memwell.recall import rule_verifier
from memwell.recall.rule_match import RuleMatch, judge
from memwell.recall.rule_verifier import FEATURES, Verifier, features, from_dict, keeps
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.rules import parse_rules
from memwell.recall.tool_calls import parse_call


def _match(rule_text: str, tool: str, call: dict[str, object]) -> RuleMatch:
    rules = parse_rules(rule_text, "memory")
    (operation,) = parse_call(tool, call, branch_of=lambda _: None)
    found = [m for r in rules if (m := judge(r, operation, rule_text))]
    assert found, "the matcher should propose this pair"
    return found[0]


def _value(match: RuleMatch, name: str) -> float:
    return features(match)[FEATURES.index(name)]


def test_features_tell_how_the_pair_matched() -> None:
    push = _match("Never force-push to `main`.", "Bash", {"command": "git push -f origin main"})
    assert len(features(push)) == len(FEATURES)
    assert _value(push, "how_named") == 1.0 and _value(push, "strength_never") == 1.0
    assert _value(push, "ids_present") == 1.0 and _value(push, "ids_absent") == 0.0
    # a Slack message that mentions the scores does not send them: met only in prose
    scores = _match(
        "Never post the scores.",
        "mcp__slack__post_message",
        {"channel": "#sopranos", "text": "Reminder: bring your Gloria scores on Thursday!"},
    )
    assert _value(scores, "object_in_prose") == 1.0
    # `cragdesk_archive` is not `cragdesk`: met only as a part of a longer name (a staging
    # copy is not proposed at all: `recall.rule_env`)
    archive = _match(
        "Never delete anything in the cragdesk database.",
        "mcp__postgres__query",
        {"database": "cragdesk_archive", "sql": "DELETE FROM checkins WHERE id=1"},
    )
    assert _value(archive, "object_in_part") == 1.0


def test_a_fitted_verifier_is_read_back_and_decides() -> None:
    match = _match("Never force-push to `main`.", "Bash", {"command": "git push -f origin main"})
    # a model that trusts nothing but the rule naming the call's identifier
    weights = (*(4.0 if f == "ids_present" else 0.0 for f in FEATURES[:-1]), -2.0)
    model = from_dict(Verifier(weights, 0.5, "test").to_dict())
    assert model.probability(features(match)) > 0.8 and keeps(match, model)
    distrust = Verifier(tuple(-w for w in weights), 0.5)
    assert not keeps(match, distrust)
    source = RuleSource("memory", "workspace", "Never force-push to `main`.")
    call = {"command": "git push -f origin main"}
    dismissed = check_rules(
        [source], "Bash", call, branch_of=lambda _: None, verified=lambda m: keeps(m, distrust)
    )
    assert dismissed.verdict == "go" and dismissed.dismissed  # set aside, and said so
    with pytest.raises(ValueError):
        from_dict({"features": ["other"], "weights": [1.0], "threshold": 0.5})


def test_without_a_fitted_model_every_match_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rule_verifier, "packaged", lambda: None)
    match = _match("Never force-push to `main`.", "Bash", {"command": "git push -f origin main"})
    assert keeps(match) and rule_verifier.verify(match) is None
    source = RuleSource("memory", "workspace", "Never force-push to `main`.")
    verdict = check_rules(
        [source], "Bash", {"command": "git push -f origin main"}, branch_of=lambda _: None
    ).verdict
    assert verdict == "no-go"
