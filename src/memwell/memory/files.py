"""Moved: durable file I/O lives in `memwell.durable` (the one atomic writer).

Kept as names only, for code written against the old location; new code imports
`memwell.durable`.
"""

from __future__ import annotations

from memwell.durable import fsync_dir, read_bytes, store_lock, write_durable

write_atomic = write_durable

__all__ = ["fsync_dir", "read_bytes", "store_lock", "write_atomic"]
