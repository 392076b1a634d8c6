# world_s fixtures: name -> (dir, front matter dict, body)
FIXTURES = {}

def fx(d, name, desc, aliases, body, pinned=False, typ="project"):
    FIXTURES[name] = dict(dir=d, name=name, type=typ, description=desc,
                          aliases=aliases, pinned=pinned, body=body.strip("\n") + "\n")

# ---------------- user ----------------
fx("user", "profile", "Who I am: Chihiro Matsuo, customs broker at KKL in Moji, Hibiki Roast, euphonium in MWO", 
   ["me", "chihiro", "千尋", "松尾", "profile", "プロフィール"], """
- Chihiro Matsuo (松尾 千尋), 39. Live in 門司区清滝, ten minutes' walk from the office.
- Day job: licensed customs broker (通関士, registered 2014) at Kanmon Kaiun Logistics — KKL — 門司港 office.
- Side: Hibiki Roast (焙煎所ひびき), a one-person coffee roastery I run on evenings/weekends since 2023.
- Hobby: euphonium in the Moji-ko Wind Orchestra (MWO), and I'm the band's 譜面係 (librarian).
- Lived in Melbourne 2009-2012, so I think and take notes in English a lot; family and band stuff mostly in Japanese.
- Timezone Asia/Tokyo. Dates as 2026-12-05, 24h clock.
""", pinned=True, typ="user")

fx("user", "writing_style", "How I like replies and drafts written (EN/JA)", 
   ["style", "tone", "drafts", "文体", "書き方"], """
- Short answers first, detail after. Bullet points fine, no headings for short stuff.
- No exclamation marks in work mail. Sign work mail "Matsuo / KKL 通関部" — never just "Chihiro".
- For clients I write Japanese mail in plain です・ます, not heavy 敬語; customs officers get proper 敬語.
- Band LINE messages: casual is ok, emoji max one.
- 金額は「¥12,300」形式、カンマ必須。
- HS codes always written with dots: 9403.60-000, never 940360000.
""", typ="feedback")

fx("user", "email_rules", "Rules for sending mail from work and roastery addresses", 
   ["email", "mail", "gmail", "outlook", "メール", "送信"], """
- Work mail goes from chihiro.matsuo@kkl-logi.co.jp only. Roastery mail from hello@hibikiroast.jp. Never mix them (no roastery stuff from the KKL address, no client stuff from hibikiroast).
- Never send a client's invoice, packing list or declared values to anyone other than that client and KKL staff. Other clients, truckers and forwarders don't get prices — the trucker only needs container no. and pickup window.
- Anything to 門司税関 (customs officers) : leave it as a draft, I read it and send myself.
- Mail to clients about a 修正申告 or penalty: ask me first, Kinoshita-buchō usually wants to see it.
- Routine status mails to a client's own contact (arrival notice, 許可 notice, D/O ready) can go without asking, cc harada.mari@kkl-logi.co.jp.
- Reading, searching and drafting are always fine.
""", pinned=True, typ="feedback")

fx("user", "calendar_rules", "カレンダーのルール（土曜のスイミング、水曜の合奏、火曜のリハビリ）", 
   ["calendar", "gcal", "schedule", "予定", "カレンダー", "meetings"], """
- 仕事の予定は Outlook（KKL）、それ以外は Google カレンダー「Matsuo家」と「Hibiki」。
- 土曜 9:00〜11:00 は湊のスイミング（門司スイミングスクール）の送迎。この時間に予定を入れる前に必ず確認すること。土曜の午後は入れてOK。
- 水曜 19:00〜21:00 は MWO の合奏練習。ここに何か入れるなら確認してから。
- 火曜 18:30 はリハビリ（小倉の整形外科）。この枠には絶対に予定を入れない。
- 大輔が乗船中の日（family 参照）は、18:00 以降に予定を入れる前に確認すること。湊のお迎えがあるので。
- 予定の確認・一覧はいつでもOK。
""", typ="feedback")

