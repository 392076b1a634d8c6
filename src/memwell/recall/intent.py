"""Intent classification without a model: features, then a fixed precedence.

Word lists alone misfire both ways ("what does `continue` do in a loop" is not a
continuation; "do the same for the other one" has no keyword at all), so the classifier
looks at the shape of the turn first:

* code spans and quoted text are masked, so keywords inside them are subject matter;
* the sentence form: a request (imperative, "please", "can you", Japanese て-form
  endings) versus a question (wh-words, "?", か/とは/って何) versus chit-chat;
* deixis and anaphora that only make sense with prior context ("the other one", "same as
  before", "fix it", その/あれ/さっきの/同じ);
* first-person-plural and possessive context ("our repo", "my preferences", うちの, 私の),
  and past-tense questions about what we decided or did;
* change verbs (fix, add, 直して, 追加して), execution verbs (run, deploy, drop, 実行して),
  design vocabulary (architecture, how should we, 設計), and commands typed as the turn
  itself (`DROP TABLE`, `git push --force`, `rm -rf`);
* mentions of known entities.

Precedence: explicit continuation > execution > implementation > design > context-
dependent reference > entity > user-specific > casual > generic. The features are kept
in the result so every decision can be explained in the logs.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from memwell.lazy_patterns import lazy_compile
from memwell.recall.entities import EntityDetector
from memwell.recall.japanese_ask import japanese_ask
from memwell.recall.lexicon import (
    BARE_CONTINUATION,
    CASUAL,
    CHANGE_VERBS,
    CODE_ARTEFACT,
    CONT_START,
    CONT_STRONG_EN,
    CONTEXT_NOUNS,
    CONTINUATION,
    DEIXIS,
    DESIGN_HOW,
    DESIGN_NEED,
    DESIGN_NOUN_Q,
    DESIGN_QUESTION,
    DESIGN_WEIGH,
    DESIGN_WORDS,
    DO_OBJECTS,
    EXEC_VERBS,
    INLINE_PAYLOAD,
    JA_CASUAL,
    JA_CHANGE,
    JA_CONT_STRONG,
    JA_DEIXIS,
    JA_DESIGN,
    JA_EXEC,
    JA_GENERIC_FRAME,
    JA_HOWTO,
    JA_PERSONAL,
    JA_QUESTION,
    JA_REQUEST_END,
    NON_CODE_OBJECT,
    PATH,
    PERSONAL_Q,
    PHRASAL_EXEC,
    POSSESSIVE,
    PREFACE_EN,
    PREFACE_EN_LEADS,
    PREFACE_JA,
    PREFACE_JA_TAILS,
    PREFACE_SEPARATORS_EN,
    PREFACE_SEPARATORS_JA,
    PRONOUN_ONLY,
    PROSE,
    QUESTION_START,
    REQUEST_LEAD,
    SHELL_START,
    SQL_COMMAND,
    STOP,
    WEAK_POSSESSIVE_NOUNS,
)
from memwell.recall.types import Classification, EntityMatch, Intent

# --- masking -----------------------------------------------------------------------------

_FENCED = lazy_compile(r"```.*?(?:```|\Z)", re.DOTALL)
_INLINE = lazy_compile(r"`[^`\n]+`")
_QUOTED = lazy_compile(
    r"\"[^\"\n]{1,80}\"|“[^”\n]{1,80}”|「[^」\n]{1,80}」|『[^』\n]{1,80}』|(?<![A-Za-z])'[^'\n]{1,60}'(?![A-Za-z])"
)
_CJK = lazy_compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]")


def mask(text: str) -> tuple[str, list[str]]:
    """`text` with code spans and quotations replaced by placeholders, and the code itself."""
    code: list[str] = []

    def keep(match: re.Match[str]) -> str:
        code.append(match.group().strip("`"))
        return " CODE "

    masked = _FENCED.sub(keep, text)
    masked = _INLINE.sub(keep, masked)
    masked = _QUOTED.sub(" QUOTE ", masked)
    return masked, code


def language_of(text: str) -> Literal["en", "ja", "mixed"]:
    cjk = len(_CJK.findall(text))
    latin = len(re.findall(r"[A-Za-z]", text))
    if cjk == 0:
        return "en"
    if latin > 3 * cjk:
        return "mixed"
    return "ja"


# phrases that point at our shared history even inside a question


@dataclass(frozen=True, slots=True)
class _Features:
    casual: bool
    question: bool
    request: bool
    change: bool
    execute: bool
    design: bool
    continuation: bool
    deixis: bool
    personal: bool
    command: bool
    path: bool
    short: bool
    explicit_continuation: bool = False  # continue/resume/前回..., not just "next steps"


_MAX_CHARS = 8000


def clipped(text: str) -> str:
    """The part of a turn the rules read: a pasted log or file is cut to its start and end,
    where the ask is; the middle is payload."""
    if len(text) <= _MAX_CHARS:
        return text
    half = _MAX_CHARS // 2
    return text[:half] + "\n" + text[-half:]


def classify(text: str, detector: EntityDetector | None = None) -> Classification:
    """The intent of `text`, with the entities found and the features that decided it."""
    text = clipped(text)
    entities: tuple[EntityMatch, ...] = detector.detect(text) if detector is not None else ()
    language = language_of(text)
    masked, code = mask(text)
    en = _english(masked, code, text)
    ja = _japanese(masked) if language != "en" else None
    f = _merge(en, ja)
    if not f.explicit_continuation and continuation_preface(text):
        f = dataclasses.replace(f, continuation=True, explicit_continuation=True)
    intent = _decide(f, bool(entities))
    names = [
        name
        for name, on in (
            ("casual", f.casual),
            ("question", f.question),
            ("request", f.request),
            ("change_verb", f.change),
            ("execution_verb", f.execute),
            ("design", f.design),
            ("continuation", f.continuation),
            ("explicit_continuation", f.explicit_continuation),
            ("deixis", f.deixis),
            ("personal", f.personal),
            ("command", f.command),
            ("path", f.path),
            ("short", f.short),
            ("code_span", bool(code)),
            ("entity", bool(entities)),
        )
        if on
    ]
    if language != "en":
        names.append(ENDING_PREFIX + japanese_ending(text))
    change_requested = intent in (
        "implementation_request",
        "design_request",
        "execution_request",
    ) or (
        # continuing work (not asking about it) leads to changes: check constraints first
        intent == "continuation" and (f.request or not f.question)
    )
    return Classification(
        intent=intent,
        language=language,
        entities=entities,
        features=tuple(names),
        change_requested=change_requested,
    )


# the feature that records a Japanese turn's last characters ("ja_ending:だっけ"; a "?" after
# them when the turn ended in a question mark), read by the intent head
# (`intent_features.lexical_vector`)
ENDING_PREFIX = "ja_ending:"
ENDING_CHARS = 3


def japanese_ending(text: str) -> str:
    """The last `ENDING_CHARS` characters of `text` past its closing punctuation, symbols
    and laughs ("…って何？" → "って何?"). Japanese puts the form of the ask at the very end
    (〜して, 〜お願い, 〜って何, 〜だっけ, 〜よね), where the sentence embedding reads it weakly
    and the word lists cannot list every dialect's form (〜やっけ, 〜しといて, 〜なん)."""
    tail = unicodedata.normalize("NFKC", text).rstrip()  # NFKC: full-width "?" and "w" are ASCII
    asked = False
    while tail and (unicodedata.category(tail[-1])[0] in "PSZ" or tail[-1] in "w笑草"):
        asked = asked or tail[-1] == "?"
        tail = tail[:-1]
    return tail[-ENDING_CHARS:] + ("?" if asked else "")


