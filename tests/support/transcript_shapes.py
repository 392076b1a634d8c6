"""Helpers for the compaction tests that build a transcript from chat messages and read
what the extractor kept: the sections by label, and an OpenAI-shaped tool call."""

from __future__ import annotations

import json
from typing import Any

from memwell.compaction.extract import extract
from memwell.compaction.transcript import analyze, parse_transcript


def extracted_sections(messages: list[dict[str, Any]]) -> dict[str, list[str]]:
    return dict(extract(analyze(parse_transcript(messages))))


def tool_call(call_id: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }
