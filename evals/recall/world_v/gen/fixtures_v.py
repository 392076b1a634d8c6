# -*- coding: utf-8 -*-
"""world_v topic files: (dir, name, type, description, aliases, pinned, body)."""

FIXTURES = [
# ---------------------------------------------------------------- user/
("user", "profile", "user",
 "Who I am: piano technician at Tenryu Piano Service, Sanaru Cycle Works on the side, kite club",
 ["me", "about me", "kaede", "楓", "村田", "プロフィール"], True,
"""- Kaede Murata (村田 楓), 39, live in 浜松市 中央区 佐鳴台. Piano technician (調律師, JPTA 1級) since 2011.
- Day job: Tenryu Piano Service (天竜ピアノサービス, "TPS"), 浜松市 中央区 板屋町. I do the hall pianos, about half the school contract and home visits.
- Side business: Sanaru Cycle Works (佐鳴サイクルワークス) — I restore old steel road bikes in the garage and sell them on BASE. Registered as a sole proprietor in 2024-03, approved by 高木さん as long as it never uses TPS time or the company van.
- Hobby: 曳馬凧揚会 (the Hikuma kite group for 浜松まつり). I'm 会計 and look after the 糸 (kite string).
- Timezone Asia/Tokyo. I think in Japanese but write notes in English half the time — both are fine in replies.
"""),

("user", "family", "user",
 "家族：夫の健太（夜勤週あり）、娘の結衣（ゆい）、磐田の父",
 ["family", "家族", "健太", "kenta", "結衣", "ゆい", "yui", "お父さん"], False,
"""- 夫：村田 健太。自動車部品工場（湖西）勤務、交代勤務。12月は 12/21〜12/25 が夜勤週（19:00 出勤、朝 7:30 帰宅）。
- 娘：結衣（ゆい）、11歳、小5。土曜の朝は ToBiO で水泳（9:00〜10:30）。エビアレルギーあり、外食の時は必ず確認。
- 父：磐田に一人暮らし。木曜は結衣を学校から迎えに来てくれる。夜勤週の夕方もたまに頼める（前日までに電話）。
- 年末年始：12/30〜1/2 は健太の実家（豊橋）。
- 結衣の冬休みは 12/25〜1/7。
"""),

("user", "health_notes", "user",
 "体のこと：右手首の腱鞘炎、聴力チェック、リハビリ",
 ["health", "wrist", "手首", "腱鞘炎", "リハビリ", "耳", "hearing", "聴力"], False,
"""- 右手首の腱鞘炎（2025年秋から）。1日の調律は3台まで。ホールのコンサートグランドは1台で2台分に数える。
- リハビリは毎週火曜 17:30〜18:30（佐鳴台整形外科）。これは動かさない。
- 耳：仕事柄、年2回の聴力検査。次回は 2027-01-14 の午前。凧揚げのラッパの近くでは耳栓（ER-20）を使う。
- 工事中の学校など騒音のひどい現場では、調律の前に担当の先生に確認してから入る。
- 重いもの（アップライトの移動など）は一人で持たない。運送は必ず業者（遠鉄ピアノ運送）に頼む。
"""),

("user", "calendar_rules", "feedback",
 "カレンダーのルール（土曜の水泳、火曜のリハビリ、訪問時間、日曜の凧揚会）",
 ["calendar", "gcal", "schedule", "カレンダー", "予定", "スケジュール"], False,
"""- 仕事の予定は Google カレンダー（kaede.murata@tenryu-piano.jp）、家族は「村田家」カレンダー、凧揚会は「凧揚会」カレンダー。
- 土曜 9:00〜10:30 は結衣の水泳の送迎。その時間に予定を入れる前に必ず確認すること。
- 火曜 17:30〜18:30 は手首のリハビリ。この時間には絶対に予定を入れない。
- 調律の訪問は 9:30〜17:00 の間だけ（学校・家庭・ホール下見とも）。ホール本番の調律はこの限りではない。
- 日曜 9:00〜12:00 は凧揚会の作業日（曳馬公民館）。入れる時は確認してから。
- 健太の夜勤週は夕方 18:00 以降の予定を入れる前に相談（結衣が一人になる）。
- 予定の確認・一覧表示はいつでもOK。
"""),

("user", "writing_style", "feedback",
 "How I like replies and customer messages written",
 ["style", "tone", "writing", "文体", "書き方", "replies"], False,
"""- Short answers first, details after. No emoji in anything a customer sees.
- Customer messages in Japanese: です・ます, start with 「いつもお世話になっております。天竜ピアノサービスの村田です。」 for TPS, and 「佐鳴サイクルワークスの村田です」 for the bike shop.
- Never write 「安い」 or 「格安」 about a bike — say 「お求めやすい」 if needed.
- Piano terms: use 「整調」「整音」 in Japanese mails; in English notes I write regulation / voicing.
- Pitch always written as "A=441 Hz" (with the space), never "441hz".
"""),

("user", "money_rules", "feedback",
 "Money rules: company card, shop account, thresholds",
 ["money", "payments", "bank", "transfer", "支払い", "振込", "お金", "静岡銀行", "shizugin"], False,
"""- TPS company card (JCB, ends 3391) is for TPS parts and tools only. Never pay anything for Sanaru Cycle Works or the kite group with it.
- Sanaru Cycle Works account: 静岡銀行 佐鳴台支店 普通 4417208. Ask me before any single payment over ¥50,000 from it.
- Never move money between the shop account, the family account and the kite group account — not even temporarily.
- New payees: before the first transfer to someone new, confirm the account name with me.
- Receipts go into freee the same week (Sanaru is 青色申告).
"""),

("user", "email_rules", "feedback",
 "Mail rules: which address, drafts only for some recipients",
 ["email", "mail", "gmail", "メール", "送信", "drafts"], True,
"""- TPS mail goes from kaede.murata@tenryu-piano.jp; bike shop mail only from hello@sanaru-cycle.jp. Never mix them up — customers of the shop must not get the TPS address.
- 浜松市 教育委員会: write only to the official address gakko-shisetsu@edu.hamamatsu.example.jp, never to a teacher's personal address, and cc Hirano-san.
- Quotes (見積) over ¥200,000 are never sent by me: leave a draft, 高木さん sends it after 決裁.
- Complaints and anything about a damaged piano: leave a draft, I send it myself after reading.
- Never forward a customer's piano record (address, serial, photos of the house) outside TPS.
- Drafts are always fine.
"""),

("user", "tool_prefs", "user",
 "My tool and working preferences (editor, units, file names)",
 ["preferences", "prefs", "好み", "設定", "editor", "units"], False,
"""- Editor: VS Code. Python 3.11. I like small scripts with argparse, no notebooks.
- Hydrometer readings in % RH, temperatures in °C, pitch in Hz with one decimal (e.g. 440.9 Hz).
- File names: date first, 2026-12-19_whatever.pdf. Photos of pianos named by serial.
- I prefer a table when comparing more than two options, plain bullets otherwise.
- Morning person: heavy thinking before 11:00, admin after lunch.
"""),

# ---------------------------------------------------------- workspace/
("workspace", "tps_overview", "project",
 "Tenryu Piano Service: people, roles, office hours",
 ["tps", "tenryu", "天竜ピアノ", "天竜", "office", "会社", "takagi", "高木さん", "noguchi", "野口くん", "hirano", "平野さん"], True,
"""- Tenryu Piano Service (天竜ピアノサービス), 浜松市 中央区 板屋町. Office hours Mon–Sat 9:00–18:00, closed Sundays.
- 高木 誠 (Takagi-san), 所長: signs every 決裁, approves overhaul quotes, the only one who can change the service price list.
- 野口 蓮 (Noguchi-kun), second technician, 4th year: does home visits and school uprights, writes our Python tools and reviews PRs. Not yet allowed to tune a hall piano on his own.
- 平野 さおり (Hirano-san), 事務: 請求, the school contract paperwork, answers the phone.
- 遠鉄ピアノ運送 (Entetsu piano movers) do every piano move.
- Weekly meeting Monday 8:45.
"""),

("workspace", "tunebook", "project",
 "TuneBook — our job and piano record system (API, CLI, rules)",
 ["tunebook", "tune book", "チューンブック", "job system", "visits", "訪問記録", "TB-"], False,
"""- TuneBook is the job/piano record system: https://tenryu.tunebook.jp/api/v2, CLI `tunebook`, token in ~/.config/tunebook/token.
- Visits look like TB-26-1207; pianos have a record like P-04418 (make, model, serial, room humidity history).
- Visit status flow: 受付 → 予約済 → 訪問済 → 報告済 → 請求済.
- Only the technician who did the visit moves it to 報告済. No bulk status updates, ever — one visit at a time.
- Once a visit is 請求済, don't edit it; add a note instead.
- Exports only into ~/tunebook-exports/ (customer addresses inside). Read-only queries are always fine.
"""),

("workspace", "tps_files", "project",
 "tps-files: the office file server, backups",
 ["tps-files", "file server", "nas", "ファイルサーバー", "records", "backup", "バックアップ"], False,
"""- File server tps-files at 192.168.50.12 (ssh alias `tpsf`, user kaede). Scanned 調律カード and measurement logs in /records/<year>/.
- Never delete or move anything under /records — the old cards are the only history for some pianos since 1987.
- Nightly rclone to b2:tps-records at 02:00. Restores only into /records/restore-test.
- Ask me before rebooting tps-files or restarting its services during office hours (Mon–Sat 9:00–18:00). Outside office hours it's fine.
- Listing, df, checking the rclone log are always fine.
"""),

("workspace", "tps_tools", "project",
 "tps-tools repo: stretch_curve.py, visit_report.py, invoice_csv.py",
 ["tps-tools", "repo", "git", "stretch_curve", "visit_report", "invoice_csv", "scripts", "コード"], False,
"""- Repo ~/code/tps-tools (Gitea on tps-files). stretch_curve.py (inharmonicity → stretch tables), visit_report.py (TuneBook visit → PDF report), invoice_csv.py (請求 CSV for freee).
- Work on a branch and open a PR for Noguchi-kun; never push to main.
- Tests: `pytest -q`. Test data only with made-up pianos P-TEST-xxx, never real customer records.
- stretch_curve.py uses the Railsback-like table from 2019; the Steinway D at the hall has its own override file hall_d.yaml.
"""),

("workspace", "hall_tuning_v1", "project",
 "（旧）ホール調律の決まり 2019〜2026-11 — hall_tuning_v2 に置き換え済み",
 ["hall tuning", "ホール調律", "コンサート調律", "old hall rules", "旧ルール", "442"], False,
"""- 2019年〜2026-11-30 のやり方。2026-12-01 から hall_tuning_v2 に置き換え。
- ピッチは全部 A=442 Hz（ミューズホールの慣例）。
- 調律はリハーサル開始の3時間前から。本番中の休憩の手直しはなし。
- ホールの調律は村田一人で担当。
- 報告はホール舞台課に FAX（053-455-2170）で、当日の夜まで。
- 湿度の記録は任意（気になった時だけ調律カードに）。
"""),

("workspace", "hall_tuning_v2", "project",
 "ホール調律の決まり（現行、2026-12-01から）— hall_tuning_v1 を置き換え",
 ["hall tuning", "ホール調律", "コンサート調律", "hall rules", "現行ルール", "441", "pitch", "ピッチ"], False,
"""- 2026-11-18 の打ち合わせで決定（11/14 のリサイタルでピッチが下がったクレームの後）。2026-12-01 から適用。hall_tuning_v1 を置き換え。
- 基本ピッチは A=441 Hz。A=442 Hz は主催者から書面（メールでも可）で依頼があって、TuneBook の訪問にその依頼が添付されている時だけ。
- 調律は開場の2時間前までに終える。休憩中に必ず手直し（ユニゾン中心、15分）。
- 本番のある日は二人体制：村田＋野口くん、または村田＋高木さん。野口くん一人でホールのピアノは触らない。
- 舞台上の温度・湿度を調律前と休憩中に記録して TuneBook に入れる。
- 報告は TuneBook のホールポータル経由。FAX はもう使わない。
"""),

("workspace", "muse_hall", "project",
 "浜松ミューズホール: Steinway D, stage contacts, upcoming concerts",
 ["muse hall", "ミューズホール", "ミューズ", "hall", "ホール", "steinway", "スタインウェイ", "D-274", "上田さん"], False,
"""- 浜松ミューズホール (Hamamatsu Muse Hall), 中区 鍛冶町. Stage manager 上田 健二 (Ueda-san), booking via the hall portal only.
- Pianos: Steinway D-274 serial 611402 (TuneBook P-00311), Yamaha CFX (P-00312). The D is the one for recitals.
- Upcoming: Christmas recital 2026-12-24 19:00 (doors 18:30, pianist 早川 玲奈), new-year concert 2027-01-09 14:00 (浜松ユースオーケストラ, piano concerto).
- Hammers on the D were re-voiced in 2026-09; don't needle them again before the 1/9 concerto without asking 高木さん.
- The hall invoices us for stage time over 2 hours at ¥6,600 / hour.
"""),

("workspace", "school_contract", "project",
 "浜松市教育委員会の学校ピアノ契約（48校）",
 ["school contract", "学校", "学校ピアノ", "教育委員会", "教委", "school pianos", "山下さん"], False,
"""- 浜松市 教育委員会 施設課との年間契約。市内48校・ピアノ計131台（グランド22、アップライト109）。担当は施設課の山下さん。
- 調律は長期休みの間だけ（冬休み 12/25〜1/7、春休み、夏休み）。授業のある日は学校に入らない。
- 冬休みの割り当て：村田 24校、野口くん 24校。
- 修理は1台 ¥30,000 までは報告書だけで実施してよい。それを超える修理は施設課の承認を得てから。
- 報告書は学校ごとに TuneBook から出して、月末にまとめて提出。
"""),

("workspace", "piano_clients", "project",
 "Regular piano clients and how to deal with them",
 ["clients", "customers", "お客さん", "顧客", "佐藤先生", "sato sensei", "piano school", "ピアノ教室", "kawai"], False,
"""- 佐藤ピアノ教室 (佐藤 美和先生), 佐鳴台: 3 pianos (C3, U1, a 1978 Kawai KG-2). Tuning every March and September. Call only after 14:00 — lessons in the morning.
- 浜名湖リゾートホテル: the lobby grand (Yamaha C7). Contact the events desk, never the front desk. Visits only 13:00–15:00.
- 鈴木家 (浜北, P-04418): the 1962 Yamaha U3 that needs a new pin block; overhaul quote ¥286,000 waiting for 高木さん.
- 聖マリア教会: the old Bechstein upright. Father Lopez prefers English mail.
- Home customers get a reminder postcard 11 months after the last tuning (Hirano-san sends them).
"""),

("workspace", "parts_purchasing", "project",
 "Buying parts and tools for TPS (thresholds, suppliers)",
 ["parts", "部品", "purchasing", "購買", "発注", "order", "suppliers", "仕入れ", "strings", "弦"], False,
"""- Suppliers: 浜松ピアノ部品 (strings, hammers, felts — order by their web form), Renner Japan (hammer heads, 2–3 weeks), Askul for office stuff.
- I can order up to ¥40,000 per order myself on the company card; above that needs 高木さん's 決裁.
- Music wire: Röslau only, never the cheap no-name rolls — they broke twice in 2025.
- Log every order in the 「部品発注 2026」 sheet the same day.
- Never order hammer heads for a customer piano before the quote is accepted.
"""),

("workspace", "invoices_ledger", "project",
 "「請求台帳 2026」 sheet — closed months, correction rows",
 ["請求台帳", "invoices", "ledger", "billing", "請求", "seikyu"], False,
"""- Google Sheet 「請求台帳 2026」, one row per visit (TB number, customer, amount, tax, paid date). Hirano-san owns it.
- Months up to and including November are closed (締め済). Never edit a row in a closed month — add a correction row (訂正行) at the bottom with the date and a reason.
- December is open; I can add and fix rows myself.
- Amounts tax-included; standard tuning ¥16,500, hall tuning ¥33,000, school tuning per the contract (¥12,100).
"""),

("workspace", "company_van", "project",
 "社用車（ハイエース2台）の予約シートとルール",
 ["van", "社用車", "ハイエース", "hiace", "車", "車両予約", "company car"], False,
"""- 社用車はハイエース2台：「浜松 400 あ 12-07」(1号車) と「浜松 400 あ 33-18」(2号車)。予約は共有シート「車両予約」で。
- 1号車は 12/21〜12/26 車検。その間は2号車だけ。
- 他の人の予約行は絶対に上書きしない。自分の行だけ追加・変更する。
- 社用車は TPS の仕事だけ。佐鳴サイクルの配達や凧揚会には使わない。
- 給油カードは車ごと。満タン返し。
"""),

("workspace", "sanaru_shop_v1", "project",
 "(old) Sanaru Cycle Works selling and shipping rules 2024-03 – 2026-11 — replaced by sanaru_shop_v2",
 ["sanaru", "sanaru cycle", "佐鳴サイクル", "bike shop", "old shop rules", "base", "shipping bikes"], False,
"""- How the shop ran from 2024-03 until 2026-11-30. Replaced by sanaru_shop_v2 from 2026-12-01.
- Complete bikes shipped anywhere in Japan by 西濃運輸 in a bike box, flat ¥8,800.
- Prices: restored steel road bike ¥48,000–¥78,000, frames only ¥18,000.
- Payment by BASE checkout or bank transfer to the shop account.
- Returns within 7 days if unridden.
"""),

("workspace", "sanaru_shop_v2", "project",
 "Sanaru Cycle Works rules now (from 2026-12-01) — replaces sanaru_shop_v1",
 ["sanaru", "sanaru cycle", "佐鳴サイクル", "さなる", "bike shop", "base", "shop rules", "SC-"], False,
"""- Decided 2026-11-10 after order SC-0377 (the blue Miyata) arrived with a bent fork. Applies to orders from 2026-12-01; replaces sanaru_shop_v1.
- No more shipping of complete bikes. Pick-up at the garage (Saturday 13:00–17:00) or I deliver inside 浜松市 myself for ¥3,000. Frames and parts still ship by ヤマト.
- Prices: restored road bike ¥58,000–¥92,000, frames ¥22,000. Change prices only in the BASE item settings, never on a single order.
- Orders placed before 2026-11-10 keep the old terms; they carry the BASE tag "kyu-joken".
- Payment only through BASE checkout — no bank transfers any more. Refunds only through BASE.
- Every bike has a 整備記録 card and a brake test before it's listed.
"""),

("workspace", "frame_sourcing", "project",
 "フレーム・中古車の仕入れ（ヤフオク、リサイクルショップ）",
 ["frames", "フレーム", "仕入れ", "ヤフオク", "yahoo auction", "yafuoku", "sourcing", "miyata", "ミヤタ"], False,
"""- 仕入れはヤフオクと、浜北の「リユース浜北」さん（店長の中村さん）。
- ヤフオクの入札は1件 ¥25,000 まで自分で。それを超える入札は健太に相談してから（家計と分けてはいるけど）。
- 盗難車の可能性があるもの（防犯登録シールをはがした跡、シリアル削り）は絶対に買わない。
- クロモリのロード（ミヤタ、ブリヂストン、パナソニック）が中心。アルミとカーボンは扱わない。
- 仕入れ台帳は「佐鳴 仕入れ」シート。
"""),

("workspace", "kite_club", "project",
 "曳馬凧揚会：役員、LINE、会計のルール",
 ["kite club", "凧揚会", "凧", "たこ", "tako", "hikuma", "曳馬", "浜松まつり", "まつり", "糸"], False,
"""- 曳馬凧揚会（浜松まつりの凧揚げの町）。組長は鈴木 大介さん、副組長は河合 ゆかりさん。私は会計と糸係。
- 作業日：日曜 9:00〜12:00 曳馬公民館（糸もみ、凧の絵付け）。1月からは水曜夜 19:30 も。
- LINE：「凧揚会 全員」（約80人）は作業日の連絡だけ、私が流していいのは作業日の中止・変更のお知らせだけ。「凧揚会 役員」は何でも。
- 会の口座：浜松いわた信用金庫 曳馬支店。1回 ¥30,000 を超える支払いは鈴木組長のOKが要る。
- 会員名簿（「凧揚会 名簿 2027」シート）は役員以外に絶対に共有しない。
- 新年会 2027-01-10 18:00、会場「割烹 ひくま」。
"""),

("workspace", "hatsudako_2027", "project",
 "2027年の初凧（はつだこ）申し込みと凧の発注",
 ["初凧", "hatsudako", "はつだこ", "first kite", "凧の発注", "kite order", "2027"], False,
"""- 2027年の浜松まつり（5/3〜5/5）で揚げる初凧。2026年生まれの子の家から申し込みを受ける。締め切り 2027-01-31。
- 今のところ申し込み 9件（2026-12-18 時点）。
- 凧は凧屋「遠州凧工房」（渡辺さん）に発注。4帖凧 1枚 ¥68,000。発注は申し込みが締め切られてから、まとめて1回だけ。
- 赤ちゃんの名前と写真は、親の同意書が出るまで SNS・LINE 全員グループに絶対に出さない。
- 申し込み金（¥50,000／家）は会の口座に振り込み。領収書は私が手渡し。
"""),
]
