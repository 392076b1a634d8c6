"""No import-time side effects, and a generic turn imports only the stages it runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from memwell.api import Harness


def probe(code: str, env: dict[str, str] | None = None) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        check=True,
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def test_importing_index_types_loads_nothing_else_and_keeps_the_environment() -> None:
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import json, os, sys; import memwell.index.types; "
            "mods = sorted(m for m in sys.modules if m.startswith('memwell.index')); "
            "print(json.dumps({'mods': mods, 'blas': os.environ.get('OPENBLAS_NUM_THREADS')}))",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=True,
    )
    result = json.loads(out.stdout)
    assert result["mods"] == ["memwell.index", "memwell.index.types"]
    assert result["blas"] is None


def test_a_generic_turn_imports_no_later_stage(isolated_home: Path, workspace_dir: Path) -> None:
    code = (
        "import json, sys\n"
        "from memwell.api import Harness\n"
        f"h = Harness({str(isolated_home)!r}, {str(workspace_dir)!r})\n"
        "d = h.turn('thanks!', session_id='s1')\n"
        "sys.stdout.write(json.dumps({'intent': d.intent, 'mods': sorted(m for m in sys.modules"
        " if m.startswith('memwell.recall'))}))\n"
    )
    Harness(isolated_home, workspace_dir).turn("warm the session", session_id="s1")
    result = probe(code)
    assert result["intent"] == "casual"
    loaded = set(result["mods"])  # type: ignore[arg-type]
    for stage in ("gate", "writeback", "preflight", "digest"):
        assert f"memwell.recall.{stage}" not in loaded, stage


def test_no_entity_is_known_by_default(harness: Harness) -> None:
    telegram = harness.turn("How do Telegram bots receive messages?", session_id="e1")
    discord = harness.turn("How do Discord bots receive messages?", session_id="e1")
    assert telegram.intent == discord.intent
    assert telegram.recall_trigger == discord.recall_trigger
    assert not telegram.classification.entity_names


def test_package_inits_load_lazily() -> None:
    code = (
        "import json, sys; import memwell, memwell.memory, memwell.index; "
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('memwell'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert json.loads(out.stdout) == ["memwell", "memwell.index", "memwell.memory"]
    import memwell

    assert memwell.Harness is Harness  # the names still resolve on first use
