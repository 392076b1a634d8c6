"""What a hook process compiles, kept from one process to the next.

Trigger: a hook answered in its own process (the warm service down). Why: that process is
a fresh interpreter per event, and besides loading modules it spent a third to a half of
its CPU compiling the same things every time: regular expressions (Python parses and compiles
each pattern in Python code before the C engine takes it) and the methods `@dataclass`
generates for every record class (`__init__`, `__eq__`, `__hash__`, `__repr__` and the
frozen `__setattr__`/`__delattr__`, each compiled from source text with `exec`).
Outcome: `install` loads what earlier processes compiled, and for the rest of this
process

- `re` hands the C engine the compiled program recorded for the same pattern and flags
  instead of parsing and compiling it again;
- `dataclasses` runs the code object compiled from the same source text instead of
  compiling it again;

and `save`, called once the answer is out, adds what this process had to compile. A
long-lived process (the service, the MCP server, a program calling `main(argv)`) never
installs it: it compiles each thing once anyway.

Why the answers cannot change: an entry is looked up by exactly what the compiler would
read (the pattern's text and flags; the generated method's full source text), and holds
exactly what the compiler produced from it for this interpreter build (`sys.version` names
the file). A pattern or record class that changes is another key, compiled as before.

The file (`<home>/state/compiled/`) is executable code (marshalled code objects), so it is
read only when this user owns it and nobody else can write it, through `memwell.durable`
like every file of the home (no link followed), and written 0600 by replacing it whole;
anything wrong with it (missing, truncated, another format, an entry the engine or marshal
refuses) means compiling as usual.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["cache_file", "install", "save"]

FORMAT = 2
# Trigger / Why / Outcome: entries are never removed one by one, so a file that only grows
# (patterns built from a changing store, record classes of older versions) is started
# afresh past this many entries, keeping what this process used. A hook uses 300-500.
MAX_ENTRIES = 4000

# Both tables hold their values as bytes, decoded on use: a process reads the whole file
# but uses a fraction of it, and bytes are the cheapest thing for marshal to load.
# pattern and flags -> (flags, program as machine words, groups, group index, index group)
_regex: dict[tuple[str | bytes, int], tuple[Any, ...]] = {}
# the generated method's source text -> its marshalled code object
_code: dict[str, bytes] = {}
_PROGRAM_PARTS = 5
_state: dict[str, Any] = {"path": None, "home": None, "added": 0, "used": set()}


def cache_file(home: str) -> str:
    """Where the hook processes of `home` keep what they compiled, for this interpreter
    (`Layout.compiled_dir`, spelled here on `str` paths as the hook client needs them)."""
    tag = sys.implementation.cache_tag or "python"
    return os.path.join(home, "state", "compiled", f"hooks-{tag}-{_digest(sys.version)}.marshal")


def install(home: str) -> None:
    """Load the cache of `home` and compile through it for the rest of this process
    (which must compile on one thread: a hook process does)."""
    import dataclasses
    import re

    path = cache_file(home)
    _state["path"], _state["home"] = path, home
    _load(path, home)
    compiler = re._compiler  # type: ignore[attr-defined]
    compiler.compile = _regex_compiler(compiler, compiler.compile)
    # dataclasses looks `exec` up as a global of its module: one defined there is used
    # instead of the builtin for the generated methods, and for nothing else
    dataclasses.exec = _cached_exec  # type: ignore[attr-defined]


def save() -> None:
    """Write the cache back if this process compiled something it did not hold. Never
    raises: it is a cache, and a home that cannot take it compiles as before."""
    path = _state["path"]
    if path is None or not _state["added"]:
        return
    import marshal
    from pathlib import Path

    from memwell.durable import write_durable
    from memwell.errors import StoreError

    regex, code = _regex, _code
    if len(regex) + len(code) > MAX_ENTRIES:
        used = _state["used"]
        regex = {k: v for k, v in regex.items() if k in used}
        code = {k: v for k, v in code.items() if k in used}
    try:
        data = marshal.dumps((FORMAT, regex, code))
        write_durable(Path(path), data, home=Path(_state["home"]), mode=0o600)
    except (ValueError, OSError, StoreError):
        pass
    _state["added"] = 0


def _load(path: str, home: str) -> None:
    import marshal
    from pathlib import Path

    from memwell.durable import open_descriptor
    from memwell.errors import StoreError

    try:
        fd = open_descriptor(Path(path), os.O_RDONLY, home=Path(home))
    except (OSError, StoreError):  # none yet, or a link where it should be: compile
        return
    try:
        info = os.fstat(fd)
        # executable code: only this user's own file, which nobody else can change
        if info.st_uid != os.getuid() or info.st_mode & 0o022:
            return
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read()
        loaded = marshal.loads(data)
    except (OSError, EOFError, ValueError, TypeError):
        return
    finally:
        os.close(fd)
    if not (isinstance(loaded, tuple) and len(loaded) == 3 and loaded[0] == FORMAT):
        return
    _, regex, code = loaded
    if isinstance(regex, dict) and isinstance(code, dict):
        _regex.update(
            (k, v) for k, v in regex.items() if isinstance(v, tuple) and len(v) == _PROGRAM_PARTS
        )
        _code.update((k, v) for k, v in code.items() if isinstance(v, bytes))


def _regex_compiler(compiler: Any, real_compile: Callable[..., Any]) -> Callable[..., Any]:
    """`re._compiler.compile` through the cache: on a hit, the C engine gets the recorded
    program (`_sre.compile`'s arguments after the pattern) without parsing; on a miss the
    real compiler runs and its call to `_sre.compile` is recorded (the module's function
    replaced for the length of that call: the compiler reads it from the module)."""
    from array import array

    engine = compiler._sre
    engine_compile = engine.compile
    # the array type whose items are the engine's machine words (4 bytes in CPython)
    word_type = next(t for t in "IL" if array(t).itemsize == engine.CODESIZE)

    def compile_cached(pattern: Any, flags: int = 0) -> Any:
        if not isinstance(pattern, str | bytes):  # a parsed pattern, from inside `re`
            return real_compile(pattern, flags)
        key = (pattern, int(flags))
        entry = _regex.get(key)
        if entry is not None:
            flags_out, words, groups, groupindex, indexgroup = entry
            try:
                program = array(word_type, words).tolist()  # a C loop; the engine takes a list
                compiled = engine_compile(
                    pattern, flags_out, program, groups, groupindex, indexgroup
                )
            except (TypeError, ValueError, RuntimeError):  # the engine checks what it runs
                del _regex[key]  # compiled below, and written back right
            else:
                _state["used"].add(key)
                return compiled
        recorded: list[tuple[Any, ...]] = []

        def recording(source: Any, *program: Any) -> Any:
            recorded.append(program)
            return engine_compile(source, *program)

        engine.compile = recording  # for this one compile: what the compiler hands the engine
        try:
            compiled = real_compile(pattern, flags)
        finally:
            engine.compile = engine_compile
        if recorded:
            flags_out, program, groups, groupindex, indexgroup = recorded[-1]
            # in marshal's own types: the flags come as `re.RegexFlag`, an `int` subclass
            # marshal refuses; the engine reads them as the `int` they are
            _regex[key] = (
                int(flags_out),
                array(word_type, program).tobytes(),
                int(groups),
                {str(name): int(number) for name, number in groupindex.items()},
                tuple(indexgroup),
            )
            _state["used"].add(key)
            _state["added"] += 1
        return compiled

    return compile_cached


def _cached_exec(source: Any, namespace: Any = None, local_namespace: Any = None) -> None:
    """`exec` as dataclasses calls it: `exec(source_text, globals, locals)`."""
    if namespace is None or not isinstance(source, str):
        # not how dataclasses calls it: the builtin, in the caller's namespaces
        caller = sys._getframe(1)
        glob = caller.f_globals if namespace is None else namespace
        exec(source, glob, caller.f_locals if local_namespace is None else local_namespace)
        return
    import marshal
    from types import CodeType

    code = None
    stored = _code.get(source)
    if stored is not None:
        try:
            code = marshal.loads(stored)
        except (EOFError, ValueError, TypeError):
            code = None
    if not isinstance(code, CodeType):
        # as `exec` compiles a string: no `__future__` flags (dataclasses has none)
        code = compile(source, "<string>", "exec", dont_inherit=True)
        _code[source] = marshal.dumps(code)
        _state["added"] += 1
    _state["used"].add(source)
    exec(code, namespace, local_namespace)


def _digest(text: str) -> str:
    import zlib

    return f"{zlib.crc32(text.encode()):08x}"
