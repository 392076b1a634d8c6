#!/usr/bin/env python3
"""Validate final10.jsonl and print its counts.

Checks: JSON per line, schema keys and order, kind/field values, id format and uniqueness,
(text, field) uniqueness, secret is a non-empty verbatim substring of text, short fields single-line,
Luhn for card formats and mod-97 for IBAN formats. Prints counts by kind x field x language,
by format family and by format. Exit code 1 on any error.
"""
import json, re, sys, collections, unicodedata
from pathlib import Path

PATH = Path(__file__).with_name("final10.jsonl")
FIELDS = {"name", "alias", "speaker", "query"}
ORDER_SEC = ["id", "kind", "format", "field", "text", "secret"]
ORDER_LOOK = ["id", "kind", "format", "field", "text"]
# format -> family, kept as data beside the corpus
FAMILY = json.loads(Path(__file__).with_name("final10_families.json").read_text(encoding="utf-8"))

LANG_MARKERS = [  # for Latin-script texts without a language suffix in the format name
    ("de", ["bitte", "Passwort", "Hier der", " für ", "Kennwort", "Geheimzahl", "Türcode", "Sprachnachricht", "Bestätigungslink", "Anmeldecode", "schrieb", "Hälfte", "Ihr vorl"]),
    ("fr", ["Voici", "mot de passe", "mdp", "pour la prod", "Digicode", "Code confidentiel", "code CB"]),
    ("es", ["Te paso", "contraseña", "del entorno", "Mi IBAN", "Clave de", "Códigos de", "tarjeta", "Red: "]),
    ("pt", ["Segue o", "senha", "Seu código", "CPF do"]),
    ("it", ["Ecco il", "del conto", "password NAS", "bancomat"]),
    ("nl", ["Hierbij de", "wachtwoord", "Rekening"]),
    ("pl", ["Oto ", "hasło", "Numer konta"]),
    ("vi", ["Đây là", "Mật khẩu", "mật khẩu"]),
    ("id", ["Ini ", "Kata sandi"]),
    ("tr", ["İşte", "şifre", "Kartın"]),
    ("sv", ["Lösenordet"]),
    ("et", ["ID-kaart"]),
]
SUFFIX = {"ja", "jp", "de", "fr", "es", "pt", "it", "ko", "zh", "ru", "nl", "pl", "vi", "id", "tr", "sv", "hi"}

def language(r):
    fmt, t = r["format"], r["text"]
    parts = fmt.split("_")
    if parts[0] in ("jp",) or parts[-1] in ("ja", "jp"):
        return "ja"
    if parts[0] == "cn" or parts[-1] == "zh":
        return "zh"
    if re.search(r"[\u3040-\u30ff]", t):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", t):
        return "ko"
    if re.search(r"[\u0400-\u04ff]", t):
        return "ru"
    if re.search(r"[\u0900-\u097f]", t):
        return "hi"
    if re.search(r"[\u4e00-\u9fff]", t):
        return "zh"
    if parts[-1] in SUFFIX and parts[0] in ("prose", "short", "email", "placeholder", "doc", "en", "de"):
        return parts[-1]
    for lang, marks in LANG_MARKERS:
        if any(m in t for m in marks):
            return lang
    return "en"

def has_japanese(t):
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e\u3000-\u303f]", t))

def luhn(n):
    s = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2:
            d *= 2
            d -= 9 if d > 9 else 0
        s += d
    return s % 10 == 0

