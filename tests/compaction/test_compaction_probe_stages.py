"""The probe-stage benchmark (`benchmarks/compaction_probe_stages.py`): it reads only the
development splits, and a comparison names every probe a change gained or lost."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from support.benchmark_modules import load_benchmark


@pytest.fixture(scope="module")
def stages() -> ModuleType:
    return load_benchmark("compaction_probe_stages")


def row(window: str, probe: int, kept: bool, kind: str = "error", **extra: Any) -> dict[str, Any]:
    base = {
        "case": "cc-one",
        "split": "tune",
        "agent": "claude-code",
        "window": window,
        "kind": kind,
        "probe": probe,
        "terms": [f"term{probe}"],
        "kept": kept,
        "stage": "" if kept else "left out for room",
        "broken_pairs": 0,
        "fits": True,
    }
    return base | extra


def test_only_development_probe_files_are_listed(stages: ModuleType) -> None:
    files = stages.development_probe_files()
    assert files, "the corpus has development probes"
    splits = {json.loads(p.read_text(encoding="utf-8"))["split"] for p in files}
    assert splits <= set(stages.DEVELOPMENT)
    assert not splits & set(sys.modules["compaction_real"].BLIND)


def test_a_held_out_probe_file_is_refused(stages: ModuleType, tmp_path: Path) -> None:
    probe_file = tmp_path / "held.json"
    probe_file.write_text(json.dumps({"split": "holdout3", "transcript": "x", "probes": []}))
    with pytest.raises(ValueError, match="not a development split"):
        stages.probe_rows(str(probe_file))


def test_compare_names_the_gained_and_lost_probes(stages: ModuleType) -> None:
    windows = list(stages.WINDOWS)
    before = [row(w, i, kept=(i == 0)) for w in windows for i in range(2)]
    after = [row(w, i, kept=(i == 1 and w == windows[-1])) for w in windows for i in range(2)]
    lines = stages.compare(before, after)
    assert lines[0].startswith("before: kept 1 / 1 / 1 of 2")
    assert lines[1].startswith("after:  kept 0 / 0 / 1 of 2")
    gained = [line for line in lines if line.startswith("gained")]
    lost = [line for line in lines if line.startswith("lost")]
    assert len(gained) == 1 and windows[-1] in gained[0] and "term1" in gained[0]
    assert len(lost) == 3 and all("left out for room" in line for line in lost)


def test_summary_counts_broken_pairs_and_unfit_outputs_once_per_run(stages: ModuleType) -> None:
    windows = list(stages.WINDOWS)
    rows = [row(w, i, kept=True, broken_pairs=1, fits=False) for w in windows for i in range(3)]
    head = stages.summary(rows)[0]
    assert f"broken pairs {len(windows)}" in head
    assert f"outputs over their window {len(windows)}" in head


def test_stage_table_counts_each_stage_and_the_copy_s_ceiling(stages: ModuleType) -> None:
    windows = list(stages.WINDOWS)
    rows = [
        row(w, i, kept=(i == 0), stage=stage)
        for w in windows
        for i, stage in enumerate(["", "never extracted", "left out for room", "in the copy, cut"])
    ]
    lines = stages.stage_table(rows)
    total = next(line for line in lines if line.startswith("| all | 4 |"))
    # kept 1, one probe lost at each stage, ceiling kept + room + cut = 3, at every window
    assert total.count("1 / 1 / 1 / 1 / 3") == len(windows)
    assert any(line.startswith("| error | 4 |") for line in lines)
    assert any(line.startswith("| claude-code | 4 |") for line in lines)


def test_density_gives_the_frame_s_share_and_tokens_per_probe_the_copy_holds(
    stages: ModuleType,
) -> None:
    windows = list(stages.WINDOWS)
    sizes = {"window_tokens": 1000, "copy_tokens": 200, "frame_tokens": 50}
    rows = [
        row(w, i, kept=True, in_copy=(i < 2), section_tokens={"frame": 50, "Errors": 150}, **sizes)
        for w in windows
        for i in range(3)
    ]
    lines = stages.density(rows)
    # one run per window: the frame is a quarter of its copy and 5% of its window; the
    # copy holds two probes, 100 tokens each
    assert f"| {windows[-1]} | 1,000 | 200 | 50 | 25.0% | 5.0% | 2 | 100.0 |" in lines
    assert any(
        line.startswith(f"{windows[-1]} copy tokens by section: Errors 450") for line in lines
    )


def test_uuid_session_ids_are_stable_and_shaped_as_real_agents_give_them(
    stages: ModuleType,
) -> None:
    import re

    one = stages.session_name("cc-one", "1/30", "uuid")
    assert one == stages.session_name("cc-one", "1/30", "uuid")
    assert one != stages.session_name("cc-one", "1/10", "uuid")
    assert re.fullmatch(r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}", one)
    assert stages.session_name("cc-one", "1/30", "name") == "cc-one-1/30-checkpoint"


def test_item_worth_gives_probes_per_token_by_group_and_split() -> None:
    worth = load_benchmark("compaction_item_worth")
    assert worth.kind_of("files", "edited: a.py") == "files/edited"
    assert worth.kind_of("files", "ran: make") == "files/ran/plain"
    assert worth.kind_of("files", "ran: make -> failed") == "files/ran"
    assert worth.kind_of("errors", "pytest: boom") == "errors"

    def item(split: str, kind: str, tokens: int, shares: list[float]) -> dict[str, Any]:
        probes = [[n, "error", s] for n, s in enumerate(shares)]
        base = {"split": split, "group": 3, "kind": kind, "tokens": tokens, "in_copy": True}
        return base | {"probes": probes}

    rows = [item("tune", "errors", 100, [1.0, 0.5]), item("holdout", "errors", 50, [])]
    table = worth.table(rows)
    # a record without the marginal count takes every probe as one no kept message holds
    assert table[2] == "| 3 | errors | 2 | 150 | 100% | 1.5 | 1.00 | 1.5 | 1.00 | 0.00 | 1.50 |"
    # the probe the kept tail holds too is the item's, but not the copy's to add
    rows[0]["marginal"] = rows[0]["probes"][1:]
    table = worth.table(rows)
    assert table[2] == "| 3 | errors | 2 | 150 | 100% | 1.5 | 1.00 | 0.5 | 0.33 | 0.00 | 0.50 |"
