"""Gate causes by mechanism: every development group's wrong answers, grouped by the stage
that lost them and by how, with the benign twin beside each miss.

For each rule-breaking call the gate lets through (`gate_corpus.cause_of` names the stage):

* rule not parsed, split by whether a line of the labelled memory carries a stopping
  marker the rule model hears (a marker with no verb it reads: "never check in …",
  「渡さないこと」) or none at all (the line's shape is not heard);
* verb not matched, split by how the call and the rule were read: the rule has no verb
  (a limit alone, a verb outside the table), the call is read only as "run" (a verb the
  call's name or command carries is not read), read as "add" (a create), read as a read,
  or both read and their classes differ (send against publish, edit against add);
* object not matched, split by the languages of the rule's object words and the call's
  text (a Japanese rule and an English call cannot meet by words);

and whether the world has a benign call of the same tool (the same MCP tool, or the same
program and subcommand): a reading that reaches the miss reaches that twin too unless the
act or the object tells them apart. False stops are counted by how the rule met the call.

    python benchmarks/gate_causes.py --save /tmp/gate_runs corpus_a corpus_m world_w   # run
    python benchmarks/gate_causes.py --load /tmp/gate_runs                              # tabulate
    python benchmarks/gate_causes.py --load /tmp/gate_runs --show "V: call read only as run"

A group is `corpus_X` (evals/gate), `gate_train_N` (evals/gate/training) or `world_X`
(evals/recall). Name development groups only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gate_corpus import cause_of, now_of, worlds_of  # the same stages
from recall_eval import evaluate_gate, load_turns, set_name, set_now  # the same gate path

EVALS = Path(__file__).resolve().parent.parent / "evals"
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_VERBS = re.compile(r"verb not matched \(call ([^;]*); rules ([^)]*)\)")


def worlds_in(group: str) -> list[tuple[str, Path, Path]]:
    """(world, gate.jsonl, fixtures) of a development group."""
    if group.startswith("world_"):
        base = EVALS / "recall" / group
        return [(group, base / "gate.jsonl", base / "fixtures")]
    corpus = EVALS / "gate" / ("training" if group.startswith("gate_train") else "") / group
    return [(w.name, w / "gate.jsonl", w / "fixtures") for w in worlds_of(corpus)]


def now_in(group: str, world: str) -> Any:
    """The fixed now the benchmarks pass with the world's calls (`gate_corpus.py` reads a
    corpus world's `world.json`, `recall_eval.py` a world's manifest entry), so the figures
    here are theirs."""
    if group.startswith("world_"):
        manifest = json.loads((EVALS / "recall" / "sets.json").read_text(encoding="utf-8"))
        entry = next((m for m in manifest if set_name(m) == group), {})
        return set_now(entry.get("now"))
    corpus = EVALS / "gate" / ("training" if group.startswith("gate_train") else "") / group
    return now_of(corpus / world)


def run(groups: list[str], save: Path) -> None:
    save.mkdir(parents=True, exist_ok=True)
    for group in groups:
        report: dict[str, Any] = {}
        for world, gate, fixtures in worlds_in(group):
            result = evaluate_gate(load_turns(gate), fixtures, now_in(group, world))
            for wrong in result["wrong"]:
                wrong["cause"] = cause_of(wrong, fixtures)
            report[world] = result
        (save / f"{group}.json").write_text(json.dumps(report, ensure_ascii=False))
        print(f"{group}: saved", file=sys.stderr)


def tool_of(action: dict[str, Any]) -> str:
    """The tool a call uses: an MCP tool's name, or a shell program and its subcommand."""
    tool = str(action.get("tool_name") or action.get("tool") or action.get("name") or "")
    if tool == "Bash":
        command = str((action.get("tool_input") or {}).get("command", ""))
        words = re.sub(r"^cd \S+ && ", "", command).split()
        return "Bash:" + " ".join(words[:2])
    return tool


