"""The inbox: candidates awaiting review, one JSON file each under `<home>/inbox/`.

A candidate's file stays after it is decided, with its status (`accepted`, `rejected`)
and the time; that is how a rejected proposal is remembered and never proposed again
(its fingerprint stays known). Files are written atomically, so a reader never sees a
half-written candidate, and a person can read them with any editor.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

from memwell.consolidate.types import Candidate, Status
from memwell.durable import read_bytes, refuse_links, write_durable
from memwell.errors import CandidateNotFound, InboxError, LinkRefused
from memwell.secrets.records import redact_strings

_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


class Inbox:
    def __init__(self, directory: Path, home: Path | None = None) -> None:
        self.directory = directory
        self.home = home  # no link below it is followed (the inbox folder, a candidate)

    def _listed(self, pattern: str) -> list[Path]:
        """The candidate files matching `pattern`, links left out; a linked inbox folder
        is refused (`LinkRefused`), never listed."""
        if self.home is not None:
            refuse_links(self.directory, self.home)
        if not self.directory.is_dir():
            return []
        return [p for p in sorted(self.directory.glob(pattern)) if not p.is_symlink()]

    def _path(self, candidate_id: str) -> Path:
        if not _ID.match(candidate_id):
            raise CandidateNotFound(candidate_id)
        return self.directory / f"{candidate_id}.json"

    def put(self, candidate: Candidate) -> None:
        # redacted on the way in: evidence quotes a topic file as it is on disk (a hand
        # edit may hold a key), and a reviewer's edit or rejection note is free text
        record = redact_strings(candidate.to_dict())
        data = json.dumps(record, ensure_ascii=False, indent=1) + "\n"
        write_durable(self._path(candidate.id), data.encode("utf-8"), home=self.home)

    def all(self) -> list[Candidate]:
        """Every candidate ever proposed, oldest first."""
        found: list[Candidate] = []
        for path in self._listed("*.json"):
            try:
                found.append(self._read(path))
            except (CandidateNotFound, LinkRefused):
                continue  # removed, or replaced by a link, since the folder was listed
        return sorted(found, key=lambda c: (c.created, c.id))

    def list(self, status: Status | None = "pending") -> list[Candidate]:
        return [c for c in self.all() if status is None or c.status == status]

    def get(self, candidate_id: str) -> Candidate:
        """A candidate by id, or by a prefix that names exactly one."""
        path = self._path(candidate_id)
        if self.home is not None:
            refuse_links(path, self.home)  # a linked candidate is named, not read
        if path.is_file():
            return self._read(path)
        matches = self._listed(f"{candidate_id}*.json")
        if len(matches) == 1:
            return self._read(matches[0])
        if len(matches) > 1:
            raise InboxError(
                f"{candidate_id!r} names {len(matches)} candidates; give more of the id"
            )
        raise CandidateNotFound(candidate_id)

    def known_fingerprints(self) -> set[str]:
        """Fingerprints of every candidate proposed before, whatever became of it."""
        return {c.fingerprint for c in self.all()}

    def decide(self, candidate: Candidate, status: Status, note: str | None = None) -> Candidate:
        decided = candidate.with_status(status, now_iso(), note)
        self.put(decided)
        return decided

    def _read(self, path: Path) -> Candidate:
        data = read_bytes(path, home=self.home)
        if data is None:
            raise CandidateNotFound(path.stem)
        try:
            raw = json.loads(data)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise InboxError(f"{path}: not a candidate file ({exc}); fix or remove it") from exc
        if not isinstance(raw, dict):
            raise InboxError(f"{path}: not a candidate file; fix or remove it")
        return Candidate.from_dict(raw)
