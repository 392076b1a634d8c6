"""What a sentence of a session says: the patterns that find constraints, decisions, to-dos,
progress, fixes, causes, corrections and symptoms in messages, and `sentences_matching`,
which widens each hit of a pattern to its sentence.

The extractor (`compaction.extract`) and the pre-compaction memory flush
(`compaction.flush`) read messages with the same patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# Sentences one pattern may contribute from one message: a message is not a list of rules.
PER_MESSAGE = 8

_I = re.IGNORECASE
CONSTRAINT = re.compile(
    r"\b(?:always|never|must(?:n[\u2019']t| not)?|don[\u2019']?t|do not|does not"
    r"|should(?:n[\u2019']t| not)?|avoid"
    r"|prefer(?:s|red)?|make sure|ensure|only use|no longer|required|not allowed|forbidden"
    r"|stick (?:to|with)|under no circumstances|i (?:want|need|expect)"
    # a restriction stated as importance or as a condition ("Importantly, ... but only
    # resolve them in discussion with me")
    r"|importantly|important:|but only|only (?:after|when|if|once|with|in discussion)"
    r"|let'?s not|no need to)\b",
    _I,
)
DECISION = re.compile(
    r"\b(?:decided|decision|we'?ll use|we will use|we'?ll go with|let'?s use|let'?s go with"
    r"|going with (?!the plan)|go with (?!the plan)|settled on|agreed|chose|chosen"
    r"|opt(?:ed)? for|switch(?:ed|ing)? to|instead of|rather than|from now on|we use"
    r"|will use|I'?ll use|fix (?:this|it) by|by importing|to keep|to avoid|so that|in order to"
    r"|recommend(?:ed|ation)?|should (?:use|be)|is designed to|the (?:approach|plan) is"
    # the choice named as the right one ("The correct resolution is to include both sides")
    r"|the (?:correct|right|best|simplest|cleanest|safest|proper) (?:resolution|fix|approach"
    r"|option|way|solution|choice)|(?:need|needs|going) to use"
    # a reason stated with the agent's own choice ("Since RE2 has no backreferences, I ...")
    r"|(?:since|because)\b[^.\n]{3,160},\s*(?:I|we|let'?s)\b"
    # ... or after it ("I need to update types.py to remove the ABC since we're using
    # Pydantic's model system")
    r"|\b(?:to|I'?ll|we'?ll|let'?s)\s[^.\n]{3,100}?\b(?:since|because)\s+(?:we|I|it|this|that|there|they)\b"
    # a choice with the reason before it, joined by "so" ("I hit a patch mismatch, so I'm
    # rewriting the file directly")
    r"|,\s*so\s+(?:I|we)(?:(?:['\u2019](?:m|re)| am| are)\s+\w+ing|(?:['\u2019]ll| will)\s+\w+)\b"
    # a value changed ("from 450 pixels to 360 pixels", "bump Go to 1.25.6", "`a` → `b`")
    r"|from\s+[`'\"]?v?\d[\w.%-]*[`'\"]?(?:\s+\w+)?\s+to\s+[`'\"]?v?\d+"
    r"|(?:set|sets|setting|change[ds]?|changing|update[ds]?|updating|bump(?:ed|s)?|pin(?:ned|s)?"
    r"|increase[ds]?|reduce[ds]?|raise[ds]?|lower(?:ed|s)?|upgrade[ds]?|downgrade[ds]?)"
    r"\b[^.\n]{0,60}?\bto\s+[`'\"]?v?\d+"
    r")\b"
    # a value replaced, written as an arrow between two code spans
    r"|`[^`\n]{1,80}`\s*(?:\u2192|->|=>)\s*`[^`\n]{1,80}`",
    _I,
)
TODO = re.compile(
    # a file or list named TODO ("Read TODO.md", "update the TODO list") is not an open item
    r"(?:\bTODO\b(?!\.\w|\s+(?:list|file|items?|section)\b)|\bFIXME\b|- \[ \]"
    r"|\bstill (?:need|have) to\b|\bremaining\b|\bnot yet\b"
    r"|\bleft to do\b|\bopen items?\b|\bfollow[- ]up\b|\blater\b|\bpending\b|\bbacklog\b)",
    _I,
)
DONE = re.compile(
    r"(?:- \[x\]|\b(?:I|we)(?:'ve| have)? (?:now )?(?:fixed|added|implemented|updated|created"
    r"|wrote|written|removed|refactored|renamed|moved|migrated|finished|completed|resolved)\b"
    r"|\ball tests pass|\btests? (?:now )?pass(?:es|ing)?\b|\bis done\b|\bdone:)",
    _I,
)
# The agent's report of a change, a line that opens with its verb and names what it
# changed ("- Created `docs/context.md` with ...", "2. **Updated** `config.py` to ..."):
# a done item (not an edit: the edited files come from the calls).
REPORTED_CHANGE = re.compile(
    r"^[ \t]*(?:[-*]|\d+[.)])?[ \t]*(?:\*\*)?(?:Created|Added|Updated|Modified|Fixed|Implemented"
    r"|Removed|Refactored|Renamed|Moved|Wrote|Rewrote|Changed|Replaced|Extended|Converted"
    r"|Deleted|Merged|Split|Extracted)\b(?=[^\n]{0,80}(?:`[^`\n]+`|\b[\w-]+\.[A-Za-z]\w{0,7}\b))",
    re.M,
)
IN_PROGRESS = re.compile(r"\b(?:working on|in progress|currently|I'?m now|now I'?m)\b", _I)
NEXT = re.compile(
    r"\b(?:next(?: step)?[,:]|next,? I'?ll|then I'?ll|I'?ll now|now I'?ll|I will now"
    r"|let me(?! know))\b",
    _I,
)
FIX = re.compile(
    r"\b(?:fixed|the fix|fixes|the (?:issue|problem|bug|cause|error) (?:was|is)|caused by"
    r"|root cause|resolved)\b",
    _I,
)
# A sentence that explains a failure (looked for only right after one).
CAUSE = re.compile(
    r"\b(?:because|due to|is missing|are missing|needs? to|returns? an?|the reason|found the"
    r" (?:issue|problem|bug)|this means|happens when|points? to|is caused|comes from|expects?"
    r"|doesn'?t exist|does not exist|isn'?t|is not)\b",
    _I,
)
# The user correcting the agent (a complaint is a constraint too).
CORRECTION = re.compile(
    r"^\W*(?:no|nope|nah|stop|wait|actually|hey|hmm+|um+|uh+|erm|ugh|oops|not that)\b"
    r"|\b(?:i don'?t think you|that'?s not what|not what i|you'?re (?:editing|doing|using|changing"
    r"|touching|running|working)|you (?:should|shouldn'?t|didn'?t|forgot|missed|broke|keep)"
    r"|i (?:mean|meant|said|asked|told you)|i'?ll (?:do|run|handle|take care of)\b.*\bmyself"
    r"|just tell me|take a step back|try (?:that|it|this) again|there was an issue"
    r"|(?:let'?s|we need to) (?:fix|do) (?:this|that) first"
    # a challenge put as a question ("Why does it need to be rounded?")
    r"|why (?:does|do|did|would|is) (?:it|this|that|you) (?:need|have|want)? ?to\b"
    r"|why did you)\b",
    _I | re.M,
)
# The user reporting what they see, quoted: "The hover is showing "undefined: NaN%"".
SYMPTOM = re.compile(
    r"\b(?:show(?:s|ing)?|say(?:s|ing)?|print(?:s|ing)?|display(?:s|ing)?|return(?:s|ing)?"
    r"|giv(?:es|ing)|get(?:ting)?|got|still)\b[^\"\u201c\n]{0,40}[\"\u201c][^\"\u201d\n]{3,160}[\"\u201d]",
    _I,
)
PATH = re.compile(
    r"(?<![\w/.@:-])(?:~?\.{0,2}/)?(?:[\w.-]+/)+[\w.-]*\w\.[A-Za-z]\w{0,7}\b"
    r"|(?<![\w/.@:-])[\w-]+\.(?:py|pyi|js|mjs|ts|tsx|jsx|go|rs|java|kt|rb|php|cs|c|h|cc|cpp|hpp"
    r"|swift|md|rst|json|jsonl|yaml|yml|toml|ini|cfg|txt|sh|sql|html|css|scss|vue|lock|env)\b"
)
# A bare acknowledgement carries nothing a continuation needs.
ACK = re.compile(
    r"\s*(?:ok(?:ay)?|k|thanks?(?: you)?|ty|yes|yep|yeah|sure|great|nice|cool|perfect|good"
    r"|go on|go ahead|continue|proceed|carry on|looks good|sounds (?:good|right|great)"
    r"|lgtm|keep going(?: with the plan)?)(?:[,.!]*\s*(?:continue|go on|thanks?|please))?"
    r"[.!\s]*$",
    _I,
)
SENTENCE_STOP = re.compile(r"[.!?](?=\s)|\n")


def sentences_matching(
    pattern: re.Pattern[str], text: str, limit: int = PER_MESSAGE
) -> Iterable[str]:
    """Each sentence of `text` that `pattern` hits, once, in order (at most `limit`)."""
    pos = 0
    found = 0
    while found < limit:
        match = pattern.search(text, pos)
        if match is None:
            return
        at = match.start()
        lo = max(0, at - 400)  # a sentence longer than this is cut; keeps the scan linear
        stop = max(text.rfind(". ", lo, at), text.rfind("? ", lo, at), text.rfind("! ", lo, at))
        left = max(stop + 2 if stop >= 0 else lo, text.rfind("\n", lo, at) + 1)
        tail = SENTENCE_STOP.search(text, match.end(), match.end() + 400)
        right = tail.end() if tail else min(len(text), match.end() + 400)
        pos = max(right, match.end())  # the next search starts after this sentence
        sentence = text[left:right].strip(" \t-*•>#")
        # a sentence ending in ":" introduces what follows ("Here's a summary:")
        if len(sentence) >= 8 and not sentence.rstrip("* ").endswith(":"):
            found += 1
            yield sentence
