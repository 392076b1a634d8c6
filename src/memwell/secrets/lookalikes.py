"""Text that looks like a secret but is none: references, placeholders, plain words.

`is_look_alike(value)` is asked of every value a secret rule matched, so
`password = os.environ["DB_PASSWORD"]`, `${DB_PASSWORD}`, `<your-token>`, `changeme` and
`xxxxxxxx` are saved as written (see docs/security.md for the figures).
"""

from __future__ import annotations

import base64
import binascii
import itertools
import json
import re

from memwell.lazy_patterns import lazy_compile
from memwell.tokens import CJK_RUN

# Values that refer to a secret kept elsewhere: judged only after a key ("password =").
_REFERENCE = lazy_compile(
    r"""(?x)
    ^\$\{[^}]*\}?$ | ^\$[A-Za-z_][A-Za-z0-9_]*$ | ^%[A-Za-z_][A-Za-z0-9_]*%$  # ${VAR} $VAR %VAR%
    | ^\$\(                                           # $(openssl rand ...): made at run time
    | ^\{\{.*\}\}?$ | ^\{%.*%\}$ | ^%\([A-Za-z_]+\)s$ | ^\{[A-Za-z_][\w.]*\}$  # templates
    | ^<[^<>]*>?$ | ^\[[^\[\]]*\]$                     # <your-token>, [REDACTED]
    | ^[\uff1c〈《][^\uff1c\uff1e〈〉《》]*[\uff1e〉》]?$  # the same, full width (CJK)
    | ^(?i:(?:os\.)?(?:environ|getenv)\b | process\.env\b | ENV\[ | System\.getenv)
    | ^(?i:\$env:)[A-Za-z_]\w*$                          # PowerShell's $env:NAME
    # get_password(), cfg["x"]; not `kkr9(qi$t@...`, a password holding a bracket
    | ^[A-Za-z_][\w.]*!?\s*[(\[](?![^'"]*[!\#$%^&*@~|])   # Elixir's `System.fetch_env!(`
    | ^--?[A-Za-z][A-Za-z\-]*$                            # an option: --with-decryption
    # an option naming the file a secret is read from (`--from-file=API_KEY=./x.key`)
    | ^--[A-Za-z][\w\-]*=(?:[A-Za-z_]\w*=)?(?:~|\.{1,2})?/[\w./\-]+$
    | ^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$ | ^[A-Z]+$          # DB_PASSWORD: a name
    # cfg.db.password (a name holds few digits: Jetty's session `node0<hex>.node0` is none)
    | ^(?!(?:[^\d]*\d){6})(?:[a-z_][a-z0-9_]*\.)+[a-z_][a-z0-9_]*$
    | ^[a-z][a-z0-9+.\-]*://                             # a URL: its own rule judges it
    | ^(?:~|\.{1,2})?/[\w./\-]*$ | ^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$   # a path, a version
    # another assignment (`max_tokens=4096`): its key a name, snake_case, UPPER_SNAKE or
    # camelCase, and no password symbol after it (`w45=_V8XHT!mZI!` is one password)
    # (a key of one letter is none: `g=uqa2N2jhzpw9EUn` is one password holding `=`)
    | ^(?![A-Za-z][=:])
      (?:[a-z][a-z0-9]*(?:[_.][a-z0-9]+)*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]+)+)
      [=:](?![=\s]*$)[^!\#$%&*?@^~|]*$
    | ^(?:[a-z][a-z0-9]*(?:[_.\-][a-z0-9]+)*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*
         |[a-z]+(?:[A-Z][a-z0-9]+)+)[=:]$                                   # the next key
                                                      # of an empty one; `Z7_cWAoKy5f=` is not
    | ^[A-Za-z_][\w.\-]*=[a-z][a-z0-9+.\-]*://     # the next key's URL: the URL rule judges it
    | ^[A-Za-z_][\w.]*=\$[({A-Za-z_]      # the next key read at run time: `NPM_TOKEN=$(cat x)`
    | ^![A-Za-z_][\w.]*$                                  # a YAML tag: !vault, !secret
    | ^\*[A-Za-z_][\w\-]*$                                # a YAML alias: *dbpass
    | ^&[A-Za-z_][\w\-]*$                                 # a YAML anchor: &recall_auth
    | ^\#\d+$                                             # an issue or PR number
    # a secret store's address, resolved at run time: `vault:secret/data/x#key`,
    # `@Microsoft.KeyVault(SecretUri=...)`, SOPS' `ENC[AES256_GCM,...]` (ciphertext)
    | ^(?i:vault|sm|ssm|awssm|gcpsm|azkv|keyvault|secretsmanager|doppler|infisical|sops
        |ref\+[a-z]+):[A-Za-z]
    | ^@Microsoft\.KeyVault\( | ^ENC\[[A-Z0-9_]+,
    | ^\?[A-Za-z][A-Za-z _\-]*\}?$                        # ${VAR:?message}: an error message
    # Grafana's `$__file{/run/secrets/x}`, a template's field before the next setting
    # (`{password};Encrypt=True`), a credential's name and the file it is loaded from
    # (systemd's `LoadCredential=name:/path`, `%d/name`), a secret store's path and key
    # (`secret/data/app:api_key`)
    | ^\$__(?:file|env|vault)\{ | ^\{[A-Za-z_][\w.]*\}[;,&]
    | ^[\w.\-]+:(?:~|\.{1,2})?/[\w./\-]*$ | ^%[a-zA-Z]/[\w./\-]*$
    | ^[a-z][a-z0-9_\-]*(?:/[a-z0-9_\-]+)+[:\#][a-z0-9_\-]+$
    # a date, a time (and its zone), an address
    | ^\d{1,4}(?:[-/:.]\d{1,4})+(?:Z|[+\-]\d\d:?\d\d)?$
    | ^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+\-]\d\d:?\d\d)?$   # ISO 8601
    # a file the credential is read from, then the next options (`credentials=/etc/x.cred,uid=0`)
    | ^(?:~|\.{1,2})?/[\w./\-]+,[a-z_][\w\-]*(?:=|,|$)
    # a command that prints the secret from a store (`pass show x`, `op read op://...`,
    # `bw get password x`, `security find-generic-password ...`, `secret-tool lookup ...`)
    | ^(?:pass|gopass|op|bw|lpass|keyring|secret-tool|security|gpg|sops|vault|doppler)\s+
       (?:show|read|get|lookup|find-[a-z\-]+|-d|--decrypt|-q|kv|secrets|run|decrypt)\b
    # a Windows account (`CORP\svc-recall`): the user a credential is asked for
    | ^[A-Z][A-Z0-9\-]{1,15}\\[a-z][\w.\-]*$
    | ^[\w.\-]+(?:/[\w.\-]+)*/[\w\-]+\.[a-z]{1,5}$          # a relative path to a file
    | ^(?:[A-Za-z]:)?\\[\w.\-]+(?:\\[\w.\-]+)*\\?$           # a Windows path: C:\\Users\\x
    """
)
# Words that hold a secret's place in documentation and examples, wherever they appear.
_PLACEHOLDER_WORDS = lazy_compile(
    r"(?i)example|changeme|change[_\-]me|placeholder|dummy|redacted|your[_\-]|\byour\b|"
    r"replace[_\-]?me|insert[_\-]|(?<![A-Za-z])fake|sample|not[_\-]?(?:a[_\-]?)?real|xxxx|\*\*\*|\.\.\.|"
    # (a short word not inside a run of letters: random base64 holds "Tbd" or "fake")
    r"<[^>]*>|\$\{|\{\{|(?<![A-Za-z])(?:todo|tbd|fixme)|secret[_\-]?here|token[_\-]?here|key[_\-]?here|"
    r"goes[_\-]?here|\bmasked\b|\bhidden\b|…|••|●●"
)
# "your", "here", "enter" in the languages a team writes in: a value made of words holding
# one is an instruction (`votre_cle_api_ici`, `tu_contraseña_aquí`); words of the scripts
# without spaces are found anywhere in the value (`你的API密钥`, `여기에_API_키_입력`)
_FOREIGN_PLACEHOLDER = lazy_compile(
    r"(?i)(?:^|(?<=[\s_\-.]))(?:votre|vos|ici|dein|deine|deinen|ihr|ihre|ihren|hier|"
    r"eintragen|einf(?:ü|ue)gen|tu|tus|aqu[íi]|seu|sua|aqui|tuo|tua|qui|inserisci|jouw|"
    r"twoj[ae]?|twój|tutaj|wpisz|ваш|ваша|ваше|твой|здесь|введите|senin|buraya|"
    r"girin|của|bạn|anda|di[_\-]sini|din|ditt|sinun|tähän)(?=$|[\s_\-.])|"
    r"あなたの|ここに|を入力|置き換え|你的|您的|此处|这里|在此|替换|填写|여기에|입력|당신의"
)
# the same run together in camelCase, "your" first: `YourPassword123`, `DeinPasswort123`,
# `VotreMotDePasse`, `TuContraseña123` (an example's value, written for the reader to replace)
_YOUR_CAMEL = lazy_compile(
    r"(?:Your|Dein|Deine|Ihr|Ihre|Votre|Ton|Tu|Seu|Sua|Tuo|Tua|Jouw|Uw|Twoje|Twój|Din|Ditt|"
    r"Sinun)(?=[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ])"
)
_WORDS_ANY_SCRIPT = lazy_compile(r"[^\W\d_]+(?:[\s_\-.]+[^\W\d_]+)*")
# values the documentation of a format prints for every reader to copy: jwt.io's default
# token (its signature, for the secret "your-256-bit-secret")
# and the example IBANs of the standard and of every bank's help page; the private key of
# the first account every Hardhat and Anvil development node prints at start
_PUBLISHED_EXAMPLES = (
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    "DE89370400440532013000", "DE89 3704 0044 0532 0130 00",
    "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32",
)  # fmt: skip
_NON_SECRET_TEXT = """
    none null nil true false yes no required optional undefined empty unset not_set
    disabled enabled default secret password passwd token string str int bool any
    n/a na tbd todo hidden masked omitted
    1password lastpass keepass keepassxc bitwarden dashlane keychain
"""
# a template's field (`f"postgres://{user}:{password}@..."`), filled in at run time
_TEMPLATE_FIELD = lazy_compile(r"\{[A-Za-z_][\w.]*\}")
_NON_SECRET_WORDS = frozenset(_NON_SECRET_TEXT.split())
# a value made of short words only ("X-API-Key", "Bearer", "reset_token_expires"): a
# name or a label, not a password
_WORDS_ONLY = lazy_compile(r"[A-Za-z]{1,12}(?:[-_. ][A-Za-z]{1,12}){0,5}")


