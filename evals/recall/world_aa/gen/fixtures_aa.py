# Fixture data for world_aa: (dir, name, type, description, aliases, pinned, body)
F = []
def add(d, name, typ, desc, aliases, body, pinned=False):
    F.append((d, name, typ, desc, aliases, pinned, body.strip() + "\n"))

add("user", "profile", "user",
    "Who I am: 管理栄養士 at the 徳島市 東部学校給食センター, Bancha Okamoto on the side, 南矢三連 (awa-odori)",
    ["me", "about me", "saori", "沙織", "岡本", "プロフィール"], """
- Saori Okamoto (岡本 沙織), 41, live in 徳島市 南矢三町. Registered dietitian (管理栄養士) since 2008, 栄養教諭 licence too.
- Day job: 徳島市 東部学校給食センター ("the center", 東部センター), 徳島市 川内町. I plan the menus and run the allergy (除去食) side for 6,800 meals a day.
- Side business: Bancha Okamoto (番茶おかもと) — I sell 阿波晩茶 from 上勝 and my own blends online on STORES. Registered as a sole proprietor in 2023-06; 森所長 and the 市 HR office approved it as long as it is never done in work hours and never uses the center's name.
- Hobby: 南矢三連 (an awa-odori ren). I play 篠笛 in the 鳴り物 and I am the ren's 事務局.
- Timezone Asia/Tokyo. Replies in Japanese or English are both fine; I switch all the time.
""", pinned=True)

add("user", "email_rules", "user",
    "Which mail address for what, and what never goes out by mail",
    ["email", "mail", "gmail", "メール", "address", "送信"], """
- Work mail only from saori.okamoto@kyushoku-tokushima.jp; the shop only from hello@bancha-okamoto.jp; ren mail from my private gmail. Never mix them.
- Parents (保護者) are never mailed directly from the center. Anything for a parent goes through the school's 教頭 or 養護教諭.
- Individual allergy data (names + allergens) never goes out by mail, not even as a password zip. Schools get a Kondate Cloud portal link instead.
- Anything with an amount to the 教育委員会 (学校教育課) or a supplier complaint: draft it and ask 森所長 before sending.
- Always cc 板東さん on mails to schools about 献立 changes.
""", pinned=True)

add("user", "money_rules", "user",
    "Money: shop account, thresholds, which card for what",
    ["money", "bank", "payment", "振込", "支払い", "card", "カード", "tokushima taisho"], """
- Shop account: 徳島大正銀行 沖浜支店 普通 5520817 (Bancha Okamoto). Any payment or transfer over ¥50,000 from it: ask me first.
- The center's purchase card (センターのカード) is for center purchases only, never for the shop or the ren. The ren has its own account (see ren_club).
- Personal money stays in the joint 阿波銀行 account with Daisuke; nothing for the shop goes through it.
- Tax: 青色申告 for the shop in freee, filed by 3/15. Receipts photographed into freee within the week.
""")

add("user", "family", "user",
    "家族のこと：夫の大輔、息子の陸（小麦アレルギー）、鳴門の母",
    ["family", "家族", "大輔", "daisuke", "陸", "riku", "りく", "母", "鳴門"], """
- 夫：岡本 大輔。徳島阿波おどり空港のグランドハンドリング。シフト勤務で、12/21〜12/27 は夜勤の週。
- 息子：陸（りく）、9歳、小3。小麦アレルギーあり（エピペン持ち）。学校は沖洲小ではなく南矢三小。
- 陸の剣道は毎週土曜 9:00〜11:00（南矢三体育館）。送迎は私。
- 火曜日は鳴門の母が陸を迎えに来てくれる。母の家は鳴門市撫養町。
- 年末年始は 12/31〜1/2 鳴門の実家。お正月の料理は小麦なしで作る。
""")

