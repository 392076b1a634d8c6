"""Session 8's general causes (read from the seventh blind corpus's misses and refusals,
after its first run), each with an example of its own shape; none is a corpus line.

Caught: the password options of common tools (`redis-cli -a`, `sqlcmd -P`, `-storepass`,
`-storepasswd`, `docker login -p` with a space, `smbclient -U user%pw`, `net use ...
/user:x pw`, `htpasswd -b`, `echo ... | login --password-stdin`); SQL's `IDENTIFIED BY`
and PowerShell's `ConvertTo-SecureString "..."`; a `psk=`; a Terraform variable's
`default`; a session cookie sent with `curl -b`; Twitch, Zapier, sealed-session, `{SHA}`
and BitLocker formats; a Twitter bearer token whole (its 21 `A`s read as a placeholder);
"set NAME to VALUE"; a name inside one identifier (`secret_key_base`, `SECRET_KEY（本番）`);
a camelCase name (`serviceSecret`); a value glued to a Japanese name (暗証番号4821); codes
listed under a title with no colon; a table row whose first cell names the secret and
whose column is headed "value"; a passphrase of unquoted words; `pw` in lower case; a
password of all four character classes standing in prose with no name; a labelled value
holding a password's symbols (`django-insecure-...$!(...`); Fernet keys, unlock phrases;
a key whose random base64 holds "Tbd" (not a placeholder); a PIN of two digits (`7373`).

Kept: publishable keys (`pk.eyJ`, `phc_`, `sb_publishable_`), jwt.io's example token, a
system message after `passwd:`, options that take no password (`-p 8080`, `-a` alone),
code and query strings, a sentence after a passphrase's name, and in short fields a
record's id after an id key, Stripe and GitHub object ids, file names, a note's block
link, an ETag.
"""

from __future__ import annotations

import pytest

from memwell.secrets.fields import short_field_kinds, standalone_kinds
from memwell.secrets.records import redact_nested
from memwell.secrets.scanner import find_secrets, redact

