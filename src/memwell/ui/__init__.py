"""The memory inspector: a local web page over the `Harness` (`memwell ui`).

Needs the `ui` extra (Starlette, uvicorn, Jinja2); `require_web_stack()` says so clearly
before `memwell.ui.server` is imported.
"""

from __future__ import annotations

import importlib.util

from memwell.errors import InspectorError

REQUIRED = ("starlette", "uvicorn", "jinja2")


def require_web_stack() -> None:
    """Raise `InspectorError` naming the extra when a web dependency is missing."""
    missing = [name for name in REQUIRED if importlib.util.find_spec(name) is None]
    if missing:
        raise InspectorError(
            f"the inspector page needs {', '.join(missing)}; install them with "
            "`pip install 'memwell[ui]'`"
        )
