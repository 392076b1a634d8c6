"""Which sentence of a Japanese turn carries its ask.

Japanese puts the form of a request at the end of the sentence (〜して, 〜しておいて,
〜お願い), and the intent rules (`recall/intent.py`) read it at the end of the turn. A turn
of two sentences often asks first and gives the reason or a detail after
(「請求書を経理に送っておいて。月末で締まるから。」, 「設定にタイムアウトを足して。長すぎる」): read
at the end of the turn, the request form is missed and the turn looks like a statement.
Measured leave-one-world-out: docs/benchmarks.md, "Intent: ... (session 20)".
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.recall.lexicon import JA_QUESTION, JA_REQUEST_END

# a sentence ends at 。, ！, ？ or a line break; a comma does not end one (〜して、〜して joins
# the steps of one ask, and a te-form before a comma is as often a step as a request)
_SENTENCE_END = lazy_compile(r"(?<=[。\uff0e！？!?])|\n+")


def japanese_ask(text: str) -> str:
    """The sentence of `text` that carries its ask: the whole turn, unless its last sentence
    asks nothing (no request ending, no question) and an earlier sentence ends in a request
    form; then the last such earlier sentence."""
    sentences: list[str] = [
        part.strip() for part in _SENTENCE_END.split(text) if part and part.strip()
    ]
    if len(sentences) < 2:
        return text
    last = sentences[-1]
    if JA_REQUEST_END.search(last) or JA_QUESTION.search(last):
        return text  # the last sentence asks: the turn's end is its ask, as before
    for sentence in reversed(sentences[:-1]):
        if JA_REQUEST_END.search(sentence):
            return sentence
    return text
