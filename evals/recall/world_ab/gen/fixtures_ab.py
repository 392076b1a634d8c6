# -*- coding: utf-8 -*-
"""Hand-written fixture texts for world_ab. build.py writes them to fixtures/."""
FIX = {}

def add(sub, name, typ, desc, aliases, body, pinned=False):
    FIX[name] = (sub, typ, desc, aliases, body.strip() + "\n", pinned)

add("user", "profile", "user",
    "Who I am: MRI radiographer at Kochi Minami General Hospital, Asakura Kappan letterpress shop, ham radio club",
    "[me, about me, misaki, 美咲, 岡林, okabayashi, プロフィール]", """
- Misaki Okabayashi (岡林 美咲), 41, live in 高知市 朝倉. Radiographer (診療放射線技師) since 2008, MRI since 2015 (磁気共鳴専門技術者).
- Day job: Kochi Minami General Hospital (高知みなみ総合病院, "KMGH"), 放射線部 MRI section, 主任. Two MRI units: MR1 (1.5T) and MR2 (3T).
- Side business: Asakura Kappan (朝倉活版) — letterpress cards and wedding invitations on 土佐和紙, printed in the garage on a small platen press, sold on minne. Sole proprietor since 2023-06; 副業届 approved by the hospital on condition that no patient data, hospital time or hospital printers are ever used for it.
- Hobby: 高知アマチュア無線クラブ (KARC). I'm 会計 and QSL manager. My own call sign is JJ5QMO (3級).
- Timezone Asia/Tokyo. Replies in English or Japanese are both fine.
""", pinned=True)

add("user", "family", "user", "家族：夫・息子・父、送り迎えと年末年始",
    "[family, 家族, 健太, kenta, 陽翔, haruto, はると, 父, dad]", """
- 夫は岡林 健太（高知県庁 港湾振興課）。12/14〜12/18 は東京出張で不在。
- 息子の陽翔（はると、9歳、小3）。小児喘息あり。吸入薬（フルタイド）は朝晩。発作時のメプチンは学童にも1本預けてある。
- 学童（朝倉第二児童クラブ）のお迎えは 18:30 まで。健太の出張中は私が毎日迎えに行くので、その週は 17:30 以降の予定を入れない。
- 陽翔の水泳教室は土曜 10:00〜11:00（高知市総合運動場プール）。
- 父（南国市 在住、74歳）は木曜に陽翔を迎えに行ってくれる。
- 年末年始は 12/30〜1/2 に南国の実家。
""")

add("user", "health_notes", "user", "体のこと：右膝の半月板、片頭痛、ジム",
    "[health, 膝, knee, 半月板, 片頭痛, migraine, 健康]", """
- 右膝の半月板損傷（2025年夏）。階段で 8kg を超えるものは一人で運ばない。印刷機やインクの缶を運ぶときは健太に頼む。
- 膝のリハビリは毎週月曜 18:00〜19:00（朝倉整形外科クリニック）。ここには絶対に予定を重ねない。
- 片頭痛持ち。夜勤明けは運転しないで、バスか健太の迎えにする。
- 当直は月4回まで（膝と頭痛のため、部長と合意済み）。
- コーヒーは1日2杯まで。
""")

add("user", "calendar_rules", "user", "How my calendar works: work hours, blocks, who may book me",
    "[calendar, カレンダー, schedule, 予定, gcal, google calendar]", """
- Work calendar misaki.okabayashi@kmgh.jp; private calendar misaki.asakura.kappan@gmail.com for the shop and the radio club.
- Hospital day shift is 8:30–17:15, Mon–Fri. Nothing private goes into work hours except the lunch break 12:15–13:00.
- Wednesday mornings 8:30–10:00 are the MRI section meeting and QA. Never book anything else there.
- Shop work only on Tuesday and Thursday evenings 20:00–22:30 and Saturday afternoons. Sunday is family day — no shop work on Sundays.
- Vendors and reps may only book me through 事務 (Nishioka-san); I don't accept direct invites from Siemens or Bayer reps.
""")