CAUGHT = [
    ("redis-cli -h 10.0.0.5 -a Wm4Zq8LpT2vKx9 ping", "Wm4Zq8LpT2vKx9"),
    ('sqlcmd -S db01 -U sa -P "Kq7!mZ2wLpX" -Q "SELECT 1"', "Kq7!mZ2wLpX"),
    ("keytool -list -keystore app.jks -storepass Rt6Lm2QwZk9", "Rt6Lm2QwZk9"),
    ("x11vnc -storepasswd Zq4Lm8pWt2 ~/.vnc/pw", "Zq4Lm8pWt2"),
    ("docker login -u ci -p Hq7Zm2LwKp9x registry.acme.io", "Hq7Zm2LwKp9x"),
    ("smbclient //srv/docs -U 'mika%Pw4!zLq8Tm'", "Pw4!zLq8Tm"),
    ("net use Y: \\\\srv\\share /user:ACME\\ken Tr8#pLm2Qz", "Tr8#pLm2Qz"),
    ("htpasswd -bc /etc/h.pw ops Wz3Lq9Km2P", "Wz3Lq9Km2P"),
    ("echo 'Lm3Qz8Wp2Tk' | podman login quay.io -u bot --password-stdin", "Lm3Qz8Wp2Tk"),
    ("CREATE USER 'etl'@'%' IDENTIFIED BY 'Vz8&qLm3Wt';", "Vz8&qLm3Wt"),
    ("$s = ConvertTo-SecureString 'Kp9!zWq2Lm' -AsPlainText -Force", "Kp9!zWq2Lm"),
    ('  psk="Tq8&zL-3=m*Wk"', "Tq8&zL-3=m*Wk"),
    ('variable "api_token" {\n  default = "Zt7Kp2Rv-Bn4X"\n}', "Zt7Kp2Rv-Bn4X"),
    (
        'curl -b "sessionid=9kq2mz7wx4lp0v8trb3nc6hy" https://shop.acme.io/',
        "9kq2mz7wx4lp0v8trb3nc6hy",
    ),
    (
        "chat bot logs in with oauth:k3x9qa7wm2lp8zt4rv6bn1hy5dcf0g",
        "k3x9qa7wm2lp8zt4rv6bn1hy5dcf0g",
    ),
    ("post to https://hooks.zapier.com/hooks/catch/9913021/bq4k7z/", "9913021/bq4k7z"),
    (
        "Cookie: sess=Fe26.2**9f3c2a7b1e4d6c8a0f5b3d9e7c1a2b4d*Xq9Lm3Zt7Wk2Pv8R*Bn4Xc6Hy1Jd5Fg0Ks",
        "Bn4Xc6Hy1Jd5Fg0Ks",
    ),
    ("ldap:{SSHA}Wq8Lm3Zt7Kp2RvBn4Xc6Hy1Jd5Fg0K=", "Wq8Lm3Zt7Kp2RvBn4Xc6Hy1Jd5Fg0K"),
    (
        "BitLocker (Disk 2): 118294-330715-602899-447130-209834-551672-093318-774026",
        "118294-330715-602899-447130-209834-551672-093318-774026",
    ),
    (
        "X API: AAAAAAAAAAAAAAAAAAAAAKq9Lm2%e9Nn3Mm5Qq1Ww6Ee0Rr2Tt4Yy7Uu9IiXc4Vb8Wz7t",
        "AAAAAAAAAAAAAAAAAAAAAKq9Lm2",
    ),
    (
        "I set STRIPE_SIGNING_SECRET to 8c1f9e2a7b4d6c3e0f5a9b8c7d6e1f2a yesterday",
        "8c1f9e2a7b4d6c3e0f5a9b8c7d6e1f2a",
    ),
    (
        "Rails の secret_key_base はこちら: 9f3c2a7b1e4d6c8a0f5b3d9e7c1a2b4d5e6f",
        "9f3c2a7b1e4d6c8a0f5b3d9e7c1a2b4d5e6f",
    ),
    ("shop serviceSecret for the API: Xk9Lm2Qz7Wp4Rt", "Xk9Lm2Qz7Wp4Rt"),
    ("金庫の暗証番号4821を押す", "4821"),
    ("backup-codes.txt\n\nqwxz-7kd2\nmpl4-zz9r", "mpl4-zz9r"),
    ("バックアップコード（使い捨て）\n4821 9930\n1177 0342", "1177 0342"),
    (
        "| service | env | value |\n|---|---|---|\n"
        "| Sendmail API token | prod | Zq8Lm3Wt7Kp2RvBn |",
        "Zq8Lm3Wt7Kp2RvBn",
    ),
    ("passphrase: walnut ember tundra violet", "walnut ember tundra violet"),
    ("pw is tiger2024!", "tiger2024!"),
    ("log in to the NAS (pw Kq9Lm2Wz7t) first", "Kq9Lm2Wz7t"),
    ("use Zq8%Lm3Wt7Kp for the staging box", "Zq8%Lm3Wt7Kp"),
    ("🔑 Hx4!mQz8Lw2P", "Hx4!mQz8Lw2P"),
    ("Django SECRET_KEY (dev): django-insecure-k3$w!x9(z)q=7v^p2", "k3$w!x9(z)q=7v^p2"),
    (
        "the Fernet key for the queue worker, please keep it private: "
        "WqxLm-ZtrKp_RvBnaXcfHyhJdsFgoKsQwErTyuBn3V_=",
        "WqxLm-ZtrKp_RvBnaXcfHyhJdsFgoKsQwErTyuBn3V_=",
    ),
    ("disk unlock phrase = amber-otter-violet-cobalt", "amber-otter-violet-cobalt"),
    (
        "MAP_TOKEN sk.eyJ1Ijoib3BzIiwiYSI6ImNrMTIzIn0xTbdq9Lm2Qz7Wp4Rt.Wq8Lm3Zt7Kp2RvBn4Xc6Hy",
        "Wq8Lm3Zt7Kp2RvBn4Xc6Hy",
    ),
    ("the safe PIN is 7373", "7373"),
]

