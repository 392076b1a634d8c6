"""The architecture, checked on the source with ast: lower layers never import higher ones,
and each shared mechanism exists once (one catalog, one parser, one writer, one facade)."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "memwell"

# layer of each top-level module or package; a module may import only its own layer or lower
LAYERS: dict[str, int] = {
    "_version": 0,
    "errors": 0,
    "lazy_patterns": 0,
    "lazy_logging": 0,
    "compiled_cache": 0,
    "after_answer": 0,
    "layout": 0,
    "durable": 0,
    "detached": 0,
    "crashpoints": 0,
    "tokens": 0,
    "transcripts": 0,
    "secrets": 0,
    "markdown_tables": 0,
    "types": 0,
    "config": 1,
    "memory": 2,
    "index": 3,
    "llm": 3,
    "recall": 4,
    "compaction": 4,
    "context": 5,
    "consolidate": 4,
    "api": 5,
    "catalog": 5,
    "store_sync": 5,
    "views": 5,
    "recall_setup": 5,
    "compaction_setup": 5,
    "freshness": 0,
    "agent": 6,
    "demo": 8,  # the demo story drives every layer, hooks included
    "hooks": 7,
    "mcp": 7,
    "service": 7,  # the warm service answers hooks and MCP recall; they ask it first
    "ui": 7,
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


# --- one of each -------------------------------------------------------------------------


def _source(rel: str) -> str:
    return (SRC / rel).read_text(encoding="utf-8")


def _calls(path: Path) -> set[str]:
    """Dotted names called in a module (`os.fsync`, `sqlite3.connect`, `parse`)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            parts: list[str] = []
            while isinstance(func, ast.Attribute):
                parts.append(func.attr)
                func = func.value
            if isinstance(func, ast.Name):
                parts.append(func.id)
                out.add(".".join(reversed(parts)))
    return out


def _where(predicate: object) -> set[str]:
    assert callable(predicate)
    return {str(p.relative_to(SRC)) for p in MODULES if predicate(p)}


def test_only_the_catalog_opens_the_sqlite_file() -> None:
    assert _where(lambda p: "sqlite3.connect" in _calls(p)) == {"index/schema.py"}


def test_only_the_document_module_parses_frontmatter() -> None:
    assert _where(lambda p: "yaml" in _imports(p)) == {"memory/document.py"}
    parse_users = _where(lambda p: any(n == "memwell.memory.document.parse" for n in _imports(p)))
    assert parse_users == set(), "use memwell.memory.document.load (the file stem is the name)"


def test_only_the_durable_module_writes_through_a_temp_file() -> None:
    temp_writers = _where(lambda p: bool({"tempfile.mkstemp", "os.fsync"} & _calls(p)))
    # the session archive only appends (and fsyncs) JSONL; it never replaces a file
    assert temp_writers == {"durable.py", "index/archive.py"}


def test_recall_reads_the_catalog_never_the_files() -> None:
    for path in (SRC / "recall").glob("*.py"):
        names = set(_imports(path))
        assert "memwell.memory.store" not in names, path.name
        assert "memwell.memory.document.load" not in names, path.name
    recall_sources = " ".join(p.read_text(encoding="utf-8") for p in (SRC / "recall").glob("*.py"))
    for gone in ("KeywordRetriever", "load_hit_file", "snapshot.json"):
        assert gone not in recall_sources


def test_one_tokenizer() -> None:
    """Stopwords, stemming and CJK classes are defined in `memwell.tokens` only."""
    for path in MODULES:
        if path.name == "tokens.py":
            continue
        text = path.read_text(encoding="utf-8")
        rel = str(path.relative_to(SRC))
        assert "STOPWORD_TEXT" not in text, rel
        assert "def stem(" not in text, rel
        assert "\\uac00" not in text or rel == "recall/retrieval.py", rel


def test_front_ends_do_not_patch_the_facade() -> None:
    for package in ("cli", "mcp", "hooks"):
        for path in (SRC / package).glob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "__dict__" not in text, path
            # calls like `harness.store.get(...)` or `h.index.sessions()`
            assert re.search(r"\.(store|index)\.\w+\(", text) is None, path


def test_hooks_call_the_facade_not_the_agent_session() -> None:
    for path in (SRC / "hooks").glob("*.py"):
        assert not any(n.startswith("memwell.agent") for n in _imports(path)), path.name


def test_one_tool_call_rendering() -> None:
    """`[tool NAME] ...` is written by `memwell.transcripts.tool_call_text` only."""
    writers = _where(lambda p: 'f"[tool {' in p.read_text(encoding="utf-8"))
    assert writers == {"transcripts.py"}


