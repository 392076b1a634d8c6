"""A chain wallet's private key at the place its tools take one.

An Ethereum-style private key is 64 hex digits, `0x` before them or not: the shape of a
transaction's hash, a block's, a storage slot's, which prose quotes all the time ("tx
0x3f… confirmed"). What tells the key apart is where it stands: the `accounts` list of a
network in a Hardhat or Truffle config (`accounts: ["0x…"]`, which holds the keys the
tool signs with; an address there has 40 digits), or the first argument of what builds a
signer from a key (`new ethers.Wallet("0x…")`, `new HDWalletProvider("…")`,
`privateKeyToAccount("0x…")`). A key named by its variable (`PRIVATE_KEY=0x…`) or an
option (`--private-key`) is the context rules' already.

The development networks' published keys (Hardhat's and Anvil's first account) open
nothing anyone could lose and stay public (`memwell.secrets.lookalikes`).
"""

from __future__ import annotations

from collections.abc import Iterator

from memwell.lazy_patterns import lazy_compile
from memwell.secrets.lookalikes import is_published_example

_KEY = r"(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])"
# `accounts: [` / `accounts = [` / `"accounts": [`, the list that follows read item by item
_ACCOUNTS_LIST = lazy_compile(r"(?<![A-Za-z0-9_])[\"']?accounts[\"']?\s*[:=]\s*\[")
_LIST_ITEM = lazy_compile(r"\s*[\"'`](" + _KEY + r")[\"'`]\s*,?")
# a signer built from a key: its constructor or factory, the key its first argument
_SIGNER_FROM_KEY = lazy_compile(
    r"(?<![A-Za-z0-9_])(?:new\s+(?:ethers\.)?(?:Wallet|HDWalletProvider|NonceManager)|"
    r"privateKeyToAccount|privateKeyToAddress|fromPrivateKey)\s*\(\s*[\"'`](" + _KEY + r")[\"'`]"
)
_HINTS = ("accounts", "Wallet", "PrivateKey", "privateKey")


def wallet_key_spans(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each 64-hex-digit key in a network's `accounts` list or handed to
    what builds a signer from it (the notes above)."""
    if not any(hint in text for hint in _HINTS):
        return
    for opening in _ACCOUNTS_LIST.finditer(text):
        at = opening.end()
        while (item := _LIST_ITEM.match(text, at)) is not None:
            if not is_published_example(item.group(1).lower()):
                yield item.span(1)
            at = item.end()
    for call in _SIGNER_FROM_KEY.finditer(text):
        if not is_published_example(call.group(1).lower()):
            yield call.span(1)
