"""`benchmarks/word_meaning_lowo.py`: a turn word's equivalents are the memories' words of the
other script close to it; a word close to every word of the other language (a hub) passes
the plain cosine but not the local scaling."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from memwell.recall.retrieval import units

ROOT = Path(__file__).resolve().parents[2]
TURN = "share the roster"
LINES = ["名簿は共有しない", "発送は水曜"]


@pytest.fixture(scope="module")
def lowo() -> ModuleType:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    path = ROOT / "benchmarks" / "word_meaning_lowo.py"
    spec = importlib.util.spec_from_file_location("word_meaning_lowo", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _vectors(words: dict[str, list[float]]) -> dict[str, np.ndarray]:
    out = {}
    for word, row in words.items():
        vector = np.array(row, dtype=np.float32)
        out[word] = vector / np.linalg.norm(vector)
    return out


# "share" and 「共有」 point the same way; 「発送」 sits between every English word
KNOWN = _vectors(
    {
        "share": [1.0, 0.0, 0.0],
        "roster": [0.0, 1.0, 0.0],
        "共有": [1.0, 0.05, 0.0],
        "名簿": [0.0, 0.3, 1.0],
        "発送": [1.0, 1.0, 0.1],
        "水曜": [0.0, 0.0, 1.0],
    }
)


def _alts(lowo: ModuleType, value: float, margin: bool) -> dict[str, frozenset[str]]:
    wide = lowo.with_equivalents(units(TURN), TURN, LINES, KNOWN, value, margin)
    return {unit.key: unit.alts for unit in wide}


def test_a_close_word_of_the_other_script_joins_the_turn_word(lowo: ModuleType) -> None:
    alts = _alts(lowo, 0.99, margin=False)
    assert alts["shar"] == frozenset({"共有"})  # the unit of "share" is its stem
    assert alts["roster"] == frozenset()  # 「名簿」 is not close enough


def test_a_hub_passes_the_plain_cosine_but_not_the_local_scaling(lowo: ModuleType) -> None:
    plain = _alts(lowo, 0.7, margin=False)
    assert "発送" in plain["shar"] and "発送" in plain["roster"]
    scaled = _alts(lowo, 0.5, margin=True)
    assert scaled["shar"] == frozenset({"共有"})
    assert scaled["roster"] == frozenset()


def test_a_turn_in_one_script_meets_no_word_of_its_own(lowo: ModuleType) -> None:
    wide = lowo.with_equivalents(units(TURN), TURN, ["share the roster"], KNOWN, 0.5, False)
    assert all(not unit.alts for unit in wide)