def mechanism(wrong: dict[str, Any], parsed_marker: bool | None) -> str:
    cause = wrong["cause"]
    if cause.startswith("rule not parsed"):
        return "P: marker, no verb read" if parsed_marker else "P: no marker heard"
    if cause.startswith("verb not matched"):
        found = _VERBS.match(cause)
        call = set(filter(None, found.group(1).split(","))) if found else set()
        rule = set(filter(None, found.group(2).split(","))) if found else set()
        if not rule:
            return "V: rule has no verb"
        if call <= {"run"}:
            return "V: call read only as run"
        if call <= {"read"}:
            return "V: call read as read"
        if call <= {"add", "read"}:
            return "V: call read as add"
        return "V: classes differ"
    if cause.startswith("object not matched"):
        objects = cause.split("rule objects: ", 1)[-1]
        call = json.dumps(wrong["action"], ensure_ascii=False)
        rule_ja, call_ja = bool(_CJK.search(objects)), bool(_CJK.search(call))
        return "O: other language" if rule_ja != call_ja else "O: same language"
    return "X: " + cause.split(" (")[0]


def marker_heard(fixtures: Path, name: str) -> bool:
    """Whether a line of the memory carries a stopping marker the rule model hears."""
    import unicodedata

    from memwell.recall import rules

    for scope in ("user", "workspace"):
        path = fixtures / scope / f"{name}.md"
        if path.is_file():
            body = path.read_text(encoding="utf-8").split("---", 2)[-1]
            for raw in rules._paragraph_lines(body):
                line = unicodedata.normalize("NFKC", raw)
                for clause in rules._SENTENCE.split(line):
                    if clause and rules._strength(clause.strip()) in ("no-go", "ask"):
                        return True
    return False


def tabulate(load: Path, show: str | None) -> None:
    table: dict[str, Counter[str]] = defaultdict(Counter)
    twins: dict[str, Counter[str]] = defaultdict(Counter)
    for path in sorted(load.glob("*.json")):
        group = path.stem
        report = json.loads(path.read_text(encoding="utf-8"))
        where = {w: (g, f) for w, g, f in worlds_in(group)}
        for world, result in report.items():
            gate, fixtures = where[world]
            calls = load_turns(gate)
            benign = Counter(tool_of(c["action"]) for c in calls if c["expected"] == "go")
            for wrong in result["wrong"]:
                if wrong["expected"] == "go":
                    stage = wrong["cause"].split(" (")[0].replace("false stop", "")
                    kind = "F: " + stage.strip(": ")
                    table[group][kind] += 1
                    continue
                if wrong["cause"].startswith("strength"):
                    continue
                heard = (
                    marker_heard(fixtures, wrong["rule"] or "")
                    if wrong["cause"].startswith("rule not parsed")
                    else None
                )
                kind = mechanism(wrong, heard)
                table[group][kind] += 1
                twin = "twin" if benign[tool_of(wrong["action"])] else "no twin"
                twins[kind][twin] += 1
                if show and kind == show:
                    action = json.dumps(wrong["action"], ensure_ascii=False)[:160]
                    print(f"{group} {wrong['id']} ({twin}) {wrong['cause'][:100]} | {action}")
    if show:
        return
    total: Counter[str] = Counter()
    for counts in table.values():
        total.update(counts)
    kinds = sorted(total)
    print("mechanism".ljust(30) + "calls  groups  twin/no twin")
    for kind in kinds:
        groups = sum(1 for g in table if table[g][kind])
        pair = f"{twins[kind]['twin']}/{twins[kind]['no twin']}" if kind in twins else ""
        print(f"{kind:<30}{total[kind]:>5}  {groups:>6}  {pair}")
    print()
    print("group".ljust(14) + " ".join(k[:9].rjust(9) for k in kinds))
    for group in sorted(table):
        print(group.ljust(14) + " ".join(str(table[group][k]).rjust(9) for k in kinds))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("groups", nargs="*", help="development groups to run (with --save)")
    parser.add_argument("--save", type=Path, help="run the groups, one JSON report each here")
    parser.add_argument("--load", type=Path, help="tabulate the reports saved here")
    parser.add_argument("--show", help="list the misses of one mechanism")
    args = parser.parse_args(argv)
    if args.save:
        run(args.groups, args.save)
    if args.load:
        tabulate(args.load, args.show)
    if not (args.save or args.load):
        parser.error("give --save DIR with groups, or --load DIR")


if __name__ == "__main__":
    main()