# JSON the conversation readers decode that is not a transcript, and what it is
_NOT_TRANSCRIPTS = {
    "compaction/checkpoint.py": "a checkpoint's data file",
    "compaction/events.py": "the compaction log",
    "compaction/transcript.py": "a tool call's arguments, a JSON string inside a message",
    "hooks/runner.py": "a hook's stdin payload",
    "hooks/install.py": "an agent CLI's settings file",
    "hooks/agent_settings.py": "an agent CLI's settings file (the hooks' timeouts)",
    "hooks/deferred.py": "a background job's file",
    "agent/chat.py": "a model's tool-call arguments",
}


def test_one_transcript_model() -> None:
    """Transcript JSON and JSONL are decoded by `memwell.transcripts` only: compaction,
    the hook adapters, the agent helpers and the facade decode no other JSON, and the
    agent-CLI envelope (`message`, `isSidechain`) is unwrapped there alone."""
    readers = [
        p
        for p in MODULES
        if p.relative_to(SRC).parts[0] in ("compaction", "hooks", "agent", "api.py", "context.py")
    ]
    decoders = {str(p.relative_to(SRC)) for p in readers if {"json.loads", "json.load"} & _calls(p)}
    assert decoders == set(_NOT_TRANSCRIPTS)
    assert _where(lambda p: "isSidechain" in p.read_text(encoding="utf-8")) == {"transcripts.py"}
    # compaction reads files through the model's document readers
    compaction_reader = _source("compaction/transcript.py")
    for reader in ("read_document", "decode_document", "document_of"):
        assert reader in compaction_reader


# --- the turn path reads rows, never files, and derives nothing per topic -----------------


def test_a_turn_after_sync_parses_no_yaml_and_derives_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the catalog has the rows (and their facts), a fresh process's turn, gate and
    preflight are SQL over rows: parsing a topic file or deriving a memory's facts again
    would fail this test, and the answers must still be the right ones."""
    import yaml

    from memwell.api import Harness
    from memwell.recall.policy import MemoryPolicy

    home, workspace = tmp_path / "home", tmp_path / "ws"
    writer = Harness(home, workspace)
    writer.remember(
        "workspace",
        "nimbus_billing",
        "project",
        "Nimbus bills invoices nightly",
        "Nimbus runs the invoice export at 02:00.\n- [ ] retry failed exports",
    )
    writer.remember(
        "workspace",
        "table_rule",
        "feedback",
        "Never drop the Nimbus invoice tables",
        "Never drop a production table without a backup.",
    )
    writer.remember("workspace", "deploys", "project", "Deploys are blue-green", "Blue-green.")
    writer.search("warm up")  # the freshness check ran: every row and its facts are stored

    def fail(*args: object, **kwargs: object) -> None:
        pytest.fail("a turn parsed a topic file or derived a memory's facts")

    import memwell.memory.document as document
    import memwell.recall.entities as entities
    import memwell.recall.facts as facts
    import memwell.recall.rules as rules

    forbidden = {
        id(f)
        for f in (
            document.load,
            document.parse,
            facts.derive_facts,
            entities.entity_evidence,
            rules.parse_rules,
        )
    }
    # wherever a module imported them by name, too: every module of the package is
    # imported first, so a module that the turn below would import for the first time
    # cannot bind the failing stand-in for good (it would outlive this test's undo)
    _import_every_memwell_module()
    for module in [m for n, m in sys.modules.items() if n.startswith("memwell") and m]:
        for attr, value in list(vars(module).items()):
            if id(value) in forbidden:
                monkeypatch.setattr(module, attr, fail)
    for name in ("safe_load", "load", "load_all", "safe_load_all", "compose"):
        monkeypatch.setattr(yaml, name, fail)

    policy = MemoryPolicy(entities={"Nimbus": ()})
    later = Harness(home, workspace, policy=policy)
    decision = later.turn("What is the status of the Nimbus invoices?", session_id="s1")
    assert decision.recall.status == "queried_success"
    assert decision.recall.digest.items[0].name == "nimbus_billing"
    # the body's statement answers (the description leads only a memory without a body)
    assert "Nimbus runs the invoice export at 02:00" in decision.recall.digest.text
    assert later.turn("thanks!", session_id="s1").recall.status == "not_needed"
    gate = later.gate("DROP TABLE nimbus_invoices", session_id="s1")
    assert gate.verdict == "no-go"
    assert [f.name for f in gate.findings if f.verdict == "no-go"] == ["table_rule"]
    preflight = Harness(home, workspace, policy=policy).preflight(session_id="s2")
    assert "Open: nimbus_billing" in preflight.session_digest
    assert "retry failed exports" in preflight.session_digest


def _import_every_memwell_module() -> None:
    # from the files, not pkgutil: folders without an __init__.py (recall/) are
    # namespace packages, which pkgutil does not walk into
    import importlib

    import memwell

    root = Path(memwell.__file__).parent
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__main__":
            continue  # it runs the command line
        name = ".".join(("memwell", *[p for p in parts if p != "__init__"]))
        try:
            importlib.import_module(name)
        except ImportError:  # an optional extra that is not installed
            continue