def continuation_preface(text: str) -> bool:
    """Whether `text` opens with one of the seed's explicit continuation words as a preface:
    the word, a separator, then the ask ("再開：…どこまで進んでたっけ?", "前回の続き：…",
    "続きだけど、…", "continuing from earlier: where do …?"). Why: the preface says the turn
    carries on earlier work whatever the ask after it is, and the rules above read the ask
    (a question about a thing); over the corpus and the fourteen development worlds every
    turn that opens so is labelled continuation (56 of 56). An English preface counts only
    when an ask follows it: "continue the sequence: 2, 4, 8" carries everything it needs."""
    start = text.lstrip()
    for sep in PREFACE_SEPARATORS_JA:
        at = start.find(sep, 0, 24)
        if at > 0:
            head = start[:at].rstrip()
            for tail in PREFACE_JA_TAILS:
                if head.endswith(tail) and len(head) > len(tail):
                    head = head[: -len(tail)]
                    break
            if head in PREFACE_JA:
                return True
    low = start.lower()
    lead, _, after = low.partition(" ")
    if lead.rstrip(",") in PREFACE_EN_LEADS:
        low, start = after, start[len(lead) + 1 :]
    if not low.startswith(PREFACE_EN):
        return False
    cut = [at for sep in PREFACE_SEPARATORS_EN if (at := low.find(sep, 0, 100)) > 0]
    if not cut:
        return False
    rest = start[min(cut) + 1 :].strip(" -\u2014\u2013")
    masked, code = mask(rest)
    ask = _english(masked, code, rest)
    return ask.question or ask.request


