"""A hook process reuses what earlier ones compiled (`memwell.compiled_cache`), and
nothing it answers or builds changes because of it.

`install` changes `re` and `dataclasses` for the rest of a process, so everything that
installs it runs in a child process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from memwell import compiled_cache
from memwell.api import Harness
from memwell.layout import Layout

FIXTURES = Path(__file__).parent / "fixtures"
SRC = Path(__file__).resolve().parents[2] / "src"

# One child: with or without the cache, compile patterns (fresh, not from re's own cache)
# and build record classes, then print what they are and do, and how many of them the
# cache did not hold.
CHILD = textwrap.dedent(
    """
    import dataclasses, json, re, sys
    home, use_cache = sys.argv[1], sys.argv[2] == "1"
    if use_cache:
        from memwell import compiled_cache
        compiled_cache.install(home)
    PATTERNS = [
        (r"(?i)\\bnever\\s+(?P<verb>force[- ]?push)\\b", 0),
        (r"[\\u3040-\\u30ff\\u4e00-\\u9fff]+", 0),
        (r"^(\\w+)=(.*)$", re.MULTILINE),
        (rb"\\x00(?P<tag>[a-z]{2,})", 0),
        (r"(a|b)*?c{2,5}(?=d)", re.IGNORECASE | re.ASCII),
    ]
    TEXTS = ["Never force-push to main", "デプロイ 金曜日", "a=1\\nb=two", "aBcccd", "x"]
    seen = []
    for source, flags in PATTERNS:
        compiled = re._compiler.compile(source, flags)  # bypasses re's in-process cache
        texts = [t.encode() if isinstance(source, bytes) else t for t in TEXTS]
        seen.append([
            compiled.pattern if isinstance(source, str) else compiled.pattern.decode(),
            compiled.flags, compiled.groups, dict(compiled.groupindex),
            [repr(compiled.search(t)) for t in texts],
            [repr(m.groupdict()) for t in texts for m in compiled.finditer(t)],
        ])
    @dataclasses.dataclass(frozen=True, slots=True)
    class Item:
        name: str
        lines: tuple[str, ...] = ()
        score: float = 0.0
    a, b = Item("x", ("1",), 0.5), Item("x", ("1",), 0.5)
    try:
        a.name = "y"
        frozen = False
    except dataclasses.FrozenInstanceError:
        frozen = True
    seen.append([repr(a), a == b, hash(a) == hash(b), frozen, Item.__doc__,
                 [f.name for f in dataclasses.fields(Item)], repr(dataclasses.replace(a, score=1))])
    added = compiled_cache._state["added"] if use_cache else None
    if use_cache:
        compiled_cache.save()
    print(json.dumps({"seen": seen, "added": added}))
    """
)


def child(home: Path, use_cache: bool) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(home), "1" if use_cache else "0"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_cache_lives_where_the_layout_says(tmp_path: Path) -> None:
    path = Path(compiled_cache.cache_file(str(tmp_path)))
    assert path.parent == Layout.resolve(tmp_path).compiled_dir
    assert Layout.resolve(tmp_path).places()["compiled"] == path.parent


def test_patterns_and_record_classes_from_the_cache_are_what_the_compiler_makes(
    tmp_path: Path,
) -> None:
    plain = child(tmp_path, use_cache=False)
    first = child(tmp_path, use_cache=True)  # compiles, records, saves
    assert Path(compiled_cache.cache_file(str(tmp_path))).is_file()
    second = child(tmp_path, use_cache=True)  # answers from the file
    assert first["added"] and second["added"] == 0
    assert plain["seen"] == first["seen"] == second["seen"]


def test_a_damaged_or_foreign_writable_file_is_not_used(tmp_path: Path) -> None:
    plain = child(tmp_path, use_cache=False)
    child(tmp_path, use_cache=True)
    path = Path(compiled_cache.cache_file(str(tmp_path)))
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])  # truncated
    damaged = child(tmp_path, use_cache=True)
    assert damaged["added"] and damaged["seen"] == plain["seen"]
    child(tmp_path, use_cache=True)  # whole again
    path.chmod(0o666)  # anyone could have put code in it
    foreign = child(tmp_path, use_cache=True)
    assert foreign["added"] and foreign["seen"] == plain["seen"]


def test_a_link_in_place_of_the_cache_is_not_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    child(elsewhere, use_cache=True)  # a valid cache, but not this home's
    home = tmp_path / "home"
    path = Path(compiled_cache.cache_file(str(home)))
    path.parent.mkdir(parents=True)
    path.symlink_to(compiled_cache.cache_file(str(elsewhere)))
    assert child(home, use_cache=True)["added"]


# as the console script runs a hook (the cache in use), and as a program calling `main`
CONSOLE = "import sys; sys.argv = ['memwell'] + sys.argv[1:]; from memwell.cli import main; main()"
CALLED = "import sys; from memwell.cli import main; main(sys.argv[1:])"


def hook(home: Path, payload: dict[str, object], code: str) -> str:
    env = dict(os.environ, MEMWELL_SERVICE="off", MEMWELL_EMBEDDINGS="none")
    env["PYTHONPATH"] = str(SRC) + os.pathsep + env.get("PYTHONPATH", "")
    done = subprocess.run(
        [sys.executable, "-c", code, "hook", "claude-code", "--home", str(home)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_hooks_answer_the_same_with_the_cache_cold_warm_and_unused(
    isolated_home: Path, workspace_dir: Path
) -> None:
    harness = Harness(isolated_home, workspace_dir)
    harness.remember(
        "workspace",
        "git_policy",
        "feedback",
        "Never force-push to main",
        "Never force-push (git push --force) to main; open a pull request instead.",
    )
    harness.remember(
        "workspace",
        "retry_notes",
        "project",
        "Billing-service retries",
        "The billing-service retries with jittered exponential backoff, owner team-payments.",
    )
    cases = []
    for fixture, changes in (
        ("claude_code_pre_tool_use_bash_force_push", {}),
        (
            "claude_code_user_prompt_submit",
            {"prompt": "let's continue the billing-service retry work from yesterday"},
        ),
    ):
        payload = json.loads((FIXTURES / f"{fixture}.json").read_text(encoding="utf-8"))
        payload.update(cwd=str(workspace_dir), **changes)
        cases.append(payload)
    cache = Path(compiled_cache.cache_file(str(isolated_home)))
    for payload in cases:
        called = hook(isolated_home, payload, CALLED)  # no cache in a calling program
        assert not cache.exists()
        cold = hook(isolated_home, payload, CONSOLE)
        assert cache.is_file()
        warm = hook(isolated_home, payload, CONSOLE)
        assert called == cold == warm
        assert called.strip()  # an answer, not silence: the gate's deny, the digest
        cache.unlink()
    logged = [json.loads(x) for x in (isolated_home / "logs" / "hooks.jsonl").open()]
    assert [x.get("error") for x in logged] == [None] * 6


def test_entries_the_engine_or_marshal_refuses_are_compiled_again(tmp_path: Path) -> None:
    """A file of the right format whose entries are not what the compiler made (a
    program the regex engine rejects, a method that is not code) costs a compile, not
    an error or a wrong pattern."""
    import marshal

    plain = child(tmp_path, use_cache=False)
    path = Path(compiled_cache.cache_file(str(tmp_path)))
    path.parent.mkdir(parents=True)
    forged: dict[tuple[str, int], tuple[object, ...]] = {
        (r"(?i)\bnever\s+(?P<verb>force[- ]?push)\b", 0): (34, b"\xff" * 12, 1, {}, ())
    }
    path.write_bytes(marshal.dumps((compiled_cache.FORMAT, forged, {})))
    path.chmod(0o600)
    tampered = child(tmp_path, use_cache=True)
    assert tampered["seen"] == plain["seen"] and tampered["added"]
    again = child(tmp_path, use_cache=True)  # the entry was written back as compiled
    assert again["added"] == 0 and again["seen"] == plain["seen"]
