"""General forms in which people write a prohibition or a confirmation requirement.

Trigger: `recall.rules` reads a memory's line and asks whether it states a rule, how
strongly, and what it forbids.

Why: the rule model's first markers were the words of a few writers ("never", "ask me
first", 「しないこと」). Writers who never saw them say the same things in other common
forms, and such a line was not read as a rule at all, so nothing could fire: "ask Kiran
first", "needs Nao's OK", "run it past me", "the prod database is off-limits", "keep
customer e-mails out of Slack", 「〜は厳禁」, 「〜はNG」, 「〜不可」, 「会長の了承が必要」,
「触らない」.
These are forms of English and Japanese, not any one writer's wording: each names who
must be asked or that a thing is out of bounds, and nothing about a domain.

Outcome: patterns `recall.rules` adds to its own markers (`ASK_FORMS`, `NO_GO_FORMS`), and
`hands_off_verbs` / `extra_verbs` for clauses whose action is said by a word the shared
verb table does not list ("touch", "give … to", 「変える」).
"""

from __future__ import annotations

from memwell.lazy_patterns import lazy_compile

# who must be asked: a person named with a capital ("Kiran", "Marco or Jonas"), me/us, or
# a role ("the duty manager", "legal")
_PERSON = r"(?:me|us|[A-Z][\w'-]+(?:\s+(?:or|and)\s+(?:me|[A-Z][\w'-]+))?)"
_WHO = rf"(?:{_PERSON}|(?i:legal|finance|hr)|(?i:the|a|an|my|our)\s+[\w-]+(?:\s+[\w-]+)?)"
_OKAY = r"(?:ok|okay|go-?ahead|approval|sign[- ]?off|blessing|green\s+light|permission)"

ASK_FORMS = lazy_compile(
    # "ask Kiran first", "ask Nao before accepting", "Ask Marco or me before …"
    rf"\b(?i:ask)\s+{_WHO}\s+(?i:first|before)\b|"
    # "talk to me before changing prices", "escalate to the duty manager before cancelling"
    r"\b(?i:talk\s+to|speak\s+(?:to|with)|let|tell|ping|loop\s+in|escalate\s+to|"
    rf"confirm\s+with|check\s+in\s+with)\s+{_WHO}(?:\s+(?i:know))?\s+(?i:first|before)\b|"
    # "needs a second approval", "two people must approve any wire transfer"
    r"(?i:\bsecond\s+(?:approval|check|signature|sign[- ]?off|pair\s+of\s+eyes)\b|"
    r"\btwo\s+(?:people|persons|signatures|approvals)\b)|"
    # "must be signed off by Sam", "cleared by legal before publishing"
    r"(?i:\b(?:signed\s+off|cleared|okayed|ok'd|vetted)\s+(?:by|with)\s+\w+)|"
    # "run it past me", "run anything about closures by Paul" (not "payroll is run by Marisol")
    rf"\b(?i:run)\s+(?i:it|them|this|that|these|those|anything|everything|changes?|any)\b"
    rf"[^.;:]{{0,80}}?\s(?i:past|by)\s+{_WHO}\b|"
    # "any change to prices goes through me first", "any quote over £5,000 comes to me before"
    rf"\b(?i:goes|go|come|comes|must\s+go|must\s+come)\s+(?i:through|past|to|by)\s+{_PERSON}"
    rf"(?:\s+(?i:first|before))?(?![\w'-])|"
    rf"\b(?i:goes|go)\s+(?i:via)\s+(?:me|us|[A-Z][a-z]+)\b(?!\s+[A-Z])|"  # "go via Kim"
    # "I need to OK it first", "I review before they go out", "I approve each one first"
    r"\b(?:I|we)\s+(?i:need\s+to\s+|have\s+to\s+|want\s+to\s+|must\s+)?"
    r"(?i:ok|okay|review|approve|check|see|sign\s+off\s+on)\s+(?:\w+\s+){0,2}?(?i:first|before)\b|"
    # "needs Nao's OK", "get my sign-off first", "only with Dana's approval"
    rf"(?i:\b(?:needs?|requires?|get|have|with|after)\s+(?:my|our)\s+{_OKAY})|"
    rf"\b(?i:needs?|requires?|get|have|with|after)\s+(?:(?i:the|a|an)\s+)?(?:[\w-]+\s+)?"
    rf"[\w-]+'s?\s+(?i:{_OKAY})|"
    # "clear it with Sam first", "consult me before …"
    rf"\b(?i:clear)\s+(?:it|them|this|that|[\w'-]+)\s+(?i:with)\s+{_WHO}|"
    rf"\b(?i:consult)\s+{_WHO}\s+(?i:first|before)\b|"
    # 「会長の了承が必要」「了解を得てから」「相談してから」「相談のうえ」 (not 「相談して使う」)
    r"了承|了解を(?:得|取|もら)|許可が必要|相談(?:してから|の上|のうえ|すること|が必要)|"
    # 「…を超えるなら相談して。」: a request at the sentence's end (not 「相談して使う」)
    r"相談して(?:ください|下さい)?(?=[。!！]|\s*$)"
)