def _decide(f: _Features, has_entity: bool) -> Intent:
    acting = f.request and (f.change or f.execute or f.design)
    # the main verb decides unless the turn explicitly continues earlier work
    if f.continuation and (f.explicit_continuation or not acting):
        return "continuation"
    if f.command or (f.execute and f.request):
        return "execution_request"
    if f.change and f.request:
        return "implementation_request"
    if f.design:
        return "design_request"
    if f.deixis:
        return "continuation"
    if has_entity:
        return "entity_reference"
    if f.personal:
        return "user_specific_context"
    if f.casual:
        return "casual"
    return "generic_qa"


# --- English features --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Form:
    """The form of one sentence: question or request, and the verb it leads with."""

    text: str
    question: bool
    request_form: bool
    verb: str
    rest: str  # the sentence after its polite lead ("please", "can you", "let's")
    polite: bool

    @property
    def strength(self) -> int:
        if not self.request_form:
            return 0
        if self.verb in EXEC_VERBS:
            return 4
        if self.verb in CHANGE_VERBS:
            return 3
        return 2 if self.verb in DESIGN_WORDS else 1


_LEAD_FILLER = lazy_compile(
    r"^(?:(?:ok(?:ay)?|so|now|then|also|and|next|first|great|cool|thanks|alright|right|yes|"
    r"yeah|hey|hi|nice|good|perfect|one\s+more\s+thing|looks\s+good|that\s+worked|"
    r"before\s+you\s+start)\W+)+"
)


def _form(sentence: str) -> _Form:
    low = _LEAD_FILLER.sub("", sentence) if not sentence.startswith(("ok ", "okay ")) else sentence
    low = low or sentence
    words = re.findall(r"[a-z0-9']+", low)
    question = low.endswith("?") or (bool(words) and words[0] in QUESTION_START)
    if len(words) > 1 and words[0] == "do" and words[1] in DO_OBJECTS and not low.endswith("?"):
        question = False  # "do the same for...", "do it": an imperative, not "do you...?"
    lead = REQUEST_LEAD.match(low)
    if lead is None or lead.end() == 0:
        lead = _ABOUT_TO.match(low) or lead
    rest = low[lead.end() :] if lead else low
    first = re.match(r"[a-z][a-z'-]*", rest)
    verb = first.group() if first else ""
    request_form = bool(verb) and (
        verb in CHANGE_VERBS
        or verb in EXEC_VERBS
        or verb in DESIGN_WORDS
        or verb in ("do", "try", "go", "proceed", "undo", "redo", "show", "check", "look")
    )
    if (
        words
        and words[0] in QUESTION_START
        and not re.match(r"^(?:can|could|would|will)\s+(?:you|u)\b", low)
        and question
    ):
        request_form = False  # "how do I delete a branch" asks, it does not request
    return _Form(low, question, request_form, verb, rest, bool(lead and lead.group().strip()))


