"""Fixtures for the search index: a lexical-only index over the test home."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from memwell.config import Settings
from memwell.index.search_index import SearchIndex
from memwell.layout import Layout


@pytest.fixture
def layout(isolated_home: Path, workspace_dir: Path) -> Layout:
    return Layout.resolve(isolated_home, workspace_dir)


@pytest.fixture
def index(layout: Layout) -> Iterator[SearchIndex]:
    with SearchIndex(layout, Settings(), embedder=False) as idx:
        yield idx
