#!/usr/bin/env python3
"""Validate final11.jsonl (stdlib only).

Checks: JSON per line; only schema keys in schema order (id, kind, format, field?, text, secret?);
kind/field values; ids s11-sec-NNN / s11-look-NNN numbered 1..n per kind in file order;
`secret` present only for secrets and a verbatim, non-empty substring of `text`; short-field texts
single-line; no repeated (text, field); every format has a family in final11_families.json; no SECRET
format name appears in an earlier corpus of this folder (every other *.jsonl here; exact,
case-insensitive and with -/space folded to _).
Usage: python3 final11_check.py [--stats]
"""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, 'final11.jsonl')
FAMILIES = os.path.join(HERE, 'final11_families.json')
KEYS_SECRET = ['id', 'kind', 'format', 'field', 'text', 'secret']
KEYS_LOOK = ['id', 'kind', 'format', 'field', 'text']
FIELDS = {'name', 'alias', 'speaker', 'query'}
JA = re.compile(r'[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef\u3000-\u303f]')
KANA = re.compile(r'[\u3040-\u30ff]')


def norm(name):
    return re.sub(r'[\s\-]+', '_', name.strip().lower())


def main():
    args = sys.argv[1:]
    errors = []
    def err(msg):
        errors.append(msg)

    # Every format name of the earlier corpora beside this one (the writer checked against
    # the same list, exported from them).
    used = set()
    for path in sorted(os.listdir(HERE)):
        if not path.endswith('.jsonl') or path == 'final11.jsonl':
            continue
        with open(os.path.join(HERE, path), encoding='utf-8') as f:
            for line in f:
                if line.strip():
                    fmt = json.loads(line).get('format')
                    if fmt:
                        used.add(norm(fmt))
    with open(FAMILIES, encoding='utf-8') as f:
        fams = json.load(f)

    recs = []
    with open(CORPUS, encoding='utf-8') as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                err(f'line {ln}: empty line')
                continue
            try:
                r = json.loads(line)
            except ValueError as e:
                err(f'line {ln}: bad JSON: {e}')
                continue
            if not isinstance(r, dict):
                err(f'line {ln}: not an object')
                continue
            recs.append((ln, r))

    counters = {'secret': 0, 'lookalike': 0}
    seen_ids, seen_pairs = set(), set()
    for ln, r in recs:
        kind = r.get('kind')
        if kind not in counters:
            err(f'line {ln}: bad kind {kind!r}')
            continue
        order = KEYS_SECRET if kind == 'secret' else KEYS_LOOK
        keys = list(r.keys())
        if any(k not in order for k in keys):
            err(f'line {ln}: unexpected keys {[k for k in keys if k not in order]}')
        if keys != [k for k in order if k in r]:
            err(f'line {ln}: keys out of schema order: {keys}')
        for k in ('id', 'kind', 'format', 'text'):
            if not isinstance(r.get(k), str) or not r.get(k):
                err(f'line {ln}: missing or empty {k}')
        counters[kind] += 1
        want = (f's11-sec-{counters[kind]:03d}' if kind == 'secret' else f's11-look-{counters[kind]:03d}')
        if r.get('id') != want:
            err(f'line {ln}: id {r.get("id")!r}, expected {want!r}')
        if r.get('id') in seen_ids:
            err(f'line {ln}: duplicate id {r.get("id")}')
        seen_ids.add(r.get('id'))
        field = r.get('field')
        if 'field' in r and field not in FIELDS:
            err(f'line {ln}: bad field {field!r}')
        text = r.get('text') or ''
        if field and '\n' in text:
            err(f'line {ln}: short-field text spans lines')
        pair = (text, field)
        if pair in seen_pairs:
            err(f'line {ln}: repeated (text, field)')
        seen_pairs.add(pair)
        fmt = r.get('format') or ''
        if not re.fullmatch(r'[a-z0-9_]+', fmt):
            err(f'line {ln}: format name not snake_case: {fmt!r}')
        if fmt not in fams.get(kind, {}):
            err(f'line {ln}: format {fmt!r} has no family in final11_families.json')
        if kind == 'secret':
            sec = r.get('secret')
            if not isinstance(sec, str) or not sec:
                err(f'line {ln}: secret missing or empty')
            elif sec not in text:
                err(f'line {ln}: secret is not a verbatim substring of text')
            if norm(fmt) in used:
                err(f'line {ln}: secret format {fmt!r} was used before')
        elif 'secret' in r:
            err(f'line {ln}: look-alike has a secret')

    # no stale families
    present = {k: {r['format'] for _, r in recs if r.get('kind') == k} for k in counters}
    for k, m in fams.items():
        for fmt in m:
            if fmt not in present.get(k, set()):
                err(f'final11_families.json: {k} format {fmt!r} not in corpus')

    if '--stats' in args:
        stats(recs, fams, used)
    if errors:
        for e in errors[:50]:
            print('ERROR', e)
        print(f'FAIL: {len(errors)} error(s)')
        return 1
    nsec, nlook = counters['secret'], counters['lookalike']
    short = sum(1 for _, r in recs if r['kind'] == 'secret' and 'field' in r)
    print(f'OK: {nsec} secrets in {len(present["secret"])} formats (all new vs {len(used)} used names), '
          f'{nlook} look-alikes in {len(present["lookalike"])} formats, '
          f'{short} secrets in short fields ({100 * short / max(nsec, 1):.1f}%)')
    return 0


def stats(recs, fams, used):
    tab = collections.Counter()
    for _, r in recs:
        f = r.get('field', 'free text')
        ja = bool(JA.search(r['text']))
        tab[(r['kind'], f)] += 1
        if ja:
            tab[(r['kind'], f, 'ja')] += 1
    print('| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |')
    print('|---|---:|---:|---:|---:|')
    tot = collections.Counter()
    for f in ['free text', 'name', 'alias', 'speaker', 'query']:
        row = [tab[('secret', f)], tab[('lookalike', f)], tab[('secret', f, 'ja')], tab[('lookalike', f, 'ja')]]
        for i, v in enumerate(row):
            tot[i] += v
        print(f'| {f} | ' + ' | '.join(map(str, row)) + ' |')
    print('| **total** | ' + ' | '.join(f'**{tot[i]}**' for i in range(4)) + ' |')
    for kind in ('secret', 'lookalike'):
        fam_rec, fam_fmt, fam_short = collections.Counter(), collections.defaultdict(set), collections.Counter()
        for _, r in recs:
            if r['kind'] != kind:
                continue
            fam = fams[kind].get(r['format'], '?')
            fam_rec[fam] += 1
            fam_fmt[fam].add(r['format'])
            if 'field' in r:
                fam_short[fam] += 1
        print(f'\n{kind}: | family | records | distinct formats | in short fields |')
        for fam, n in fam_rec.most_common():
            print(f'| {fam} | {n} | {len(fam_fmt[fam])} | {fam_short[fam]} |')
    multi = sum(1 for _, r in recs if r['kind'] == 'secret' and '\n' in r['secret'])
    lens = sorted((len(r['secret']), r['format']) for _, r in recs if r['kind'] == 'secret')
    print(f'\nmulti-line secrets: {multi}; shortest {lens[0]}, longest {lens[-1]}')


if __name__ == '__main__':
    sys.exit(main())
