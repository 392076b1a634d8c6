"""Recall fixtures: a harness seeded with a handful of memories, and an engine over a fake store."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.catalog import HarnessCatalog
from memwell.config import Settings
from memwell.layout import Layout
from memwell.memory.store import MemoryStore
from memwell.recall.engine import RecallEngine
from memwell.recall.policy import MemoryPolicy
from memwell.recall.retrieval import IndexRetriever, RecallHit, Retriever
from support.seed import SEED_ENTITIES, seed_config_toml

SEED: Sequence[tuple[str, str, str, str, str, tuple[str, ...], tuple[str, ...], bool]] = (
    (
        "workspace",
        "db_safety",
        "feedback",
        "Dropping a database needs explicit confirmation",
        "Never drop or truncate a database without explicit confirmation from the user.",
        ("safety", "database"),
        (),
        False,
    ),
    (
        "workspace",
        "no_force_push",
        "feedback",
        "Never force-push to main; use a revert commit instead",
        "Never force-push (`git push --force`) to main. Push a revert commit instead.",
        ("git", "safety"),
        (),
        False,
    ),
    (
        "workspace",
        "clawhub_auth_bug",
        "project",
        "Open issue - ClawHub login fails for GitHub SSO users",
        "ClawHub login returns 500 for SSO users.\n\n"
        "- [x] add logging\n- [ ] fix the token exchange\n",
        ("todo", "clawhub"),
        (),
        False,
    ),
    (
        "workspace",
        "nimbus_service",
        "project",
        "Nimbus is our billing service, deployed with Helm",
        "Nimbus handles invoices. Nimbus runs on the worker cluster; NimbusCtl is its admin CLI.",
        ("billing",),
        ("nimbus billing", "ニンバス"),
        False,
    ),
    (
        "workspace",
        "frontend_stack",
        "project",
        "The dashboard uses React and Vite; Redux was rejected",
        "Dashboard: React + Vite. We chose not to use Redux; Redux was rejected for React Query.",
        ("decision", "frontend"),
        (),
        False,
    ),
    (
        "user",
        "commit_style",
        "feedback",
        "Commit messages are concise and imperative, no emoji",
        "Write commit messages in English, imperative mood, no emoji.",
        ("git", "convention"),
        (),
        False,
    ),
    (
        "user",
        "profile_fact",
        "user",
        "The user works in Tokyo and prefers English for code",
        "Based in Tokyo.",
        (),
        (),
        True,
    ),
)


def seed(harness: Harness) -> None:
    for scope, name, type_, description, body, tags, aliases, pinned in SEED:
        harness.remember(
            scope,  # type: ignore[arg-type]
            name,
            type_,
            description,
            body,
            tags=tags,
            aliases=aliases,
            pinned=pinned,
        )


@pytest.fixture
def harness(isolated_home: Path, workspace_dir: Path) -> Harness:
    """A harness whose config names seed 003's example entities (as a user would)."""
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(seed_config_toml(), encoding="utf-8")
    return Harness(isolated_home, workspace_dir)


@pytest.fixture
def seeded(harness: Harness) -> Harness:
    seed(harness)
    return harness


class CountingRetriever:
    """A retriever that counts its searches (to prove generic turns do none)."""

    def __init__(self, inner: Retriever) -> None:
        self.inner = inner
        self.calls: list[str] = []

    def search(self, query: str, limit: int) -> list[RecallHit]:
        self.calls.append(query)
        return self.inner.search(query, limit)


@pytest.fixture
def engine_factory(seeded: Harness):  # type: ignore[no-untyped-def]
    """Engines over the seeded home's catalog, with a retriever that counts searches."""

    def make(policy: MemoryPolicy | None = None) -> tuple[RecallEngine, CountingRetriever]:
        layout: Layout = seeded.layout
        store = MemoryStore(layout, Settings())
        retriever = CountingRetriever(IndexRetriever(seeded.search))
        engine = RecallEngine(
            layout,
            policy or MemoryPolicy(entities=SEED_ENTITIES),
            catalog=HarnessCatalog(seeded),
            retriever=retriever,
            save=store.save,
            exists=lambda name: (layout.workspace_dir / f"{name}.md").exists(),
        )
        return engine, retriever

    return make


@pytest.fixture
def home_path(seeded: Harness) -> Path:
    return seeded.layout.home