# "I'm going to deploy now", "about to drop the table": an announced action is gated too
_ABOUT_TO = lazy_compile(
    r"^(?:i'?m\s+|i\s+am\s+|we'?re\s+|we\s+are\s+|i'?ll\s+|we'?ll\s+|i\s+will\s+|we\s+will\s+)?"
    r"(?:(?:going\s+to|about\s+to|gonna)\s+|(?=(?:run|deploy|drop|delete|push|merge|release)\b))"
    r"(?=\w)"
)
_SENTENCE = lazy_compile(r"(?<=[.!?:;])\s+|\n+")
_STRONG_DEIXIS = lazy_compile(r"\b(?:the\s+other|same|again)\b")


def _english(masked: str, code: list[str], original: str) -> _Features:
    low = re.sub(r"\s+", " ", masked.lower().strip())
    tokens = re.findall(r"[a-z0-9']+|[?!]", low)
    words = [t for t in tokens if t not in ("?", "!")]
    # The ask may be any sentence ("It fails on CI. Can you fix it?"): the strongest
    # request wins; without one, the last sentence (where people put the question) does.
    sentences = [
        re.sub(r"\s+", " ", part.strip().lower())
        for part in _SENTENCE.split(masked)
        if part.strip() and part.strip().lower() not in ("code", "quote")
    ] or [low]
    forms = [_form(sentence) for sentence in sentences]
    main = max(forms, key=lambda f: f.strength) if any(f.strength for f in forms) else forms[-1]
    question, request_form, verb, rest, polite = (
        main.question,
        main.request_form,
        main.verb,
        main.rest,
        main.polite,
    )
    change = request_form and verb in CHANGE_VERBS
    execute = request_form and verb in EXEC_VERBS
    # "delete the file" executes, "remove the unused imports" edits
    design = (
        (request_form and verb in DESIGN_WORDS)
        or bool(DESIGN_QUESTION.search(low))
        or (request_form and verb in ("propose", "plan", "outline", "design", "draft"))
    )
    if (
        not design
        and request_form
        and any(w in DESIGN_WORDS for w in words[:8])
        and verb in ("come", "suggest", "think", "help", "give", "sketch", "compare")
    ):
        design = True
    if not design and (
        DESIGN_NEED.search(low) or DESIGN_NOUN_Q.search(low) or DESIGN_HOW.search(low)
    ):
        design = True
    if not design and verb in DESIGN_WEIGH | {"compare"} and any(w in DESIGN_WORDS for w in words):
        design = True  # "compare two approaches for our queue and recommend one"
    obj = rest[len(verb) :]
    # "order 500 g of …", "pay ¥18,400 …": an amount is what an action in the world acts
    # on, not a self-contained conversion like "convert 5 miles to km"
    first = obj.lstrip()[:1]
    amount_to_act_on = execute and not change and (first.isdigit() or first in ("$", "€", "£", "¥"))
    if (change or execute) and NON_CODE_OBJECT.match(obj) and not amount_to_act_on:
        # "write a haiku", "convert 5 miles to km": self-contained, nothing to recall
        change = execute = request_form = False
    if not question and (
        PHRASAL_EXEC.match(rest)
        or PHRASAL_EXEC.match(low)
        or PHRASAL_EXEC.match(main.text)
        or re.match(r"^(?:please\s+)?remind\s+me\s+to\b", main.text)
    ):
        execute = request_form = True
    if CODE_ARTEFACT.match(rest) or CODE_ARTEFACT.match(low):
        change = request_form = True
    personal_words = bool(POSSESSIVE.search(low)) or bool(PERSONAL_Q.search(low))
    context_noun = any(w in CONTEXT_NOUNS for w in words)
    weak_only = (
        bool(re.search(r"\bmy\b", low))
        and not re.search(r"\b(?:our|we|us)\b", low)
        and not PERSONAL_Q.search(low)
        and not context_noun
        and any(w in WEAK_POSSESSIVE_NOUNS for w in words)
    )
    personal = personal_words and not weak_only
    cont_match = CONTINUATION.search(low) or CONT_STRONG_EN.search(low)
    continuation = False
    if cont_match:
        # A keyword counts when the turn is about our own work: a request/let's form, a
        # personal pronoun, or nothing but the keyword; a generic question merely names it.
        bare = len(words) <= 4
        continuation = (
            not question
            or (request_form and verb in ("continue", "resume", "pick", "carry", "keep", "go"))
            or bool(CONT_START.match(low) or CONT_START.match(main.text))
            or personal
            or bare
            or bool(CONT_STRONG_EN.search(low))
        )
    if continuation and INLINE_PAYLOAD.search(low):
        continuation = False  # "continue the sequence: 2, 4, 8": everything needed is here
    if words and len(words) <= 2 and set(words) <= BARE_CONTINUATION:
        continuation = True  # "status?", "next", "continue"
    explicit = continuation and bool(
        CONT_START.match(low)
        or CONT_STRONG_EN.search(low)
        or (request_form and verb in ("continue", "resume", "pick", "carry", "keep"))
    )
    deixis = bool(DEIXIS.search(low)) and not question_about_concept(low)
    if deixis and "```" in original and not _STRONG_DEIXIS.search(low):
        deixis = False  # "what does this error mean" about a pasted block refers to the paste
    if not deixis and words and len(words) <= 6:
        content = [w for w in words if w not in STOP and w not in PRONOUN_ONLY]
        if any(w in PRONOUN_ONLY for w in words) and len(content) <= 2 and not code:
            deixis = not all(w in CASUAL for w in words)
    command = _is_command(original.strip(), masked, code, question, request_form or polite)
    path = bool(PATH.search(masked))
    if path and question and not request_form:
        personal = personal or "/" in (PATH.search(masked) or [""])[0]
    casual = bool(words) and len(words) <= 8 and all(w in CASUAL for w in words) and not code
    if request_form and (change or execute) and not question:
        pass
    elif request_form and verb in ("do", "try", "go", "proceed", "undo", "redo") and not question:
        deixis = True  # "do it", "try again", "go ahead": an action on something said before
    request = (request_form and not question) or (
        request_form and bool(re.match(r"^(?:can|could|would|will)\s+(?:you|u)\b", main.text))
    )
    return _Features(
        casual=casual,
        question=question,
        request=request,
        change=change,
        execute=execute,
        design=design,
        continuation=continuation,
        deixis=deixis,
        personal=personal,
        command=command,
        path=path,
        short=len(words) <= 4,
        explicit_continuation=explicit,
    )


