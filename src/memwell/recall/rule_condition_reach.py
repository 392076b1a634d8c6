"""A rule reached by its condition: the call's own value crosses the rule's limit, or the
call's field shows the precondition the rule requires missing, and the rule applies even
where its object words miss.

Trigger (a limit): the matcher (`recall.rule_match.judge`) found no match for a stopping rule that
draws a line in a quantity ("1万円を超える請求は店長に確認してから", "$500 and up, check with
the CFI", "Any mailing to more than 1,000 attendees needs Aiko's OK"), and the call shows a
value in the limit's unit that lies past the line (`"amount": 25000, "currency": "jpy"`,
`"recipient_count": 1200`).

Why: such a rule names its object in the memory's words (請求, "the CFI", "mailing"), and
the call names the same thing in the tool's words (`create_charge`, `create_refund`,
`send_campaign`), so the object match misses the call the rule was written for. The value
itself is the rule's condition: a call in the limit's unit, past the line, doing the act
the rule forbids (or any act, when the rule reads no act: the limit is all it says) is what
the rule speaks of. Its benign twin is the same call under the line, which the limit
already keeps out; a call doing another act the rule does read ("book" against a rule about
refunds) is not reached.

Trigger (a precondition): the rule forbids its act without consent, a permit, a
verification ("同意がない人の写真は絶対に載せない", "never ship an unverified order") and the
call's field for it says it is missing (`"sns_consent": false`, `"permit_no": null`); the
benign twin shows it met and is not reached (`recall.rule_preconditions`).

Outcome: `reach_by_precondition(rule, operation, tool_input)`, likewise;
`reach_by_limit(rule, operation)` → a weak `RuleMatch` (below every object match,
so a sanctioned way that names the call still lets it through) or None: not a stopping rule,
no limit, the call shows no value past it, the call does another act, the call is a
rehearsal the rule does not name, or the rule names an exception or a sanctioned way (whose
words the object matcher alone reads).
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile
from memwell.recall.operations import Operation
from memwell.recall.rule_env import names_rehearsal
from memwell.recall.rule_limits import MONEY, key_words, limit_holds
from memwell.recall.rule_match import REMOVALS, RuleMatch, verbs_of
from memwell.recall.rule_preconditions import precondition_met, precondition_words
from memwell.recall.rules import Rule

# below every object reading of the matcher (its weakest, a target it cannot tell, is 0.5):
# any sanctioned way that meets the call at all outweighs a rule reached by its value alone
REACH_SCORE = 0.25
_STOPS = ("no-go", "ask")
# a limit said per a period of time ("over ¥3,000 a month", "月2万円まで"): a rate, which the
# amount of one call is not (a call's own key may still say so: `monthly_fee` is read by
# the object matcher's path, not here)
_PER_PERIOD = lazy_compile(
    r"(?i)\d[\d,.]*\s*(?:[kKmM]|万|千)?\s*(?:円|yen|dollars?|pounds?|euros?|USD|JPY|GBP|EUR|CAD)?\s*"
    r"(?:a|an|per|/|each|every)\s*(?:month|year|week|day|night|hour|mo|yr|wk)\b"
    r"|(?:月額|月|年間|年|週|日)\s*[¥￥$£€]?\s*\d[\d,.]*\s*(?:万|千)?円?(?:まで|以上|を超え|超|以下|未満)"
    r"|毎月|月々|per\s+(?:month|year|week|day)"
)
# the last word of a key that names a thing by its number, not how many there are
# (`student_id: 2614` is one student; `zip: 98101` is no count of anything)
_IDENTIFIERS = frozenset({"id", "ids", "no", "code", "zip", "year", "phone"})


def reach_by_precondition(rule: Rule, operation: Operation, tool_input: object) -> RuleMatch | None:
    """The match of a stopping rule whose required precondition the call shows missing."""
    if rule.limits or not _may_reach(rule, operation):
        return None  # a rule with a limit is reached by its value (`reach_by_limit`)
    words = precondition_words(rule.text)
    if precondition_met(words, tool_input) is not False:
        return None
    acts = ", ".join(sorted(rule.verbs & verbs_of(operation))) or operation.verbs_text
    return RuleMatch(
        rule, operation, REACH_SCORE, f"{acts} without {', '.join(words)}", "precondition"
    )


def _may_reach(rule: Rule, operation: Operation) -> bool:
    """A stopping rule with no exception, sanctioned way or quoted command, for a call that
    is no rehearsal and does the act the rule reads (any act, when it reads none)."""
    if rule.strength not in _STOPS or rule.commands:
        return False
    if rule.unless or rule.via:
        return False  # an exception or a sanctioned way is read by the object matcher only
    if operation.rehearsal and not names_rehearsal(rule.text):
        return False  # a staging run or a test send is not the real thing
    done = verbs_of(operation) - {"read"}
    if not done:
        return False  # looking at a thing is not acting on it
    if rule.verbs and "access" not in rule.verbs:
        if "edit" in rule.verbs and done & REMOVALS:
            done = done | {"edit"}
        if not rule.verbs & done:
            return False  # the rule reads another act: its condition is not this call's
    return True


def reach_by_limit(rule: Rule, operation: Operation) -> RuleMatch | None:
    """The match of a stopping rule whose limit the call's value crosses, or None."""
    if not rule.limits or not _may_reach(rule, operation):
        return None
    if any(limit.unit == MONEY for limit in rule.limits) and _PER_PERIOD.search(rule.text):
        return None  # a monthly or yearly rate, and a call spends an amount once
    # Why: a value reached by its unit alone is the only evidence here, so a number that
    # identifies a thing (a student's id read as a count of students) must not count.
    counts = tuple(
        (key, value)
        for key, value in operation.quantities
        if not (words := key_words(key)) or words[-1] not in _IDENTIFIERS
    )
    if limit_holds(rule.limits, counts, operation.amount) is not True:
        return None
    acts = ", ".join(sorted(rule.verbs & verbs_of(operation))) or operation.verbs_text
    past = ", ".join(str(limit) for limit in rule.limits)
    return RuleMatch(
        rule, operation, REACH_SCORE, f"{acts} past the rule's limit ({past})", "limit"
    )
