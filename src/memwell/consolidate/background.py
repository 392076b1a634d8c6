"""A detached consolidation run, started by the agent-CLI hooks at the end of a session.

The hook must never wait for it: the run is a separate process in its own session
(`start_new_session`), with no pipes back to the hook, bounded by `consolidate
--background` (a few sessions' worth of work, a minute at most). If another run holds
the lock, the new one exits at once. Its output goes to
`<home>/consolidation/background.log`, so a failure can be found later.

Off unless `[consolidation] background = true` is set: a person opts in to having their
sessions mined (into the inbox; memory never changes without their review).
"""

from __future__ import annotations

import sys

from memwell import detached
from memwell.layout import Layout


def start_detached(layout: Layout) -> int:
    """Start `memwell consolidate --background` for this home and workspace; its pid."""
    command = [
        sys.executable,
        "-m",
        "memwell",
        "consolidate",
        "--background",
        "--home",
        str(layout.home),
        "--workspace",
        str(layout.workspace),
    ]
    return detached.start_detached(
        command, layout.consolidation_dir / "background.log", home=layout.home
    )
