"""Recall hits as the catalog's search would hand them to the digest (test data)."""

from __future__ import annotations

from memwell.recall.retrieval import RecallHit


def project_hit(name: str, description: str, body: str, **kw: object) -> RecallHit:
    """A workspace project memory retrieved with score 1.0."""
    return RecallHit(
        name=name,
        scope="workspace",
        type="project",
        description=description,
        score=1.0,
        body=body,
        **kw,  # type: ignore[arg-type]
    )
