"""Seed 003's example entities: test and evaluation data, not library defaults.

The recall tests (and `evals/recall/fixtures/*/config.toml`) configure them the way a user
would, through `[memory_policy] entities`."""

from __future__ import annotations

from collections.abc import Mapping

SEED_ENTITIES: Mapping[str, tuple[str, ...]] = {
    "ClawHub": ("claw hub", "claw-hub"),
    "OpenClaw": ("open claw", "open-claw"),
    "Agent-OS": ("agent os", "agentos", "agent_os"),
    "BOSS-memory-loop": ("boss memory loop", "boss loop", "BOSSメモリーループ"),
    "ByteRover": ("byte rover", "byterover", "brv"),
    "MISO": (),
    "Obsidian": ("オブシディアン",),
    "Telegram": ("テレグラム",),
}


def seed_config_toml() -> str:
    """The `[memory_policy.entities]` table of a config.toml naming the seed entities."""
    lines = ["[memory_policy.entities]"]
    for name, aliases in SEED_ENTITIES.items():
        quoted = ", ".join(f'"{a}"' for a in aliases)
        lines.append(f'"{name}" = [{quoted}]')
    return "\n".join(lines) + "\n"
