"""Deterministic candidate extraction: sentences of archived messages that state
something worth remembering, with no model.

Each message is cut into sentences; questions, greetings and fragments are skipped; each
remaining sentence is matched against cue patterns, most specific first:

  correction  "Actually, ...", "No, ...", "I meant ..."            (what the user fixed)
  constraint  "Never ...", "Don't ...", "we must not ...", "always ..." (rules, prohibitions)
  decision    "we decided ...", "let's go with ...", "we'll use ..."  (with any "because ...")
  preference  "I prefer ...", "I love ...", "my favourite ..."
  person      "Dana is our release manager", "my sister ...", "I'm a nurse"
  fact        "we use ...", "the API runs on ...", and first-person statements of what the
              speaker did, has or is ("I went to a support group yesterday")

The statement is the sentence in the third person ("I'm" -> "Caroline is"), so it reads
as memory and still passes the evidence rule (grounding.py) against its verbatim quote.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from memwell.consolidate.grounding import content_words, quote_in
from memwell.consolidate.types import Kind, Origin
from memwell.index.types import ArchivedMessage
from memwell.layout import Scope
from memwell.tokens import STOPWORDS

MIN_WORDS = 4  # shorter sentences ("That's great!") state nothing to keep
MAX_QUOTE_CHARS = 400  # a quote is one sentence, not a pasted log
MIN_CONTENT_WORDS = 2


@dataclass(frozen=True, slots=True)
class Finding:
    """One sentence that matched a cue: what it is, who said it, and where."""

    kind: Kind
    statement: str
    quote: str
    subject: str
    message: ArchivedMessage
    confidence: float
    scope: Scope
    origin: Origin = "rules"


_FLAGS = re.IGNORECASE
_CUES: tuple[tuple[Kind, float, re.Pattern[str]], ...] = (
    (
        "correction",
        0.7,
        re.compile(
            r"^((actually|nope|not quite|correction|that's (not|wrong)|that is not|i meant"
            r"|to be clear)\b|(no|wrong)[,.!])",
            _FLAGS,
        ),
    ),
    (
        "constraint",
        0.75,
        re.compile(
            r"^(please )?(never|don't|do not|always|avoid|make sure|no more)\b"
            r"|\b(we|you|i) (must|must not|mustn't|should never|shouldn't|cannot|can't|"
            r"may not|are not allowed to|aren't allowed to)\b"
            r"|\b(is|are) (not allowed|forbidden|required|mandatory)\b",
            _FLAGS,
        ),
    ),
    (
        "decision",
        0.75,
        re.compile(
            r"\b(we|i)( have|'ve)? (decided|agreed|chose|settled on|picked|went with)\b"
            r"|\blet's (go with|use|stick with|switch to|move to)\b"
            r"|\b(we'll|we will|we're going to|we are going to) (use|go with|switch to|"
            r"move to|stick with|keep)\b|\bthe decision is\b",
            _FLAGS,
        ),
    ),
    (
        "preference",
        0.7,
        re.compile(
            r"\bi (really |also |just |absolutely )?(prefer|like|love|enjoy|hate|dislike|"
            r"can't stand|adore|am into|'m into)\b|\bmy (favou?rite|go-to)\b"
            r"|\bi('d| would) rather\b|\bi (usually|tend to)\b",
            _FLAGS,
        ),
    ),
    (
        "person",
        0.6,
        re.compile(
            r"\b[A-Z][a-z]+ (is|was) (my|our|the) ([\w-]+ ){0,2}(manager|lead|boss|owner|"
            r"maintainer|reviewer|designer|engineer|friend|mentor|colleague|teammate|"
            r"sister|brother|mother|father|mom|dad|wife|husband|partner|son|daughter|"
            r"client|admin|contact)\b"
            r"|\b[Mm]y (sister|brother|mom|mother|dad|father|wife|husband|partner|son|daughter|"
            r"kids|children|friend|friends|family|boss|manager|mentor|grandma|grandpa)\b"
            r"|\b[Ii]('m| am) (a|an) [\w-]+",
        ),
    ),
    (
        "fact",
        0.6,
        re.compile(
            r"\b(we use|we're using|we are using|the project uses|it runs on|runs on|"
            r"is deployed|is hosted|is written in|lives in|we deploy|our [\w-]+ (is|are|"
            r"runs|uses))\b",
            _FLAGS,
        ),
    ),
)
# a first-person statement of what the speaker did, has, is or plans
_FIRST_PERSON = re.compile(
    r"\b(i|i'm|i've|i'd|i'll|my|me|mine|myself|we|we're|we've|our|ours|us)\b", _FLAGS
)
_SECOND_PERSON = re.compile(r"\b(you|you're|your|yours|yourself|u)\b", _FLAGS)
# a leading interjection hides the statement after it ("Yeah, I love to.")
_INTERJECTION = re.compile(
    r"^((yeah|yes|yep|wow|oh|ooh|haha|hah|lol|well|so|um|hmm|aw+|omg|sure|totally|"
    r"definitely|absolutely|honestly|ok|okay)\b[,!.]*\s*)+",
    _FLAGS,
)
_QUESTION_START = re.compile(
    r"^(what|who|whom|whose|when|where|why|how|which|do|does|did|are|is|can|could|"
    r"would|will|should|have|has)\b",
    _FLAGS,
)
_FILLER = re.compile(
    r"^(thanks|thank you|hi|hey|hello|wow|cool|great|awesome|nice|sounds|that's (great|"
    r"awesome|cool|amazing|so)|congrats|congratulations|ok|okay|sure|yes|yeah|haha|lol)\b",
    _FLAGS,
)
_CORRECTION_MARK = re.compile(r"^(actually|no|nope|correction|to be clear)[,:]\s+", _FLAGS)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_CODE_FENCE = re.compile(r"```.*?```", re.DOTALL)


def sentences(text: str) -> list[str]:
    """The sentences of a message, code blocks left out."""
    text = _CODE_FENCE.sub("\n", text)
    parts = (p.strip(" \t-*>") for p in _SENTENCE.split(text))
    return [p for p in parts if p]


def classify(sentence: str) -> tuple[Kind, float] | None:
    """(kind, confidence) of a sentence worth remembering, or None."""
    if sentence.endswith("?"):
        return None
    sentence = _INTERJECTION.sub("", sentence, count=1) or sentence
    if _QUESTION_START.match(sentence) or _FILLER.match(sentence):
        return None
    if len(sentence.split()) < MIN_WORDS or len(content_words(sentence)) < MIN_CONTENT_WORDS:
        return None
    for kind, confidence, cue in _CUES:
        if cue.search(sentence):
            return kind, confidence
    if _FIRST_PERSON.search(sentence):
        return "fact", 0.45
    if not _SECOND_PERSON.search(sentence):
        # a plain statement about the world ("Pottery's so relaxing and creative."):
        # weaker, since it may be an aside rather than something to keep
        return "fact", 0.35
    return None


# --- third-person rewriting ----------------------------------------------------------------

_PRONOUNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rf"\b{src}\b", re.IGNORECASE), dst)
    for src, dst in (
        (r"i'm", "{s} is"),
        (r"i am", "{s} is"),
        (r"i've", "{s} has"),
        (r"i have", "{s} has"),
        (r"i'd", "{s} would"),
        (r"i'll", "{s} will"),
        (r"i was", "{s} was"),
        (r"myself", "{s}"),
        (r"my", "{s}'s"),
        (r"mine", "{s}'s"),
        (r"me", "{s}"),
    )
)
_SUBJECT_I = re.compile(r"\bI\b")
# present-tense verbs that follow "I" and take an -s after a third-person subject
_VERB_AFTER_I = re.compile(
    r"\{s\} (prefer|like|love|enjoy|hate|want|need|think|work|live|use|go|do|feel|"
    r"plan|hope|know|believe|try|dislike|adore|tend|usually|always|never|really)\b"
)


def third_person(sentence: str, subject: str) -> str:
    """`sentence` with the speaker's first person replaced by `subject`."""
    text = sentence
    for pattern, replacement in _PRONOUNS:
        text = pattern.sub(replacement, text)
    text = _SUBJECT_I.sub("{s}", text)

    def conjugate(match: re.Match[str]) -> str:
        verb = match.group(1)
        if verb in ("usually", "always", "never", "really"):
            return match.group(0)
        if verb in ("go", "do"):
            return "{s} " + verb + "es"
        if verb == "try":
            return "{s} tries"
        return "{s} " + verb + "s"

    text = _VERB_AFTER_I.sub(conjugate, text)
    text = text.replace("{s}", subject)
    text = text[0].upper() + text[1:] if text else text
    return text if text.endswith((".", "!")) else text + "."


