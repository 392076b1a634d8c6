"""Which checkpoint items fill a small copy: the most new facts per token, across kinds.

The extractor is generous on purpose (every error line, every command with its outcome,
every user sentence that asks or restricts, identifiers from code): what a continuation
will need is nearly always a verbatim span - a name, a path, a value, an error message,
a command, the user's own words - and which ones cannot be known in advance. A small
copy holds a dozen of the hundreds of items, so the choice is a budgeted coverage
problem, not a ranking within each kind:

- **a floor for every kind** first (`dense`'s groups: goal, next step, constraints,
  errors, edits, decisions, commands, identifiers, open items, ...), so no kind of fact
  is shut out by another's volume;
- then **greedy coverage**: each step takes the item with the largest gain per token,
  where the gain is what the item says that the items already taken do not - its
  anchors (code spans, quoted strings, paths, dotted and snake_case names, flags,
  numbers: `evidence.anchors`) at full weight and its other content words at a
  fraction - plus a little for its kind's need. An anchor already shown counts for
  almost nothing again (diminishing returns), so ten errors naming the same test do not
  crowd out the one that names the failing import.

The gain is computed from the items alone (no agent's wording), and the greedy choice is
lazy: gains only fall as more is covered, so an item is re-scored only when it reaches
the top of the queue.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Callable, Mapping

from memwell.compaction.evidence import anchors

# Content words too common to say anything on their own.
_STOP = frozenset(
    """
    about above after again against also because been before being below between both
    could does doing down during each even every from further have having here into
    just like make more most much must need only other over same should since some
    still such than that their them then there these they this those through under
    until very were what when where which while will with would your yours want
    let's lets sure okay thanks please going done file files code change changes use
    using used work works working look looks think know right well good
    """.split()
)
_WORD = re.compile(r"[a-z][a-z0-9_'-]{3,}")
import os
WORD_WEIGHT = float(os.environ.get("MW_WW", "0.3"))
BASE = float(os.environ.get("MW_BASE", "1.0"))
ALPHA = float(os.environ.get("MW_ALPHA", "1.0"))
# An anchor or word already shown by a taken item counts this much again.
REPEAT_WEIGHT = float(os.environ.get("MW_RW", "0.05"))


def terms(item: str) -> dict[str, float]:
    """What `item` says, weighted: its anchors at 1, its other content words less."""
    found = {a: 1.0 for a in anchors(item)}
    for word in _WORD.findall(item.lower()):
        word = word.strip("'-")
        if word not in _STOP and word not in found:
            found[word] = WORD_WEIGHT
    return found


def cover(
    candidates: list[tuple[float, str]],
    room: int,
    cost: Callable[[int], int],
    taken: Callable[[int], bool],
    seed: Mapping[str, float] | None = None,
) -> list[int]:
    """The indexes of `candidates` ((need, text) pairs) taken greedily by new terms per
    token until `room` is spent. `cost(i)` is the item's price at the moment it is
    taken (packing makes it depend on what was taken before); `taken(i)` records it
    and may refuse it (a repeat), returning False. `seed` is what is already shown."""
    shown: dict[str, float] = dict(seed or {})
    weights = [terms(text) for _, text in candidates]

    def gain(i: int) -> float:
        need = candidates[i][0]
        said = sum(
            w * (REPEAT_WEIGHT if t in shown else 1.0) for t, w in weights[i].items()
        )
        return need * (BASE + said)

    queue = [(-gain(i) / max(1, cost(i)) ** ALPHA, i) for i in range(len(candidates))]
    heapq.heapify(queue)
    chosen: list[int] = []
    while queue and room > 0:
        _, i = heapq.heappop(queue)
        price = cost(i)
        score = gain(i) / max(1, price) ** ALPHA
        if queue and score < -queue[0][0] - 1e-9:
            heapq.heappush(queue, (-score, i))  # stale: someone else may be better now
            continue
        if price > room or not taken(i):
            continue
        room -= price
        chosen.append(i)
        for t in weights[i]:
            shown[t] = 1.0
    return chosen
