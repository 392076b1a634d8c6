"""Import direction: lower layers never import higher ones (checked on the source with ast)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "memwell"

# layer of each top-level module or package; a module may import only its own layer or lower
LAYERS: dict[str, int] = {
    "errors": 0,
    "layout": 0,
    "secrets": 0,
    "types": 0,
    "config": 1,
    "memory": 2,
    "index": 3,
    "llm": 3,
    "recall": 4,
    "compaction": 4,
    "consolidate": 4,
    "api": 5,
    "agent": 6,
    "demo": 8,  # the demo story drives every layer, hooks included
    "hooks": 7,
    "mcp": 7,
    "cli": 8,
    "__main__": 9,
    "__init__": 9,
}


def _top(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "memwell" and len(parts) > 1 else None


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
            found += [f"{node.module}.{alias.name}" for alias in node.names]
    return found


MODULES = sorted(p for p in SRC.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_module_imports_only_its_layer_or_lower(path: Path) -> None:
    rel = path.relative_to(SRC)
    own = rel.parts[0].removesuffix(".py")
    assert own in LAYERS, f"{rel}: add its top-level package to LAYERS"
    for name in _imports(path):
        top = _top(name)
        if top is None or top == own or top not in LAYERS:
            continue
        assert LAYERS[top] <= LAYERS[own], f"{rel} imports {name}: {own} may not depend on {top}"


def test_every_module_is_small_enough_to_read() -> None:
    too_big = {
        str(p.relative_to(SRC)): n
        for p in MODULES
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800
    }
    assert too_big == {}
