"""`Harness`: the one facade over memwell. The CLI, the MCP server, the agent-CLI hooks
and Python agent loops all go through it; it is also the composition root that reads
settings once and wires the store, the index, recall and compaction together.

Each subsystem owns one section below and keeps its methods thin: parse nothing,
delegate to the subsystem's module, return its frozen result.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from memwell.config import Settings, load_settings
from memwell.layout import Layout


class Harness:
    def __init__(
        self,
        home: Path | str | None = None,
        workspace: Path | str | None = None,
        *,
        settings: Settings | None = None,
    ) -> None:
        self.layout = Layout.resolve(home, workspace)
        self.settings = settings if settings is not None else load_settings(self.layout.home)

    # --- memory store (foundation) -----------------------------------------------------

    # --- search index -----------------------------------------------------------------------

    # --- recall -------------------------------------------------------------------------------

    # --- compaction -----------------------------------------------------------------------------