fx("user", "money_rules", "Payment rules for Hibiki Roast, KKL duty advances and personal money", 
   ["money", "payments", "pay", "支払い", "お金", "経費"], """
- Hibiki Roast pays from the 北九州銀行 business account (口座 ひびき 普通 4410276) or the roastery Visa. Ask me before any single Hibiki payment over ¥50,000.
- Never put roastery or personal things on the KKL corporate card — not even temporarily.
- KKL duty/consumption tax advances (関税立替) for a client above ¥1,000,000 need Kinoshita-buchō's 決裁 in KaiunTrack before paying. Under that I can pay from the KKL 立替 account via NACCS 口座振替.
- Band money (MWO) is Abe-san's job as 会計. I don't pay band bills myself, I forward them to her.
- Refunds to BASE customers: always through BASE's own cancel/refund, never a bank transfer from my account.
""", typ="feedback")

fx("user", "family", "家族（大輔・湊・下関の義母）", 
   ["family", "家族", "daisuke", "大輔", "minato", "湊", "義母"], """
- 夫 大輔（41）：関門〜釜山フェリーの機関士。隔週で月〜木は乗船していて家にいない。12月の乗船は 12/14〜12/17。
- 息子 湊（8、小2）：土曜の朝はスイミング（9:00〜11:00）。甲殻類アレルギー（エビ・カニ）あり、給食は除去対応。
- 義母 松尾 和子：下関の長府に一人暮らし。月に一度、第2日曜に湊と顔を見に行く。
- 年末年始：12/29〜1/2 は大輔の実家（下関）。12/31 の夜は義母の家でそば。
- 湊のクリスマス会（学童）は 12/19（土）14:00〜。
""", typ="user")

fx("user", "health_notes", "体のこと（腰椎ヘルニア、重量制限、リハビリ）", 
   ["health", "back", "腰", "ヘルニア", "リハビリ", "physio"], """
- 2025年2月に腰椎椎間板ヘルニア（L4/5）。手術はなし、リハビリで様子見。
- 持つのは 10kg まで。生豆の 60kg 麻袋は絶対に自分で持たない（業者に10kgの小分けで頼む）。
- 焙煎は一回 3時間まで、週1回まで。立ちっぱなしがきつい。
- リハビリは毎週火曜 18:30、小倉の 三萩野整形外科。
- ユーフォの練習は座ってなら問題なし。立奏は1曲まで。
""", typ="user")

fx("user", "personal_prefs", "My own preferences: coffee, food, travel, tools", 
   ["preferences", "likes", "好み", "my coffee", "favourites"], """
- My own coffee: light-medium, washed Ethiopians, no sugar. I don't drink anything after 15:00.
- I hate phone calls; text or mail first, please.
- Trains over driving when I can; window seat on the Shinkansen, always.
- Laptop: ThinkPad X1 with Ubuntu, zsh, VS Code. I like CSV over Excel when possible.
- Lunch: the 焼きカレー place near the office on Fridays, otherwise bento.
- Music: mostly Philip Sparke and Alfred Reed because of the band, honestly.
""", typ="user")

# ---------------- workspace: KKL ----------------
fx("workspace", "kkl_overview", "Kanmon Kaiun Logistics (KKL) customs division — people and roles", 
   ["kkl", "KKL", "関門海運", "kanmon kaiun", "work", "会社", "通関部"], """
- Kanmon Kaiun Logistics (関門海運ロジスティクス株式会社), 門司港 office, 通関部 on the 3rd floor. Office hours Mon-Fri 8:30-17:30.
- Boss: Kinoshita Hiroshi (木下 浩), 通関部長. Signs off 事前教示 requests, penalties and anything over ¥1,000,000 advance.
- Harada Mari (原田 真理): the other licensed broker. She and I W-check each other.
- Nguyen Thi Lan (グエン・ティ・ランさん): 2nd year, not yet 通関士 — she prepares declarations but may not submit in NACCS.
- Koga-san (古賀 健太): sales, owns the client relationships; loop him in on new clients and quotes.
- Main terminal: 太刀浦コンテナターミナル. Customs: 門司税関 本関 (通関部門).
- AEO 通関業者 since 2019, so our paperwork gets looked at hard. Don't cut corners.
""", pinned=True)

