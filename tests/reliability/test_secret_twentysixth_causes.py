"""Two families the development corpora missed in more than one corpus: a chain wallet's
private key where its tools take one, and a sheet of backup codes laid out in a row or in
columns. Values are made up for the test, not corpus lines."""

from __future__ import annotations

import pytest

from memwell.secrets.scanner import redact, secret_kinds

_KEY = "0x5be1c2d0a93f4e7b8c6d1f2e3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a3"


@pytest.mark.parametrize(
    "text",
    [
        # a network's `accounts` list in a Hardhat config holds the keys it signs with
        f'networks: {{ goerli: {{ url: RPC, accounts: ["{_KEY}"] }} }}',
        f"module.exports = {{\n  networks: {{\n    base: {{\n      accounts: ['{_KEY}'],\n"
        "    },\n  },\n};",
        f'{{"networks": {{"dev": {{"accounts": ["{_KEY}", "{_KEY[:-2]}9c"]}}}}}}',
        # a signer built from a key
        f'const signer = new ethers.Wallet("{_KEY}", provider);',
        f'const provider = new HDWalletProvider("{_KEY[2:]}", rpcUrl);',
        f'const account = privateKeyToAccount("{_KEY}");',
    ],
)
def test_a_wallet_key_where_its_tools_take_one_is_found(text: str) -> None:
    assert secret_kinds(text)
    assert _KEY[2:34] not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # the same shape is a transaction's or a block's hash
        f"tx {_KEY} confirmed in block 19283746",
        f"Deployed at https://etherscan.io/tx/{_KEY}",
        # an address in the list (40 digits), and the development node's published key
        'accounts: ["0x9a3e7c1b5d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c"]',
        'accounts: ["0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"]',
        "accounts: [process.env.DEPLOYER_KEY]",
    ],
)
def test_a_hash_or_an_address_in_the_same_places_is_not(text: str) -> None:
    assert secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        # a sheet pasted with its line breaks lost
        (
            "Slack backup codes:\nq7rm2kdx  w0pz4hne  3ktb8vwa  m5sd1qyc  x9fj6ltu  b2ng7rep",
            ["q7rm2kdx", "b2ng7rep"],
        ),
        (
            "Okta bypass codes for ken: 482039117 905531274 116472830 730918245 258604339",
            ["482039117", "258604339"],
        ),
        # two columns of Google's codes, each code two groups of four digits
        (
            "Backup codes for mika@example.org\n5120 7734    8801 2396\n6047 1158    3392 9071\n"
            "7715 4420    0983 6652\n2269 8813    4470 1035\n9538 0267    6124 7789",
            ["5120", "7734", "9538", "7789"],
        ),
    ],
)
def test_backup_codes_in_a_row_or_in_columns_are_found(text: str, codes: list[str]) -> None:
    assert secret_kinds(text)
    redacted = redact(text)
    for code in codes:
        assert code not in redacted


