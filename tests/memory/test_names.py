from __future__ import annotations

from pathlib import Path

import pytest

from memwell.errors import InvalidName
from memwell.memory.names import normalize_name, topic_path


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "../escape",
        "a/b",
        "a\\b",
        "/etc/passwd",
        ".hidden",
        "MEMORY",
        "memory.md",
        "USER",
        "x" * 101,
        "tab\there",
        "C:thing",
        "semi;colon",
    ],
)
def test_unsafe_names_are_refused(bad: str) -> None:
    with pytest.raises(InvalidName):
        normalize_name(bad)


@pytest.mark.parametrize(
    ("raw", "stem"),
    [
        ("commit_style", "commit_style"),
        ("commit_style.md", "commit_style"),
        ("設計メモ", "設計メモ"),
    ],
)
def test_safe_names_normalise_to_a_stem(raw: str, stem: str) -> None:
    assert normalize_name(raw) == stem


def test_symlink_leading_out_of_the_scope_is_refused(tmp_path: Path) -> None:
    scope = tmp_path / "scope"
    scope.mkdir()
    outside = tmp_path / "outside.md"
    outside.write_text("x")
    (scope / "sneaky.md").symlink_to(outside)
    with pytest.raises(InvalidName, match="outside its scope"):
        topic_path(scope, "sneaky")