add("user", "money_rules", "user", "Money limits: hospital purchasing, shop account, personal card",
    "[money, お金, budget, 予算, payments, card, カード, 支払い]", """
- Hospital: I may order consumables up to ¥30,000 per order through the SPD catalogue myself. Above that, ask 技師長 Yamasaki-san first. Anything over ¥100,000 needs a 購入稟議, never split into smaller orders.
- Shop: the shop account is 四国銀行 朝倉支店 普通 5520318 (朝倉活版 岡林美咲). Shop payments over ¥40,000 — ask Kenta first (we agreed in 2025).
- Never pay shop costs with the family card (楽天カード ending 4471); shop card is the 三井住友 business card ending 0912.
- Club money is never mixed with my own: the KARC account is separate (see karc_club).
""")

add("user", "email_rules", "feedback", "How to handle mail for me: addresses, drafts, what never goes out",
    "[email, mail, メール, gmail, outlook, 返信, reply]", """
- Hospital mail only from misaki.okabayashi@kmgh.jp. Shop mail only from hello@asakura-kappan.jp. Never send shop mail from the hospital address or hospital mail from Gmail.
- Never put patient names, IDs (KM-xxxxxxx) or images in any mail. Patient matters go through the RIS message function.
- Any mail to a doctor (宮地先生 included) or to an outside company: make a draft and let me read it first, don't send.
- Mail to customers of the shop may be sent directly if it only confirms an order, shipping or a date.
- Sign work mail 「放射線部 MRI 岡林」; shop mail 「朝倉活版 岡林」.
""", pinned=True)

add("user", "reply_style", "feedback", "How I like answers from the agent",
    "[style, answers, 返事, format, 文体, tone]", """
- Short first: the answer in one or two lines, details after. No tables unless I ask for one.
- When I ask in Japanese, answer in Japanese; keep technical words (TR, TE, SAR, b-value) in English.
- Don't repeat safety boilerplate I already know; do point out if a rule of mine is about to be broken.
- For dates always give the weekday (e.g. 12/16(水)).
""")

add("user", "my_car", "user", "自分の車：N-VAN、車検、使い方",
    "[car, 車, n-van, nvan, エヌバン, 車検, shaken]", """
- ホンダ N-VAN（高知 480 ほ 62-15）。車検は 2027-02-20。
- 配達（活版の納品）と無線の移動運用に使う。病院の仕事には使わない（通勤だけ）。
- 屋根のアンテナ基台はつけたままで、高さ 2.1m 以下。病院の立体駐車場（高さ 2.0m）には入れないので、平面の第3駐車場に止める。
- 給油は朝倉の ENEOS、ガソリン代は移動運用の日だけクラブに請求できる（1回 ¥2,000 まで）。
""")

add("workspace", "kmgh_overview", "project", "KMGH radiology department: people, units, hours",
    "[kmgh, hospital, 病院, みなみ, minami, 放射線部, radiology, 職場]", """
- 高知みなみ総合病院 (KMGH), 高知市 北本町, 420 beds. 放射線部: 技師長 山崎 剛 (Yamasaki-san), MRI section: me (主任), 吉村 拓海 (Yoshimura-kun, 2nd year, no 3T solo scans yet), 和田 彩さん (part-time, Tue/Thu).
- Radiologists: 部長 宮地先生 (Dr. Miyaji, signs protocol changes), 浜田先生 (neuro, contrast decisions). 事務: 西岡さん (Nishioka-san).
- MR1 = Siemens 1.5T (2014), MR2 = Siemens 3T Vida (2022). Siemens service engineer 川村さん, contract number SC-KM-22-0418.
- MRI slots: outpatients 9:00–16:30 in 30-min slots; emergency MRI after hours only on MR1.
- Year-end: 12/29–1/3 emergency only. MR2 annual maintenance by Siemens on 2026-12-26 (Sat), MR2 unavailable all day.
""", pinned=True)

add("workspace", "pacs_rules", "reference", "MINAMI-PACS・RIS・画像サーバの扱い",
    "[pacs, minami-pacs, ris, 画像, dicom, pacs-gw, 画像サーバ]", """
- PACS は MINAMI-PACS（富士フイルム SYNAPSE）。DICOM ゲートウェイは pacs-gw（10.20.4.15、AE タイトル KMGH_GW）。ssh エイリアスは `pacsgw`。
- PACS 上の検査は絶対に削除しない。撮り直しや取り違えは「検査取消」申請を情報管理室に出して、向こうが処理する。
- pacs-gw の /dicom/incoming は毎晩 02:00 に /archive へ移動される。/archive には書き込まない・消さない。
- pacs-gw のサービス再起動（dcmrcv）は平日 8:30〜17:15 の間は検査が止まるのでやらない。17:15 以降か土日だけ。
- RIS の患者 ID は KM- で始まる7桁。テストは TEST- で始まる ID だけを使う。
- 画像のスクリーンショットを Slack や LINE に貼らない。
""")

