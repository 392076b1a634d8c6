"""Fixtures for consolidation: a harness with a short coding session archived."""

from __future__ import annotations

from typing import Any

import pytest

from memwell.api import Harness


def message(mid: str, content: str, role: str = "user", day: int = 20) -> dict[str, Any]:
    return {
        "id": mid,
        "role": role,
        "content": content,
        "timestamp": f"2026-11-{day:02d}T10:00:00+00:00",
    }


SESSION_ONE = [
    message("u1", "Let's set up the API service. I prefer tabs over spaces in Python files."),
    message("a1", "Sure. Which database should we use?", role="assistant"),
    message(
        "u2",
        "We decided to use Postgres for the main store because we need JSONB queries. "
        "Never deploy on Fridays.",
    ),
    message("u3", "Dana is our release manager. Thanks!"),
]
SESSION_TWO = [
    message("v1", "Actually, the staging server runs on port 8443, not 8080.", day=25),
    message(
        "v2",
        "We decided to switch the main store to SQLite instead of Postgres, since the "
        "service is single-node.",
        day=25,
    ),
]


@pytest.fixture
def archived(harness: Harness) -> Harness:
    harness.import_session(SESSION_ONE, session_id="s1")
    return harness
