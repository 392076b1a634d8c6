"""Whether a turn asks about how things were, not how they are.

A decision replaced by another stays in the store because a question about the past
needs it ("what did we used to charge?", "前はキャンセル無料って7日前までだったよね?").
Every other turn wants the current decision, and the replaced one's lines take the room
of statements that answer. Which of the two a turn is, is read from its grammar, not from
the subjects of any store:

* English: the past of the auxiliaries ("was", "were", "did", "had", "used to") and the
  words that place the asked-about time before another ("before", "previously",
  "originally", "old", "former", "back then", "ago", "last year");
* Japanese: a past form closing a clause ("〜だった", "〜てた", "〜ました", "〜たっけ",
  "〜かったよね") and the words for an earlier time ("前は", "より前", "以前", "昔", "旧",
  "もともと", "当時", "従来", "去年").

Reading a present turn as one about the past only keeps the older decision competing as
it did before; reading a turn about the past as a present one hides the answer. So the
reader errs on the side of the past: any one sign is enough.
"""

from __future__ import annotations

from collections.abc import Sequence

from memwell.lazy_patterns import lazy_compile

_ENGLISH = lazy_compile(
    r"(?i)\b(?:was|wasn't|were|weren't|did|didn't|had|hadn't|used\s+to|"
    r"before|previously|previous|earlier|formerly|former|originally|original|"
    r"old|older|prior|back\s+then|at\s+the\s+time|ago|"
    r"last\s+(?:year|month|week|season|time))\b"
)
# the words for an earlier time; "前" is also the end of a compound ("名前" a name, "午前"
# morning, "駅前" the station square) and a deadline ("3日前まで"), so it is read alone
# (after no other ideograph: "前は", "前の"), after "より", or after years or months ("2年前")
_JAPANESE_EARLIER = lazy_compile(
    r"(?<![\u3400-\u9fff])前(?:は|の(?!日)|って)|より前|(?:年|か月|ヶ月|カ月)前|以前|昔|旧|"
    r"もともと|元々|かつて|当時|従来|変更前|去年|昨年|先月|先週"
)
# a past form closing a clause: "だった", "てた", "ていた", "ました", "でした", and a bare
# "た"/"かった" before a sentence end or a question's tail ("っけ", "よね", "?")
_JAPANESE_PAST = lazy_compile(
    r"だった|でした|ました|ていた|てた|でた|(?:た|だ)(?:っけ|よね|よな|んだ|の[?？]|か[?？])|"
    r"(?:た|だ)(?=[?？。!！\s]|$)"
)


def asks_about_past(text: str) -> bool:
    """Whether the turn `text` asks how something was (the sign of any one language)."""
    return bool(
        _ENGLISH.search(text) or _JAPANESE_EARLIER.search(text) or _JAPANESE_PAST.search(text)
    )


# subtracted from the value of every statement of a replaced decision on a turn about the
# present: more than any value can be (a likelihood, 0..1, plus the digest's two
# priorities, `digest.PRIORITY` each), so they come after every other statement
OLDER_LAST = 3.0


def older_last(
    values: Sequence[list[float]],
    replaced_by: Sequence[str | None],
    names: Sequence[str],
    shown: Sequence[range],
) -> list[list[float]]:
    """`values` (one list per candidate memory; `shown`, the statements each may show)
    with the statements of every memory replaced by another candidate (`replaced_by`, the
    successor's name, in `names`) moved after all the others, so they fill only the room
    no other statement takes; the successor's best statement is worth at least the old
    memory's best: the turn asked about their subject, and the current way answers it."""
    at = {name: k for k, name in enumerate(names)}
    out = [list(vs) for vs in values]
    for k, successor in enumerate(replaced_by):
        new = at.get(successor or "")
        if new is None or not values[k]:
            continue
        out[k] = [v - OLDER_LAST for v in values[k]]
        if values[new] and shown[new]:
            best = max(shown[new], key=values[new].__getitem__)
            old = max((values[k][i] for i in shown[k]), default=0.0)
            out[new][best] = max(out[new][best], old)
    return out
