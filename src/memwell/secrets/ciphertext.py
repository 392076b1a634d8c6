"""A value written encrypted: ciphertext, made to be committed.

Only the holder of a private key (or of a vault's password) reads ciphertext, and tools
write it so that it can sit in a repository: Pulumi's `secure: v1:...`, a SealedSecret's
`encryptedData:`, Rails' `credentials.yml.enc` printed, an Ansible Vault block
(`$ANSIBLE_VAULT;1.1;AES256` and lines of hex). Its alphabet is a key's; the key above
it, the header it follows or the file it is printed from says what it is.
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile

# a key saying its value is encrypted (Pulumi's `secure:`, a SealedSecret's
# `encryptedData:`, `ciphertext:`), or Ansible Vault's header; "encryption key" names a
# key, not ciphertext
CIPHERTEXT_HINT = lazy_compile(
    r"(?i)secure|encrypted|ciphertext|sealed|\.(?:enc|gpg|age)\b|\$ANSIBLE_VAULT;|"
    r"(?-i:vault:v\d|EJ\[\d|\bENC\s)"
)
# the envelopes tools write ciphertext in: Vault transit's `vault:v1:<base64>`, EJSON's
# `EJ[1:<public key>:<nonce>:<box>]` (the value starts with them), and FortiOS's
# `set password ENC <blob>` (the word before the value)
_ENVELOPES = ("vault:v", "EJ[")
_ENVELOPE_WORD = "ENC"
# a file written encrypted (Rails' `credentials.yml.enc`, `x.gpg`, `x.age`), printed
_ENCRYPTED_FILE_ENDS = (".enc", ".gpg", ".age")
_CIPHERTEXT_KEY = lazy_compile(
    r"(?i)(?:^|[\s\"'{,])(?:secure|encrypted[\w\-]*|ciphertext|sealed[\w\-]*)[\"']?\s*[:=]"
)
_VAULT_HEADER = "$ANSIBLE_VAULT;"
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def named_ciphertext(text: str, start: int) -> bool:
    """True if the value at `start` is ciphertext by its key, the key its block sits
    under, the file printed above it or an Ansible Vault header (the notes above)."""
    line_start = text.rfind("\n", 0, start) + 1
    if _CIPHERTEXT_KEY.search(text, line_start, start) or _in_envelope(text, line_start, start):
        return True
    if line_start and not text[line_start:start].strip():
        # the line above prints a file written encrypted: `$ cat config/credentials.yml.enc`
        above = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1].strip()
        if above.startswith(("$ ", "% ", "> ")) and above.endswith(_ENCRYPTED_FILE_ENDS):
            return True
        if _in_vault_block(text, line_start):
            return True
    indent = len(text[line_start:start]) - len(text[line_start:start].lstrip())
    end = line_start - 1
    while end > 0:  # the parent: the nearest line above that is indented less
        line_begin = text.rfind("\n", 0, end) + 1
        line = text[line_begin:end]
        if line.strip() and len(line) - len(line.lstrip()) < indent:
            return bool(_CIPHERTEXT_KEY.search(line)) and line.rstrip().endswith(":")
        end = line_begin - 1
    return False


def _in_vault_block(text: str, line_start: int) -> bool:
    """True if the lines above the one at `line_start` are hex up to an Ansible Vault
    header (`$ANSIBLE_VAULT;1.1;AES256`): the block is the vault's ciphertext."""
    end = line_start - 1
    while end > 0:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end].strip()
        if line.startswith(_VAULT_HEADER):
            return True
        if not line or not set(line) <= _HEX_DIGITS:
            return False
        end = begin - 1
    return False


def _in_envelope(text: str, line_start: int, start: int) -> bool:
    """True if the value at `start` is inside a ciphertext envelope (`_ENVELOPES`) or
    follows FortiOS's `ENC` word."""
    if text.startswith((*_ENVELOPES, f"{_ENVELOPE_WORD} "), start):
        return True  # (a context rule may take `ENC` as the value's first word)
    before = text[line_start:start]
    words = before.split()
    if not words:
        return False
    if before[-1].isspace():
        return words[-1] == _ENVELOPE_WORD
    return words[-1].lstrip("\"'`").startswith(_ENVELOPES)
