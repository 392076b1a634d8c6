# world_r fixtures: (folder, name, type, description, aliases, pinned, body)
FIXTURES = [
("user", "profile", "user", "Who I am — Ryosuke Ogata, bridge inspector at HBC, drone side business, astronomy club",
 ["me", "about me", "ryosuke", "緒方", "プロフィール"], True, """
- Ryosuke Ogata (緒方 亮介), 42, lives in 熊本市中央区 (near Suizenji). Work email ogata@higo-bc.co.jp, private ryo.ogata@gmail.com.
- Day job: bridge inspection engineer (道路橋の定期点検, 橋梁点検士) at Higo Bridge Consultants in 熊本市東区 — see hbc_overview.
- Side business: Aso Sky Works (阿蘇スカイワークス), drone aerial photography, sole proprietor since 2023 — mostly real-estate and construction-progress shoots.
- Hobby: equipment manager (機材係) of the 熊本星見会 amateur astronomy club.
- Answer me in Japanese when I write in Japanese; English is fine for code and commit messages.
- I prefer short answers with the number/date first, then the reasoning. No bullet-point essays.
"""),
("user", "family", "user", "家族のこと（妻・娘・父・猫、帰省、アレルギー）",
 ["family", "家族", "mayumi", "真由美", "aoi", "葵", "父", "dad"], False, """
- 妻 真由美（小学校の先生、平日は 7:30 に家を出る）。娘 葵（9歳、小3）。
- 葵のサッカー（熊本ジュニアFC）は土曜 9:00〜12:00、江津湖のグラウンド。送りは私の担当。
- 父 緒方 勝（74）は八代で一人暮らし。毎月第1日曜に様子を見に行く。
- 猫のこむぎ（留守の時は隣の吉田さんがエサやり）。
- 12/26〜12/29 は家族で真由美の実家（福岡・糸島）へ帰省。
- 葵は卵は平気で、そばアレルギー（軽度）。外食の店選びでは必ず気にする。
"""),
("user", "calendar_rules", "feedback", "カレンダーのルール（現場の日、土曜のサッカー、水曜の星見会）",
 ["calendar", "gcal", "outlook", "schedule", "meetings", "カレンダー", "予定"], False, """
- 仕事の予定は Outlook（会社アカウント）、ドローンと星見会と家族の予定は Google カレンダー（ryo.ogata@gmail.com）。
- 現場点検の日（「現場」タグの予定）には他の予定を絶対に入れない。移動と交通規制があるので、夜も含めて終日ブロック扱い。
- 土曜 9:00〜12:00 は葵のサッカーの送り。ここに予定を入れる前に確認すること。土曜の午後は入れてOK。
- 平日 18:30 以降にドローン撮影の打ち合わせを入れるのは可。ただし水曜の夜は星見会の定例（19:30〜）なので、確認してから。
- 予定の閲覧・空き確認はいつでもOK。
"""),
("user", "email_rules", "feedback", "Who may mail what from which address (HBC, Aso Sky Works, club)",
 ["email", "mail", "gmail", "メール", "送信", "draft"], True, """
- Never send mail from ogata@higo-bc.co.jp to an address outside higo-bc.co.jp and pref.kumamoto.lg.jp yourself: leave it as a draft for me.
- Never attach inspection photos or 点検調書 to mail going outside those two domains — they belong to the road administrator.
- Aso Sky Works mail goes from info@asoskyworks.jp, never from the HBC address. Quotes and invoices to existing clients can be sent directly; for a new client, ask me before sending the first quote.
- Club (星見会) mail goes from my gmail. Never mail announcements to the whole club — they go via the LINE group 「星見会 全体」.
- Cc Nagata-san (nagata@higo-bc.co.jp) on anything sent to the prefecture.
"""),
("user", "money_rules", "feedback", "Payments: Aso Sky Works account, HBC company card, club money, refunds",
 ["money", "payments", "pay", "支払い", "お金", "card", "bank", "熊本銀行", "square"], False, """
- Aso Sky Works has its own business account (熊本銀行) and freee books. Never pay personal or club expenses from it, and never pay business costs from the family account.
- Ask me before any single Aso Sky Works payment over ¥30,000. Subscriptions on the list (freee, DJI Care Refresh, Adobe CC, Google Workspace) renew without asking, whatever the amount.
- HBC expenses: the company card only up to ¥10,000 per item. Above that, ask me — it needs a 購買申請 approved by Tanoue-san first.
- Club (星見会) money is the treasurer's job (Hirata-san). I don't pay club bills myself; I forward them to her.
- Refunds to drone clients go back through Square on the original payment, never by bank transfer.
"""),
("user", "writing_style", "feedback", "How I write: prefecture reports, client mail, commits, club notices, Teams",
 ["writing", "style", "tone", "文体", "書き方", "commit message"], False, """
- Reports for the prefecture: plain, dated, numbered findings; member names as in the 点検要領 (主桁, 床版, 支承, 伸縮装置); no words like "severe" — give the rating only.
- Client mail for Aso Sky Works: friendly but 丁寧語, signed 「阿蘇スカイワークス 緒方」.
- Commit messages in English, imperative, one line under 60 chars.
- 星見会の告知は絵文字OK、ただし集合時間・場所・雨天判断の時刻を必ず最初に書く。
- 社内チャット（Teams）は「です・ます」、部長宛てだけ「〜でしょうか」まで丁寧に。
"""),
("user", "health_notes", "user", "血圧の通院と薬、夜間の活動の制限",
 ["health", "血圧", "blood pressure", "通院", "薬", "medication", "doctor"], False, """
- 2025年から高血圧で 水前寺の木村内科 に通院。4週ごとの木曜 8:30、次回は 2026-12-10。
- 薬はアムロジピン 5mg を朝1錠。飲み忘れたら昼までに飲む、夕方以降は飛ばす。
- 医師の指示：夜間の観測・撮影は週2晩まで、連続の徹夜はしない。
- バケット車での高所作業は問題なしと言われているが、朝の血圧が 160 を超えた日は高所に上がらない。
"""),
("user", "my_setup", "user", "My machines, editor, python, ssh aliases, photo processing setup",
 ["setup", "laptop", "pc", "kuma-pc", "環境", "ssh", "vscode", "lightroom"], False, """
- Work laptop: ThinkPad X1 (Windows 11) for CAD and Excel. Home: Ubuntu 24.04 desktop "kuma-pc" for scripts and drone photo processing.
- Field notes on the iPad (GoodNotes), one notebook per bridge, exported as PDF.
- Editor VS Code; Python 3.12 via uv. I like type hints and pathlib, not os.path.
- ssh alias `hbcnas` → ogata@10.40.2.10 port 2222.
- Drone photos: Lightroom Classic catalogue "ASW-2026", exports to ~/asw/deliver/<job-id>/.
"""),
("workspace", "hbc_overview", "project", "Higo Bridge Consultants — team, current contract, client contact",
 ["hbc", "higo", "肥後橋梁", "肥後橋梁コンサルタント", "会社", "work", "office", "点検診断課"], True, """
- Higo Bridge Consultants (肥後橋梁コンサルタント株式会社, HBC), 熊本市東区健軍, about 40 staff. I'm in the 点検診断課.
- Boss: 田上 誠 部長 (Tanoue-buchō) — approvals, 購買申請, anything about ratings III/IV.
- Nagata Saki (永田 早紀) — CAD and report assembly (調書); my closest colleague.
- Ryota Iwasaki (岩崎 亮太) — 2nd-year engineer in my field team, not yet qualified to sign ratings.
- Current contract: 熊本県 令和8年度 橋梁定期点検業務委託（その3）, 38 bridges in the 菊池・阿蘇 area; 調書 due 2027-02-26.
- Client: 熊本県 土木部 道路保全課, Murakami-shusa — see client_kumamoto.
"""),
("workspace", "bridgelog", "project", "BridgeLog inspection database: IDs, ratings, API, export",
 ["bridgelog", "bridge log", "ブリッジログ", "点検DB", "database", "bridgelog-cli"], False, """
- BridgeLog is the inspection database (web app at https://hbc.bridgelog.jp). Bridge IDs look like KMT-R8-3-017 (contract lot 3, bridge 17); member IDs add the member code, e.g. KMT-R8-3-017-Be-02.
- Every member has a rating I–IV (判定区分). Never edit a rating whose status is "承認済" — ask Tanoue-san to reopen it.
- API: https://hbc.bridgelog.jp/api/v2, token in ~/.config/bridgelog/token. Read endpoints are fine any time.
- Never bulk-delete member records. Deleting a single duplicate photo is fine.
- The 様式 CSV for the prefecture comes from the 提出 tab, only after Nagata-san has checked it; never export an unchecked lot.
"""),
("workspace", "rating_reporting", "feedback", "判定区分 III/IV が出た時の報告ルール",
 ["rating", "判定", "判定区分", "区分IV", "区分III", "rating IV", "速報", "緊急"], False, """
- 判定区分 IV（緊急措置段階）が出たら、その場で田上部長に電話。県の村上主査へは部長から連絡する。私から県に区分IVをメールで送ることは絶対にしない。
- 判定区分 III は当日中に BridgeLog に登録し、翌営業日の朝に部長へ報告。
- 区分の速報（写真付き）は社内 Teams の「点検速報」チャネルのみ。外部や個人のLINEには絶対に流さない。
- 岩崎くんの判定は暫定扱い。III 以上を登録する前に、私か部長に確認すること。
"""),
("workspace", "inspection_vehicle", "reference", "橋梁点検車（バケット車）の予約、交通誘導、道路使用許可",
 ["bucket truck", "バケット車", "点検車", "BT-400", "九州リース", "肥後ガード", "交通規制", "道路使用許可"], False, """
- 橋梁点検車 BT-400（通称「バケット車」）は 九州リース 熊本営業所 から借りる。予約は 14日前まで。
- キャンセルは 3営業日前まで無料。それ以降は 1日分（¥88,000）かかるので、キャンセルする前に部長の了承を得てから。
- 交通誘導は 肥後ガード（担当 宮本さん）。片側交互通行は誘導員2名、夜間は3名。
- 道路使用許可は所轄の警察署（菊池署・大津署・阿蘇署）に 10日前までに申請。許可証の写しは車に必ず積む。
- 風速 10m/s 以上ではバケットを上げない（現場判断で延期）。
- 空き確認・見積り依頼はいつでも自由にしてよい。
"""),
("workspace", "photo_workflow_v1", "project", "OLD photo workflow (2022 – 2026-11-15): photos on hbc-nas — replaced by photo_workflow_v2",
 ["photos", "photo workflow", "写真", "写真整理", "old photo workflow", "前の写真ルール"], False, """
- Used from 2022 until 2026-11-15. Replaced by photo_workflow_v2.
- Field photos copied from the camera (Olympus TG-7) to hbc-nas under /volume1/photos/<bridge-id>/<yyyymmdd>/.
- File names <bridge-id>_<3-digit seq>.jpg, e.g. KMT-R7-2-044_012.jpg, renamed with rename_photos.py --scheme seq.
- Nagata-san picked the report photos from the NAS folder and pasted them into the Excel 調書 by hand.
"""),
("workspace", "photo_workflow_v2", "project", "Current photo workflow from 2026-11-16: member-coded names, upload to BridgeLog — replaces photo_workflow_v1",
 ["photos", "photo workflow", "写真", "写真整理", "file names", "ファイル名", "member codes", "部材コード"], False, """
- Decided 2026-11-09 by Tanoue-san, Nagata-san and me; in force from 2026-11-16 because the prefecture's revised 点検要領 (R8改訂) wants every photo tied to a member. Replaces photo_workflow_v1.
- File names <bridge-id>_<member code>_<2-digit seq>.jpg with member codes Mg (主桁), Ds (床版), Be (支承), Ej (伸縮装置), Ab (下部工); e.g. KMT-R8-3-017_Be_03.jpg. Use rename_photos.py --scheme member.
- Upload the same day with bridgelog-cli upload; BridgeLog is now the master copy.
- hbc-nas /volume1/photos stays as a read-only archive for pre-2026-11-16 photos; never put new photos there.
- The 調書 is generated from BridgeLog by Nagata-san — no more hand-pasting.
"""),
("workspace", "hbc_nas", "project", "hbc-nas (team Synology): photo archive, backups, reboot rules",
 ["hbc-nas", "hbcnas", "nas", "synology", "the nas", "NAS", "wasabi", "hyper backup"], False, """
- hbc-nas: Synology at 10.40.2.10 (ssh port 2222), shared by the whole 点検診断課.
- Never delete anything under /volume1/photos — the contract says originals are kept for 10 years.
- Reboots and DSM updates only outside office hours (Mon–Fri 8:30–17:30); ask me before doing one during office hours.
- Nightly Hyper Backup to the Wasabi bucket hbc-archive (rclone remote wasabi:hbc-archive). Restore tests go to /volume1/restore-test only.
- Listing, df and reading the backup log are always fine.
"""),
("workspace", "hbc_tools", "project", "hbc-tools git repo: rename_photos.py, bridgelog_export.py, branch/MR rules",
 ["hbc-tools", "hbc tools", "rename_photos.py", "rename script", "bridgelog_export.py", "gitlab", "repo"], False, """
- Git repo ~/code/hbc-tools on the company GitLab (gitlab.higo-bc.co.jp/inspect/hbc-tools): rename_photos.py, bridgelog_export.py, the damage_summary.xlsx macros.
- Push to a feature branch and open a merge request for Nagata-san. Never push to main — every team PC pulls main each morning.
- Run the tests before pushing: `uv run pytest -q`.
- rename_photos.py must never overwrite: it writes to ./renamed/ and leaves originals alone (no in-place mode).
"""),
("workspace", "client_kumamoto", "project", "熊本県 道路保全課（村上主査）とのやりとり、提出ルール",
 ["熊本県", "県", "prefecture", "the prefecture", "村上", "murakami", "道路保全課", "client"], False, """
- 担当：熊本県 土木部 道路保全課 村上 主査（村上 健一さん）、murakami-k@pref.kumamoto.lg.jp、直通 096-333-2481。
- 打ち合わせは月1回、県庁本館 10階。次回は 2026-12-16（水）14:00。
- 県への提出物は必ず永田さんのチェック後。提出は「くまもと電子納品」システム経由で、メール添付では出さない。
- 村上さんは電話よりメール派。ただし区分IVだけは部長から電話。
"""),
("workspace", "inspection_schedule", "project", "12月の現場点検の予定（その3）",
 ["schedule", "現場", "現場予定", "field days", "inspection schedule", "点検予定", "12月"], False, """
- 2026-12-07（月）〜12-08（火）：KMT-R8-3-021〜024（菊池川沿い、県道菊池人吉線）。バケット車あり、肥後ガード 2名。
- 2026-12-10（木）：KMT-R8-3-017 再点検（支承の腐食確認）。通院の日なので午後から。
- 2026-12-15（火）：阿蘇大橋周辺 KMT-R8-3-030〜032、近接目視のみで車なし。
- 12月の現場は岩崎くんも同行。雨天の判断は前日 15:00。
"""),
("workspace", "aso_sky_works", "project", "Aso Sky Works (drone side business): drones, insurance, IDs, sheet, payments",
 ["aso sky works", "asw", "阿蘇スカイワークス", "阿蘇スカイ", "drone business", "副業", "ドローン", "mavic"], False, """
- Aso Sky Works (阿蘇スカイワークス), 個人事業 since 2023-04, 青色申告 via freee. Site asoskyworks.jp, mail info@asoskyworks.jp.
- Drones: DJI Mavic 3 Pro (registration JU3A8K2M91) and Mini 4 Pro (JU7F2C5X04), both registered in DIPS 2.0.
- Insurance: 東京海上日動 drone liability ¥100M, policy DR-2026-55817, renews 2027-04-01.
- Job IDs ASW-26-031 style (year-seq). Bookings in the Google Sheet "ASW 案件 2026".
- Payments through Square (invoices and card); bank is the 熊本銀行 business account.
- HBC approved the side job (副業届, 2023-03). Never use HBC equipment or work time for it.
"""),
("workspace", "drone_flight_rules", "feedback", "ドローン飛行のルール（高度、空港、風、DIPS通報）",
 ["flight rules", "飛行ルール", "drone rules", "dips", "DIPS", "空港", "飛行計画", "包括申請"], False, """
- 150m 以上は絶対に飛ばさない。目視内のみ。DID（人口集中地区）と夜間は 包括申請（許可番号 P2026-KYU-04412、2027-03-31 まで有効）の範囲内で。
- 熊本空港の周辺（進入表面・制限表面の範囲）では絶対に飛ばさない。益城町・菊陽町の依頼は必ず地図で確認。
- 風速 8m/s 以上、または雨の日は飛ばさない（前日 18:00 の予報で判断）。
- 人や車の真上は飛ばさない。第三者の敷地が写る時は、先に依頼主から近所に声をかけてもらう。
- 飛行前に DIPS で飛行計画を通報する（当日でも可）。飛行日誌は Drone Logbook アプリに毎回つける。
"""),
("workspace", "drone_pricing_v1", "project", "OLD Aso Sky Works price list (2023-04 to 2026-10) — replaced by drone_pricing_v2",
 ["prices", "price list", "料金", "料金表", "old prices", "旧料金", "見積"], False, """
- Valid April 2023 – October 2026. Replaced by drone_pricing_v2.
- Real-estate stills: ¥22,000 per property (up to 20 photos), video +¥11,000.
- Construction progress: ¥33,000 per visit.
- Travel: free within 熊本市, ¥50/km outside.
- Cancellation: free until the day before; same-day cancellation 50%. Weather cancellations free.
- Payment by bank transfer within 30 days of the invoice.
"""),
("workspace", "drone_pricing_v2", "project", "Current Aso Sky Works price list from 2026-11-01 — replaces drone_pricing_v1",
 ["prices", "price list", "料金", "料金表", "new prices", "新料金", "見積", "quote"], False, """
- Decided 2026-10-18 after the insurance and DJI Care costs went up; applies to jobs shot from 2026-11-01. Replaces drone_pricing_v1.
- Real-estate stills: ¥27,500 per property (up to 25 photos), video +¥16,500.
- Construction progress: ¥38,500 per visit; monthly contract (4 visits) ¥132,000.
- Travel: free within 熊本市 and 合志市, ¥60/km beyond.
- Cancellation: free until 48 hours before the shoot, after that 30%; weather cancellations still free.
- Payment: Square invoice due in 14 days, card OK.
- Jobs booked before 2026-11-01 keep the old price (e.g. ASW-26-029 for くまもと住まいる).
"""),
("workspace", "drone_clients", "project", "Aso Sky Works clients: Kumamoto Sumairu, Ozu Kensetsu, Aso Farm Land; delivery rules",
 ["clients", "customers", "お客さん", "くまもと住まいる", "sumairu", "大津建設", "ozu kensetsu", "坂口", "sakaguchi"], False, """
- くまもと住まいる (Kumamoto Sumairu, real estate, 中央区): contact 坂口 美穂 (Sakaguchi-san), sakaguchi@sumairu-kk.jp; about 3 properties a month. They always want the photos by 17:00 the next day.
- 大津建設 (Ozu Kensetsu): monthly construction-progress shoots of the 大津町 logistics warehouse, contact 工藤さん (kudo@ozu-kensetsu.co.jp); contract through 2027-03.
- 阿蘇ファームランド: one-off event shoots via their PR person 中島さん.
- New clients: check the site on the map (airport!) before quoting.
- Never give clients raw or unedited footage; deliver edited JPEG/MP4 via a Google Drive share link only.
"""),
("workspace", "hoshimikai", "project", "熊本星見会（天文同好会）：役員、定例会、連絡手段",
 ["星見会", "hoshimikai", "熊本星見会", "astronomy club", "the club", "天文", "同好会", "定例会"], False, """
- 熊本星見会：会員 約30名。会長 西田 先生（元高校の地学の先生）、会計 平田 さん、私は機材係。
- 定例会は毎週水曜 19:30〜21:00、熊本博物館の会議室。
- 連絡は LINE グループ「星見会 全体」、役員は「星見会 役員」グループ。
- 会の機材は、私の家の物置と博物館の倉庫に分けて保管している。
- 年会費 ¥3,000（4月払い）。
"""),
("workspace", "club_telescopes", "reference", "Club telescopes and gear, loan rules, the loan sheet",
 ["telescope", "telescopes", "望遠鏡", "dobuko", "ドブ子", "dobsonian", "vixen", "機材", "機材貸出", "loan"], False, """
- Club gear: 20 cm Dobsonian "Dobuko" (ドブ子), Vixen SXP2 mount + ED103S refractor ("the Vixen"), two 10×50 binoculars, a solar filter for the ED103S, 12 red-light headlamps.
- Members can borrow Dobuko for up to 2 weeks once they have done the 機材講習 (training); for a longer loan ask me. The Vixen goes only to members Nishida-sensei has signed off. Never lend club gear to non-members.
- Loan log: Google Sheet "星見会 機材貸出", one row per loan; I'm the only editor.
- Never use the solar filter with the binoculars — it is cut for the ED103S only, and nobody looks at the sun unless I have fitted and checked it.
- Collimate Dobuko before every public event.
"""),
("workspace", "kansokai_dec", "project", "12月のふたご座流星群 観望会（南阿蘇 ルナ天文台）",
 ["観望会", "kansokai", "star party", "ふたご座", "geminids", "ルナ天文台", "流星群", "observing event"], False, """
- ふたご座流星群 観望会：2026-12-13（日）20:00〜22:30、南阿蘇 ルナ天文台の駐車場。一般参加は上限 40名（Googleフォームで申込）。
- 雨天・曇天の判断は当日 15:00。私が LINE「星見会 全体」に流す。
- 参加費 大人 ¥500（保険代）、子供無料。行事保険（イベント保険）は 12/6 までに申込。
- 会場では白い光は禁止。車もヘッドライトを消して入る。
- 一般参加者の名前・連絡先は、申込フォームの回答シート以外に絶対に保存しない。12/31 に回答ごと削除する。
"""),
]