@pytest.mark.parametrize(
    "text",
    [
        # the sheet's name without codes, and numbers that are no codes
        "Regenerated the GitLab recovery codes; the printout is in the safe.",
        "Backup codes: none issued. Ports in use: 8080 8443 9090 9443 5432",
        "Backup codes were printed in 2021 2022 2023 2024 2025 by the office.",
        # words in a row after the name
        "Recovery codes policy: regenerate annually rotate quarterly review monthly",
        # a row of codes that no text names as a sheet
        "build ids: 482039117 905531274 116472830 730918245 258604339",
    ],
)
def test_a_row_that_is_no_sheet_of_codes_is_not_refused(text: str) -> None:
    assert secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # the phonetic alphabet and digits as words, after the password's name on the line
        (
            "Phone call with IT, the temporary password is spelled tango kilo seven "
            "uniform four mike",
            "tango kilo seven uniform four mike",
        ),
        # a digit first and a letter's case said before it
        (
            "Vendor dictated the admin password: 7 papa capital golf delta 3 oscar yankee",
            "papa capital golf delta 3 oscar",
        ),
        # the same alphabet written down in katakana from a call
        (
            "電話メモ：Wi-Fiのパスワードは、ホテル、ツー、キロ、セブン、ロメオ、ナイン、です。",
            "ホテル、ツー、キロ、セブン、ロメオ、ナイン",
        ),
    ],
)
def test_a_password_spelled_in_the_phonetic_alphabet_is_found(text: str, spoken: str) -> None:
    assert secret_kinds(text)
    assert spoken not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # spelled codes that no password's name stands before
        "Booking reference, spelled for the agent: kilo lima four two echo seven",
        "My passport number is victor five two eight one oscar three",
        "Boarding pass seat: one four charlie, gate echo two",
        # a name spelled after the word, with no digit in it
        "Password reset requested for sierra mike india tango hotel (the surname)",
    ],
)
def test_a_spelled_code_that_is_no_password_is_not_refused(text: str) -> None:
    assert secret_kinds(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # an access key's id as the listing of a user's keys prints it
        "$ aws iam list-access-keys --user-name build\n"
        "AccessKeyId: AKIAZ7Q4N2WX8RT5KM3P  Status: Active  CreateDate: 2025-01-09",
        '{"AccessKeyMetadata": [{"UserName": "build", "AccessKeyId": "AKIAZ7Q4N2WX8RT5KM3P",'
        ' "Status": "Inactive"}]}',
        # an example marked after its value, in the languages that put the marker there
        "社内ルール：暗証番号は 1234 のような推測しやすい数字にしないこと。",
        "비밀번호는 1234 같은 번호는 쓰지 마세요",
        # a value's name in capitals where documentation writes its place
        "otpauth://totp/ISSUER:ACCOUNT?secret=BASE32SECRET&issuer=ISSUER",
        # a variable's reference whose closing quote is escaped (a command inside JSON)
        '{"command": "curl -H \\"X-Shopify-Access-Token: $SHOP_TOKEN\\" https://x.example/a"}',
        # a URL's own `:` and `=` after a credential's name are no value's marker
        'curl -H "Authorization: Bearer $(cat ~/.config/acme/token)" '
        "'https://api.acme.example/v2/items?month=2026-11&format=csv'",
        # a file's path where the words name a key: where it is, not the key
        "ssh as deploy with key ~/.ssh/deploy_ed25519_2026",
        'curl -H "X-Api-Key: $API_KEY" --data-urlencode text@/srv/clients/C-0192/letter_07.txt',
    ],
)
def test_a_public_value_or_a_reference_is_not_refused(text: str) -> None:
    assert secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # the id quoted as the key, outside a listing, stays a secret
        ("the CI user's access key is AKIAZ7Q4N2WX8RT5KM3P", "AKIAZ7Q4N2WX8RT5KM3P"),
        # a listing beside a secret key: the secret is still found
        (
            "aws iam list-access-keys shows AKIAZ7Q4N2WX8RT5KM3P; "
            "aws_secret_access_key = q8Vn2LmP4rT7wS9xK1bC3dF5gH6jZ0aYeUiOpQwE",
            "q8Vn2LmP4rT7wS9xK1bC3dF5gH6jZ0aYeUiOpQwE",
        ),
        # a PIN said plainly, and a password ending in digits in capitals
        ("金庫の暗証番号は 4821 のままです", "4821"),
        ("password=SECRET2024", "SECRET2024"),
        # a value after a URL, and a password for a URL
        ("the api token for https://api.example.com is Zq8vN2mLp4Rt7Ws9xK", "Zq8vN2mLp4Rt7Ws9xK"),
        ("password for https://nas.local: Tr0ub4dor88", "Tr0ub4dor88"),
    ],
)
def test_the_same_places_still_hold_a_secret(text: str, secret: str) -> None:
    assert secret_kinds(text)
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # a passport's field names no pass
        '{"nationality": "GB", "passport_no": "XK7730215"}',
        '{"passenger": {"name_on_passport": "TANAKA HANAKO"}}',
        # a code that names a thing in a catalogue or a schedule
        '{"tool_input": {"eventCode": "TOUR2026-OSAKA"}}',
        '{"item_code": "KM-1180", "rate_code": "GF-WKDY-18"}',
        # a file's name joined from words, numbers and short codes
        "cp /srv/transcripts/24-CV-0913/certified/depo_Kim_2026-04-02_AEO.txt /tmp/",
        "rsync -av /srv/cinema/dcp/YamaNoUta_FTR_S_JA-XX_51_2K/ backup:/dcp/",
        # a commit counted back from a ref
        "cd ~/src/app && git rebase -i HEAD~3",
    ],
)
def test_a_field_a_code_a_file_or_a_commit_named_so_is_not_refused(text: str) -> None:
    assert secret_kinds(text) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('{"db_pass": "Xk82mQ!pz71"}', "Xk82mQ!pz71"),
        ("side door code: 4821", "4821"),
        # a thing's word before a key's name qualifies a code only
        ("embedding model token: Zq8vN2mLp4Rt7Ws9xK", "Zq8vN2mLp4Rt7Ws9xK"),
        ("aws_secret_access_key: q8Vn2LmP4rT7wS9xK1bC3dF5gH6jZ0aYeUiOpQwE/abc", "q8Vn2LmP4rT7wS9x"),
        ("mysql -u root -p Notokane~8106", "Notokane~8106"),
    ],
)
def test_the_secrets_beside_them_are_still_found(text: str, secret: str) -> None:
    assert secret_kinds(text)
    assert secret not in redact(text)


def test_a_secret_in_a_url_after_a_password_prompt_on_one_line_is_found() -> None:
    # a terminal's lines joined into one field: the prompt's `:` makes the URL a value,
    # and the URL's own `secret=` is still read
    text = (
        "$ keepassxc-cli show -a otp Vault.kdbx Ops/Acme Enter password to unlock "
        "Vault.kdbx: otpauth://totp/Acme:ops?secret=Q5KZT3MWVX7RJ2NBH4LPCD6YFGE2UA7S&period=30"
    )
    assert secret_kinds(text)
    assert "Q5KZT3MWVX7RJ2NBH4LPCD6YFGE2UA7S" not in redact(text)


def test_a_long_run_of_separators_after_code_words_is_read_at_once() -> None:
    # The spelled-run pattern once nested a repeated separator inside a repeated group, so a
    # line of two code words and a few dozen spaces took exponential time (22 spaces: 10 s
    # on this machine; a transcript's padded table line never came back). Run in a child
    # process so a regression fails here instead of hanging the suite.
    import subprocess
    import sys

    text = "password: alpha bravo" + " " * 400 + "x"
    code = (
        "import sys; from memwell.secrets.scanner import redact; "
        "print(redact(sys.argv[1]) == sys.argv[1])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, text], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "True"
