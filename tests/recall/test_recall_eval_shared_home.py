"""`benchmarks/recall_eval.py --shared-home`: a set's turns run in one seeded home give the
records a fresh home per turn gives (a turn writes nothing to the store), so development
figures measured the fast way are the benchmark's figures."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def recall_eval() -> ModuleType:
    path = ROOT / "benchmarks" / "recall_eval.py"
    spec = importlib.util.spec_from_file_location("recall_eval", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["recall_eval"] = module
    spec.loader.exec_module(module)
    return module


def test_one_seeded_home_gives_the_records_of_a_home_per_turn(
    recall_eval: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMWELL_EMBEDDINGS", "none")  # the lexical path: no model to load
    world = recall_eval.EVALS / "world_a"  # a development world, with facts to carry
    turns = recall_eval.load_turns(world / "turns.jsonl")
    # recalling turns and skipped ones, some with facts the digest must carry
    sample = [t for t in turns if t.get("facts")][:4] + [t for t in turns if not t["recall"]][:3]
    fixtures = world / "fixtures"
    fresh = recall_eval.evaluate(sample, fixtures, via_cli=False)
    shared = recall_eval.evaluate(sample, fixtures, via_cli=False, shared_home=True)
    for key in ("decisions", "recall_trigger", "fact_in_digest", "digest_hit_rate", "errors"):
        assert shared[key] == fresh[key], key
    assert fresh["fact_in_digest"] is not None and fresh["recall_trigger"]["tp"] > 0


def test_shared_home_refuses_the_cli_path(recall_eval: ModuleType) -> None:
    with pytest.raises(SystemExit):
        recall_eval.main(["--shared-home", "--via-cli", "--set", "dev"])
