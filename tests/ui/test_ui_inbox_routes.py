"""The review inbox and history pages in-process: token, CSRF on every new write, bad
ids, accept / edit / reject through consolidation, a topic changed since it was
proposed, a policy that asks, and history with restore (real git, real files)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from memwell.api import Harness
from memwell.consolidate.types import Candidate, Evidence

pytest.importorskip("httpx", reason="starlette's test client needs httpx")
from starlette.testclient import TestClient

from memwell.ui.server import build_app

if not __import__("shutil").which("git"):
    pytest.skip("the history pages need the git program", allow_module_level=True)


PORT = 8765
BASE = f"http://127.0.0.1:{PORT}"


def own_harness(h: Harness) -> Harness:
    """The app's own harness of the same home (its SQLite connection, its thread)."""
    return Harness(h.layout.home, h.layout.workspace)


@contextmanager
def signed_in(h: Harness) -> Iterator[Any]:
    """A client of a fresh app over `h`'s home (after its config changed), token presented."""
    app = build_app(own_harness(h), port=lambda: PORT)
    with TestClient(app.asgi, base_url=BASE) as client:
        client.keys = app.keys  # type: ignore[attr-defined]
        assert client.get(f"/?token={app.keys.token}").status_code == 200
        yield client


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found, "the page has no form with a CSRF token"
    return found.group(1)


def note_of(html: str) -> str:
    found = re.search(r'<div class="note (\w+)" role="status">([^<]*)</div>', html)
    assert found, "the page shows no note"
    return found.group(2)


def topic_path(h: Harness, scope: str, topic: str) -> Any:
    return h.layout.scope_dir(scope) / f"{topic}.md"  # type: ignore[arg-type]


def history_revs(client: Any) -> list[str]:
    return re.findall(r'data-href="/history/([0-9a-f]{40})"', client.get("/history").text)


# --- the guard over the new routes --------------------------------------------------------


def test_the_new_pages_need_the_token(proposed: Harness) -> None:
    app = build_app(own_harness(proposed), port=lambda: PORT)
    bare = TestClient(app.asgi, base_url=BASE, follow_redirects=False)
    for path in ("/inbox", "/history", "/inbox/anything", "/history/abcdef12/restore"):
        assert bare.get(path).status_code == 403, path


def new_writes(about: Any) -> list[tuple[str, dict[str, str]]]:
    cid = about("short answers").id
    return [
        (f"/inbox/{cid}/accept", {}),
        (f"/inbox/{cid}/edit", {"statement": "Changed", "topic": "t", "scope": "user"}),
        (f"/inbox/{cid}/reject", {"reason": "no"}),
        ("/history/" + "0" * 40 + "/restore", {}),
    ]


