"""Cost of the gate's rule model: parsing rule memories, and judging one call against them.

    python benchmarks/gate_rules_latency.py [--memories 500] [--repeat 50]

Builds N synthetic rule memories (three rule lines each, English and Japanese, over a small
vocabulary so many share words with the calls) and times, in one process:

* parsing all of them once (what writing their catalog rows pays; the rows keep the result),
* `check_rules` for a few calls (shell, Edit, MCP-style) against the parsed rules (what a gate
  call pays with the parsed rules read from the catalog),
* the same against unparsed memories (what a search hit that is no rule memory of the
  catalog costs: it is parsed on the spot);
* grounding every rule's object phrases in the store (`recall.rule_grounding.ground`, over
  the rule memories and N/5 reference memories that say where things live): what the first
  gate call of a catalog generation pays, once; and `check_rules` with that grounding.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time
from typing import Any

from memwell.recall.rulebook import RuleSource, check_rules

_WORDS = (
    "deploy",
    "cache",
    "queue",
    "invoice",
    "billing",
    "login",
    "token",
    "schema",
    "migration",
    "worker",
    "cluster",
    "alert",
    "dashboard",
    "report",
    "export",
    "import",
    "search",
    "index",
    "backup",
    "restore",
    "payment",
    "webhook",
)
_VERBS = ("delete", "deploy", "push", "edit", "drop", "send", "scale", "cancel")
_CALLS: tuple[tuple[str, Any], ...] = (
    ("Bash", {"command": "kubectl scale deployment/billing-worker --replicas=3"}),
    ("Bash", {"command": "cd app && git push --force origin main"}),
    ("Edit", {"file_path": "src/billing/export.py", "old_string": "a", "new_string": "b"}),
    ("send_email", {"to": "ops@example.com", "subject": "queue report", "body": "attached"}),
)


def synthetic(count: int, seed: int = 7) -> list[tuple[str, str, str]]:
    rng = random.Random(seed)
    out = []
    for i in range(count):
        a, b, c = rng.sample(_WORDS, 3)
        verb = rng.choice(_VERBS)
        body = (
            f"- Never {verb} the {a} {b} without confirmation.\n"
            f"- Always ask me before changing `{c}/config.yaml`.\n"
            f"- 本番の{a}は絶対に削除しないこと。\n"
        )
        out.append((f"rule_{i}", body, f"Rules for the {a} service"))
    return out


def timed(fn: Any, repeat: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    memories = synthetic(args.memories)
    raw = [RuleSource(name, "workspace", body, desc) for name, body, desc in memories]
    started = time.perf_counter()
    parsed = [RuleSource(s.name, s.scope, s.text, s.description, parsed=s.rules()) for s in raw]
    parse_ms = (time.perf_counter() - started) * 1000
    rules = sum(len(s.parsed or ()) for s in parsed)
    print(f"{args.memories} rule memories, {rules} rules parsed in {parse_ms:.0f} ms")
    for tool, tool_input in _CALLS:
        p50, p95 = timed(
            lambda t=tool, i=tool_input: check_rules(parsed, t, i, branch_of=lambda _: None),
            args.repeat,
        )
        print(f"check {tool:<10} (parsed rules)   p50 {p50:7.2f} ms   p95 {p95:7.2f} ms")
    runs = itertools.count()

    def unparsed() -> None:  # a fresh text each run, so nothing comes from the parse cache
        k = next(runs)
        few = [RuleSource(s.name, s.scope, f"{s.text}\n{k}", s.description) for s in raw[:10]]
        check_rules(few, *_CALLS[0], branch_of=lambda _: None)

    p50, p95 = timed(unparsed, max(5, args.repeat // 5))
    print(f"check with 10 unparsed search hits      p50 {p50:7.2f} ms   p95 {p95:7.2f} ms")
    from memwell.recall.rule_grounding import ground

    references = [
        (f"where_{i}", f"- The {a} {b}: `/srv/{a}/{b}/` on {a}-{i}.internal\n")
        for i, (a, b) in enumerate(
            random.Random(11).sample(list(itertools.permutations(_WORDS, 2)), args.memories // 5)
        )
    ]
    texts = [(name, f"{desc}\n{body}") for name, body, desc in memories] + references
    phrases = [p for src in parsed for rule in src.parsed or () for p in rule.objects]
    started = time.perf_counter()
    grounding = ground(texts, phrases)
    ground_ms = (time.perf_counter() - started) * 1000
    print(
        f"grounding {len(set(phrases))} phrases in {len(texts)} memories: {ground_ms:.0f} ms "
        f"({len(grounding)} grounded; once per catalog generation)"
    )
    for tool, tool_input in _CALLS:
        p50, p95 = timed(
            lambda t=tool, i=tool_input: check_rules(
                parsed, t, i, branch_of=lambda _: None, grounding=grounding
            ),
            args.repeat,
        )
        print(f"check {tool:<10} (grounded rules) p50 {p50:7.2f} ms   p95 {p95:7.2f} ms")


if __name__ == "__main__":
    main()