# a provider's prefix and nothing after it (`ghp_`, `sk-`, `xoxb-`, `sk-ant-api03-`)
_PREFIX_ALONE = lazy_compile(r"[A-Za-z]{2,10}(?:[_\-][A-Za-z0-9]{2,8}){0,2}[_\-]")
# a parcel's tracking number, printed on every label: UPS's `1Z` and 16 capitals or digits
# (a key of that length and alphabet would not start `1Z`); string tests, as every value
# judged passes here
_TRACKING_LENGTH = 18


def _tracking_number(value: str) -> bool:
    body = value[2:]
    return (
        len(value) == _TRACKING_LENGTH
        and value.startswith("1Z")
        and body.isascii()
        and all(c.isdigit() or c.isupper() for c in body)
    )


# a branch at a commit (`main@11af9223e5d2`, `release/2.4@9c1e0a7`): a git reference, what
# a deploy or a review names; the branch's name is one a repository has, or a path
_BRANCH_NAMES = frozenset(("main", "master", "develop", "dev", "trunk", "head", "staging", "prod"))
_HEX = frozenset("0123456789abcdef")
_SHA_LENGTH = (7, 40)


def _ref_at_commit(value: str) -> bool:
    branch, at, sha = value.rpartition("@")
    return (
        bool(at)
        and _SHA_LENGTH[0] <= len(sha) <= _SHA_LENGTH[1]
        and set(sha) <= _HEX
        and (branch.lower() in _BRANCH_NAMES or ("/" in branch and branch.isascii()))
        and all(c.isalnum() or c in "._-/" for c in branch)
    )