add("workspace", "mri_safety", "reference", "MRI 安全ルール：ペースメーカ、造影剤、3T",
    "[mri safety, mri, 安全, ペースメーカ, pacemaker, 造影剤, contrast, gadolinium, ガドリニウム, 3t]", """
- 条件付き MRI 対応ペースメーカの患者は、必ず循環器の先生と臨床工学技士（ME 室）の立ち会いで、MR1（1.5T）だけで撮る。MR2（3T）では撮らない。
- 体内金属が不明な患者は、撮る前に宮地先生に確認してから入れる。
- ガドリニウム造影は eGFR 30 未満なら撮らない（浜田先生の判断が出るまで保留）。
- 吉村くんは 3T を一人で撮らない。夜間・休日の MRI は MR1 だけ。
- 入口の金属探知機のチェックは毎回二人で。ストレッチャーは MRI 対応（緑テープ）のものだけ入れる。
""")

add("workspace", "on_call_rota", "project", "MRI on-call (当直/オンコール) rota and swap rules",
    "[on-call, oncall, 当直, オンコール, rota, シフト, shift, 当番]", """
- MRI on-call is kept in the sheet 「MRI オンコール 2026-2027」; one row per night, column C = technologist.
- Swaps: only between two technologists who both hold the MRI on-call qualification (me, Yamasaki-san, Wada-san). Yoshimura-kun is not on the MRI rota until April 2027.
- A swap must be entered by both people: each changes only the row of their own night and writes 「交換」 in column F. Never edit someone else's row.
- The rota for a month is fixed on the 20th of the previous month; after that, changes only with Yamasaki-san's OK.
- My nights in December: 12/11, 12/17, 12/23, 12/30.
""")

add("workspace", "rad_qa_repo", "reference", "The rad-qa repository: scripts for MRI QA and dose reports",
    "[rad-qa, radqa, repo, git, qa_report.py, snr_check.py, gitlab, python]", """
- Repo ~/code/rad-qa on the hospital GitLab (gitlab.kmgh.local/radiology/rad-qa). Scripts: qa_report.py (weekly phantom QA → PDF), snr_check.py (SNR / uniformity from ACR phantom DICOMs), worklist_stats.py (slot usage from the RIS export).
- Work on a branch and open a merge request; Yoshimura-kun reviews. Nobody pushes to main; main deploys to the QA PC in the MRI control room.
- Test data: only the phantom series under tests/data/phantom/ and patients with TEST- IDs. Never copy real DICOMs into the repo.
- snr_check.py thresholds: SNR ≥ 120 on MR2 head coil, uniformity PIU ≥ 87.5% (ACR limit for 3T; 82% for 1.5T).
- CI must be green before merge; the pipeline runs pytest and flake8.
""")

add("workspace", "teaching_export_v1", "project", "【旧】学会・教育用の画像持ち出し（〜2026-10）",
    "[export, 持ち出し, 匿名化, anonymise, 学会用画像, teaching files, usb]", """
- 2019年〜2026-10-31 の運用。学会・勉強会用の画像は、PACS から DICOM で出して、自分で匿名化ツール（DicomCleaner）をかけてから持ち出す。
- 持ち出しは病院支給の暗号化 USB（IronKey、番号 KM-USB-07）でよかった。自宅の PC で作業してよかった。
- 申請は放射線部の「持ち出し台帳」（紙）に記入するだけ。情報管理室の承認は要らなかった。
""")