NO_GO_FORMS = lazy_compile(
    # "records cannot be deleted", "you can't delete", "only the pharmacist may dispense":
    # said of the agent or of the thing, never of a device ("the printer can't print A3")
    r"(?i:\b(?:cannot|can't|can\s+not|may\s+not|must\s+not)\s+be(?=\s+\w+(?:ed|en)\b)|"
    r"\b(?:you|we|the\s+(?:assistant|agent|ai|bot)|nobody|no\s+one)\s+(?:cannot|can't|can\s+not)\b|"
    r"\b(?:is|are)\s*n[o']t\s+(?:permitted|allowed)\b|\bnot\s+permitted\b|"
    r"\brestricted\s+to\b|\brefrain\s+from\b|^\W*only\s+(?:the\s+)?[\w' -]{1,40}?\s+"
    r"(?:may|can|should|is\s+allowed\s+to|are\s+allowed\s+to)\s|"
    r"\b(?:is|are)\s+only(?=\s+\w+(?:ed|en)\s+by\b))|"
    r"(?i:\boff[- ]limits\b|\bhands\s+off\b|\bout\s+of\s+bounds\b|"
    r"\bunder\s+no\s+circumstances\b|\bnot\s+to\s+be\s+\w+ed\b|\bis\s+a\s+no[- ]go\b)|"
    # 「〜は厳禁」「〜はNG」「持ち出し不可」「〜は禁物」「〜はやめて」
    # (「やめて、青色申告に切り替える」 is a change of plan: only a request to stop counts)
    r"厳禁|禁物|(?<![A-Za-z])NG(?![A-Za-z])|不可(?![欠能])|やめて(?:ください|下さい|ほしい|欲しい)"
)

# the sanctioned way: "only issue refunds through Stripe", "deploys go through the pipeline"
WAY = lazy_compile(
    r"(?i)\b(?:only\s+(?:[\w'-]+\s+){1,4}?|(?:go|goes|must\s+go|should\s+go|happens?|"
    r"(?:is|are)\s+done)\s+(?:only\s+)?)(?P<how>(?:via|through|using)\s+(?P<way>[^.;,]+))"
)


# a clause that grants, not forbids: "you can send those yourself", 「任せます」
PERMISSION = lazy_compile(
    r"(?i)\b(?:you|they|he|she|we|[A-Z][\w'-]+)\s+(?:can|may)\s+(?!not\b|never\b)|"
    r"\bfeel\s+free\b|任せ|自由に"
)

# "keep customer e-mails out of Slack" says "never put customer e-mails into Slack"
_KEEP_OUT = lazy_compile(
    r"(?i)\b(?:keep|keeps|kept)\s+((?:[^.;,]+?\s+)?)(?:out\s+of|away\s+from|off)\s+(?=\S)"
)


