"""Secrets read by their position in a line alone, whatever words stand around them.

A `.pgpass` line (`host:port:db:user:password`), whose fifth field is the password; a
label joined to a long hex value by a colon (`chatwork:<hex>`), unless the label (or the
words just before it) names a hash or an id; since session 11, a login and its password
before a host in any connect string, with or without a scheme (`scott/<pw>@//db:1521/x`
after `jdbc:oracle:thin:`, `user:<pw>@host`), and a Windows hash dump's line
(`user:rid:<LM hash>:<NT hash>:::`, what `pwdump` and `secretsdump` print: the NT hash
logs one in as the password would), and a login joined to a value of a credential's
shape (`admin / <random>`, `root:<random>`, `bob@example.com / <random>`) when the login is
an account's name or the line speaks of logging in. Read by
`memwell.secrets.context.context_spans`.
"""

from __future__ import annotations

from collections.abc import Iterator

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.encoded import app_password
from memwell.secrets.fields import credential_shaped
from memwell.secrets.lookalikes import generated_words, is_look_alike, is_public
from memwell.secrets.phrases import hyphened_passphrase

_HASH_NAMED = lazy_compile(
    r"(?i)(?<![A-Za-z])(?:sha\d*|md5|blake2?b?|commit|hash|digest|checksum|rev|revision|"
    r"fingerprint|etag|integrity|oid|blob|tree|build|run|trace|span|request|correlation|"
    r"image|layer|object|uuid|guid|id|ref|head|parent|base|node|block|tx|txid|tag|version)"
    r"(?![A-Za-z])"
)
# `host:port:database:user:password`, the `.pgpass` line (`*` for any port)
_PGPASS = lazy_compile(
    # (the database and the user name a letter or `*`: times and addresses hold digits)
    # a line of its own, or after prose ("keep this: host:5432:db:user:pw")
    r"(?m)(?:^|(?<=\s))[A-Za-z0-9_.\-*]+:(?:\d{1,5}|\*):(?:[^:\s]*[A-Za-z*][^:\s]*:){2}"
    r"((?:[^\s:\\]|\\.){6,})(?=\s|$)"
)
# `chatwork:96427926726f8c0b...`: a label and a long hex value, joined by a colon
_LABELLED_HEX = lazy_compile(
    r"(?<![\w/.:@\-])(?P<label>[A-Za-z][A-Za-z0-9_\-]{2,24}):(?P<value>[0-9a-fA-F]{32,})"
    r"(?![0-9A-Za-z])"
)


# `user/password@host` or `user:password@host` (a connect string without a scheme, or
# inside one: `jdbc:oracle:thin:scott/<pw>@//host:1521/svc`); the host a name or an
# address, the password judged by its shape (`@scope/pkg@1.2`, `owner/repo@v2` are not)
_LOGIN_AT_HOST = lazy_compile(
    r"(?<![\w.\-])[A-Za-z][\w.$#\-]{0,31}[/:]([^\s@/:\"'`,;]{6,64})@(?://)?"
    r"[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)*"
)
# `Administrator:500:<32 hex>:<32 hex>:::`, the SAM's line as dump tools print it
_HASH_DUMP = lazy_compile(r"(?m)^[^\s:]{1,64}:\d{1,10}:([0-9a-fA-F]{32}):([0-9a-fA-F]{32}):::")
# a login, then `/` (spaces around it or not) or `:`, then the value
_LOGIN_PAIR = lazy_compile(
    r"(?<![\w./\-@])(?P<login>[A-Za-z][\w.\-]{1,31}|[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+)"
    r"(?:[ \t]*/[ \t]*|:)(?P<value>[^\s/:\"'`,;()]{8,64})(?![^\s,;)])"
)
_ACCOUNT_LOGIN = lazy_compile(
    r"(?i)admin|administrator|root|sa|su|superuser|postgres|ubuntu|pi|guest|deploy|operator|"
    r"ec2-user|user|test|support|service|.+@.+"
)
_LOGIN_LINE = lazy_compile(
    r"(?i)(?<![a-z])(?:creds?|credentials?|login|log in|sign[ \-]?in|account|user(?:name)?|"
    r"wifi|wi-fi|ssid|router|ログイン|アカウント|認証)(?![a-z])"
)
# what a text must hold for `_LOGIN_PAIR` to be worth running (a substring test first)
_LOGIN_HINTS = (
    "admin", "root", "user", "login", "log in", "sign", "cred", "wifi", "wi-fi", "ssid",
    "router", "account", "@", "postgres", "ubuntu", "guest", "deploy", "operator", "test",
    "support", "service", "sa:", "sa /", "su:", "pi:", "pi /", "ログイン", "アカウント", "認証",
)  # fmt: skip
_HEX_VALUE = lazy_compile(r"[0-9a-fA-F\-]+")
# the LM hash of an empty password, which every modern dump prints in that column
_EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee"


