"""`lazy_logger` stands for `logging.getLogger(name)`: the same records, once it logs."""

from __future__ import annotations

import logging
import subprocess
import sys

import pytest

from memwell.lazy_logging import LazyLogger, lazy_logger


def test_a_record_reaches_the_named_logger(caplog: pytest.LogCaptureFixture) -> None:
    log = lazy_logger("memwell.some.module")
    with caplog.at_level(logging.WARNING, logger="memwell.some.module"):
        log.warning("could not store %s: %s", "the view", "disk full")
        log.info("not at this level")
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("memwell.some.module", "WARNING", "could not store the view: disk full")
    ]
    assert isinstance(log, LazyLogger)
    assert log.logger() is logging.getLogger("memwell.some.module")
    assert log.isEnabledFor(logging.WARNING)


def test_logging_is_imported_only_when_a_module_logs() -> None:
    probe = (
        "import sys\n"
        "from memwell import catalog, store_sync\n"
        "from memwell.recall import engine, dedupe, memory_view\n"
        "print('logging' in sys.modules)\n"
        "engine.log.warning('now')\n"
        "print('logging' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"]
    assert "now" in done.stderr  # logging's last-resort handler, as before