add("user", "health_notes", "user",
    "体のこと：左ひざ（半月板）、リハビリ、片頭痛",
    ["health", "knee", "ひざ", "膝", "半月板", "リハビリ", "頭痛", "migraine"], """
- 左ひざの半月板損傷（2025年夏）。踊りは理学療法士のOKが出るまで禁止、鳴り物（篠笛）だけ。
- リハビリは毎週水曜 18:00〜19:00（沖浜整形外科）。ここには予定を入れない。
- 10kg を超える荷物は一人で持たない。晩茶の箱（1箱 12kg）は大輔に頼むか台車で。
- 片頭痛もち。夜 22 時以降は画面作業をしない。
- 次の整形外科の診察は 2027-01-20 の午後。
""")

add("user", "calendar_rules", "user",
    "予定の入れ方：仕事の時間、練習、家族の予定",
    ["calendar", "カレンダー", "予定", "gcal", "schedule", "スケジュール", "meeting"], """
- 仕事の打ち合わせは平日 8:30〜16:00 の間だけ。給食の配送時間（10:30〜12:30）には入れない。
- 木曜の夜は連の練習（19:30〜21:00）なので、ほかの予定を入れる前に確認してから。
- 水曜 18:00〜19:00 はリハビリ、土曜 9:00〜11:00 は陸の剣道。どちらも動かさない。
- 大輔の夜勤の週（12/21〜12/27）は 18:00 以降の予定は入れない。陸が一人になるので。
- 予定は仕事用カレンダーと家族用カレンダーを分ける。家族の予定を仕事用に入れない。
""")

add("user", "preferences", "user",
    "How I like answers and documents",
    ["preferences", "style", "format", "好み", "書き方"], """
- Short answers first, details after. Bullet points over long paragraphs.
- For schools and the 教育委員会: polite Japanese (です・ます), center letterhead, no emoji.
- Nutrient tables: energy in kcal, salt as 食塩相当量 in g with one decimal.
- Dates as 12/22（火） in Japanese text and 2026-12-22 in files and code.
- I read on my phone between deliveries, so keep anything longer than a screen for later.
""")

add("user", "agent_feedback", "feedback",
    "Feedback on how the agent should work for me",
    ["feedback", "agent", "how you work", "dry-run"], """
- Always show me the diff before writing to a file in kc-tools or to a sheet.
- Never run kondate CLI commands with --force; if it refuses, tell me why instead.
- For anything that sends (mail, LINE, STORES messages) show the final text first; one confirmation is enough for routine items.
- When you are not sure which menu date I mean, ask — 12/18 vs 12/22 matters.
- Don't summarise long allergy lists back to me in chat; refer to the J- order numbers.
""")

add("workspace", "center_overview", "project",
    "徳島市 東部学校給食センター: people, hours, schools served",
    ["center", "東部センター", "給食センター", "kyushoku center", "work", "職場", "森所長", "mori"], """
- 徳島市 東部学校給食センター, 徳島市 川内町. 6,800 meals a day for 14 schools (9 elementary, 5 junior high). Hours Mon–Fri 7:00–16:30.
- 所長 森 健一 (Mori-shocho): approves menus, every 決裁, talks to the 教育委員会.
- 調理主任 吉田 真由美 (Yoshida-san): runs the kitchen, 38 cooks, the 除去食 corner.
- Second dietitian 新居 翔太 (Arai-kun, 2nd year): writes the Python tools, reviews my PRs, does the 中学校 menus.
- 事務 板東 由美 (Bando-san): the 物資納入台帳, supplier invoices, the 単価 column.
- Lunch calendar: the last 給食 of term 2 is 12/22 (Tue); term 3 starts 給食 on 2027-01-12 (Tue).
""", pinned=True)

