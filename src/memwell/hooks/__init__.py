"""Agent-CLI hooks: one adapter per agent (Claude Code, Gemini CLI), a fail-open runner
bounded by a wall-clock deadline (`deadline`; the compaction events in `precompact`), and
install/uninstall of the hook and MCP entries in the agent's settings."""

from memwell.hooks.events import (
    AGENTS,
    HookEvent,
    HookOutcome,
    HookReply,
    Inject,
    Quiet,
    ToolVerdict,
)

__all__ = ["AGENTS", "HookEvent", "HookOutcome", "HookReply", "Inject", "Quiet", "ToolVerdict"]