add("workspace", "teaching_export_v2", "project", "【新】学会・教育用の画像持ち出し（2026-11-01〜）",
    "[export, 持ち出し, 匿名化, anonymise, 学会用画像, teaching files, 研究共有]", """
- 2026-10-20 決定、2026-11-01 から。10月に他院で USB 紛失があり、院内の規程が変わった。
- USB での持ち出しは全面禁止。画像は院内の匿名化サーバ（anon.kmgh.local）を通して、研究共有フォルダ \\\\kmgh-fs\\kenkyu\\okabayashi\\ に出すだけ。
- 院外に出すのは PowerPoint（画像は JPEG、焼き込み文字なし）だけで、その前に情報管理室（担当：片岡さん）の承認が要る。承認は電子申請「院外持出申請」で、目安3営業日。
- 自宅 PC での作業は不可。スライド作りも院内 PC か、貸与の VPN ノート（KM-NB-112）で。
- 紙の「持ち出し台帳」は廃止。
""")

add("workspace", "jsrt_talk", "project", "My talk at the JSRT Shikoku branch meeting, January 2027",
    "[jsrt, 学会, 四国支部, talk, 発表, slides, スライド, presentation]", """
- 日本放射線技術学会 四国支部 冬期学術大会, 2027-01-23 (Sat), かがわ国際会議場 (Takamatsu). My talk: "Reducing SAR in 3T knee imaging with a modified TSE protocol", 7 min + 3 min Q&A, session MR-2 at 14:20.
- Slides due to the organisers by 2027-01-08 (Fri) via their upload form, PowerPoint 16:9 only.
- Co-authors: Yoshimura-kun, 宮地先生 (last author). 宮地先生 must see the final slides before upload.
- Data: 24 knee cases, Sep–Nov 2026. Travel by JR (しおかぜ/南風), claim from the department's 学会費 budget (up to ¥25,000 per person).
""")

add("workspace", "dose_audit", "project", "CT/MRI dose and SAR audit for the hospital safety committee",
    "[dose audit, 線量, sar, 監査, audit, safety committee, 医療安全, drl]", """
- The 医療安全委員会 asked for a SAR audit of MR2 for Oct–Dec 2026; report due 2027-01-15 to 宮地先生, then the committee on 1/27.
- Source: MR2 scan logs exported monthly to \\\\kmgh-fs\\rad\\sar_logs\\2026-MM.csv. Only aggregate numbers (per protocol) go into the report — no patient IDs.
- Flag any protocol with whole-body SAR above 2.0 W/kg in normal mode; so far only "knee_pd_tse_fs" (2.3 W/kg in November).
- The report template is 医療安全_報告書_v3.docx; don't change its headings.
""")

add("workspace", "kappan_shop_v1", "project", "Asakura Kappan shop rules until Oct 2026 (old)",
    "[asakura kappan, 朝倉活版, kappan, shop, ショップ, minne, creema, 活版]", """
- In force 2023-06 to 2026-10-31. Sold on both minne and Creema.
- Prices: flat card ¥450, set of 5 ¥2,000; wedding invitations ¥380 per set (card + envelope), any quantity.
- Shipping by クリックポスト (¥185), no tracking insurance; orders shipped within 5 days.
- Custom orders (name cards, invitations) accepted any time, proof sent as a PDF by mail.
""")

add("workspace", "kappan_shop_v2", "project", "Asakura Kappan shop rules from Nov 2026 (current)",
    "[asakura kappan, 朝倉活版, kappan, shop, ショップ, minne, 活版, invitations]", """
- Decided 2026-10-25 after the October rush (a 240-set wedding order that took every evening for three weeks and hurt my knee); in force from 2026-11-01.
- minne only — the Creema shop is closed (don't reopen it, don't list there).
- Prices: flat card ¥500, set of 5 ¥2,200; wedding invitations ¥420 per set, at most 100 sets per order, lead time 4 weeks from proof approval.
- Shipping by ゆうパケット (¥360, tracked); shipped within 7 days. Refunds only through minne's cancel function, never by bank transfer.
- Custom orders: at most 2 open at a time; a third one waits. Proofs only through minne messages.
- Year-end: last shipping day 12/26, orders from 12/27 ship from 1/6.
""")