def question_about_concept(low: str) -> bool:
    """ "what does `this` mean" style questions name a thing; they are not anaphora."""
    return bool(re.match(r"^(?:what\s+(?:does|is|are)|define|explain)\b", low)) and "code" in low


def _is_command(stripped: str, masked: str, code: list[str], question: bool, request: bool) -> bool:
    """The turn is (or asks to run) a shell command or SQL statement."""
    if question and not request:
        return False
    candidates = [stripped] if not masked.strip() or masked.strip() in ("CODE",) else []
    candidates.append(stripped)
    if request:
        candidates.extend(code)
    for candidate in candidates:
        cand = candidate.strip().strip("`$ ").strip()
        if SQL_COMMAND.match(cand):
            return True
        first = re.match(r"[A-Za-z0-9_.-]+", cand)
        if first and first.group().lower() in SHELL_START:
            word = first.group()
            rest = cand[first.end() :]
            # Commands are typed in lower case and have arguments that look like arguments;
            # "Make the loop skip duplicates" is English that happens to start with `make`.
            if not word.islower() or PROSE.search(rest):
                continue
            if re.match(r"\s+(?:-{1,2}[\w-]|[\w./~'\"-]+)", rest) and not re.search(
                r"\b(?:what|how|why|does|mean)\b", cand.lower()
            ):
                return True
    return False


