#!/usr/bin/env python3
"""Validate final14.jsonl (secret-detector evaluation corpus).

Usage: python3 final14_check.py [--stats] [FILE]

Checks: JSON per line, schema keys in schema order, no duplicate keys, kind/field values,
format names snake_case, ids s14-sec-NNN / s14-look-NNN numbered 1..n per kind in file order,
no repeated (text, field), short-field texts single-line, every `secret` a non-empty verbatim
substring of `text`, no secret format name used by an earlier corpus (after lower-casing and folding '-' and
whitespace to '_'). The writer checked the names against a list of every earlier format name;
here the same check reads those corpora (every other *.jsonl in this folder). Exit status 0
when everything passes.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ['id', 'kind', 'format', 'field', 'text', 'secret']
FIELDS = {'name', 'alias', 'speaker', 'query'}
KINDS = {'secret': 'sec', 'lookalike': 'look'}
FMT_RE = re.compile(r'^[a-z0-9]+(?:_[a-z0-9]+)*$')
JA_RE = re.compile('[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]')


def fold(name):
    return re.sub(r'[\s\-]+', '_', name.strip().lower())


def formats_before(this_file):
    """Every secret format name of the other corpora in this folder, folded."""
    names = set()
    for name in sorted(os.listdir(HERE)):
        if not name.endswith('.jsonl') or name == os.path.basename(this_file):
            continue
        with open(os.path.join(HERE, name), encoding='utf-8') as fh:
            for line in fh:
                if line.strip():
                    record = json.loads(line)
                    if record.get('kind') == 'secret' and record.get('format'):
                        names.add(fold(record['format']))
    return names


def no_dup_pairs(pairs):
    seen = set()
    for k, _ in pairs:
        if k in seen:
            raise ValueError('duplicate key %r' % k)
        seen.add(k)
    return pairs


def main(argv):
    stats = '--stats' in argv
    path = os.path.join(HERE, 'final14.jsonl')
    args = [a for a in argv if a != '--stats']
    if args:
        path = args[0]

    errors = []

    def err(lineno, msg):
        errors.append('line %d: %s' % (lineno, msg))

    before = formats_before(path)
    bp = 'the other corpora in this folder'

    counters = {'secret': 0, 'lookalike': 0}
    seen_ids = set()
    seen_tf = set()
    records = []
    with open(path, encoding='utf-8') as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                err(lineno, 'empty line')
                continue
            try:
                pairs = json.loads(line, object_pairs_hook=no_dup_pairs)
            except ValueError as e:
                err(lineno, 'bad JSON: %s' % e)
                continue
            if not isinstance(pairs, list):
                err(lineno, 'not an object')
                continue
            keys = [k for k, _ in pairs]
            d = dict(pairs)
            unknown = [k for k in keys if k not in KEYS]
            if unknown:
                err(lineno, 'unknown keys %s' % unknown)
                continue
            if keys != sorted(keys, key=KEYS.index):
                err(lineno, 'keys out of schema order: %s' % keys)
            for k in ('id', 'kind', 'format', 'text'):
                if not isinstance(d.get(k), str) or not d.get(k):
                    err(lineno, 'missing or non-string %r' % k)
            kind = d.get('kind')
            if kind not in KINDS:
                err(lineno, 'bad kind %r' % kind)
                continue
            fmt = d.get('format', '')
            if not FMT_RE.match(fmt or ''):
                err(lineno, 'format not snake_case: %r' % fmt)
            field = d.get('field')
            if 'field' in d and field not in FIELDS:
                err(lineno, 'bad field %r' % field)
            text = d.get('text', '')
            if field and ('\n' in text or '\r' in text):
                err(lineno, 'short-field text is multi-line')
            counters[kind] += 1
            want = 's14-%s-%03d' % (KINDS[kind], counters[kind])
            if d.get('id') != want:
                err(lineno, 'id %r, expected %r' % (d.get('id'), want))
            if d.get('id') in seen_ids:
                err(lineno, 'duplicate id %r' % d.get('id'))
            seen_ids.add(d.get('id'))
            tf = (text, field)
            if tf in seen_tf:
                err(lineno, 'repeated (text, field)')
            seen_tf.add(tf)
            if kind == 'secret':
                s = d.get('secret')
                if not isinstance(s, str) or not s:
                    err(lineno, 'secret record without non-empty `secret`')
                elif s not in text:
                    err(lineno, '`secret` is not a substring of `text`')
                if fold(fmt) in before:
                    err(lineno, 'secret format %r is in %s' % (fmt, os.path.basename(bp)))
            elif 'secret' in d:
                err(lineno, 'look-alike has a `secret` key')
            records.append(d)

    for e in errors[:60]:
        print('ERROR', e)
    if len(errors) > 60:
        print('... %d more errors' % (len(errors) - 60))
    nsec, nlook = counters['secret'], counters['lookalike']
    print('%s: %d records, %d secrets, %d look-alikes; formats_used_before: %s (%d names)'
          % (os.path.basename(path), nsec + nlook, nsec, nlook, bp, len(before)))
    if stats:
        print_stats(records)
    print('OK' if not errors else 'FAILED (%d errors)' % len(errors))
    return 0 if not errors else 1


def print_stats(records):
    rows = ['free text', 'name', 'alias', 'speaker', 'query']
    tab = {r: [0, 0, 0, 0] for r in rows}
    for d in records:
        r = d.get('field') or 'free text'
        k = 0 if d['kind'] == 'secret' else 1
        tab[r][k] += 1
        if JA_RE.search(d['text']):
            tab[r][k + 2] += 1
    print('| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |')
    print('|---|---:|---:|---:|---:|')
    tot = [0, 0, 0, 0]
    for r in rows:
        print('| %s | %d | %d | %d | %d |' % ((r,) + tuple(tab[r])))
        tot = [a + b for a, b in zip(tot, tab[r])]
    print('| **total** | **%d** | **%d** | **%d** | **%d** |' % tuple(tot))
    secs = [d for d in records if d['kind'] == 'secret']
    short = sum(1 for d in secs if d.get('field'))
    lens = sorted(len(d['secret']) for d in secs)
    multi = sum(1 for d in secs if '\n' in d['secret'])
    print('short-field secrets: %d (%.1f%%); secrets spanning lines: %d' % (short, 100.0 * short / max(1, len(secs)), multi))
    if lens:
        print('secret length: min %d, median %d, max %d' % (lens[0], lens[len(lens) // 2], lens[-1]))
    print('distinct formats: secrets %d, look-alikes %d' % (
        len({d['format'] for d in secs}), len({d['format'] for d in records if d['kind'] == 'lookalike'})))


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