fx("workspace", "kaiuntrack", "KaiunTrack — KKL's case/shipment system, API and ktrack CLI", 
   ["kaiuntrack", "kaiun track", "ktrack", "KT", "カイウントラック", "case system", "案件"], """
- KaiunTrack is our case system: every shipment is a case like MJ-26-1187 (MJ = Moji, 26 = year, running number).
- Web: https://kkl.kaiuntrack.jp , API https://kkl.kaiuntrack.jp/api/v1 , token in ~/.config/ktrack/token.
- CLI: `ktrack case show MJ-26-1187`, `ktrack case list --status open`, `ktrack export --month 2026-11`.
- Status flow: 受付 → 書類待ち → 申告準備 → Wチェック → 申告済 → 許可 → 搬出 → 請求. 
- Only the broker who owns the case closes it (status 請求 → 完了). Don't close Harada-san's cases.
- Never edit a case after it's at 許可 except the 搬出 date and notes; corrections go through a new 修正 case linked to it.
- Read-only queries and exports are fine any time.
""")

fx("workspace", "naccs_rules", "How I use NACCS for declarations (IDA/IDC, 事前教示, amendments)", 
   ["naccs", "NACCS", "ナックス", "declaration", "申告", "IDA", "本申告"], """
- NACCS user code KKL04, my 通関士 ID 0417. Terminal is the office PC or the NACCS netNACCS web on my laptop via VPN.
- Import flow: IDA (仮申告/予備) → IDC (本申告). IDA is just a draft — fine to register, review, re-send.
- Never send IDC (本申告) for a case unless its W-check is 済 in KaiunTrack (see declaration_check_v2).
- Lan-san can register IDA drafts but never sends IDC herself.
- 事前教示 (advance ruling) requests to customs: ask Kinoshita-buchō before filing, always.
- A 修正申告 or 更正の請求 after 許可: ask me first, then we decide with buchō. Never "quietly fix" a permitted declaration.
- EPA preferential claims (RCEP, 日ASEAN, 日EU) need the 原産地証明 in the case folder before IDC.
""")

fx("workspace", "declaration_check_v1", "OLD W-check rule (until 2026-10-31): paper checklist, ≥ ¥1,000,000 only — replaced by declaration_check_v2", 
   ["w-check", "wcheck", "Wチェック", "double check", "ダブルチェック", "second check"], """
- Superseded by declaration_check_v2 on 2026-11-01. Kept for history.
- From 2021: second check (Wチェック) needed only when 課税価格 was ¥1,000,000 or more.
- Kinoshita-buchō did all W-checks himself on the paper checklist (チェックシート A4, 12 items), stamped it with his 印.
- The stamped sheet was scanned to kkl-fs01 under /srv/tsukan/<year>/<case>/check.pdf.
- Under the threshold the owning broker self-checked and just ticked the box in KaiunTrack.
""")

fx("workspace", "declaration_check_v2", "CURRENT W-check rule (from 2026-11-01): ≥ ¥300,000, new HS codes, food and EPA claims; broker-to-broker in KaiunTrack", 
   ["w-check", "wcheck", "Wチェック", "double check", "ダブルチェック", "second check", "w check rule"], """
- Replaces declaration_check_v1. Decided 2026-10-22 after the MJ-26-0954 mistake (wrong HS on LED panels, 修正申告 + 過少申告加算税). In force from 2026-11-01.
- W-check is required when ANY of: 課税価格 ¥300,000 or more; an HS code the client has never declared before; any food (食品等輸入届出); any EPA preferential rate claim.
- The checker is the other licensed broker (Harada-san checks mine, I check hers), not buchō any more. If she's off, Kinoshita-buchō does it.
- Done in KaiunTrack: "Wチェック" field set to 済 with checker's name. No paper sheet any more.
- Never send IDC while the W-check field is 未 or 差戻し.
- Under all thresholds (e.g. ¥120,000 of known spare parts) self-check is fine.
""")