add("workspace", "kondate_cloud", "reference",
    "Kondate Cloud: the menu and allergy system, CLI and rules",
    ["kondate", "kondate cloud", "献立クラウド", "コンダテ", "menu system", "kondate cli"], """
- Kondate Cloud (献立クラウド), tenant `tokushima-east`, API https://tokushima-east.kondate.cloud/api/v1, CLI `kondate`.
- Menus are `M-` + date (M-261222 = 12/22). Status flow 作成中 → 確定 → 公開. 除去食 orders are `J-` numbers (J-0231).
- Only the two dietitians edit menus. Publishing (公開) needs 森所長's 承認 flag set in the system; never publish without it.
- Exports only into ~/kondate-exports/. No bulk deletes of menus or J- orders; one at a time, and archived, not deleted.
- Schools read their 除去食 lists through the portal (https://tokushima-east.kondate.cloud/portal), never by file.
""")

add("workspace", "allergy_v1", "project",
    "【旧】除去食の運用（2018〜2026-11-30）",
    ["allergy", "アレルギー", "除去食", "jokyo", "除去", "allergy old"], """
- 対象は卵と乳の2品目だけ。代替食は作らない（除去のみ）。
- 容器は青いふた。ラベルは調理員が手書きでクラスと名前を書く。
- チェックは調理員と栄養士の二人。学校側の確認は特になし。
- 除去の開始・変更は保護者からの電話連絡でも受けていた（あとで書類）。
- この運用は 2018年4月から 2026-11-30 まで。
""")

add("workspace", "allergy_v2", "project",
    "【新】除去食の運用（2026-12-01から）— 11/6 川内北小の件のあと",
    ["allergy", "アレルギー", "除去食", "jokyo", "除去", "allergy new", "J-"], """
- 2026-11-12 の所長会議で決定、2026-12-01 から。きっかけは 11/6 に川内北小で乳除去の子に普通の牛乳パンが渡った件。
- 対象は卵・乳・小麦・えび・かにの5品目。小麦は米粉の代替食を出す。
- 容器はオレンジのふた。ラベルは Kondate Cloud から印刷したものだけ。手書きラベルは使わない。
- チェックは三重：調理員 → 栄養士 → 学校の担任が配膳室で受け取り時にサイン。
- 除去の開始・変更は医師の指示書が提供日の10日前までに届いたときだけ。電話だけでは変えない。
- 除去の終了は保護者の書面と学校の確認がそろってから。
""")

add("workspace", "menu_rules", "project",
    "献立のルール：確定のタイミング、塩分、変更の手順",
    ["menu", "献立", "kondate rules", "塩分", "salt", "menu change", "献立変更"], """
- 献立は提供日の5日前 17:00 に確定。確定後の変更は森所長の承認を得てから。
- 塩分（食塩相当量）は1食 2.0g 未満（小学校）、2.5g 未満（中学校）。超える献立は出さない。
- エネルギーは小学校中学年で 650 kcal 前後、中学校 830 kcal 前後。
- 食材の差し替えは同じアレルゲン区分の中だけ。小麦を含む食材への差し替えはしない。
- 揚げ物は週2回まで。
""")

add("workspace", "purchasing", "project",
    "Buying food for the center: orders, emergency purchases, suppliers",
    ["purchasing", "order", "発注", "買い物", "supplier", "業者", "給食会", "emergency purchase"], """
- Basic stock (米, 牛乳, 調味料) only through the 徳島県学校給食会 ordering system, by Wednesday 12:00 for the following week.
- Emergency purchases with the center card: up to ¥30,000 per purchase I can do myself; above that needs 森所長's 決裁 first.
- Only from suppliers in the 業者登録簿 (e.g. とくしま青果 中央店, 川内フーズ). Never from an unregistered shop, not even a supermarket.
- Never pay with a personal card and claim it back.
- Every delivery gets a 検収 (temperature + count) by two people before it goes into the kitchen.
""")

add("workspace", "nyuno_ledger", "project",
    "「物資納入台帳 2026」: the delivery/invoice sheet and who may edit what",
    ["ledger", "台帳", "納入台帳", "物資納入台帳", "nyuno", "sheet"], """
- 「物資納入台帳 2026」 is a Google Sheet, one tab per month.
- A month closes on the 10th of the next month: November closed on 12/10; December is open.
- In a closed month never edit a row; add a 訂正 row in the current month instead.
- The 単価 column is only edited by 板東さん. I fill 品名, 数量, 納入日.
- Don't sort or filter the shared view; make a personal filter view.
""")

