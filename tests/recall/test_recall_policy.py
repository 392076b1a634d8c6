"""memory_policy: the seed's shape, JSON or TOML, every limit configurable, typos refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwell.config import parse_settings
from memwell.errors import ConfigError
from memwell.recall.policy import DEFAULT_ENTITIES, MemoryPolicy, load_policy, parse_policy

SEED_JSON = {
    "memory_policy": {
        "preflight_on_session_start": True,
        "preflight_depth": "light",
        "pre_execution_recall": True,
        "max_memory_items": 5,
        "max_digest_lines": 8,
        "trigger_query_if": [
            "mentions_known_project",
            "asks_to_continue_previous_work",
            "requires_user_specific_context",
            "requests_code_design_or_change",
            "contains_known_entity",
        ],
        "skip_query_if": ["generic_qa", "casual_chat", "self_contained_question"],
    }
}


def test_seed_config_parses(tmp_path: Path) -> None:
    path = tmp_path / "policy.json"
    path.write_text(json.dumps(SEED_JSON))
    policy = load_policy(path=path)
    assert policy.max_memory_items == 5 and policy.max_digest_lines == 8
    assert "depends_on_prior_context" not in policy.trigger_query_if


def test_toml_section_via_settings() -> None:
    settings = parse_settings(
        {"memory_policy": {"max_memory_items": 3, "entities": {"Nimbus": ["nimbus billing"]}}}
    )
    policy = load_policy(settings.section("memory_policy"))
    assert policy.max_memory_items == 3
    assert dict(policy.entities) == {"Nimbus": ("nimbus billing",)}


def test_toml_file(tmp_path: Path) -> None:
    path = tmp_path / "policy.toml"
    path.write_text("[memory_policy]\nmax_digest_lines = 4\nentities = ['Foo', 'Bar']\n")
    policy = load_policy(path=path)
    assert policy.max_digest_lines == 4 and set(policy.entities) == {"Foo", "Bar"}


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({"max_memory_item": 3}, "unknown key"),
        ({"max_memory_items": 0}, "at least 1"),
        ({"max_memory_items": "5"}, "integer"),
        ({"trigger_query_if": ["sometimes"]}, "unknown 'sometimes'"),
        ({"preflight_depth": "deep"}, "light"),
        ({"destructive_default": "maybe"}, "go, ask or no-go"),
    ],
)
def test_bad_values_are_refused(raw: dict[str, object], fragment: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_policy(raw)
    assert fragment in str(err.value)


def test_defaults_match_the_seed() -> None:
    policy = MemoryPolicy()
    assert (policy.max_memory_items, policy.max_digest_lines) == (5, 8)
    # the seed's example entities are fixtures, not defaults (tests/support/seed.py)
    assert dict(DEFAULT_ENTITIES) == {} and dict(policy.entities) == {}
