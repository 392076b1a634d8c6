"""Session archive: import, append-only archive, message-level search, rebuild."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memwell.errors import AmbiguousSessionId, TranscriptError
from memwell.index.archive import read_archive
from memwell.index.search_index import SearchIndex

CHAT = [
    {
        "id": "q",
        "speaker": "Ann",
        "content": "How is the pottery class going?",
        "timestamp": "2023-05-08T13:56:00+00:00",
    },
    {
        "id": "a",
        "speaker": "Bob",
        "content": "Great! I finally made a bowl that holds water.",
        "timestamp": "2023-05-08T13:57:00+00:00",
    },
    {
        "id": "x",
        "speaker": "Ann",
        "content": "Did you renew the car insurance?",
        "timestamp": "2023-05-08T13:58:00+00:00",
    },
]


def write_jsonl(path: Path, items: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
    return path


def test_import_file_and_search(index: SearchIndex, tmp_path: Path) -> None:
    result = index.import_session(write_jsonl(tmp_path / "chat-1.jsonl", CHAT))
    assert (result.session_id, result.added, result.total) == ("chat-1", 3, 3)
    hits = index.search_sessions("bowl water")
    assert hits[0].message_id == "a"
    assert hits[0].session_id == "chat-1"
    assert hits[0].timestamp == "2023-05-08T13:57:00+00:00"
    assert "bowl" in hits[0].snippet
    assert hits[0].score > 0


def test_reply_is_found_by_the_question_it_answers(index: SearchIndex) -> None:
    index.import_session(CHAT, session_id="s")
    index.import_session(
        [{"id": f"n{i}", "speaker": "Bob", "content": f"unrelated chatter {i}"} for i in range(20)],
        session_id="other",
    )
    ids = [h.message_id for h in index.search_sessions("pottery class")]
    assert ids[:2] == ["q", "a"]  # the reply never says "pottery" but its question does


def test_reimport_is_idempotent_and_appends_only_new(index: SearchIndex, tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "s.jsonl", CHAT[:2])
    index.import_session(path)
    again = index.import_session(path)
    assert (again.added, again.skipped, again.total) == (0, 2, 2)
    grown = index.import_session(write_jsonl(path, CHAT))
    assert (grown.added, grown.skipped, grown.total) == (1, 2, 3)
    archived = read_archive(grown.archive)
    assert [m.message_id for m in archived] == ["q", "a", "x"]
    assert [m.seq for m in archived] == [0, 1, 2]


def test_appending_updates_the_previous_message_context(index: SearchIndex) -> None:
    index.import_session(CHAT[:1], session_id="s")
    index.import_session(
        [{"id": "r", "speaker": "Bob", "content": "It went fine, thanks for asking"}],
        session_id="s",
    )
    # "q" now has "r" as its next neighbour, and "r" has "q" as its previous one
    assert {h.message_id for h in index.search_sessions("fine thanks")} == {"q", "r"}
    assert {h.message_id for h in index.search_sessions("pottery")} == {"q", "r"}


def test_speaker_named_in_query_is_boosted(index: SearchIndex) -> None:
    index.import_session(
        [
            {"id": "1", "speaker": "Ann", "content": "I love hiking in the alps"},
            {"id": "2", "speaker": "Ann", "content": "padding one"},
            {"id": "3", "speaker": "Ann", "content": "padding two"},
            {"id": "4", "speaker": "Bob", "content": "I love hiking in the alps"},
            {"id": "5", "speaker": "Bob", "content": "padding three"},
            {"id": "6", "speaker": "Bob", "content": "padding four"},
        ],
        session_id="s",
    )
    assert index.search_sessions("What does Bob love? hiking alps")[0].message_id == "4"
    assert index.search_sessions("What does Ann love? hiking alps")[0].message_id == "1"


def test_session_filter(index: SearchIndex) -> None:
    index.import_session(CHAT, session_id="one")
    index.import_session(CHAT, session_id="two")
    hits = index.search_sessions("bowl", session_id="two")
    assert hits and {h.session_id for h in hits} == {"two"}


def test_openai_and_anthropic_messages(index: SearchIndex) -> None:
    index.import_session(
        [
            {"role": "system", "content": "You are helpful."},
            {"role": "user", "content": [{"type": "text", "text": "migrate the ledger table"}]},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "type": "function",
                        "function": {
                            "name": "run_sql",
                            "arguments": '{"sql": "ALTER TABLE ledger"}',
                        },
                    }
                ],
            },
            {
                "role": "assistant",
                "content": [
                    {"type": "thinking", "thinking": "secret plan"},
                    {"type": "tool_use", "name": "bash", "input": {"command": "pytest -q"}},
                ],
            },
            {"role": "user", "content": [{"type": "tool_result", "content": "3 passed"}]},
        ],
        session_id="chat",
    )
    sessions = index.sessions()
    assert sessions[0]["message_count"] == 5
    assert index.search_sessions("ALTER ledger")[0].role in {"user", "assistant"}
    assert index.search_sessions("pytest")[0].speaker == "assistant"
    assert index.search_sessions("thinking secret plan") == [] or all(
        "secret plan" not in h.snippet for h in index.search_sessions("secret plan")
    )


def test_generated_ids_are_stable(index: SearchIndex) -> None:
    messages = [{"role": "user", "content": "alpha"}, {"role": "assistant", "content": "beta"}]
    first = index.import_session(messages, session_id="s")
    second = index.import_session(messages, session_id="s")
    assert (first.added, second.added, second.skipped) == (2, 0, 2)


def test_secrets_are_redacted_in_the_archive(index: SearchIndex) -> None:
    key = "sk-Qm3vT8xR2kLp9WzN4bYhX7cFj2Ds5Ga1Kq3mQ9vR"  # "sk-AAAA..." would be a placeholder
    result = index.import_session([{"role": "user", "content": f"my key is {key}"}], session_id="s")
    assert key not in result.archive.read_text(encoding="utf-8")
    assert "[REDACTED]" in result.archive.read_text(encoding="utf-8")


def test_bad_jsonl_names_the_line(index: SearchIndex, tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"role": "user", "content": "ok"}\n{not json\n', encoding="utf-8")
    with pytest.raises(TranscriptError, match=r"bad.jsonl:2"):
        index.import_session(path)


def test_bad_timestamp_is_an_error(index: SearchIndex) -> None:
    with pytest.raises(TranscriptError, match="ISO 8601"):
        index.import_session(
            [{"role": "user", "content": "x", "timestamp": "yesterday"}], session_id="s"
        )


def test_list_import_needs_a_session_id(index: SearchIndex) -> None:
    with pytest.raises(TranscriptError, match="session_id"):
        index.import_session([{"role": "user", "content": "x"}])


def test_reindex_rebuilds_sessions_from_the_archive(index: SearchIndex) -> None:
    index.import_session(CHAT, session_id="s")
    index.close()
    index.layout.index_path.unlink()
    result = index.reindex()
    assert (result.sessions, result.messages) == (1, 3)
    assert index.search_sessions("pottery class")[0].message_id in {"q", "a"}
    # context was rebuilt too: the reply is still found through its question
    assert "a" in [h.message_id for h in index.search_sessions("pottery class")]


def test_deleted_index_is_rebuilt_from_the_archive_on_search(index: SearchIndex) -> None:
    index.import_session(CHAT, session_id="s")
    index.close()
    index.layout.index_path.unlink()
    assert index.search_sessions("insurance")[0].message_id == "x"


def test_a_session_is_named_by_the_start_of_its_id(index: SearchIndex) -> None:
    """A checkpoint's pointer names a UUID session by its first group: the search resolves
    a prefix that one session starts with, says which sessions share an ambiguous one, and
    an exact id wins over a longer id it starts."""
    index.import_session(CHAT, session_id="3f2a9c1b-0d4e-4a51-9c1e-5b7f2d8a6e10")
    index.import_session(CHAT, session_id="7c1d2e3f-aaaa-4bbb-8ccc-000000000001")
    index.import_session(CHAT, session_id="7c1d2e3f-aaaa-4bbb-8ccc-000000000002")
    hits = index.search_sessions("bowl water", session_id="3f2a9c1b")
    assert hits and {h.session_id for h in hits} == {"3f2a9c1b-0d4e-4a51-9c1e-5b7f2d8a6e10"}
    with pytest.raises(AmbiguousSessionId) as error:
        index.search_sessions("bowl water", session_id="7c1d2e3f")
    assert error.value.candidates == (
        "7c1d2e3f-aaaa-4bbb-8ccc-000000000001",
        "7c1d2e3f-aaaa-4bbb-8ccc-000000000002",
    )
    assert "give more of the id" in str(error.value)
    assert index.search_sessions("bowl water", session_id="nothing-starts-so") == []
    index.import_session(CHAT, session_id="7c1d2e3f")  # an id that is another's prefix
    assert {h.session_id for h in index.search_sessions("bowl", session_id="7c1d2e3f")} == {
        "7c1d2e3f"
    }
