#!/usr/bin/env python3
"""Validate final16.jsonl (stdlib only).

Usage: python3 final16_check.py [FILE] [--formats PATH] [--stats]
"""
import json
import os
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_FILE = os.path.join(HERE, 'final16.jsonl')
# The writer checked the names against a list of every earlier format name; by default the
# same check reads those corpora (every other *.jsonl in this folder).
DEFAULT_FORMATS = None
PREFIX = 's16'
KINDS = ('secret', 'lookalike')
FIELDS = ('name', 'alias', 'speaker', 'query')
SECRET_KEYS = ['id', 'kind', 'format', 'field', 'text', 'secret']
LOOK_KEYS = ['id', 'kind', 'format', 'field', 'text']
FORMAT_RE = re.compile(r'^[a-z0-9]+(_[a-z0-9]+)*$')
ID_RE = {'secret': re.compile(r'^%s-sec-(\d{3,})$' % PREFIX),
         'lookalike': re.compile(r'^%s-look-(\d{3,})$' % PREFIX)}


def norm(name):
    """Fold case, '-' and whitespace to '_' (as the earlier corpora's checkers)."""
    return re.sub(r'[\s\-]+', '_', name.strip().lower())


def has_japanese(text):
    for ch in text:
        o = ord(ch)
        if (0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF
                or 0x3000 <= o <= 0x303F or 0xFF00 <= o <= 0xFFEF or 0xF900 <= o <= 0xFAFF):
            return True
    return False


def no_dup_pairs(pairs):
    keys = [k for k, _ in pairs]
    dups = [k for k, c in Counter(keys).items() if c > 1]
    if dups:
        raise ValueError('duplicate keys: %s' % ', '.join(dups))
    return OrderedDict(pairs)


def load_used(path):
    used = set()
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.strip():
                used.add(norm(line))
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
                        used.add(norm(record['format']))
    return used


def check(path, formats_path):
    errors = []

    def err(lineno, msg):
        errors.append('line %d: %s' % (lineno, msg))

    records = []
    with open(path, encoding='utf-8') as f:
        raw_lines = f.read().split('\n')
    if raw_lines and raw_lines[-1] == '':
        raw_lines.pop()
    for lineno, line in enumerate(raw_lines, 1):
        if not line.strip():
            err(lineno, 'empty line')
            continue
        try:
            obj = json.loads(line, object_pairs_hook=no_dup_pairs)
        except ValueError as e:
            err(lineno, 'bad JSON: %s' % e)
            continue
        if not isinstance(obj, dict):
            err(lineno, 'not an object')
            continue
        records.append((lineno, obj))

    counters = {'secret': 0, 'lookalike': 0}
    seen_ids = set()
    seen_text = set()
    secret_formats = Counter()
    for lineno, r in records:
        kind = r.get('kind')
        if kind not in KINDS:
            err(lineno, 'bad kind %r' % kind)
            continue
        allowed = SECRET_KEYS if kind == 'secret' else LOOK_KEYS
        keys = list(r.keys())
        if any(k not in allowed for k in keys):
            err(lineno, 'unexpected keys %s' % [k for k in keys if k not in allowed])
        order = [k for k in allowed if k in r]
        if keys != order:
            err(lineno, 'keys not in schema order: %s' % keys)
        for k in ('id', 'kind', 'format', 'text'):
            if not isinstance(r.get(k), str) or not r.get(k):
                err(lineno, 'missing or empty %s' % k)
        fmt = r.get('format', '')
        if isinstance(fmt, str) and not FORMAT_RE.match(fmt):
            err(lineno, 'format not snake_case: %r' % fmt)
        field = r.get('field')
        if 'field' in r and field not in FIELDS:
            err(lineno, 'bad field %r' % field)
        text = r.get('text', '')
        if field and isinstance(text, str) and ('\n' in text or '\r' in text):
            err(lineno, 'short-field text must be single-line')
        # ids: numbered 1..n per kind in file order
        rid = r.get('id', '')
        m = ID_RE[kind].match(rid) if isinstance(rid, str) else None
        counters[kind] += 1
        if not m:
            err(lineno, 'bad id %r for kind %s' % (rid, kind))
        elif int(m.group(1)) != counters[kind]:
            err(lineno, 'id %s out of sequence (expected %03d)' % (rid, counters[kind]))
        if rid in seen_ids:
            err(lineno, 'duplicate id %s' % rid)
        seen_ids.add(rid)
        key = (text, field)
        if key in seen_text:
            err(lineno, 'duplicate (text, field)')
        seen_text.add(key)
        if kind == 'secret':
            sec = r.get('secret')
            if not isinstance(sec, str) or not sec:
                err(lineno, 'secret missing or empty')
            elif isinstance(text, str) and sec not in text:
                err(lineno, 'secret is not a verbatim substring of text')
            secret_formats[norm(fmt)] += 1
        elif 'secret' in r:
            err(lineno, 'look-alike must not have secret')

    for name, c in secret_formats.items():
        if c > 1:
            errors.append('secret format %s used %d times' % (name, c))
    if formats_path is None:
        used = formats_of_other_corpora(path)
        for n in sorted(n for n in secret_formats if n in used):
            errors.append('secret format already used before: %s' % n)
    elif formats_path:
        if not os.path.exists(formats_path):
            errors.append('formats list not found: %s' % formats_path)
        else:
            used = load_used(formats_path)
            clash = sorted(n for n in secret_formats if n in used)
            for n in clash:
                errors.append('secret format already used before: %s' % n)
    return records, errors


