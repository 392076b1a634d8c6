# world_o fixtures: (scope, name, type, description, aliases, pinned, body)
FIXTURES = [
("user", "profile", "user",
 "Who I am: Aya Nakamura, hospital pharmacist in Fukuoka, camera restorer, trail group organiser",
 ["me", "about me", "aya", "彩", "中村彩", "profile"], True,
"""- Aya Nakamura (中村 彩), 38, lives in Ropponmatsu, 福岡市中央区, with husband James and son 海斗 (Kaito, 7).
- Day job: hospital pharmacist at Fukuoka Minato General Hospital (福岡みなと総合病院); I lead TDM and antimicrobial stewardship for the pharmacy.
- Side business: Hakata Film Works — I restore vintage film cameras and sell them on BASE (domestic) and eBay (overseas).
- I organise 油山トレイル部 (Aburayama Trail Club), a weekend trail-running group with several English-speaking members.
- The work laptop is hospital-managed; shop, club and family things happen on my own MacBook (user aya).
- Answer in the language I wrote in."""),

("user", "family", "user",
 "家族のこと（夫ジェームズ、息子の海斗、ブリスベンの義両親、久留米の母）",
 ["family", "james", "kaito", "家族", "夫", "息子", "ジェームズ", "海斗"], False,
"""- 夫: James Whitfield（ジェームズ）、ブリスベン出身のオーストラリア人。メルボルンのソフトウェア会社にリモート勤務で、日本時間の朝7時からスタンドアップがある。
- 息子: 海斗（かいと、7歳）、福岡市立草ヶ江小学校の1年生。放課後は「くさがえ学童クラブ」、お迎えは18:00まで。
- 海斗は卵アレルギー。加熱卵は少量ならOK、生卵・半熟は不可。エピペンは持っていない。
- 学童のお迎え担当: 月・木は私、火・金は James、水曜は久留米の母（中村 節子）が来てくれる。
- 義両親: Graham と Maree（ブリスベン在住）。毎週日曜 17:00（日本時間）に James と海斗がビデオ通話。
- 家族共有のカレンダーは "Whitfield-Nakamura family"。"""),

("user", "calendar_rules", "feedback",
 "カレンダーのルール（学童のお迎え、当直明け、日曜朝のトレイル部）",
 ["calendar", "gcal", "schedule", "カレンダー", "予定", "スケジュール"], False,
"""- 病院の予定は病院の Outlook、ショップ・トレイル部・個人の予定は Google カレンダー（aya.hakatafilm@gmail.com）、家族の予定は "Whitfield-Nakamura family" カレンダー。
- 月曜と木曜の 17:30〜18:00 は学童のお迎え（私の担当）。この時間帯には絶対に会議やオンライン通話を入れない。
- 当直明けの日（当直の翌日）は午後に予定を入れない方がいい。入れる前に必ず確認すること。
- 日曜の朝 6:00〜11:00 はトレイル部の練習。この時間に予定を入れる時は確認してから。日曜の午後は自由に入れてOK。
- 予定の確認・一覧表示・空き時間の検索はいつでもOK。"""),

("user", "writing_style", "feedback",
 "How I want things written: shop mail, eBay messages, club notices, hospital documents",
 ["style", "tone", "writing", "文体", "書き方"], False,
"""- English shop emails and eBay messages: short and friendly, sign off "Aya — Hakata Film Works"; club messages are signed just "Aya".
- Condition always in the form "Grade B+ (fully working, light brassing)" — grade first, then what works, then cosmetics.
- Dates in English messages as "Sun 22 Nov", never 11/22 — the American and European members read numeric dates differently.
- Hospital documents: no emoji, generic drug name first with the brand in brackets.
- 日本語の返事は です・ます でなくていい。結論を先に、箇条書き優先。
- トレイル部の告知は日本語と英語の両方で、日本語を先に書く。"""),

("user", "money_rules", "feedback",
 "Payments, transfers and refunds: which account pays for what, and when to ask me",
 ["money", "payments", "refunds", "bank", "お金", "支払い", "返金", "振込"], False,
"""- Shop money lives in the PayPay銀行 business account "Hakata Film Works"; household money is the joint 福岡銀行 account with James.
- Never pay shop expenses from the household 福岡銀行 account, not even temporarily.
- Ask me before any single payment or transfer over ¥50,000 from the shop account.
- Ask me before any refund over ¥20,000 (or US$130 on eBay). Smaller refunds for confirmed transit damage can go ahead.
- Club fees sit in the club's own PayPay account; never move them into the shop or household accounts."""),

("user", "messaging_rules", "feedback",
 "Rules for sending email, LINE and eBay messages on my behalf",
 ["email", "mail", "gmail", "line", "messages", "メール", "LINE", "連絡"], False,
"""- Shop mail goes out from aya.hakatafilm@gmail.com. Club messages go through LINE.
- Never send anything from my hospital address a.nakamura@minato-gh.jp; I send hospital mail myself.
- Ask me before sending any message to the whole trail LINE group (42 members); one-to-one replies to members are fine.
- eBay buyers asking about shipping status or photos: send without asking. Anything about refunds, returns or a condition dispute: write a draft and wait for me.
- Never post a public reply to eBay feedback; I write those myself."""),

("user", "brisbane_trip", "project",
 "Christmas 2026 trip to Brisbane to see James's parents and his sister's wedding",
 ["brisbane", "australia trip", "xmas trip", "christmas trip", "ブリスベン", "オーストラリア", "帰省"], False,
"""- Qantas via Narita: FUK→NRT→BNE on 2026-12-22, back BNE→NRT→FUK on 2027-01-05; booking ref QX7M2P.
- Staying with Graham and Maree in Chermside. James's sister Chloe gets married on 2026-12-30; Kaito is the ring bearer.
- Hospital leave 12/22–1/5 approved by 松尾部長.
- The shop goes on holiday mode from 2026-12-20 to 2027-01-06 on both BASE and eBay; nothing ships in that window.
- Still to do: my Australian ETA (Kaito travels on his Australian passport), a wedding gift for Chloe."""),

("user", "health_running", "user",
 "自分のランニングと体のこと（アキレス腱、目標レース、補給）",
 ["my running", "training", "ランニング", "練習メニュー", "achilles", "アキレス腱"], False,
"""- 2026年9月から右アキレス腱炎。赤坂スポーツクリニックの井上先生の指示で、当面は週40km以内、下りの連続は10分以内。
- 目標レース: 2027年3月の「脊振山トレイル 32K」（エントリー済み）。
- ポイント練習は火曜の朝 6:00、大濠公園で。
- 補給はジェル派。カフェインは当直前以外ならOK。
- 時計は Garmin Forerunner 965。"""),

("workspace", "hospital_overview", "project",
 "福岡みなと総合病院 薬剤部の概要（人、担当、連絡先）",
 ["hospital", "minato", "みなと", "病院", "薬剤部", "pharmacy", "work", "職場"], True,
"""- 福岡みなと総合病院（東区、412床）。薬剤部は薬剤師 23名。
- 薬剤部長: 松尾 健一。直属の上司で、休暇と当直交代の承認者。
- DI室: 田中 由衣（後輩、tdm-calc のレビュー担当）。当直表の管理は主任の 木村 駿。
- 感染制御チーム（ICT/AST）の医師は 感染症内科 の 原田 誠 先生。
- 私の病棟担当は 5階東（血液内科）と ICU、加えて全病棟のバンコマイシン TDM。
- 勤務は平日 8:30〜17:15。病院の内線は 4127。"""),

("workspace", "patient_data_rules", "feedback",
 "患者情報の扱い（病院の外に出さない、匿名化、私物 USB 禁止）",
 ["patient data", "患者情報", "個人情報", "privacy", "PHI", "患者"], True,
"""- 患者の氏名・HARBOR の患者番号（8桁）・生年月日は、病院の外のサービス（Gmail、LINE、Google ドライブ、GitHub など）に絶対に送らない・保存しない。
- 症例の相談やスライドは、年齢・性別・病名・検査値まで（「70代男性、CLcr 35」のように匿名化）ならOK。
- 学会や委員会のスライドに症例を載せる時は、倫理委員会の承認番号 MGH-2026-117 が付いているか確認してから。
- 病院の PC から私物 USB へのコピーは絶対にしない。"""),

("workspace", "night_duty", "project",
 "薬剤部の当直（当直表、交代のルール、12月の当直日）",
 ["当直", "夜勤", "night shift", "night duty", "on call", "当直表"], False,
"""- 当直表は病院の共有フォルダの Excel「薬剤部当直表_2026.xlsx」。管理は 木村 主任。私の当直日は Google カレンダーにも「当直」として入れている。
- 私の12月の当直: 12/3（木）、12/11（金）、12/17（木）。12/22 以降は休暇。
- 当直交代は本人同士で合意してから木村主任に報告し、部長の承認が必要。交代の依頼メッセージを送る前に確認すること。
- 当直明けは 9:00 で上がり。"""),

("workspace", "tdm_calc", "project",
 "tdm-calc: my vancomycin AUC dosing tool (Python, hospital GitLab)",
 ["tdm-calc", "tdm calc", "vanco tool", "AUC calculator", "TDM計算", "バンコ計算"], False,
"""- Python 3.11 project on the hospital GitLab (gitlab.minato-gh.local/pharmacy/tdm-calc); local clone in ~/work/tdm-calc on the work laptop.
- Bayesian AUC estimation for vancomycin, target AUC24 400–600; population model from the Japanese TDM guideline 2022.
- Never push to main: branch + merge request, reviewed by 田中 and approved by 原田先生 before any change to dosing logic.
- `pytest -q` must pass. Test data in tests/fixtures are synthetic — never add real patient data there.
- Issue #42 (serum creatinine below 0.6): decided with 原田先生 on 2026-10-28 to round up only for age ≥ 65.
- Version in use on the wards: v1.4.2."""),

("workspace", "harbor_ehr", "reference",
 "HARBOR, the hospital electronic health record, and my read-only report account",
 ["harbor", "EHR", "EMR", "電子カルテ", "カルテ", "ハーバー"], False,
"""- HARBOR (vendor Kyushu Medical Systems) is the system of record for orders and lab values.
- My read-only report account rpt_pharm_nakamura works on the replica harbor-rpt.minato-gh.local; the production server harbor-db01 is off limits.
- Never run INSERT/UPDATE/DELETE against any HARBOR database, and never connect to harbor-db01.
- Report exports go only to the pharmacy share /Volumes/yakuzaibu/TDM/exports on the hospital network.
- Maintenance downtime: every 2nd Sunday of the month 01:00–05:00."""),

("workspace", "formulary_committee", "project",
 "薬事委員会 (formulary committee): my infliximab biosimilar proposal and the deadlines",
 ["formulary", "薬事委員会", "committee", "biosimilar", "バイオシミラー", "BS提案"], False,
"""- The committee meets on the third Tuesday of each month at 16:00; next meeting 2026-12-15.
- My proposal: switch inpatient infliximab to the biosimilar from April 2027; estimated saving ¥4.1M per year.
- Slides due to 松尾部長 a week ahead, on 2026-12-08.
- Gastroenterology (Dr 佐々木) agreed. Rheumatology still wants data on switching mid-course.
- Draft v3 is in OneDrive "薬事委員会/2026-12 BS提案"."""),

("workspace", "shop_overview", "project",
 "Hakata Film Works: my vintage film camera shop (BASE, eBay, inventory sheet)",
 ["hakata film works", "HFW", "shop", "the shop", "camera shop", "博多フィルムワークス", "ショップ"], True,
"""- Hakata Film Works (博多フィルムワークス), sole proprietor since 2023-04, 青色申告.
- Domestic sales on BASE (hakatafilm.thebase.in); overseas on eBay, seller ID hakata_filmworks, Top Rated since 2025-08.
- Inventory: Google Sheet "HFW Inventory 2026", one row per camera, SKU format HFW-YYMM-NN (e.g. HFW-2611-03).
- Typical stock: Olympus OM-1/OM-2, Pentax MX, Nikon FM2/FE, Canon AE-1 Program, Rollei 35.
- Workbench in the spare room at home; repairs on weekday evenings and Saturdays."""),

("workspace", "camera_listing_rules", "feedback",
 "カメラの出品ルール（試写、水銀電池、高額品、値下げ）",
 ["listing rules", "出品", "出品ルール", "listing", "test roll", "試写"], False,
"""- 試写（フィルム1本、シャッター全速チェック）が終わっていないカメラは絶対に出品しない。試写済みかは在庫シートの「試写」列で確認する。
- 水銀電池（MR-9 / PX625）は絶対に同梱しない。説明文に代替電池の案内を書くだけにする。
- 出品価格が ¥80,000 以上のもの（ライカなど）は出品前に確認すること。
- 値下げは BASE なら自由。eBay は一回 10% まで、それ以上は確認してから。
- 下書き保存・写真のアップロードは自由にやってOK。"""),

("workspace", "shop_shipping_2025", "project",
 "Old shipping policy (2025) — replaced by shop_shipping_2026",
 ["shipping 2025", "old shipping", "旧発送ルール"], False,
"""- Policy from 2025-02: all overseas orders by Japan Post EMS, buyer pays the actual cost.
- US orders accepted at standard EMS rates.
- Domestic by ゆうパック, free shipping over ¥30,000.
- EMS insurance up to ¥20,000 was included; bubble wrap and a double box."""),

("workspace", "shop_shipping_2026", "project",
 "Current shipping policy (from 2026-06) — replaces shop_shipping_2025",
 ["shipping", "shipping policy", "postage", "発送", "送料", "fedex"], False,
"""- Replaces shop_shipping_2025. Decided 2026-06-01 after two EMS parcels were lost in Q1.
- eBay orders: FedEx International Priority through eBay International Shipping. EMS only for overseas BASE orders.
- US buyers only through eBay (duties collected at checkout); direct US orders via BASE are paused.
- Domestic: ゆうパック, free shipping over ¥25,000.
- Lenses travel detached, body cap on, shutter uncocked."""),

("workspace", "parts_suppliers", "reference",
 "Where repair parts come from and who does the hard repairs",
 ["parts", "suppliers", "部品", "light seals", "モルト", "ogawa"], False,
"""- 小川 正雄 (Ogawa-san), retired Nikon service technician in 春日市, does shutter overhauls I can't: ¥8,000–15,000 per job, paid by bank transfer after the job.
- Light seal kits from MoriSeal (Nagoya), ordered online in packs of ten.
- Donor bodies from the Hard-Off junk bins (¥1,100 each) — Nikon and Olympus only.
- Monthly parts budget: ¥30,000."""),

("workspace", "kura_server", "project",
 "kura: the Raspberry Pi at home with shop photos, test scans and the listing sync",
 ["kura", "蔵", "the pi", "raspberry pi", "film-lister", "photo archive"], False,
"""- Raspberry Pi 5 "kura" at 192.168.1.50 (ssh aya@kura.local), 2 TB SSD mounted at /srv.
- Listing photos in /srv/photos/<SKU>/; film test scans in /srv/scans/<SKU>/ — the proof in condition disputes. Never delete anything under /srv/scans.
- Nightly restic backup at 02:00 to b2:hfw-kura-backup.
- The listing sync (~/film-lister, git) runs from cron at 21:00: ask me before rebooting kura or stopping cron between 20:45 and 21:30; any other time is fine.
- film-lister: push to the dev branch freely; merging into main deploys to the cron job — ask first."""),

("workspace", "trail_group", "project",
 "油山トレイル部 / Aburayama Trail Club: members, Instagram, waiver, safety",
 ["trail club", "trail group", "油山トレイル部", "トレイル部", "ATC", "running group", "the club"], False,
"""- Weekend trail-running group I organise; 42 members in the LINE group, usually 10–15 turn up.
- Co-organiser and sweeper: 大塚 亮 (Otsuka). English-speaking regulars: Liam Byrne (Irish, teaches at a language school in Tenjin), Sofia Márquez (Kyushu University postdoc, from Chile), Dan Kowalski (Canadian, IT company in Hakata).
- Annual club fee via PayPay; it covers スポーツ安全保険.
- New members must sign the waiver (Google Form "ATC waiver 2026") before their first run.
- Never post photos showing members' faces on the club Instagram (@aburayama_trail) without that person's OK in the LINE group."""),

("workspace", "trail_meetup_2025", "project",
 "旧・練習の集合ルール（2025年: 土曜 7:00 油山市民の森）— trail_meetup_2026 で置き換え",
 ["old meetup", "旧集合", "2025 meetup"], False,
"""- 2025年の練習: 毎週土曜 7:00、油山市民の森 第1駐車場に集合。
- 参加費は毎回 ¥300（保険代として現金で集金）。
- 出欠は LINE のノートで前日 20:00 まで。"""),

("workspace", "trail_meetup_2026", "project",
 "Current run schedule and meeting points (from 2026-04) — replaces trail_meetup_2025",
 ["meetup", "meeting point", "run schedule", "集合", "集合場所", "練習日"], False,
"""- Replaces trail_meetup_2025. Decided at the club meeting on 2026-03-29, because Saturdays clashed with too many members' work.
- Runs are now on Sundays: 6:30 start Apr–Oct, 7:30 start Nov–Mar.
- Meeting point: 1st/3rd Sunday 油山市民の森 第1駐車場; 2nd/4th Sunday 若杉山 (若杉楽園 parking); 5th Sunday free choice by vote.
- No per-run fee any more: the annual ¥3,000 club fee replaced it.
- RSVP with the LINE poll by Saturday 18:00."""),

("workspace", "tax_filing", "project",
 "Shop bookkeeping and 確定申告 (freee, tax accountant Morimoto)",
 ["tax", "確定申告", "freee", "bookkeeping", "経理", "税理士"], False,
"""- Bookkeeping in freee (business: Hakata Film Works); receipts photographed into freee within the week.
- Tax accountant 森本 和子 (森本税理士事務所, 天神) checks the 青色申告 and files it; fee ¥55,000 per year.
- The return for 2026 is due 2027-03-15; Morimoto wants the books closed by 2027-02-10.
- Never submit the return in freee / e-Tax myself or on my behalf — Morimoto files it.
- The hospital's 源泉徴収票 goes to Morimoto as well, because of the side income.
- Deductible: parts, film for test rolls, packing materials, 30% of the home internet."""),
]
