"""The words naming a password, a key or a PIN in languages beyond the first ones.

Every blind corpus brought a credential named in a language the rules did not know, and
the value after it (`ankara1923x`, `482913`) has no shape of its own: only the word says
what it is. `memwell.secrets.context` (a value after its name) and
`memwell.secrets.handover` (a key handed over) read these beside their own lists, which
hold English, Japanese, Chinese, Korean, German, French, Spanish, Portuguese, Dutch,
Polish and Russian.

Each word is written with the endings its language puts on it when it stands before a
value ("şifresi", "passordet", "salasanan"), since a Latin word must end where the word
ends; a script without Latin letters touches what is around it.
"""

from __future__ import annotations

# a password or a passphrase, in Latin script: Turkish, Vietnamese (with and without its
# marks), Indonesian and Malay, Czech and Slovak, Swedish, Norwegian and Danish,
# Finnish, Hungarian, Romanian and Italian, Croatian, Serbian and Slovenian, Lithuanian,
# Latvian's "parole" aside (an English word), Swahili, Tagalog
PASSWORD_LATIN = (
    r"[şs]ifre(?:si|niz|m|miz)?|parola d'ordine|parola(?:s[\u0131i]|n\u0131z|ya|ei)?|parolă|"
    r"m[ậa]t kh[ẩa]u|kata sandi(?:nya)?|kata laluan|"
    r"hesl[oa]|lösenord(?:et)?|losenord(?:et)?|passord(?:et)?|adgangskode(?:n)?|"
    r"kodeord(?:et)?|salasana(?:n|si|mme)?|tunnussana|jelsz[óo](?:t|ava|avát)?|"
    r"lozink[aeu]|[šs]ifr[aeu]|geslo|slapta[žz]odis|nenosiri|kontrasenya"
)
# the same in scripts without Latin letters: Arabic, Persian, Hebrew, Greek, Hindi,
# Thai, Bulgarian, Ukrainian, Serbian
PASSWORD_OTHER = (
    r"كلمة ال(?:مرور|سر)|كلمة مرور|كلمة سر|الرقم السري|رمز (?:ال)?(?:دخول|مرور)|"
    r"رمز عبور|گذرواژه|کلمه عبور|סיסמ[הא]|κωδικ[όο]ς(?: πρόσβασης)?|συνθηματικ[όο]|"
    r"पासवर्ड|कूटशब्द|पिन|รหัสผ่าน|парола|паролата|гасло|лозинка"
)
# a PIN or a code of digits in those languages ("PIN-koodi", "PIN kodu", "رمز PIN")
# (Hungarian "PIN-kódja", Romanian "PIN-ul" with their endings)
PIN_LATIN = r"pin(?:-ul(?:ui)?|[ \-]?(?:kodu|koodi|k[óo]d(?:ja|ot|om)?|kode|kodas))"
# what opens a door, a gate, a safe or an alarm, in the languages of the first lists and
# these: "digicode", "code de la porte", "Tresor-Code", "código del portón", "codice del
# cancello", "deurcode", "kod do drzwi", "код от двери"; the value is often digits only
ACCESS_CODE_LATIN = (
    r"digicode|code (?:d'acc[èe]s|d'entr[ée]e|de (?:la |l')?(?:porte|portail|alarme|immeuble|"
    r"coffre|cadenas|garage|bo[îi]te)|du (?:portail|coffre|cadenas|garage|bâtiment|batiment))|"
    r"(?:t[üu]r|haust[üu]r|tor|tresor|alarm|garagen|zugangs|schlie(?:ß|ss)fach|safe|radio|"
    r"schloss)[\- ]?"
    r"(?:code|pin)|zahlenkombination|"
    r"c[óo]digo (?:de (?:acceso|acesso|entrada|seguran[çc]a)|"
    r"(?:de|del|do|da) (?:la |l')?(?:puerta|port[óo]n|portão|portao|porta|alarma|alarme|"
    r"caja fuerte|cofre|garaje|garagem|candado|cadeado|edificio|pr[ée]dio))|"
    r"codice (?:di accesso|(?:della|del|dell'|dello) ?(?:porta|cancello|allarme|cassaforte|"
    r"lucchetto|portone|garage))|"
    r"(?:deur|poort|alarm|toegangs|kluis|garage)code|"
    r"kod (?:do (?:drzwi|bramy|sejfu|alarmu|domofonu|furtki)|dost[ęe]pu)|"
    r"(?:d[øo]r|port|alarm|adgangs|d[öo]rr|porte?n?s?)kod(?:e|en)?|ovikoodi|"
    r"(?:kap[\u0131i]|alarm) (?:kodu|şifresi)|m[ãa] (?:c[ửu]a|két|kh[óo]a|m[ởo] kh[óo]a|pin)|"
    # Czech and Slovak "kód ke dveřím", Catalan "codi de la porta", Finnish "yhdistelmä"
    r"k[óo]d (?:ke|k|od|do|na|pre) (?:dve[řr][íi]m?|dver[íi]|br[áa]n[ěeyu]|trezoru?|alarmu|"
    r"z[áa]mku|sejfu)|"
    r"codi (?:de (?:la |l')?(?:porta|alarma|entrada|caixa forta|cadenat|garatge)|d'acc[ée]s)|"
    r"yhdistelm[äa]"
)
# the same in Cyrillic and the other scripts
ACCESS_CODE_OTHER = (
    r"код (?:от (?:двери|сейфа|домофона|ворот)|домофона|доступа|двери)|"
    r"门禁码|门禁密码|开门密码|门锁密码|保险箱密码|"
    # Thai "the code of a door" (รหัส alone is any code), Hebrew "the code to disarm the
    # alarm", Arabic "the unlock code", Persian "the door code"
    r"รหัส(?:ประตู|เปิด|ตู้เซฟ|กุญแจ|ปลดล็อก|สัญญาณกันขโมย|เอทีเอ็ม|ATM|บัตร)|"
    r"ה?קוד ל?ה?(?:נטרול|כניסה|דלת|אזעקה|שער|כספת|פתיחה)|"
    r"رمز (?:فتح|القفل|الباب|البوابة|الإنذار)|رمز (?:در|قفل|گاوصندوق)"
)
# a key (an API key, a private key) in those languages: a word that names one only
# beside a value of a key's shape (`memwell.secrets.handover`)
KEY_WORDS = (
    r"anahtar[\u0131i]?|kh[óo]a|kunci|nyckel(?:n)?|n[øo]kkel(?:en)?|n[øo]gle(?:n)?|"
    r"avain(?:ta)?|kulcs(?:a)?|kl[íi][čc]|kľúč|cheie(?:a)?|jeton(?:s)?|"
    r"مفتاح|کلید|מפתח|κλειδ[ίι]|कुंजी|คีย์|ключ|токен|klju[čc]"
)
# the substrings a line must hold for those words to be looked for (lower case)
HINTS = (
    "şifre", "sifre", "parol", "khẩu", "khau", "sandi", "laluan", "hesl", "lösenord",
    "losenord", "passord", "adgangskode", "kodeord", "salasana", "tunnussana", "jelsz",
    "lozink", "geslo", "slapta", "nenosiri", "kontrasenya", "كلمة", "رمز", "الرقم",
    "گذرواژه", "کلمه", "סיסמ", "κωδικ", "συνθηματικ", "पासवर्ड", "कूटशब्द", "รหัส",
    "парол", "гасло", "лозинк", "koodi", "kodu", "kód", "kodas", "šifr", "sifr", "पिन",
    "キーパッド", "セキュリティコード",
)  # fmt: skip
# the substrings a line must hold for the access codes' words to be looked for
ACCESS_HINTS = (
    "digicode", "code", "digo", "codice", "kod", "kód", "код", "门禁", "门锁", "开门", "保险箱",
    "mã", "codi d", "yhdistelm", "รหัส", "קוד",
)  # fmt: skip
KEY_HINTS = (
    "anahtar", "khóa", "khoa", "kunci", "nyckel", "nøkkel", "nokkel", "nøgle", "nogle",
    "avain", "kulcs", "klíč", "klic", "kľúč", "cheie", "jeton", "مفتاح", "کلید", "מפתח",
    "κλειδ", "कुंजी", "คีย์", "ključ", "kljuc",
)  # fmt: skip
# "is" between a name and its value: Norwegian and Danish "er", Swedish "är", Finnish
# "on", Czech, Slovak and Croatian "je", Polish "jest", Italian "è", Indonesian "adalah",
# Vietnamese "là", Turkish "olarak", Greek "είναι", Arabic "هي"/"هو"; since session 13
# Swahili "ni", Tagalog "ay", Malay "ialah", Romanian "este", Catalan "és", Bulgarian
# "e" (Cyrillic), Hebrew "הוא"/"היא", Portuguese "ficou" ("it became"). The short ones are
# English words too ("password on the wiki"), so they count only after a word of this
# module (`FOREIGN_ONLY_COPULAS`).
COPULAS = (
    r"er|är|on|je|jest|è|adalah|là|olarak|είναι|هي|هو|ni|ay|ialah|este|és|\u0435|הוא|היא|ficou"
)
FOREIGN_ONLY_COPULAS = frozenset(("er", "on", "je"))


