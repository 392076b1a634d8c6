"""Word lists and patterns for intent classification (English and Japanese).

Kept apart from `intent.py` so the decision logic reads on its own; each list is named by
the feature it feeds.
"""

from __future__ import annotations

import re

from memwell.lazy_patterns import lazy_compile


def words_of(*groups: str) -> frozenset[str]:
    return frozenset(w for g in groups for w in g.split())


CASUAL = words_of(
    "hi hello hey yo hiya heya morning evening afternoon night gm gn good great nice cool",
    "awesome perfect lovely wow oh ah haha hahaha lol lmao rofl heh hmm hm ok okay okey k kk",
    "thanks thank thx ty tysm cheers appreciate it appreciated so much a lot very you all",
    "bye goodbye cya see ya later soon take care sounds got np no worries problem sure yep",
    "yeah yes yup nope nah fine alright right indeed true agreed how are r u doing today",
    "whats what's up sup welcome again too much one that's thats is was this funny love it",
    "the day have weekend well done job happy friday monday :) :( :d ! hru me i am im",
    "helped helpful helps works worked work brilliant amazing excellent super wonderful",
    "neat sweet lgtm ack noted understood makes sense that for tonight now",
)


QUESTION_START = words_of(
    "what what's whats how how's hows why when where which who whom whose is are was were",
    "does do did can could should would will shall may might explain define describe",
    "tell difference compare isn't aren't doesn't don't didn't",
)


REQUEST_LEAD = lazy_compile(
    r"^(?:(?:ok(?:ay)?|so|now|then|also|and|next|first|great|cool|thanks|alright|right|yes|yeah|"
    r"hey|hi)[,!.]?\s+)*(?:please\s+|pls\s+|plz\s+|kindly\s+)?"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|let'?s\s+|let\s+us\s+|"
    r"i\s+(?:want|need|would\s+like|'d\s+like)\s+(?:you\s+)?to\s+|go\s+ahead\s+and\s+|"
    r"we\s+(?:need|should|have)\s+to\s+|time\s+to\s+|help\s+me\s+)?"
    r"(?:help\s+(?:me\s+|us\s+)?(?:to\s+)?)?"
)


CHANGE_VERBS = words_of(
    "fix add implement refactor write rewrite update change rename create modify edit make",
    "build convert port patch remove replace move extract optimize optimise clean cleanup bump",
    "upgrade downgrade generate scaffold setup set configure enable disable integrate wire hook",
    "debug document annotate split merge-in simplify reorganize restructure adjust tweak",
    "improve insert append prepend comment uncomment fill",
    "finish complete handle support type lint format cover introduce switch swap draft",
)


EXEC_VERBS = words_of(
    "run execute exec deploy redeploy push merge release publish drop truncate delete wipe",
    "purge migrate restart reboot kill stop start launch install uninstall rollback revert",
    "rebase commit ship apply reset send post schedule trigger rerun retry provision destroy",
    "shutdown spin seed backfill flush clear rotate",
    # actions in the world, for assistant-style agents
    "book reserve order buy purchase cancel email text call message invite pay transfer",
    "share forward upload notify ping",
)


DESIGN_WORDS = words_of(
    "design architect architecture architectures structure restructure plan roadmap strategy",
    "approach approaches propose proposal outline blueprint organize organise layout schema",
    "tradeoffs trade-offs alternatives options sketch",
)


PHRASAL_EXEC = lazy_compile(
    r"^(?:kick\s+off|fire\s+off|roll\s+back|spin\s+(?:up|down)|roll\s+out|tear\s+down|bring\s+(?:up|down)|"
    r"shut\s+down|clean\s+up\s+(?:the\s+)?(?:db|database|tables?|bucket|cache|logs))\b"
)


CODE_ARTEFACT = lazy_compile(
    r"^(?:give|show|get)\s+me\s+(?:a|an|the|some)\s+(?:\w+\s+){0,3}?(?:regex|regexp|function|script|"
    r"snippet|query|class|program|one-liner|oneliner|command|sql|code|implementation|tests?|"
    r"dockerfile|config|yaml|makefile|workflow|patch|diff)\b"
)


DESIGN_HOW = lazy_compile(
    r"\bhow\s+(?:should|would|could|do)\s+(?:i|we|you|the|this|our|my|it)\b.*\b(?:structured?|"
    r"designed?|organi[sz]ed?|architected?|architecture|laid\s+out|lay\s+out|modell?ed|schema|"
    r"split\s+up)\b"
)


DESIGN_WEIGH = words_of("compare recommend suggest evaluate weigh assess choose pick")


