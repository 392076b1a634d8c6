#!/usr/bin/env python3
"""Validate final15.jsonl (stdlib only).

Checks:
  * every line is a JSON object with only schema keys, in schema order, no duplicate keys
  * kind is secret|lookalike; field (optional) is name|alias|speaker|query
  * format is a non-empty snake_case name; text is a non-empty string
  * secrets carry a non-empty `secret` that is a verbatim substring of `text`;
    look-alikes carry no `secret`
  * ids are s15-sec-NNN / s15-look-NNN, numbered 1..n per kind in file order, unique
  * no (text, field) pair repeats; short-field texts are single-line
  * no secret format name appears in an earlier corpus (every other *.jsonl here, or the
    list given with --formats)
    (compared after lower-casing and folding runs of '-' and whitespace to '_')
  * secret format names are distinct within the file

Usage: python3 final15_check.py [FILE] [--formats PATH] [--stats]
Exit status 0 when everything passes, 1 otherwise.
"""
import json
import os
import re
import sys
import statistics
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_FILE = os.path.join(HERE, 'final15.jsonl')
# The writer checked the names against a list of every earlier format name; by default the
# same check reads those corpora (every other *.jsonl in this folder).
DEFAULT_FORMATS = None

KEY_ORDER = ['id', 'kind', 'format', 'field', 'text', 'secret']
KINDS = {'secret': 'sec', 'lookalike': 'look'}
FIELDS = {'name', 'alias', 'speaker', 'query'}
FORMAT_RE = re.compile(r'^[a-z0-9]+(?:_[a-z0-9]+)*$')
ID_RE = re.compile(r'^s15-(sec|look)-(\d{3,})$')
JA_RE = re.compile(r'[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]')


def fold(name):
    return re.sub(r'[\s\-]+', '_', name.strip().lower())


def no_dup_keys(pairs):
    seen = set()
    for k, _ in pairs:
        if k in seen:
            raise ValueError('duplicate key %r' % k)
        seen.add(k)
    return dict(pairs)


def load_used(path):
    used = set()
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.strip():
                used.add(fold(line))
    return used


def formats_of_other_corpora(this_file):
    used = set()
    for name in sorted(os.listdir(HERE)):
        if not name.endswith('.jsonl') or name == os.path.basename(this_file):
            continue
        with open(os.path.join(HERE, name), encoding='utf-8') as fh:
            for line in fh:
                if line.strip():
                    record = json.loads(line)
                    if record.get('kind') == 'secret' and record.get('format'):
                        used.add(fold(record['format']))
    return used