# a name in capitals ending in what it stands for, as documentation writes a value's place
# (`BASE32SECRET`, `MYTOKEN`, `ADMINPASSWORD`); a name, not a password ending in digits
_CAPITALS_NAMES = ("SECRET", "TOKEN", "KEY", "PASSW")  # (string tests first)
_CAPITALS_NAME = lazy_compile(r"[A-Z][A-Z0-9_]{0,9}(?:SECRET|TOKEN|KEY|PASSWORD|PASSWD)")
# where such a name ends: the value's end, or the next field of a URL's query
# (`?secret=BASE32SECRET&issuer=...`, which an assignment's bare value runs into)
_CAPITALS_NAME_END = lazy_compile(r"$|&[A-Za-z_]+=")
# `TokenRefreshHandler`, `existingSecret`: words run together, a type or the next key
_CAMEL_WORDS = lazy_compile(r"(?:[A-Z][a-z]{2,}|[a-z]{3,})(?:[A-Z][a-z]{2,})+")


def is_look_alike(value: str, *, assignment: bool = False) -> bool:
    """True if `value` is a placeholder for a secret (or, after a key such as
    `password =`, a reference to one or a plain word), not a secret itself."""
    # a value in an escaped dump (`bpftrace`, a JSON string) ends where its line did: the
    # literal `\r\n` after `${TOKEN:?missing}` is the line's end, not the value's (a lone
    # `\n` only at the end: inside a JSON string it joins a PEM key's lines)
    value = value.strip()
    if "\\" in value:  # (string tests: a hook compiles no pattern for a value without one)
        value = value.split("\\r\\n", 1)[0].removesuffix("\\n").removesuffix("\\r")
        # an escaped quote's backslash ends a value cut at its quote: `$SHOPIFY_TOKEN\`
        # of `-H \"X-Shopify-Access-Token: $SHOPIFY_TOKEN\"` inside a JSON string
        value = value.rstrip("\\")
    value = value.strip("\"'`")
    if any(sign in value for sign in _REGEX_HINTS) and (
        len(_REGEX_SYNTAX.findall(value)) >= _REGEX_SIGNS
    ):
        return True  # `\s*).*/$1`: a pattern that rewrites a value (`sed`, `perl -pi -e`)
    if _PLACEHOLDER_WORDS.search(value) or any(e in value for e in _PUBLISHED_EXAMPLES):
        return True
    value = value.rstrip(".,;:!?")
    if not value or value.lower() in _NON_SECRET_WORDS or _TEMPLATE_FIELD.fullmatch(value):
        return True
    if _PREFIX_ALONE.fullmatch(value):
        return True  # `"ghp_" + "0" * 36`: a provider's prefix, the rest made by code
    if _tracking_number(value) or _ref_at_commit(value):
        return True
    core = re.sub(r"[^A-Za-z0-9]", "", value)
    if len(core) >= 4 and len(set(core.lower())) <= (2 if len(core) >= 6 else 1):
        return True  # "0000000000", "abababab"; a PIN of two digits ("9393") is one
    if re.search(r"(.)\1{7,}", core) or _sequential(core.lower()):
        return True  # "sk_test_00000000...", "1234567890abcdef"
    if _YOUR_CAMEL.match(value):
        return True  # `DeinPasswort123`: "your password" run together, for the reader to fill
    named = _CAPITALS_NAME.match(value) if any(w in value for w in _CAPITALS_NAMES) else None
    if named is not None and _CAPITALS_NAME_END.match(value, named.end()):
        return True  # `secret=BASE32SECRET`, `MYTOKEN`: the value's name, for the reader to fill
    if _WORDS_ANY_SCRIPT.fullmatch(value) and _FOREIGN_PLACEHOLDER.search(value):
        return True  # `votre_cle_api_ici`, `你的API密钥`: an instruction in another language
    if not assignment:
        return False
    if not re.search(r"[A-Za-z0-9]", value):
        # words of another script after a key: an instruction ("ここにAPIキーを入力",
        # "enter your key here"), not a credential
        return True
    if _CAMEL_WORDS.fullmatch(value):
        return True  # `password_reset_token: TokenRefreshHandler`, a type, not a password
    if generated_words(value):
        return False  # `juniper.radish.willow46`: a generator's words, not `cfg.db.password`
    if _STORE_PATH.fullmatch(value) and all(map(_words_only, value.split("/"))):
        return True  # `prod/clawhub/token`: where a secret store keeps it, read at deploy
    return bool(_REFERENCE.search(value)) or _words_only(value)