NON_CODE_OBJECT = lazy_compile(
    r"^\s*(?:me\s+)?(?:a|an|the|some|this)?\s*(?:\w+\s+)?(?:haiku|poem|story|essay|song|joke|"
    r"limerick|tweet|speech|toast|riddle|recipe|novel|lyrics)\b|^\s*[\d$€£¥]"
)


DESIGN_NEED = lazy_compile(
    r"\b(?:need|want|give\s+me|make|write|draft|come\s+up\s+with|put\s+together)\s+(?:a|an|the)\s+"
    r"(?:\w+\s+)?(?:plan|design|architecture|proposal|roadmap|strategy|rollout\s+plan)\b"
)


DESIGN_NOUN_Q = lazy_compile(
    r"\bwhat(?:'s|\s+is|\s+would\s+be)\s+(?:a|the)\s+(?:good|best|right|sensible|clean)\s+"
    r"(?:architecture|design|structure|schema|data\s+model)\b"
)


DESIGN_QUESTION = lazy_compile(
    r"\b(?:how\s+should\s+we|(?:we|i)\s+should\s+(?:probably\s+|maybe\s+|really\s+)?(?:switch|move|"
    r"migrate|adopt|replace|split|merge|rewrite|restructure|redesign|consolidate)|what\s+would\s+be\s+(?:a|the)\s+(?:good|best|right)\s+"
    r"(?:way|approach|architecture|design|structure)|should\s+we\s+(?:use|switch|move|"
    r"migrate|go\s+with|adopt|split|keep|replace|add|drop|pick|choose)|should\s+i\s+(?:use|switch|"
    r"move|migrate|go\s+with|adopt|pick|choose)\b.*\b(?:for|in)\s+(?:the|our|my|this)\s|which\s+(?:approach|"
    r"architecture|design)\s+should|what(?:'s|\s+is)\s+the\s+best\s+(?:way|approach)\s+to\s+"
    r"(?:structure|organi[sz]e|design|architect)\b)"
)