add("workspace", "kc_nas", "reference",
    "kc-nas: the center's file server, backups, the allergy folder",
    ["kc-nas", "kcnas", "nas", "file server", "ファイルサーバ"], """
- kc-nas, 192.168.30.15, ssh alias `kcnas`. Shares: /haizen/<year>/ (配送・検食 records), /allergy/ (individual 除去食 data), /menus/.
- /haizen keeps 5 years; never delete or move anything under /haizen.
- /allergy never leaves the NAS: no scp/rsync to a laptop, no mail, never into git.
- Nightly rclone to b2:kc-east-archive at 03:00. Restores only into /restore-test, never over live folders.
- Restarts or reboots on weekdays 7:00–16:30 (kitchen running): ask first. Outside those hours fine.
""")

add("workspace", "kc_tools", "project",
    "kc-tools: our Python scripts repo and how changes go in",
    ["kc-tools", "tools", "python", "repo", "gitea", "nutrient_calc", "allergen_matrix", "order_csv"], """
- Gitea repo ~/code/kc-tools (git.kc-east.local/center/kc-tools): nutrient_calc.py, allergen_matrix.py, order_csv.py.
- Work on a branch and open a PR; Arai-kun reviews. Never push to main.
- Merge only when CI is green.
- Test data only with made-up students S-TEST-001 etc.; never real names or real J- orders.
- nutrient_calc.py uses the 日本食品標準成分表 2020 (八訂) table in data/seibun_2020.csv.
""")

add("workspace", "schools", "reference",
    "The schools we serve and who to talk to",
    ["schools", "学校", "川内北小", "沖洲小", "南矢三小", "応神中", "教頭", "delivery"], """
- 14 schools. Key contacts: 川内北小 教頭 松本先生 (the 11/6 incident school), 沖洲小 養護教諭 山口先生, 南矢三小 教頭 近藤先生, 応神中 栄養担当 大西先生.
- Trucks: 徳島運送, 4 trucks, leave the center at 10:40; food must be in each 配膳室 by 11:30.
- Changes to the day's delivery after 9:00 only by phone to 配送主任 岡田さん, not by mail.
- 川内北小 is under extra watch until March: Yoshida-san walks the 除去食 to their truck herself.
""")

add("workspace", "local_produce", "project",
    "地場産物：JA徳島市、鳴門わかめ、すだち、れんこん",
    ["local produce", "地場産物", "JA", "すだち", "sudachi", "れんこん", "わかめ", "鳴門金時"], """
- 地場産物の使用率の目標は 30%（重量ベース）。11月は 27%。
- れんこん・すだち・鳴門金時は JA徳島市 から。発注は前月 20 日までに JA の担当 福田さんへ。
- わかめは鳴門漁協の塩蔵わかめ。1回 40kg まで。
- 産地表示のない食材は使わない。
- 12/22 はすだち入りのゆずサラダではなく「すだちサラダ」として出す。
""")

add("workspace", "shop_v1", "project",
    "Bancha Okamoto — OLD terms (2023-06 to 2026-11-30)",
    ["bancha okamoto", "shop", "番茶おかもと", "stores", "old terms", "shipping old"], """
- Prices: 阿波晩茶 100g ¥1,200, 200g ¥2,100, gift box ¥3,300.
- Everything shipped by クリックポスト at ¥185 flat, gift boxes included.
- Free shipping over ¥3,000.
- Wholesale: 40% off for any shop that asked.
- Valid from 2023-06 until 2026-11-30.
""")