# a relative path of lower-case words (`prod/clawhub/token`): a secret manager's name for
# the value, which a CI plugin or an operator resolves
_STORE_PATH = lazy_compile(r"[a-z][a-z0-9_\-]*(?:/[a-z][a-z0-9_\-]*)+")


def _words_only(value: str) -> bool:
    """True if `value` is short words joined (`X-API-Key`, `reset_token_expires`); a
    long piece no word's casing explains is random (`npg_rgRerPSLPowl`)."""
    if _WORDS_ONLY.fullmatch(value) is None:
        return False
    return all(len(piece) < 8 or reads_as_words(piece) for piece in re.split(r"[-_. ]", value))


# the last word of a name that numbers a place in a series (`web-server-prod1`,
# `db.replica2`), which a passphrase generator does not pick
_SERIES_TEXT = """
    part prod node host server worker replica shard zone region east west north south
    stage step phase test build release version site cluster pool model item page day week
    sprint round batch run job task level tier rack room floor unit lab env dev
"""
SERIES_WORDS = frozenset(_SERIES_TEXT.split())


def generated_words(value: str) -> bool:
    """True if `value` is 3-6 lower-case words of 3-10 letters joined by one of `-._` and
    1-3 digits after the last (`tundra.harbor.cobalt25`, `fjord_quartz_pixel48`): what a
    passphrase generator makes; a series' last word (`prod1`, `replica2`) keeps a name."""
    separator = next((c for c in "-._" if c in value), "")
    if not separator:
        return False
    words = value.split(separator)
    last = words[-1].rstrip("0123456789")
    if not 1 <= len(words[-1]) - len(last) <= 3 or not 3 <= len(words) <= 6:
        return False
    words[-1] = last
    if last in SERIES_WORDS:
        return False
    return all(3 <= len(w) <= 10 and w.isascii() and w.isalpha() and w.islower() for w in words)