def test_every_new_write_without_the_csrf_token_is_refused_and_changes_nothing(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    before = {c.id: c.status for c in proposed.consolidation.candidates(None)}
    for path, fields in new_writes(about):
        for csrf in (None, "forged"):
            data = dict(fields) if csrf is None else {**fields, "csrf": csrf}
            response = inbox_client.post(path, data=data)
            assert response.status_code == 403, path
            assert "refused" in response.text
        other_site = inbox_client.post(
            path,
            data={**fields, "csrf": inbox_client.keys.csrf},
            headers={"origin": "http://evil.example"},
        )
        assert other_site.status_code == 403 and "another site" in other_site.text
    assert {c.id: c.status for c in proposed.consolidation.candidates(None)} == before
    preference = about("short answers")
    assert not topic_path(proposed, preference.scope, preference.topic).exists()


@pytest.mark.parametrize(
    "path",
    [
        "/inbox/no-such-candidate",
        "/inbox/..%2F..%2Fconfig",
        "/history/0123456789abcdef0123456789abcdef01234567",
        "/history/HEAD~1",
        "/history/--all",
        "/history/0123456789/restore",
    ],
)
def test_unknown_candidates_and_revisions_are_a_404_page(inbox_client: Any, path: str) -> None:
    response = inbox_client.get(path)
    assert response.status_code == 404
    assert "<html" in response.text


def test_writes_to_an_unknown_candidate_or_revision_are_a_404(inbox_client: Any) -> None:
    csrf = csrf_of(inbox_client.get("/inbox").text)
    for path in ("/inbox/nope/accept", "/inbox/nope/edit", "/inbox/nope/reject"):
        assert inbox_client.post(path, data={"csrf": csrf}).status_code == 404, path
    response = inbox_client.post("/history/" + "ab" * 20 + "/restore", data={"csrf": csrf})
    assert response.status_code == 404
    assert "no revision" in response.text


# --- the inbox ------------------------------------------------------------------------------


def test_the_inbox_lists_candidates_with_their_evidence(
    inbox_client: Any, proposed: Harness
) -> None:
    html = inbox_client.get("/inbox").text
    pending = proposed.consolidation.candidates()
    for candidate in pending:
        assert f'id="c-{candidate.id}"' in html
        evidence = candidate.evidence[0]
        assert f"at={evidence.message_id}" in html  # the link to the message in context
    assert "We decided to use PostgreSQL for the ledger" in html  # the quote
    counts = re.findall(r'data-status="(\w+)">\w+ <span class="count">(\d+)', html)
    assert dict(counts) == {"pending": str(len(pending)), "accepted": "0", "rejected": "0"}


def test_an_evidence_link_opens_the_message_in_its_session(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    evidence = about("PostgreSQL").evidence[0]
    link = re.search(
        r'href="(/session\?[^"]*at=' + evidence.message_id + ")", inbox_client.get("/inbox").text
    )
    assert link
    page = inbox_client.get(link.group(1).replace("&amp;", "&")).text
    target = re.search(r'class="msg [^"]* target"', page)
    assert target and "PostgreSQL for the ledger" in page


def test_accepting_writes_the_topic_and_records_history(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    candidate = about("short answers")
    revs_before = history_revs(inbox_client)
    csrf = csrf_of(inbox_client.get(f"/inbox/{candidate.id}").text)
    response = inbox_client.post(f"/inbox/{candidate.id}/accept", data={"csrf": csrf})
    assert response.status_code == 200
    assert f"Accepted {candidate.id}" in note_of(response.text)
    path = topic_path(proposed, candidate.scope, candidate.topic)
    assert "code first" in path.read_text(encoding="utf-8")
    revs_after = history_revs(inbox_client)
    assert len(revs_after) == len(revs_before) + 1
    assert candidate.id in inbox_client.get(f"/history/{revs_after[0]}").text
    assert f'id="c-{candidate.id}"' not in inbox_client.get("/inbox").text
    assert f'id="c-{candidate.id}"' in inbox_client.get("/inbox?status=accepted").text
    again = inbox_client.post(f"/inbox/{candidate.id}/accept", data={"csrf": csrf})
    assert again.status_code == 422 and "already accepted" in again.text


def test_edit_then_accept_writes_the_edited_statement_under_the_new_topic(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    candidate = about("short answers")
    csrf = csrf_of(inbox_client.get(f"/inbox/{candidate.id}").text)
    fields = {
        "csrf": csrf,
        "statement": "Prefers pytest with bare asserts, never unittest.TestCase",
        "description": "How the user likes tests written",
        "topic": "testing_style_pref",
        "scope": "user",
    }
    response = inbox_client.post(f"/inbox/{candidate.id}/edit", data=fields)
    assert response.status_code == 200, response.text
    text = topic_path(proposed, "user", "testing_style_pref").read_text(encoding="utf-8")
    assert "bare asserts" in text and "How the user likes tests written" in text
    assert not topic_path(proposed, "user", candidate.topic).exists()


def test_an_edit_with_a_bad_scope_is_refused_with_the_text_kept(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    candidate = about("short answers")
    csrf = csrf_of(inbox_client.get(f"/inbox/{candidate.id}").text)
    data = {"csrf": csrf, "statement": "My careful rewording", "scope": "galaxy"}
    response = inbox_client.post(f"/inbox/{candidate.id}/edit", data=data)
    assert response.status_code == 422
    assert "scope must be one of" in response.text
    assert "My careful rewording" in response.text
    assert proposed.consolidation.show(candidate.id).status == "pending"


def test_rejecting_keeps_the_reason_and_removes_it_from_pending(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    candidate = about("PostgreSQL")
    csrf = csrf_of(inbox_client.get("/inbox").text)
    data = {"csrf": csrf, "reason": "we chose CockroachDB later"}
    response = inbox_client.post(f"/inbox/{candidate.id}/reject", data=data)
    assert "will not be proposed again" in note_of(response.text)
    assert f'id="c-{candidate.id}"' not in response.text
    rejected = proposed.consolidation.show(candidate.id)
    assert rejected.status == "rejected" and rejected.note == "we chose CockroachDB later"
    assert "we chose CockroachDB later" in inbox_client.get("/inbox?status=rejected").text
    assert re.search(r'data-status="rejected">\w+ <span class="count">1<', response.text)


def test_a_candidate_whose_topic_changed_since_shows_the_error_and_writes_nothing(
    inbox_client: Any, proposed: Harness
) -> None:
    # an update of deploy_process proposed against its current text...
    memory = proposed.get("deploy_process", "workspace")
    quote = "Yes: a token bucket in Redis smooths bursts."
    update = Candidate(
        id="cupdate0001",
        kind="fact",
        operation="update",
        scope="workspace",
        topic="deploy_process",
        statement="Deploys use a token bucket in Redis",
        description=memory.description,
        evidence=(Evidence("session", "s-one", "m-x", quote),),
        confidence=0.8,
        target_hash=memory.content_hash,
        created="2026-12-01T09:00:00+00:00",
    )
    proposed.consolidation.inbox.put(update)
    # ...then the topic is edited by hand before anyone reviews it
    path = topic_path(proposed, "workspace", "deploy_process")
    path.write_text(path.read_text(encoding="utf-8") + "\nA hand edit.\n", encoding="utf-8")
    csrf = csrf_of(inbox_client.get(f"/inbox/{update.id}").text)
    response = inbox_client.post(f"/inbox/{update.id}/accept", data={"csrf": csrf})
    assert response.status_code == 409
    assert 'id="outdated"' in response.text and "changed since" in response.text
    assert 'href="/memories/workspace/deploy_process"' in response.text
    assert path.read_text(encoding="utf-8").endswith("A hand edit.\n")
    assert proposed.consolidation.show(update.id).status == "pending"


def test_a_policy_that_asks_gets_a_confirmation_before_anything_is_written(
    proposed: Harness, about: Any
) -> None:
    config = proposed.layout.home / "config.toml"
    config.write_text('[permissions]\n"save.user" = "ask"\n', encoding="utf-8")
    candidate = about("short answers")
    path = topic_path(proposed, "user", candidate.topic)
    with signed_in(proposed) as client:
        action = f"/inbox/{candidate.id}/accept"
        asked = client.post(action, data={"csrf": client.keys.csrf})
        assert asked.status_code == 200 and 'id="confirm"' in asked.text
        assert "save" in asked.text and not path.exists()
        confirmed = client.post(action, data={"csrf": client.keys.csrf, "confirmed": "yes"})
        assert f"Accepted {candidate.id}" in note_of(confirmed.text)
    assert path.exists()


def test_a_policy_that_denies_is_shown_as_the_reason(proposed: Harness, about: Any) -> None:
    config = proposed.layout.home / "config.toml"
    config.write_text('[permissions]\n"save.user" = "deny"\n', encoding="utf-8")
    candidate = about("short answers")
    with signed_in(proposed) as client:
        data = {"csrf": client.keys.csrf, "confirmed": "yes"}
        response = client.post(f"/inbox/{candidate.id}/accept", data=data)
    assert response.status_code == 403 and 'id="accept-error"' in response.text
    assert not topic_path(proposed, "user", candidate.topic).exists()


# --- history ----------------------------------------------------------------------------


def test_history_shows_each_change_and_restore_brings_an_earlier_state_back(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    candidate = about("push directly")
    csrf = csrf_of(inbox_client.get("/inbox").text)
    inbox_client.post(f"/inbox/{candidate.id}/accept", data={"csrf": csrf})
    path = topic_path(proposed, candidate.scope, candidate.topic)
    assert path.exists()
    newest, before = history_revs(inbox_client)[:2]
    change = inbox_client.get(f"/history/{newest}").text
    assert candidate.topic in change and 'class="add"' in change
    # the confirm step shows what would be undone and writes nothing
    confirm = inbox_client.get(f"/history/{before}/restore").text
    assert 'id="restore-diff"' in confirm and candidate.topic in confirm
    assert path.exists()
    response = inbox_client.post(f"/history/{before}/restore", data={"csrf": csrf})
    assert "Restored the memory as of" in note_of(response.text)
    assert not path.exists()
    revs = history_revs(inbox_client)
    assert revs[1] == newest  # the restore is itself a new entry on top
    assert "restore:" in inbox_client.get(f"/history/{revs[0]}").text
    again = inbox_client.post(f"/history/{before}/restore", data={"csrf": csrf})
    assert "nothing to restore" in note_of(again.text)


def test_the_header_shows_the_home_relative_to_the_users_home(
    proposed: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(proposed.layout.home.parent))
    with signed_in(proposed) as client:
        html = client.get("/inbox").text
    assert f"<code>~/{proposed.layout.home.name}</code>" in html
    assert str(proposed.layout.home) not in html


def test_a_restore_lists_what_it_does_to_each_file(
    inbox_client: Any, proposed: Harness, about: Any
) -> None:
    candidate = about("short answers")
    csrf = csrf_of(inbox_client.get("/inbox").text)
    inbox_client.post(f"/inbox/{candidate.id}/accept", data={"csrf": csrf})
    proposed.forget("migrations_policy", "workspace")  # recorded as an edit on opening
    oldest = history_revs(inbox_client)[-1]
    html = inbox_client.get(f"/history/{oldest}/restore").text
    rows = dict(re.findall(r'<td class="mono">([^<]+)</td><td>([^<]+)</td>', html))
    assert rows[f"user/{candidate.topic}.md"] == "removed (added since)"
    assert rows["workspace/migrations_policy.md"] == "brought back (deleted since)"
    assert rows["workspace/MEMORY.md"] == "put back as it was"