def stats(records):
    rows = OrderedDict((f, [0, 0, 0, 0]) for f in ['free text'] + list(FIELDS))
    lengths = []
    multiline = 0
    for _, r in records:
        f = r.get('field') or 'free text'
        sec = r.get('kind') == 'secret'
        jp = has_japanese(r.get('text', ''))
        row = rows[f]
        row[0 if sec else 1] += 1
        if jp:
            row[2 if sec else 3] += 1
        if sec:
            lengths.append(len(r.get('secret', '')))
            if '\n' in r.get('secret', ''):
                multiline += 1
    print('| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |')
    print('|---|---:|---:|---:|---:|')
    tot = [0, 0, 0, 0]
    for f, row in rows.items():
        print('| %s | %d | %d | %d | %d |' % ((f,) + tuple(row)))
        tot = [a + b for a, b in zip(tot, row)]
    print('| **total** | **%d** | **%d** | **%d** | **%d** |' % tuple(tot))
    short = tot[0] - rows['free text'][0]
    if tot[0]:
        print('short-field secrets: %d (%.1f%%)' % (short, 100.0 * short / tot[0]))
    if lengths:
        lengths.sort()
        print('secret length: min %d, median %d, max %d; multi-line secrets: %d'
              % (lengths[0], lengths[len(lengths) // 2], lengths[-1], multiline))
    fm = Counter(r['kind'] for _, r in records)
    dist = {k: len({r['format'] for _, r in records if r['kind'] == k}) for k in KINDS}
    print('records: %d secrets (%d formats), %d look-alikes (%d formats)'
          % (fm['secret'], dist['secret'], fm['lookalike'], dist['lookalike']))


def main(argv):
    path = DEFAULT_FILE
    formats_path = DEFAULT_FORMATS
    show_stats = False
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == '--stats':
            show_stats = True
        elif a == '--formats':
            if not args:
                print('--formats needs a path')
                return 2
            formats_path = args.pop(0)
        elif a.startswith('-'):
            print(__doc__)
            return 2
        else:
            path = a
    records, errors = check(path, formats_path)
    if show_stats:
        stats(records)
    if errors:
        for e in errors[:200]:
            print('ERROR', e)
        print('FAILED: %d error(s) in %s' % (len(errors), path))
        return 1
    print('OK: %s (%d records) passes all checks' % (os.path.basename(path), len(records)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