def is_published_example(value: str) -> bool:
    """True if `value` holds a value the documentation of its format prints (the standard's
    example IBAN): every reader has seen it, so it opens nothing."""
    return any(e in value for e in _PUBLISHED_EXAMPLES)


# a regular expression's own syntax: a class with its quantifier (`\s*`), any run (`.*`),
# a group's flag (`(?:`), a back-reference (`$1`, `\1`), a set with its quantifier
_REGEX_SYNTAX = lazy_compile(
    r"\\[sdwSDWb][*+?]|\.[*+]|\(\?[:=!<]|\$\d(?!\d)|\\\d(?!\d)|\[\^?[^\]\s]{1,20}\][*+]"
)
_REGEX_HINTS = ("\\", ".*", ".+", "(?", "$1", "$2")
_REGEX_SIGNS = 2  # one may be a password's symbols (`a.*b`); two are a pattern


def _sequential(core: str, run: int = 8) -> bool:
    """True if `core` holds `run` consecutive ascending characters ("12345678", "abcdefgh")."""
    length = 1
    for a, b in itertools.pairwise(core):
        length = length + 1 if ord(b) - ord(a) == 1 else 1
        if length >= run:
            return True
    return False


# --- public by design, or not key bytes at all ---------------------------------------

# contexts where a long random-looking token is public by design
_PUBLIC_BEFORE = lazy_compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-\S+|sk-ssh-\S+|base64,|sha(?:1|256|384|512)[-:=]|"
    # `PublicKey = ...` (WireGuard), `public_key: ...`: named public by its own key
    r"integrity\W+|public[_\-. ]?key[\"']?\s*[:=]\s*[\"']?|"
    # a CAPTCHA widget's site key, printed in every page that shows it
    r"site[_\-]?key[\"']?\s*[:=]\s*[\"']?|"
    # Tailscale's public keys (`nodekey:<hex>`; its private ones are `privkey:`)
    r"(?:node|disco|machine|m)key:|nlpub:)\s*$",
    re.IGNORECASE,
)
_PUBLIC_PREFIX = (
    "pk_live_", "pk_test_", "sha1-", "sha256-", "sha384-", "sha512-",
    # keys their providers publish in web pages: Mapbox's public tokens, PostHog's
    # project keys, Supabase's publishable keys (their secret ones are `sk.`, `phx_`, `sb_secret_`)
    "pk.eyJ", "phc_", "sb_publishable_",
    # a Nostr identity's public key (its secret one is `nsec1`)
    "npub1",
)  # fmt: skip