def position_spans(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of the values these two shapes of line hold."""
    for match in _PGPASS.finditer(text):
        value = match.group(1)
        if not is_look_alike(value, assignment=True):
            yield "password in a .pgpass line", match.start(1), match.end(1)
    for match in _LABELLED_HEX.finditer(text):
        label = match.group("label")
        if _HASH_NAMED.search(label) or label.lower() in ("http", "https", "sha"):
            continue
        if _HASH_NAMED.search(text[max(0, match.start() - 30) : match.start()]):
            continue  # "commit fix:3f78...", "image digest web:..."
        if is_public(text, match.start("value"), match.group("value")):
            continue  # Tailscale's `nodekey:<hex>`: a public key under its label
        yield "labelled hex key", match.start("value"), match.end("value")
    for start, end, low in _lines(text):
        if "@" in low:
            for match in _LOGIN_AT_HOST.finditer(text, start, end):
                if credential_shaped(match.group(1)):
                    yield "password in a connect string", match.start(1), match.end(1)
        if ("/" in low or ":" in low) and any(hint in low for hint in _LOGIN_HINTS):
            yield from _login_pairs(text, start, end)
    if "\tTRUE\t" in text or "\tFALSE\t" in text:
        for start, end in _cookie_jar_values(text):
            yield "cookie in a cookie jar", start, end
    if ":::" in text:
        for match in _HASH_DUMP.finditer(text):
            for group in (1, 2):
                if match.group(group).lower() != _EMPTY_LM:
                    yield "password hash in a dump", match.start(group), match.end(group)


# a command's short option and its argument (`-P 'x'`, `/rp x`): the value where a
# password stands for ipmitool, snmpwalk, schtasks, mysql and most tools
_SHORT_OPTION_VALUE = lazy_compile(
    r"(?<!\S)(?:-[A-Za-z]|/[a-z]{1,3})[ \t]+(?P<q>['\"]?)(?P<value>[^\s'\"]{6,64})(?P=q)(?=\s|;|$)"
)
# a value echoed into a file named for a secret (`echo 'x' > /tmp/rsync.pw`)
_ECHOED_TO_SECRET_FILE = lazy_compile(
    r"\becho(?:\s+-[ne]+)?\s+(?P<q>['\"]?)(?P<value>[^\s'\"]{6,64})(?P=q)\s*>>?\s*"
    r"\S*(?i:pw|pass|passwd|password|secret|token|cred|credentials)(?:\.\w+)?(?=\s|&|;|$)"
)
# what a made password holds: a letter, one of its symbols, and a digit or a second symbol
_SYMBOLS = "!#$%^&*?~"
_PASSWORD_MIN = 8
_PASSWORD_SYMBOL = lazy_compile(f"[{_SYMBOLS}]")
# a regular expression's or a glob's repeat
_PATTERN = lazy_compile(r"\.[*+?]|\*\.|^\^|\$$|\*\*")
# `Feature#42`, `issue#7`: a name and a number it refers to
_NUMBERED_NAME = lazy_compile(r"[A-Za-z]+#\d{1,3}")


# a login and its password given to curl's, wget's or httpie's user option
# (`curl -u admin:'...'`, `--user=admin:...`): the option names what the value is
_USER_OPTION = lazy_compile(
    r"(?<!\S)(?:-u|--user|--auth|-a)(?:[ \t]+|=)(?P<q>['\"]?)[^\s:'\"]{1,64}:"
    r"(?P<q2>['\"]?)(?P<value>[^\s'\"]{4,64})(?P=q2)(?P=q)(?=\s|;|$)"
)


def command_value_spans(text: str) -> Iterator[tuple[int, int]]:
    """A password given to a command: the argument of a short option, or a value echoed
    into a file named for a secret, when it has a made password's shape (a letter, a
    symbol, and a digit or another symbol: `Notokane!8106`, `g!Pg!mPbqA?Kq`). A path, an
    address, an expression or a reference (`Feature#42`) is none. After a user option
    (`curl -u login:...`) the value is a password whatever its shape."""
    named = "pass" in text.lower()
    if named:
        yield from _password_option_values(text)
    if "login" in text or "-U " in text or "-u " in text:
        yield from _after_login(text)
    if not (" -" in text or " /" in text or "echo" in text):
        return
    if ("-u" in text or "--user" in text or "--auth" in text or "-a " in text) and ":" in text:
        for match in _USER_OPTION.finditer(text):
            value = match.group("value")
            shaped = _made_password(value) or credential_shaped(value) or generated_words(value)
            # (`docker -u 1000:1000`, `-u www-data:www-data`: a user and a group)
            if shaped and not value.isdigit() and not is_look_alike(value, assignment=True):
                yield match.span("value")
    # an app password given to a short option (`altool -u x -p uyvc-zekw-bouf-hhoe`)
    app = any(app_password(piece.strip("'\"")) for piece in text.split() if len(piece) >= 19)
    symbols = any(symbol in text for symbol in _SYMBOLS + "+")
    if not symbols and "@" not in text and not named and not app:
        return  # a substring test before any pattern: a hook's command pays for none
    for rule in (_SHORT_OPTION_VALUE, _ECHOED_TO_SECRET_FILE):
        for match in rule.finditer(text):
            value = match.group("value")
            # a generator's passphrase where the command names a password
            # (`security find-generic-password ... -w amber_tulip_ridge4`); elsewhere a
            # name of that shape is a host's or a project's (`-n web-server-prod1`)
            if "git" in text and _GIT_REVISION.fullmatch(value):
                continue  # `git rebase -i HEAD~3`, `git diff -U3 main^2`: a commit, counted back
            if _made_password(value) or (named and generated_words(value)) or app_password(value):
                yield match.span("value")


# a git revision: a ref, then its ancestors counted with `~` and `^`
_GIT_REVISION = lazy_compile(r"(?:HEAD|FETCH_HEAD|ORIG_HEAD|MERGE_HEAD|[\w./\-]+)(?:[~^]\d{0,3})+")


# an option or a keyword named for a password, long or bare (`keytool -storepass x`,
# `-keypass x`, Junos' `plain-text-password-value "x"`, `--new-passphrase x`)
_PASSWORD_OPTION_VALUE = lazy_compile(
    # (`openssl passwd -6 'x'`: the command's options between)
    r"(?i)(?<![\w.])-{0,2}(?:[a-z][\w\-]*?)?pass(?:wd|word|phrase)?(?:-value)?"
    r"(?:[ \t]+-\w{1,3})*[ \t]+"
    r"(?P<q>['\"]?)(?P<value>[^\s'\"]{6,64})(?P=q)(?=[\s;)]|$)"
)


# a login, then what a command takes after it: bcp's and sqlcmd's `-U user -P x`, steamcmd's
# `+login user x`, `wandb login [--relogin] <key>` (the options between are skipped)
_AFTER_LOGIN = lazy_compile(
    r"(?<!\S)(?:(?P<user_option>-[Uu]|--user(?:name)?)[ \t=]+[^\s'\"\-][^\s'\"]{0,63}[ \t]+"
    r"-[Pp]|(?P<command>\+?login)(?:[ \t]+--?[a-z][\w\-]*)*"
    r"(?:[ \t]+(?P<user>[^\s'\"+\-][^\s'\"]{0,63}))?)"
    r"[ \t]+(?P<q>['\"]?)(?P<value>[^\s'\"+\-][^\s'\"]{5,63})(?P=q)(?=\s|;|$)"
)
_KEY_AFTER_LOGIN_MIN = 32


def _after_login(text: str) -> Iterator[tuple[int, int]]:
    """A password after a login given to a command, or a key given to its `login`: made,
    a generator's words, a credential's shape, or both cases and a digit."""
    for match in _AFTER_LOGIN.finditer(text):
        value, user = match.group("value"), match.group("user")
        if match.group("command") and user and _key_after_login(user):
            yield match.span("user")  # `login <key> <the next word>`: a line collapsed
            continue
        if value.startswith(("$", "/", "~", ".")) or is_look_alike(value, assignment=True):
            continue
        if match.group("command") and user is None:
            # `login <value>` alone: a key's length, not a user's or a registry's name
            if _key_after_login(value):
                yield match.span("value")
            continue
        if (
            _made_password(value)
            or generated_words(value)
            or credential_shaped(value)
            or (len(value) >= _PASSWORD_MIN and _mixed_case_and_digit(value))
        ):
            yield match.span("value")


# a Netscape cookie file's line (curl's and wget's cookie jar): domain, subdomains flag,
# path, secure flag, expiry, name, value; a value of a credential's shape is a session's
_COOKIE_JAR_CELLS = 7
_FLAGS = frozenset(("TRUE", "FALSE"))


def _cookie_jar_values(text: str) -> Iterator[tuple[int, int]]:
    for start, end, _low in _lines(text):
        cells = text[start:end].rstrip("\r\n").split("\t")
        if len(cells) != _COOKIE_JAR_CELLS or cells[1] not in _FLAGS or cells[3] not in _FLAGS:
            continue
        value = cells[6]
        if cells[4].isdigit() and credential_shaped(value):
            value_start = start + sum(len(c) + 1 for c in cells[:6])
            yield value_start, value_start + len(value)


def _key_after_login(value: str) -> bool:
    return len(value) >= _KEY_AFTER_LOGIN_MIN and credential_shaped(value)


def _password_option_values(text: str) -> Iterator[tuple[int, int]]:
    """The value of an option or a keyword named for a password, when it has a password's
    shape (made, a generator's words, or a credential's)."""
    for match in _PASSWORD_OPTION_VALUE.finditer(text):
        value = match.group("value")
        if value.startswith(("-", "$", "/", "~", ".")) or is_look_alike(value, assignment=True):
            continue  # the next option, a reference, a path
        if _made_password(value) or generated_words(value) or credential_shaped(value):
            yield match.span("value")


def _mixed_case_and_digit(value: str) -> bool:
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


def _made_password(value: str) -> bool:
    if any(c in value for c in "/=:(){}[]<>|\\,") or value.startswith(("$", "%", "-", "#")):
        return False
    if "@" in value and "." in value.split("@", 1)[1]:
        return False  # an address: `deploy@build.example`
    if _PATTERN.search(value):
        return False  # `grep -c "filter.*blur-1.5"`: a pattern, what a search is given
    symbols = len(_PASSWORD_SYMBOL.findall(value))
    if "+" in value and _mixed_case_and_digit(value):
        symbols += 1  # `DEHfzk+753`; `c++17`, `gtk+3` have one case
    if "@" in value and any(c.isupper() for c in value) and any(c.islower() for c in value):
        symbols += any(c.isdigit() for c in value)  # `P4SfLmR@q`: no address has its casing
    if not symbols or not any(c.isalpha() for c in value) or _NUMBERED_NAME.fullmatch(value):
        return False
    if not (any(c.isdigit() for c in value) or symbols >= 2):
        return False
    return not is_look_alike(value, assignment=True)


# a YAML anchor's value (`&dbpass "..."`); the keys that reuse it (`db_password: *dbpass`)
_YAML_ANCHOR = lazy_compile(
    r"(?m)&(?P<name>[\w\-]+)[ \t]+"
    r"(?:\"(?P<dq>[^\"\n]+)\"|'(?P<sq>[^'\n]+)'|(?P<bare>[^\s#]+))[ \t]*$"
)
_SECRET_KEY = lazy_compile(
    r"(?i)(?:pass(?:word|wd|phrase)?|secret|token|api[_\-]?key|private[_\-]?key|credentials?)"
    r"(?![_\-]?(?:id|name|file|path|ref|length|policy)\b)"
)


def anchored_value_spans(text: str) -> Iterator[tuple[int, int]]:
    """A YAML anchor's value that a secret's key reuses by its alias: the key names the
    value lines away from it (`x-db: &dbpass "..."`, then `password: *dbpass`)."""
    if "&" not in text or "*" not in text:
        return
    for anchor in _YAML_ANCHOR.finditer(text):
        if not any(_SECRET_KEY.search(key) for key in _keys_reusing(text, anchor["name"])):
            continue
        group = next(g for g in ("dq", "sq", "bare") if anchor[g] is not None)
        if not is_look_alike(anchor[group], assignment=True):
            yield anchor.span(group)


def _keys_reusing(text: str, name: str) -> Iterator[str]:
    """The keys whose value is the alias `*name` (`  db_password: *dbpass`)."""
    alias = "*" + name
    at = text.find(alias)
    while at >= 0:
        end = at + len(alias)
        if end == len(text) or not (text[end].isalnum() or text[end] in "_-"):
            before = text[text.rfind("\n", 0, at) + 1 : at].rstrip()
            if before.endswith(":"):
                yield before[:-1].strip(" \t-")
        at = text.find(alias, end)


# a script that waits for a password prompt, then types the answer: expect's `send`,
# pexpect's `sendline`
_PROMPT_THEN_SEND = lazy_compile(
    r"(?i)expect[ \t(]+[\"']?[^\n]*?(?:assword|passphrase|pin)[^\n]*\n[ \t]*"
    r"(?:[\w.]+\.)?send(?:line)?[ \t(]+[\"'](?P<value>[^\"'\n\\]{4,64})(?:\\[rn])?[\"']"
)


# a browser test typing into a field its locator names a password's: Selenium's
# `find_element(By.ID, "password").send_keys("...")`, Cypress' `cy.get("#password")
# .type("...")`, Playwright's `page.fill("#password", "...")`
_TYPED_INTO_PASSWORD = lazy_compile(
    r"(?i)[\"'](?P<field>[^\"'\n]{0,40}(?:pass(?:word|wd)?|pwd)[^\"'\n]{0,40})[\"']\s*"
    r"(?:\)\s*\.\s*(?:send_keys|sendKeys|type|fill|setValue)\s*\(|,)\s*"
    r"[\"'](?P<value>[^\"'\n]{4,64})[\"']"
)
_FIELD_ATTRIBUTES = ("hint", "strength", "policy", "label", "error", "forgot", "reset", "rule")
_TYPING_CALLS = ("send_keys", "sendKeys", ".type(", "fill(", "setValue(")


def prompt_answer_spans(text: str) -> Iterator[tuple[int, int]]:
    """What a script types right after a password prompt, or into a password's field, is
    the password."""
    if "send" in text and "xpect" in text:
        for match in _PROMPT_THEN_SEND.finditer(text):
            if not is_look_alike(match["value"], assignment=True):
                yield match.span("value")
    if any(call in text for call in _TYPING_CALLS):
        for match in _TYPED_INTO_PASSWORD.finditer(text):
            field = match["field"].lower()
            if any(word in field for word in _FIELD_ATTRIBUTES):
                continue  # `#password-hint`, `.password-strength`: another field
            if not is_look_alike(match["value"], assignment=True):
                yield match.span("value")


def _lines(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, lower-cased text) of each line: the rules below run only on the lines
    holding their hints (a substring test is far cheaper than a pattern on every word)."""
    offset = 0
    for line in text.splitlines(keepends=True):
        yield offset, offset + len(line), line.lower()
        offset += len(line)


def _login_pairs(text: str, start: int, end: int) -> Iterator[tuple[str, int, int]]:
    for match in _LOGIN_PAIR.finditer(text, start, end):
        value = match.group("value").rstrip(".!?")
        passphrase = hyphened_passphrase(value, 0, len(value)) == (0, len(value))
        if _HEX_VALUE.fullmatch(value) or not (credential_shaped(value) or passphrase):
            continue  # a hash after a label (`sha256:...`), a word, a version
        if not _ACCOUNT_LOGIN.fullmatch(match.group("login")):
            line_start = text.rfind("\n", 0, match.start()) + 1
            if not _LOGIN_LINE.search(text, line_start, match.start()):
                continue  # `TCP / IPv4`, `origin:main`: a login only where one is spoken of
        yield "password after its login", match.start("value"), match.start("value") + len(value)
