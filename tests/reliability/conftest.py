"""Reliability suite: the promises memwell makes under hostile input, kept permanently.

Everything here is bounded in time and runs with the rest of the suite.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from reliability_support import load_corpus_module


@pytest.fixture(scope="session")
def corpus() -> ModuleType:
    return load_corpus_module()
