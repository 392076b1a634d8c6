"""Recall's derived facts in the catalog rows: written with each row, read with SQL.

Trigger: a memory row is written (save, freshness check, reindex). Why: recall needs, on
every turn, which memories are rules, open items, pinned or active, their risk
categories, parsed rules and what entity learning reads of them; deriving that over
every topic per turn (or per change of any topic) costs seconds at 10k topics. Outcome:
the `FactDeriver` the Harness gives the index runs once per row written, and recall's
questions become indexed queries over the rows.

The deriver is recall's (the index does not know how a rule is read); its `version`
names the derivation. Rows derived by another version, or by none (an index written
before this table existed, or by an index opened without a deriver), are derived again
from the stored rows on the next catalog read: no topic file is read.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Sequence
from typing import Any

from memwell.index import rows as stored
from memwell.index.types import FactDeriver, FactKind, FactRow, RowFacts
from memwell.memory.document import Memory

_VERSION_KEY = "facts_version"  # catalog_state: the version every row was derived by

# row filter per kind; "risk" takes a category, "named" a list of (scope, name)
_WHERE: dict[FactKind, str] = {
    "pinned": "m.pinned = 1",
    "unresolved": "m.is_unresolved = 1",
    "constraint": "m.is_constraint = 1",
    "active": "m.is_active = 1",
    "project": "m.type = 'project' AND m.scope = 'workspace'",
    "rules": "m.rules != '[]'",
    "risk": (
        "(m.is_constraint = 1 OR m.is_unresolved = 1) AND m.id IN"
        " (SELECT memory_id FROM memory_categories WHERE category = ?)"
    ),
    "named": "1",
}
_RECENT_FIRST = " ORDER BY m.updated_ts IS NULL, m.updated_ts DESC, m.path"
# what recall reads on every turn (pinned, open, active, plain notes) before pure rules,
# which only the gate reads; then by file
_READ_EVERY_TURN = "(m.pinned = 1 OR m.is_unresolved = 1 OR m.is_active = 1 OR m.is_constraint = 0)"
_CATALOG_ORDER = f" ORDER BY {_READ_EVERY_TURN} DESC, m.path"
_COLUMNS = (
    "m.name, m.scope, m.type, m.description, m.tags, m.aliases, m.pinned, m.updated,"
    " substr(m.body, 1, 400), m.is_constraint, m.is_unresolved, m.is_active, m.open_items,"
    " m.categories, m.rules"
)


def write_facts(
    conn: sqlite3.Connection, memory_id: int, facts: RowFacts | None, version: str | None
) -> None:
    """Store `facts` in the row `memory_id` (None: the row has no facts, to be derived)."""
    conn.execute("DELETE FROM memory_categories WHERE memory_id = ?", (memory_id,))
    if facts is None:
        conn.execute("UPDATE memories SET facts_version = NULL WHERE id = ?", (memory_id,))
        conn.execute("DELETE FROM catalog_state WHERE key = ?", (_VERSION_KEY,))
        return
    conn.execute(
        "UPDATE memories SET facts_version = ?, is_constraint = ?, is_unresolved = ?,"
        " is_active = ?, open_items = ?, categories = ?, rules = ?, entities = ? WHERE id = ?",
        (
            version,
            int(facts.constraint),
            int(facts.unresolved),
            int(facts.active),
            json.dumps(list(facts.open_items), ensure_ascii=False),
            json.dumps(list(facts.categories), ensure_ascii=False),
            facts.rules,
            facts.entities,
            memory_id,
        ),
    )
    conn.executemany(
        "INSERT OR IGNORE INTO memory_categories(memory_id, category) VALUES (?, ?)",
        [(memory_id, category) for category in facts.categories],
    )


def needs_refresh(conn: sqlite3.Connection, derive: FactDeriver) -> bool:
    row = conn.execute("SELECT value FROM catalog_state WHERE key = ?", (_VERSION_KEY,)).fetchone()
    return row is None or row[0] != derive.version


def refresh(
    conn: sqlite3.Connection, derive: FactDeriver, rows: Sequence[tuple[int, Memory]]
) -> int:
    """Derive the facts of `rows` (id, memory) again and record that every row now has
    the deriver's version; in the caller's transaction. Returns how many were derived."""
    for memory_id, memory in rows:
        write_facts(conn, memory_id, derive(memory), derive.version)
    conn.execute(
        "INSERT OR REPLACE INTO catalog_state(key, generation, value) VALUES (?, 0, ?)",
        (_VERSION_KEY, derive.version),
    )
    return len(rows)


def stale_ids(conn: sqlite3.Connection, version: str) -> list[int]:
    """Rows that parsed but were derived by another version, or not at all."""
    return [
        int(r[0])
        for r in conn.execute(
            "SELECT id FROM memories WHERE error IS NULL AND facts_version IS NOT ?", (version,)
        )
    ]


def fact_rows(
    conn: sqlite3.Connection,
    scope_dirs: Sequence[str],
    kind: FactKind,
    *,
    category: str | None = None,
    names: Collection[tuple[str, str]] = (),
    recent_first: bool = False,
    limit: int | None = None,
) -> list[FactRow]:
    """Rows of `kind` in the given scope directories (`recent_first`, else pinned, open
    and active memories before pure rules), at most `limit`."""
    if not scope_dirs:
        return []
    params: list[Any] = [category] if kind == "risk" else []
    where = _WHERE[kind]
    if kind == "named":
        if not names:
            return []
        where = "m.name IN (" + ",".join("?" * len(names)) + ")"
        params = [name for _, name in names]
    marks = ",".join("?" * len(scope_dirs))
    # `+m.scope_dir`: the scope is checked per row found through the kind's own (partial)
    # index; the planner, which has no statistics, would otherwise walk every row of a scope
    sql = (
        f"SELECT {_COLUMNS} FROM memories m WHERE m.error IS NULL AND {where}"
        f" AND +m.scope_dir IN ({marks})" + (_RECENT_FIRST if recent_first else _CATALOG_ORDER)
    )
    params += list(scope_dirs)
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    rows = [_fact_row(row) for row in conn.execute(sql, params)]
    if kind == "named":
        wanted = set(names)
        rows = [r for r in rows if (r.scope, r.name) in wanted]
    return rows


def named_rows(
    conn: sqlite3.Connection, names: Sequence[str]
) -> list[tuple[str, tuple[int, str], FactRow]]:
    """Every parsed row called one of `names`, whatever its scope directory: (its scope
    directory key, its place in `fact_rows`' catalog order, the row); what a kept
    `fact_rows(kind="named")` is answered from (`MemoryIndex.fact_rows`). The place is
    (0 for the rows recall reads on every turn, else 1; the path): SQLite's BINARY order of
    UTF-8 paths is Python's order of the strings."""
    if not names:
        return []
    return [
        (
            stored.text(row[-3], "scope_dir"),
            (0 if row[-1] else 1, stored.text(row[-2], "path")),
            _fact_row(row[:-3]),
        )
        for row in conn.execute(
            f"SELECT {_COLUMNS}, m.scope_dir, m.path, {_READ_EVERY_TURN} FROM memories m"
            f" WHERE m.error IS NULL AND m.name IN ({','.join('?' * len(names))})",
            list(names),
        )
    ]


def _fact_row(row: Sequence[Any]) -> FactRow:
    # every value checked as it is decoded (index/rows.py): a damaged row is damage
    return FactRow(
        name=stored.text(row[0], "name"),
        scope=stored.scope(row[1]),
        type=stored.text(row[2], "type"),
        description=stored.text(row[3], "description"),
        tags=stored.string_list(row[4], "tags"),
        aliases=stored.string_list(row[5], "aliases"),
        pinned=stored.flag(row[6], "pinned"),
        updated=stored.optional_text(row[7], "updated"),
        head=stored.optional_text(row[8], "body") or "",
        facts=RowFacts(
            constraint=stored.flag(row[9], "is_constraint"),
            unresolved=stored.flag(row[10], "is_unresolved"),
            active=stored.flag(row[11], "is_active"),
            open_items=stored.string_list(row[12], "open_items"),
            categories=stored.string_list(row[13], "categories"),
            rules=stored.json_text(row[14], "rules"),
        ),
    )


def entity_evidence(conn: sqlite3.Connection, scope_dirs: Sequence[str]) -> list[str]:
    """Every row's entity evidence (recall's JSON), in catalog order (by file)."""
    if not scope_dirs:
        return []
    marks = ",".join("?" * len(scope_dirs))
    return [
        stored.json_text(r[0], "entities")
        for r in conn.execute(
            "SELECT m.entities FROM memories m WHERE m.error IS NULL"
            f" AND m.scope_dir IN ({marks}) ORDER BY m.path",
            list(scope_dirs),
        )
    ]


def recent(
    conn: sqlite3.Connection, scope_dirs: Sequence[str], limit: int
) -> list[tuple[str, str]]:
    """(name, description) of the most recently updated memories, newest first."""
    if not scope_dirs:
        return []
    marks = ",".join("?" * len(scope_dirs))
    return [
        (stored.text(name, "name"), stored.text(description, "description"))
        for name, description in conn.execute(
            "SELECT m.name, m.description FROM memories m WHERE m.error IS NULL"
            f" AND m.updated_ts IS NOT NULL AND m.scope_dir IN ({marks})"
            " ORDER BY m.updated_ts DESC, m.path LIMIT ?",
            [*scope_dirs, limit],
        )
    ]
