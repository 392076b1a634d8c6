"""The secret formats memwell knows: provider tokens with a fixed prefix, the rules that
need context (a key beside its value, a password in prose, a URL's password), and the
spans of public data no rule may refuse.

They are data for `memwell.secrets.scanner`, which runs them with bc-detect-secrets' detectors and
the look-alike filter; kept apart so the scanning code reads as one mechanism and a new
format is one line here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from memwell.lazy_patterns import lazy_compile


@dataclass(frozen=True, slots=True)
class Rule:
    kind: str
    source: str
    flags: int = 0
    group: int = 0  # the group holding the secret value; 0 = the whole match
    # a value after a key ("password =") is also judged as a reference or a word:
    # `os.environ[...]`, `DB_PASSWORD`, "required" are not passwords
    assignment: bool = False

    @property
    def pattern(self) -> re.Pattern[str]:
        return _compiled(self.source, self.flags)


@cache
def _compiled(source: str, flags: int) -> re.Pattern[str]:
    """Rules compile on first use: a hook that scans only prose never pays for ~100."""
    return re.compile(source, flags)


def _rule(kind: str, pattern: str, group: int = 0, *, flags: int = 0) -> Rule:
    return Rule(kind, _ascii_edges(pattern), flags, group)


# `\b` before a provider's prefix (or after a fixed-length key) is a word boundary in
# Unicode, so it fails where a key touches a Japanese character ("キーはAKIA..."), an
# underscore (Markdown `_AKIA..._`) or a digit: the edge that matters is a letter or digit
_EDGE = lazy_compile(r"\\b(?P<trailing>(?=[)|]|$))?")  # trailing: before `)`, `|` or the end


def _ascii_edges(pattern: str) -> str:
    return _EDGE.sub(
        lambda m: r"(?![A-Za-z0-9])" if m.group("trailing") is not None else r"(?<![A-Za-z0-9])",
        pattern,
    )


def _context(kind: str, pattern: str, group: int = -1, *, flags: int = 0) -> Rule:
    return Rule(kind, pattern, flags, group, assignment=True)


# --- memwell's rules ------------------------------------------------------------------

# Provider tokens with a fixed, documented prefix: precise enough to refuse on sight.
PROVIDER_RULES: tuple[Rule, ...] = (
    _rule("age secret key", r"\bAGE-SECRET-KEY-1[0-9A-Z]{50,}"),
    # an authenticator's export (every account's seed, in a QR code's URL), and a Wi-Fi
    # network's QR payload (`WIFI:T:WPA;S:<ssid>;P:<password>;;`)
    _rule(
        "authenticator export or Wi-Fi QR payload",
        r"otpauth-migration://offline\?data=[A-Za-z0-9%+/=_\-]{16,}|"
        r"\bWIFI:(?:[A-Z]:[^;\n]*;)*?P:([^;\n]+);",
    ),
    _rule("AWS access key", r"\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b"),
    _rule(
        "AWS secret access key",
        r"(?i)aws.{0,24}?(?:secret|key|token).{0,24}?(?<![A-Za-z0-9/+])"
        r"([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
        1,
    ),
    _rule("GitHub token", r"\bgh[pousr]_[A-Za-z0-9]{30,}"),
    _rule("GitHub token", r"\bgithub_pat_[A-Za-z0-9_]{40,}"),
    _rule("GitLab runner registration token", r"\bGR1348941[A-Za-z0-9_\-]{20,}"),
    _rule("GitLab token", r"\bgl(?:pat|rt|dt|ptt|cbt|soat|oas|imt|ft|agent)-[A-Za-z0-9_\-]{20,}"),
    _rule("Anthropic API key", r"\bsk-ant-[A-Za-z0-9_\-]{20,}"),
    _rule("OpenAI API key", r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"),
    _rule("Slack token", r"\bxox[abposre]-[A-Za-z0-9-]{10,}"),
    _rule("Slack app token", r"\bxapp-\d-[A-Za-z0-9-]{20,}"),
    _rule(
        "Slack webhook",
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/\-]{20,}",
    ),
    _rule(
        "Microsoft Teams webhook",
        r"https://[\w.-]*\.webhook\.office\.com/webhookb2/[\w@/\-]{40,}|"
        r"https://[\w.-]*\.logic\.azure\.com[:/][\w/?&=%.\-]*sig=[\w%\-]{20,}",
    ),
    _rule("Discord webhook", r"https://(?:\w+\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{30,}"),
    _rule("Google API key", r"\bAIza[0-9A-Za-z_\-]{35}"),
    _rule("Google OAuth client secret", r"\bGOCSPX-[A-Za-z0-9_\-]{20,}"),
    _rule("Google OAuth token", r"\bya29\.[A-Za-z0-9_\-]{30,}"),
    _rule("Google refresh token", r"\b1//0[A-Za-z0-9_\-]{30,}"),
    _rule("Stripe key", r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}"),
    _rule("Stripe webhook secret", r"\bwhsec_[A-Za-z0-9+/=]{20,}"),
    _rule("JSON web token", r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
    _rule("SendGrid API key", r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"),
    _rule("npm token", r"\bnpm_[A-Za-z0-9]{36}"),
    _rule("PyPI token", r"\bpypi-AgE[A-Za-z0-9_\-]{50,}"),
    _rule("RubyGems key", r"\brubygems_[a-f0-9]{48}"),
    _rule("NuGet key", r"\boy2[a-z0-9]{43}"),
    _rule("Hugging Face token", r"\bhf_[A-Za-z0-9]{30,}"),
    _rule("DigitalOcean token", r"\bdo[opr]_v1_[a-f0-9]{64}"),
    _rule("Vault token", r"\bhv[sbr]\.[A-Za-z0-9_\-]{24,}"),
    # Vault's tokens before 1.10: `s.` (service), `b.` (batch), `r.` (recovery) and 24
    # letters and digits with both cases and a digit
    _rule(
        "Vault token",
        r"\b[sbr]\.(?=[A-Za-z0-9]{0,23}[A-Z])(?=[A-Za-z0-9]{0,23}[a-z])(?=[A-Za-z0-9]{0,23}\d)"
        r"[A-Za-z0-9]{24}\b",
    ),
    _rule("Telegram bot token", r"(?<!\d)\d{8,10}:AA[A-Za-z0-9_\-]{32,}"),
    _rule("Azure storage key", r"(?i)\b(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/=]{20,})", 1),
    _rule("Azure SAS signature", r"[?&]sig=([A-Za-z0-9%+/=]{30,})", 1),
    _rule("Azure AD client secret", r"\b[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}"),
    _rule("Shopify token", r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    _rule("Twilio key", r"\bSK[0-9a-fA-F]{32}\b"),
    # the auth token beside its account SID, as `Client("AC...", "<token>")` takes them
    _rule(
        "Twilio auth token",
        r"\bAC[0-9a-f]{32}[\"']?\s*[,:;]\s*[\"']?([0-9a-f]{32})\b",
        1,
    ),
    _rule("Mailchimp key", r"\b[0-9a-f]{32}-us\d{1,2}\b"),
    _rule("Mailgun key", r"\bkey-[0-9a-f]{32}\b"),
    _rule("Square token", r"\b(?:sq0csp|sq0atp|EAAA)[A-Za-z0-9_\-]{22,}"),
    _rule("Databricks token", r"\bdapi[a-f0-9]{32}(?:-\d)?"),
    _rule("Atlassian token", r"\bATATT3[A-Za-z0-9_\-=]{30,}"),
    _rule("Bitbucket token", r"\bATBB[A-Za-z0-9_\-=]{24,}"),
    _rule("Linear API key", r"\blin_(?:api|oauth)_[A-Za-z0-9]{32,}"),
    _rule("Notion token", r"\b(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,})"),
    _rule("Sentry token", r"\bsntry[su]_[A-Za-z0-9_=+/\-]{30,}"),
    _rule("Grafana token", r"\b(?:glsa|glc)_[A-Za-z0-9_=+/\-]{30,}"),
    _rule("Postman key", r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    _rule("Doppler token", r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{30,}"),
    _rule("Docker Hub token", r"\bdckr_pat_[A-Za-z0-9_\-]{20,}"),
    _rule("Supabase token", r"\bsbp_[a-f0-9]{40}"),
    _rule("PlanetScale token", r"\bpscale_(?:tkn|pw|oauth)_[A-Za-z0-9_\-.]{30,}"),
    _rule("Terraform Cloud token", r"\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}"),
    _rule("Figma token", r"\bfigd_[A-Za-z0-9_\-]{30,}"),
    _rule("New Relic key", r"\bNRAK-[A-Z0-9]{27}"),
    _rule(
        "HubSpot private app token",
        r"\bpat-(?:na|eu|ap)\d-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    ),
    _rule("Alibaba access key", r"\bLTAI[A-Za-z0-9]{12,20}\b"),
    _rule("Dropbox token", r"\bsl\.[A-Za-z0-9_\-]{60,}"),
    _rule("Airtable token", r"\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}"),
    _rule("Contentful token", r"\bCFPAT-[A-Za-z0-9_\-]{40,}"),
    _rule("Dynatrace token", r"\bdt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}"),
    _rule("Shippo token", r"\bshippo_(?:live|test)_[a-f0-9]{40}"),
    _rule("Flutterwave key", r"\bFLWSECK(?:_TEST)?-[a-f0-9]{32}-X"),
    _rule("EasyPost key", r"\bEZ[AT]K[A-Za-z0-9]{50,}"),
    _rule("Typeform token", r"\btfp_[A-Za-z0-9_\-.=]{40,}"),
    _rule("Pulumi token", r"\bpul-[a-f0-9]{40}"),
    _rule("Prefect key", r"\bpnu_[A-Za-z0-9]{36}"),
    _rule("Groq API key", r"\bgsk_[A-Za-z0-9]{40,}"),
    _rule("Replicate token", r"\br8_[A-Za-z0-9]{30,}"),
    _rule("xAI API key", r"\bxai-[A-Za-z0-9]{40,}"),
    _rule("Perplexity API key", r"\bpplx-[A-Za-z0-9]{40,}"),
    _rule("Tavily API key", r"\btvly-(?:dev-)?[A-Za-z0-9]{24,}"),
    _rule("LangSmith key", r"\blsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
    _rule("1Password token", r"\bops_eyJ[A-Za-z0-9+/=_\-]{40,}"),
    _rule("Fly.io token", r"\bfo1_[A-Za-z0-9_\-]{30,}"),
    _rule("Mapbox secret token", r"\bsk\.eyJ[A-Za-z0-9_\-]{30,}\.[A-Za-z0-9_\-]{20,}"),
    _rule("Braintree token", r"\baccess_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}"),
    # (the value after the 21 `A`s every such token starts with: the run alone reads as
    # a placeholder's `AAAAAAAA`)
    _rule("Twitter bearer token", r"\bA{21}([A-Za-z0-9%]{30,})", 1),
    _rule("Twitch token", r"\boauth:([a-z0-9]{30})\b", 1),
    _rule("Zapier webhook", r"https://hooks\.zapier\.com/hooks/catch/\d+/[A-Za-z0-9]+/?"),
    # a sealed session (iron-session, @hapi/iron): `Fe26.2**<salt>*<iv>*<data>*...`
    _rule("sealed session cookie", r"\bFe26\.2\*[A-Za-z0-9_\-*~]{40,}"),
    # an htpasswd line's SHA-1 or salted SHA-1 (`{SHA}`, `{SSHA}`), as LDAP writes them too
    _rule("password hash", r"\{S?SHA\}[A-Za-z0-9+/]{27,}={0,2}"),
    # a password hash in the modular crypt format (`$apr1$`, `$2y$`, `$6$`, `$argon2id$`):
    # .htpasswd, /etc/shadow, a users table; crackable offline, so kept off the disk
    _rule(
        "password hash",
        r"\$(?:apr1|1|2[abxy]|5|6|y|gy|7|md5|sha1|argon2(?:id|i|d))\$[A-Za-z0-9./$=,+\-]{16,}",
    ),
    # a BitLocker recovery password: eight groups of six digits
    _rule("BitLocker recovery key", r"\b\d{6}(?:-\d{6}){7}\b"),
    _rule(
        "Facebook access token",
        r"\bEAA[A-Za-z0-9]{8,}ZD[A-Za-z0-9]{20,}|\bEAACEdEose0cBA[A-Za-z0-9]{20,}",
    ),
    _rule("bearer token", r"\b[Bb]earer\s+([A-Za-z0-9_\-.=+/~]{20,})", 1),
)

# Rules whose match spans lines; each runs only when its literal marker is in the text.
MULTILINE_RULES: tuple[tuple[str, Rule], ...] = (
    (
        "PRIVATE KEY",
        _rule(
            "private key",
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
            flags=re.DOTALL,
        ),
    ),
    (
        "PuTTY-User-Key-File",
        _rule(
            "PuTTY private key",
            r"PuTTY-User-Key-File-\d+:.*?(?:Private-MAC: \S+|\Z)",
            flags=re.DOTALL,
        ),
    ),
)

# The words that make an assignment a secret: `DB_PASSWORD=`, `"api_key":`, `:token =>`.
_SECRET_WORD = (
    # (`passport_no`, `passenger`, `passage`, `passthrough` name no pass)
    r"(?:pass(?!port|enger|age|through|thru|ive)(?:word|wd|phrase)?|pwd|secret|token|api[_\-.]?key|apikey|access[_\-.]?key|"
    r"private[_\-.]?key|secret[_\-.]?key|auth[_\-.]?(?:token|key|secret|code|pass)|(?<![a-z])auth(?![a-z])|"
    r"credentials?|client[_\-.]?secret|"
    r"signing[_\-.]?key|encryption[_\-.]?key|master[_\-.]?key|session[_\-.]?key|license[_\-.]?key|"
    r"conn(?:ection)?[_\-.]?string|dsn|salt|webhook[_\-.]?secret|"
    # a Wi-Fi or VPN pre-shared key (`psk="..."` in wpa_supplicant.conf)
    r"(?<![a-z])psk(?![a-z])|pre[_\-.]?shared[_\-.]?key)"
)
# a key is a word holding a secret word: `PAYMENTS_API_KEY`, `secretKeyBase`, `db.password`
_KEY = rf"[A-Za-z0-9_.\-]*{_SECRET_WORD}[A-Za-z0-9_.\-]*"
_QUOTED_VALUE = r"\"([^\"\n]{4,})\"|'([^'\n]{4,})'"
MULTILINE_RULES = (
    *MULTILINE_RULES,
    # a Terraform variable named as a secret (`variable "db_password" {`): its `default`
    (
        "variable",
        _context(
            "password or secret assignment",
            rf"(?s)\bvariable\s+\"(?i:{_KEY})\"\s*\{{[^}}]*?\bdefault\s*=\s*\"([^\"\n]{{4,}})\"",
            1,
        ),
    ),
    # a field's name in one element and its value in the next: a KeePass XML export
    # (`<Key>Password</Key><Value ProtectInMemory="True">...</Value>`), an Apple property
    # list (`<key>password</key>` and `<string>...</string>` on the next line)
    (
        "ey>",
        _context(
            "password or secret element",
            rf"(?i)<key>\s*(?:{_KEY})\s*</key>\s*<(value|string)(?:\s[^>]*)?>([^<\n]{{4,}})</\1>",
            2,
        ),
    ),
    # a link's parameter that carries a capability, whatever the service calls it: a
    # presigned URL's signature (`X-Amz-Signature=`, `?sig=`), a reset or sign-in link's
    # `code=`: whoever holds the link uses it (one rule a marker: a text without one
    # compiles none)
    *(
        (
            marker,
            _context(
                "credential in a link",
                rf"(?i)[?&](?:[A-Za-z0-9]+[\-_.])*{name}=([A-Za-z0-9%+/=_\-.~]{{16,}})",
            ),
        )
        for marker, name in (("ignature=", "signature"), ("sig=", "sig"), ("code=", "code"))
    ),
    # an element named as a secret (its name ends in the secret's word: not
    # `<TokenLifetime>`) whose value is its `<Value>` child: Windows' answer files
    # (`<AdministratorPassword><Value>...</Value>`), .NET's and Java's XML settings
    (
        "alue>",
        _context(
            "password or secret element",
            rf"(?i)<(?:[\w.\-]+:)?[\w.\-]*?{_SECRET_WORD}(?:\s[^>]*)?>\s*"
            r"<(value)(?:\s[^>]*)?>([^<\n]{6,})</\1>",
            2,
        ),
    ),
)
_BARE_VALUE = r"([^\s\"'`,;<>(){}\[\]:][^\s\"'`,;<>(){}\[\]]{5,}(?:\([^\s]*)?)"

HASH_LIKE = lazy_compile(
    r"[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
)
# a value in prose: 8+ characters holding a letter and a digit, ending before punctuation
_PROSE_CHARS = r"A-Za-z0-9_\-+/!@#$%^&*.~"
_PROSE_VALUE = (
    rf"((?=[{_PROSE_CHARS}]*\d)(?=[{_PROSE_CHARS}]*[A-Za-z])[{_PROSE_CHARS}]{{7,}}"
    r"[A-Za-z0-9_\-+/!@#$%^&*~]={0,2})(?![A-Za-z0-9_\-+/!@#$%^&*~=:])"
)

CONTEXT_RULES: tuple[Rule, ...] = (
    _context(
        "password or secret assignment",
        rf"(?i)(?<![A-Za-z0-9])[\"']?{_KEY}[\"']?\s*(?::=|=>|=|:)\s*(?:{_QUOTED_VALUE}|{_BARE_VALUE})",
    ),
    # a secret passed after its quoted name: `define('DB_PASSWORD', '...')`,
    # `setenv("API_TOKEN", "...")`, `("password", "...")`
    _context(
        "password or secret assignment",
        rf"(?i)[\"']{_KEY}[\"']\s*,\s*(?:{_QUOTED_VALUE})",
    ),
    # Oracle's `user/password@database`, after the tools that take it
    _context(
        "password in a connect string",
        r"(?i)\b(?:sqlplus|sqlldr|rman|expdp|impdp|dgmgrl|conn(?:ect)?)(?:\s+-\w+)*\s+"
        r"[\w$#]+/([^\s@/\"']{4,})@",
        1,
    ),
    # a session cookie (`Cookie: ... sessionid=...`, `PHPSESSID=...`): whoever holds it is
    # logged in
    _context(
        "session cookie",
        # (`curl -b "PHPSESSID=..."` sends one too)
        r"(?i)(?:cookie\b|(?<![\w-])-b\s)[^\n]*?(?<![A-Za-z0-9])[\w.\-]*(?:sess|sid)[\w.\-]*="
        r"([A-Za-z0-9%._\-+/]{16,})",
        1,
    ),
    # a session cookie by its name alone, on any line (a header copied without `Cookie:`,
    # a browser's storage, a URL's `;jsessionid=`): the names frameworks give the cookie
    # that logs one in (PHPSESSID, JSESSIONID, ASP.NET_SessionId, sessionid, connect.sid,
    # `<app>_session`, wordpress_logged_in_<hash>, remember_user_token); a log's
    # `session_id=` names a record and is not one of them
    _context(
        "session cookie",
        r"(?i)(?<![\w.\-])[\w.\-]*?(?:sessid|session_?id(?<!_session_id)(?<!\bsession_id)|"
        r"connect\.sid|[a-z]_session|logged_in(?:_[0-9a-f]{8,})?|remember_\w*token|"
        r"auth_?cookie)=((?!(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w%]))"
        r"[A-Za-z0-9%._\-+/]{16,}={0,2})",
        1,
    ),
    # (an element named an id, `<UserSecretsId>`, holds an identifier; `<SecretId>` is half
    # of a credential pair)
    _context(
        "password or secret element",
        rf"(?i)<({_KEY})(?:(?<!(?-i:[a-z]Id))|(?<=(?-i:SecretId)))>([^<\n]{{4,}})</\1>",
        2,
    ),
    _context(
        "password option",
        r"(?<![\w-])--[\w-]*(?:password|passwd|token|api-key|secret)"
        # `--secret-id prod/api`, `--token-file x`: the option names where the secret is
        r"(?![\w-]*-(?:id|ids|name|arn|file|path|ref|version|string|type)\b)[\w-]*[= ]"
        r"([^\s\"'-][^\s\"']{3,})",
        1,
    ),
    # `mysql -p'secret'`, `sshpass -p 'secret'`, `mysql -psecret` (a port is digits only)
    _context(
        "password option",
        r"(?<![\w-])-p(?:\s?'([^'\n]{6,})'|\s?\"([^\"\n]{6,})\"|(?=[^\s'\"]*[A-Za-z])([^\s'\"-][^\s'\"]{5,}))",
    ),
    # a short option that takes a password: `redis-cli -a`, `sqlcmd -P`, `docker login -p`,
    # `keytool -storepass`, `x11vnc -storepasswd`; its value password-shaped (capitals,
    # small letters and digits: `-p 8080`, `-a x86_64` and `-P ./dir` are not)
    _context(
        "password option",
        r"(?<![\w-])(?:-[pPa]|-(?:store|key|src|dest|srcstore|deststore)?pass(?:wd|word)?)\s+"
        r"[\"']?((?=[^\s'\"]*[a-z])(?=[^\s'\"]*[A-Z])(?=[^\s'\"]*\d)[^\s'\"\-/][^\s'\"]{7,})",
        1,
    ),
    # `smbclient -U 'user%password'`, `net use ... /user:DOMAIN\user password`,
    # `htpasswd -b file user password`: where each tool takes a password after its user
    _context(
        "password option",
        r"(?<![\w-])-U\s*[\"']?[^\s%'\"]+%([^\s'\"]{4,})|"
        r"(?i:\bnet\s+use\b[^\n]*?/user:\S+\s+)([^\s/*][^\s]{3,})|"
        r"\b(?:htpasswd|mosquitto_passwd)(?=(?:\s+-\w+)*?\s+-[a-zA-Z]*b)(?:\s+-\w+)+\s+\S+\s+\S+\s+"
        r"[\"']?([^\s'\"]{4,})|"
        # `openssl enc -k <pw>`, `-pass pass:<pw>`; `net user <name> <pw> /add`
        r"\bopenssl\b[^\n|]*?\s-(?:k|pass(?:in|out)?)\s+(?:pass:)?[\"']?([^\s'\"\-][^\s'\"]{5,})|"
        r"(?i:\bnet\s+user\s+\S+\s+)(?!/)([^\s*/][^\s]{5,})",
    ),
    # the same, where a tool takes the password at its place after the user: RabbitMQ's
    # `add_user <user> <pw>`, MinIO's `mc alias set <name> <url> <access key> <secret>`,
    # `xfreerdp /p:<pw>`, `wpa_cli set_network <n> psk "<pw>"`, `echo 'user:<pw>' | chpasswd`,
    # a database connection's third argument (`new PDO($dsn, 'user', '<pw>')`, a stack
    # trace's `PDO->__construct('mysql:...', 'user', '<pw>')`, `mysqli_connect`)
    _context(
        "password argument",
        r"\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+[\"']?([^\s'\"]{4,})|"
        r"\bmc\s+(?:alias\s+set|config\s+host\s+add)\s+\S+\s+\S+\s+\S+\s+[\"']?([^\s'\"]{6,})|"
        r"(?<![\w/])/p(?:assword)?:[\"']?([^\s'\"]{4,})|"
        r"\bset_network\s+\d+\s+(?:psk|password)\s+\"([^\"\n]{8,63})\"|"
        r"\becho\s+(?:-n\s+)?[\"']?[\w.\-]+:([^\s'\"|]{6,})[\"']?\s*\|[^\n]*\bchpasswd\b|"
        r"(?:\bPDO(?:->__construct)?|\bmysqli_connect|\bmysql_connect)\s*\(\s*(?:[\"'][^\"'\n]*[\"']|\$\w+)"
        r"\s*,\s*[\"'][^\"'\n]*[\"']\s*,\s*[\"']([^\"'\n]{4,})[\"']",
    ),
    # a password piped into a login: `echo "..." | docker login --password-stdin`
    _context(
        "password option",
        r"\b(?:echo\s+(?:-[ne]{1,2}\s+)?|printf\s+(?:'%s[^'\n]*'\s+|\"%s[^\"\n]*\"\s+)?)"
        r"(?:'([^'\n]{6,})'|\"([^\"\n]{6,})\"|([^\s'\"|$][^\s'\"|]{5,}))"
        # (`printf '%s' ...` as well; or into `sudo -S`, `passwd --stdin`, `chpasswd`, which
        # read it the same way)
        # (or a tool's `passwd` command: `pveum passwd <user>` reads it twice)
        r"\s*\|[^\n]*(?:--password-stdin|\bsudo\s+-S\b|--stdin\b|\bchpasswd\b|\bpasswd\b)",
    ),
    # a password written into a file named for it: `echo '...' > ~/.vault_pass`,
    # `printf "..." > secrets/db_password.txt`
    _context(
        "password option",
        r"\b(?:echo|printf)\s+(?:-n\s+)?(?:'([^'\s]{6,})'|\"([^\"\s]{6,})\"|([^\s'\"|$>][^\s'\"|>]{5,}))"
        r"\s*>>?\s*[\w./~\-]*(?i:pass|secret|token|key|cred|pwd)[\w.\-]*(?![\w/])",
    ),
    # SQL's `IDENTIFIED BY '...'`, PowerShell's `ConvertTo-SecureString "..." -AsPlainText`
    _context(
        "password in a statement",
        r"(?i)\bidentified\s+(?:with\s+\S+\s+)?by\s+(?:'([^'\n]{4,})'|\"([^\"\n]{4,})\")|"
        r"\bConvertTo-SecureString\s+(?:-String\s+)?(?:\"([^\"\n]{4,})\"|'([^'\n]{4,})')",
    ),
    # prose: "my wifi password is lantern_2145", "WPA2 passphrase eqeek1425nxx",
    # "encryption key for the backups (AES-256): c998f0fe..."; after "key", "token" or
    # "secret" a separator is required ("the key file config2.yaml" is not a key)
    _context(
        "password or key in prose",
        # (`pw`, the abbreviation, in any case: "pw is hunter890!", "(pw 7nZb...)")
        r"(?i)\b(?:password|passphrase|passwd|pwd|pw|pin code|pass(?=\s+\S*\d))s?\b"
        r"(?:\s+(?:is|was|are|remains|stays|(?:now\s+)?(?:set\s+)?to|now)\b|[^\n:=]{0,40}?[:=]"
        # "the root password on the old NAS is ...": a few words, then "is"
        r"|(?:\s+[^\s:=.,;]+){1,6}?\s+(?:is|was)\b)?"
        r"\s*[\"'`]?" + _PROSE_VALUE,
    ),
    # "the login is admin / pickle#8381pickle*": a user and a password after "login"
    _context(
        "password or key in prose",
        r"(?i)\b(?:login|log-in|credentials?|sign-in)\b[^\n]{0,40}?\b[\w.@-]{2,}\s+/\s+"
        + _PROSE_VALUE,
    ),
    # 「パスワードは hhJW7d#z3p4 です」「管理者パスワード：6qDszb*dbumBkh?75」
    _context(
        "password or key in prose",
        r"(?:パスワード|暗証番号|パスフレーズ|APIキー|アクセスキー|トークン|シークレット)"
        r"(?:は|を|が|：|:|=)\s*[「『\"'`]?"
        r"((?=[^\s「」『』（）()、。]*\d)[^\s「」『』（）()、。\u3040-\u30ff\u3400-\u9fff]{6,})"
        # a name followed by a particle is a product or a place ("1Passwordの保管庫")
        r"(?![^\s「」『』（）()、。\u3040-\u30ff\u3400-\u9fff])(?![のにでをがへとや])",
    ),
    _context(
        "password or key in prose",
        r"(?i)\b(?:secret|token|key)s?\b"
        r"(?:\s+(?:is|was|are|remains|stays)\b|[^\n:=]{0,40}?[:=]|\s+(?=[0-9a-f]{32}))"
        r"\s*[\"'`]?" + _PROSE_VALUE,
    ),
    # 'the passphrase is "violet orbit cactus 1987 anchor"': a quoted value, words allowed
    _context(
        "password or key in prose",
        r"(?i)\b(?:password|passphrase|passwd)s?\b[^\n\"“]{0,40}?\b(?:is|was|:)\s*[\"“]"
        r"((?=[^\"”\n]*\d)[^\"”\n]{8,80})[\"”]",
    ),
    # the user part goes too when it is key-shaped (a Sentry DSN's public key), not a name
    _rule(
        "credentials in URL",
        r"\b[a-z][a-z0-9+.\-]*://"
        # (the user may be an e-mail: `smtp://alerts@shop.example:PASSWORD@mail...`)
        r"(?:([A-Za-z0-9_\-]{16,}:[^\s@/]{3,})|[^\s:/@]*(?:@[^\s:/@]+)?:([^\s@/]{3,}))@",
        -1,
    ),
    # `routing_key`, `app_key`, `DD_APP_KEY`: any compound ending in a key, when its value
    # looks like one (16+ letters and digits with both); a plain `key:` is too common
    _context(
        "key assignment",
        r"(?i)(?<![A-Za-z0-9])[\"']?[A-Za-z0-9]+[_\-.]key[\"']?\s*(?::=|=>|=|:)\s*[\"']?"
        r"((?=[A-Za-z0-9+/=_\-]*\d)(?=[A-Za-z0-9+/=_\-]*[A-Za-z])[A-Za-z0-9+/=_\-]{16,})",
        1,
    ),
    # a Markdown table row: `| DB_PASSWORD | hunter2-x |`, the value in the next cell
    _context(
        "password or secret in a table",
        rf"(?im)^\s*\|[^|\n]*?(?<![A-Za-z0-9]){_KEY}[^|\n]*\|\s*`?([^|`\s]+)`?\s*\|",
        1,
    ),
    # `Authorization: KakaoAK 2393...`, `Authorization: Token 9f3c...`: any scheme's
    # credentials (Basic and Bearer have rules of their own, which also judge their value)
    _context(
        "authorization header",
        r"(?i)\bauthorization\s*[:=]\s*[\"']?(?!basic\b|bearer\b)[A-Za-z][\w\-]{1,24}\s+"
        r"((?=[A-Za-z0-9_\-.=+/~]*\d)[A-Za-z0-9_\-.=+/~]{16,})",
        1,
    ),
    # `curl -u deploy:94n6cb...`, `--user name:password`
    _context(
        "password option",
        # (`lftp -u user,'password'` joins them with a comma)
        r"(?<![\w-])(?:-u|--user)\s*[\"']?[^\s:,\"']{1,64}(?::|,[\"']?)([^\s\"',]{6,})",
        1,
    ),
    _rule(
        "Basic authorization",
        r"(?i)\bbasic\s+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])",
        1,
    ),
)


# a line worth the context rules names a secret, a URL, a header or a CLI option
CONTEXT_HINTS = (
    "pass",
    "pwd",
    "pw",
    "pin code",
    "secret",
    "token",
    "key",
    "auth",
    "credential",
    "dsn",
    "salt",
    "conn",
    "://",
    "basic",
    "-p",
    "-u",
    "login",
    "sign-in",
    "cookie",
    "echo",
    "printf",
    "sessid",
    "sessionid",
    "session=",
    "sid=",
    "logged_in",
    "remember_",
    "sqlplus",
    "sqlldr",
    "rman",
    "expdp",
    "impdp",
    "dgmgrl",
    "-a",
    "-b",
    "/user:",
    "net user",
    "openssl",
    "identified",
    "securestring",
    "psk",
    "add_user",
    "pdo",
    "/p:",
    "パスワード",
    "暗証番号",
    "パスフレーズ",
    "キー",
    "トークン",
    "シークレット",
)
# spans that name or carry public data, never a secret: a data URI's payload, an AWS ARN
# (it names a secret kept in a vault), a Go module hash (`h1:` in go.sum)
PUBLIC_SPANS = lazy_compile(
    r"\bdata:[\w/+.\-]+;base64,[A-Za-z0-9+/=]+|\barn:aws[\w-]*:[^\s\"'`,;]+|"
    r"(?<![\w])h1:[A-Za-z0-9+/]{43}=|"
    # a value SOPS encrypted in place: ciphertext, its key kept elsewhere
    r"\bENC\[AES256_GCM,[^\]\n]*\]|"
    # a Firebase web app's config: its `apiKey` names the project to Google's servers and
    # is shipped in every page (rules, not the key, guard the data)
    r"\bapiKey[\"']?\s*:\s*[\"']AIza[0-9A-Za-z_\-]{35}[\"']"
    r"(?=[^{}]{0,600}?\b(?:authDomain|messagingSenderId)\b)|"
    r"\b(?:authDomain|messagingSenderId)\b[^{}]{0,600}?"
    r"\bapiKey[\"']?\s*:\s*[\"']AIza[0-9A-Za-z_\-]{35}[\"']"
)


# A provider prefix glued to the word before it (`Xshpat_3cff...X`, `tokenghp_...`, a key
# pasted into a run of letters): a prefix of three or more small letters ending in `_`
# or `-` is distinctive enough to need no edge before it (`sk-`, `key-` and `AKIA` are
# not, and keep theirs: "task-runner-..." holds "sk-").
_EDGE_BEFORE = r"(?<![A-Za-z0-9])"
_DISTINCT_PREFIX = lazy_compile(r"[a-z]{3,}[a-z0-9]*(?:\(\?:[a-z0-9|]+\))?[a-z0-9]*[_\-]")


def _glued(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    glued = []
    for rule in rules:
        body = rule.source.removeprefix(_EDGE_BEFORE)
        if body != rule.source and _DISTINCT_PREFIX.match(body) and not body.startswith("key-"):
            glued.append(Rule(rule.kind, body, rule.flags, rule.group, assignment=rule.assignment))
    return tuple(glued)


PROVIDER_RULES = PROVIDER_RULES + _glued(PROVIDER_RULES)
