"""Intent classification without a model: features, then a fixed precedence.

Word lists alone misfire both ways ("what does `continue` do in a loop" is not a
continuation; "do the same for the other one" has no keyword at all), so the classifier
looks at the shape of the turn first:

* code spans and quoted text are masked, so keywords inside them are subject matter;
* the sentence form: a request (imperative, "please", "can you", Japanese て-form
  endings) versus a question (wh-words, "?", か/とは/って何) versus chit-chat;
* deixis and anaphora that only make sense with prior context ("the other one", "same as
  before", "fix it", その/あれ/さっきの/同じ);
* first-person-plural and possessive context ("our repo", "my preferences", うちの, 私の),
  and past-tense questions about what we decided or did;
* change verbs (fix, add, 直して, 追加して), execution verbs (run, deploy, drop, 実行して),
  design vocabulary (architecture, how should we, 設計), and commands typed as the turn
  itself (`DROP TABLE`, `git push --force`, `rm -rf`);
* mentions of known entities.

Precedence: explicit continuation > execution > implementation > design > context-
dependent reference > entity > user-specific > casual > generic. The features are kept
in the result so every decision can be explained in the logs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from memwell.recall.entities import EntityDetector
from memwell.recall.types import Classification, EntityMatch, Intent

# --- masking -----------------------------------------------------------------------------

_FENCED = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_INLINE = re.compile(r"`[^`\n]+`")
_QUOTED = re.compile(
    r"\"[^\"\n]{1,80}\"|“[^”\n]{1,80}”|「[^」\n]{1,80}」|『[^』\n]{1,80}』|(?<![A-Za-z])'[^'\n]{1,60}'(?![A-Za-z])"
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]")


def mask(text: str) -> tuple[str, list[str]]:
    """`text` with code spans and quotations replaced by placeholders, and the code itself."""
    code: list[str] = []

    def keep(match: re.Match[str]) -> str:
        code.append(match.group().strip("`"))
        return " CODE "

    masked = _FENCED.sub(keep, text)
    masked = _INLINE.sub(keep, masked)
    masked = _QUOTED.sub(" QUOTE ", masked)
    return masked, code


def language_of(text: str) -> Literal["en", "ja", "mixed"]:
    cjk = len(_CJK.findall(text))
    latin = len(re.findall(r"[A-Za-z]", text))
    if cjk == 0:
        return "en"
    if latin > 3 * cjk:
        return "mixed"
    return "ja"


# --- English lexicon -------------------------------------------------------------------


def _words(*groups: str) -> frozenset[str]:
    return frozenset(w for g in groups for w in g.split())


_CASUAL = _words(
    "hi hello hey yo hiya heya morning evening afternoon night gm gn good great nice cool",
    "awesome perfect lovely wow oh ah haha hahaha lol lmao rofl heh hmm hm ok okay okey k kk",
    "thanks thank thx ty tysm cheers appreciate it appreciated so much a lot very you all",
    "bye goodbye cya see ya later soon take care sounds got np no worries problem sure yep",
    "yeah yes yup nope nah fine alright right indeed true agreed how are r u doing today",
    "whats what's up sup welcome again too much one that's thats is was this funny love it",
    "the day have weekend well done job happy friday monday :) :( :d ! hru me i am im",
    "helped helpful helps works worked work brilliant amazing excellent super wonderful",
    "neat sweet lgtm ack noted understood makes sense that",
)
_QUESTION_START = _words(
    "what what's whats how how's hows why when where which who whom whose is are was were",
    "does do did can could should would will shall may might explain define describe",
    "tell difference compare isn't aren't doesn't don't didn't",
)
_REQUEST_LEAD = re.compile(
    r"^(?:(?:ok(?:ay)?|so|now|then|also|and|next|first|great|cool|thanks|alright|right|yes|yeah|"
    r"hey|hi)[,!.]?\s+)*(?:please\s+|pls\s+|plz\s+|kindly\s+)?"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|let'?s\s+|let\s+us\s+|"
    r"i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to\s+|go\s+ahead\s+and\s+|"
    r"we\s+(?:need|should|have)\s+to\s+|time\s+to\s+|help\s+me\s+)?"
    r"(?:help\s+(?:me\s+|us\s+)?(?:to\s+)?)?"
)
_CHANGE_VERBS = _words(
    "fix add implement refactor write rewrite update change rename create modify edit make",
    "build convert port patch remove replace move extract optimize optimise clean cleanup bump",
    "upgrade downgrade generate scaffold setup set configure enable disable integrate wire hook",
    "debug document annotate split merge-in simplify reorganize restructure adjust tweak",
    "improve insert append prepend comment uncomment fill",
    "finish complete handle support type lint format cover introduce switch swap draft",
)
_EXEC_VERBS = _words(
    "run execute exec deploy redeploy push merge release publish drop truncate delete wipe",
    "purge migrate restart reboot kill stop start launch install uninstall rollback revert",
    "rebase commit ship apply reset send post schedule trigger rerun retry provision destroy",
    "shutdown spin seed backfill flush clear rotate",
)
_DESIGN_WORDS = _words(
    "design architect architecture architectures structure restructure plan roadmap strategy",
    "approach approaches propose proposal outline blueprint organize organise layout schema",
    "tradeoffs trade-offs alternatives options sketch",
)
_PHRASAL_EXEC = re.compile(
    r"^(?:kick\s+off|fire\s+off|roll\s+back|spin\s+(?:up|down)|roll\s+out|tear\s+down|bring\s+(?:up|down)|"
    r"shut\s+down|clean\s+up\s+(?:the\s+)?(?:db|database|tables?|bucket|cache|logs))\b"
)
_CODE_ARTEFACT = re.compile(
    r"^(?:give|show|get)\s+me\s+(?:a|an|the|some)\s+(?:\w+\s+){0,3}?(?:regex|regexp|function|script|"
    r"snippet|query|class|program|one-liner|oneliner|command|sql|code|implementation|tests?|"
    r"dockerfile|config|yaml|makefile|workflow|patch|diff)\b"
)
_DESIGN_HOW = re.compile(
    r"\bhow\s+(?:should|would|could|do)\s+(?:i|we|you|the|this|our|my|it)\b.*\b(?:structured?|"
    r"designed?|organi[sz]ed?|architected?|architecture|laid\s+out|lay\s+out|modell?ed|schema|"
    r"split\s+up)\b"
)
_DESIGN_WEIGH = _words("compare recommend suggest evaluate weigh assess choose pick")
_NON_CODE_OBJECT = re.compile(
    r"^\s*(?:me\s+)?(?:a|an|the|some|this)?\s*(?:\w+\s+)?(?:haiku|poem|story|essay|song|joke|"
    r"limerick|tweet|speech|toast|riddle|recipe|novel|lyrics)\b|^\s*[\d$€£¥]"
)
_DESIGN_NEED = re.compile(
    r"\b(?:need|want|give\s+me|make|write|draft|come\s+up\s+with|put\s+together)\s+(?:a|an|the)\s+"
    r"(?:\w+\s+)?(?:plan|design|architecture|proposal|roadmap|strategy|rollout\s+plan)\b"
)
_DESIGN_NOUN_Q = re.compile(
    r"\bwhat(?:'s|\s+is|\s+would\s+be)\s+(?:a|the)\s+(?:good|best|right|sensible|clean)\s+"
    r"(?:architecture|design|structure|schema|data\s+model)\b"
)
_DESIGN_QUESTION = re.compile(
    r"\b(?:how\s+should\s+we|(?:we|i)\s+should\s+(?:probably\s+|maybe\s+|really\s+)?(?:switch|move|"
    r"migrate|adopt|replace|split|merge|rewrite|restructure|redesign|consolidate)|what\s+would\s+be\s+(?:a|the)\s+(?:good|best|right)\s+"
    r"(?:way|approach|architecture|design|structure)|should\s+we\s+(?:use|switch|move|"
    r"migrate|go\s+with|adopt|split|keep|replace|add|drop|pick|choose)|should\s+i\s+(?:use|switch|"
    r"move|migrate|go\s+with|adopt|pick|choose)\b.*\b(?:for|in)\s+(?:the|our|my|this)\s|which\s+(?:approach|"
    r"architecture|design)\s+should|what(?:'s|\s+is)\s+the\s+best\s+(?:way|approach)\s+to\s+"
    r"(?:structure|organi[sz]e|design|architect)\b)"
)
_CONTINUATION = re.compile(
    r"\b(?:continue|continuing|resume|resuming|pick\s+(?:it\s+|this\s+|that\s+)?(?:back\s+)?up|carry\s+on|keep\s+going|left\s+off|"
    r"where\s+(?:we|i)\s+(?:were|stopped|left)|where\s+were\s+we|last\s+time|last\s+session|"
    r"previous\s+(?:session|work|conversation|chat|task|discussion)|earlier\s+(?:today|session)|"
    r"yesterday|back\s+to\s+(?:the|our|my|that|it|work)|as\s+(?:we\s+)?discussed|we\s+discussed|"
    r"you\s+(?:said|mentioned|suggested|did|started|were\s+doing|wrote|made|proposed|changed)|"
    r"what\s+you\s+(?:started|were|did)|i\s+(?:said|mentioned|told\s+you)|as\s+before|"
    r"like\s+(?:before|last\s+time)|same\s+as\s+(?:before|last)|next\s+steps?|what\s+was\s+left|"
    r"what(?:'s|\s+is)\s+left|where\s+are\s+we|status\s+of|progress\s+on|remaining|"
    r"what'?s\s+next|what\s+now|now\s+what|next\s+one|any\s+updates?)\b"
)
_CONT_START = re.compile(
    r"^(?:let'?s\s+)?(?:continue|resume|pick\s+up|carry\s+on|keep\s+going|(?:get\s+|go\s+)?back\s+to)\b"
)
# phrases that point at our shared history even inside a question
_CONT_STRONG_EN = re.compile(
    r"\b(?:where\s+were\s+we|left\s+off|last\s+time|last\s+session|what\s+was\s+left|"
    r"as\s+before|same\s+as\s+before|you\s+(?:said|mentioned|suggested|did|started|were\s+doing|"
    r"wrote|made|proposed|changed)|what\s+you\s+(?:started|were|did)|as\s+(?:we\s+)?discussed|"
    r"we\s+discussed|i\s+(?:said|mentioned|told\s+you)|previous\s+(?:session|conversation|chat)|"
    r"what'?s\s+next|what\s+now|now\s+what|next\s+one|any\s+updates?|where\s+are\s+we\s+at|"
    r"how\s+far\s+(?:along\s+)?are\s+we|what\s+(?:was|were)\s+(?:i|we)\s+(?:doing|working)|"
    r"(?:was|were)\s+(?:i|we)\s+working\s+on)\b"
)
_DEIXIS = re.compile(
    r"\b(?:the\s+other\s+(?:one|ones|file|module|function|service|side|branch|case)|"
    r"(?:that|this)\s+one|the\s+same(?:\s+(?:thing|way|for|as))?|do\s+the\s+same|same\s+for|"
    r"same\s+thing|again|the\s+rest|the\s+remaining|the\s+last\s+one|the\s+first\s+one|"
    r"those\s+(?:changes|files|ones|tests|errors)|these\s+changes|that\s+(?:bug|error|issue|"
    r"change|fix|file|function|idea|approach|plan|thing|test|script|query|branch|pr)|"
    r"this\s+(?:bug|error|issue|change|fix|file|function|script|class|module|test|code|query)|"
    r"and\s+the\s+other|what\s+about\s+the\s+other|(?:it|that|this|them)\s*[?.!]*$)"
)
_PRONOUN_ONLY = _words("it that this they them those these")
_POSSESSIVE = re.compile(r"\b(?:my|our|ours|mine|us|we|we've|we're|we'd|i've|i'd)\b")
_PERSONAL_Q = re.compile(
    r"\b(?:did|have|had|were|was)\s+(?:we|i)\b|\bdo\s+we\b|\bdo\s+i\s+(?:usually|normally|always|prefer|like|keep|use)\b|\bwhere\s+am\s+i\b|\bam\s+i\s+(?:in|on|using|running)\b|\bremind\s+me\b|\bi\s+(?:told|asked|"
    r"decided|prefer|usually|always|normally)\b|\bwhere\s+do\s+i\s+keep\b|\bwhat\s+do\s+i\s+"
    r"(?:use|prefer)\b"
)
_CONTEXT_NOUNS = _words(
    "project projects repo repos repository codebase app apps application service services",
    "setup config configuration environment env server servers cluster team company",
    "convention conventions preference preferences notes stack workflow pipeline deployment",
    "deploys deploy database db schema roadmap plan decision decisions todo todos tasks backlog",
    "style rules docs vault bot site website product customers meeting meetings account",
    "machine laptop infra infrastructure dashboard migration release api tests test suite",
    "coding naming commit commits branch staging prod production usual usually",
)
_WEAK_POSSESSIVE_NOUNS = _words("code function loop script regex query class program homework")
_PATH = re.compile(
    r"(?<![\w/])(?:[\w.-]+/)+[\w.-]+\.\w{1,5}\b|\b[\w-]+\.(?:py|ts|tsx|js|go|rs|md|toml|yaml|yml|json|sql|sh)\b"
)
_SHELL_START = _words(
    "git rm psql mysql sqlite3 dropdb createdb docker kubectl helm terraform npm npx yarn pnpm",
    "pip pip3 make sudo ssh scp rsync curl systemctl service cargo pytest python python3 node",
    "mv cp chmod chown kill pkill killall brew apt apt-get aws gcloud az heroku fly vercel",
    "ansible-playbook mongosh redis-cli gh",
)
_SQL_COMMAND = re.compile(
    r"^\s*(?:drop\s+(?:table|database|schema|index|view)|truncate\s+(?:table\s+)?\w|"
    r"delete\s+from\s|alter\s+table\s|update\s+\w+\s+set\s|insert\s+into\s|create\s+(?:table|"
    r"database|index)\s|grant\s|revoke\s)",
    re.IGNORECASE,
)

# --- Japanese lexicon ---------------------------------------------------------------------

_JA_CASUAL = re.compile(
    r"^(?:(?:こんにちは|こんばんは|おはよう(?:ございます)?|ありがとう(?:ございます|ございました)?|"
    r"どうも|お疲れ(?:様|さま)?(?:です|でした)?|おつかれ(?:さま)?|よろしく(?:お願いします)?|了解(?:です|しました)?|"
    r"りょうかい|わかった|わかりました|なるほど|いいね|すごい|おやすみ(?:なさい)?|うん|はい|"
    r"笑|www*|草|またね|じゃあね|やあ|元気(?:\?|\uff1f)?|元気ですか|ok|OK|オッケー|さすが|最高|"
    r"助かる|助かります|感謝|どういたしまして|ですね|ね|よ|です|素晴らしい|すばらしい|完璧|"
    r"いい感じ|今日も|今日は|引き続き|ちょっと待って|待って|少々お待ちください|ちょっと|"
    r"お願いします|了解|OKです|大丈夫です|大丈夫)[、。,.!\uff01?\uff1f~〜ー\s]*)+$"
)
_JA_CONT_STRONG = re.compile(
    r"前回|次は|次に何|次何|次のタスク|次にやる|次の作業|この前|話した件|前に話|どうなった|引き継ぎ|引継ぎ|さっきの|先ほどの|先程の|この前の|昨日の|例の|続きから|続きを|の続き|"
    r"どこまで(?:やった|進んだ|話した)|前に(?:話した|言った|決めた)|再開(?:しよう|して|します|したい)|"
    r"続けて|残りの|途中の"
)
_JA_DEIXIS = re.compile(
    r"^(?:(?:じゃあ|じゃ|では|なら|よし|うん|はい|OK|ok)[、,\s]*)?(?:それ|あれ|これ|そっち|あっち|その|あの)|同じ(?:こと|ように|く)|もう一つ|もう片方|他の方|"
    r"そっちも|それも|あれも|あれは|それは|その件|もう一回|もう一度|もう1回|再度|あの件|この件|このバグ|このファイル|このエラー|"
    r"この関数|このコード|この部分|さっき"
)
_JA_PERSONAL = re.compile(
    r"私の|わたしの|僕の|ぼくの|俺の|おれの|うちの|ウチの|我々の|自分の|弊社の|私たちの|僕らの|"
    r"私たちが|僕が|私が|俺が|何だっけ|なんだっけ|どうなってたっけ|だっけ|っけ|好み|いつも"
)
_JA_REQUEST_END = re.compile(
    r"(?:して|て|で)(?:ください|下さい|くれ|ほしい|欲しい|おいて|おいてください|もらえる|"
    r"もらえますか|くれる|くれますか)?[。!\uff01\s]*$|(?:お願い(?:します)?|頼む|よろしく)[。!\uff01\s]*$|"
    r"(?:しよう|やろう|しましょう|したい|進めよう)[。!\uff01\s]*$"
)
_JA_CHANGE = re.compile(
    r"直して|直す|修正|追加|実装|書いて|書き換え|作って|作成|変更|更新|改善|リファクタ|置き換え|"
    r"対応して|組み込|入れて|生成|整理して|削って|移行して|型ヒント|テストを書|設定して"
)
_JA_EXEC = re.compile(
    r"実行|走らせ|流して|回して|デプロイ|リリース|削除|ドロップ|drop|プッシュ|push|マージ|コミット|"
    r"再起動|停止|止めて|インストール|適用|ロールバック|戻して|公開して|送信|送って|起動して|消して|"
    r"初期化|リセット|ビルド"
)
_JA_DESIGN = re.compile(
    r"設計|アーキテクチャ|構成(?:を|案|について|は)|方針を|計画|ロードマップ|提案して|案を|"
    r"どうするべき|どう(?:すれば|したら)いい|構造"
)
_JA_QUESTION = re.compile(
    r"[?\uff1f]|(?:ですか|ますか|でしょうか|かな|とは|って何|ってなに|何|なに|なぜ|どうして|どうやって|"
    r"方法|教えて|違い|説明して|どれ|どちら|いつ|どこ)"
)
_JA_HOWTO = re.compile(r"とは|って何|ってなに|方法|書き方|やり方|するには|の違い")
_JA_GENERIC_FRAME = re.compile(r"とは|って何|ってなに|方法は|の違い|を教えて|を説明して|するには")


@dataclass(frozen=True, slots=True)
class _Features:
    casual: bool
    question: bool
    request: bool
    change: bool
    execute: bool
    design: bool
    continuation: bool
    deixis: bool
    personal: bool
    command: bool
    path: bool
    short: bool
    explicit_continuation: bool = False  # continue/resume/前回..., not just "next steps"


def classify(text: str, detector: EntityDetector | None = None) -> Classification:
    """The intent of `text`, with the entities found and the features that decided it."""
    entities: tuple[EntityMatch, ...] = detector.detect(text) if detector is not None else ()
    language = language_of(text)
    masked, code = mask(text)
    en = _english(masked, code, text)
    ja = _japanese(masked) if language != "en" else None
    f = _merge(en, ja)
    intent = _decide(f, bool(entities))
    names = [
        name
        for name, on in (
            ("casual", f.casual),
            ("question", f.question),
            ("request", f.request),
            ("change_verb", f.change),
            ("execution_verb", f.execute),
            ("design", f.design),
            ("continuation", f.continuation),
            ("deixis", f.deixis),
            ("personal", f.personal),
            ("command", f.command),
            ("path", f.path),
            ("short", f.short),
            ("code_span", bool(code)),
            ("entity", bool(entities)),
        )
        if on
    ]
    change_requested = intent in (
        "implementation_request",
        "design_request",
        "execution_request",
    ) or (
        # continuing work (not asking about it) leads to changes: check constraints first
        intent == "continuation" and (f.request or not f.question)
    )
    return Classification(
        intent=intent,
        language=language,
        entities=entities,
        features=tuple(names),
        change_requested=change_requested,
    )


def _decide(f: _Features, has_entity: bool) -> Intent:
    acting = f.request and (f.change or f.execute or f.design)
    # the main verb decides unless the turn explicitly continues earlier work
    if f.continuation and (f.explicit_continuation or not acting):
        return "continuation"
    if f.command or (f.execute and f.request):
        return "execution_request"
    if f.change and f.request:
        return "implementation_request"
    if f.design:
        return "design_request"
    if f.deixis:
        return "continuation"
    if has_entity:
        return "entity_reference"
    if f.personal:
        return "user_specific_context"
    if f.casual:
        return "casual"
    return "generic_qa"


# --- English features --------------------------------------------------------------------


def _english(masked: str, code: list[str], original: str) -> _Features:
    low = masked.lower().strip()
    low = re.sub(r"\s+", " ", low)
    tokens = re.findall(r"[a-z0-9']+|[?!]", low)
    words = [t for t in tokens if t not in ("?", "!")]
    question = low.endswith("?") or (bool(words) and words[0] in _QUESTION_START)
    if len(words) > 1 and words[0] == "do" and words[1] in _DO_OBJECTS and not low.endswith("?"):
        question = False  # "do the same for...", "do it": an imperative, not "do you...?"
    lead = _REQUEST_LEAD.match(low)
    rest = low[lead.end() :] if lead else low
    first = re.match(r"[a-z][a-z'-]*", rest)
    verb = first.group() if first else ""
    polite = bool(lead and lead.group().strip())
    request_form = bool(verb) and (
        verb in _CHANGE_VERBS
        or verb in _EXEC_VERBS
        or verb in _DESIGN_WORDS
        or verb in ("do", "try", "go", "proceed", "undo", "redo", "show", "check", "look")
    )
    if (
        words
        and words[0] in _QUESTION_START
        and not re.match(r"^(?:can|could|would|will)\s+(?:you|u)\b", low)
        and question
    ):
        request_form = False  # "how do I delete a branch" asks, it does not request
    change = request_form and verb in _CHANGE_VERBS
    execute = request_form and verb in _EXEC_VERBS
    # "delete the file" executes, "remove the unused imports" edits
    design = (
        (request_form and verb in _DESIGN_WORDS)
        or bool(_DESIGN_QUESTION.search(low))
        or (request_form and verb in ("propose", "plan", "outline", "design", "draft"))
    )
    if (
        not design
        and request_form
        and any(w in _DESIGN_WORDS for w in words[:8])
        and verb in ("come", "suggest", "think", "help", "give", "sketch", "compare")
    ):
        design = True
    if not design and (
        _DESIGN_NEED.search(low) or _DESIGN_NOUN_Q.search(low) or _DESIGN_HOW.search(low)
    ):
        design = True
    if (
        not design
        and verb in _DESIGN_WEIGH | {"compare"}
        and any(w in _DESIGN_WORDS for w in words)
    ):
        design = True  # "compare two approaches for our queue and recommend one"
    if (change or execute) and _NON_CODE_OBJECT.match(rest[len(verb) :]):
        # "write a haiku", "convert 5 miles to km": self-contained, nothing to recall
        change = execute = request_form = False
    if not question and (_PHRASAL_EXEC.match(rest) or _PHRASAL_EXEC.match(low)):
        execute = request_form = True
    if _CODE_ARTEFACT.match(rest) or _CODE_ARTEFACT.match(low):
        change = request_form = True
    personal_words = bool(_POSSESSIVE.search(low)) or bool(_PERSONAL_Q.search(low))
    context_noun = any(w in _CONTEXT_NOUNS for w in words)
    weak_only = (
        bool(re.search(r"\bmy\b", low))
        and not re.search(r"\b(?:our|we|us)\b", low)
        and not _PERSONAL_Q.search(low)
        and not context_noun
        and any(w in _WEAK_POSSESSIVE_NOUNS for w in words)
    )
    personal = personal_words and not weak_only
    cont_match = _CONTINUATION.search(low) or _CONT_STRONG_EN.search(low)
    continuation = False
    if cont_match:
        # A keyword counts when the turn is about our own work: a request/let's form, a
        # personal pronoun, or nothing but the keyword; a generic question merely names it.
        bare = len(words) <= 4
        continuation = (
            not question
            or (request_form and verb in ("continue", "resume", "pick", "carry", "keep", "go"))
            or bool(_CONT_START.match(low))
            or personal
            or bare
            or bool(_CONT_STRONG_EN.search(low))
        )
    if continuation and _INLINE_PAYLOAD.search(low):
        continuation = False  # "continue the sequence: 2, 4, 8": everything needed is here
    if words and len(words) <= 2 and set(words) <= _BARE_CONTINUATION:
        continuation = True  # "status?", "next", "continue"
    explicit = continuation and bool(
        _CONT_START.match(low)
        or _CONT_STRONG_EN.search(low)
        or (request_form and verb in ("continue", "resume", "pick", "carry", "keep"))
    )
    deixis = bool(_DEIXIS.search(low)) and not question_about_concept(low)
    if not deixis and words and len(words) <= 6:
        content = [w for w in words if w not in _STOP and w not in _PRONOUN_ONLY]
        if any(w in _PRONOUN_ONLY for w in words) and len(content) <= 2 and not code:
            deixis = not all(w in _CASUAL for w in words)
    command = _is_command(original.strip(), masked, code, question, request_form or polite)
    path = bool(_PATH.search(masked))
    if path and question and not request_form:
        personal = personal or "/" in (_PATH.search(masked) or [""])[0]
    casual = bool(words) and len(words) <= 8 and all(w in _CASUAL for w in words) and not code
    if request_form and (change or execute) and not question:
        pass
    elif request_form and verb in ("do", "try", "go", "proceed", "undo", "redo") and not question:
        deixis = True  # "do it", "try again", "go ahead": an action on something said before
    request = (request_form and not question) or (
        request_form and bool(re.match(r"^(?:can|could|would|will)\s+(?:you|u)\b", low))
    )
    return _Features(
        casual=casual,
        question=question,
        request=request,
        change=change,
        execute=execute,
        design=design,
        continuation=continuation,
        deixis=deixis,
        personal=personal,
        command=command,
        path=path,
        short=len(words) <= 4,
        explicit_continuation=explicit,
    )


_INLINE_PAYLOAD = re.compile(
    r"^\s*(?:please\s+)?(?:continue|resume|finish|complete)\s+[^:]{0,40}:\s*\S"
)
_BARE_CONTINUATION = _words("status update updates progress next continue resume onward go on")
_DO_OBJECTS = _words("the it that this so same both all these those them")
_STOP = _words(
    "a an the is are was were be been do does did to of in on at for with and or but so if",
    "what why how when where who which can could should would will please just now again i you",
    "me we my your our about there here up out not no yes ok",
)


def question_about_concept(low: str) -> bool:
    """ "what does `this` mean" style questions name a thing; they are not anaphora."""
    return bool(re.match(r"^(?:what\s+(?:does|is|are)|define|explain)\b", low)) and "code" in low


def _is_command(stripped: str, masked: str, code: list[str], question: bool, request: bool) -> bool:
    """The turn is (or asks to run) a shell command or SQL statement."""
    if question and not request:
        return False
    candidates = [stripped] if not masked.strip() or masked.strip() in ("CODE",) else []
    candidates.append(stripped)
    if request:
        candidates.extend(code)
    for candidate in candidates:
        cand = candidate.strip().strip("`$ ").strip()
        if _SQL_COMMAND.match(cand):
            return True
        first = re.match(r"[A-Za-z0-9_.-]+", cand)
        if first and first.group().lower() in _SHELL_START:
            word = first.group()
            rest = cand[first.end() :]
            # Commands are typed in lower case and have arguments that look like arguments;
            # "Make the loop skip duplicates" is English that happens to start with `make`.
            if not word.islower() or _PROSE.search(rest):
                continue
            if re.match(r"\s+(?:-{1,2}[\w-]|[\w./~'\"-]+)", rest) and not re.search(
                r"\b(?:what|how|why|does|mean)\b", cand.lower()
            ):
                return True
    return False


_PROSE = re.compile(r"(?i)\s(?:the|a|an|to|for|my|our|so|that|this|it|with|please)\s")


# --- Japanese features ---------------------------------------------------------------------


def _japanese(masked: str) -> _Features:
    text = masked.strip()
    question = bool(_JA_QUESTION.search(text))
    generic_frame = bool(_JA_GENERIC_FRAME.search(text))
    request = bool(_JA_REQUEST_END.search(text)) and not generic_frame
    change = bool(_JA_CHANGE.search(text)) and request
    execute = bool(_JA_EXEC.search(text)) and request and not generic_frame
    if change and execute:
        # Japanese puts the main verb last: コミットメッセージを書いて writes, コミットして runs
        last_change = max(m.end() for m in _JA_CHANGE.finditer(text))
        last_exec = max(m.end() for m in _JA_EXEC.finditer(text))
        change, execute = last_change >= last_exec, last_exec > last_change
    design = (
        bool(_JA_DESIGN.search(text))
        and (request or "べき" in text or "したい" in text or question)
        and not generic_frame
    )
    # "前回値を保持する変数の書き方は？" names a concept: a how-to frame is no continuation
    continuation = bool(_JA_CONT_STRONG.search(text)) and not (
        _JA_HOWTO.search(text) and not _JA_PERSONAL.search(text)
    )
    deixis = bool(_JA_DEIXIS.search(text))
    personal = bool(_JA_PERSONAL.search(text))
    casual = bool(_JA_CASUAL.match(text))
    return _Features(
        casual=casual,
        question=question,
        request=request,
        change=change,
        execute=execute,
        design=design,
        continuation=continuation,
        deixis=deixis,
        personal=personal,
        command=False,
        path=False,
        short=len(text) <= 8,
        explicit_continuation=continuation,
    )


def _merge(en: _Features, ja: _Features | None) -> _Features:
    if ja is None:
        return en
    # Japanese grammar decides the form; English words inside (git, push) still count.
    return _Features(
        casual=ja.casual,
        question=ja.question,
        request=ja.request,
        change=ja.change or (ja.request and en.change),
        execute=ja.execute,
        design=ja.design,
        continuation=ja.continuation,
        deixis=ja.deixis,
        personal=ja.personal,
        command=en.command,
        path=en.path,
        short=ja.short,
        explicit_continuation=ja.explicit_continuation,
    )