CONTINUATION = lazy_compile(
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


CONT_START = lazy_compile(
    r"^(?:let'?s\s+)?(?:continue|resume|pick\s+up|carry\s+on|keep\s+going|(?:get\s+|go\s+)?back\s+to)\b"
)


CONT_STRONG_EN = lazy_compile(
    r"\b(?:where\s+were\s+we|left\s+off|last\s+time|last\s+session|what\s+was\s+left|"
    r"as\s+before|same\s+as\s+before|you\s+(?:said|mentioned|suggested|did|started|were\s+doing|"
    r"wrote|made|proposed|changed)|what\s+you\s+(?:started|were|did)|as\s+(?:we\s+)?discussed|"
    r"we\s+discussed|i\s+(?:said|mentioned|told\s+you)|previous\s+(?:session|conversation|chat)|"
    r"what'?s\s+next|what\s+now|now\s+what|next\s+one|any\s+updates?|where\s+are\s+we\s+at|"
    r"how\s+far\s+(?:along\s+)?are\s+we|what\s+(?:was|were)\s+(?:i|we)\s+(?:doing|working)|"
    r"(?:was|were)\s+(?:i|we)\s+working\s+on|"
    r"how(?:'s|\s+is|\s+are)\s+(?:the|our|my)\s+[^?]*\bgoing\s*[?.!]*$)"
)


DEIXIS = lazy_compile(
    r"\b(?:the\s+other\s+(?:one|ones|file|module|function|service|side|branch|case)|"
    r"(?:that|this)\s+one|the\s+same(?:\s+(?:thing|way|for|as))?|do\s+the\s+same|same\s+for|"
    r"same\s+thing|again|the\s+rest|the\s+remaining|the\s+last\s+one|the\s+first\s+one|"
    r"those\s+(?:changes|files|ones|tests|errors)|these\s+changes|that\s+(?:bug|error|issue|"
    r"change|fix|file|function|idea|approach|plan|thing|test|script|query|branch|pr)|"
    r"this\s+(?:bug|error|issue|change|fix|file|function|script|class|module|test|code|query)|"
    r"and\s+the\s+other|what\s+about\s+the\s+other|(?:it|that|this|them)\s*[?.!]*$)"
)


PRONOUN_ONLY = words_of("it that this they them those these")


POSSESSIVE = lazy_compile(r"\b(?:my|our|ours|mine|us|we|we've|we're|we'd|i've|i'd)\b")


PERSONAL_Q = lazy_compile(
    r"\b(?:did|have|had|were|was)\s+(?:we|i)\b|\bdo\s+we\b|\bdo\s+i\s+(?:usually|normally|always|prefer|like|keep|use)\b|\bwhere\s+am\s+i\b|\bam\s+i\s+(?:in|on|using|running)\b|\bremind\s+me\b(?!\s+to\b)|\bi\s+(?:told|asked|"
    r"decided|prefer|usually|always|normally)\b|\bwhere\s+do\s+i\s+keep\b|\bwhat\s+do\s+i\s+"
    r"(?:use|prefer)\b"
)


CONTEXT_NOUNS = words_of(
    "project projects repo repos repository codebase app apps application service services",
    "setup config configuration environment env server servers cluster team company",
    "convention conventions preference preferences notes stack workflow pipeline deployment",
    "deploys deploy database db schema roadmap plan decision decisions todo todos tasks backlog",
    "style rules docs vault bot site website product customers meeting meetings account",
    "machine laptop infra infrastructure dashboard migration release api tests test suite",
    "coding naming commit commits branch staging prod production usual usually",
)


WEAK_POSSESSIVE_NOUNS = words_of("code function loop script regex query class program homework")


PATH = lazy_compile(
    r"(?<![\w/])(?:[\w.-]+/)+[\w.-]+\.\w{1,5}\b|\b[\w-]+\.(?:py|ts|tsx|js|go|rs|md|toml|yaml|yml|json|sql|sh)\b"
)


SHELL_START = words_of(
    "git rm psql mysql sqlite3 dropdb createdb docker kubectl helm terraform npm npx yarn pnpm",
    "pip pip3 make sudo ssh scp rsync curl systemctl service cargo pytest python python3 node",
    "mv cp chmod chown kill pkill killall brew apt apt-get aws gcloud az heroku fly vercel",
    "ansible-playbook mongosh redis-cli gh",
)


SQL_COMMAND = lazy_compile(
    r"^\s*(?:drop\s+(?:table|database|schema|index|view)|truncate\s+(?:table\s+)?\w|"
    r"delete\s+from\s|alter\s+table\s|update\s+\w+\s+set\s|insert\s+into\s|create\s+(?:table|"
    r"database|index)\s|grant\s|revoke\s)",
    re.IGNORECASE,
)


JA_CASUAL = lazy_compile(
    r"^(?:(?:こんにちは|こんばんは|おはよう(?:ございます)?|ありがとう(?:ございます|ございました)?|"
    r"どうも|お疲れ(?:様|さま)?(?:です|でした)?|おつかれ(?:さま)?|よろしく(?:お願いします)?|了解(?:です|しました)?|"
    r"りょうかい|わかった|わかりました|なるほど|いいね|すごい|おやすみ(?:なさい)?|うん|はい|"
    r"笑|www*|草|またね|じゃあね|やあ|元気(?:\?|\uff1f)?|元気ですか|ok|OK|オッケー|さすが|最高|"
    r"助かる|助かります|感謝|どういたしまして|ですね|ね|よ|です|素晴らしい|すばらしい|完璧|"
    r"いい感じ|今日も|今日は|引き続き|ちょっと待って|待って|少々お待ちください|ちょっと|"
    r"了解|OKです|大丈夫です|大丈夫|助かりました|助かった|ありがと)[、。,.!\uff01?\uff1f~〜ー\s]*)+$"
)


JA_CONT_STRONG = lazy_compile(
    r"前回|次は|次に何|次何|次のタスク|次にやる|次の作業|この前|話した件|前に話|どうなった|引き継ぎ|引継ぎ|さっきの|先ほどの|先程の|この前の|昨日の|例の|続きから|続きを|の続き|"
    r"どこまで(?:やった|進んだ|話した)|前に(?:話した|言った|決めた)|再開(?:しよう|して|します|したい)|"
    r"続けて|残りの|途中の"
)


JA_DEIXIS = lazy_compile(
    r"^(?:(?:じゃあ|じゃ|では|なら|よし|うん|はい|OK|ok)[、,\s]*)?(?:それ|あれ|これ|そっち|あっち|その|あの)|同じ(?:こと|ように|く)|もう一つ|もう片方|他の方|"
    r"そっちも|それも|あれも|あれは|それは|その件|もう一回|もう一度|もう1回|再度|あの件|この件|このバグ|このファイル|このエラー|"
    r"この関数|このコード|この部分|さっき"
)


JA_PERSONAL = lazy_compile(
    r"私の|わたしの|僕の|ぼくの|俺の|おれの|うちの|ウチの|我々の|自分の|弊社の|私たちの|僕らの|"
    r"私たちが|僕が|私が|俺が|何だっけ|なんだっけ|どうなってたっけ|だっけ|っけ|好み|いつも"
)


JA_REQUEST_END = lazy_compile(
    r"(?:して|て|で)(?:ください|下さい|くれ|ほしい|欲しい|おいて|おいてください|もらえる|"
    r"もらえますか|くれる|くれますか|くれない|もらえない)?[。!\uff01?\uff1f\s]*$|(?:お願い(?:します)?|頼む|よろしく)[。!\uff01\s]*$|"
    r"(?:しよう|やろう|しましょう|したい|進めよう)[。!\uff01\s]*$"
)


JA_CHANGE = lazy_compile(
    r"直して|直す|修正|追加|実装|書いて|書き換え|作って|作成|変更|更新|改善|リファクタ|置き換え|"
    r"対応して|組み込|入れて|生成|整理して|削って|移行して|型ヒント|テストを書|設定して"
)


JA_EXEC = lazy_compile(
    r"実行|走らせ|流して|回して|デプロイ|リリース|削除|ドロップ|drop|プッシュ|push|マージ|コミット|"
    r"再起動|停止|止めて|インストール|適用|ロールバック|戻して|公開して|送信|送って|起動して|消して|"
    r"初期化|リセット|ビルド|予約|注文|購入|買って|キャンセル|連絡して|メールして|電話して|招待して|"
    r"支払|振り込|"
    # the spoken contraction of 〜ておいて (送っといて, LINEしといて), forwarding and posting,
    # and a message sent through an app named as the verb (LINEして, DMして, Slackして)
    r"送っと|転送|投稿|(?:LINE|ライン|DM|Slack|スラック)(?:し|で送)"
)


JA_DESIGN = lazy_compile(
    r"設計|アーキテクチャ|構成(?:を|案|について|は)|方針を|計画|ロードマップ|提案して|案を|"
    r"どうするべき|どう(?:すれば|したら)いい|構造"
)


JA_QUESTION = lazy_compile(
    r"[?\uff1f]|(?:ですか|ますか|でしょうか|かな|とは|って何|ってなに|何|なに|なぜ|どうして|どうやって|"
    r"方法|教えて|違い|説明して|どれ|どちら|いつ|どこ)"
)


JA_HOWTO = lazy_compile(r"とは|って何|ってなに|方法|書き方|やり方|するには|の違い")


JA_GENERIC_FRAME = lazy_compile(r"とは|って何|ってなに|方法は|の違い|を教えて|を説明して|するには")


# The seed's explicit continuation words (続き, 前回, 再開, 引き継ぎ, continue, resume) opening
# a turn as its preface, before a separator and the ask ("再開：KIPの電池の案件、どこまで進んでた
# っけ?", "continuing from earlier: where do the raw CTD files go now?", "picking up the LIMS
# cleanup from yesterday — can I just delete the duplicates?"): `intent.continuation_preface`.
# Plain prefixes, no pattern (the hook's pattern budget).
PREFACE_EN = (
    "continue ",
    "continuing ",
    "resume ",
    "resuming ",
    "pick up ",
    "picking up ",
    "picking this back up",
    "picking it back up",
    "pick this back up",
    "back to ",
    "carrying on ",
    "following up ",
)
PREFACE_JA = (
    "再開",
    "続き",
    "前回の続き",
    "この前の続き",
    "さっきの続き",
    "前回の話",
    "前の話に戻る",
    "引き継ぎ",
    "引継ぎ",
)
# words that may stand before an English preface ("OK, back to …", "let's continue with …")
PREFACE_EN_LEADS = ("ok", "okay", "so", "right", "alright", "let's", "lets")
# what a Japanese preface may end with before its separator (続きだけど、 前の話に戻るけど、)
PREFACE_JA_TAILS = ("だけど", "だけれど", "けど", "です", "ね")
PREFACE_SEPARATORS_EN = (":", "\u2014", "\u2013", " - ", ";")
PREFACE_SEPARATORS_JA = ("：", ":", "、", ",", "，")

INLINE_PAYLOAD = lazy_compile(
    r"^\s*(?:please\s+)?(?:continue|resume|finish|complete)\s+[^:]{0,40}:\s*\S"
)


BARE_CONTINUATION = words_of("status update updates progress next continue resume onward go on")


DO_OBJECTS = words_of("the it that this so same both all these those them")


STOP = words_of(
    "a an the is are was were be been do does did to of in on at for with and or but so if",
    "what why how when where who which can could should would will please just now again i you",
    "me we my your our about there here up out not no yes ok",
)


PROSE = lazy_compile(r"(?i)\s(?:the|a|an|to|for|my|our|so|that|this|it|with|please)\s")