# The words naming a secret that `memwell.secrets.context` reads a value after, every language
# together (the lists above among them). "Strong": a value after them is a secret at any
# marker (`:`, `=`, "is", 「は」).
STRONG_LATIN = (
    r"pass(?:word|wd|phrase|code)s?|pwd|secrets?|tokens?|credentials?|"
    r"(?:api|access|private|secret|signing|encryption|master|session|license|licence|auth|"
    r"app|client|service|admin|deploy|ssh|gpg|pgp|root|shared|webhook|hmac|aes|sas|"
    r"storage|write|setup|recovery|backup|account|integration|bot|consumer|fernet)"
    r"[ _\-.]?keys?|apikeys?|"
    r"(?:wi-?fi|wlan|wpa[23]?|network|pre-?shared)[ _\-]?keys?|psk|"
    r"(?:recovery|backup|2fa|mfa|otp|one[ -]time|verification|auth|scratch|reset)"
    r"[ _\-]?codes?|"
    r"(?:totp|otp|2fa|mfa|mnemonic|seed|wallet)[ _\-]?(?:secret|seed|phrase|key)s?|"
    rf"seed[ _\-]?phrase|mnemonic|{PIN_LATIN}|pin(?:[ _\-]?code)?s?|sms[ _\-]?codes?|"
    r"puk(?:[ _\-]?codes?)?|"
    # a security question's answer opens an account as a password does, whatever it is
    r"(?:security|secret)[ _\-]?(?:questions?|answers?)|maiden[ _\-]name|first[ _\-]pet|"
    # what opens a door, a safe or a wallet: "keypad code", "safe combination", "seed words"
    r"(?:door|keypad|gate|garage|alarm|entry|entrance|lockbox|locker|building|safe|"
    r"disarm|unlock|security|barrier|intercom|buzzer|installer|lock)[ _\-]?codes?|"
    # a keypad named alone takes a code ("garage keypad is 896136 then #")
    r"keypad(?=\s*(?:is\b|[:=]|\d))|"
    # (a locker's number between: "gym locker 212 combination: 5858")
    r"(?:safe|lock|locker|padlock)(?:[ _\-]?#?\d{1,5})?[ _\-]?(?:combination|combo)|"
    # the same named the other way round: "the code for the gate", "code to the safe"
    r"codes? (?:for|to|of) (?:the |my |our |your )?(?:front |back |side )?(?:door|keypad|"
    r"gate|garage|alarm|entry|entrance|lockbox|locker|building|safe|padlock|lock)|"
    r"(?:seed|mnemonic|recovery|secret)[ _\-]?(?:phrase|words)|"
    r"(?:unlock|vault|master)[ _\-]?(?:pass)?phrase|"
    # the abbreviation in capitals ("ID: admin / PW: ..."); "pw" in lower case is a word
    r"(?-i:PW)|"
    # other languages the corpora use, and the ones a team is likely to write in
    r"passwort|kennwort|mot de passe|mdp|contrase[ñn]a|senha|wachtwoord|has[łl]o|"
    # a secret key or a client's secret, in the Romance languages and German: the key
    # words alone ("clé", "clave") are the handover's (`handover`)
    r"cl[ée] (?:secr[èe]te|priv[ée]e|d'api|api)|clave (?:secreta|privada|de (?:la )?api|api)|"
    r"chave (?:secreta|privada|da api|de api|api)|chiave (?:segreta|privata|api)|"
    r"geheime[rns]? schl[üu]ssel|secreto(?: del cliente)?|segreto|segredo|"
    # and more (`memwell.secrets.languages`)
    rf"{PASSWORD_LATIN}|{PIN_LATIN}|{ACCESS_CODE_LATIN}|"
    # a word or two between the place and "code": "garage opener code", "alarm panel code"
    r"(?:door|gate|garage|alarm|safe|locker|lockbox)[ \-](?:opener|panel|keypad|lock|"
    r"entry|remote|system|box)[ _\-]?codes?"
)
STRONG_OTHER = (
    r"пароль|токен|ключ|"
    r"パスワード|暗証(?:番号)?|パスフレーズ|トークン|秘密鍵|シークレット|リカバリーコード|"
    r"バックアップコード|復旧コード|認証コード|APIキー|アクセスキー|シークレットキー|"
    r"暗号化キー|暗号キー|合言葉|解除コード|暗証コード|確認コード|パスコード|PUKコード|"
    r"秘密の質問(?:「[^」\n]{1,40}」)?(?:の答え)?|復元フレーズ|復旧キー|手動入力キー|設定キー|セットアップキー|"
    # (「金庫は番号 2049 で開く」: the safe, then its number)
    r"(?:オートロック|ダイヤル|キーパッド|金庫|玄関|ドア)[のは]?(?:解除|解錠)?(?:番号|コード)|"
    # 暗証番号 as it is read (a name typed in kana), the codes that let a person into a
    # building or a room, and パスワード cut short before its particle (「パスは『...』」)
    r"あんしょう(?:ばんごう)?|(?:入館|入室|解錠)コード|パス(?=[はも：:])|"
    # a card's security code (CVC), a keypad named alone before its particle or digits
    r"セキュリティコード|キーパッド(?=\s*(?:は|：|:|\d))|"
    r"密码|密碼|口令|令牌|密钥|密鑰|비밀번호|비번|토큰|암호|시크릿|비밀 ?키|액세스 ?키|API ?키|"
    rf"{PASSWORD_OTHER}|{ACCESS_CODE_OTHER}"
)
