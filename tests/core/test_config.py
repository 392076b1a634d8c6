"""The one settings tree: unknown names are errors with a suggestion, every error names
the file and the key, and a wrong type is one line on the command line, not a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memwell.api import Harness
from memwell.config import load_settings, parse_settings
from memwell.errors import ConfigError


def write_config(home: Path, text: str) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    path = home / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_misspelt_top_level_key_is_refused_with_a_suggestion(isolated_home: Path) -> None:
    path = write_config(isolated_home, 'secret = "redact"\n')
    with pytest.raises(ConfigError) as caught:
        load_settings(isolated_home)
    assert caught.value.path == path
    assert "secret: unknown setting (did you mean 'secrets'?)" in str(caught.value)


def test_a_misspelt_section_is_refused_with_a_suggestion(isolated_home: Path) -> None:
    write_config(isolated_home, "[compation]\ntrigger_ratio = 0.8\n")
    with pytest.raises(
        ConfigError, match=r"compation: unknown section \(did you mean 'compaction'"
    ):
        load_settings(isolated_home)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('[search]\nrecency_weight = "high"\n', "search.recency_weight: expected a number"),
        ("[index]\nfreshness_interval_s = [1]\n", "index.freshness_interval_s: expected a number"),
        ("[search]\nrecency_wieght = 0.1\n", "did you mean 'recency_weight'"),
        ('[embeddings]\nprovider = "word2vec"\n', "embeddings.provider: must be one of"),
        ('[llm]\nmodel = "m"\ntemperature = 2\n', "llm.temperature: unknown setting"),
        ("[limits]\nindex_max_lines = 2.5\n", "limits.index_max_lines: expected a whole number"),
    ],
)
def test_every_error_names_the_file_and_the_key(
    isolated_home: Path, text: str, expected: str
) -> None:
    path = write_config(isolated_home, text)
    with pytest.raises(ConfigError) as caught:
        load_settings(isolated_home)
    message = str(caught.value)
    assert str(path) in message
    assert expected in message


def test_a_wrong_type_is_one_line_on_the_command_line(
    isolated_home: Path, workspace_dir: Path
) -> None:
    path = write_config(isolated_home, '[search]\nrecency_weight = "high"\n')
    proc = subprocess.run(
        [sys.executable, "-m", "memwell", "search", "deploy", "--home", str(isolated_home)],
        capture_output=True,
        text=True,
        cwd=workspace_dir,
        timeout=60,
    )
    assert proc.returncode == 1
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("Error: invalid configuration: ")
    assert str(path) in line and "search.recency_weight" in line


def test_embeddings_and_llm_errors_name_the_config_file(isolated_home: Path) -> None:
    path = write_config(isolated_home, '[embeddings]\nprovider = "openai"\n')
    harness = Harness(isolated_home)
    with pytest.raises(ConfigError) as caught:
        _ = harness.index.vectors
    assert caught.value.path == path
    write_config(isolated_home, '[llm]\nmodel = "m"\nprovider = "gemini"\n')
    with pytest.raises(ConfigError) as caught:
        load_settings(isolated_home)
    assert caught.value.path == path and "llm.provider" in str(caught.value)


def test_typed_sections_reach_their_users() -> None:
    settings = parse_settings(
        {"search": {"recency_weight": 0, "pinned_boost": 2}, "index": {"freshness_interval_s": 5}}
    )
    assert settings.search.recency_weight == 0.0
    assert settings.search.pinned_boost == 2.0
    assert settings.index.freshness_interval_s == 5.0
    assert settings.section("search")["pinned_boost"] == 2  # the raw form stays readable


def test_memory_policy_errors_name_the_config_file(isolated_home: Path) -> None:
    path = write_config(isolated_home, "[memory_policy]\nmax_memory_item = 3\n")
    harness = Harness(isolated_home)
    with pytest.raises(ConfigError) as caught:
        _ = harness.recall_policy
    assert caught.value.path == path
    assert "did you mean 'max_memory_items'" in str(caught.value)


@pytest.mark.parametrize("name", ["config.toml", "config.json"])
@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling link"])
def test_a_config_name_that_is_not_a_file_is_one_error_line(
    isolated_home: Path, workspace_dir: Path, name: str, kind: str
) -> None:
    """A config file that is a folder (or a FIFO, a dangling link) was read as no config:
    every setting the person meant to give silently dropped."""
    import os

    isolated_home.mkdir(parents=True, exist_ok=True)
    path = isolated_home / name
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(isolated_home / "missing.toml")
    with pytest.raises(ConfigError) as caught:
        load_settings(isolated_home)
    assert caught.value.path == path
    proc = subprocess.run(
        [sys.executable, "-m", "memwell", "ls", "--home", str(isolated_home)],
        capture_output=True,
        text=True,
        cwd=workspace_dir,
        timeout=60,
    )
    assert proc.returncode == 1
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("Error: invalid configuration: ") and str(path) in line
    assert ("a folder" if kind == "folder" else "not a readable regular file") in line