add("workspace", "kappan_press", "reference", "活版の機械・インク・作業場のルール",
    "[press, 印刷機, 手キン, adana, インク, ink, ガレージ, 作業場, 活字, 真映社, 樹脂版]", """
- 印刷機は手キン（手動式の小型プラテン、ハガキ判）1台。ガレージ（朝倉の自宅）に置いている。
- インクは大豆油インク。洗浄は灯油ではなく「ウォッシュ E」を使い、洗浄はガレージのシャッターを開けて換気しながらだけ。陽翔がいる家の中では絶対に洗わない。
- 活字は 10pt 明朝（ひらがな・漢字）と英字 Caslon。足りない字は樹脂版を外注（東京の真映社、入稿は金曜まで、1版 ¥3,300）。
- 印刷は 22:30 まで（ご近所との約束）。
- 一度に刷るのは 300 枚まで（膝のため）。
""")

add("workspace", "paper_suppliers", "reference", "Paper and materials suppliers for the shop",
    "[paper, 紙, washi, 和紙, 土佐和紙, supplier, 仕入れ, envelopes, 封筒]", """
- 土佐和紙: 尾崎紙工房 in いの町 (尾崎さん), order by phone or mail, max 500 sheets per order (they make it by hand), pick up Saturday mornings only.
- Cotton paper and envelopes: 竹尾 online shop, order by Thursday for the next week.
- Resin plates: 真映社 (see kappan_press).
- I never order paper on the hospital's SPD account or ship to the hospital.
""")

add("workspace", "shop_accounts", "reference", "The shop's money: tax, bank, bookkeeping",
    "[shop accounts, 帳簿, 青色申告, bookkeeping, freee, 確定申告, bank, 四国銀行]", """
- Bookkeeping in freee, 青色申告 (65万円控除, e-Tax). 確定申告 filed by 2027-03-15; I aim for 2/20.
- Every minne payout is booked the day it arrives; receipts photographed into freee the same week.
- Hospital side income is declared via the 副業届; the 年間売上 must stay under ¥2,000,000 or the 届 has to be renewed (2026: about ¥1.4 million so far).
- Don't delete or edit entries of a closed month in freee; corrections as a new 振替 entry.
""")

add("workspace", "karc_club", "project", "高知アマチュア無線クラブ（KARC）：役員、会費、ルール",
    "[karc, 無線クラブ, アマチュア無線, ham radio, ハム, クラブ, ja5ykc, qsl, 高知アマチュア無線]", """
- 高知アマチュア無線クラブ（KARC）、会員 34 名。会長 大崎 誠さん（JA5ODK）、副会長 田村 由紀さん、私は会計と QSL 担当。
- クラブ局のコールサインは JA5YKC。運用するのは、その日の運用責任者（会長か副会長）がいるときだけ。
- 会費は年 ¥3,000、クラブ口座は 高知信用金庫 朝倉支店。1回 ¥20,000 を超える支出は会長の OK が要る。
- 会員名簿は役員だけ。会員に名簿を共有しない。
- LINE「KARC 全員」には例会と運用の案内だけ。お金の話（会費の督促など）は個別に連絡する。
- 例会は毎月第2金曜 19:30、高知市 朝倉ふれあいセンター。
""")

add("workspace", "radio_station", "reference", "My own station JJ5QMO: licence, power, rules",
    "[jj5qmo, station, 無線局, radio, rig, ic-7300, 免許, licence, antenna]", """
- JJ5QMO, 3rd class (第三級アマチュア無線技士), licence valid to 2029-04-30. Rig: Icom IC-7300 at home, IC-705 for portable.
- Licensed power: 50 W on HF/6m at home, 10 W for the portable station (移動する局). Never run more than the licensed power, even in contests.
- Never transmit from the hospital premises, including the car park (hospital rule since 2024).
- Logs in Hamlog; QSL via the JARL bureau only (no direct cards unless someone sends an SASE).
""")

add("workspace", "newyear_field_day", "project", "新年移動運用 2027（五台山）",
    "[field day, 移動運用, 五台山, godaisan, new year, 新年運用, qrv]", """
- 2027-01-10（日）KARC 新年移動運用、五台山展望台の駐車場。9:00 集合、15:00 撤収。運用責任者は大崎会長。
- 参加 11 名（定員 14）。申し込みは 12/25 まで。
- 駐車場の使用許可は高知市 公園緑地課に申請済み（許可番号 R8-公緑-0112）。発電機は使わない、電源はバッテリーだけ。
- 豚汁の材料費は1人 ¥500 を当日集める。前払いはしない。
- 雨天（降水確率 60% 以上）のときは前日 18:00 に中止を決める。
""")
