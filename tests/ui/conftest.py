"""Fixtures for the inspector: a home with real topics, decisions, a session and a
compaction, and an in-process client of the guarded app (tokens handled as a browser
would: the URL token becomes a cookie)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from memwell.api import Harness

pytest.importorskip("starlette", reason="the inspector needs the `ui` extra")
pytest.importorskip("jinja2", reason="the inspector needs the `ui` extra")

PORT = 8765
BASE = f"http://127.0.0.1:{PORT}"


def long_transcript(turns: int = 60) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "system", "content": "You are a coding agent."}]
    for i in range(turns):
        messages.append(
            {
                "role": "user",
                "content": f"Step {i}: refactor module {i} of the billing service and explain "
                "how it touches the ledger, the audit log and the public API. " * 3,
            }
        )
        messages.append(
            {"role": "assistant", "content": f"Done with module {i}. Decision: keep the API. " * 8}
        )
    return messages


@pytest.fixture
def transcript() -> list[dict[str, Any]]:
    """A transcript long enough that a 4,000-token window forces compaction."""
    return long_transcript()


@pytest.fixture
def sample(harness: Harness) -> Harness:
    """Topics in both scopes, recall decisions, a gate, an archived session, a compaction."""
    harness.remember(
        "workspace",
        "deploy_process",
        "project",
        "Deploys go through staging first; production needs a green canary",
        "Staging, then a 10% canary for 30 minutes, then everyone.",
        tags=["deploy"],
    )
    harness.remember(
        "workspace",
        "migrations_policy",
        "feedback",
        "Never hand-edit migrations; generate them with alembic",
        "Hand edits broke the schema history. Use alembic revision --autogenerate.",
        tags=["constraint"],
    )
    harness.remember(
        "user",
        "testing_style",
        "feedback",
        "Prefers pytest with plain assert statements",
        "pytest, plain asserts, no unittest classes.",
        pinned=True,
    )
    harness.turn("Continue the deploy process work from yesterday", session_id="s-one")
    harness.turn("thanks!", session_id="s-one")
    harness.gate(
        {"tool_name": "Bash", "tool_input": {"command": "vim migrations/0042.py"}},
        session_id="s-one",
    )
    harness.import_session(
        [
            {"role": "user", "content": "Should the rate limiter use a token bucket?"},
            {"role": "assistant", "content": "Yes: a token bucket in Redis smooths bursts."},
            {"role": "user", "content": "Go with that."},
        ],
        session_id="s-one",
    )
    harness.compact(long_transcript(), context_window=4_000, session_id="s-one", model=None)
    return harness


def own_harness(harness: Harness) -> Harness:
    """A harness of the same home for the app: the test client runs the app on its own
    thread, and an SQLite connection may only be used by the thread that opened it."""
    return Harness(harness.layout.home, harness.layout.workspace)


@pytest.fixture
def client(sample: Harness) -> Iterator[Any]:
    from starlette.testclient import TestClient

    from memwell.ui.server import build_app

    app = build_app(own_harness(sample), port=lambda: PORT)
    with TestClient(app.asgi, base_url=BASE) as test_client:
        test_client.keys = app.keys  # type: ignore[attr-defined]
        response = test_client.get(f"/?token={app.keys.token}")
        assert response.status_code == 200  # redirected to /memories, cookie set
        yield test_client


REVIEW_SESSION = [
    {"role": "user", "content": "I prefer short answers with the code first and no preamble."},
    {"role": "assistant", "content": "Noted."},
    {
        "role": "user",
        "content": "We decided to use PostgreSQL for the ledger because we need ACID.",
    },
    {"role": "assistant", "content": "OK."},
    {
        "role": "user",
        "content": "Never push directly to the main branch; always open a pull request.",
    },
]


@pytest.fixture
def proposed(sample: Harness) -> Harness:
    """The sample home after `memwell consolidate` over one more session: three pending
    candidates (a preference, a decision, a constraint), each quoting its message."""
    sample.import_session(REVIEW_SESSION, session_id="s-review")
    report = sample.consolidation.run()
    assert report.proposed >= 3, report
    return sample


@pytest.fixture
def about(proposed: Harness) -> Callable[[str], Any]:
    """`about(word)`: the pending candidate of the proposed home that mentions `word`."""

    def find(word: str) -> Any:
        found = [
            c for c in proposed.consolidation.candidates() if word.lower() in c.statement.lower()
        ]
        assert len(found) == 1, [c.statement for c in proposed.consolidation.candidates()]
        return found[0]

    return find


@pytest.fixture
def inbox_client(proposed: Harness) -> Iterator[Any]:
    from starlette.testclient import TestClient

    from memwell.ui.server import build_app

    app = build_app(own_harness(proposed), port=lambda: PORT)
    with TestClient(app.asgi, base_url=BASE) as test_client:
        test_client.keys = app.keys  # type: ignore[attr-defined]
        assert test_client.get(f"/?token={app.keys.token}").status_code == 200
        yield test_client
