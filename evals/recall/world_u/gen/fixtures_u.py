# world_u fixtures: (dir, name, type, description, aliases, pinned, body)
FIXTURES = [
("user", "profile", "user",
 "Who I am: Mio Koike, land surveyor in Takamatsu, side shop and trail club",
 ["me", "profile", "about me", "mio", "小池", "澪", "自己紹介"], True,
"""- Mio Koike (小池 澪), 41. Live in 高松市 屋島西町 with 悠真 and 陽向.
- 土地家屋調査士 (registered 2014, 香川県土地家屋調査士会 no. 1187) at Seto Sokuryo Touki (瀬戸測量登記事務所) in 高松市 番町. Second licensed surveyor in the office after 三好所長.
- Side business since 2023-05: Mamebon Kinashi (豆盆きなし), mini pine bonsai sold online. Sole proprietor, 青色申告.
- Hobby: Yashima Trail Runners (屋島トレイルランナーズ, YTR) — I'm 会計 and コース係.
- Work mail mio.koike@seto-sokuryo.jp, shop mail hello@mamebon-kinashi.jp. Phone is a Pixel, laptop is a ThinkPad with Ubuntu.
- Answer in the language I write in. Keep it short; I read on my phone in the field a lot.
""" ),
("user", "family", "user",
 "家族: 夫の悠真（JR四国の運転士、泊まり勤務）、息子の陽向（ひな）、坂出の義母",
 ["family", "家族", "悠真", "yuma", "陽向", "hinata", "ひな", "hina", "義母", "坂出"], False,
"""- 夫: 悠真（ゆうま）。JR四国の運転士で高松運転所。泊まり勤務があって、12月は 12/20・12/23・12/26・12/29 が泊まり。泊まりの日は夕方以降わたしが一人。
- 息子: 陽向（ひなた、家では「ひな」）、9歳、屋島小3年。土曜は少年野球「屋島イーグルス」8:30〜12:00、グラウンドは屋島総合運動公園。
- ひなはピーナッツアレルギー（エピペンあり、ランドセルの内ポケット）。お菓子をもらう場面では必ず成分表示を見る。
- 義母（悠真の母）は坂出に住んでいて、泊まりの日の夕方はひなを見てくれることが多い。頼むときは前日までに電話。
- 年末年始は 12/30〜1/3 に宇和島のわたしの実家へ。車で行く。
- ひなの誕生日は 3月2日。
""" ),
("user", "health_notes", "user",
 "健康メモ: 右膝の半月板、リハビリ金曜18時、走る距離の上限",
 ["health", "knee", "膝", "半月板", "リハビリ", "physio", "病院"], False,
"""- 2025年4月に右膝の半月板を部分切除。主治医は栗林整形外科の藤田先生。
- リハビリは毎週金曜 18:00〜19:00（栗林整形外科）。ここには絶対に他の予定を入れない。
- 走るのは1回 21km まで。下りの多いレースは2027年2月の診察までは出ない。
- 現地測量で斜面を降りる日は膝サポーターを持っていく。一日に立会を3件以上入れない（移動と階段がきつい）。
- 花粉症（スギ）で2月〜4月は薬。眠くなる薬は運転する日は飲まない。
""" ),
("user", "calendar_rules", "feedback",
 "カレンダーのルール（土曜午前の野球、水曜のナイトラン、金曜のリハビリ、悠真の泊まり）",
 ["calendar", "gcal", "schedule", "meetings", "カレンダー", "予定", "スケジュール"], False,
"""- 仕事の予定は Google カレンダー（mio.koike@seto-sokuryo.jp）、盆栽とYTRと家族は「koike home」カレンダー。
- 土曜の午前（8:30〜12:00）はひなの野球の送迎と当番。ここに予定を入れる前に必ず確認すること。土曜の午後は入れてOK。
- 水曜 19:00〜21:00 は YTR のナイトラン。この時間に何か入れるときは確認してから。
- 金曜 18:00〜19:00 はリハビリ。絶対に重ねない。
- 悠真の泊まりの日の 17:00 以降に予定を入れるときは、義母に頼めるか確認してから。
- 平日の現地作業・立会は 9:00〜16:00 の間だけ（冬は日が短い）。
- 予定の確認・一覧はいつでもOK。
""" ),
("user", "writing_style", "feedback",
 "How I want texts written: mails, shop listings, club notices",
 ["writing", "style", "tone", "文体", "書き方", "メールの書き方"], False,
"""- Work mails in Japanese: 「お世話になっております。瀬戸測量登記事務所の小池です。」 then straight to the point. No 「取り急ぎ」.
- Dates in work documents for 法務局 in 和暦 (令和8年12月19日); everywhere else 2026-12-19.
- Shop listings: plain, no "!!!", say the age of the tree, the pot (窯 name) and the height in cm. Never write 「樹齢100年」-style guesses.
- English to overseas people: short sentences, no idioms.
- Club notices: 結論を一行目に。絵文字は1個まで。
""" ),
("user", "email_rules", "feedback",
 "Email rules: which address, what never goes by mail, drafts vs send",
 ["email", "mail", "gmail", "メール", "送信", "mails"], True,
"""- Surveying work only from mio.koike@seto-sokuryo.jp; anything for Mamebon Kinashi only from hello@mamebon-kinashi.jp. Never mix the two, even for a one-line reply.
- Never send 登記識別情報, 印鑑証明書 or 実印 images by email — not even to the client themself or to 宮武先生. Those go by hand or 書留.
- 測量成果 (CAD, 地積測量図 PDFs, coordinate lists) go to clients only after 三好所長 has checked them in SurvLink ("所長チェック済"). Before that, a draft is fine.
- Mails to 高松法務局 or 高松市 道路管理課: leave a draft, I read it and send it myself.
- Condolence or complaint replies: draft only.
- Sending routine scheduling mails to colleagues or 四国ホーム is fine without asking.
""" ),
("user", "money_rules", "feedback",
 "Money rules: office card vs shop account vs club account, thresholds",
 ["money", "payments", "pay", "bank", "お金", "支払い", "振込", "card"], False,
"""- Three separate pots: the office corporate card (Seto Sokuryo expenses only), the shop account 百十四銀行 鬼無支店 普通 2207419 "Mamebon Kinashi", and the YTR club account (see ytr_club). Never pay one pot's thing from another, not even "to move it back later".
- Shop: payments up to ¥50,000 I just do; ask me before any single shop payment over ¥50,000.
- Office purchases: see invoices_ledger for the 決裁 line.
- Refunds to shop customers only through Shopify, never by bank transfer.
- My personal card (楽天) is for family stuff only.
""" ),
("user", "work_habits", "user",
 "My own preferences and habits at work and at home",
 ["preferences", "habits", "好み", "my setup", "いつも", "editor", "coffee"], False,
"""- Editor: VS Code with the Japanese fonts set to BIZ UDゴシック. Terminal: fish.
- I like coordinate lists sorted by point name (K1, K2, … not by distance) and areas to 2 decimals in ㎡.
- Morning coffee from 珈琲 屋島珈房, medium roast; no meetings before 9:00 if I can help it.
- I prefer LINE calls to phone calls with club people, but real phone calls with landowners.
- For long field days I pack onigiri; I don't eat at convenience stores near sites (parking blocks neighbours).
- I keep paper 野帳 for every job even though SurvLink has everything — habit from 三好所長.
""" ),
("workspace", "seto_overview", "project",
 "Seto Sokuryo Touki: people, roles, who signs what",
 ["seto", "office", "事務所", "瀬戸測量", "seto sokuryo", "sst", "職場", "三好", "miyoshi"], True,
"""- Seto Sokuryo Touki (瀬戸測量登記事務所, SST), 高松市 番町2丁目, staff of 5. Office hours Mon–Fri 8:30–17:30, Sat 9:00–12:00 (consultations only).
- 三好 健一 所長 (Miyoshi-shochō): 土地家屋調査士, signs every 決裁, does the 所長チェック on 測量成果, the only one besides me with an 電子署名 for 申請.
- 大川 翔太 (Ōkawa-kun, 補助者, 3rd year): field assistant, runs the total station, writes the Python tools, reviews my PRs. Not a licensed surveyor.
- 香川 由紀 (Kagawa-san, 事務): invoices, 請求台帳, 法務局 pickups, 登記識別情報 envelopes.
- Part-timer 西村さん scans old 地積測量図 on Tuesdays.
- Busy season: March (年度末 public works). Year-end closing 12/28, opening 1/5.
""" ),
("workspace", "survlink", "project",
 "SurvLink, the job management system: job IDs, status flow, who may change what",
 ["survlink", "サーブリンク", "job system", "案件管理", "案件", "jobs", "TK-"], False,
"""- SurvLink (https://seto.survlink.jp/api/v1, CLI `survlink`), job IDs like TK-26-0412 (year-number). My token in ~/.config/survlink/token.
- Status flow: 受託 → 調査 → 測量 → 立会 → 申請準備 → 申請中 → 完了 → 請求.
- Only the job's 担当調査士 moves a job past 立会. I'm 担当 on my jobs; 大川 can update 調査/測量 steps and attach files.
- No bulk status updates, ever — one job at a time, the flow has triggers that mail clients.
- After 完了 nothing is edited except the notes field.
- Exports (CSV of jobs, coordinate lists) only into ~/survlink-exports/; not into Dropbox or the shop folders.
- Reading, searching and adding notes/comments are always fine.
""" ),
("workspace", "nas01", "project",
 "seto-nas01 file server: field raw data, backups, restart hours",
 ["nas", "nas01", "seto-nas01", "file server", "ファイルサーバ", "raw data", "backup"], False,
"""- Synology "seto-nas01" at 192.168.40.10, ssh alias `nas01`, user koike. Jobs in /jobs/<year>/<job>/ with raw/ (GNSS .T04, TS raw), cad/, photos/, docs/.
- Never delete, move or overwrite anything under a job's raw/ — raw observation data is the evidence if a boundary is ever disputed. Corrections go in a new file next to it.
- Nightly backup with rclone to b2:seto-jobs (02:00). Restore tests only into /jobs/restore-test.
- Ask me before rebooting nas01 or restarting its services during office hours (Mon–Fri 8:30–17:30, Sat 9:00–12:00). Outside those it's fine.
- df, ls, checksums and read-only copies are always fine.
""" ),
("workspace", "survey_tools_repo", "project",
 "seto-survey-tools repo: zahyo_check.py, menseki.py, dxf_export.py; branch + PR",
 ["seto-survey-tools", "survey tools", "repo", "zahyo_check", "menseki", "dxf_export", "gitea", "scripts"], False,
"""- ~/code/seto-survey-tools on the office Gitea (git.seto-sokuryo.jp). Python 3.10, pytest.
- zahyo_check.py: closure check for traverse coordinates (閉合差), warns above 1/10,000.
- menseki.py: area by coordinates (座標求積), outputs ㎡ to 2 decimals plus 坪.
- dxf_export.py: writes the 地積測量図 layers for the CAD.
- Work on a branch and open a PR for Ōkawa-kun; never push to main.
- Tests only use the made-up TEST- jobs in tests/fixtures (TEST-0001…); never real 地番, owner names or coordinates from a real job.
""" ),
("workspace", "touki_online", "project",
 "登記・供託オンライン申請システムでの表示登記の申請ルール",
 ["touki", "登記", "オンライン申請", "申請", "法務局", "高松法務局", "registration", "登記申請"], False,
"""- 表示登記（分筆・地目変更・建物表題など）は登記・供託オンライン申請システムで高松法務局へ。申請は所長かわたしの電子署名で。大川くんは申請しない。
- 委任状の原本が事務所に届く前には絶対に申請しない。
- 申請前に SurvLink のステータスが「申請準備」になっていること。
- 補正の連絡が来たら当日中に所長へ報告。
- 登記識別情報通知は香川さんが受け取り、依頼人に手渡しか書留。
- 申請書の下書き作成や添付ファイルの確認はいつでもOK。
""" ),
("workspace", "kakunin_v1", "project",
 "旧・境界確認（立会）のやり方（2018年〜2026年10月）— kakunin_v2 に置き換え",
 ["境界確認", "立会", "境界立会", "boundary", "tachiai", "確認書", "境界確認書"], False,
"""- 2018年から2026年10月31日までのやり方。kakunin_v2 に置き換え済み。
- 立会はわたし一人で行ってよかった（隣地の方と現地で）。
- 境界確認書は認印でOK。印鑑証明は求めなかった。
- 署名済みの確認書はスキャンして nas01 の /jobs/<年>/<案件>/docs/kakunin/ に保存、原本は依頼人へ。
- 境界標の写真は任意（撮ったら photos/ に）。
- 隣地の方が来られないときは、後日郵送で確認書をもらえばOKだった。
""" ),
("workspace", "kakunin_v2", "project",
 "今の境界確認（立会）のやり方（2026年11月から）— kakunin_v1 を置き換え",
 ["境界確認", "立会", "境界立会", "boundary", "tachiai", "確認書", "境界確認書", "kakunin"], False,
"""- kakunin_v1 を置き換え。2026年10月20日に所長と決定、11月1日から。きっかけは TK-26-0311（鬼無町）で隣地の方から「そんな確認はしていない」と言われた件。
- 立会は必ず二人で（わたし＋大川くん、または所長）。責任者は調査士なので、大川くんだけの立会はしない。
- 境界確認書は実印＋印鑑証明書（3か月以内）。認印のものは受け付けない。
- 境界標は一つずつ写真を撮り、SurvLink の「境界標」タブに登録してから「申請準備」へ進める。
- 隣地全員の確認書がそろうまで申請しない。
- 隣地の方が立会を拒否・欠席したら、7日以内に所長へ報告して筆界特定を相談。
- 郵送だけで確認書をもらうのは、所長の了承を得てから。
""" ),
("workspace", "field_equipment", "project",
 "機材: GNSS受信機、トータルステーション、社用車、機材予約シート",
 ["機材", "equipment", "gnss", "total station", "トータルステーション", "TS", "R12i", "機材予約", "社用車"], False,
"""- GNSS受信機は Trimble R12i が2台（R12i-1, R12i-2）、トータルステーションは Topcon GT-1200。社用車はプロボックス（香川 300 ら 41-87）。
- 予約はスプレッドシート「機材予約」。1行＝1機材×1日。他の人の行は消さない・上書きしない。
- R12i-2 は12月いっぱい校正中（返却予定 2027-01-08）。予約しない。
- 電子基準点は「高松」（950421）を使う。ネットワーク型RTKは Jenoba。
- 雨の日の GT-1200 はレインカバー必須。バッテリーは前日夕方に充電。
- 社用車の給油カードは事務所の車だけ。私用では使わない。
""" ),
("workspace", "invoices_ledger", "project",
 "請求台帳 2026 sheet, office purchases and the 決裁 threshold",
 ["請求台帳", "invoices", "invoice", "seikyu", "billing", "請求", "purchases", "決裁"], False,
"""- The sheet 「請求台帳 2026」 (Google Sheets, Kagawa-san owns it). One row per invoice: job ID, client, amount, 税, 発行日, 入金日.
- Months up to and including November 2026 are closed by 香川さん. In a closed month only add correction rows (marked 訂正); never edit or delete an existing row.
- December is open: I can add and edit my own rows.
- Office purchases: up to ¥30,000 I can order on the office card myself; anything above needs 三好所長's 決裁 first.
- Invoices to 高松市 go through their 電子請求 portal, Kagawa-san handles that.
""" ),
("workspace", "clients", "project",
 "Regular clients and partners: 四国ホーム, 高松市 道路管理課, 宮武先生 (司法書士), 田中家",
 ["clients", "client", "顧客", "依頼人", "四国ホーム", "shikoku home", "森下", "宮武", "道路管理課"], False,
"""- 四国ホーム (Shikoku Home, developer): 森下 亮さん (Morishita-san), 分筆 for their 建売 lots in 鬼無 and 香西. Wants 成果 as DXF + PDF. Pays at month end +1.
- 高松市 道路管理課: 西岡さん for 官民境界協定. Only official requests through the 課 address douro@city.takamatsu.example; never to his personal mobile.
- 司法書士 宮武 恵子先生 (Miyatake-sensei): does the 権利 side after our 表示登記; we share schedules, not documents with 印鑑.
- 田中家 (丸亀, 相続の分筆, TK-26-0412): 田中 正人さん is the contact; elderly, phone in the afternoon only.
- New clients: 見積 approved by the 所長 before any field work.
""" ),
("workspace", "mamebon_shop_v1", "project",
 "OLD Mamebon Kinashi shop rules (2023-05 – 2026-11) — replaced by mamebon_shop_v2",
 ["mamebon", "豆盆", "shop", "bonsai shop", "shopify", "mini bonsai", "ミニ盆栽", "prices"], False,
"""- How the shop ran from 2023-05 to the end of November 2026. Replaced by mamebon_shop_v2.
- Mini black pine (黒松) in a 常滑 pot ¥4,800; shohin (小品, up to 20 cm) ¥9,800.
- Shipping: flat ¥1,200 by ゆうパック, everywhere in Japan.
- Shipped on Saturdays only, after the Friday evening watering.
- Overseas: Taiwan and US accepted with a 植物検疫証明書 from 神戸植物防疫所 坂出出張所, +¥6,000.
- Returns: none for living plants; photos before shipping instead.
""" ),
("workspace", "mamebon_shop_v2", "project",
 "CURRENT Mamebon Kinashi shop rules (from 2026-12-01) — replaces mamebon_shop_v1",
 ["mamebon", "豆盆", "shop", "bonsai shop", "shopify", "mini bonsai", "ミニ盆栽", "prices", "きなし"], False,
"""- Replaces mamebon_shop_v1. Decided 2026-11-15 (after the Taiwan shipment MK-1093 was held at customs for 9 days and the tree died), applies to orders shipped from 2026-12-01.
- Mini black pine ¥6,500; shohin ¥12,000; workshop kits ¥3,800.
- Shipping: ヤマト 宅急便 at actual cost, shown at checkout.
- Ships Wednesday and Saturday.
- No overseas orders at all any more. If one comes in, cancel it in Shopify with a polite note; don't try to ship it.
- Orders placed before 2026-11-15 keep the old price; they carry the Shopify tag "kyu-kakaku". Prices are changed only in the Shopify product settings, never by editing a single order.
- Store: mamebon-kinashi.myshopify.com. Reviews under 4 stars: draft a reply, I post it myself.
""" ),
("workspace", "shokoen_bench", "project",
 "松香園（鬼無の盆栽園）の棚と素材の仕入れ",
 ["松香園", "shokoen", "shōkōen", "平井", "hirai", "鬼無", "kinashi", "素材", "棚", "bench"], False,
"""- 鬼無町の盆栽園「松香園」の3代目・平井 誠さんから棚 #12 を月 ¥8,000 で借りている（毎月末に現金）。
- 素材（黒松の2〜3年生）は平井さんから。注文は LINE で、1回 30本まで。それ以上は電話で相談してから。
- 平井さんの園の木や棚 #12 以外の棚には触らない。水やりは自分の棚だけ。
- 鉢は常滑の「山秀窯」から。最小ロット20個、先払い。
- 冬（12〜2月）は棚 #12 に寒冷紗をかける。鉢の凍結に注意。
- 平井さんは日曜定休。日曜に連絡しない。
""" ),
("workspace", "plant_shipping", "project",
 "植物の発送ルール（寒い時期、地域、梱包）",
 ["発送", "shipping", "ship", "梱包", "宅急便", "yamato", "ヤマト", "寒波"], False,
"""- 12月〜2月は北海道・東北・北陸あての発送はしない（凍結で枯れる）。注文が来たら3月発送で相談。
- 発送先の最低気温予報が −3℃ 以下の日は、発送日をずらす。
- 梱包は根鉢を水苔でくるんで新聞、段ボールに固定。「天地無用」「植物」のシールを必ず貼る。
- 送り状はヤマトの「送り状発行システムB2」で作る。発送は鬼無の営業所に持ち込み。
- 写真は発送前に3枚（正面・横・鉢底）撮って Shopify の注文メモに。
""" ),
("workspace", "mamebon_workshop", "project",
 "Monthly mini-bonsai workshop at Shōkōen: capacity, fees, bookings",
 ["workshop", "ワークショップ", "教室", "mamebon workshop", "class", "体験"], False,
"""- Second Sunday of the month, 13:30–15:30, in the 松香園 greenhouse (Hirai-san lets me use it; he's closed Sundays but OK with this).
- Max 6 people. Fee ¥4,500 including tree and pot. Kids under 12 only with a parent, and no wire-cutting for them.
- Bookings through the Shopify "Workshop" product; waitlist in the sheet 「WS 待ち」.
- January 2027 workshop is on 1/10. No workshop in February.
- Cancellation by me (weather, illness): full refund through Shopify, mail from the shop address.
""" ),
("workspace", "bonsai_tax", "project",
 "Side-business bookkeeping: 青色申告, freee, 開業届, receipts",
 ["tax", "確定申告", "青色申告", "freee", "bookkeeping", "帳簿", "経費"], False,
"""- Mamebon Kinashi is a 個人事業 (開業届 2023-05-08, 高松税務署). 青色申告 with 65万 控除, books in freee.
- Receipts: photo into freee within the week, paper in the 2026 box file.
- Bench rent, pots, soil, wire, Yamato, Shopify fees are 経費. The office card is never used for any of it.
- 確定申告 filed by e-Tax myself in February; I check the 決算書 before anything is submitted.
- My salary from SST is 給与所得; the 源泉徴収票 comes mid-January.
""" ),
("workspace", "ytr_club", "project",
 "屋島トレイルランナーズ（YTR）: メンバー、練習、LINE、会計",
 ["ytr", "YTR", "屋島トレイルランナーズ", "yashima trail runners", "club", "クラブ", "トレラン", "trail club", "篠原"], False,
"""- 屋島トレイルランナーズ（YTR）。会員42人。代表は篠原 大輔さん、副代表は岡 沙織さん、わたしは会計とコース係。
- 練習: 水曜 19:00〜21:00 屋島ナイトラン（ヘッドランプ必須、集合は屋島山上駐車場）、日曜 7:00 ロング走（任意）。
- LINE「YTR 全員」は練習の連絡と代表からのお知らせだけ。わたしからの投稿は練習の中止連絡のみ。それ以外は「YTR 運営」（篠原・岡・わたし）に。
- 会費は年 ¥3,000。口座は百十四銀行 屋島支店 普通 5518026「ヤシマトレイルランナーズ」。
- 口座から2万円を超える支払いは篠原さんのOKが要る。2万円以下はわたしの判断で。
- 会員名簿（スプレッドシート「YTR 名簿」）は運営の3人だけ。外に出さない。
""" ),
("workspace", "winter_trail_race", "project",
 "屋島 冬トレイル 15K（2027年1月24日）の準備: 許可、エントリー、ボランティア",
 ["冬トレイル", "屋島冬トレイル", "winter trail", "race", "大会", "レース", "15K", "エントリー"], False,
"""- 「屋島 冬トレイル 15K」2027年1月24日（日）9:00 スタート、屋島山上駐車場。定員 150人、参加費 ¥4,000。
- 許可: 高松市 公園緑地課の占用許可と、環境省（瀬戸内海国立公園）への行為届。12月19日時点でどちらもまだ。
- 両方の許可が出るまで、エントリーページ（moshicom）を公開しない。コース図もSNSに出さない。
- ボランティアは 20人必要。集計はスプレッドシート「冬トレ ボラ」。
- 保険はスポーツ安全協会ではなく大会用のイベント保険（東京海上、¥38,000）。申込は篠原さんのOKが出てから。
- 給水所の水は 500ml×300本、岡さんが手配。
""" ),
]
