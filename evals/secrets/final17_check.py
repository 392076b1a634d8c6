#!/usr/bin/env python3
"""Validate final17.jsonl (stdlib only).

Checks: JSON per line, key set and order (id, kind, format, field?, text, secret?), kinds, fields,
ids numbered per kind in file order (s17-sec-NNN, s17-look-NNN), `secret` is a verbatim substring
of `text`, short-field texts single-line, secret format names distinct and NOT in
any other corpus in this folder (compared after folding case, '-' and whitespace to '_'), look-alike format
names distinct. --stats prints counts by kind x field (with Japanese) and length stats.
"""
import json, os, re, sys, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "final17.jsonl")
FIELDS = ("name", "alias", "speaker", "query")
JA = re.compile(r"[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def norm(s):
    return re.sub(r"[\s\-]+", "_", s.strip().lower())


def load_used(this_file):
    """The secret format names of every other corpus beside this one (the list the corpus
    was written against was made from them)."""
    used = set()
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".jsonl") or name == os.path.basename(this_file):
            continue
        with open(os.path.join(HERE, name), encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    record = json.loads(line)
                    if record.get("kind") == "secret" and record.get("format"):
                        used.add(norm(record["format"]))
    return used


def check(path):
    errs = []
    used = load_used(path)
    recs = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                errs.append(f"line {n}: empty line")
                continue
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"line {n}: bad JSON: {e}")
                continue
            recs.append((n, r))
    counters = {"secret": 0, "lookalike": 0}
    prefix = {"secret": "s17-sec-", "lookalike": "s17-look-"}
    sec_formats, look_formats = {}, {}
    for n, r in recs:
        if not isinstance(r, dict):
            errs.append(f"line {n}: not an object")
            continue
        kind = r.get("kind")
        if kind not in counters:
            errs.append(f"line {n}: bad kind {kind!r}")
            continue
        exp = ["id", "kind", "format"] + (["field"] if "field" in r else []) + ["text"] + (["secret"] if kind == "secret" else [])
        if list(r.keys()) != exp:
            errs.append(f"line {n}: keys {list(r.keys())} != {exp}")
        counters[kind] += 1
        want = f"{prefix[kind]}{counters[kind]:03d}"
        if r.get("id") != want:
            errs.append(f"line {n}: id {r.get('id')!r}, expected {want}")
        for k in ("format", "text") + (("secret",) if kind == "secret" else ()):
            if not isinstance(r.get(k), str) or not r.get(k):
                errs.append(f"line {n}: {k} must be a non-empty string")
        if not all(isinstance(r.get(k), str) for k in ("format", "text")):
            continue
        if "field" in r:
            if r["field"] not in FIELDS:
                errs.append(f"line {n}: bad field {r['field']!r}")
            if "\n" in r["text"] or "\r" in r["text"]:
                errs.append(f"line {n}: short-field text must be single-line")
        if not re.fullmatch(r"[a-z0-9_]+", r["format"]):
            errs.append(f"line {n}: format {r['format']!r} should be snake_case ascii")
        if kind == "secret":
            sec = r.get("secret")
            if isinstance(sec, str) and sec not in r["text"]:
                errs.append(f"line {n}: secret is not a substring of text")
            if isinstance(sec, str) and "\n" not in sec and sec != sec.strip(" "):
                errs.append(f"line {n}: secret has leading/trailing spaces")
            f = norm(r["format"])
            if f in used:
                errs.append(f"line {n}: secret format {r['format']!r} is in formats_used_before.txt")
            if f in sec_formats:
                errs.append(f"line {n}: secret format {r['format']!r} repeats line {sec_formats[f]}")
            sec_formats[f] = n
        else:
            if "secret" in r:
                errs.append(f"line {n}: lookalike must not carry 'secret'")
            f = norm(r["format"])
            if f in look_formats:
                errs.append(f"line {n}: lookalike format {r['format']!r} repeats line {look_formats[f]}")
            look_formats[f] = n
    ids = [r.get("id") for _, r in recs if isinstance(r, dict)]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    return errs, [r for _, r in recs if isinstance(r, dict)], used


def stats(recs, used):
    rows = ["free text"] + list(FIELDS)
    tab = {}
    for r in recs:
        key = r.get("field", "free text")
        k = r["kind"]
        t = tab.setdefault(key, {"secret": 0, "lookalike": 0, "secret_ja": 0, "lookalike_ja": 0})
        t[k] += 1
        if JA.search(r["text"]):
            t[k + "_ja"] += 1
    print("| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |")
    print("|---|---:|---:|---:|---:|")
    tot = {"secret": 0, "lookalike": 0, "secret_ja": 0, "lookalike_ja": 0}
    for row in rows:
        t = tab.get(row, {"secret": 0, "lookalike": 0, "secret_ja": 0, "lookalike_ja": 0})
        for k in tot:
            tot[k] += t[k]
        print(f"| {row} | {t['secret']} | {t['lookalike']} | {t['secret_ja']} | {t['lookalike_ja']} |")
    print(f"| **total** | **{tot['secret']}** | **{tot['lookalike']}** | **{tot['secret_ja']}** | **{tot['lookalike_ja']}** |")
    secs = [r for r in recs if r["kind"] == "secret"]
    short = sum(1 for r in secs if "field" in r)
    lens = [len(r["secret"]) for r in secs]
    ml = sum(1 for r in secs if "\n" in r["secret"])
    print(f"short-field secrets: {short}/{len(secs)} ({100.0 * short / max(1, len(secs)):.1f}%)")
    print(f"secret length: min {min(lens)}, median {statistics.median(lens)}, max {max(lens)}; multi-line secrets: {ml}")
    print(f"distinct secret formats: {len({r['format'] for r in secs})}; lookalike formats: {len({r['format'] for r in recs if r['kind'] == 'lookalike'})}")
    print(f"format names of the other corpora: {len(used)}")


def main(argv):
    path = DATA
    args = [a for a in argv if not a.startswith("--")]
    if args:
        path = args[0]
    errs, recs, used = check(path)
    for e in errs[:200]:
        print("ERROR", e)
    if "--stats" in argv:
        stats(recs, used)
    if errs:
        print(f"FAIL: {len(errs)} problem(s) in {len(recs)} records")
        return 1
    ns = sum(1 for r in recs if r["kind"] == "secret")
    print(f"OK: {len(recs)} records ({ns} secrets, {len(recs) - ns} look-alikes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