def as_plain_rule(clause: str) -> str:
    """The clause said in the plain form the rule model reads: "Keep X out of Y" →
    "Never put X into Y"; any other clause as it is."""
    return _KEEP_OUT.sub(lambda m: f"Never put {m.group(1)}into ", clause)


# a clause whose only action is being out of bounds: any change to it is what it forbids
_HANDS_OFF = lazy_compile(
    r"(?i:\b(?:touch(?:es|ed|ing)?|mess(?:es|ed|ing)?\s+with|tamper\w*|fiddl\w*|"
    r"off[- ]limits|hands\s+off|out\s+of\s+bounds)\b)|"
    r"触ら|触る|触れ|触っ|いじら|いじる|いじっ|手を(?:出さ|付け|つけ)"
)
CHANGES = frozenset({"edit", "write", "overwrite", "delete", "move"})

# action words the shared verb table lacks, one named group per verb class they stand for
_COMPOUND = r"(?<=[\u3400-\u9fff\u30a1-\u30fa\u30fc])"  # closing a kanji/katakana compound
_AS_TOPIC = r"(?=は|を|も|する|しない|の前|前)"  # 「時給変更は」「メール添付はしない」
_HOW = r"(?<=直接|無断|勝手|手動)"  # 「直接編集はNG」: a verbal noun after how it is done
_EXTRA_VERBS = lazy_compile(
    r"(?P<send>"
    # "never give a driver's number to a client" (not "give up to 10%"), "hand it over"
    r"(?i:(?<![\w-])(?:giv(?:e|es|ing)|gave)(?!\s+up\b)(?=[^.;,]*?\sto\s))|"
    r"(?i:(?<![\w-])hand(?:s|ed|ing)?\s+over(?![\w-]))|"
    # "do NOT email the cast list", "never text a client": a bare medium after a negation
    r"(?i:(?:(?<=\bnot\s)|(?<=ever\s)|(?<=n't\s))(?:e-?mail|text|message|dm)(?![\w-]))|"
    # 持ち出す (take out), 教える (tell), 渡す (hand), 提出 (submit), 配信 (deliver)
    r"持ち出|教え(?:る|ない|て|た|ず)|渡(?:す|さ|し|そ)|提出|"
    rf"{_COMPOUND}(?:送信|送付|添付){_AS_TOPIC}|(?<=直接|無断|勝手)(?:送信|送付|連絡))|"
    # 変える (change), 〜扱いにする (mark as: changes the record)
    r"(?P<edit>変え(?:る|ない|て|た|ず|ちゃ)|変わる|扱いに(?:する|し)|"
    rf"{_HOW}(?:編集|変更|修正|更新|書き換え)|{_COMPOUND}(?:変更|編集|修正|更新){_AS_TOPIC})|"
    rf"(?P<delete>{_HOW}(?:削除|消去)|{_COMPOUND}削除{_AS_TOPIC})|"
    r"(?P<move>移(?:す|さ|し|そ))|"  # 移す (move)
    r"(?P<write>転記)|"  # 転記 (copy into another record)
    r"(?P<broadcast>配信)|"  # 「LINE配信」: a message delivered to a list
    r"(?P<publish>(?<=直接|無断|勝手)(?:公開|投稿))"
)


def hands_off_verbs(clause: str) -> frozenset[str]:
    """The changes a clause forbids by saying its object is out of bounds ("don't touch
    the billing config", "prod is off-limits", 「設定には触らない」); none otherwise."""
    return CHANGES if _HANDS_OFF.search(clause) else frozenset()


def hands_off_spans(clause: str) -> list[tuple[int, int]]:
    """Where the words saying a thing is out of bounds stand (they name no object)."""
    return [m.span() for m in _HANDS_OFF.finditer(clause)]


def extra_verbs(clause: str) -> tuple[set[str], list[tuple[int, int]]]:
    """Verb classes said by words the shared table lacks, and where they stand."""
    found: set[str] = set()
    spans: list[tuple[int, int]] = []
    for match in _EXTRA_VERBS.finditer(clause):
        found.add(str(match.lastgroup))
        spans.append(match.span())
    return found, spans
