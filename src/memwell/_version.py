"""The package's version: the one place it is written (pyproject.toml reads it at build
time), so `memwell --version` answers without importing click or `importlib.metadata`."""

__version__ = "0.1.0"
