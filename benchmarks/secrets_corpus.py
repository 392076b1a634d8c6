"""Secret corpus: what the scanner catches, and what reaches the disk at every boundary.

A corpus is JSONL, one case a line: `kind` ("secret" or "lookalike"), `format`, `text`
(a line as a person would paste it), for secrets `secret` (the exact value), and
optionally `field`, the field the text is meant for: "body" (every boundary that takes
text), "name", "alias", "speaker" (that short field alone) or "query" (the turn and gate
recall logs and search). A line without `field` goes through every boundary, and its
bare secret is pushed into a topic name and a session speaker. The sets, each written by
someone who had not read the scanner: tests/reliability/secret_corpus/dev.jsonl and
evals/secrets/heldout.jsonl (both tuned on now: development sets), evals/secrets/
final.jsonl and final3.jsonl (blind sets; docs/benchmarks.md records their first runs).

    python benchmarks/secrets_corpus.py [--set dev|heldout|final|final3|final7|PATH] [--boundaries]
        [--only BOUNDARY,...] [--short-fields] [--timing RUNS] [--quiet-lines] [--json]

Scanner figures: a secret is caught when `secret_kinds` names it and `redact` removes it
(in a name, alias or speaker: when `short_field_kinds` names it); a look-alike is refused
when either names anything. With --boundaries every case
is also pushed through each persistence boundary (a fresh home per boundary), and a leak
is the secret, or its longest alphanumeric run of 8+ characters, appearing in any file
under the home, case-insensitively (the audit's definition).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SETS = {
    "dev": ROOT / "tests" / "reliability" / "secret_corpus" / "dev.jsonl",
    "heldout": ROOT / "evals" / "secrets" / "heldout.jsonl",
    "final": ROOT / "evals" / "secrets" / "final.jsonl",
    "final3": ROOT / "evals" / "secrets" / "final3.jsonl",
    # written blind from the spec (session 8); a development set after its first run
    "final7": ROOT / "evals" / "secrets" / "final7.jsonl",
}


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    kind: str  # "secret" or "lookalike"
    format: str
    text: str
    secret: str | None
    # the field the text is meant for: body, name, alias, speaker or query; None (older
    # corpora) pushes the text everywhere and the bare secret into a name and a speaker
    field: str | None = None


FIELDS = ("body", "name", "alias", "speaker", "query")


def load(path: Path) -> list[Case]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            row = json.loads(line)
            field = row.get("field")
            if field is not None and field not in FIELDS:
                raise SystemExit(f"{path}:{number}: field {field!r} is not one of {FIELDS}")
            cases.append(
                Case(row["id"], row["kind"], row["format"], row["text"], row.get("secret"), field)
            )
    return cases


# --- scanner figures ---------------------------------------------------------------------


def scanner_report(cases: list[Case]) -> dict[str, Any]:
    from memwell.secrets import records as secret_records
    from memwell.secrets import scanner as secrets

    caught, missed, refused, passed = [], [], [], []
    per_field: dict[str, dict[str, int]] = {}
    started = time.perf_counter()
    judges = _short_field_judges()
    for case in cases:
        short = case.field in judges
        # a short field is judged whole (refused, or a speaker replaced): no redaction
        kinds = judges[case.field](case.text) if short else secrets.secret_kinds(case.text)
        row = per_field.setdefault(
            case.field or "any", {"secrets": 0, "caught": 0, "lookalikes": 0, "refused": 0}
        )
        if case.kind == "secret" and case.field == "query":
            # a query is never refused: caught when the recall log's redaction removes it
            ok = not leaks(
                json.dumps(secret_records.redact_nested({"q": case.text})), case.secret or ""
            )
            (caught if ok else missed).append(case.format)
            row["secrets"] += 1
            row["caught"] += ok
        elif case.kind == "secret":
            assert case.secret is not None
            ok = bool(kinds) and (short or not leaks(secrets.redact(case.text), case.secret))
            (caught if ok else missed).append(case.format)
            row["secrets"] += 1
            row["caught"] += ok
        else:
            (refused if kinds else passed).append(case.format)
            row["lookalikes"] += 1
            row["refused"] += bool(kinds)
    elapsed = time.perf_counter() - started
    return {
        "secrets": len(caught) + len(missed),
        "caught": len(caught),
        "missed_formats": sorted(missed),
        "lookalikes": len(refused) + len(passed),
        "refused": len(refused),
        "refused_formats": sorted(refused),
        "per_field": per_field,
        "scan_ms_per_case": round(elapsed * 1000 / max(1, len(cases)), 3),
    }


def _short_field_judges() -> dict[str | None, Callable[[str], list[str]]]:
    """The check each short field's boundary makes (before session 9: `standalone_kinds`
    for a name and a speaker, `short_field_kinds` for an alias)."""
    from memwell.secrets import fields as secret_fields

    standalone = secret_fields.standalone_kinds
    return {
        "name": standalone,
        "alias": getattr(secret_fields, "alias_kinds", secret_fields.short_field_kinds),
        "speaker": getattr(secret_fields, "speaker_kinds", standalone),
    }


def secret_needles(secret: str) -> list[str]:
    """The strings whose presence means the secret leaked: itself and its longest
    alphanumeric run (8+ characters), lower case."""
    needles = [secret.lower()]
    runs = re.findall(r"[A-Za-z0-9]+", secret)
    if runs:
        longest = max(runs, key=len)
        if len(longest) >= 8:
            needles.append(longest.lower())
    return needles


def leaks(text: str, secret: str) -> bool:
    low = text.lower()
    return any(needle in low for needle in secret_needles(secret))


def home_leaks(home: Path, secret: str) -> list[str]:
    """Files under `home` holding the secret (bytes, case-insensitive)."""
    needles = [n.encode("utf-8") for n in secret_needles(secret)]
    found = []
    for path in home.rglob("*"):
        if path.is_file() and not path.is_symlink():
            data = path.read_bytes().lower()
            if any(n in data for n in needles):
                found.append(str(path.relative_to(home)))
    return found


# a byte that continues a hash, a hex id or a timestamp's digits
_HEX_BYTES = frozenset(b"0123456789abcdef")


def only_inside_other_values(home: Path, secret: str) -> bool:
    """True if every place the home holds the secret's needle is inside a longer run of
    hex digits (a content hash, a UUID, a timestamp's microseconds): a 4-digit PIN is
    found in some SHA-256 of every large home. Such a leak still counts as one (the
    audit's definition); this only says where it was found."""
    needles = [n.encode("utf-8") for n in secret_needles(secret)]
    found = False
    for path in home.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        data = path.read_bytes().lower()
        for needle in needles:
            at = data.find(needle)
            while at >= 0:
                found = True
                end = at + len(needle)
                if not (at > 0 and end < len(data)):
                    return False
                if data[at - 1] not in _HEX_BYTES or data[end] not in _HEX_BYTES:
                    return False
                at = data.find(needle, at + 1)
    return found


# --- short fields, judged in one process -------------------------------------------------------


def short_field_report(cases: list[Case]) -> dict[str, Any]:
    """What each short field's check does with every line of a corpus, the worst case:
    each secret's bare value (a value typed alone) as a name, an alias and a speaker,
    and each look-alike's whole text as a name (when it is a valid name), an alias, a tag
    and a speaker. Much faster than the boundaries, which reach the same checks."""
    from memwell.errors import MemwellError
    from memwell.memory.names import normalize_name
    from memwell.secrets.fields import short_field_kinds

    judges = _short_field_judges()
    judges_for = {**judges, "tag": short_field_kinds}
    report: dict[str, Any] = {}
    for field, judge in judges_for.items():
        values = [(c, c.secret if c.field is None else c.text) for c in cases if c.kind == "secret"]
        values = [(c, v) for c, v in values if v and c.field in (None, "body", field)]
        passed = sorted(c.format for c, v in values if not judge(v))
        # a line of prose is no speaker in any import: a speaker's look-alikes are the
        # corpus's own speakers
        lines = ("speaker",) if field == "speaker" else (None, "body", field)
        looks = [c.text for c in cases if c.kind != "secret" and c.field in lines]
        if field in ("name", "alias", "tag"):
            looks = [t.replace("\n", " ") for t in looks if "\n" not in t or field != "name"]
        if field == "name":
            looks = [t for t in looks if _valid_name(t, normalize_name, MemwellError)]
        refused = [t for t in looks if judge(t)]
        report[str(field)] = {
            "secrets": len(values),
            "passed": passed,
            "lookalikes": len(looks),
            "refused": len(refused),
            "per_32": round(32 * len(refused) / max(1, len(looks)), 1),
        }
    # a secret of several lines as a one-line field (a description, a tag, a checkpoint
    # item) receives it: its whitespace collapsed
    from memwell.secrets import scanner as secrets

    several = [c for c in cases if c.kind == "secret" and c.field in (None, "body")]
    several = [c for c in several if "\n" in c.text]
    collapsed = sorted(
        c.format
        for c in several
        if leaks(secrets.redact(" ".join(c.text.split())), c.secret or "")
        and not leaks(secrets.redact(c.text), c.secret or "")
    )
    report["lines joined"] = {
        "secrets": len(several),
        "passed": collapsed,
        "lookalikes": 0,
        "refused": 0,
        "per_32": 0.0,
    }
    # names written by others for the recall fixtures: what a topic name looks like
    names = sorted({p.stem for p in (ROOT / "evals" / "recall").rglob("*.md")} - {"MEMORY", "USER"})
    refused_names = [n for n in names if judges["name"](n)]
    report["recall fixture names"] = {
        "secrets": 0,
        "passed": [],
        "lookalikes": len(names),
        "refused": len(refused_names),
        "per_32": round(32 * len(refused_names) / max(1, len(names)), 1),
    }
    return report


def _valid_name(text: str, normalize: Callable[[str], str], error: type[Exception]) -> bool:
    try:
        normalize(text)
    except error:
        return False
    return True


# --- boundaries ----------------------------------------------------------------------------

Push = Callable[[Any, Case, int], None]


def _save(harness: Any, index: int, **fields: Any) -> None:
    values = {
        "name": f"topic_{index}",
        "type": "project",
        "description": "a note",
        "content": "body",
        **fields,
    }
    harness.remember("workspace", values.pop("name"), values.pop("type"), **values)


def _compact(harness: Any, case: Case, index: int) -> None:
    filler = "We went through the deploy checklist step by step and it all looked fine."
    messages = [{"role": "user", "content": "Let's set up the staging deploy today."}]
    for turn in range(12):
        messages.append({"role": "assistant", "content": f"{filler} (step {turn})"})
        messages.append({"role": "user", "content": case.text if turn == 2 else filler})
    harness.compact(messages, context_window=400, session_id=f"s{index}", force=True, model=None)


def _bare(case: Case) -> str:
    """What a short-field boundary is given: the text when the corpus names the field, else
    (older corpora) the bare secret, the worst case for a field with no context."""
    return case.text if case.field is not None else case.secret or case.text


def _search(harness: Any, case: Case, index: int) -> None:
    harness.search(case.text)
    harness.search_sessions(case.text)
    _tool(harness, "memory_search", {"query": case.text})


def _rejected_edit(harness: Any, case: Case, index: int) -> None:
    memory = harness.remember("workspace", f"edited_{index}", "project", "a note", "body")
    broken = f"---\nname: [unclosed\n---\n{case.text}\n"  # frontmatter that does not parse
    harness.edit(memory, broken)


BOUNDARIES: dict[str, Push] = {
    "save content": lambda h, c, i: _save(h, i, content=c.text),
    "save description": lambda h, c, i: _save(h, i, description=c.text.replace("\n", " ")),
    "save tag": lambda h, c, i: _save(h, i, tags=[c.text.replace("\n", " ")]),
    "save alias": lambda h, c, i: _save(h, i, aliases=[c.text.replace("\n", " ")]),
    "save name": lambda h, c, i: _save(h, i, name=_bare(c)),
    "tool memory_save": lambda h, c, i: _tool(
        h,
        "memory_save",
        {"scope": "user", "name": f"t{i}", "type": "user", "description": "d", "content": c.text},
    ),
    "tool memory_update_index": lambda h, c, i: _tool(
        h, "memory_update_index", {"scope": "user", "content": f"# Index\n{c.text}\n"}
    ),
    "USER.md": lambda h, c, i: h.store.write_profile(f"Profile\n{c.text}\n"),
    "writeback": lambda h, c, i: h.writeback(
        f"We decided to keep this for the deploy: {c.text}", session_id=f"w{i}"
    ),
    "session import content": lambda h, c, i: _import(h, i, content=c.text),
    "session import speaker": lambda h, c, i: _import(h, i, speaker=_bare(c)),
    "compact checkpoint": _compact,
    "turn recall log": lambda h, c, i: h.turn(f"continue the deploy, use {c.text}", session_id="t"),
    "gate recall log": lambda h, c, i: h.gate(f"run deploy with {c.text}", session_id="g"),
    "search query": _search,
    "rejected edit": _rejected_edit,
}
# the boundaries a case whose corpus names its field goes through (body: every boundary
# that takes text; a short field: its own)
FIELD_BOUNDARIES: dict[str, tuple[str, ...]] = {
    "name": ("save name",),
    "alias": ("save alias",),
    "speaker": ("session import speaker",),
    "query": ("turn recall log", "gate recall log", "search query"),
}
SHORT_FIELD_BOUNDARIES = ("save name", "session import speaker")
FIELD_BOUNDARIES["body"] = tuple(b for b in BOUNDARIES if b not in SHORT_FIELD_BOUNDARIES)


def goes_through(case: Case, boundary: str) -> bool:
    return case.field is None or boundary in FIELD_BOUNDARIES[case.field]


def _tool(harness: Any, name: str, arguments: dict[str, Any]) -> None:
    from memwell.errors import MemwellError, SecretDetected

    result = harness.memory_tools().call(name, arguments)
    if result.error_type == "SecretDetected":
        raise SecretDetected(["(reported by the tool)"])
    if not result.ok:
        raise MemwellError(result.error)


def _import(harness: Any, index: int, *, content: str = "hello", speaker: str = "alice") -> None:
    message = {"id": f"m{index}", "role": "user", "speaker": speaker, "content": content}
    harness.import_session([message], session_id=f"session-{index}")


def push_all(
    boundary: str, cases: list[Case], home: Path, inside: set[str] | None = None
) -> Iterator[tuple[Case, str]]:
    """(case, outcome) for each case pushed through `boundary` into `home`: "refused",
    "invalid" (refused for another reason), "kept" (stored without a leak) or "LEAKED".
    `inside` collects the ids of leaks found only inside other values' hex digits."""
    from memwell.api import Harness
    from memwell.errors import MemwellError, SecretDetected

    workspace = home / "project"
    workspace.mkdir(parents=True, exist_ok=True)
    harness = Harness(home / "home", workspace)
    push = BOUNDARIES[boundary]
    for index, case in enumerate(cases):
        if not goes_through(case, boundary):
            continue
        outcome = "kept"
        try:
            push(harness, case, index)
        except SecretDetected:
            outcome = "refused"
        except MemwellError:
            outcome = "invalid"  # e.g. a look-alike that is not a valid topic name
        if case.secret is not None and home_leaks(home / "home", case.secret):
            outcome = "LEAKED"
            if inside is not None and only_inside_other_values(home / "home", case.secret):
                inside.add(case.id)
        yield case, outcome


def boundary_report(cases: list[Case], only: list[str] | None = None) -> dict[str, dict[str, Any]]:
    report: dict[str, dict[str, Any]] = {}
    for boundary in only or BOUNDARIES:
        inside: set[str] = set()
        with tempfile.TemporaryDirectory() as tmp:
            outcomes = list(push_all(boundary, cases, Path(tmp), inside))
        secrets_ = [(c, o) for c, o in outcomes if c.kind == "secret"]
        looks = [(c, o) for c, o in outcomes if c.kind != "secret"]
        if not outcomes:
            continue  # no case of this corpus is meant for this boundary
        report[boundary] = {
            "secrets": len(secrets_),
            "leaked": sorted(c.format for c, o in secrets_ if o == "LEAKED"),
            # of those, found only inside a hash's or a timestamp's digits (short PINs)
            "leaked_inside_other_values": sorted(
                c.format for c, o in secrets_ if o == "LEAKED" and c.id in inside
            ),
            "lookalikes": sum(1 for _, o in looks if o != "invalid"),
            "lookalikes_refused": sorted(c.format for c, o in looks if o == "refused"),
        }
    return report


# --- cost on the hook path ------------------------------------------------------------------

_TIMING_SCRIPT = r"""
import json, sys, time
t0 = time.perf_counter()
import memwell.secrets.scanner as s
t1 = time.perf_counter()
s.secret_kinds("Let's continue the deploy of the billing service to staging today.")
t2 = time.perf_counter()
lazy = "detect_secrets" not in sys.modules
s.secret_kinds("deploy build 4821 with token Kq3mQ9vR2tLp8WzN4bYhX7cFj2Ds5Ga1")
t3 = time.perf_counter()
print(json.dumps({"import_ms": (t1 - t0) * 1e3, "first_prose_scan_ms": (t2 - t1) * 1e3,
                  "library_still_unloaded_after_prose": lazy,
                  "first_candidate_scan_ms": (t3 - t2) * 1e3}))
"""


def timing_report(runs: int) -> dict[str, Any]:
    """Fresh-process costs (median of `runs`) and steady-state per-scan times."""
    import statistics
    import subprocess

    samples = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", _TIMING_SCRIPT], capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(runs)
    ]
    report: dict[str, Any] = {
        key: round(statistics.median(s[key] for s in samples), 1)
        for key in ("import_ms", "first_prose_scan_ms", "first_candidate_scan_ms")
    }
    report["library_lazy"] = all(s["library_still_unloaded_after_prose"] for s in samples)
    from memwell.secrets import scanner as secrets

    prose = "We agreed to ship the billing export on Friday after the review. " * 3
    message = (prose * 8)[:1800] + " key AKIAQWERTYUIOPASDFGH " + prose[:150]
    transcript = (prose + "\n" + "see src/memwell/api.py line 120 and PR #4821\n") * 700
    for label, text in (
        ("prose_200B", prose[:200]),
        ("message_2KB", message),
        ("transcript_100KB", transcript[:100_000]),
    ):
        secrets.secret_kinds(text)
        repeats = 3 if len(text) > 10_000 else 50
        started = time.perf_counter()
        for _ in range(repeats):
            secrets.redact(text)
        report[f"redact_{label}_ms"] = round((time.perf_counter() - started) * 1e3 / repeats, 3)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="dev", help="dev, heldout or a JSONL path")
    parser.add_argument("--boundaries", action="store_true", help="also push every boundary")
    parser.add_argument("--only", help="comma-separated boundaries (default: all)")
    parser.add_argument(
        "--timing",
        type=int,
        metavar="RUNS",
        help="also time the hook-path cost in RUNS fresh processes (import, first scans, per-scan)",
    )
    parser.add_argument(
        "--quiet-lines",
        action="store_true",
        help="counts only: no format names of misses and leaks (a blind set's first run)",
    )
    parser.add_argument(
        "--short-fields",
        action="store_true",
        help="also judge every line as a name, an alias, a tag and a speaker (one process)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)
    path = SETS.get(args.set, Path(args.set))
    cases = load(path)

    started = time.perf_counter()
    import memwell.secrets.scanner as scanner

    scanner.secret_kinds("warm-up: Kq3mQ9vR2tLp8WzN4bYhX7cFj2Ds5Ga1Kq3mQ9vR")
    warm_ms = (time.perf_counter() - started) * 1000
    result: dict[str, Any] = {"set": args.set, "scanner": scanner_report(cases)}
    result["scanner"]["first_scan_ms"] = round(warm_ms, 1)
    if args.short_fields:
        result["short_fields"] = short_field_report(cases)
    if args.boundaries:
        only = args.only.split(",") if args.only else None
        result["boundaries"] = boundary_report(cases, only)
    if args.timing:
        result["timing"] = timing_report(args.timing)
    if args.quiet_lines:
        _hide_lines(result)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    s = result["scanner"]
    print(f"set {args.set} ({path.name}): {s['secrets']} secrets, {s['lookalikes']} look-alikes")
    print(
        f"scanner: caught {s['caught']}/{s['secrets']} secrets; refused {s['refused']}/"
        f"{s['lookalikes']} look-alikes; {s['scan_ms_per_case']} ms per case; "
        f"first scan (imports) {s['first_scan_ms']} ms"
    )
    if not args.quiet_lines:
        print("  missed formats: " + (", ".join(s["missed_formats"]) or "none"))
        print("  refused look-alikes: " + (", ".join(s["refused_formats"]) or "none"))
    if len(s["per_field"]) > 1 or "any" not in s["per_field"]:
        for field, row in s["per_field"].items():
            print(
                f"  field {field:8s} caught {row['caught']}/{row['secrets']}; "
                f"refused {row['refused']}/{row['lookalikes']} look-alikes"
            )
    if "timing" in result:
        print("timing: " + ", ".join(f"{k} {v}" for k, v in result["timing"].items()))
    for field, row in result.get("short_fields", {}).items():
        print(
            f"{field:20s} bare secrets passing {len(row['passed'])}/{row['secrets']}  "
            f"look-alikes refused {row['refused']}/{row['lookalikes']} ({row['per_32']} per 32)"
            + (f"  passing: {', '.join(row['passed'])}" if row["passed"] else "")
        )
    for boundary, row in result.get("boundaries", {}).items():
        print(
            f"{boundary:26s} leaked {len(row['leaked'])}/{row['secrets']} "
            f"({len(row['leaked_inside_other_values'])} only inside a hash or a timestamp)  "
            f"look-alikes refused {len(row['lookalikes_refused'])}/{row['lookalikes']}"
            + (f"  leaked: {', '.join(row['leaked'])}" if row["leaked"] else "")
        )
    return 0


def _hide_lines(result: dict[str, Any]) -> None:
    """Counts in place of format names, so a blind set's first run can be recorded
    without reading which of its lines failed (later work must fix causes, not lines)."""
    scanner = result["scanner"]
    for key in ("missed_formats", "refused_formats"):
        scanner[key] = [f"({len(scanner[key])} lines)"] if scanner[key] else []
    for row in result.get("short_fields", {}).values():
        row["passed"] = ["?"] * len(row["passed"])
    for row in result.get("boundaries", {}).values():
        for key in ("leaked", "leaked_inside_other_values", "lookalikes_refused"):
            row[key] = ["?"] * len(row[key])


if __name__ == "__main__":
    sys.exit(main())
