"""What the synthetic receipts of script_receipts.py say, per language: shops, dishes and products with
their usual prices, the words a till prints, number and date formats, and tax rules.

Prices are in major units as a menu shows them; rates are those in force in 2025, the year every receipt
is dated (Bulgaria still prices in leva then, Israel's VAT is 18%, Russia's VAT 20%).
Nothing here is random: script_receipts.py draws from these lists with its seeded generator.
"""

# Each entry: Tesseract language -> dict. Keys:
#   script (ISO 15924), country, currency, decimals (0: amounts are whole units), step (minor units a
#   varied price is rounded to), notes (cash the customer hands over, minor units), rtl, raqm (language
#   tag for shaping), fonts (file, face index), shops [(name, address, phone)], extra (header lines, one
#   or two are printed), items [(name, price)], money styles (see script_receipts.money), qty templates,
#   words, taxes (one is drawn per receipt), date style, thanks.

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
LIB = "/usr/share/fonts/truetype/liberation2/"
CYR_FONTS = [
    (DEJAVU + "DejaVuSansMono.ttf", 0),
    (DEJAVU + "DejaVuSansMono-Bold.ttf", 0),
    (DEJAVU + "DejaVuSansCondensed.ttf", 0),
    (LIB + "LiberationMono-Regular.ttf", 0),
    (LIB + "LiberationMono-Bold.ttf", 0),
    (LIB + "LiberationSans-Regular.ttf", 0),
]
WQY = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
IPA = "/usr/share/fonts/opentype/ipafont-gothic/"
NANUM = "/usr/share/fonts/truetype/nanum/"
TLWG = "/usr/share/fonts/truetype/tlwg/"
CULMUS = "/usr/share/fonts/truetype/culmus/"
KACST = "/usr/share/fonts/truetype/kacst/"

# The Debian packages these fonts come from (script_receipts.py installs the missing ones).
FONT_PACKAGES = [
    "fonts-dejavu-core", "fonts-dejavu-extra", "fonts-liberation2", "fonts-wqy-microhei",
    "fonts-ipafont-gothic", "fonts-nanum", "fonts-tlwg-typo-ttf",
    "fonts-tlwg-typist-ttf", "fonts-tlwg-garuda-ttf", "fonts-tlwg-loma-ttf", "fonts-tlwg-waree-ttf",
    "culmus", "fonts-kacst", "fonts-lohit-deva", "fonts-sarai", "fonts-gargi",
]

