"""The gate's own default for an irreversible call no memory speaks to: files removed from
disposable storage (temporary folders, caches, a scratch file system) are not asked about;
every other deletion still is."""

from __future__ import annotations

import pytest

from memwell.api import Harness
from memwell.recall.irreversible import irreversible
from memwell.recall.tool_calls import parse_call


def _verbs(command: str) -> list[str]:
    return irreversible(parse_call("Bash", {"command": command}, branch_of=lambda _: None))


@pytest.mark.parametrize(
    "command",
    [
        "rm -rf /tmp/render-0412",
        "rm -rf ~/.cache/pip/wheels",
        "find /var/tmp/uploads -mmin +60 -delete",
        "ssh ana@hpc01 'find /lustre/scratch/ana -mtime +14 -delete'",
        "find /scratch -type f -atime +21 -print0 | xargs -0 rm -f",
        "rm -r ~/Library/Caches/com.example.viewer",
    ],
)
def test_a_deletion_in_disposable_storage_is_not_irreversible(command: str) -> None:
    assert _verbs(command) == []


@pytest.mark.parametrize(
    "command",
    [
        "rm -rf ./data",
        "rm -rf build",
        "rm -r cache",  # a relative folder of that name may be the project's own
        "rm -rf /tmp/render-0412 /srv/photos/2026",  # one path outside is enough
        "find /srv/archive -mtime +30 -delete",
        "rm /home/ana/tmp-notes.md",  # a name that only starts like one
        "cat /tmp/old-files.txt | xargs rm",  # a list kept in /tmp names files elsewhere
    ],
)
def test_every_other_deletion_still_is(command: str) -> None:
    assert _verbs(command) == ["delete"]


def test_the_gate_lets_a_scratch_purge_through_and_asks_for_the_rest(harness: Harness) -> None:
    purge = {"tool_name": "Bash", "tool_input": {"command": "find /scratch/ana -atime +30 -delete"}}
    assert harness.gate(purge).verdict == "go"
    data = {"tool_name": "Bash", "tool_input": {"command": "find /data/ana -atime +30 -delete"}}
    decision = harness.gate(data)
    assert decision.verdict == "ask"
    assert any("irreversible" in r for r in decision.reasons)


def test_a_rule_still_governs_disposable_storage(harness: Harness) -> None:
    harness.remember(
        "workspace",
        "scratch_rules",
        "feedback",
        "Scratch rules",
        "Never delete anything under /scratch/shared.",
    )
    call = {"tool_name": "Bash", "tool_input": {"command": "rm -rf /scratch/shared/run-12"}}
    assert harness.gate(call).verdict == "no-go"
