"""memwell as an MCP server (`memwell.mcp.server.build_server`); needs the `mcp` extra."""

from __future__ import annotations

import importlib.util

from memwell.errors import ExtraMissing


def require_sdk() -> None:
    """Raise a clear error when the MCP SDK (the `mcp` extra) is not installed."""
    if importlib.util.find_spec("mcp") is None or importlib.util.find_spec("pydantic") is None:
        raise ExtraMissing("the MCP server", "mcp", "mcp")