fx("workspace", "kkl_fileserver", "kkl-fs01 file server: case folders, retention, backups", 
   ["kkl-fs01", "fs01", "file server", "ファイルサーバ", "tsukan folder", "共有フォルダ"], """
- kkl-fs01 at 10.8.1.20 (Ubuntu + Samba), ssh user cmatsuo, alias `fs01` in ~/.ssh/config.
- Case documents in /srv/tsukan/<year>/<case-id>/ (invoice, packing list, B/L, 原産地証明, 許可通知書).
- 通関業法 says we keep these 3 years, KKL policy is 7. Never delete or move anything under /srv/tsukan/ — not even "duplicates".
- Nightly backup to rclone remote `kklb2:kkl-tsukan` (Backblaze). Restore tests go into /srv/restore-test only.
- Ask before restarting Samba or rebooting fs01 during office hours (Mon-Fri 8:30-17:30). Outside those hours fine.
- ls, du, find, df — always fine.
""")

fx("workspace", "hs_tools", "kkl-hs-tools repo: hs_lookup.py, invoice_parse.py, git rules", 
   ["kkl-hs-tools", "hs tools", "hs_lookup", "hs_lookup.py", "invoice_parse", "invoice_parse.py", "repo"], """
- GitLab repo kkl/kkl-hs-tools, cloned at ~/code/kkl-hs-tools. Python 3.11, tests with pytest.
- hs_lookup.py: looks up our past HS decisions per client from a KaiunTrack export (CSV) — `python hs_lookup.py --client TENJIN --desc "oak chair"`.
- invoice_parse.py: reads supplier invoices (PDF/Excel) into the IDA line format. Known gap: Vietnamese invoices with VND amounts and commas as decimal separators.
- Never push to main; branch + merge request, Harada-san reviews. CI must be green.
- Don't commit client data: tests use tests/fixtures/ with fake invoices only.
""")

fx("workspace", "kkl_clients", "My KKL clients: Tenjin Furniture, Blue Harbor Foods, Saga Bike Parts", 
   ["clients", "tenjin", "天神家具", "blue harbor", "ブルーハーバー", "saga bike", "佐賀バイクパーツ", "顧客"], """
- Tenjin Furniture (天神家具, 福岡市): imports oak and rubberwood furniture from Binh Duong, Vietnam. Contact Mori-san (森 美香). ~4 containers a month. Uses RCEP/日ASEAN certificate — Form AJ.
- Blue Harbor Foods (ブルーハーバーフーズ, 北九州市小倉北区): frozen shrimp and squid from Thailand. Contact Mr. Tanaka Yuji. Every shipment needs the 食品等輸入届出 at 門司検疫所 first.
- Saga Bike Parts (佐賀バイクパーツ): bicycle components from Taiwan, small LCL lots, mostly under ¥200,000. Contact Ota-san. Always HS 8714.
- Billing: Tenjin monthly invoice on the 25th, others per shipment.
- Koga-san is the sales owner for all three; pricing questions go to him, not me.
""")

fx("workspace", "containers_drayage", "コンテナのフリータイムとドレージ（太刀浦・丸福運送）", 
   ["container", "コンテナ", "drayage", "ドレージ", "demurrage", "デマレージ", "丸福", "marufuku", "free time"], """
- 太刀浦CT のフリータイムは荷揚げから 7日（土日含む）。超えるとデマレージ 1本1日 ¥8,000。
- ドレージはほぼ 丸福運送（配車担当 松本さん）。配車の依頼は前営業日の 15:00 まで。
- 丸福に送るのはコンテナ番号と引取り時間帯だけ。インボイスや金額は絶対に送らない。
- 許可が出る前に搬出の配車を確定しない。仮押さえはOK。
- デマレージが ¥50,000 を超えそうなら、古賀さんとお客さんに先に連絡して了承を得てから動く。
""")

