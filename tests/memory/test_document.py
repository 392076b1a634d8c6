from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memwell.errors import FrontmatterError, InvalidMemory
from memwell.memory.document import MEMORY_TYPES, parse, render

P = Path("/m/topic.md")

single_line = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1
).filter(lambda s: s.strip() and s == s.strip())
tag = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1
).filter(lambda s: s.strip() == s and s and "," not in s)
moment = st.datetimes(
    min_value=datetime(1970, 1, 2), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
).map(lambda d: d.replace(microsecond=0))


@given(
    type_=st.sampled_from(MEMORY_TYPES),
    description=single_line,
    body=st.text(alphabet=st.characters(blacklist_categories=("Cs",))),
    created=st.none() | moment,
    updated=st.none() | moment,
    tags=st.lists(tag, max_size=4),
    aliases=st.lists(tag, max_size=3),
    pinned=st.booleans(),
)
def test_render_then_parse_gives_the_same_fields(
    type_: str,
    description: str,
    body: str,
    created: datetime | None,
    updated: datetime | None,
    tags: list[str],
    aliases: list[str],
    pinned: bool,
) -> None:
    text = render(
        name="topic",
        type_=type_,
        description=description,
        body=body,
        created=created,
        updated=updated,
        tags=tags,
        aliases=aliases,
        pinned=pinned,
    )
    memory = parse(text, path=P, scope="user")
    assert memory.type == type_
    assert memory.description == description
    assert memory.body == body
    assert memory.created == created
    assert memory.updated == updated
    assert list(memory.tags) == tags
    assert list(memory.aliases) == aliases
    assert memory.pinned is pinned


def test_unknown_keys_survive_a_round_trip() -> None:
    text = "---\nname: t\ntype: project\ndescription: d\nowner: ana\n---\nbody\n"
    memory = parse(text, path=P, scope="workspace")
    again = parse(
        render(name="t", type_="project", description="d", body=memory.body, extra=memory.extra),
        path=P,
        scope="workspace",
    )
    assert again.extra == {"owner": "ana"}


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("no frontmatter\n", 1, "missing YAML frontmatter"),
        ("---\nname: t\ntype: project\ndescription: [unclosed\n---\n", 4, "invalid YAML"),
        ("---\nname: t\ntype: project\n---\nbody", 1, "'description'"),
        ("---\nname: t\ntype: diary\ndescription: d\n---\n", 3, "type must be one of"),
        ("---\nname: t\ntype: user\ndescription: d\npinned: maybe\n---\n", 5, "pinned"),
        ("---\n- a\n- b\n---\n", 2, "mapping"),
    ],
)
def test_malformed_frontmatter_names_file_and_line(text: str, line: int, fragment: str) -> None:
    with pytest.raises(FrontmatterError) as info:
        parse(text, path=P, scope="user")
    assert info.value.line == line
    assert fragment in str(info.value)
    assert str(P) in str(info.value)


def test_hand_written_timestamps_and_comma_tags_are_accepted() -> None:
    text = (
        "---\nname: t\ntype: user\ndescription: d\ncreated: 2023-05-08T13:56:00Z\ntags: a, b\n---\n"
    )
    memory = parse(text, path=P, scope="user")
    assert memory.created == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert memory.tags == ("a", "b")


@pytest.mark.parametrize("description", ["", "   ", "two\nlines"])
def test_render_refuses_bad_descriptions(description: str) -> None:
    with pytest.raises(InvalidMemory):
        render(name="t", type_="user", description=description, body="")


def test_a_hand_written_description_with_a_second_colon_is_read_as_text() -> None:
    # what people write by hand (and YAML rejects): read as the text it is
    text = "---\nname: t\ntype: reference\ndescription: Systems: calendar, files: all\n---\nb\n"
    memory = parse(text, path=P, scope="user")
    assert memory.description == "Systems: calendar, files: all"
    # a real YAML error elsewhere is still reported, on its line
    broken = "---\nname: t\ntype: user\ndescription: a: b\ntags: [x\n---\n"
    with pytest.raises(FrontmatterError) as info:
        parse(broken, path=P, scope="user")
    assert "invalid YAML" in str(info.value)