LANGUAGES = {
    "jpn": dict(
        script="Jpan", country="JP", currency="JPY", decimals=0, step=10, notes=[1000, 5000, 10000],
        rtl=False, raqm="ja",
        fonts=[(IPA + "ipag.ttf", 0), (IPA + "ipagp.ttf", 0), (WQY, 1)],
        shops=[
            ("らーめん 一番亭", "東京都新宿区西新宿1-5-3", "TEL 03-3345-1234"),
            ("そば処 山田屋", "大阪府大阪市北区梅田2-4-9", "TEL 06-6341-5678"),
            ("居酒屋 たぬき 渋谷店", "東京都渋谷区道玄坂2-15-1", "TEL 03-5456-7890"),
            ("喫茶 ひまわり", "京都市中京区河原町三条上ル", "TEL 075-221-3456"),
        ],
        extra=["登録番号 T1234567890123", "伝票No.0042  担当:佐藤", "レジ01  責No.105"],
        items=[
            ("ラーメン", 850), ("味噌ラーメン", 950), ("チャーシュー麺", 1100), ("餃子(6個)", 400),
            ("チャーハン", 750), ("生ビール", 580), ("瓶ビール", 650), ("烏龍茶", 300), ("唐揚げ", 550),
            ("枝豆", 350), ("焼き鳥盛り合わせ", 980), ("天ぷらそば", 1200), ("ざるそば", 800),
            ("カレーライス", 900), ("ライス", 200), ("緑茶", 250), ("ホットコーヒー", 450),
        ],
        money=["yen", "group"], qty=["  {q}点 x @{u}", "  @{u} x {q}"],
        words=dict(subtotal="小計", total="合計", cash="お預り", change="お釣り"),
        taxes=[("included", 10, "(内消費税等 10%)"), ("added", 10, "消費税(10%)"), ("added", 10, "外税 10%")],
        date="jp", thanks=["ありがとうございました", "またのお越しをお待ちしております"],
    ),
    "chi_sim": dict(
        script="Hans", country="CN", currency="CNY", decimals=2, step=100, notes=[5000, 10000, 20000],
        rtl=False, raqm="zh",
        fonts=[(WQY, 0), (WQY, 1)],
        shops=[
            ("川味小厨（人民路店）", "上海市徐汇区漕溪北路88号", "电话：021-6488 1234"),
            ("兰州牛肉拉面", "北京市朝阳区建国路93号", "电话：010-8588 6677"),
            ("老街饺子馆", "广州市天河区天河路385号", "电话：020-3886 2211"),
            ("好邻居便利店", "深圳市南山区科技园南路16号", "电话：0755-2671 3300"),
        ],
        extra=["单号：20251128-0042", "收银员：王丽  桌号：8", "机号：02  流水号：1056"],
        items=[
            ("宫保鸡丁", 38), ("鱼香肉丝", 32), ("麻婆豆腐", 22), ("红烧肉", 48), ("扬州炒饭", 25),
            ("酸辣汤", 18), ("牛肉拉面", 22), ("小笼包", 18), ("猪肉白菜水饺", 26), ("凉拌黄瓜", 12),
            ("米饭", 2), ("青岛啤酒", 8), ("可口可乐", 5), ("农夫山泉", 3), ("豆浆", 4),
        ],
        money=["plain", "yuan"], qty=["  {q} x {u}", "  数量 {q} x {u}"],
        words=dict(subtotal="小计", total="合计", cash="实收", change="找零"),
        taxes=[("none", 0, None)],
        date="iso", date_label="日期：", thanks=["谢谢惠顾，欢迎下次光临"],
    ),
    "chi_tra": dict(
        script="Hant", country="TW", currency="TWD", decimals=0, step=5, notes=[500, 1000],
        rtl=False, raqm="zh",
        fonts=[(WQY, 0), (WQY, 1), (IPA + "ipag.ttf", 0)],
        shops=[
            ("鼎好小館", "台北市大安區忠孝東路四段181號", "電話：(02)2731-5566"),
            ("阿婆滷肉飯", "台中市西區公益路155號", "電話：(04)2321-8899"),
            ("老張牛肉麵", "高雄市前金區中正四路211號", "電話：(07)261-3344"),
            ("巷口早餐店", "台南市中西區民生路二段58號", "電話：(06)222-7788"),
        ],
        extra=["統一編號：12345678", "交易序號：000123  收銀機：01", "服務人員：林小姐"],
        items=[
            ("滷肉飯", 40), ("牛肉麵", 180), ("排骨飯", 120), ("雞腿便當", 110), ("燙青菜", 40),
            ("貢丸湯", 35), ("蚵仔煎", 70), ("小籠包", 120), ("珍珠奶茶", 60), ("豆漿", 25), ("蛋餅", 35),
            ("臭豆腐", 60), ("炒米粉", 60), ("台灣啤酒", 45), ("鍋貼(10個)", 70),
        ],
        money=["plain", "dollar"], qty=["  {q} x {u}"],
        words=dict(subtotal="小計", total="總計", cash="現金", change="找零"),
        taxes=[("none", 0, None)],
        date="roc", thanks=["謝謝光臨"],
    ),
    "kor": dict(
        script="Kore", country="KR", currency="KRW", decimals=0, step=500, notes=[10000, 50000],
        rtl=False, raqm="ko",
        fonts=[(NANUM + "NanumGothicCoding.ttf", 0), (NANUM + "NanumGothicCodingBold.ttf", 0),
               (NANUM + "NanumGothic.ttf", 0), (NANUM + "NanumBarunGothic.ttf", 0)],
        shops=[
            ("맛나분식", "서울특별시 마포구 양화로 45", "TEL 02-332-1234"),
            ("할매순대국 종로점", "서울특별시 종로구 종로 112", "TEL 02-765-4321"),
            ("부산밀면 해운대점", "부산광역시 해운대구 해운대로 570", "TEL 051-742-5678"),
            ("한우촌 식당", "대구광역시 중구 동성로 23", "TEL 053-423-9090"),
        ],
        extra=["사업자번호: 123-45-67890", "대표: 김민수", "POS: 01  영수증번호: 0042"],
        items=[
            ("김치찌개", 9000), ("된장찌개", 8000), ("순두부찌개", 9000), ("비빔밥", 10000),
            ("돌솥비빔밥", 11000), ("불고기 정식", 13000), ("제육볶음", 11000), ("떡볶이", 5000),
            ("김밥", 4000), ("라면", 5000), ("순대국밥", 9500), ("물냉면", 10000), ("공기밥", 1000),
            ("소주", 5000), ("맥주", 6000), ("콜라", 2000),
        ],
        money=["group"], qty=["  {u} x {q}", "  {q} x {u}"],
        words=dict(subtotal="소계", total="합계", cash="받은금액", change="거스름돈"),
        taxes=[("included_net", 10, "부가세", "과세물품가액")],
        date="iso", date_label="판매일: ", thanks=["감사합니다", "이용해 주셔서 감사합니다"],
    ),
    "tha": dict(
        script="Thai", country="TH", currency="THB", decimals=2, step=500, notes=[10000, 50000, 100000],
        rtl=False, raqm="th",
        # Not Tlwg Mono: its marks are spacing glyphs (a terminal font), so raqm cannot place them.
        fonts=[(TLWG + "TlwgTypo.ttf", 0), (TLWG + "TlwgTypo-Bold.ttf", 0), (TLWG + "TlwgTypist.ttf", 0),
               (TLWG + "Garuda.ttf", 0), (TLWG + "Loma.ttf", 0), (TLWG + "Waree.ttf", 0)],
        shops=[
            ("ร้านครัวคุณยาย", "123 ถ.สุขุมวิท คลองเตย กรุงเทพฯ 10110", "โทร. 02-123-4567"),
            ("ร้านส้มตำป้านวล", "45/2 ถ.นิมมานเหมินท์ เชียงใหม่ 50200", "โทร. 053-210-456"),
            ("ข้าวมันไก่เจ๊หมวย", "88 ถ.เยาวราช สัมพันธวงศ์ กทม. 10100", "โทร. 02-222-3344"),
            ("ครัวทะเลภูเก็ต", "9 ถ.ถลาง อ.เมือง ภูเก็ต 83000", "โทร. 076-211-987"),
        ],
        extra=["เลขประจำตัวผู้เสียภาษี 0105561234567", "ใบกำกับภาษีอย่างย่อ", "โต๊ะ 5  พนักงาน: สมชาย"],
        items=[
            ("ผัดไทยกุ้งสด", 80), ("ข้าวผัดกุ้ง", 70), ("ต้มยำกุ้ง", 150), ("ส้มตำไทย", 50),
            ("ข้าวมันไก่", 50), ("แกงเขียวหวานไก่", 80), ("กะเพราหมูสับ", 60), ("ไก่ย่าง", 120),
            ("ข้าวเหนียว", 15), ("ข้าวสวย", 10), ("ข้าวเหนียวมะม่วง", 80), ("ชาเย็น", 35),
            ("น้ำเปล่า", 15), ("เบียร์สิงห์", 90), ("โค้ก", 25),
        ],
        money=["dot2", "dot2group"], qty=["  {q} x {u}"],
        words=dict(subtotal="รวม", total="ยอดสุทธิ", cash="เงินสด", change="เงินทอน"),
        taxes=[("included_net", 7, "ภาษีมูลค่าเพิ่ม 7%", "มูลค่าก่อนภาษี"),
               ("service_vat", 7, "ภาษีมูลค่าเพิ่ม 7%", "ค่าบริการ 10%")],
        date="thai", date_label="วันที่ ", thanks=["ขอบคุณที่ใช้บริการ"],
    ),
    "rus": dict(
        script="Cyrl", country="RU", currency="RUB", decimals=2, step=1000, notes=[100000, 200000, 500000],
        rtl=False, raqm="ru", fonts=CYR_FONTS,
        shops=[
            ("Кафе «Берёзка»", "г. Москва, ул. Тверская, д. 12", "Тел. +7 (495) 123-45-67"),
            ("Столовая №1", "г. Санкт-Петербург, Невский пр., 48", "Тел. +7 (812) 310-22-33"),
            ("ООО «Пельменная»", "г. Казань, ул. Баумана, 19", "Тел. +7 (843) 292-11-00"),
            ("Трактир «Самовар»", "г. Новосибирск, ул. Ленина, 5", "Тел. +7 (383) 222-44-55"),
        ],
        extra=["КАССОВЫЙ ЧЕК / ПРИХОД", "ИНН 7701234567", "Кассир: Иванова А.", "Смена № 123  Чек № 45"],
        items=[
            ("Борщ с пампушками", 350), ("Солянка мясная", 390), ("Пельмени домашние", 420),
            ("Салат «Цезарь»", 490), ("Салат «Оливье»", 290), ("Блины со сметаной", 280),
            ("Котлета по-киевски", 520), ("Гречка с грибами", 240), ("Хлеб ржаной", 40),
            ("Чай чёрный", 150), ("Кофе американо", 220), ("Морс клюквенный", 180), ("Компот", 120),
            ("Пиво светлое 0,5 л", 320), ("Квас 0,5 л", 150),
        ],
        money=["comma", "comma_space", "eq_dot"], qty=["  {q} x {u}", "  {q} шт x {u}"],
        words=dict(subtotal="СУММА", total="ИТОГО", cash="НАЛИЧНЫЕ", change="СДАЧА"),
        taxes=[("included", 20, "В Т.Ч. НДС 20%")],
        date="dots", thanks=["СПАСИБО ЗА ПОКУПКУ!"],
    ),
    "ukr": dict(
        script="Cyrl", country="UA", currency="UAH", decimals=2, step=500, notes=[20000, 50000, 100000],
        rtl=False, raqm="uk", fonts=CYR_FONTS,
        shops=[
            ("Кафе «Смачна хата»", "м. Київ, вул. Хрещатик, 22", "тел. (044) 234-56-78"),
            ("ТОВ «Калина»", "м. Львів, пл. Ринок, 10", "тел. (032) 261-12-34"),
            ("Їдальня «Домашня»", "м. Харків, вул. Сумська, 35", "тел. (057) 700-11-22"),
            ("Кав'ярня «Зерно»", "м. Одеса, вул. Дерибасівська, 7", "тел. (048) 722-33-44"),
        ],
        extra=["ФІСКАЛЬНИЙ ЧЕК", "ПН 123456789012", "Касир: Петренко О.", "ЧЕК № 0045"],
        items=[
            ("Борщ український", 95), ("Вареники з картоплею", 85), ("Вареники з вишнею", 95),
            ("Деруни зі сметаною", 90), ("Голубці", 110), ("Котлета по-київськи", 145),
            ("Сало з часником", 60), ("Салат олів'є", 75), ("Хліб житній", 20), ("Узвар", 40),
            ("Чай чорний", 35), ("Кава американо", 55), ("Капучино", 65), ("Пиво світле 0,5 л", 70),
            ("Сік яблучний", 45),
        ],
        money=["comma", "dot2", "dot2_A"], qty=["  {q} x {u}", "  {q}.000 x {u}"],
        words=dict(subtotal=None, total="СУМА", cash="ГОТІВКА", change="РЕШТА"),
        taxes=[("included", 20, "ПДВ А 20,00%")],
        date="dots_sec", thanks=["ДЯКУЄМО ЗА ПОКУПКУ!"],
    ),
    "bul": dict(
        script="Cyrl", country="BG", currency="BGN", decimals=2, step=10, notes=[2000, 5000, 10000],
        rtl=False, raqm="bg", fonts=CYR_FONTS,
        shops=[
            ("Механа „Чучура“", "гр. София, ул. „Витоша“ 15", "тел. 02 987 6543"),
            ("Ресторант „Старата къща“", "гр. Пловдив, ул. „Княз Александър I“ 8", "тел. 032 62 1234"),
            ("Закусвалня „Баница“", "гр. Варна, бул. „Сливница“ 22", "тел. 052 60 4455"),
            ("Кафе „Морско“", "гр. Бургас, ул. „Александровска“ 30", "тел. 056 84 2233"),
        ],
        extra=["ФИСКАЛЕН БОН", "ЕИК 123456789", "ЗДДС № BG123456789", "Оператор: 1 Мария"],
        items=[
            ("Шопска салата", 8.50), ("Таратор", 5.90), ("Кебапчета 3 бр.", 7.80), ("Кюфтета 3 бр.", 7.80),
            ("Мусака", 11.90), ("Баница със сирене", 3.50), ("Пилешка супа", 5.50), ("Кавърма", 13.90),
            ("Пържени картофи", 4.90), ("Сирене по шопски", 9.50), ("Айрян", 2.50),
            ("Бира Загорка 0,5 л", 4.20), ("Ракия 50 мл", 6.00), ("Кафе еспресо", 2.80),
            ("Минерална вода", 2.00),
        ],
        money=["comma", "comma_lv"], qty=["  {q},000 x {u}", "  {q} x {u}"],
        words=dict(subtotal="МЕЖДИННА СУМА", total="ОБЩА СУМА", cash="В БРОЙ", change="РЕСТО"),
        taxes=[("included", 20, "ДДС Б 20,00%")],
        date="dots_sec", thanks=["БЛАГОДАРИМ ВИ!"],
    ),
    "srp": dict(
        script="Cyrl", country="RS", currency="RSD", decimals=2, step=1000, notes=[100000, 200000, 500000],
        rtl=False, raqm="sr", fonts=CYR_FONTS,
        shops=[
            ("Кафана „Шумадија“", "Београд, Кнез Михаилова 10", "тел. 011 262 1234"),
            ("Ресторан „Код Ђоке“", "Нови Сад, Змај Јовина 4", "тел. 021 452 333"),
            ("Пекара „Златни клас“", "Ниш, Обреновићева 21", "тел. 018 523 456"),
            ("Роштиљ „Лесковац“", "Крагујевац, Краља Петра I 9", "тел. 034 335 678"),
        ],
        extra=["ФИСКАЛНИ РАЧУН", "ПИБ 101234567", "Касир: Јелена", "ПРОМЕТ ПРОДАЈА"],
        items=[
            ("Ћевапи 10 ком", 850), ("Пљескавица", 790), ("Карађорђева шницла", 1150), ("Сарма", 690),
            ("Пасуљ пребранац", 450), ("Гибаница", 280), ("Шопска салата", 420), ("Српска салата", 380),
            ("Ајвар", 220), ("Кајмак", 300), ("Лепиња", 60), ("Кафа домаћа", 180), ("Лимунада", 220),
            ("Пиво Јелен 0,5 л", 290), ("Ракија шљивовица", 250),
        ],
        money=["dot_group_comma", "comma"], qty=["  {q} x {u}"],
        words=dict(subtotal="МЕЂУЗБИР", total="УКУПНО", cash="ГОТОВИНА", change="КУСУР"),
        taxes=[("included", 20, "ПДВ Ђ 20,00%")],
        date="dots_serbian", thanks=["ХВАЛА НА ПОСЕТИ"],
    ),
    "ell": dict(
        script="Grek", country="GR", currency="EUR", decimals=2, step=50, notes=[2000, 5000, 10000],
        rtl=False, raqm="el", fonts=CYR_FONTS, greek_upper=0.6,
        shops=[
            ("ΤΑΒΕΡΝΑ Ο ΜΑΝΩΛΗΣ", "ΕΡΜΟΥ 45, ΑΘΗΝΑ 10563", "ΤΗΛ. 210 3221234"),
            ("ΨΗΤΟΠΩΛΕΙΟ ΤΟ ΣΤΕΚΙ", "ΤΣΙΜΙΣΚΗ 80, ΘΕΣΣΑΛΟΝΙΚΗ", "ΤΗΛ. 2310 234567"),
            ("ΚΑΦΕ ΑΝΑΤΟΛΗ", "ΠΛ. ΓΕΩΡΓΙΟΥ 3, ΠΑΤΡΑ", "ΤΗΛ. 2610 275555"),
            ("ΟΥΖΕΡΙ ΤΟ ΛΙΜΑΝΙ", "ΑΚΤΗ ΚΟΥΝΤΟΥΡΙΩΤΗ 12, ΠΕΙΡΑΙΑΣ", "ΤΗΛ. 210 4121212"),
        ],
        extra=["ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ ΠΩΛΗΣΗΣ", "ΑΦΜ 099999999 ΔΟΥ Α' ΑΘΗΝΩΝ", "ΑΡ. 000123  ΤΑΜΕΙΟ 1"],
        items=[
            ("Χωριάτικη σαλάτα", 9.50), ("Μουσακάς", 12.00), ("Παστίτσιο", 11.00),
            ("Σουβλάκι χοιρινό", 3.00), ("Γύρος πίτα", 4.00), ("Τζατζίκι", 4.50), ("Καλαμαράκια", 10.50),
            ("Φέτα ψητή", 6.50), ("Πατάτες τηγανητές", 4.00), ("Γεμιστά", 9.00), ("Μπύρα Μύθος", 5.00),
            ("Ούζο", 5.50), ("Φρέντο εσπρέσο", 3.50), ("Νερό 1 λίτρο", 1.00), ("Ψωμί", 1.00),
        ],
        money=["comma", "comma_euro"], qty=["  {q} x {u}"],
        words=dict(subtotal="ΜΕΡΙΚΟ ΣΥΝΟΛΟ", total="ΣΥΝΟΛΟ", cash="ΜΕΤΡΗΤΑ", change="ΡΕΣΤΑ"),
        taxes=[("included", 13, "ΦΠΑ 13%"), ("included", 24, "ΦΠΑ 24%")],
        date="slash", thanks=["ΕΥΧΑΡΙΣΤΟΥΜΕ ΠΟΛΥ"],
    ),
    "heb": dict(
        script="Hebr", country="IL", currency="ILS", decimals=2, step=100, notes=[10000, 20000],
        rtl=True, raqm="he",
        fonts=[(CULMUS + "MiriamMonoCLM-Book.ttf", 0), (CULMUS + "MiriamMonoCLM-Bold.ttf", 0),
               (DEJAVU + "DejaVuSans.ttf", 0), (DEJAVU + "DejaVuSansCondensed.ttf", 0),
               (LIB + "LiberationMono-Regular.ttf", 0), (LIB + "LiberationSans-Regular.ttf", 0)],
        shops=[
            ("מסעדת הפינה", "רחוב דיזנגוף 120, תל אביב", "טל. 03-5221234"),
            ("פלאפל הזקן", "רחוב יפו 45, ירושלים", "טל. 02-6251234"),
            ("קפה נחת", "שדרות בן גוריון 8, חיפה", "טל. 04-8381234"),
            ("מזנון השוק", "רחוב הרצל 30, באר שבע", "טל. 08-6231234"),
        ],
        extra=["ע.מ. 512345678", "חשבונית מס / קבלה 10234", "קופה 2  קופאית: דנה"],
        items=[
            ("פלאפל במנה", 25), ("שווארמה בלאפה", 52), ("חומוס עם פול", 38), ("שקשוקה", 48),
            ("סלט ישראלי", 32), ("שניצל עם צ'יפס", 62), ("צ'יפס", 20), ("פיתה", 5), ("קפה הפוך", 16),
            ("אספרסו כפול", 14), ("לימונדה", 15), ("מים מינרליים", 10), ("בירה גולדסטאר", 28),
            ("מיץ תפוזים סחוט", 22), ("מלבי", 24),
        ],
        money=["dot2"], qty=["{q} x {u}"],
        words=dict(subtotal="סכום ביניים", total='סה"כ לתשלום', cash="מזומן", change="עודף"),
        taxes=[("included", 18, 'מע"מ 18%')],
        date="hebrew", thanks=["תודה ולהתראות"],
    ),
    "ara": dict(
        script="Arab", country=None, currency=None, decimals=2, step=100, notes=[5000, 10000, 20000],
        rtl=True, raqm="ar",
        fonts=[(DEJAVU + "DejaVuSans.ttf", 0), (DEJAVU + "DejaVuSansCondensed.ttf", 0),
               (DEJAVU + "DejaVuSansMono.ttf", 0), (KACST + "KacstBook.ttf", 0),
               (KACST + "KacstOffice.ttf", 0)],
        countries=[
            dict(country="SA", currency="SAR", vat=15, vat_no="الرقم الضريبي: 300123456700003", shops=[
                ("مطعم الريف", "الرياض، حي العليا، شارع التحلية", "هاتف: 0112345678"),
                ("بوفية النخيل", "جدة، حي الروضة، شارع فلسطين", "هاتف: 0126654321"),
            ]),
            dict(country="AE", currency="AED", vat=5, vat_no="رقم التسجيل الضريبي: 100234567800003", shops=[
                ("مطعم الخليج", "دبي، ديرة، شارع الرقة", "هاتف: 042223344"),
                ("كافتيريا السلام", "أبوظبي، شارع حمدان", "هاتف: 026334455"),
            ]),
        ],
        # Phone numbers without separators: next to Arabic letters digits are Arabic numbers to the
        # bidi algorithm, and a hyphen or space between them would print the groups in reverse order.
        shops=[],
        extra=["فاتورة ضريبية مبسطة", "رقم الفاتورة: 10234", "الكاشير: أحمد"],
        items=[
            ("شاورما دجاج", 12), ("شاورما لحم", 15), ("فلافل", 5), ("حمص", 10), ("متبل", 12),
            ("فول مدمس", 8), ("كبسة دجاج", 28), ("مندي لحم", 45), ("مشاوي مشكلة", 55), ("سلطة خضراء", 9),
            ("بطاطس مقلية", 7), ("خبز", 1), ("شاي", 3), ("قهوة عربية", 8), ("عصير برتقال", 10),
            ("مياه معدنية", 2), ("بيبسي", 3),
        ],
        money=["dot2"], qty=["{q} x {u}"],
        words=dict(subtotal="المجموع", total="الإجمالي", cash="نقدا", change="الباقي"),
        taxes=[("added", None, "ضريبة القيمة المضافة {r}%"), ("included", None, "ضريبة القيمة المضافة {r}%")],
        date="arabic", thanks=["شكرا لزيارتكم"],
    ),
    "hin": dict(
        script="Deva", country="IN", currency="INR", decimals=2, step=500, notes=[50000, 100000, 200000],
        rtl=False, raqm="hi",
        fonts=[("/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf", 0),
               ("/usr/share/fonts/truetype/Sarai/Sarai.ttf", 0), ("/usr/share/fonts/truetype/Gargi/Gargi.ttf", 0)],
        shops=[
            ("अन्नपूर्णा रेस्टोरेंट", "12, चांदनी चौक, दिल्ली 110006", "फ़ोन: 011-23456789"),
            ("शर्मा भोजनालय", "एम.जी. रोड, इंदौर 452001", "फ़ोन: 0731-2541234"),
            ("गणेश स्वीट्स", "हज़रतगंज, लखनऊ 226001", "फ़ोन: 0522-2623456"),
            ("मुंबई वड़ा पाव सेंटर", "दादर पश्चिम, मुंबई 400028", "फ़ोन: 022-24301234"),
        ],
        extra=["जीएसटीआईएन: 07AABCS1234F1Z5", "बिल संख्या: 1023", "टेबल: 4  कैशियर: राहुल"],
        items=[
            ("मसाला डोसा", 120), ("पनीर बटर मसाला", 280), ("दाल मखनी", 220), ("बटर नान", 50),
            ("तंदूरी रोटी", 20), ("जीरा राइस", 150), ("वेज बिरयानी", 200), ("छोले भटूरे", 140),
            ("पाव भाजी", 130), ("समोसा (2 पीस)", 40), ("मसाला चाय", 25), ("मीठी लस्सी", 80),
            ("गुलाब जामुन", 60), ("पानी की बोतल", 20), ("वड़ा पाव", 25),
        ],
        money=["dot2_indian", "rupee"], qty=["  {q} x {u}"],
        words=dict(subtotal="उप-योग", total="कुल योग", cash="नकद", change="शेष"),
        taxes=[("gst", 5, "सीजीएसटी 2.5%", "एसजीएसटी 2.5%")],
        date="slash", date_label="दिनांक: ", time_label="समय: ", thanks=["धन्यवाद! फिर पधारें"],
    ),
}
