"""Entity detection: known names (configured and learned from memory) found in a turn.

Matching works on normalised word n-grams rather than one giant regex, so it stays fast
with thousands of learned names and is word-boundary safe by construction: the text is
split into ASCII words (CamelCase split too), and a name matches only whole words. A name
is indexed both with its parts separated and joined, so `Agent-OS`, `agent os`, `AgentOS`
and `agentos` are one entity, while `MISO` never matches inside `misogyny`. Names with
non-ASCII letters (Japanese aliases) match as substrings, since CJK has no word breaks.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from memwell.lazy_patterns import lazy_compile
from memwell.recall.types import EntityMatch

_WORD = lazy_compile(r"[A-Za-z0-9]+")
_CAMEL = lazy_compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")
_MAX_PARTS = 4

# Capitalised words that recur in memories but are not project names.
_COMMON_PROPER_WORDS = """
    i a an the this that these those it we you they he she my our your their its if when
    then also and or but not no yes all any some each every for from with without into onto
    about after before during since until while where which who what why how is are was were
    be been do does did done can could should would will may might must shall use used using
    note notes todo done open fixed decision why how apply see run never always only new old
    monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december english japanese tokyo
    jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun
    sso oauth jst utc pdf csv drop table database select insert update delete create alter
    todo wip fixme faq tbd eta okr kpi ceo cto hr
    terraform ansible nginx apache jenkins grafana prometheus loki kafka rabbitmq celery airflow
    spark hadoop pandas numpy scipy matplotlib angular nextjs nuxt webpack babel eslint prettier
    jest vitest cypress playwright selenium grpc protobuf openapi swagger jwt saml ldap ec2 lambda
    cloudflare vercel netlify heroku firebase supabase dynamodb cassandra elasticsearch opensearch
    clickhouse duckdb sqlalchemy alembic prisma sentry datadog pagerduty slack discord jira
    confluence notion figma trello zoom gmail chrome firefox safari vscode vim emacs intellij xcode
    android ios iphone mac ubuntu debian fedora centos alpine zsh tmux homebrew conda poetry
    pipenv cmake gradle maven pnpm yarn bun deno cargo haskell elixir erlang rails laravel perl
    lua julia matlab excel powerpoint latex csv xml sass bootstrap jquery remix astro flutter dart
    unity unreal blender chatgpt llama mistral huggingface pytorch tensorflow keras sklearn
    jupyter colab wasm webassembly websocket tcp udp dns ssl tls ssh vpn cdn sdk gui ide orm crud
    soap mqtt smtp imap ftp sftp bitbucket k8s istio envoy consul nomad packer vagrant linode
    digitalocean snowflake bigquery redshift postgresql mariadb oracle mssql graphql nodejs
    typescript javascript microsoft google apple amazon meta facebook twitter linkedin youtube
    python javascript typescript java go golang rust ruby php swift kotlin scala bash shell
    sql sqlite postgres postgresql mysql redis mongodb kafka docker kubernetes linux macos
    windows git github gitlab json yaml toml html css http https api apis rest graphql cli ui
    url urls id ids db ci cd pr prs os aws gcp azure react vue svelte vite tailwind redux
    node npm pip pytest ruff mypy fastapi django flask markdown readme llm llms ai gpt
    openai anthropic claude gemini ok qa dev prod staging main master
    """
_COMMON_PROPER = frozenset(_COMMON_PROPER_WORDS.split())


def split_words(text: str) -> list[tuple[str, int, int]]:
    """ASCII words of `text`, CamelCase split, lower-cased, with their character spans."""
    out: list[tuple[str, int, int]] = []
    for match in _WORD.finditer(text):
        word = match.group()
        base = match.start()
        parts = list(_CAMEL.finditer(word)) if not word.islower() else []
        if len(parts) > 1:
            for part in parts:
                out.append((part.group().lower(), base + part.start(), base + part.end()))
        else:
            out.append((word.lower(), match.start(), match.end()))
    return out


def name_keys(name: str) -> tuple[set[str], str | None]:
    """The n-gram keys a name is indexed under, or (set(), cjk_key) for a non-ASCII name."""
    stripped = name.strip()
    if not stripped:
        return set(), None
    if any(ord(ch) > 127 and ch.isalpha() for ch in stripped):
        return set(), stripped.lower()
    parts = [w for w, _, _ in split_words(stripped)]
    if not parts or len(parts) > _MAX_PARTS:
        return set(), None
    keys = {" ".join(parts), "".join(parts)}
    # Also index the un-split words (e.g. "ByteRover" -> "byterover" already; "BOSS-memory" ...)
    plain = [m.group().lower() for m in _WORD.finditer(stripped)]
    if plain and len(plain) <= _MAX_PARTS:
        keys.add(" ".join(plain))
        keys.add("".join(plain))
    return keys, None


class MemoryLike(Protocol):
    """What entity learning reads from a memory (`memwell.memory.document.Memory` fits)."""

    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def body(self) -> str: ...
    @property
    def tags(self) -> tuple[str, ...]: ...
    @property
    def aliases(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class _Entry:
    canonical: str
    source: Literal["config", "memory"]


class EntityDetector:
    """Finds known entities in text; build once per memory snapshot, then `detect()` per turn."""

    def __init__(self) -> None:
        self._keys: dict[str, _Entry] = {}
        self._cjk: dict[str, _Entry] = {}
        self._canonical: dict[str, str] = {}  # lower canonical -> canonical
        self._surfaces: dict[str, list[str]] = {}  # canonical -> surfaces added
        self._source: dict[str, Literal["config", "memory"]] = {}

    # --- building -----------------------------------------------------------------------

    def add(
        self,
        canonical: str,
        aliases: Iterable[str] = (),
        source: Literal["config", "memory"] = "config",
    ) -> None:
        """Register `canonical` and its aliases; an existing key keeps its first owner."""
        canonical = self._canonical.setdefault(canonical.lower(), canonical)
        source = self._source.setdefault(canonical, source)
        entry = _Entry(canonical, source)
        self._surfaces.setdefault(canonical, []).extend(a for a in aliases if a != canonical)
        for surface in (canonical, *aliases):
            keys, cjk = name_keys(surface)
            for key in keys:
                self._keys.setdefault(key, entry)
            if cjk:
                self._cjk.setdefault(cjk, entry)

    def canonical_for(self, name: str) -> str | None:
        keys, cjk = name_keys(name)
        for key in keys:
            if key in self._keys:
                return self._keys[key].canonical
        if cjk and cjk in self._cjk:
            return self._cjk[cjk].canonical
        return None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(sorted(self._canonical.values()))

    def learned(self) -> list[tuple[str, tuple[str, ...]]]:
        """Entities added from memory, as (canonical, aliases), for caching."""
        return [
            (name, tuple(dict.fromkeys(self._surfaces.get(name, ()))))
            for name, source in self._source.items()
            if source == "memory"
        ]

    def surfaces(self) -> list[tuple[str, tuple[str, ...]]]:
        """Every entity with the surfaces (aliases, spellings) it was registered under."""
        return [
            (name, tuple(dict.fromkeys(self._surfaces.get(name, ()))))
            for name in self._canonical.values()
        ]

    def __len__(self) -> int:
        return len(self._canonical)

    # --- matching -----------------------------------------------------------------------

    def detect(self, text: str) -> tuple[EntityMatch, ...]:
        """Every entity mention in `text`, longest match first at each position, in order."""
        found: list[EntityMatch] = []
        words = split_words(text)
        i = 0
        while i < len(words):
            matched = False
            for n in range(min(_MAX_PARTS, len(words) - i), 0, -1):
                window = words[i : i + n]
                # parts must be adjacent in the text (only separators between them)
                if n > 1 and any(
                    not _adjacent(text, window[k][2], window[k + 1][1]) for k in range(n - 1)
                ):
                    continue
                parts = [w for w, _, _ in window]
                entry = self._keys.get(" ".join(parts)) or (
                    self._keys.get("".join(parts)) if n > 1 else None
                )
                if entry is not None:
                    start, end = window[0][1], window[-1][2]
                    # a whole ASCII word must be covered: "MISOgyny" split parts don't count
                    if _whole_word(text, start, end):
                        found.append(
                            EntityMatch(entry.canonical, text[start:end], start, end, entry.source)
                        )
                        i += n
                        matched = True
                        break
            if not matched:
                i += 1
        if self._cjk:
            lowered = text.lower()
            for key, entry in self._cjk.items():
                pos = lowered.find(key)
                if pos >= 0:
                    found.append(
                        EntityMatch(
                            entry.canonical,
                            text[pos : pos + len(key)],
                            pos,
                            pos + len(key),
                            entry.source,
                        )
                    )
        found.sort(key=lambda m: m.start)
        return tuple(found)


def _adjacent(text: str, end: int, start: int) -> bool:
    gap = text[end:start]
    return len(gap) <= 1 and all(ch in " -_./" for ch in gap)


def _whole_word(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())


# --- learning from memory -----------------------------------------------------------------

_LOWER_WORD = lazy_compile(r"(?<![A-Za-z0-9])[a-z][a-z]+(?![A-Za-z0-9])")
_FULL_NAME = lazy_compile(r"(?<![A-Za-z0-9])([A-Z][a-z]{2,})\s([A-Z][a-z]{2,})(?![A-Za-z0-9])")
_CODE = lazy_compile(r"`[^`]*`|```.*?```", re.DOTALL)
_NAMEISH = lazy_compile(
    r"(?<![A-Za-z0-9])("
    r"[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+"  # CamelCase: ClawHub, ByteRover
    r"|[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+"  # hyphenated: Agent-OS, BOSS-memory-loop
    r"|[A-Z]{3,}[0-9]*"  # ALLCAPS: MISO
    r"|[A-Z][a-z]{2,}"  # Capitalised: Nimbus (needs more evidence)
    r")(?![A-Za-z0-9])"
)


@dataclass(frozen=True, slots=True)
class EntityEvidence:
    """What one memory contributes to entity learning, read from its text once (when its
    catalog row is written), so learning over every memory never re-reads a body."""

    name: str
    tags: tuple[str, ...]
    aliases: tuple[str, ...]
    # words the memory writes in lower case; only those that could be a learned name
    # (3+ letters, not a common word) matter, so only those are kept
    lowercase: tuple[str, ...]
    full_names: tuple[str, ...]  # "Kenji Sato", in order of appearance
    # name-like spellings in order of appearance: (spelling, where), where is
    # "t" (description), "b" (body) or "s" (at a sentence start, no evidence of a name)
    marks: tuple[tuple[str, str], ...]

    def to_json(self) -> list[Any]:
        return [
            self.name,
            list(self.tags),
            list(self.aliases),
            " ".join(self.lowercase),
            list(self.full_names),
            [list(m) for m in self.marks],
        ]

    @classmethod
    def from_json(cls, data: Sequence[Any]) -> EntityEvidence:
        name, tags, aliases, lowercase, full_names, marks = data
        return cls(
            name=str(name),
            tags=tuple(tags),
            aliases=tuple(aliases),
            lowercase=tuple(str(lowercase).split()),
            full_names=tuple(full_names),
            marks=tuple((str(w), str(k)) for w, k in marks),
        )


def entity_evidence(memory: MemoryLike) -> EntityEvidence:
    """The name-like words, full names and lower-case words of one memory."""
    lowercase: dict[str, None] = {}
    full_names: list[str] = []
    marks: list[tuple[str, str]] = []
    for field_no, raw in enumerate((memory.description, memory.body)):
        text = _CODE.sub(" ", raw)
        for word in _LOWER_WORD.findall(text):
            if len(word) >= 3 and word not in _COMMON_PROPER:
                lowercase.setdefault(word, None)
        for match in _FULL_NAME.finditer(text):
            first, last = match.group(1), match.group(2)
            if first.lower() not in _COMMON_PROPER and last.lower() not in _COMMON_PROPER:
                full_names.append(f"{first} {last}")
        for match in _NAMEISH.finditer(text):
            word = match.group(1)
            low = word.lower()
            if low in _COMMON_PROPER or len(low) < 3:
                continue
            at_start = _is_sentence_start(text, match.start(1)) and word[1:].islower()
            if _part_of_path_or_product(text, match.start(1), match.end(1)):
                continue
            if "-" in word and word.islower():
                continue  # ordinary hyphenated words: "on-call", "long-term"
            marks.append((word, "s" if at_start else "tb"[field_no]))
    return EntityEvidence(
        name=memory.name,
        tags=tuple(memory.tags),
        aliases=tuple(memory.aliases),
        lowercase=tuple(lowercase),
        full_names=tuple(full_names),
        marks=tuple(marks),
    )


def learn_entities(
    detector: EntityDetector,
    memories: Sequence[MemoryLike],
    *,
    min_capitalised: int = 2,
) -> None:
    """Add names the memory itself knows (see `learn_from_evidence`)."""
    evidence = [entity_evidence(m) for m in memories]
    learn_from_evidence(detector, evidence, min_capitalised=min_capitalised)


def learn_from_evidence(
    detector: EntityDetector,
    evidence: Sequence[EntityEvidence],
    *,
    min_capitalised: int = 2,
) -> None:
    """Add names the memory itself knows: aliases, name-like tags and topic names, and
    distinctive names that recur across topics (CamelCase, hyphenated, ALLCAPS, or a
    capitalised word seen at least `min_capitalised` times mid-sentence)."""
    counts: Counter[str] = Counter()
    titled: set[str] = set()
    spelled: dict[str, str] = {}
    lowercase: set[str] = set()  # words also written in lower case: ordinary words
    full_names: dict[str, str] = {}  # "kenji sato" -> "Kenji Sato"
    for memory in evidence:
        seen_here: set[str] = set()
        lowercase.update(memory.lowercase)
        for name in memory.full_names:
            full_names.setdefault(name.lower(), name)
        for word, where in memory.marks:
            low = word.lower()
            if where == "s":
                spelled.setdefault(low, word)
                if low not in seen_here:
                    counts[low] += 1
                    seen_here.add(low)
                continue
            spelled[low] = (
                word if low not in spelled or spelled[low][1:].islower() else spelled[low]
            )
            if where == "t":
                titled.add(low)
            if low not in seen_here:
                counts[low] += 1
                seen_here.add(low)
            if word[1:].islower():
                # capitalised mid-sentence ("Backend engineer..." at a start is no evidence)
                counts[low + "#cap"] += 1
    for low, word in spelled.items():
        if word.isupper():  # ALLCAPS: acronyms are common; need two topics or a title
            ok = counts[low] >= 2 and (low in titled or counts[low] >= 3)
        elif not word[1:].islower():  # CamelCase or hyphenated: distinctive
            ok = counts[low] >= 2 or low in titled
        else:  # a capitalised ordinary-looking word: needs repeated evidence, or a title
            # mention of a word the memories never write in lower case (a name: "Partner is Yuki")
            ok = (counts[low + "#cap"] >= min_capitalised and counts[low] >= 2) or (
                low in titled and counts[low + "#cap"] >= 1 and low not in lowercase
            )
        if ok and detector.canonical_for(word) is None:
            detector.add(word, source="memory")
    # "Kenji Sato": a person's full name, also found by the first name alone
    for name in full_names.values():
        first = name.split()[0]
        if first.lower() in lowercase or detector.canonical_for(name) is not None:
            continue
        known = detector.canonical_for(first)
        detector.add(known or name, (first,) if known is None else (name,), source="memory")
    # explicit aliases name their topic (after the names above, so they can map onto one)
    # spellings that look like names: not ordinary words that the memories also write in
    # lower case and capitalise only at a sentence start ("Rate limiter design: ...")
    name_like = {
        low: word
        for low, word in spelled.items()
        if not word[1:].islower() or counts[low + "#cap"] >= 1 or low not in lowercase
    }
    for memory in evidence:
        if memory.aliases:
            canonical = _proper(memory.aliases, memory.name, detector, name_like)
            detector.add(canonical, (*memory.aliases, memory.name), source="memory")
    # tags and topic names that the memories also spell like a name
    for memory in evidence:
        parts = re.split(r"[_\-\s]+", memory.name)
        for label in (
            *memory.tags,
            memory.name.replace("_", " "),
            *(p for p in parts if len(p) > 2),
        ):
            low = label.lower().strip()
            if (
                low in spelled
                and low not in _COMMON_PROPER
                # spelled like a name somewhere, not just capitalised at a sentence start
                and (not spelled[low][1:].islower() or counts[low + "#cap"] >= 1)
                and detector.canonical_for(label) is None
            ):
                detector.add(spelled[low], (label,), source="memory")


def _proper(
    aliases: Sequence[str], name: str, detector: EntityDetector, spelled: Mapping[str, str]
) -> str:
    """The canonical name for a topic's aliases: a known entity they mention, else an alias
    word the memories spell capitalised ("nimbus billing" -> "Nimbus"), else the first
    alias spelled like a name, else the first alias."""
    for text in (*aliases, name.replace("_", " ")):
        known = detector.canonical_for(text)
        if known:
            return known
        matches = detector.detect(text)
        if matches:
            return matches[0].canonical
    for alias in aliases:
        for word in alias.split():
            spelling = spelled.get(word.lower())
            if spelling and spelling.lower() not in _COMMON_PROPER and not spelling.islower():
                return spelling
    for alias in aliases:
        if any(ch.isupper() for ch in alias):
            return alias
    return aliases[0] if aliases else name


def _part_of_path_or_product(text: str, start: int, end: int) -> bool:
    """`Journal/` (a folder) or `GitHub Actions` (a well-known product's second word)."""
    if text[end : end + 1] == "/" or text[start - 1 : start] == "/":
        return True
    before = re.search(r"([A-Za-z]+)\s+$", text[max(0, start - 40) : start])
    return bool(
        before and before.group(1)[0].isupper() and before.group(1).lower() in _COMMON_PROPER
    )


def _is_sentence_start(text: str, pos: int) -> bool:
    head = text[:pos].rstrip(" *_`\"'([")
    return not head or head[-1] in ".!?:\n-#>|"


def build_detector(
    configured: Mapping[str, Sequence[str]],
    memories: Sequence[MemoryLike] = (),
    *,
    learn: bool = True,
) -> EntityDetector:
    """A detector with the configured entities first, then (optionally) learned ones."""
    detector = EntityDetector()
    for canonical, aliases in configured.items():
        detector.add(canonical, aliases, source="config")
    if learn and memories:
        learn_entities(detector, memories)
    return detector