def main(argv):
    args = [a for a in argv[1:]]
    stats = '--stats' in args
    if stats:
        args.remove('--stats')
    formats_path = DEFAULT_FORMATS
    if '--formats' in args:
        i = args.index('--formats')
        formats_path = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else DEFAULT_FILE

    errors = []

    def err(lineno, msg):
        errors.append('line %d: %s' % (lineno, msg))

    if formats_path is None:
        used = formats_of_other_corpora(path)
    elif not os.path.exists(formats_path):
        print('formats list not found: %s' % formats_path)
        return 1
    else:
        used = load_used(formats_path)

    records = []
    with open(path, encoding='utf-8') as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                err(lineno, 'blank line')
                continue
            try:
                rec = json.loads(line, object_pairs_hook=no_dup_keys)
            except ValueError as e:
                err(lineno, 'bad JSON: %s' % e)
                continue
            if not isinstance(rec, dict):
                err(lineno, 'not an object')
                continue
            records.append((lineno, rec))

    counters = {'sec': 0, 'look': 0}
    ids = set()
    seen_text = set()
    secret_formats = Counter()
    for lineno, rec in records:
        keys = list(rec.keys())
        unknown = [k for k in keys if k not in KEY_ORDER]
        if unknown:
            err(lineno, 'unknown keys %s' % unknown)
            continue
        if keys != [k for k in KEY_ORDER if k in rec]:
            err(lineno, 'keys out of schema order: %s' % keys)
        for k in ('id', 'kind', 'format', 'text'):
            if not isinstance(rec.get(k), str) or not rec.get(k):
                err(lineno, 'missing or empty %r' % k)
        kind = rec.get('kind')
        if kind not in KINDS:
            err(lineno, 'bad kind %r' % kind)
            continue
        fmt = rec.get('format', '')
        if not FORMAT_RE.match(fmt or ''):
            err(lineno, 'format not snake_case: %r' % fmt)
        field = rec.get('field')
        if 'field' in rec and field not in FIELDS:
            err(lineno, 'bad field %r' % field)
        text = rec.get('text') or ''
        if field and ('\n' in text or '\r' in text):
            err(lineno, 'short-field text must be single-line')
        key = (text, field)
        if key in seen_text:
            err(lineno, 'duplicate (text, field)')
        seen_text.add(key)

        # ids
        rid = rec.get('id', '')
        m = ID_RE.match(rid)
        if not m:
            err(lineno, 'bad id %r' % rid)
        else:
            if m.group(1) != KINDS[kind]:
                err(lineno, 'id %r does not match kind %r' % (rid, kind))
            else:
                counters[m.group(1)] += 1
                if int(m.group(2)) != counters[m.group(1)]:
                    err(lineno, 'id %r out of sequence (expected %03d)'
                        % (rid, counters[m.group(1)]))
            if rid in ids:
                err(lineno, 'duplicate id %r' % rid)
            ids.add(rid)

        if kind == 'secret':
            sec = rec.get('secret')
            if not isinstance(sec, str) or not sec:
                err(lineno, 'secret missing or empty')
            elif sec not in text:
                err(lineno, 'secret is not a substring of text')
            if fold(fmt) in used:
                err(lineno, 'secret format %r already used before' % fmt)
            secret_formats[fold(fmt)] += 1
        else:
            if 'secret' in rec:
                err(lineno, 'look-alike must not carry secret')

    for fmt, n in secret_formats.items():
        if n > 1:
            errors.append('secret format %r used %d times' % (fmt, n))

    n_sec = sum(1 for _, r in records if r.get('kind') == 'secret')
    n_look = sum(1 for _, r in records if r.get('kind') == 'lookalike')
    print('%s: %d records (%d secrets, %d look-alikes), %d formats-used-before names'
          % (os.path.basename(path), len(records), n_sec, n_look, len(used)))

    if stats:
        print_stats([r for _, r in records])

    if errors:
        for e in errors[:200]:
            print('FAIL', e)
        print('%d problem(s)' % len(errors))
        return 1
    print('OK: all checks passed')
    return 0


def print_stats(recs):
    rows = ['free text', 'name', 'alias', 'speaker', 'query']
    table = {r: Counter() for r in rows}
    for r in recs:
        row = r.get('field') or 'free text'
        k = 'sec' if r['kind'] == 'secret' else 'look'
        table[row][k] += 1
        if JA_RE.search(r['text']):
            table[row][k + '_ja'] += 1
    print()
    print('| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |')
    print('|---|---:|---:|---:|---:|')
    tot = Counter()
    for row in rows:
        c = table[row]
        tot.update(c)
        print('| %s | %d | %d | %d | %d |' % (row, c['sec'], c['look'], c['sec_ja'], c['look_ja']))
    print('| **total** | **%d** | **%d** | **%d** | **%d** |'
          % (tot['sec'], tot['look'], tot['sec_ja'], tot['look_ja']))
    secs = [r for r in recs if r['kind'] == 'secret']
    short = sum(1 for r in secs if r.get('field'))
    if secs:
        print()
        print('short-field secrets: %d of %d (%.1f%%)' % (short, len(secs), 100.0 * short / len(secs)))
        lens = [len(r['secret']) for r in secs]
        print('secret length: min %d, median %d, max %d' % (min(lens), statistics.median(lens), max(lens)))
        multi = sum(1 for r in secs if '\n' in r['secret'])
        print('secrets spanning more than one line: %d' % multi)
        print('distinct secret formats: %d; distinct look-alike formats: %d'
              % (len({r['format'] for r in secs}),
                 len({r['format'] for r in recs if r['kind'] == 'lookalike'})))


if __name__ == '__main__':
    sys.exit(main(sys.argv))