# --- messages -> findings ----------------------------------------------------------------------


_ROLE_NAMES = frozenset(("user", "assistant", "human", "ai", "model", "system", "tool"))


def named_speaker(message: ArchivedMessage) -> str | None:
    """The speaker's name, unless the archive only recorded the role ("user")."""
    speaker = (message.speaker or "").strip()
    return speaker if speaker and speaker.lower() not in _ROLE_NAMES else None


def subject_of(message: ArchivedMessage) -> str:
    """Who a message's "I" is: its speaker, else "The user" / "The assistant"."""
    name = named_speaker(message)
    if name:
        return name
    return "The assistant" if message.role == "assistant" else "The user"


def scope_for(kind: Kind, message: ArchivedMessage) -> Scope:
    """Where a finding belongs: the person's preferences, corrections and life go to the
    user scope; decisions, constraints and facts of a coding session to the workspace."""
    if kind == "preference":
        return "user"
    if named_speaker(message) is None:
        return "workspace"
    return "user"


def findings(messages: Sequence[ArchivedMessage]) -> list[Finding]:
    """Every sentence of `messages` worth proposing, in order; a message's consecutive
    personal statements become one finding (see `_join_personal`)."""
    out: list[Finding] = []
    for message in messages:
        if message.role in ("system", "tool"):
            continue
        found_here: list[tuple[int, Finding]] = []
        for position, sentence in enumerate(sentences(message.content)):
            if len(sentence) > MAX_QUOTE_CHARS:
                continue
            found = classify(sentence)
            if found is None:
                continue
            kind, confidence = found
            if kind == "fact" and confidence < 0.5 and named_speaker(message) is None:
                # Trigger: an uncued statement in an agent session ("the test failed").
                # Why: there it is mostly a transient event of the task, which memory
                # should not keep (seed 000); in a conversation between people it is
                # what they tell each other about their lives. Outcome: skipped.
                continue
            if message.role == "assistant" and named_speaker(message) is None:
                # Trigger: an assistant's sentence. Why: an assistant proposes, the user
                # decides; only its explicit decisions are worth a (weaker) candidate.
                if kind != "decision":
                    continue
                confidence -= 0.2
            subject = subject_of(message)
            quote = sentence
            if kind == "correction":
                # "Actually, X" remembers X; the marker only said it was a correction
                quote = _CORRECTION_MARK.sub("", sentence, count=1) or sentence
            finding = Finding(
                kind=kind,
                statement=third_person(_INTERJECTION.sub("", quote, count=1) or quote, subject),
                quote=quote,
                subject=subject,
                message=message,
                confidence=confidence,
                scope=scope_for(kind, message),
            )
            found_here.append((position, finding))
        out += _join_personal(found_here)
    return out


