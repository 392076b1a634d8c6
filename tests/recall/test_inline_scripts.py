"""Code given on a command line (`recall.inline_scripts`): a script that reads a file and
writes another edits only the one it writes; the data it quotes is not what it uses; a
script that saves the workbook it opened still edits that workbook."""

from __future__ import annotations

from memwell.recall.inline_scripts import written_files
from memwell.recall.rulebook import RuleSource, check_rules
from memwell.recall.tool_calls import parse_call

READS_AND_REPORTS = (
    "python3 -c \"import csv; r=[x for x in csv.DictReader(open('/data/race/entrants.csv'))"
    " if x['medical_notes'].strip()]; w=csv.writer(open('/shared/medical/flags.csv','w'));"
    " [w.writerow([x['bib']]) for x in r]\""
)
COUNTS_BOOKINGS = (
    "python3 -c \"import json,collections; b=json.load(open('/srv/shop/exports/bookings.json'));"
    " print(collections.Counter(x['trip'] for x in b))\""
)
SAVES_THE_WORKBOOK = (
    "python -c \"import openpyxl; wb=openpyxl.load_workbook('inventory/master.xlsx');"
    " ws=wb['sales']; ws['E14']=12800; wb.save('inventory/master.xlsx')\""
)


def _gate(memory: str, command: str) -> str:
    source = RuleSource("rules", "workspace", memory)
    return check_rules([source], "Bash", {"command": command}, branch_of=lambda _: None).verdict


def test_the_files_a_script_writes_are_read_from_how_libraries_write() -> None:
    assert written_files("w=csv.writer(open('/shared/flags.csv','w'))") == ["/shared/flags.csv"]
    assert written_files("d=json.load(open('/srv/a.json')); print(d)") == []
    assert written_files("df.to_csv('/data/out.csv', index=False)") == ["/data/out.csv"]
    assert written_files("Path('notes.md').write_text('x')") == ["notes.md"]
    assert written_files("print(Path('notes.md').read_text())") == []


def test_a_script_that_reads_one_file_and_writes_another_edits_only_the_other() -> None:
    operations = parse_call("Bash", {"command": READS_AND_REPORTS}, branch_of=lambda _: None)
    edited = [o for o in operations if "edit" in o.verbs]
    assert edited, [o.to_dict() for o in operations]
    assert all("/data/race/entrants.csv" not in o.values for o in edited)
    assert any("/shared/medical/flags.csv" in o.values for o in edited)
    assert _gate("- Never edit entrants.csv by hand.\n", READS_AND_REPORTS) == "go"


def test_the_data_a_script_quotes_is_not_what_it_adds() -> None:
    memory = "- Never add bookings beyond the boat's capacity.\n"
    assert _gate(memory, COUNTS_BOOKINGS) == "go"


def test_a_script_that_saves_the_workbook_it_opened_edits_it() -> None:
    memory = "- Never edit inventory/master.xlsx directly; use the order form.\n"
    assert _gate(memory, SAVES_THE_WORKBOOK) != "go"


def test_a_script_whose_target_is_a_variable_still_edits_what_it_names() -> None:
    command = (
        "python3 -c \"import pandas as pd; p='/srv/payroll/rows.csv'; d=pd.read_csv(p);"
        " d.loc[3,'rate']=18; d.to_csv(p)\""
    )
    assert _gate("- Never change /srv/payroll/rows.csv by hand.\n", command) != "go"