def main():
    errors = []
    recs = []
    for ln, line in enumerate(PATH.read_text(encoding="utf-8").splitlines(), 1):
        try:
            r = json.loads(line)
        except Exception as e:
            errors.append(f"line {ln}: bad JSON: {e}")
            continue
        recs.append((ln, r))
    ids, pairs = set(), set()
    for ln, r in recs:
        kind = r.get("kind")
        order = ORDER_SEC if kind == "secret" else ORDER_LOOK
        keys = list(r)
        if kind not in ("secret", "lookalike"):
            errors.append(f"line {ln}: bad kind {kind!r}")
        if keys != [k for k in order if k in r] or set(keys) - set(order):
            errors.append(f"line {ln}: keys/order {keys}")
        for k in ("id", "kind", "format", "text") + (("secret",) if kind == "secret" else ()):
            if not isinstance(r.get(k), str) or not r.get(k):
                errors.append(f"line {ln}: missing/empty {k}")
        if "field" in r and r["field"] not in FIELDS:
            errors.append(f"line {ln}: bad field {r['field']!r}")
        pat = r"s10-sec-\d{3}" if kind == "secret" else r"s10-look-\d{3}"
        if not re.fullmatch(pat, r.get("id", "")):
            errors.append(f"line {ln}: bad id {r.get('id')!r}")
        if r.get("id") in ids:
            errors.append(f"line {ln}: duplicate id {r['id']}")
        ids.add(r.get("id"))
        p = (r.get("text"), r.get("field"))
        if p in pairs:
            errors.append(f"line {ln}: duplicate (text, field)")
        pairs.add(p)
        if kind == "secret" and r.get("secret") not in r.get("text", ""):
            errors.append(f"line {ln}: secret not a substring of text ({r['id']})")
        if kind == "lookalike" and "secret" in r:
            errors.append(f"line {ln}: look-alike has a secret")
        if "field" in r and "\n" in r["text"]:
            errors.append(f"line {ln}: short-field text is multi-line")
        if r.get("format") not in FAMILY:
            errors.append(f"line {ln}: format {r.get('format')!r} has no family")
        fmt = r.get("format", "")
        if kind == "secret" and fmt.startswith(("card_", "short_card")):
            digits = re.sub(r"\D", "", unicodedata.normalize("NFKC", r["secret"]))
            m = re.search(r"\d{13,19}", re.sub(r"[ \-]", "", unicodedata.normalize("NFKC", r["secret"])))
            if not m or not luhn(m.group(0)):
                errors.append(f"line {ln}: card fails Luhn ({r['id']})")
        if kind == "secret" and "iban" in fmt:
            m = re.search(r"[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}", r["secret"])
            s = re.sub(r"\s", "", m.group(0)) if m else ""
            s = re.match(r"[A-Z]{2}\d{2}[A-Z0-9]+", s).group(0) if s else ""
            if not s or int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 != 1:
                errors.append(f"line {ln}: IBAN fails mod-97 ({r['id']})")

    R = [r for _, r in recs]
    sec = [r for r in R if r["kind"] == "secret"]
    look = [r for r in R if r["kind"] == "lookalike"]
    print(f"records {len(R)}: secrets {len(sec)} in {len({r['format'] for r in sec})} formats, "
          f"look-alikes {len(look)} in {len({r['format'] for r in look})} formats")
    short_sec = sum(1 for r in sec if "field" in r)
    print(f"secrets in short fields: {short_sec} ({100 * short_sec / max(1, len(sec)):.1f}%); "
          f"look-alikes in short fields: {sum(1 for r in look if 'field' in r)}")
    print(f"multi-line secrets: {sum(1 for r in sec if chr(10) in r['secret'])}; "
          f"secret length {min(len(r['secret']) for r in sec)}..{max(len(r['secret']) for r in sec)}")

    print("\n## kind x field (with Japanese)")
    print("| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |")
    print("|---|---:|---:|---:|---:|")
    for f in [None, "name", "alias", "speaker", "query"]:
        s = [r for r in sec if r.get("field") == f]
        l = [r for r in look if r.get("field") == f]
        print(f"| {f or 'free text'} | {len(s)} | {len(l)} | {sum(has_japanese(r['text']) for r in s)} | {sum(has_japanese(r['text']) for r in l)} |")
    print(f"| **total** | **{len(sec)}** | **{len(look)}** | **{sum(has_japanese(r['text']) for r in sec)}** | **{sum(has_japanese(r['text']) for r in look)}** |")

    langs = collections.Counter(language(r) for r in R)
    order = [l for l, _ in langs.most_common()]
    print("\n## kind x field x language")
    print("| kind | field | " + " | ".join(order) + " |")
    print("|---|---|" + "---:|" * len(order))
    for kind, rs in (("secret", sec), ("lookalike", look)):
        for f in [None, "name", "alias", "speaker", "query"]:
            c = collections.Counter(language(r) for r in rs if r.get("field") == f)
            print(f"| {kind} | {f or 'free text'} | " + " | ".join(str(c.get(l, 0)) for l in order) + " |")
    print("| all | all | " + " | ".join(str(langs[l]) for l in order) + " |")

    print("\n## secrets by family")
    print("| family | secret records | distinct formats | in short fields |")
    print("|---|---:|---:|---:|")
    fam = collections.defaultdict(list)
    for r in sec:
        fam[FAMILY.get(r["format"], "?")].append(r)
    for k, rs in sorted(fam.items(), key=lambda kv: -len(kv[1])):
        print(f"| {k} | {len(rs)} | {len({r['format'] for r in rs})} | {sum('field' in r for r in rs)} |")

    if "-v" in sys.argv:
        print("\n## formats")
        for kind, rs in (("secret", sec), ("lookalike", look)):
            c = collections.Counter(r["format"] for r in rs)
            print(kind, ", ".join(f"{k}({v})" if v > 1 else k for k, v in sorted(c.items())))

    if errors:
        print(f"\nFAILED: {len(errors)} error(s)")
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")

if __name__ == "__main__":
    main()
