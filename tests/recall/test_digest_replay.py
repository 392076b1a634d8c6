"""`benchmarks/digest_replay.py`: a digest rebuilt from what `build_digest` was given is the
digest the turn built, so offline comparisons of line values measure the real digest."""

from __future__ import annotations

import importlib.util
import sys
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

import pytest

from memwell.recall.digest import build_digest
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import units
from support.hits import project_hit

ROOT = Path(__file__).resolve().parents[2]
TURN = "How much is a glaze firing at Tsubame?"


@pytest.fixture(scope="module")
def replay() -> ModuleType:
    path = ROOT / "benchmarks" / "digest_replay.py"
    spec = importlib.util.spec_from_file_location("digest_replay", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["digest_replay"] = module
    spec.loader.exec_module(module)
    return module


def _case(replay: ModuleType, *, built: bool = True) -> object:
    hits = [
        project_hit(
            "kiln_tsubame",
            "Tsubame kiln: prices and bookings",
            "- Bisque firing ¥3,000 per load.\n- Glaze firing ¥6,500 per load.\n"
            "- Book two weeks ahead.\n",
        ),
        project_hit("clay_orders", "Clay orders", "- Order clay from Tsubame in March.\n"),
    ]
    kwargs = {
        "query": units(TURN),
        "query_text": TURN,
        "now": datetime(2026, 1, 1, tzinfo=UTC),
    }
    case = replay.Case("world_x", "X-1", TURN, ["¥6,500"], ["kiln_tsubame"], "")
    case.hits, case.policy, case.kwargs, case.built = hits, MemoryPolicy(), kwargs, built
    return case


def test_a_rebuilt_digest_is_the_digest_built_from_the_same_inputs(replay: ModuleType) -> None:
    case = _case(replay)
    direct, _ = build_digest(case.hits, case.policy, **case.kwargs)  # type: ignore[attr-defined]
    rebuilt = replay.rebuild(case)
    assert rebuilt == direct.text and "¥6,500" in rebuilt
    assert replay.carried(case, rebuilt)
    # a turn whose recall was not kept injects no digest of its own
    assert replay.rebuild(_case(replay, built=False)) == ""


def test_recorded_cases_survive_the_round_trip_through_a_file(
    replay: ModuleType, tmp_path: Path
) -> None:
    import pickle

    path = tmp_path / "cases.pkl"
    path.write_bytes(pickle.dumps([_case(replay)]))
    (loaded,) = replay.load_cases(path)
    assert replay.rebuild(loaded) == replay.rebuild(_case(replay))


def test_a_rebuild_lowers_the_other_scripts_lines_by_their_recorded_excess(
    replay: ModuleType,
) -> None:
    key = ("釉薬焼成はいくら？", ("Glaze firing ¥6,500", "本焼きは予約制"), "Kiln")
    scorer = replay.TableScorer({key: [0.80, 0.82]}, "embedding:test", {key: [0.04, 0.10]})
    saved = list(replay.HUB)
    try:
        replay.HUB[:] = [0.0, False]
        assert scorer.similarities(*key) == [0.80, 0.82]
        replay.HUB[:] = [0.5, False]
        # the English line (other script than the turn) loses half its excess; the
        # Japanese line keeps its cosine
        assert scorer.similarities(*key) == pytest.approx([0.78, 0.82])
        replay.HUB[:] = [0.5, True]
        assert scorer.similarities(*key) == pytest.approx([0.78, 0.77])
    finally:
        replay.HUB[:] = saved