# ---------------- workspace: Hibiki Roast ----------------
fx("workspace", "hibiki_roast", "Hibiki Roast (焙煎所ひびき) — the business: shop, accounting, numbers", 
   ["hibiki", "hibiki roast", "ひびき", "焙煎所ひびき", "roastery", "焙煎所", "coffee business"], """
- Sole proprietor (開業届 2023-03), 青色申告 with マネーフォワード クラウド確定申告. Business account 北九州銀行.
- Online shop on BASE: hibikiroast.base.shop. Items: single origins 200g, the blend "関門ブレンド", drip bags, and the 定期便 (see teikibin_v2).
- Mail hello@hibikiroast.jp, Instagram @hibiki.roast.
- Roasts at 門司港シェアキッチン LOCO (see loco_kitchen), not at home — the 保健所 permit is tied to LOCO.
- Roaster: Fuji Royal R-101 (1 kg) that I own and keep in LOCO's locker #6.
- About 60 subscribers and 25-35 shop orders a month. Target this year: sales ¥2.4M.
- Labels printed on my Brother QL-820NWB; best-before 90 days from roast date on every bag.
""")

fx("workspace", "teikibin_v1", "旧 定期便ルール（〜2026年11月発送分）：¥1,800、日曜焙煎・月曜ゆうパケット — teikibin_v2 に置き換え", 
   ["teikibin", "定期便", "subscription", "サブスク", "subscription price"], """
- teikibin_v2 に置き換え（2026年12月発送分から）。記録として残す。
- 2024年4月〜2026年11月：定期便は 200g ×2種、月額 ¥1,800（税込・送料込）。
- 毎月第2日曜に焙煎、翌日の月曜にゆうパケットで発送。
- スキップ・解約の締切は発送日の5日前。
- 決済は BASE の定期便App。
""")

fx("workspace", "teikibin_v2", "今の定期便ルール（2026年12月発送分から）：¥2,100、木曜夜焙煎・金曜クリックポスト", 
   ["teikibin", "定期便", "subscription", "サブスク", "subscription price", "new subscription"], """
- teikibin_v1 を置き換え。2026-11-14 に決定（生豆の値上がりとゆうパケットの値上げのため）、2026年12月発送分から。
- 定期便は 200g ×2種、月額 ¥2,100（税込・送料込）。
- 毎月第2木曜の夜に LOCO で焙煎、翌日の金曜にクリックポストで発送（12月は 12/10 焙煎、12/11 発送）。
- スキップ・解約の締切は発送週の月曜 23:59。
- 2026-11-14 より前からの会員は 2027年2月発送分まで ¥1,800 のまま据え置き。BASE の会員グループ「据え置き」で管理。
- 値段を変えるのは BASE の定期便Appの設定だけ。会員に個別にお金を請求しない。
""")

fx("workspace", "loco_kitchen", "門司港シェアキッチン LOCO（予約・使い方のルール）", 
   ["loco", "LOCO", "ロコ", "shared kitchen", "シェアキッチン", "kitchen booking"], """
- 門司港シェアキッチン LOCO（栄町）。管理人は 村田さん。予約は LOCO の予約サイト（loco-mojiko.jp）で、1時間 ¥1,500。
- 焙煎していいのは 奥の「焙煎ブース」だけ。換気扇を必ず回す。ブースは夜 22:00 まで。
- 予約のキャンセルは前日 18:00 まで無料、それ以降は全額。
- 焙煎機 R-101 はロッカー #6。鍵は村田さんと私だけ。
- 他の利用者の食材に触らない、冷蔵庫は自分の段（上から2段目）だけ。
- 保健所の許可証のコピーは LOCO の壁に掲示済。許可番号 北保 第26-0381号。
""")

fx("workspace", "green_beans", "Green coffee: supplier, lots, stock and ordering", 
   ["green beans", "生豆", "beans", "namamame", "supplier", "関門生豆商会", "coffee stock"], """
- Supplier: 関門生豆商会 (Kanmon Green Coffee, 下関), contact Shimizu-san. They split sacks into 10 kg bags for me (¥600 per split).
- Current lots: ETH-YRG-2611 (Ethiopia Yirgacheffe G1 washed), COL-HUI-2609 (Colombia Huila), BRA-CER-2610 (Brazil Cerrado, the blend base).
- Order by LINE to Shimizu-san or their order form; delivery Wednesdays.
- Stock sheet: Google Sheet "Hibiki 在庫" (tab 生豆). Reorder when a lot drops under 8 kg.
- Never order a whole 60 kg sack — it has to be split (my back, and storage).
- Keep at most 40 kg of green in the LOCO locker; humidity pack in each bag.
""")

