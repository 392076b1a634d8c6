"""`TurnIntent`: the per-process holder of the embedder, the intent head and the name forms.

A recall engine asks it two things per turn: the intent estimate (`estimate`) and the names
the store knows in the turn (`names`). The model and head load on first use and stay loaded;
when either is unavailable (the package or its model missing, a head trained for another
embedder) the rules answer, and every estimate says why (`fallback_reason`, and the
`classifier:rules` feature in the decision record).
"""

from __future__ import annotations

from collections.abc import Callable

from memwell.errors import EmbedderUnavailable
from memwell.index.embedders import Embedder, turn_meaning
from memwell.recall.entities import EntityDetector
from memwell.recall.entity_forms import NameForms
from memwell.recall.intent_features import COLUMNS
from memwell.recall.intent_head import IntentHead, IntentHeadError, load_head
from memwell.recall.recall_decision import IntentEstimate, classify
from memwell.recall.types import EntityMatch

_SHARED_HEAD: list[IntentHead] = []


def shared_head() -> IntentHead:
    """The shipped head, read once per process (every harness of a service shares it)."""
    if not _SHARED_HEAD:
        _SHARED_HEAD.append(load_head())
    return _SHARED_HEAD[0]


class TurnIntent:
    def __init__(
        self,
        embedder: Callable[[], Embedder | None] | None,
        *,
        head: Callable[[], IntentHead] = shared_head,
    ) -> None:
        self._embedder_factory = embedder
        self._head_factory = head
        self._loaded = False
        self._embedder: Embedder | None = None
        self._head: IntentHead | None = None
        self._reason: str | None = None
        self._forms: tuple[EntityDetector, NameForms] | None = None

    def _model(self) -> tuple[Embedder | None, IntentHead | None]:
        if not self._loaded:
            self._loaded = True
            try:
                embedder = self._embedder_factory() if self._embedder_factory else None
            except EmbedderUnavailable as exc:
                embedder, self._reason = None, str(exc)
            if embedder is None:
                self._reason = self._reason or "no embedder (lexical recall)"
                return None, None
            try:
                head = self._head_factory()
            except IntentHeadError as exc:
                self._reason = str(exc)
                return None, None
            if head.embedder != embedder.name:
                self._reason = f"the intent head fits {head.embedder}, not {embedder.name}"
                return None, None
            if head.lexical and head.lexical != COLUMNS:
                self._reason = (
                    "the intent head reads other lexical columns than this version computes; "
                    "retrain it with scripts/train_intent_head.py"
                )
                return None, None
            self._embedder, self._head = embedder, head
        return self._embedder, self._head

    @property
    def fallback_reason(self) -> str | None:
        """Why the rules classify (None while the model is in use or not loaded yet)."""
        return self._reason

    def estimate(self, text: str, detector: EntityDetector | None) -> IntentEstimate:
        embedder, head = self._model()
        if embedder is None or head is None:
            return classify(text, None, head=None, detector=detector, fallback_reason=self._reason)
        try:  # the turn's one vector, shared with the search and the digest's lines
            vector = embedder.embed_query(turn_meaning(text))
        except EmbedderUnavailable as exc:
            # Trigger: the model failed on first use (a broken wheel, no memory).
            # Outcome: rules from now on in this process, with the reason recorded.
            self._embedder = self._head = None
            self._reason = str(exc)
            return classify(text, None, head=None, detector=detector, fallback_reason=str(exc))
        return classify(text, vector, head=head, detector=detector)

    def names(
        self, text: str, detector: EntityDetector, known: tuple[EntityMatch, ...] = ()
    ) -> tuple[EntityMatch, ...]:
        """The store's names in `text`: the detector's exact matches, plus typed variants
        (a typo, kana or romaji) of the same names."""
        if self._forms is None or self._forms[0] is not detector:
            self._forms = (detector, NameForms(detector.surfaces()))
        found = list(known)
        taken = {m.canonical for m in found}
        for match in self._forms[1].find(text):
            if match.canonical not in taken:
                found.append(match)
                taken.add(match.canonical)
        return tuple(sorted(found, key=lambda m: m.start))