def has_public_prefix(value: str) -> bool:
    """True if `value` starts as a key its provider makes public by design does."""
    return value.strip("\"'`").startswith(_PUBLIC_PREFIX)


PUBLIC_BLOCK = lazy_compile(
    r"-----BEGIN (?:CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|PGP PUBLIC KEY BLOCK|"
    r"CERTIFICATE REQUEST|X509 CRL|PGP SIGNATURE|SSH2 PUBLIC KEY|"
    # ciphertext: only a private key's holder reads it, and it is made to be sent
    r"PGP MESSAGE|AGE ENCRYPTED FILE)-----.*?"
    r"(?:-----END [A-Z0-9 ]+-----|\Z)",
    re.DOTALL,
)


# a key's own name, or the comment after its value, says it is served to every browser:
# `NEXT_PUBLIC_..._ANON_KEY=`, `data-sitekey="..."`, `ALGOLIA_SEARCH_KEY=... # search-only,
# public`. Only generic findings are dropped: a provider's secret format (`sk_live_`) is a
# secret whatever its variable is called.
_PUBLIC_KEY_NAME = lazy_compile(
    r"(?i)(?:public|publishable|site[_\-]?key|search[_\-]?only|(?<![a-z])anon(?![a-z]))"
    r"[\w.\-]*[\"']?\s*(?:=>|[:=])?\s*[\"'`]?$"
)
# a key's name after "public" that says the value grants more than a public one does
_PRIVILEGED = lazy_compile(r"(?i)admin|service[_\-]?role|secret|private|root|master")
_PUBLIC_COMMENT = lazy_compile(
    # (right after the value, or closing its line after code: `apiKey: "...", ... }) // ...`)
    r"(?i)^(?:[\"'`]?\s*[,;]?\s*(?:\#|//|--|/\*)|[^\n]*?\s//)[^\n]*?(?:\bpublic\b|publishable|"
    r"search[\- ]only|safe (?:to|for) (?:expose|share|commit|ship|the (?:browser|frontend|client))|"
    r"client[\- ]side)"
)


def public_by_name(line: str, start: int, end: int) -> bool:
    """True if the value at `line[start:end]` is named public by its key or its comment."""
    while start > 0 and (line[start - 1].isalnum() or line[start - 1] in "_-."):
        start -= 1  # a part of a token (a JWT's signature): its name is the token's
    before = line[max(0, start - 80) : start]
    name = _PUBLIC_KEY_NAME.search(before)
    if name is not None and _PRIVILEGED.search(name.group(0)):
        return False  # `NEXT_PUBLIC_ADMIN_JWT`: the prefix says where it ships, not what it is
    return bool(name or _PUBLIC_COMMENT.search(line[end : end + 120]))