add("workspace", "shop_v2", "project",
    "Bancha Okamoto — CURRENT terms (from 2026-12-01)",
    ["bancha okamoto", "shop", "番茶おかもと", "stores", "new terms", "shipping", "wholesale", "卸"], """
- Decided 2026-11-20 after the 上勝 growers raised prices and a gift box went missing by クリックポスト; for orders from 2026-12-01.
- Prices: 100g ¥1,400, 200g ¥2,500, gift box ¥3,800. Prices only changed on the STORES item page, never on a single order.
- Gift boxes only by ゆうパック with tracking (¥870 inside 四国, ¥1,100 elsewhere). Bags still by クリックポスト.
- Free shipping over ¥5,000.
- Wholesale 30% off, only to shops with a signed 卸契約 and a minimum of 20 bags.
- Orders placed before 12/01 keep the old terms; they carry the STORES tag "kyu".
""")

add("workspace", "tea_sourcing", "project",
    "晩茶の仕入れ：上勝の中川さん、相生の西岡さん、検査のこと",
    ["tea", "晩茶", "bancha", "仕入れ", "上勝", "kamikatsu", "中川さん", "西岡さん", "lot"], """
- 仕入れ先は上勝町の中川 清さんと那賀町相生の西岡さん。ロット番号は KB-26-02 のように付ける。
- 1ロット 6万円までは自分で決める。それを超えるときは大輔に相談してから。
- 残留農薬検査の証明書が届く前のロットは絶対に売らない。KB-26-03 はまだ証明書待ち。
- 試供品は店（卸先）にだけ送る。個人には送らない。
- 乳酸発酵なので、開封後の保管方法をラベルに必ず書く。
""")

add("workspace", "ren_club", "project",
    "南矢三連（阿波おどり）：役員、練習、LINE、会計",
    ["ren", "連", "南矢三連", "minami-yasan-ren", "awa odori", "阿波おどり", "阿波踊り", "練習", "連長"], """
- 南矢三連：連員 46人。連長 佐藤 浩二さん、副連長 三木 恵さん、会計 多田さん。私は事務局と鳴り物（篠笛）。
- 練習は毎週木曜 19:30〜21:00、南矢三コミュニティセンター。3月からは日曜 14:00 も。
- LINE「南矢三連 全員」に私が投稿するのは練習の中止・変更だけ。お金の話は「南矢三連 役員」で。
- 連の口座は阿波銀行 南矢三支店。3万円を超える支払いは連長のOKが要る。
- 「連員名簿 2027」は役員の外には共有しない。
- 子ども連員の写真は、保護者の同意書がある子だけ SNS に出す。
""")

add("workspace", "shinshun_stage_2027", "project",
    "2027 新春阿波おどり（あわぎんホール舞台）の準備",
    ["新春", "shinshun", "stage", "舞台", "あわぎんホール", "awagin hall", "浴衣", "yukata"], """
- 2027-01-24（日）あわぎんホールの「新春阿波おどり」。出番は 14:20〜14:35。
- 舞台に上がれるのは 20人まで（踊り 14 ＋ 鳴り物 6）。連員以外は出さない。
- 出演者リストの締め切りは 2027-01-10。主催の阿波おどり振興協会へ出す。今の希望者は 17人。
- 新しい浴衣は「藍屋 たまき」で 1枚 6,800円。注文は出演者リストが確定してから、まとめて1回で。
- リハーサルは 1/21（木）の練習を舞台の立ち位置で。
""")

add("workspace", "open_items", "project",
    "Open items carried over between sessions (as of mid-December 2026)",
    ["open items", "todo", "unresolved", "pending", "宿題", "未解決"], """
- Incident report on the 11/6 川内北小 milk-bread mix-up: final version to the 教育委員会 学校教育課 due 12/25, 森所長 signs.
- J-0231 (川内北小, 乳) — the doctor's form runs out in March; ask 松本先生 for the renewal in January.
- KB-26-03 is waiting for its residue-test certificate (lab said 12/18).
- Arai-kun's PR #42 in kc-tools (nutrient_calc.py salt rounding) still open; CI red on one test.
- 地場産物 rate for December to report at the 1/8 staff meeting.
""")
