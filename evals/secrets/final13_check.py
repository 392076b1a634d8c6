#!/usr/bin/env python3
"""Validate final13.jsonl (stdlib only).

Checks: JSON per line with schema keys in order (id, kind, format, field?, text, secret?), no duplicate keys;
kind secret|lookalike; field name|alias|speaker|query or absent; short-field texts single-line; look-alikes have
no secret; secret is a non-empty verbatim substring of text; ids s13-sec-NNN / s13-look-NNN numbered 1..n per
kind in file order; no (text, field) repeats; format names snake_case; no secret format name appears in
the earlier corpora (after lower-casing and folding '-' and spaces to '_').
Usage: python3 final13_check.py [--stats]

The writer checked format names against a list of every format name used by the earlier
corpora; here the same check reads those corpora (every other *.jsonl in this folder).
"""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, 'final13.jsonl')
FIELDS = {'name', 'alias', 'speaker', 'query'}
KEYS_SEC = ['id', 'kind', 'format', 'field', 'text', 'secret']
KEYS_LOOK = ['id', 'kind', 'format', 'field', 'text']
FMT_RE = re.compile(r'^[a-z0-9]+(_[a-z0-9]+)*$')
ID_RE = {'secret': re.compile(r'^s13-sec-(\d{3,})$'), 'lookalike': re.compile(r'^s13-look-(\d{3,})$')}


def fold(name):
    return re.sub(r'[\s\-]+', '_', name.strip().lower())


def no_dup_pairs(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError('duplicate key in object: %r' % keys)
    return dict(pairs)


def has_japanese(s):
    return bool(re.search(r'[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]', s))


def main(argv):
    stats = '--stats' in argv
    errors = []
    before = set()
    for name in sorted(os.listdir(HERE)):
        if name.endswith('.jsonl') and name != os.path.basename(DATA):
            with open(os.path.join(HERE, name), encoding='utf-8') as f:
                for l in f:
                    if l.strip():
                        r = json.loads(l)
                        if r.get('kind') == 'secret' and r.get('format'):
                            before.add(fold(r['format']))

    recs = []
    with open(DATA, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append('line %d: empty line' % n)
                continue
            try:
                pairs = json.loads(line, object_pairs_hook=lambda p: p)
                obj = no_dup_pairs(pairs)
            except ValueError as e:
                errors.append('line %d: bad JSON: %s' % (n, e))
                continue
            recs.append((n, [k for k, _ in pairs], obj))

    counters = {'secret': 0, 'lookalike': 0}
    seen_ids, seen_text = set(), set()
    for n, keys, r in recs:
        kind = r.get('kind')
        if kind not in ('secret', 'lookalike'):
            errors.append('line %d: bad kind %r' % (n, kind))
            continue
        order = KEYS_SEC if kind == 'secret' else KEYS_LOOK
        expected = [k for k in order if k in r]
        if keys != expected or set(keys) - set(order):
            errors.append('line %d: keys %r not in schema order %r' % (n, keys, order))
        for k in ('id', 'format', 'text'):
            if not isinstance(r.get(k), str) or not r.get(k):
                errors.append('line %d: missing/empty %s' % (n, k))
        if 'field' in r:
            if r['field'] not in FIELDS:
                errors.append('line %d: bad field %r' % (n, r['field']))
            if '\n' in r.get('text', ''):
                errors.append('line %d: short-field text has a newline' % n)
        # ids
        counters[kind] += 1
        m = ID_RE[kind].match(r.get('id', ''))
        if not m:
            errors.append('line %d: bad id %r for kind %s' % (n, r.get('id'), kind))
        elif int(m.group(1)) != counters[kind]:
            errors.append('line %d: id %s out of sequence (expected %d)' % (n, r['id'], counters[kind]))
        if r.get('id') in seen_ids:
            errors.append('line %d: duplicate id %s' % (n, r.get('id')))
        seen_ids.add(r.get('id'))
        tf = (r.get('text'), r.get('field'))
        if tf in seen_text:
            errors.append('line %d: duplicate (text, field)' % n)
        seen_text.add(tf)
        fmt = r.get('format', '')
        if not FMT_RE.match(fmt):
            errors.append('line %d: format %r is not snake_case' % (n, fmt))
        if kind == 'secret':
            sec = r.get('secret')
            if not isinstance(sec, str) or not sec:
                errors.append('line %d: secret missing/empty' % n)
            elif sec not in r.get('text', ''):
                errors.append('line %d: secret is not a substring of text' % n)
            if fold(fmt) in before:
                errors.append('line %d: secret format %r was used before' % (n, fmt))
        elif 'secret' in r:
            errors.append('line %d: lookalike has secret' % n)

    sec = [r for _, _, r in recs if r.get('kind') == 'secret']
    look = [r for _, _, r in recs if r.get('kind') == 'lookalike']
    if stats or not errors:
        print('records: %d  secrets: %d (%d formats)  lookalikes: %d (%d formats)' % (
            len(recs), len(sec), len({r['format'] for r in sec}), len(look), len({r['format'] for r in look})))
        short = sum(1 for r in sec if 'field' in r)
        print('secrets in short fields: %d (%.1f%%)' % (short, 100.0 * short / max(1, len(sec))))
        print('multi-line secrets: %d' % sum(1 for r in sec if '\n' in r['secret']))
    if stats:
        print('\n| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |')
        print('|---|---:|---:|---:|---:|')
        tot = [0, 0, 0, 0]
        for fld in [None, 'name', 'alias', 'speaker', 'query']:
            s = [r for r in sec if r.get('field') == fld]
            l = [r for r in look if r.get('field') == fld]
            row = [len(s), len(l), sum(has_japanese(r['text']) for r in s), sum(has_japanese(r['text']) for r in l)]
            tot = [a + b for a, b in zip(tot, row)]
            print('| %s | %d | %d | %d | %d |' % ((fld or 'free text'), *row))
        print('| **total** | **%d** | **%d** | **%d** | **%d** |' % tuple(tot))
        lens = sorted(len(r['secret']) for r in sec)
        if lens:
            print('\nsecret length min/median/max: %d / %d / %d' % (lens[0], lens[len(lens) // 2], lens[-1]))
    if errors:
        for e in errors[:200]:
            print('ERROR', e)
        print('FAILED: %d error(s)' % len(errors))
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