KEPT = [
    "mapboxgl.accessToken = 'pk.eyJ1Ijoib3BzIiwiYSI6ImNrdGVzdDEyMyJ9.Zq8Lm3Wt7Kp2RvBn4Xc6H';",
    "NEXT_PUBLIC_SUPABASE_ANON_KEY=sb_publishable_Xk9Lm2Qz7Wp4RtYh6Jd5Fg0",
    "posthog.init('phc_Xk9Lm2Qz7Wp4RtYh6Jd5Fg0KsQwErTy8Bn3VcMz1', {api_host: 'eu'})",
    "the jwt.io sample: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6"
    "IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "passwd: authentication token manipulation error",
    "docker run -p 8080:80 nginx",
    "mkdir -p build/x86_64-linux && uname -a",
    "ssh -p 2222 deploy@web01",
    "the passphrase is stored in the team vault",
    "backup codes were regenerated\n- enabled\n- done",
    "if (ok&&Ready2) { x = Y2 + z; }",
    "X-Amz-Date=20240101T000000Z&X-Amz-Algorithm=AWS4-HMAC-SHA256",
    "| item | value |\n|---|---|\n| token expiry | 3600s |",
]


@pytest.mark.parametrize(("text", "secret"), CAUGHT)
def test_a_secret_of_each_shape_is_found_and_redacted(text: str, secret: str) -> None:
    assert find_secrets(text), text
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text", KEPT)
def test_a_look_alike_of_each_shape_is_kept(text: str) -> None:
    assert find_secrets(text) == [], [text[f.start : f.end] for f in find_secrets(text)]


@pytest.mark.parametrize(
    "value",
    [
        "ops@shop.example:Wq8#Lm3Zt7Kp",  # a login and its password as a speaker
        "+Kq9_mLw2Tz7",  # led by `+`
        "m-tK-uRZeWsLfqa7",  # capitals scrambled inside words
        "QmZk_3vLwPtr",
        "disk passphrase lantern quartz meadow falcon",
        "v1.0-9f3c2a7b1e4d6c8a0f5b3d9e7c1a2b4d5e6f7a8b",  # a version's suffix is short
        "暗証番号7391",
    ],
)
def test_a_bare_secret_in_a_short_field_is_refused(value: str) -> None:
    assert standalone_kinds(value), value


@pytest.mark.parametrize(
    "value",
    [
        "x-request-id: req_Zk3Lp9Qw7Rt2Xv5N",
        "webhook evt_1Nq8Lm3Zt7Kp2Rv delivered",
        "IMG_4471_QzLm8WpTxk.HEIC uploaded",
        "see [[roadmap#^k3x9qa]]",
        'ETag: "9f3c2a7b1e4d6c8a0f5b3d9e7c1a2b4d"',
        "node_id: PR_kwDOAb3Lq9Zt7Wk2",
        "iPhone15ProMax",
        "K8sProdEU1",
        "macOS14Sonoma",
        "GPT4oMini",
        "OpenAI-GPT4o",
        "PostgreSQL16",
        "LoRA-r16-alpha32",
        "iOS17Beta3",
        "v2.4.1-rc.2",
    ],
)
def test_a_valid_name_or_public_id_in_a_short_field_is_kept(value: str) -> None:
    assert short_field_kinds(value) == [], value


@pytest.mark.parametrize(
    ("query", "secret"), [("PIN 7373 where did I set it", "7373"), ("QmZk_3vLwPtr", "QmZk_3vLwPtr")]
)
def test_a_bare_secret_in_a_recall_query_is_redacted_from_the_log(query: str, secret: str) -> None:
    record = {"q": query, "terms": query.lower().split()}
    assert secret.lower() not in str(redact_nested(record)).lower()
