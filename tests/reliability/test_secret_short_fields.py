"""Short fields (topic name, alias, tag, session speaker): a bare credential there is a
credential, and an ordinary name is never one.

Names are generated from the shapes people give topics and speakers (snake_case words,
numbers, versions, dates, model names, Japanese); tokens from the shapes keys and
passwords have (random letters and digits, hex runs, provider prefixes, symbols). Neither
side comes from a corpus line.
"""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memwell.api import Harness
from memwell.config import parse_settings
from memwell.errors import SecretDetected
from memwell.secrets.fields import short_field_kinds

PROPERTY = settings(
    derandomize=True,
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

_WORD_TEXT = """
    deploy checklist staging production release notes api migration billing export
    review cache queue worker design decision onboarding incident postmortem roadmap
    python node postgres redis kafka terraform helm docker ubuntu macos windows ios
    android frontend backend sprint retro budget hiring vendor contract security audit
    oauth webhook metrics latency alerts runbook testing fixtures plan summary
"""
_WORDS = tuple(_WORD_TEXT.split())
_NUMBERED = (
    "v2",
    "v3",
    "py311",
    "node20",
    "k8s",
    "ec2",
    "s3",
    "h264",
    "utf8",
    "x86_64",
    "arm64",
    "ipv6",
    "oauth2",
    "http2",
    "e2e",
    "i18n",
    "l10n",
    "a11y",
    "q3",
    "2025q1",
    "p99",
    "gpt4o",
    "es2022",
    "ts5",
    "vue3",
    "1a2b3c4",
    "ca4ba9d",
    "pr4821",
    "jira-1234",
    "cve-2024-3094",
)
_WHOLE = (
    "iPhone15ProMax",
    "OAuth2Client",
    "HTTP2Server",
    "IPv6Config",
    "ThisIsAName2024",
    "claude-3-5-sonnet-20241022",
    "gpt-4o-2024-08-06",
    "llama-3.1-8b-instruct-q4_k_m",
    "text-embedding-3-large",
    "o3-mini-2025-01-31",
    "utf8mb4_unicode_ci",
    "m5.2xlarge",
    "U024BE7LH",
    "K8sHPAv2",
    "Win10x64",
    "MP4H264AAC",
    "sha256sum",
    "設計メモ",
    "田中さん",
    "山田太郎",
    "2025年5月の計画",
    "東京オフィス_移転",
    "リリース手順_v2",
    "alice",
    "Bob Smith",
    "bob@example.com",
    "alice#1234",
    "@alice",
    "assistant",
    "user-1234",
)
_DATES = ("2024-05-01", "20241022", "2025_06_30", "2024-11-30T09:12:44Z")
_VERSIONS = ("1.2.3", "v2.0.0-beta.3", "3.11.9", "16.4", "v1.2.3-rc1")


@st.composite
def ordinary_names(draw: st.DrawFn) -> str:
    first = draw(st.sampled_from(_WORDS))  # a topic name starts with a word
    rest = draw(
        st.lists(
            st.one_of(
                st.sampled_from(_WORDS),
                st.sampled_from(_NUMBERED),
                st.sampled_from(_DATES),
                st.sampled_from(_VERSIONS),
                st.integers(min_value=0, max_value=99999).map(str),
            ),
            min_size=0,
            max_size=4,
        )
    )
    joiner = draw(st.sampled_from(("_", "-", " ", ".")))
    name = joiner.join([first, *rest])
    # not CamelCase run together from short codes (`DeployH264E2E`): docs/security.md
    # names it as a known limit, such a name can read as random
    return draw(st.sampled_from((name, name.title(), name.upper())))


@PROPERTY
@given(name=st.one_of(ordinary_names(), st.sampled_from(_WHOLE)))
def test_an_ordinary_name_is_no_secret(name: str) -> None:
    assert short_field_kinds(name) == [], name


@settings(PROPERTY, max_examples=40)
@given(name=ordinary_names())
def test_an_ordinary_name_saves_as_a_topic_alias_and_tag(harness: Harness, name: str) -> None:
    stem = re.sub(r"[^\w .\-]", "-", name).strip(" .-") or "note"  # a valid file name
    memory = harness.remember(
        "workspace", stem, "project", "a note", "body", aliases=[name], tags=[name]
    )
    assert list(memory.aliases) == [name]
    assert list(memory.tags) == [name]


def _tokens(seed: int) -> list[str]:
    rnd = random.Random(seed)
    letters, digits = string.ascii_letters, string.digits

    def pick(alphabet: str, n: int) -> str:
        return "".join(rnd.choice(alphabet) for _ in range(n))

    def password() -> str:
        chars = [rnd.choice(letters) for _ in range(8)] + [rnd.choice(digits) for _ in range(3)]
        chars += [rnd.choice("!#$%&*@?")] * 2
        rnd.shuffle(chars)
        if chars[0] in "!#$%&*@?":  # a symbol in front reads as a tag or a handle
            chars.append(chars.pop(0))
        return "".join(chars)

    return [
        pick(letters + digits, 40),  # an unknown provider's key
        pick("0123456789abcdef", 32),  # a bare hex API key
        pick("0123456789abcdef", 64),
        "ghp_" + pick(letters + digits, 36),
        "sk_live_" + pick(letters + digits, 24),
        "AKIA" + pick(string.ascii_uppercase + digits, 16),
        pick(letters + digits + "+/", 40),  # base64
        pick("0123456789abcdef", 128),  # a Rails secret_key_base: longer than any name
        password(),
    ]


TOKENS = [token for seed in range(4) for token in _tokens(seed)]


def _random_enough(token: str) -> bool:
    """The generator can draw a run that reads as a word now and then; such a draw is not
    what this test is about."""
    return not any(word in token.lower() for word in ("example", "test", "sample"))


@pytest.mark.parametrize("token", [t for t in TOKENS if _random_enough(t)])
def test_a_bare_token_is_a_secret_in_a_short_field(token: str) -> None:
    assert short_field_kinds(token), token
    assert short_field_kinds(f"deploy {token}"), token
    assert short_field_kinds(f"notes_{token}"), token


@pytest.mark.parametrize("token", TOKENS[:8])
def test_a_token_as_a_name_or_alias_is_refused_without_echoing_it(
    harness: Harness, token: str
) -> None:
    for fields in ({"name": token}, {"name": "note", "aliases": [token]}):
        with pytest.raises(SecretDetected) as error:
            harness.remember(
                "workspace",
                str(fields["name"]),
                "project",
                "a note",
                "body",
                aliases=list(fields.get("aliases", [])),
            )
        assert token not in str(error.value)
        assert ("alias" if "aliases" in fields else "name") in str(error.value)


def test_an_invalid_name_holding_a_token_is_refused_as_a_secret(harness: Harness) -> None:
    # `+` and `/` make the name invalid too; the secret check comes first, so the error
    # (which an MCP client hands to the model) does not quote the key back
    key = "X2EzrWn+PTwpyXaWiz0dQk7FcoOKpYqNp8O4fg5b"
    with pytest.raises(SecretDetected) as error:
        harness.remember("workspace", key, "project", "a note", "body")
    assert key not in str(error.value)


def test_a_token_as_a_tag_is_refused_or_redacted(harness: Harness, tmp_path: Path) -> None:
    token = TOKENS[0]
    with pytest.raises(SecretDetected) as error:
        harness.remember("workspace", "note", "project", "a note", "body", tags=[token])
    assert "tag" in str(error.value)
    redacting = Harness(
        tmp_path / "home2", tmp_path, settings=parse_settings({"secrets": "redact"})
    )
    memory = redacting.remember("workspace", "note", "project", "a note", "body", tags=[token])
    assert list(memory.tags) == ["[REDACTED]"]


@pytest.mark.parametrize("token", TOKENS[:8])
def test_a_token_as_a_speaker_is_redacted(harness: Harness, token: str) -> None:
    message = {"id": "m1", "role": "user", "speaker": token, "content": "hello there"}
    harness.import_session([message], session_id="s1")
    for path in harness.layout.home.rglob("*"):
        if path.is_file():
            assert token.encode() not in path.read_bytes(), path


@pytest.mark.parametrize("speaker", ["alice", "Bob Smith", "田中さん", "U024BE7LH", "alice#1234"])
def test_an_ordinary_speaker_is_kept(harness: Harness, speaker: str) -> None:
    message = {"id": "m1", "role": "user", "speaker": speaker, "content": "hello there"}
    harness.import_session([message], session_id="s1")
    archived = "".join(
        p.read_text(encoding="utf-8") for p in harness.layout.sessions_dir.glob("*.jsonl")
    )
    assert f'"speaker": {json.dumps(speaker, ensure_ascii=False)}' in archived


# --- session 5: unpronounceable runs, and a UUID standing alone --------------------------

_TOOL_NAMES = (
    "kubectl_krew_plugins",
    "pytest_fixtures_xdist",
    "tmux_fzf_keybindings",
    "jwks_rotation",
    "pgbouncer_tuning",
    "cgroups_v2_systemd",
    "ffmpeg_libx264_presets",
    "gcp_gke_gcs_iam",
    "ldap_krb5_kdc_setup",
    "schwarzschild_radius_notes",
    "Szczecin_Wrocław_trip",
    "borgbackup_rclone",
    "zfs_zpool_scrub",
    "wasm_bindgen_rustc",
)


@pytest.mark.parametrize("name", _TOOL_NAMES)
def test_names_of_tools_and_places_are_no_secret(name: str) -> None:
    # their letter pairs are rarer than English prose's: the pair rule must leave them
    assert short_field_kinds(name) == [], name


@pytest.mark.parametrize(
    "alphabet", [string.ascii_lowercase, string.ascii_letters, string.ascii_lowercase + "0123"]
)
def test_a_random_run_of_letters_is_caught_by_its_rare_letter_pairs(alphabet: str) -> None:
    # letters alone (or nearly): no case and digit switches for the other rules to count;
    # before the pair rule, none of these was caught
    rnd = random.Random(alphabet)
    tokens = ["".join(rnd.choice(alphabet) for _ in range(32)) for _ in range(100)]
    caught = sum(bool(short_field_kinds(token)) for token in tokens)
    assert caught >= 70, caught


UUID_KEY = "3f2a9c1e-8b7d-4e6f-a1b2-c3d4e5f60718"


def test_a_uuid_alone_is_a_key_as_a_name_or_a_speaker(harness: Harness) -> None:
    with pytest.raises(SecretDetected) as error:
        harness.remember("workspace", UUID_KEY, "project", "a note", "body")
    assert UUID_KEY not in str(error.value)
    message = {"id": "m1", "role": "user", "speaker": UUID_KEY, "content": "hello there"}
    harness.import_session([message], session_id="s1")
    for path in harness.layout.home.rglob("*"):
        if path.is_file():
            assert UUID_KEY.encode() not in path.read_bytes(), path


def test_a_uuid_as_a_tag_is_an_id(harness: Harness) -> None:
    # (session 9: as a word of a topic name it is refused, like a UUID alone; providers
    # issue keys in that form and a topic is named in words)
    memory = harness.remember(
        "workspace", "incident notes", "project", "a note", "body", tags=[UUID_KEY]
    )
    assert list(memory.tags) == [UUID_KEY]
    with pytest.raises(SecretDetected):
        harness.remember("workspace", f"incident {UUID_KEY}", "project", "a note", "body")