# --- Japanese features ---------------------------------------------------------------------


# "はい、お願いします" / "じゃあそれでいこう": a go-ahead for something proposed earlier
_JA_APPROVAL = lazy_compile(
    r"^(?:はい|うん|ええ|OK|ok|オッケー|了解|じゃあ|では)[、,。\s]*(?:それで)?[、,\s]*"
    r"(?:お願い(?:します)?|頼む|頼みます|やって|進めて|いこう|行こう|どうぞ)"
)


def _japanese(masked: str) -> _Features:
    text = masked.strip()
    question = bool(JA_QUESTION.search(text))
    generic_frame = bool(JA_GENERIC_FRAME.search(text))
    # the request form is read at the end of the sentence that asks (`japanese_ask`); the
    # verbs, the question and the rest are read over the whole turn, as before
    request = bool(JA_REQUEST_END.search(japanese_ask(text))) and not generic_frame
    change = bool(JA_CHANGE.search(text)) and request
    execute = bool(JA_EXEC.search(text)) and request and not generic_frame
    if change and execute:
        # Japanese puts the main verb last: コミットメッセージを書いて writes, コミットして runs
        last_change = max(m.end() for m in JA_CHANGE.finditer(text))
        last_exec = max(m.end() for m in JA_EXEC.finditer(text))
        change, execute = last_change >= last_exec, last_exec > last_change
    design = (
        bool(JA_DESIGN.search(text))
        and (request or "べき" in text or "したい" in text or question)
        and not generic_frame
    )
    # "前回値を保持する変数の書き方は？" names a concept: a how-to frame is no continuation
    continuation = bool(JA_CONT_STRONG.search(text)) and not (
        JA_HOWTO.search(text) and not JA_PERSONAL.search(text)
    )
    deixis = bool(JA_DEIXIS.search(text) or _JA_APPROVAL.match(text))
    personal = bool(JA_PERSONAL.search(text))
    casual = bool(JA_CASUAL.match(text))
    return _Features(
        casual=casual,
        question=question,
        request=request,
        change=change,
        execute=execute,
        design=design,
        continuation=continuation,
        deixis=deixis,
        personal=personal,
        command=False,
        path=False,
        short=len(text) <= 8,
        explicit_continuation=continuation,
    )


def _merge(en: _Features, ja: _Features | None) -> _Features:
    if ja is None:
        return en
    if not (ja.request or ja.question) and (en.request or en.question):
        # Trigger: an English sentence with a Japanese word or two ("Upload the 2年
        # gradebook to Google Drive"). Why: its grammar is English; read as Japanese it has
        # no request ending or question and looked like a statement. Outcome: the English
        # form and verbs decide, and Japanese continuation or deixis words still count.
        return dataclasses.replace(
            en,
            continuation=en.continuation or ja.continuation,
            explicit_continuation=en.explicit_continuation or ja.explicit_continuation,
            deixis=en.deixis or ja.deixis,
        )
    # Japanese grammar decides the form; English words inside (git, push) still count.
    return _Features(
        casual=ja.casual,
        question=ja.question,
        request=ja.request,
        change=ja.change or (ja.request and en.change),
        execute=ja.execute,
        design=ja.design,
        continuation=ja.continuation,
        deixis=ja.deixis,
        personal=ja.personal,
        command=en.command,
        path=en.path,
        short=ja.short,
        explicit_continuation=ja.explicit_continuation,
    )
