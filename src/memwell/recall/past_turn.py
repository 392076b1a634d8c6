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
# the words for an earlier time; "前" alone is also "名前" (a name), "午前" (morning) and
# "3日前まで" (a deadline), so only its forms that set a time apart are read, and not
# after the characters that make it another word
_JAPANESE_EARLIER = lazy_compile(
    r"(?<![午名直事手目寸])前(?:は|の(?!日)|って)|より前|以前|昔|旧|もともと|元々|かつて|当時|従来|"
    r"変更前|"
    r"去年|昨年|先月|先週"
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
    values: Sequence[list[float]], replaced_by: Sequence[str | None], names: Sequence[str]
) -> list[list[float]]:
    """`values` (one list per candidate memory) with the statements of every memory
    replaced by another candidate (`replaced_by`, the successor's name, in `names`) moved
    after all the others: they fill only the room no other statement takes."""
    present = set(names)
    return [
        [v - OLDER_LAST for v in vs] if successor in present else list(vs)
        for vs, successor in zip(values, replaced_by, strict=True)
    ]
