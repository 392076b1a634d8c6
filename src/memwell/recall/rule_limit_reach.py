"""A rule whose limit the call's own value crosses applies, even where its object words miss.

Trigger: the matcher (`recall.rule_match.judge`) found no match for a stopping rule that
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

Outcome: `reach_by_limit(rule, operation)` → a weak `RuleMatch` (below every object match,
so a sanctioned way that names the call still lets it through) or None: not a stopping rule,
no limit, the call shows no value past it, the call does another act, the call is a
rehearsal the rule does not name, or the rule names an exception or a sanctioned way (whose
words the object matcher alone reads).
"""

from __future__ import annotations

from memwell.recall.operations import Operation
from memwell.recall.rule_env import names_rehearsal
from memwell.recall.rule_limits import limit_holds
from memwell.recall.rule_match import REMOVALS, RuleMatch, verbs_of
from memwell.recall.rules import Rule

# below every object reading of the matcher (its weakest, a target it cannot tell, is 0.5):
# any sanctioned way that meets the call at all outweighs a rule reached by its value alone
REACH_SCORE = 0.25
_STOPS = ("no-go", "ask")


def reach_by_limit(rule: Rule, operation: Operation) -> RuleMatch | None:
    """The match of a stopping rule whose limit the call's value crosses, or None."""
    if rule.strength not in _STOPS or not rule.limits or rule.commands:
        return None
    if rule.unless or rule.via:
        return None  # an exception or a sanctioned way is read by the object matcher only
    if operation.rehearsal and not names_rehearsal(rule.text):
        return None  # a staging run or a test send is not the real thing
    done = verbs_of(operation) - {"read"}
    if not done:
        return None  # looking at a value past the line is not acting on it
    if rule.verbs and "access" not in rule.verbs:
        if "edit" in rule.verbs and done & REMOVALS:
            done = done | {"edit"}
        if not rule.verbs & done:
            return None  # the rule reads another act: its line is not this call's
    if limit_holds(rule.limits, operation.quantities, operation.amount) is not True:
        return None
    acts = ", ".join(sorted(rule.verbs & done)) or operation.verbs_text
    past = ", ".join(str(limit) for limit in rule.limits)
    return RuleMatch(
        rule, operation, REACH_SCORE, f"{acts} past the rule's limit ({past})", "limit"
    )
