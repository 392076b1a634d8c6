#!/usr/bin/env python3
"""Validate final12.jsonl (stdlib only). Usage: python3 final12_check.py [--stats]

The writer checked secret format names against a list of every format name used by the
earlier corpora; here the same check reads those corpora (every other *.jsonl in this
folder) directly."""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, 'final12.jsonl')
FAMS = os.path.join(HERE, 'final12_families.json')
ORDER = ['id', 'kind', 'format', 'field', 'text', 'secret']
FIELDS = {'name', 'alias', 'speaker', 'query'}
JA = re.compile(r'[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]')


def fold(name):
    return re.sub(r'[-\s]+', '_', name.strip().lower())


def main():
    errors = []
    def err(lineno, msg):
        errors.append(f'line {lineno}: {msg}')
    recs = []
    with open(DATA, encoding='utf-8') as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                err(i, 'empty line'); continue
            try:
                pairs = json.loads(line, object_pairs_hook=lambda p: p)
            except json.JSONDecodeError as e:
                err(i, f'bad JSON: {e}'); continue
            keys = [k for k, _ in pairs]
            if len(set(keys)) != len(keys):
                err(i, 'duplicate keys')
            o = dict(pairs)
            extra = set(keys) - set(ORDER)
            if extra:
                err(i, f'unknown keys {sorted(extra)}')
            if keys != [k for k in ORDER if k in o]:
                err(i, f'key order {keys}')
            recs.append((i, o))
    counters = {'secret': 0, 'lookalike': 0}
    seen_ids, seen_text = set(), set()
    for i, o in recs:
        kind = o.get('kind')
        if kind not in counters:
            err(i, f'bad kind {kind!r}'); continue
        for k in ('id', 'format', 'text'):
            if not isinstance(o.get(k), str) or not o.get(k):
                err(i, f'missing/empty {k}')
        counters[kind] += 1
        want = ('s12-sec-%03d' if kind == 'secret' else 's12-look-%03d') % counters[kind]
        if o.get('id') != want:
            err(i, f'id {o.get("id")!r}, expected {want!r}')
        if o.get('id') in seen_ids:
            err(i, 'duplicate id')
        seen_ids.add(o.get('id'))
        fmt = o.get('format', '')
        if not re.fullmatch(r'[a-z0-9]+(_[a-z0-9]+)*', fmt):
            err(i, f'format not snake_case: {fmt!r}')
        field = o.get('field')
        if 'field' in o and field not in FIELDS:
            err(i, f'bad field {field!r}')
        text = o.get('text', '')
        if field and ('\n' in text or '\r' in text):
            err(i, 'short-field text must be single-line')
        key = (text, field)
        if key in seen_text:
            err(i, 'duplicate (text, field)')
        seen_text.add(key)
        if kind == 'secret':
            sec = o.get('secret')
            if not isinstance(sec, str) or not sec:
                err(i, 'secret missing/empty')
            elif sec not in text:
                err(i, 'secret is not a verbatim substring of text')
        elif 'secret' in o:
            err(i, 'lookalike must not have secret')
    # formats used before
    used = set()
    used = set()
    for name in sorted(os.listdir(HERE)):
        if name.endswith('.jsonl') and name != os.path.basename(DATA):
            with open(os.path.join(HERE, name), encoding='utf-8') as fh:
                used |= {fold(json.loads(l).get('format', '')) for l in fh if l.strip()}
    for i, o in recs:
        if o.get('kind') == 'secret' and fold(o.get('format', '')) in used:
            err(i, f'secret format reused from earlier corpora: {o["format"]}')
    # families
    fams = json.load(open(FAMS, encoding='utf-8'))
    for kind in ('secret', 'lookalike'):
        present = {o['format'] for _, o in recs if o.get('kind') == kind}
        mapped = set(fams.get(kind, {}))
        for f in sorted(present - mapped):
            errors.append(f'{kind} format without family: {f}')
        for f in sorted(mapped - present):
            errors.append(f'families.json entry unused: {kind}/{f}')
    if errors:
        print('\n'.join(errors[:200]))
        print(f'FAIL: {len(errors)} problem(s)')
        return 1
    print(f'OK: {len(recs)} records ({counters["secret"]} secrets, {counters["lookalike"]} look-alikes)')
    if '--stats' in sys.argv:
        stats([o for _, o in recs], fams)
    return 0


def stats(recs, fams):
    sec = [o for o in recs if o['kind'] == 'secret']
    look = [o for o in recs if o['kind'] == 'lookalike']
    print(f'\nsecrets: {len(sec)} in {len({o["format"] for o in sec})} formats; '
          f'look-alikes: {len(look)} in {len({o["format"] for o in look})} formats')
    ns = sum(1 for o in sec if 'field' in o)
    print(f'short-field secrets: {ns} ({100 * ns / len(sec):.1f}%); short-field look-alikes: '
          f'{sum(1 for o in look if "field" in o)}')
    print(f'multi-line secrets: {sum(1 for o in sec if chr(10) in o["secret"])}; '
          f'secret length {min(len(o["secret"]) for o in sec)}..{max(len(o["secret"]) for o in sec)}')
    print('\n| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |')
    print('|---|---:|---:|---:|---:|')
    tot = [0, 0, 0, 0]
    for fld in [None, 'name', 'alias', 'speaker', 'query']:
        row = [sum(1 for o in xs if o.get('field') == fld) for xs in (sec, look)]
        row += [sum(1 for o in xs if o.get('field') == fld and JA.search(o['text'])) for xs in (sec, look)]
        tot = [a + b for a, b in zip(tot, row)]
        print(f'| {fld or "free text"} | ' + ' | '.join(map(str, row)) + ' |')
    print('| **total** | ' + ' | '.join(f'**{t}**' for t in tot) + ' |')
    for kind, xs in (('secret', sec), ('lookalike', look)):
        print(f'\n| {kind} family | records | distinct formats | in short fields |')
        print('|---|---:|---:|---:|')
        c = collections.Counter(fams[kind][o['format']] for o in xs)
        for fam, n in c.most_common():
            fm = {o['format'] for o in xs if fams[kind][o['format']] == fam}
            sf = sum(1 for o in xs if fams[kind][o['format']] == fam and 'field' in o)
            print(f'| {fam} | {n} | {len(fm)} | {sf} |')


if __name__ == '__main__':
    sys.exit(main())
