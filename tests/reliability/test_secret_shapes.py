"""Secret shapes the first held-out corpus run missed, and public data it refused."""

from __future__ import annotations

import pytest

from memwell.secrets.scanner import find_secrets, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("NEW_RELIC_LICENSE_KEY=76f80be0aba9cf505e3349b650aa6ca11f41NRAL", "76f80be0aba9cf505e"),
        ("token pat-na1-803a62be-fb94-41a1-b082-2830cffce3fd here", "803a62be-fb94"),
        ("aliyun configure --access-key-secret nwmYVryjioXD0rbMJ8GWnKrugm", "nwmYVryjioXD0"),
        ("I reset my Netflix password to cRNdOb#KidUXne@48 for the TV.", "cRNdOb#KidUXne@48"),
        ("The router login is admin / pickle#8381pickle* for now.", "pickle#8381pickle*"),
        ("社内VPNのパスワードは hhJW7d#z3p4N1b.66 です。", "hhJW7d#z3p4N1b.66"),
        ("NASの管理者パスワード：6qDszb*dbumBkh?75（ユーザー名はadmin）", "6qDszb*dbumBkh?75"),
    ],
)
def test_a_secret_in_these_shapes_is_found_and_redacted(text: str, secret: str) -> None:
    assert find_secrets(text)
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "arn:aws:secretsmanager:us-east-1:316091484960:secret:prod/db/credentials-g736rl",
        "github.com/spf13/cobra v1.8.0 h1:XaV3QHNHTiZVZ+4ySUievblNH9+e6AdtwHJ0K0HvW9j=",
        '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAABHNCSVQ'
        "ICAgIfAhkiAAAAAlwSFlzAAALEwAACxMBAJqcGAAAAB1JREFUOI1jYBgFo2AUjIJRMApGwSgYBaNgFAwFAAAF3g"
        'AB9ZNsSgAAAABJRU5ErkJggg==" alt="icon">',
        "パスワードは1Passwordの「インフラ」保管庫に入っています。",
    ],
)
def test_public_data_and_references_are_not_secrets(text: str) -> None:
    assert find_secrets(text) == []
