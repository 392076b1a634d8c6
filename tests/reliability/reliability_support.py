"""Loads benchmarks/secrets_corpus.py as a module, so the benchmark that prints the
figures and the tests that hold them to zero run the very same code."""

from __future__ import annotations

from types import ModuleType

from support.benchmark_modules import load_benchmark


def load_corpus_module() -> ModuleType:
    return load_benchmark("secrets_corpus")