def reads_as_words(token: str) -> bool:
    """True if most of `token` is word-like runs (`ThisIsALongIdentifierName2024`): a
    random key of 32+ characters has few runs of three lower-case letters."""
    worded = sum(len(m) for m in re.findall(r"[A-Z]?[a-z]{3,}", token))
    return worded >= 0.6 * len(token)


def is_public(text: str, start: int, token: str) -> bool:
    """True if the token at `start` is public by design: a publishable key, a public SSH
    key, a content hash (SRI `sha512-...`, `SHA256:` fingerprints), a data URI."""
    return token.startswith(_PUBLIC_PREFIX) or bool(
        _PUBLIC_BEFORE.search(text[max(0, start - 40) : start])
    )


# base64 of an image's or a document's first bytes (PNG, JPEG, GIF, WebP, PDF)
_MEDIA_BASE64 = ("iVBORw0KGg", "/9j/", "R0lGODlh", "R0lGODdh", "UklGR", "JVBERi0")


def encodes_prose(token: str) -> bool:
    """True if `token` is base64 of ordinary text (words and spaces), or of an image or a
    document (`iVBORw0KGgo`: a PNG's header), not of key bytes."""
    if token.startswith(_MEDIA_BASE64):
        return True
    try:
        decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        text = decoded.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    printable = all(c.isprintable() or c in "\n\t\r" for c in text)
    if printable and text.startswith(('{"', "[{")):
        return _is_json(text)  # a JWT's header `{"alg":"HS256"...}`: structure, no key bytes
    if printable and sum(len(run) for run in CJK_RUN.findall(text)) * 2 >= len(text) > 0:
        return True  # Japanese or Chinese text, which has no spaces between its words
    return printable and sum(c.isspace() for c in text) >= 2


def _is_json(text: str) -> bool:
    try:
        json.loads(text if text.rstrip().endswith(("}", "]")) else text + "}")
    except ValueError:
        return False
    return True


# a value a text gives as an example (`例：Abcd1234!`, "e.g. Tr0ub4dor&3", 「例えば」, 例如,
# z. B.): the marker stands right before it, a quote or a bracket between at most
_EXAMPLE_HINT = (
    "例", "e.g.", "xample", "nstance", "z. B.", "z.B.", "p. ex.", "p.ex.", "예:", "예：",
)  # fmt: skip
_EXAMPLE_BEFORE = lazy_compile(
    # (a marker starts a word: `kettle.example:` is a host's name before a password)
    r"(?i)(?:(?<![\w.])e\.\s?g\.|(?<![a-z])for (?:example|instance)|(?<![\w.])z\.\s?b\.|"
    r"(?<![\w.])p\.\s?ex\.|(?<![^\s(\[])ex(?:ample)?\s?[:：]|例えば|例如|比如|举例|例|예)"
    r"\s*[:：,、]?\s*[「『\"'`(（]?$"
)


# the languages that mark an example after it ("1234 のような番号", "1234 같은 번호",
# "1234之类的密码": a number *like* 1234, a policy's illustration, not anyone's PIN)
_EXAMPLE_AFTER_HINT = ("のよう", "みたい", "같은", "之类", "这样的", "這樣的")
_EXAMPLE_AFTER = lazy_compile(
    r"\s*[」』\"'`)）]?\s*(?:のよう[なに]|みたいな|같은|之类|这样的|這樣的)"
)


def given_as_example(text: str, start: int, end: int) -> bool:
    """True if the value at `start:end` follows an example's marker, or is followed by one
    in the languages that put it after (the notes above); a piece cut at a quote may hold
    the marker itself (`例：Abcd1234!`)."""
    if any(hint in text for hint in _EXAMPLE_AFTER_HINT) and _EXAMPLE_AFTER.match(text, end):
        return True
    if not any(hint in text for hint in _EXAMPLE_HINT):
        return False
    latin = _LATIN_OR_DIGIT.search(text, start, end)
    begins = latin.start() if latin else start
    return _EXAMPLE_BEFORE.search(text, max(0, start - 24), begins) is not None


_LATIN_OR_DIGIT = lazy_compile(r"[A-Za-z0-9]")