fx("workspace", "mojiko_market", "門司港レトロ朝市の出店（第1日曜）", 
   ["asaichi", "朝市", "market", "マーケット", "門司港レトロ朝市", "retro market"], """
- 門司港レトロ朝市：毎月第1日曜 8:00〜12:00、旧門司税関前の広場。事務局は 門司港レトロ観光協会の 河野さん。
- 出店料 ¥3,000、当日現金。ブースは毎回 C-4。
- 出せるのは 焙煎豆・ドリップバッグ・ホットコーヒーだけ（その場での焙煎は禁止）。
- テントと机は自分で。湊が一緒のときは 9:00 にスイミングがあるので大輔に頼む。
- 12月は 12/6（日）。雨天でも開催、荒天（警報）のときだけ中止。
""")

# ---------------- workspace: MWO band ----------------
fx("workspace", "mwo_band", "門司港ウインドオーケストラ（MWO）：メンバー・練習・連絡", 
   ["mwo", "MWO", "band", "吹奏楽団", "ウインド", "wind orchestra", "吹奏楽", "楽団"], """
- 門司港ウインドオーケストラ（MWO）、団員 42人。私はユーフォニアム（2nd）で、譜面係。
- 団長 藤井 誠さん、常任指揮 中島 綾子先生、会計 安部さん、インスペクター（出欠）宮﨑くん。
- 合奏は毎週水曜 19:00〜21:00、門司市民会館 第2練習室。日曜に臨時練習あり。
- 連絡は LINE グループ「MWO 全体」と「MWO 役員」。全体への一斉連絡は団長か指揮者の了承を得てから流す。
- 私の楽器は ベッソン（Besson Prestige 2052）、通称「ベス」。団の楽器ではなく私物。
- 団の打楽器（ティンパニ・グロッケン）は市民会館の倉庫。持ち出しは藤井さんの許可が要る。
""")

fx("workspace", "mwo_library", "MWO music library: scores, rentals, the Drive folder and the 楽譜台帳 sheet", 
   ["library", "楽譜", "score", "scores", "parts", "譜面", "楽譜台帳", "sheet music", "rental parts"], """
- Library sheet: Google Sheet "MWO 楽譜台帳", one row per title, IDs like MWO-L-0231. Columns: title, composer, publisher, owned/rental, return date, box no.
- Purchased sets live in the library boxes at 市民会館; scans are in the Drive folder "MWO 楽譜庫" shared with members as viewer only. Never make a public link or share it outside the band — copyright.
- Rental parts (レンタル譜) are never photocopied or scanned, not even one page for a sick member. Count them out and back in.
- Current rental: "A Christmas Festival" (Anderson) from the ブレーン rental desk, MWO-L-0298, return by 2026-12-28.
- Missing-part fines come out of the band budget, so I chase parts myself before the return date.
- Adding rows or fixing typos in the sheet is fine for me to do any time.
""")

fx("workspace", "xmas_concert", "MWO クリスマスコンサート 2026（12/20）", 
   ["christmas concert", "クリスマスコンサート", "xmas concert", "concert", "本番", "演奏会", "12/20"], """
- 2026-12-20（日）14:00開演（13:30開場）、門司赤煉瓦プレイス ホール。入場無料、定員 180人。
- 曲目：A Christmas Festival、そりすべり、ホルストの第1組曲、アンコールに「きよしこの夜」。
- 当日 10:00 集合、リハ 11:00〜12:30。ゲネプロは 12/16（水）の合奏。
- 私の係：譜面の配布と回収、受付の手伝い。
- チラシは中島先生が最終OK を出したものだけ印刷・SNS 投稿する。
- 会場への搬入は 丸福運送ではなく 団員の車で（藤井さんが手配）。
""")
