# -*- coding: utf-8 -*-
"""world_t fixtures: Haruka Saeki, QC chemist at a Saijo sake brewery (blind set)."""

FIXTURES = [
# ---------------------------------------------------------------- user/
dict(dir="user", name="profile", type="user", pinned=True,
 description="Who I am: Haruka Saeki, brewery QC lead in Saijo, tour guide on weekends, stage manager",
 aliases=["me", "haruka", "佐伯", "遥", "about me", "プロフィール"],
 body="""- Haruka Saeki (佐伯 遥), 37, living in 西条, 東広島市 — ten minutes on foot from the brewery.
- Day job: QC / analysis lead at Shirasagi Shuzō (白鷺酒造) since 2017. I run the lab and sit on every 出荷判定.
- Side business: Saijo Sake Walk, English walking tours along the 酒蔵通り on weekends (I hold the 全国通訳案内士 licence, English).
- Hobby: stage manager (舞台監督) of the amateur theatre group 西条座.
- Laptop ThinkPad X1 on Ubuntu 24.04, phone Pixel 8. Time zone Asia/Tokyo.
- Japanese with family and at the brewery, English for the tour business; either is fine with you.
"""),
dict(dir="user", name="family", type="user",
 description="家族：夫の大樹（消防士・当番日）、娘の紬（ピアノ・卵アレルギー）、呉の母",
 aliases=["family", "家族", "大樹", "daiki", "紬", "tsumugi", "つむぎ", "母", "mom"],
 body="""- 夫の大樹は東広島市消防局の消防士。24時間勤務の当番が3日に1回（12月は 13・16・19・22・25日）。
- 娘の紬（つむぎ、6歳、小1）。土曜 10:00〜10:45 はピアノ教室、先生は 宮地先生。
- 紬は卵アレルギー（加熱した卵もダメ）。外食やお土産は必ず原材料を確認。
- 母（佐伯 房江）は呉に住んでいて、大樹の当番日の夜は紬を見に来てくれる。頼むときは3日前までにLINEで。
- 年末は 12/29〜1/2 に大樹の実家（松江）へ帰省。
"""),
dict(dir="user", name="health_notes", type="user",
 description="体調メモ：喘息、呼吸器内科の通院、夜番とツアーの上限",
 aliases=["health", "体調", "喘息", "asthma", "clinic", "通院", "inhaler"],
 body="""- 喘息持ち。精米所と麹室に入るときは必ず N95 マスク。吸入薬（シムビコート）は朝晩。
- 呼吸器内科（西条中央クリニック、堀先生）は6週間ごと。次回は 2026-12-21（月）16:30。この予約には絶対に他の予定を重ねない。
- 夜番は2晩続けて入らない（山根さんにも伝えてある）。
- ツアーは1日1本まで。2本やると夜に発作が出る。同じ日に2本目を入れることは絶対にしない。
- 寒い日の屋外は 30 分ごとに休憩。
"""),
dict(dir="user", name="calendar_rules", type="feedback",
 description="カレンダーのルール（夜番明け、ピアノ送迎、西条座の稽古、大樹の当番日）",
 aliases=["calendar", "gcal", "schedule", "meetings", "カレンダー", "予定"],
 body="""- 仕事は Google カレンダー（haruka@shirasagi-shuzo.jp）、家族は「佐伯家」カレンダー、ツアーは「Sake Walk」カレンダー。
- 造りの期間（10月〜3月）は月曜と水曜が夜番 22:00〜翌6:00。夜番明けの火曜・木曜は 12:00 まで予定を絶対に入れない。
- 土曜 9:40〜11:00 は紬のピアノの送迎。その時間に入れる前に必ず確認すること。
- 木曜 19:00〜21:30 は西条座の稽古。この時間に何か入れる時は確認してから。
- 大樹の当番日の 17:00 以降は、母の都合を確認してから入れる。
- 予定の一覧・空き確認はいつでもOK。
"""),
dict(dir="user", name="email_rules", type="feedback", pinned=True,
 description="Email rules: which address for what, what never leaves the brewery, drafts only for tax office and apologies",
 aliases=["email", "mail", "gmail", "メール", "sending mail"],
 body="""- Brewery mail from haruka@shirasagi-shuzo.jp, tour mail only from hello@saijosakewalk.com. Never mix them: guests must not see the brewery address and brewery customers must not see the tour one.
- Never attach 仕込配合 (recipe / 配合表) or raw GC files to anything that leaves the brewery.
- 分析証明書 go out only for lots that are 出荷可 in KuraLab.
- Anything to the 税務署 or 国税局: draft only — 石川さん sends it after Yamane-san's 決裁.
- Apologies and complaint replies: leave a draft, I send those myself.
- Cc 岡野さん on anything to かどや酒店 about lab results.
"""),
dict(dir="user", name="money_rules", type="feedback",
 description="Money rules: brewery purchases and 稟議, the Sake Walk account, refunds only via TourDesk",
 aliases=["money", "payments", "pay", "支払い", "お金", "bank", "振込", "稟議"],
 body="""- Brewery: I never pay anything myself. Purchases over ¥50,000 need Yamane-san's 決裁 (稟議); under that I order through the 購買シート myself.
- Saijo Sake Walk has its own 広島銀行 account (西条支店 普通 3318204). Never pay tour costs from the brewery card or my personal card, not even temporarily.
- Ask me before any Sake Walk payment over ¥30,000. Partner tasting fees are paid on the 10th by transfer and don't need asking.
- Refunds go through TourDesk only, never as a manual bank transfer, so booking and money stay matched.
- 西条座: I hold no money; 北川さん makes every payment.
"""),
dict(dir="user", name="writing_style", type="feedback",
 description="How I want things written: tour mails, lab reports, internal mail, theatre LINE",
 aliases=["style", "tone", "writing", "文体", "書き方", "signature"],
 body="""- Tour emails: warm, short, British spelling, signed "Haruka — Saijo Sake Walk". At most one 🍶, no other emoji.
- Lab reports: numbers with units and the method in brackets, e.g. 日本酒度 +3.5 (振動式密度計). No adjectives.
- Anything with more than four numbers goes in a table, not bullets.
- 社内メールは「お疲れさまです。佐伯です。」で始める。
- 西条座のLINEは敬語なしで、絵文字もOK。
"""),
dict(dir="user", name="my_preferences", type="user",
 description="Personal preferences: sake temperature, coffee, answers number-first, Python without pandas",
 aliases=["preferences", "likes", "好み", "prefs"],
 body="""- Give me the number first, then the reasoning.
- Scripts in Python; no pandas on lab01 (it still runs Python 3.8 and I don't want to touch it mid-season).
- My own sake: junmai warmed to about 45 °C. Nurukan is too sweet for me.
- Coffee black, one cup before 10:00 — caffeine later ruins my night-shift sleep.
- No AI-generated images for the tour website or theatre flyers; I use my own photos.
- Meetings 30 minutes max; if it needs longer, split it.
"""),
# ---------------------------------------------------------------- workspace/
dict(dir="workspace", name="shirasagi_overview", type="project", pinned=True,
 description="Shirasagi Shuzō (SSZ): people, brands, brewing year R8BY, lot and tank IDs",
 aliases=["shirasagi", "白鷺", "白鷺酒造", "ssz", "brewery", "蔵", "work", "山根", "yamane", "岡野", "okano", "石川"],
 body="""- Shirasagi Shuzō (白鷺酒造, "SSZ") on the 西条酒蔵通り, founded 1871, about 2,400 koku a year; brands 「白鷺」 and 「鷺ノ舞」.
- Yamane Masashi (山根 正志) — 杜氏 and 製造部長, my boss, signs every 決裁.
- Okano Misaki (岡野 美咲) — second analyst, 2nd year; runs analyses and tastings.
- Ishikawa Yumi (石川 由美, 総務) — 酒税申告, e-Tax, purchasing.
- Tamura-san (田村) runs the bottling line.
- R8BY 造り: 2026-10-13 to about 2027-03-20.
- Lot IDs: R8BY-JG-014 = brewing year + type (JG 純米吟醸, JM 純米, DG 大吟醸, HJ 本醸造) + number; 生酒 lots end in -N (R8BY-JG-014-N). Tanks T-01 to T-24.
"""),
dict(dir="workspace", name="kuralab", type="project",
 description="KuraLab, the brewery LIMS: API, CLI, lot status flow, locking and export rules",
 aliases=["kuralab", "kura lab", "クララボ", "LIMS", "lot status", "ロット"],
 body="""- KuraLab is our LIMS: https://shirasagi.kuralab.jp/api/v1, CLI `kuralab` (token in ~/.config/kuralab/token); Okano-san uses the web UI.
- Lot status flow: 仕込 → 上槽 → 貯蔵 → 判定待ち → 出荷可 → 出荷済.
- Analysis values are edited only by the person who measured them. If someone else's number looks wrong, add a comment — don't overwrite it.
- Lots in 出荷可 or 出荷済 are locked; only Yamane-san unlocks them. Never bulk-update lot statuses through the API.
- Read-only CSV exports are fine any time; save them under ~/lab-exports/, never to a personal cloud folder.
"""),
dict(dir="workspace", name="lab01", type="project",
 description="kura-lab01, the lab Linux box: GC raw data, backups, reboot rules",
 aliases=["lab01", "kura-lab01", "lab pc", "lab server", "ラボPC", "gc data", "gcq"],
 body="""- kura-lab01 is the lab Linux box at 192.168.30.15, user haruka, ssh alias `lab01`. GC (Shimadzu GC-2030) raw files live in /data/gc/<year>/; the run queue is `gcq`.
- Never delete or move anything under /data/gc — chromatograms are kept 7 years for audits, and the nightly rclone to wasabi:ssz-lab mirrors deletions.
- Check `gcq status` before any reboot or service restart; never reboot while a sequence is running.
- Ask me before rebooting lab01 or restarting its services during working hours (Mon–Sat 07:00–18:00). Sundays and evenings are fine.
- df, ls, reading logs and restoring a backup into /data/restore-test are always fine.
"""),
dict(dir="workspace", name="lab_tools", type="project",
 description="ssz-lab-tools repo: nihonshudo.py, gc_report.py, hiochi_tracker.py; branch + MR rules",
 aliases=["ssz-lab-tools", "lab tools", "nihonshudo.py", "gc_report", "hiochi_tracker", "scripts", "repo", "gitlab"],
 body="""- ~/code/ssz-lab-tools on the brewery GitLab (gitlab.shirasagi-shuzo.jp/lab/ssz-lab-tools).
- nihonshudo.py converts density readings to 日本酒度; gc_report.py turns GC exports into the monthly aroma report; hiochi_tracker.py lists incubator plates and due dates.
- Work on a branch and open an MR for Okano-san to review; never push to main.
- No real lot data in tests/fixtures — use the made-up lots under tests/data (TEST-JG-001 …).
- Runs on lab01's Python 3.8, so nothing newer than 3.8 syntax.
"""),
dict(dir="workspace", name="release_v1", type="project",
 description="出荷判定の旧手順（〜2026-10-31、杜氏一人・紙の判定書）— release_v2 に置き換え済み",
 aliases=["出荷判定 旧", "old release", "release v1", "判定書", "shukka hantei old"],
 body="""- 2019年から 2026年10月末までの出荷判定のやり方。2026-11-01 から release_v2 に置き換え。
- 官能検査は山根杜氏が一人で行っていた。
- 分析は日本酒度・酸度・アルコール分の3項目だけ。
- 紙の「出荷判定書」に杜氏が押印 → スキャンして lab01 の /data/release/<年>/ に PDF で保存。
- 火落菌検査は年1回、秋の抜き取りのみ。
"""),
dict(dir="workspace", name="release_v2", type="project",
 description="出荷判定の現行手順（2026-11-01〜、官能2名・KuraLab 判定タブ・火落菌検査）— release_v1 を置き換え",
 aliases=["出荷判定", "release", "shipping release", "判定", "shukka hantei", "火落菌", "hiochi", "官能検査"],
 body="""- 2026-10-24 の品質会議で決定、2026-11-01 から。きっかけは R7BY-JG-022-N（かどや酒店で火落ち）のクレーム。
- 官能検査は2名：山根杜氏 ＋ 私か岡野さん。結果は KuraLab の「出荷判定」タブに入力。紙の判定書は廃止。
- 分析は4項目：日本酒度・酸度・アミノ酸度・アルコール分。
- 生酒（-N ロット）と貯蔵6か月超のロットは火落菌検査（SI培地、30℃で7日培養）が必須。結果が出る前に「出荷可」にすることは絶対にしない。
- 岡野さんは官能の2人目にはなれるが、判定者としての承認はできない。
- 判定待ちが10日を超えたら山根さんに報告する。
"""),
dict(dir="workspace", name="sake_tax", type="project",
 description="酒税と移出台帳：毎月の申告、e-Tax は石川さんだけ、締めた月は編集しない",
 aliases=["酒税", "sake tax", "移出台帳", "ishutsu", "e-tax", "申告", "税務署"],
 body="""- 毎月の移出数量は「移出台帳 2026」シートにロット別に記録する（入力は私、確認は石川さん）。
- 酒税納税申告書は翌月末までに e-Tax で提出。提出するのは石川さんだけで、山根部長の決裁のあと。私が e-Tax で送信することは絶対にしない。
- 11月分の申告期限は 2026-12-31。
- 石川さんが「締」を付けた月の行は編集しない。間違いは訂正行を追加する。2026年は10月分まで締め済み。
- 戻入（返品）は戻入欄に入れる。移出数量から引かない。
"""),
dict(dir="workspace", name="bottling_line", type="project",
 description="瓶詰ライン：予約シート、火入れ、生酒は月曜午前、判定前は仮押さえのみ",
 aliases=["瓶詰", "bottling", "bottling line", "binzume", "火入れ", "hiire", "田村"],
 body="""- 瓶詰ラインの予約は「瓶詰ライン予約」シート。担当は製造の田村さん。
- 火入れは 65℃ 達温。生酒は火入れしないのでライン洗浄が別に要る → 生酒の瓶詰は月曜午前にまとめる。
- 出荷判定で「出荷可」になる前のロットは仮押さえまで。確定は判定のあと。
- 1日の上限は 1,800本（720ml換算）。超えるときは田村さんに確認してから。
"""),
dict(dir="workspace", name="distributors", type="project",
 description="Distributors: Kadoya Saketen (local), Harbourside Sake Imports (Melbourne); samples and what not to share",
 aliases=["distributors", "kadoya", "かどや", "かどや酒店", "harbourside", "liam", "門田", "酒販店", "export"],
 body="""- かどや酒店 (Kadoya Saketen, 西条本町) — 門田 浩二 (Kadota-san). Our biggest local shop; gets an 分析証明書 with every new lot.
- Harbourside Sake Imports (Melbourne) — Liam Chen. Export lots need the English analysis certificate plus the 輸出証明, which Ishikawa-san arranges. 720ml only.
- Never give distributors our in-house yeast codes or anything from the 仕込配合.
- Up to 3 sample bottles per lot per distributor without asking; more needs Yamane-san's OK.
- I never quote prices — the price list is Ishikawa-san's.
"""),
dict(dir="workspace", name="rice_suppliers", type="project",
 description="酒米：山田錦（JA）と八反錦（契約農家 藤原さん）、R8BY 割当、精米歩合",
 aliases=["酒米", "rice", "山田錦", "yamadanishiki", "八反錦", "hattannishiki", "藤原", "精米"],
 body="""- 酒米は山田錦（JA広島中央）と八反錦（契約農家の藤原 誠さん、豊栄町）。
- R8BY の割当：山田錦 180俵、八反錦 120俵。
- 精米は自社の精米機。精米歩合は吟醸 50%、純米 65%。
- 藤原さんはメールを見ないので、連絡は電話か LINE で。
- 追加発注を決めるのは山根さん。私からは発注しない。
"""),
dict(dir="workspace", name="lab_instruments", type="project",
 description="Lab instruments: GC-2030, density meter, titrator, hiochi incubator; calibration and plate labels",
 aliases=["instruments", "gc", "density meter", "密度計", "titrator", "incubator", "インキュベーター", "calibration"],
 body="""- Shimadzu GC-2030 for aroma compounds; Anton Paar DMA 35 density meter for 日本酒度; auto-titrator for 酸度 and アミノ酸度; the hiochi incubator at 30 °C.
- Density meter: check against pure water every morning before the first reading.
- GC: monthly calibration with the standard mix; next one 2026-12-14.
- SI medium comes from 関東化学; log the medium lot number on every plate batch.
- The incubator is shared with 製造; label every plate with lot ID, date and initials.
"""),
dict(dir="workspace", name="sakewalk", type="project",
 description="Saijo Sake Walk: the tour business, route, TourDesk, under-20 rule, booking IDs",
 aliases=["sake walk", "saijo sake walk", "さけ歩き", "西条さけ歩き", "tour", "ツアー", "sakewalk"],
 body="""- Saijo Sake Walk (西条さけ歩き): sole proprietor since 2024-04, 青色申告; site saijosakewalk.com, mail hello@saijosakewalk.com.
- Bookings through TourDesk (operator ID SSW-0412); booking IDs look like SW-2612-07.
- Route: JR 西条駅 → 亀城酒造 → 福泉酒造 → 酒泉館 → back to the station, about 2.5 h.
- Under-20s may come along but never get a tasting cup; I check ID at the start.
- Dietary notes and allergies go in the TourDesk booking notes.
"""),
dict(dir="workspace", name="sakewalk_pricing_v1", type="project",
 description="Old Sake Walk prices and cancellation policy (tours 2024-04 to 2026-11) — replaced by sakewalk_pricing_v2",
 aliases=["old tour price", "old prices", "pricing v1", "旧料金"],
 body="""- Prices for tours from 2024-04 through November 2026; replaced by sakewalk_pricing_v2.
- Classic Walk ¥6,500 per person, max 8 guests, Saturdays only, 10:00–12:30.
- Free cancellation until 24 hours before the start; no refund after that.
- Private tour ¥45,000 flat for up to 6 people.
"""),
dict(dir="workspace", name="sakewalk_pricing_v2", type="project",
 description="Current Sake Walk prices and cancellation policy (tours from 2026-12-01), grandfathered old-rate bookings",
 aliases=["tour price", "prices", "pricing", "料金", "cancellation", "キャンセル", "refund policy", "premium walk"],
 body="""- Decided 2026-11-08 after the October 酒まつり rush; applies to tours from 2026-12-01. Replaces sakewalk_pricing_v1.
- Classic Walk ¥8,000 per person; Premium Walk ¥12,000 with a food pairing at 酒泉館. Max 10 guests.
- Saturdays and Sundays, 13:30–16:00.
- Free cancellation until 72 hours before; 50 % refund inside 72 hours; nothing for no-shows. A full refund inside 72 hours only with my OK.
- Bookings made before 2026-11-08 keep ¥6,500 and carry the TourDesk tag "old-rate".
- Prices change only in the TourDesk price table, never by editing individual bookings.
- Private tour ¥60,000 for up to 6 people.
"""),
dict(dir="workspace", name="sakewalk_partners", type="project",
 description="Partner breweries on the tour: Kijō, Fukuizumi, 酒泉館; tasting fees, headcount deadline, no Shirasagi",
 aliases=["partners", "partner breweries", "kijo", "亀城", "fukuizumi", "福泉", "酒泉館", "tasting fee"],
 body="""- Partner breweries: 亀城酒造 (Kijō, Matsuoka-san), 福泉酒造 (Fukuizumi, Ōnishi-san), and the 酒泉館 visitor centre.
- Tasting fee ¥500 per guest per brewery, invoiced monthly and paid on the 10th from the Sake Walk account.
- Weekend headcounts go to each brewery by Friday 18:00 through the LINE group 「さけ歩き 蔵元」 — numbers and allergies only, never guest names.
- Shirasagi is never on the route, and I never sell or pour Shirasagi sake on a tour: that was Yamane-san's condition for allowing the side job.
- Max 3 tasting cups per guest per brewery (Fukuizumi: 2 on Sundays).
"""),
dict(dir="workspace", name="tourdesk", type="reference",
 description="TourDesk booking system: slots, tags, guest data exports, reviews",
 aliases=["tourdesk", "tour desk", "ツアーデスク", "bookings", "予約システム"],
 body="""- TourDesk holds slots, bookings, tags (old-rate, private, under20) and payments; the MCP tools are mcp__tourdesk__*.
- Guest lists export to ~/sakewalk/exports/ only — never onto a brewery machine or a shared Drive.
- Messages to guests go through TourDesk messaging or hello@saijosakewalk.com, nothing else.
- Reply to every review within 3 days; a review under 4 stars gets a draft first, I post it.
- Slot capacity is set per slot; never overbook past 10.
"""),
dict(dir="workspace", name="saijoza", type="project",
 description="劇団 西条座：メンバーと役割、木曜稽古、LINE グループ、台本の扱い、備品リスト",
 aliases=["西条座", "saijoza", "saijo-za", "劇団", "theatre", "theater", "稽古", "森本", "河野", "北川"],
 body="""- 劇団 西条座（アマチュア、団員22名）。私は舞台監督。
- 座長は森本 亮さん、演出は河野 恵先生、制作・会計は北川 沙織さん。
- 稽古は木曜 19:00〜21:30、東広島芸術文化ホール くらら の練習室2。
- LINE は「西条座 全員」と「西条座 スタッフ」。全員グループには稽古連絡だけ。お金や配役の話はスタッフグループで。
- 台本は上演許可の条件で紙のみ。PDF を LINE やメールで配らない。
- 小道具・備品は「西条座 備品リスト」シートで管理。
"""),
dict(dir="workspace", name="winter_show", type="project",
 description="冬公演「冬の蔵」12/19・12/20：日程、チケット台帳、写真、上演許可、バラシ",
 aliases=["冬公演", "冬の蔵", "fuyu no kura", "winter show", "公演", "本番", "チケット", "tickets", "ゲネ"],
 body="""- 冬公演「冬の蔵」（作：高槻 遼）。上演許可は 2 ステージ分だけ。
- 本番 2026-12-19（土）18:00 と 12-20（日）13:00、くらら 小ホール。場当たり・ゲネは 12-18（金）17:00〜21:30。
- 12/18〜12/20 は公演優先。この3日間にツアーは入れない。
- チケット ¥1,500、全席自由・各回 180 席。予約は「西条座 チケット台帳」シート。管理は北川さんで、私は閲覧と当日精算だけ。
- 稽古写真・舞台写真は河野先生の OK が出るまで SNS に上げない。
- 追加公演は上演許可がないので絶対に告知しない。
- バラシは 12-20 16:00 から、ホール退出は 19:00。
"""),
]
