# world_q fixtures: Aya Morita-Brunel, textile conservator in Lyon
# Each entry: (dir, name, type, description, aliases, pinned, body)
FIXTURES = [
("user", "profile", "user", "Who I am: Aya, textile conservator at MSCR in Lyon, kintsugi atelier, rowing club secretary",
 ["me", "aya", "about me", "彩", "プロフィール"], True, """\
- Aya Morita-Brunel (森田 彩), 38. Born in Okayama, in Lyon since 2013. Live in Croix-Rousse (4e) with Julien and Ren.
- Day job: textile conservator (restauratrice textile) at the Musée des Soieries de la Croix-Rousse — everyone says MSCR or "le musée". Mon–Fri, usually 8:30–17:00.
- Side business: Atelier Kintsugi Lyon — repairs to order plus small Sunday workshops. Registered as a micro-entrepreneur in 2024.
- Hobby: rowing at the Cercle Nautique de la Saône (CNS); club secretary since the AGM in 2025.
- Work mail aya.morita@mscr-lyon.fr, atelier mail bonjour@kintsugi-lyon.fr. Phone stays personal.
- Languages: Japanese at home with Ren, French at work and with Julien, English for conferences.
"""),
("user", "family", "user", "家族（ジュリアン、蓮、岡山の母）",
 ["family", "julien", "ren", "蓮", "母", "家族", "ジュリアン"], False, """\
- 夫のジュリアン（Julien Brunel）は Hôpital de la Croix-Rousse の看護師。夜勤はだいたい水曜と木曜の夜。夜勤明けの朝は寝ているので電話しない。
- 息子の蓮（Ren, 6歳）は École Jean-Jaurès の CP。水曜の午後は学校がないので私かジュリアンが見る。
- 蓮は卵アレルギー（軽い）。お菓子をもらう時は原材料を確認。
- 母（森田 恵子）は岡山在住、LINE でやりとり。時差8時間（冬）なので電話はリヨンの朝9時〜10時ごろが良い。
- 義両親はアヌシー。クリスマスは毎年アヌシーで過ごす（2026年は12/24〜12/27）。
"""),
("user", "writing_style", "feedback", "How to write for me: French at work, tone, signatures",
 ["style", "tone", "writing", "drafts", "signature", "文体", "書き方"], False, """\
- Work drafts in French, vouvoiement with anyone outside the conservation team; tutoiement with Karim, Sophie and Inès.
- Keep it short: greeting, two or three sentences, "Bien cordialement, Aya Morita-Brunel". No exclamation marks in work mail.
- Atelier mails: warmer, first names, sign "Aya — Atelier Kintsugi Lyon".
- Club mails: sign as "La secrétaire du CNS", never with my personal phone.
- 京都の中西さんへのメールは日本語、丁寧な敬語で。「お世話になっております」から始める。
- 母へのメッセージはくだけた日本語でOK。
"""),
("user", "calendar_rules", "feedback", "カレンダーのルール（ボート練習、水曜午後、日曜のアトリエ）",
 ["calendar", "gcal", "schedule", "agenda", "カレンダー", "予定"], False, """\
- 仕事の予定は Google カレンダー（aya.morita@mscr-lyon.fr）、家族とボートの予定は「Famille Brunel」カレンダー、アトリエは「Atelier」カレンダー。
- 火曜と木曜の 7:00〜8:30 はボートの朝練。この時間に予定を入れる前に確認すること。
- 水曜の午後（13:30〜18:00）は蓮の日。この時間には絶対に会議を入れない。
- 日曜 14:00〜17:00 はアトリエのワークショップ枠。ここは私のカレンダーでは動かさない。
- 毎週月曜 18:00 は理学療法。動かすなら確認してから。
- 予定の確認や一覧表示はいつでもOK。
"""),
("user", "email_rules", "feedback", "Email rules: insurance values, lenders, press, which address",
 ["email", "mail", "gmail", "courriel", "メール"], True, """\
- Drafts are always fine; I send anything going to a lender, a donor or the press myself.
- Never put insurance values (valeurs d'assurance) or courier routes in an email — they go only through the registrar's portal.
- Anything to a lending or borrowing institution: cc Sophie Lemaire (sophie.lemaire@mscr-lyon.fr).
- Press and journalists: ask me first; it usually has to go through Hélène.
- Never write about museum business from the atelier address, and never about the atelier from the museum address.
- Routine replies to colleagues inside mscr-lyon.fr can be sent directly.
"""),
("user", "money_rules", "feedback", "Money rules for the museum card, the atelier Qonto account and the club",
 ["money", "payments", "card", "qonto", "お金", "支払い"], False, """\
- Museum purchases: anything over €500 needs a bon de commande signed by Marc before paying — ask me. Under €500 on the conservation card is fine.
- Atelier money lives on the Qonto account (FR76 …4471). Ask me before any single payment over €300 from Qonto.
- Never pay atelier things with the museum card or museum things from Qonto, not even temporarily.
- The club pays its own bills through the treasurer (Martine). I never pay CNS invoices from my own account.
- Refunds to workshop customers go back through Stripe, never by bank transfer.
"""),
("user", "health_notes", "user", "右手首の腱鞘炎と練習・作業の上限",
 ["health", "wrist", "tendinitis", "手首", "腱鞘炎", "kiné", "理学療法"], False, """\
- 2026年9月から右手首の腱鞘炎（ドケルバン病）。担当の理学療法士は Camille（毎週月曜 18:00）。
- 細かい作業は1回3時間まで、1日1セッションまで。金継ぎのワークショップもこれに合わせる。
- エルゴ（ローイングマシン）は1回20分まで。スイープ（片側）は春まで避ける、スカルはOK。
- 痛み止めはイブプロフェンのみ、1日2回まで。
"""),
("user", "preferences", "user", "Personal preferences: answers, units, food, tools",
 ["preferences", "prefs", "likes", "好み"], False, """\
- Answers: short, bullet points, metric units, 24-hour clock, dates like "3 déc." or 2026-12-03.
- I'm pescetarian; Julien eats everything, Ren no egg.
- Drinks genmaicha at work, no coffee after 15:00.
- I walk to the museum up the montée de la Grande-Côte; I don't drive in town.
- I prefer Signal for Julien, LINE for my mother, WhatsApp only for the club.
- Notes in Obsidian on the laptop, not in Notion any more.
"""),
("workspace", "museum_overview", "project", "MSCR overview: the museum, people and roles",
 ["mscr", "museum", "le musée", "musée des soieries", "美術館", "博物館", "ミュゼ"], True, """\
- Musée des Soieries de la Croix-Rousse (MSCR): silk and woven textiles, about 14,000 objects, two storage rooms (réserve R1 on site, R2 at Vaise).
- Director: Hélène Vidal. Head of collections: Marc Dufour (my boss). Registrar (régisseuse): Sophie Lemaire. Photographer: Karim Haddad. Facilities / building: Patrick Morel.
- Conservation intern: Inès Roux, until 2027-02-26.
- Big things this winter: the Kyoto loan (see kyoto_loan) and the re-hang of gallery 3 for 2027-05.
- Staff meeting every Monday 9:30; collections meeting 1st Thursday of the month at 14:00.
"""),
("workspace", "collectis", "project", "CollecTis, the collections database (records, locations, condition reports, API)",
 ["collectis", "collections database", "cms", "base de données", "コレクティス", "データベース"], False, """\
- CollecTis is the system of record for objects. Instance "mscr", API at https://api.collectis.fr/v2, my token in ~/.config/collectis/token.
- Object numbers look like MSCR.1987.4.112 (year of acquisition . lot . item).
- I can add condition reports (constats d'état) and photos to any record at any time.
- Location changes need a movement form (fiche de mouvement) countersigned by Sophie first; ask me before changing any location field.
- Never delete a record and never set the status to "deaccessioned" — only Marc can, after a board decision.
- Exports go to the shared drive folder "MSCR/Collections/Exports", nowhere else.
"""),
("workspace", "climate_v1", "project", "OLD storage climate setpoints (until October 2026) — replaced by climate_v2",
 ["climate", "setpoints", "RH", "humidity", "réserve", "湿度", "温湿度"], False, """\
- Storage setpoints used from 2019 to the end of October 2026.
- Réserves R1 and R2: 20 °C ± 1, RH 50 % ± 5, same all year.
- Saveris logger alarm at RH 60 % or 23 °C; alarms went to Patrick and me by SMS.
- Silk on open shelves was checked weekly by the intern.
"""),
("workspace", "climate_v2", "project", "Current storage climate setpoints from 1 Nov 2026 (sobriété plan) — replaces climate_v1",
 ["climate", "setpoints", "RH", "humidity", "réserve", "sobriété", "湿度", "温湿度"], False, """\
- Replaces climate_v1. Decided with Hélène and Patrick on 2026-10-20 for the energy-saving plan; in force since 2026-11-01.
- Winter (Nov–Mar): 17–19 °C, RH 45–55 % in R1 and R2. Summer band up to 22 °C.
- Saveris alarm at RH 58 % or a change of more than 5 % in 24 h; alarms now go to the facilities mailbox and to me.
- Setpoints are changed only by Patrick on the building system (GTB) through a ticket — I never change them myself.
- Ask me before acknowledging or silencing a logger alarm.
- Silk on open shelves: checked every two weeks now, by me, logged in the R1 binder.
"""),
("workspace", "conservation_lab", "project", "保存修復ラボのルール（冷凍処理、溶剤、インターン）",
 ["lab", "atelier de restauration", "conservation lab", "freezer", "ラボ", "冷凍庫", "防虫処理"], False, """\
- 防虫のための冷凍処理は冷凍庫「CONG-2」で −30 °C・72時間。出した後は袋のまま24時間置いてから開ける。
- アセトンやエタノールなど溶剤を使う作業はドラフト（hotte）の中だけ。
- インターンのイネスさんには絶対に一人で冷凍処理や溶剤作業をさせない。必ず私がいる時に。
- 土曜・日曜はラボ閉鎖。週末に作業を入れる時はマルクの許可が要る。
- 消耗品（中性紙、ポリエステル綿、ネット）の注文はラボの在庫表（Google シート「Labo stock」）を見てから。
"""),
("workspace", "kyoto_loan", "project", "Outgoing loan of three silks to the Kyoto Textile Culture Hall, spring 2027",
 ["kyoto", "kyoto loan", "ktch", "loan", "prêt", "京都", "貸出", "京都織物文化館"], False, """\
- Three pieces to the Kyoto Textile Culture Hall (京都織物文化館) for their exhibition 2027-04-10 to 2027-06-20: MSCR.1911.2.7 (brocart aux paons), MSCR.1954.8.31 and MSCR.1987.4.112.
- Loan file PRET-2027-03. Their curator is 中西 恵美 (Nakanishi Emi), nakanishi@ktch.or.jp.
- I am the courier: leave Lyon 2027-03-30 with the crates, install 2027-04-02 to 04-05.
- Condition reports must be signed by Sophie before packing; the packer is Chenue (booked for 2027-03-25).
- Lux limit agreed: 50 lux max, 8 weeks per piece; MSCR.1911.2.7 rotates out after 2027-05-15.
"""),
("workspace", "image_rights", "project", "Image requests, the image archive bucket and licences",
 ["images", "photos", "image rights", "licence", "mscr-images", "画像", "写真"], False, """\
- Requests come through the web form; Karim does the files, I check the conservation side (no flash, no unframing).
- Academic use: free, JPEG up to 1600 px on the long side. Commercial use: €60 per image.
- The image archive is the bucket mscr-images (rclone remote "mscr-s3"); masters in masters/, web copies in web/.
- Never send TIFF masters outside the museum without a signed licence.
- Never delete anything under masters/ — there is no second copy before the 2027 tape archive.
"""),
("workspace", "constat_tools", "project", "constat-tools: my scripts that turn CollecTis data into condition report PDFs",
 ["constat-tools", "constat tools", "condition report script", "scripts", "スクリプト"], False, """\
- Repo ~/code/constat-tools (Python); makes condition report PDFs and the loan checklist from CollecTis.
- Push to a branch and open a PR for Karim to review; never push to main.
- Tests: make test. The PDF template is templates/constat.html.
- The Kyoto checklist script is loan_checklist.py; it must never print insurance values.
"""),
("workspace", "kintsugi_business", "project", "Atelier Kintsugi Lyon: the business, accounts, URSSAF, where things live",
 ["atelier", "kintsugi", "atelier kintsugi", "kintsugi lyon", "金継ぎ", "アトリエ", "side business"], False, """\
- Atelier Kintsugi Lyon, micro-entreprise (SIRET 912 345 678 00014), bank Qonto, payments by Stripe.
- Website kintsugi-lyon.fr on Shopify; workshop bookings in the Google Sheet "Ateliers 2026-27".
- URSSAF turnover declaration every quarter; next one due 2027-01-31 for Q4 2026.
- Workshops happen at La Fabrique Partagée (rue d'Austerlitz), room rented by the session.
- Turnover 2026 so far about €9,800; keep an eye on it, but far from any threshold.
- Instagram @kintsugi.lyon — I post myself; never schedule posts for me.
"""),
("workspace", "workshops_v1", "project", "OLD workshop format and prices (2025 to Oct 2026) — replaced by workshops_v2",
 ["workshops", "ateliers", "workshop prices", "ワークショップ", "料金"], False, """\
- Format used from January 2025 until October 2026.
- Saturday 14:00–18:00, up to 6 people, €85 per person, materials included.
- Full payment at booking; refund if cancelled at least 7 days before.
- Epoxy-based "kintsugi moderne" only, take-home the same day.
"""),
("workspace", "workshops_v2", "project", "Current workshop format and prices since Nov 2026 — replaces workshops_v1",
 ["workshops", "ateliers", "workshop prices", "ワークショップ", "料金"], False, """\
- Replaces workshops_v1. Decided 2026-10-12 because of my wrist; first session 2026-11-08.
- Sunday 14:00–17:00 only, up to 5 people, €95 per person.
- €30 deposit at booking through a Stripe payment link, balance on the day.
- Free cancellation until 72 h before; after that the deposit is kept.
- Still epoxy only; pieces go home the same day with the "not food-safe" card.
"""),
("workspace", "urushi_supplies", "project", "漆と金粉の仕入れ（京都・金沢）",
 ["urushi", "supplies", "gold powder", "漆", "金粉", "仕入れ", "佐藤漆店"], False, """\
- 本漆は京都の「佐藤漆店」から年2回（3月と9月）まとめ買い。担当は佐藤さんの娘さん。
- 金粉・銀粉は金沢の「宮川金箔」。丸粉3号を使う。
- 1回の注文が5万円を超える時は、注文する前に確認すること。
- 発送はEMSで。DHLは漆が危険物扱いになって止まったことがあるので絶対に使わない。
- 本漆を使うのは食器の注文修理だけ。ワークショップでは使わない（かぶれ対策）。
"""),
("workspace", "repair_orders", "project", "Repair orders (réparations sur commande): intake, quotes, deadlines",
 ["repairs", "repair orders", "commandes", "KT-", "修理", "注文修理"], False, """\
- Each repair gets an ID like KT-26-041 and a line in the "Réparations" tab of the Ateliers sheet.
- Quote by email after seeing photos; ask me before sending any quote over €250.
- Real urushi repairs take 8–12 weeks; I never promise less than 8 weeks.
- Pieces for food use get real urushi only; epoxy repairs are labelled "décoratif".
- Open now: KT-26-041 (Mme Perrin, Arita bowl, urushi, due 2027-01-20), KT-26-044 (M. Faure, vase, epoxy, ready for pickup).
"""),
("workspace", "rowing_club", "project", "Cercle Nautique de la Saône: my secretary role, boats, Rowbook, members",
 ["cns", "club", "rowing", "aviron", "rowbook", "ボート", "ボート部", "クラブ"], False, """\
- Cercle Nautique de la Saône (CNS), boathouse at quai Rambaud. President Bernard Giraud, coach Thierry Masson, treasurer Martine Lopez.
- I'm secretary: minutes, licences (FFAviron), members' sheet "Adhérents 2026-27", club mails.
- Boat bookings in Rowbook. My crew: women's masters quad in "Fourvière" (4x), Tue/Thu 7:00 and Sat 9:00.
- Other boats: "Rhône" (2x), "Canut" (1x), "Gerland" (8+).
- Never share members' phone numbers or addresses outside the committee; the members' sheet is shared with Bernard and Martine only.
- Committee meeting first Monday of the month, 20:00 — I take the minutes.
"""),
("workspace", "river_safety", "project", "ソーヌ川の安全ルール（水位・水温・日没）",
 ["river safety", "safety", "water level", "saône", "水位", "水温", "安全", "ソーヌ川"], False, """\
- 水位はクーゾン（Couzon）観測所の値を見る。3.20 m 以上は全艇出艇禁止。絶対に予約を入れない。
- 2.80〜3.20 m は経験者の4人艇以上のみ、ティエリーの確認を取ってから。
- 水温が10 °C 未満の時（だいたい11月〜4月）はライフジャケット着用、シングル（1x）は禁止。
- 日の出前・日没後は絶対に出艇しない。12月の日の出は8:15ごろなので朝練は陸トレになる。
- 安全のルールはクラブの掲示板とウェブサイトにも載っている。
"""),
("workspace", "regatta_2027", "project", "Spring regatta 2027 in Mâcon: entries, crew, trailer",
 ["regatta", "mâcon", "macon", "régate", "レガッタ", "大会"], False, """\
- Régate de printemps de Mâcon, Sunday 2027-03-21. Entries on the FFAviron intranet by 2027-02-28, €18 per seat.
- Our entry: women's masters 4x (Fourvière): Aya, Claire, Nathalie, Sandrine; cox none.
- Trailer booked with the club van; Thierry drives, leaves quai Rambaud at 6:00.
- I'm only racing if the physio says yes by 2027-02-15 (wrist); otherwise Élodie takes my seat.
"""),
("workspace", "mother_visit", "project", "母のリヨン滞在（2027年3月）",
 ["mother visit", "mom", "mum", "母の来仏", "母", "来仏", "okaasan"], False, """\
- 母は2027年3月5日（金）から3月26日（金）までリヨンに滞在。関空→パリ（エールフランス）、パリからはTGVでリヨン・パールデュー。
- パールデューには私が迎えに行く（到着予定 3/5 19:42）。
- 泊まるのはうちの客間。ジュリアンの夜勤の日は蓮の送り迎えを手伝ってもらう。
- 3月30日から私が京都の貸出の付き添いで出るので、母の帰国とは重ならないようにした。
- 母は足が弱いので、クロワ・ルースの坂は避けてバスかメトロC。
"""),
]