_PERSONAL: frozenset[Kind] = frozenset(("fact", "preference", "person"))


def _join_personal(found: Sequence[tuple[int, Finding]]) -> list[Finding]:
    """Adjacent personal statements of one message (facts, preferences, people) as one
    finding: a person tells one thing over several sentences ("I made it in pottery class
    yesterday. I love it!"), and the memory should hold it together. The quote is the
    sentences joined by one space, which is verbatim text of the message up to runs of
    whitespace (the evidence rule ignores those). Rules, decisions and corrections stay
    one sentence each: each is its own thing to accept or reject."""
    out: list[Finding] = []
    run: list[tuple[int, Finding]] = []

    def flush() -> None:
        if not run:
            return
        joined = " ".join(f.quote for _, f in run)
        if len(run) == 1 or not quote_in(joined, run[0][1].message.content):
            # one sentence, or sentences that a bullet or a code block separated in the
            # message: their joined text would not be a verbatim quote
            out.extend(f for _, f in run)
        else:
            best = max(run, key=lambda item: item[1].confidence)[1]
            out.append(
                Finding(
                    kind=best.kind,
                    statement=" ".join(f.statement for _, f in run),
                    quote=joined,
                    subject=best.subject,
                    message=best.message,
                    confidence=best.confidence,
                    scope=best.scope,
                )
            )
        run.clear()

    for position, finding in found:
        adjacent = run and run[-1][0] == position - 1
        if finding.kind in _PERSONAL and (not run or adjacent):
            run.append((position, finding))
            continue
        flush()
        if finding.kind in _PERSONAL:
            run.append((position, finding))
        else:
            out.append(finding)
    flush()
    return out


_SLUG_WORD = re.compile(r"[a-z0-9]+")
# words that would only repeat the kind in a topic name
_NAME_NOISE = frozenset(
    (
        "user",
        "assistant",
        "decided",
        "agreed",
        "prefers",
        "prefer",
        "never",
        "always",
        "please",
        "actually",
        "correction",
    )
)


def topic_name(kind: Kind, subject: str, statement: str, taken: Iterable[str] = ()) -> str:
    """A readable topic name: kind, subject and the statement's first content words."""
    used = set(taken)
    subject_words = set(_SLUG_WORD.findall(subject.lower()))
    keep: list[str] = []
    for word in _SLUG_WORD.findall(statement.lower()):
        if word in subject_words or word in keep or len(word) < 3 or word in _NAME_NOISE:
            continue
        if word not in STOPWORDS:
            keep.append(word)
        if len(keep) == 4:
            break
    who = "" if subject in ("The user", "The assistant") else "-".join(sorted(subject_words))
    base = "-".join(p for p in (kind, who, *keep) if p)[:72].strip("-") or kind
    name, n = base, 2
    while name in used:
        name, n = f"{base}-{n}", n + 1
    return name
