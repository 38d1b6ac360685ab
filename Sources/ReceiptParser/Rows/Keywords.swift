/// What a keyword on a row says about the row.
enum KeywordKind: Hashable, Sendable {
    /// The amount to pay; a higher rank wins (rounded total over grand total over total).
    case total(rank: Int)
    case subtotal
    case tax
    /// "included" (IVA incluido, MwSt enthalten, TVA incluse, incl.).
    case included
    /// "excluding", "before" tax: the row is a net subtotal.
    case excluded
    /// Tax that only tells what part is taxable (Taxable amount): informative.
    case taxable
    case service
    case tip
    case discount
    case rounding
    /// Cash, card, change, points: never an item or a total.
    case payment
    /// Counts of items or units.
    case count
    /// "Amount": turns a count row into a total row (`Qty: 3 Amount: 705,000`).
    case amountWord
    /// Header and footer text: addresses, phones, tables, servers, tax numbers, thanks.
    case meta
    /// Savings already counted in the items (You saved): informative.
    case savings
    /// A voided line.
    case void
    /// The head of a tax summary table (GST SUMMARY, TAX CODE): totals below it are the table's.
    case tableHeader
    /// A table of suggested tips (Tip Guide, Suggested Gratuity): amounts one might add, not charged.
    case tipGuide
}

/// Multilingual keyword tables, in folded form (upper case, no accents, no punctuation).
///
/// Languages: English, Spanish, German, French, Italian, Portuguese, Dutch, Indonesian, Malay, Japanese,
/// Chinese, Korean, and the total, subtotal, tax, service, tip, discount, rounding and payment words of
/// Estonian, Finnish, Swedish, Norwegian, Danish, Polish, Czech, Slovak, Hungarian, Romanian, Croatian,
/// Slovene, Lithuanian, Latvian, Turkish, Vietnamese, Russian, Ukrainian, Bulgarian, Serbian, Greek, Arabic,
/// Hindi, Thai and Hebrew (Hebrew's and Arabic's phrases also in the order OCR gives right-to-left rows).
enum Keywords {
    /// Every phrase with its kind; phrases are words separated by spaces.
    static let table: [(phrase: String, kind: KeywordKind)] = {
        var t: [(String, KeywordKind)] = []
        // `add` and `addFolded` are kept out of line: inlined, their loops at each of the forty-odd calls made
        // the optimiser's copy-on-write pass (COWArrayOpt) take three and a half minutes on this one closure
        // in a release build.
        @inline(never)
        func add(_ kind: KeywordKind, _ phrases: [String]) {
            for p in phrases { t.append((p, kind)) }
        }
        add(.total(rank: 6), ["ROUNDED TOTAL", "TOTAL ROUNDED", "TOTAL ROUND", "ROUNDED AMOUNT", "NETT TOTAL ROUNDED", "TOTAL AMT ROUNDED", "TOTAL AMOUNT ROUNDED", "TOTAL AFTER ADJ", "TOTAL AFTER ROUNDING",
            "TOTAL AFTER ROUNDING ADJ", "AFTER ROUNDING"])
        add(.total(rank: 5), [
            "GRAND TOTAL", "GRANDTOTAL", "DUE", "AMOUNT DUE", "TO PAY", "TOTAL AMT", "TOTAL AMT PAYABLE", "AMT PAYABLE", "BALANCE DUE", "TOTAL DUE", "AMOUNT PAYABLE", "TOTAL PAYABLE",
            "NET AMOUNT", "NETT AMOUNT", "NET PAYABLE", "NETT PAYABLE", "BILL AMOUNT", "BILL TOTAL", "TOTAL BILL", "NET TOTAL", "NETT TOTAL", "TOTAL AMOUNT", "TOTAL TO PAY", "PLEASE PAY",
            "I ALT", "ATT BETALA", "A BETALE", "TOTAL A PAGAR", "IMPORTE TOTAL", "TOTAL EUROS", "TOTAL EUR", "A PAGAR",
            "ZU ZAHLEN", "ZU BEZAHLEN", "ZAHLBETRAG", "GESAMTBETRAG", "ENDSUMME", "GESAMTSUMME", "SUMME EUR", "BETRAG EUR",
            "NET A PAYER", "A PAYER", "TOTAL TTC", "MONTANT TTC", "MONTANT DU",
            "TOTALE COMPLESSIVO", "TOTALE EURO", "DA PAGARE", "IMPORTO DA PAGARE", "TOTALE DOVUTO",
            "VALOR TOTAL", "VALOR A PAGAR", "TOTAL A RECEBER",
            "TE BETALEN", "TOTAALBEDRAG", "TOTAAL BEDRAG",
            "TOTAL COMPRA", "TOT COMPRA", "TOTAL BAYAR", "TOTAL BELANJA", "TOTAL TAGIHAN", "TAGIHAN", "JUMLAH BAYAR", "JUMLAH TAGIHAN", "GRAND TOTAL RP",
            "JUMLAH RUPIAH", "JML RUPIAH", "TOTAL RUPIAH",
            "JUMLAH BESAR", "JUMLAH KESELURUHAN", "JUMLAH PERLU DIBAYAR", "JUMLAH SEMUA",
        ])
        add(.total(rank: 4), [
            "TOTAL", "TOTALS", "TL", "TOTAL SALES", "TOTA", "OTAL", "TOTL", "TOAL", "SUMMA", "TOTALLE", "SUMME", "GESAMT", "TOTALE", "TOTAAL", "JUMLAH", "TTL", "TOT", "TOTAL RM",
            "KOKKU", "YHTEENSA",
            // Japanese and Chinese (one word each: these scripts print no spaces between words).
            "合計", "合计", "総計", "总计", "總計", "お会計", "会計", "お買上計", "お買上げ計", "総額", "总额", "總額", "应付", "應付", "应付金额",
            "應付金額", "应收", "應收", "应收金额", "應收金額", "消费金额", "消費金額",
            // Korean.
            "합계", "총액", "총계", "총합계", "총구매액",
        ])
        // The total with the tip or service added to it, under the tip's line: the amount to pay, not a tip.
        add(.total(rank: 5), ["TOTAL CON PROPINA", "TOTAL PROPINA", "TOTAL INCL TIP", "TOTAL INCLUDING TIP", "TOTAL WITH TIP",
                              "TOTAL WITH GRATUITY", "TOTAL COM GORJETA", "TOTAL MIT TRINKGELD", "TOTAL AVEC POURBOIRE"])
        add(.total(rank: 5), ["総合計", "ご請求額", "お支払金額", "お支払い金額", "税込合計", "合計金額", "合计金额", "实付", "实付金额", "합계금액", "총금액", "받을금액", "결제금액"])
        add(.total(rank: 3), ["AMOUNT", "AMT", "IMPORTE", "BETRAG", "MONTANT", "IMPORTO", "VALOR", "BEDRAG", "SALE", "SALES"])
        add(.total(rank: 2), ["BALANCE", "BAL", "SALDO"])
        add(.subtotal, [
            "SUBTOTAL", "SUB TOTAL", "SUB TOTA", "SUB TOTL", "SUB OTAL", "SUBTOTALE", "SUBTOTAAL", "SUB TOTAAL", "SUBTTL", "SUB TTL", "SUBTOT", "SUB TOT", "UB TOTAL",
            // The head of SUBTOTAL lost to OCR (`btota|`, `ubtotal`).
            "UBTOTAL", "UBTOTA", "BTOTAL", "BTOTA", "SUBTOTA",
            "TOTAL PARCIAL", "SUMA", "ZWISCHENSUMME", "ZW SUMME", "SOUS TOTAL", "SOUSTOTAL", "TOTALE PARZIALE", "PARZIALE",
            "NETTO", "NET", "NETT", "TOTAL HT", "MONTANT HT", "TOTAL EXCL", "TOTAL EXC", "TOTAL EX", "TOTAL EX TAX", "TOTAL EXCL TAX", "TOTAL BEFORE TAX", "SUBTOTAL RP",
            "GROSS AMOUNT", "GROSS TOTAL", "GROSS SALES",
            "小計", "小计", "税抜合計", "소계", "공급가액",
            "ITEM TOTAL", "ITEMS TOTAL", "JUMLAH KECIL", "SUB JUMLAH", "HARGA JUAL", "SUMMA ILMA KM", "ILMA KM", "SUMMA ILMA KMTA", "ILMA KMTA",
        ])
        add(.tax, [
            "TAX", "TAXES", "SALES TAX", "STATE TAX", "CITY TAX", "LOCAL TAX", "COUNTY TAX", "VAT", "GST", "HST", "PST", "QST", "SST",
            "SERVICE TAX", "TX", "TAX1", "TAX2", "IVA", "IGIC", "IMPUESTO", "IMPUESTOS", "MWST", "UST", "MEHRWERTSTEUER",
            "STEUER", "TVA", "TAXE", "TAXES", "IMPOSTA", "IMPOSTE", "IMPOSTO", "IMPOSTOS", "ICMS", "BTW", "PPN", "PB1", "PBI", "PB 1",
            "MOMS", "MVA", "PAJAK", "PAJAK RESTORAN", "PAJAK RESTO", "PREST", "P REST", "P RESTO", "PRESTO", "RESTAURANT TAX", "RESTO TAX", "GOVT TAX", "GOVERNMENT TAX",
            "CUKAI", "CUKAI PERKHIDMATAN",
            // Excise taxes charged beside the VAT: Mexico's IEPS (`IVA 16%`, then `IEPS 8%`).
            "IEPS", "EXCISE", "EXCISE TAX",
            // India's GST, printed as its central, state, integrated and union-territory parts.
            "CGST", "SGST", "IGST", "UTGST", "KAIBEMAKS", "ALV",
            "消費税", "消費税等", "内消費税", "内消費税等", "うち消費税", "うち消費税等", "外消費税", "内税", "外税", "税額", "税", "税金", "税额", "税费", "增值税", "부가세", "부가가치세", "세액",
            // The sum of the taxes, not the receipt's total.
            "VAT TOTAL", "TAX TOTAL", "GST TOTAL", "TOTAL VAT", "TOTAL TAX", "TOTAL TAXES", "TOTAL GST",
        ])
        add(.included, [
            "INCL", "INCLUDED", "INCLUDING", "INCLUSIVE", "INC", "INCLUIDO", "INCLUIDA", "INCLUIDOS", "INCLUIDAS", "INCLUSO",
            "INCLUSA", "INCLUSE", "INCLUS", "INCLUSES", "INKL", "INKLUSIVE", "ENTHALTEN", "INBEGREPEN", "INCLUSIEF", "TERMASUK",
            "TTC", "INCLUIDO EN EL PRECIO", "HERAF", "DAVON", "INCLUDES", "TOTAL INCLUDES", "TOTAL INCLUDED", "COMPRESA", "COMPRESO",
            "税込", "含税", "内消費税", "内消費税等", "うち消費税", "うち消費税等", "内税",
            // `di cui IVA 10%`, `dont TVA`, `waarvan BTW`: of which tax, the part of the total that is tax.
            "DI CUI", "DONT", "WAARVAN",
        ])
        // Brazil's NFC-e prints the taxes the prices contain (Lei 12.741/2012): a tax, and an included one.
        for kind in [KeywordKind.tax, .included] {
            add(kind, ["TRIBUTOS TOTAIS INCIDENTES", "TRIBUTOS TOTAIS", "TRIBUTOS INCIDENTES", "VALOR APROXIMADO DOS TRIBUTOS",
                       "VALOR APROX DOS TRIBUTOS", "VAL APROX DOS TRIBUTOS", "TOTAL APROXIMADO DE TRIBUTOS", "TOTAL APROX DE TRIBUTOS",
                       "TRIB APROX", "TRIBUTOS APROX", "TRIBUTOS APROXIMADOS"])
        }
        add(.excluded, ["EXCL", "EXC", "EX", "EXCLUDING", "EXCLUSIVE", "BEFORE", "EXKL", "SEBELUM", "HT", "SIN IVA", "SENZA IVA", "SEM IVA"])
        add(.taxable, ["TAXABLE", "TAXABLE AMOUNT", "NON TAXABLE", "NONTAXABLE", "BASE IMPONIBLE", "BASE", "IMPONIBILE", "DPP",
                       "BRUTTO", "ZERO RATED", "EXEMPT", "공급가액", "과세물품가액", "과세물품", "면세물품가액"])
        add(.service, [
            "SERVICE", "SERVICES", "SERVICE CHARGE", "SERVICE CH", "SERVICE CHG", "SVO", "SVC CHRG", "SERV CHARGE", "SVC", "SVC CHG", "SVCCHG", "SRV", "SERV", "SC", "S C", "SERVIS",
            "SV CHG", "SV CHARGE", "SVC CHARGE", "SERV CHG", "SERVICE CHRG", "SVR CHG", "SVR CHARGE", "SVR CHRG",
            "BIAYA LAYANAN", "LAYANAN", "CAJ PERKHIDMATAN", "CAJ SERVIS", "SERVICIO", "SERVIZIO", "COPERTO", "BEDIENUNG",
            "TAXA DE SERVICO", "TAXA SERVICO", "SERVICEKOSTEN", "BEDIENINGSGELD",
            "サービス料", "服务费", "服務費", "봉사료", "SERVICO", "SERVICOS", "COUVERT",
            // Other charges on the bill: surcharges (a card's, a Sunday's), delivery and platform fees.
            "SURCHARGE", "CARD SURCHARGE", "CREDIT CARD SURCHARGE", "CARD FEE", "DELIVERY FEE", "DELIVERY CHARGE",
            "SERVICE FEE", "CONVENIENCE FEE", "PLATFORM FEE", "SMALL ORDER FEE", "MUNICIPALITY FEE",
        ])
        add(.tip, ["TIP", "TIPS", "GRATUITY", "GRAT", "PROPINA", "TRINKGELD", "POURBOIRE", "MANCIA", "GORJETA", "FOOI", "TIP AMOUNT",
                   "DRICKS", "DRIKKEPENGER", "DRIKKEPENGE", "JUOMARAHA", "NAPIWEK", "SPROPITNE", "BAHSIS",
                   "DASHER TIP", "DRIVER TIP", "COURIER TIP", "RIDER TIP", "DELIVERY TIP"])
        add(.discount, [
            "DISCOUNT", "DISC", "DISKON", "POTONGAN", "POT", "PROMO", "PROMOTION", "VOUCHER", "COUPON", "CPN", "DESCUENTO", "DTO",
            "DESC", "RABATT", "NACHLASS", "REMISE", "RABAIS", "REDUCTION", "SCONTO", "DESCONTO", "KORTING", "MEMBER DISC",
            "HAPPY HOUR", "OFFER", "MARKDOWN", "PRICE CUT", "DIS", "LOYALTY DISCOUNT", "LOYALTY DISC", "LOYALTY OFF",
            "値引", "値引き", "割引", "折扣", "优惠", "할인", "할인금액",
        ])
        add(.rounding, [
            "ROUNDING", "ROUNDING ADJ", "ROUNDING ADJUSTMENT", "RNDG", "ROUND ADJ", "ROUNDING ADJT", "PEMBULATAN", "PENGGENAPAN",
            "ROUND OFF", "ROUNDOFF", "REDONDEO", "RUNDUNG", "ARRONDI", "ARROTONDAMENTO", "ARREDONDAMENTO", "AFRONDING", "PEMBUNDARAN", "ADJ",
            "AFRUNDING", "AVRUNDNING", "AVRUNDING", "ORESAVRUNDNING", "OREAVRUNDNING", "PYORISTYS", "ZAOKRAGLENIE", "ZAOKROUHLENI",
        ])
        add(.payment, [
            "CASH", "TUNAI", "CHANGE", "CHANGED", "CG", "CHANGE DUE", "KEMBALI", "KEMBALIAN", "CARD", "CREDIT", "CREDIT CARD", "DEBIT", "VISA",
            "MASTERCARD", "MASTER CARD", "MASTER", "MC", "AMEX", "DISCOVER", "TENDER", "TENDERED", "AMOUNT TENDERED", "PAID", "PAYMENT",
            "PAYMENTS", "BAYAR", "DIBAYAR", "PEMBAYARAN", "UANG", "EFECTIVO", "CAMBIO", "CAMBIO", "TARJETA", "ENTREGADO",
            "ENTREGA", "BAR EUR", "BAR BEZAHLT", "BARZAHLUNG", "BARGELD", "GEGEBEN", "RUCKGELD", "RUECKGELD", "ZURUCK", "KARTE", "EC", "GIROCARD", "ESPECES",
            "RENDU", "RENDU MONNAIE", "MONNAIE", "CARTE BANCAIRE", "CARTE BLEUE", "PAIEMENT CARTE", "CB", "CONTANTI", "CONTANTE", "RESTO", "CARTA DI CREDITO", "BANCOMAT",
            "DINHEIRO", "TROCO", "CARTAO", "CONTANT", "WISSELGELD", "PIN", "PINNEN", "POINTS", "POINT", "LOYALTY", "REWARDS",
            "OVO", "GOPAY", "FLAZZ", "BCA", "EDC", "MANDIRI", "BNI", "BRI", "QRIS", "DANA", "SHOPEEPAY", "LINKAJA", "EMONEY",
            "E MONEY", "LAIN", "CHEQUE", "CHECK", "ACCOUNT", "APPROVED", "APPROVAL", "AUTH", "AUTH CODE",
            "CUSTOMER PAID", "TENDERED CASH", "DEBET", "KREDIT", "NON TUNAI", "ECARD", "E CARD", "GIFT CARD",
            "CHANGE AMOUNT", "CASH TENDERED",
            "お預り", "お預かり", "預り", "預かり", "お釣り", "お釣", "釣銭", "おつり", "現金", "クレジット", "现金", "找零", "找赎", "實收", "实收", "收款",
            "付款金额", "付款金額", "找續", "현금", "카드", "신용카드", "거스름돈", "받은금액", "받은돈",
            "TILBAGE", "VEKSEL", "KONTANT", "VUELTO", "VUELTA", "SU CAMBIO", "PAGADO", "PAGO",
        ])
        add(.count, [
            "QTY", "QTYS", "QUANTITY", "ITEMS", "ITEM", "ITEMS SOLD", "NO OF ITEMS", "TOTAL ITEMS", "TOTAL QTY", "JML", "JUMLAH ITEM",
            "ARTICULOS", "ARTIKEL", "ARTICLES", "ARTICOLI", "ARTIGOS", "ARTIKELEN", "ITEM S", "ITEMS S",
            "TOTAL ITEM", "TOTAL QUANTITY", "BIL", "NO OF ITEM",
            "点数", "数量", "수량", "총수량", "합계수량", "합계수량금액", "NO OF UNITS", "TOTAL UNITS", "TOTAL NO OF UNITS", "TOTAL NO OF ITEMS", "UNITS SOLD",
        ])
        add(.amountWord, ["AMOUNT", "AMT"])
        add(.meta, [
            "TEL", "TELP", "TELEPHONE", "PHONE", "PH", "FAX", "TELF", "TELEF", "TELEFS", "TELEFONO", "TELEFONE", "TELEFON",
            "TFNO", "TLF", "TLFNO", "TELEFONI", "HP", "WA", "NPWP", "GST ID", "GST REG", "GST NO", "CO REG", "COMPANY REG",
            "TAX ID", "VAT NO", "VAT REG", "TAX INVOICE", "INVOICE", "RECEIPT", "RECEIPT NO", "CASHIER", "KASIR", "SERVER",
            "WAITER", "WAITRESS", "OPERATOR", "TABLE", "TBL", "MEJA", "DATE", "TIME", "TANGGAL", "TGL", "JAM", "WAKTU", "ORDER",
            "ORDER NO", "BILL", "BILL NO", "CHECK NO", "CHK", "TRANS", "TRANSACTION", "TRX", "REG", "TERMINAL", "STORE", "STORE NO",
            "THANK", "THANKS", "THANK YOU", "TERIMA KASIH", "WWW", "HTTP", "HTTPS", "COM", "VISIT", "GUEST", "GUESTS", "PAX", "COVERS",
            "STATION", "POS", "REF", "MERCHANT", "MID", "TID", "BATCH", "TRACE", "ENTRY", "CHIP", "SIGNATURE", "CUSTOMER COPY",
            "MERCHANT COPY", "MERCI", "DANKE", "VIELEN DANK", "GRACIAS", "GRAZIE", "OBRIGADO", "OBRIGADA", "BEDANKT", "NIF", "CIF",
            "STEUERNUMMER", "STEUER NR", "STNR", "UST ID", "USTID", "SIRET", "SIREN", "P IVA", "PARTITA IVA", "FATTURA",
            "SCONTRINO", "FACTURA", "FACTURA SIMPLIFICADA", "KASSE", "BELEG", "QUITTUNG", "RECHNUNG", "MESA",
            "TISCH", "TAVOLO", "TAFEL", "CAMARERO", "KELLNER", "SERVEUR", "CAMERIERE", "ADDRESS", "ALAMAT", "JL", "JLN", "JALAN",
            "SDN BHD", "BHD", "PT", "CV", "TBK", "WELCOME", "SELAMAT", "SELAMAT DATANG", "PLEASE", "COME AGAIN", "HAVE A NICE DAY",
            "EMAIL", "E MAIL", "HOURS", "DOC NO", "SLIP", "NUMBER", "MEMBER", "MEMBERSHIP", "CUST",
            "CUSTOMER", "SALESPERSON", "SALES PERSON", "COUNTER", "SHIFT", "KASSIERER", "CAJERO", "CAISSE", "CAISSIER", "CASSA",
            "CASSIERE", "CAIXA", "KASSA", "LOKET", "EXCHANGE", "REFUND", "RETURN", "RETURNS", "POLICY", "GOODS", "SOLD",
            "NOT RETURNABLE", "KEEP", "COPY", "DUPLICATE", "REPRINT", "VAT REG NO", "TAX REG", "BRANCH", "OUTLET", "CABANG",
            "SURVEY", "FEEDBACK", "LOCATION", "ACCT", "CARD NO", "CARD NUMBER", "EXPIRY", "EXP",
            "EMPLOYEE", "CLERK", "SERVED BY", "ASSOCIATE", "BARTENDER",
            // Customer care in a footer (`LAYANAN KONSUMEN SMS/WA 0811 1500 000`): no service charge.
            "CUSTOMER SERVICE", "CUSTOMER CARE", "CUSTOMER SERVICES", "LAYANAN KONSUMEN", "LAYANAN PELANGGAN", "SERVICE CLIENT", "SERVICIO AL CLIENTE",
            "ATENCION AL CLIENTE", "KUNDENSERVICE", "SERVIZIO CLIENTI",
            // Japanese and Chinese: table, guests, the server.
            "卓番", "テーブル", "人数", "担当", "担当者", "桌号", "桌號",
            // Korean: address, business number, owner, trade name, telephone.
            "주소", "사업자", "사업자번호", "사업자등록번호", "대표자", "대표", "상호", "전화", "전화번호",
        ])
        add(.savings, ["REG PRICE", "REGPRICE", "REGULAR PRICE", "CARDSAV", "CARD SAV", "CARD SAVINGS", "CLUB CARD SAVINGS",
                       "MEMBER SAVINGS", "YOU SAVE", "TOTAL SAVE", "TOTAL SAV", "YOU SAVED", "SAVED", "SAVING", "SAVINGS", "TOTAL SAVING", "YOUR SAVINGS", "TOTAL SAVINGS", "HEMAT", "ANDA HEMAT", "AHORRO",
                       "ERSPARNIS", "ECONOMIE", "RISPARMIO", "POUPANCA", "BESPARING"])
        add(.tipGuide, ["TIP GUIDE", "TIPS GUIDE", "GRATUITY GUIDE", "TIPPING GUIDE", "SUGGESTED TIP", "SUGGESTED TIPS",
                        "SUGGESTED GRATUITY", "SUGGESTED GRATUITIES", "TIP SUGGESTION", "TIP SUGGESTIONS", "GRATUITY SUGGESTION",
                        "GRATUITY SUGGESTIONS", "TIP CALCULATOR", "PROPINA SUGERIDA"])
        add(.tableHeader, ["SUMMARY", "GST SUMMARY", "TAX SUMMARY", "VAT SUMMARY", "MWST SATZ", "STEUERSATZ"])
        add(.void, ["VOID", "VOIDED", "CANCEL", "CANCELLED", "STORNO", "ANULADO", "ANNULE", "BATAL", "REFUND ITEM"])
        // The total, tax and payment words of the Nordic languages, Polish, Czech, Turkish, Vietnamese, Greek,
        // Thai and Hebrew, written as printed and folded as a receipt's words are (`TỔNG CỘNG`, `DO ZAPŁATY`).
        @inline(never)
        func addFolded(_ kind: KeywordKind, _ phrases: [String]) {
            add(kind, phrases.map { $0.split(separator: " ").map { Folding.keyWord($0) }.joined(separator: " ") })
        }
        addFolded(.total(rank: 4), [
            "TOTALT", "I ALT", "RAZEM", "CELKEM", "TOPLAM", "TỔNG CỘNG", "TỔNG", "ΣΥΝΟΛΟ", "ยอดรวม", "סה\"כ",
        ])
        addFolded(.total(rank: 5), [
            "ATT BETALA", "Å BETALE", "AT BETALE", "MAKSETTAVA", "DO ZAPŁATY", "K ÚHRADĚ", "K ZAPLACENÍ",
            "GENEL TOPLAM", "TỔNG THANH TOÁN", "ยอดสุทธิ", "לתשלום", "סה\"כ לתשלום",
        ])
        addFolded(.subtotal, ["ARA TOPLAM", "TẠM TÍNH", "CỘNG TIỀN HÀNG", "TIỀN HÀNG", "รวมเงิน", "MEZISOUČET"])
        addFolded(.meta, ["SĐT", "ĐIỆN THOẠI", "ĐỊA CHỈ", "HÓA ĐƠN", "SỐ HĐ"])
        addFolded(.tax, ["PTU", "SUMA PTU", "DPH", "KDV", "TOPKDV", "TOPLAM KDV", "ΦΠΑ", "THUẾ GTGT", "THUẾ", "ภาษีมูลค่าเพิ่ม",
                         "מע\"מ", "IGV", "IMPOCONSUMO"])
        addFolded(.taxable, ["VATABLE", "ZÁKLAD", "VEROTON", "NETTO KWOTA", "SPRZEDAŻ OPODATKOWANA"])
        // `LESS VAT (SC)`, `Less: VAT`: the tax taken off (the Philippines' senior citizens pay none), not charged.
        add(.discount, ["LESS VAT", "LESS TAX"])
        addFolded(.discount, ["RABAT", "SLEVA", "İNDİRİM", "GIẢM GIÁ", "ΕΚΠΤΩΣΗ", "ส่วนลด", "הנחה"])
        addFolded(.payment, [
            "KORT", "KORTTI", "KATEINEN", "VAIHTORAHA", "VÄXEL", "BANKKORT", "GOTÓWKA", "RESZTA", "KARTA", "HOTOVOST", "PLATEBNÍ KARTA",
            "VRÁCENO", "NAKİT", "KREDİ KARTI", "PARA ÜSTÜ", "TIỀN MẶT", "TIỀN KHÁCH ĐƯA", "TIỀN THỐI LẠI", "TIỀN THỪA", "ΜΕΤΡΗΤΑ",
            "ΡΕΣΤΑ", "ΚΑΡΤΑ", "เงินสด", "เงินทอน", "מזומן", "עודף", "אשראי",
        ])
        // Cyrillic (Russian, Ukrainian, Bulgarian, Serbian), Greek, Arabic, Devanagari, Thai, Hebrew, and the Latin
        // languages of central and eastern Europe and the Baltic: the words their tills print for the total, the
        // subtotal, the tax, the service, the tip, the discount, cash rounding, payment and change.
        addFolded(.total(rank: 4), [
            "ИТОГ", "ИТОГО", "ВСЕГО", "СУМА", "РАЗОМ", "ВСЬОГО", "ОБЩО", "ВСИЧКО", "УКУПНО", "UKUPNO", "SKUPAJ",
            "ÖSSZESEN", "SPOLU", "CELKOM", "IŠ VISO", "KOPĀ", "ΣΎΝΟΛΟ", "المجموع", "مجموع", "कुल", "योग", "รวม", "סכום",
        ])
        addFolded(.total(rank: 5), [
            "К ОПЛАТЕ", "ИТОГО К ОПЛАТЕ", "ДО СПЛАТИ", "ЗА ПЛАЩАНЕ", "ОБЩА СУМА", "ЗА УПЛАТУ", "ZA UPLATU", "ZA PLAĆANJE",
            "ZA PLAČILO", "UKUPAN IZNOS", "FIZETENDŐ", "K ÚHRADE", "TOTAL DE PLATĂ", "TOTAL DE PLATA", "MOKĖTI", "SAMAKSAI",
            "SUMA PLN", "ΓΕΝΙΚΌ ΣΎΝΟΛΟ", "ΠΛΗΡΩΤΈΟ", "ΣΎΝΟΛΟ ΠΛΗΡΩΜΉΣ", "الإجمالي", "الاجمالي", "المبلغ الإجمالي",
            "الإجمالي المبلغ", "المجموع الكلي", "الكلي المجموع", "الصافي", "कुल योग", "कुल राशि", "देय राशि", "รวมทั้งสิ้น",
            "ยอดชำระ", "ยอดรวมสุทธิ", "לתשלום סה\"כ",
        ])
        addFolded(.total(rank: 3), ["СУММА"])
        addFolded(.subtotal, [
            "ПОДЫТОГ", "ПРОМЕЖУТОЧНЫЙ ИТОГ", "ПІДСУМОК", "МЕЖДИННА СУМА", "МЕЂУЗБИР", "MEĐUZBIR", "RÉSZÖSSZEG", "MEDZISÚČET",
            "ΜΕΡΙΚΌ ΣΎΝΟΛΟ", "ΥΠΟΣΎΝΟΛΟ", "المجموع الفرعي", "الفرعي المجموع", "उप योग", "उपयोग", "ביניים סה\"כ", "סה\"כ ביניים",
        ])
        addFolded(.tax, [
            "НДС", "ПДВ", "ДДС", "PDV", "DDV", "ÁFA", "PVM", "PVN", "ΦΠΑ", "ضريبة", "الضريبة", "ضريبة القيمة المضافة",
            "القيمة المضافة", "जीएसटी", "कर", "ภาษี",
        ])
        addFolded(.included, ["В Т Ч", "ВКЛЮЧАЯ", "У Т Ч", "ВКЛЮЧНО", "ВКЛ", "ВКЛЮЧЕН", "ВКЛЮЧЕНО", "שכולל", "כולל"])
        addFolded(.service, [
            "ОБСЛУЖИВАНИЕ", "ЗА ОБСЛУЖИВАНИЕ", "ОБСЛУГОВУВАННЯ", "ОБСЛУЖВАНЕ", "SZERVIZDÍJ", "ΥΠΗΡΕΣΊΑ", "خدمة", "رسوم الخدمة",
            "الخدمة رسوم", "सेवा शुल्क", "ค่าบริการ", "שירות", "דמי שירות",
        ])
        addFolded(.tip, ["ЧАЕВЫЕ", "ЧАЙОВІ", "БАКШИШ", "NAPOJNICA", "BORRAVALÓ", "BACȘIȘ", "BACSIS", "ΦΙΛΟΔΏΡΗΜΑ", "بقشيش", "टिप", "ทิป", "טיפ"])
        addFolded(.discount, [
            "СКИДКА", "ЗНИЖКА", "ОТСТЪПКА", "ПОПУСТ", "POPUST", "KEDVEZMÉNY", "REDUCERE", "OPUST", "NUOLAIDA", "ATLAIDE", "خصم",
            "छूट",
        ])
        addFolded(.rounding, ["ОКРУГЛЕНИЕ", "ЗАОКРУГЛЕННЯ", "ZAOKRUŽIVANJE", "KEREKÍTÉS", "ZAOKRÚHLENIE", "AFRUNDING", "AVRUNDNING"])
        addFolded(.payment, [
            "НАЛИЧНЫМИ", "НАЛИЧНЫЕ", "БЕЗНАЛИЧНЫМИ", "КАРТА", "КАРТОЙ", "СДАЧА", "ПОЛУЧЕНО", "ОПЛАЧЕНО", "ГОТІВКА", "КАРТКА",
            "БЕЗГОТІВКОВА", "РЕШТА", "В БРОЙ", "БРОЙ", "РЕСТО", "ПОЛУЧЕНИ", "ГОТОВИНА", "GOTOVINA", "КАРТИЦА", "KARTICA", "КУСУР",
            "KUSUR", "ПОВРАЋАЈ", "POVRAĆAJ", "KÉSZPÉNZ", "VISSZAJÁRÓ", "BANKKÁRTYA", "NUMERAR", "HOTOVOSŤ", "GRYNIEJI",
            "GRĄŽA", "SKAIDRA NAUDA", "ATLIKUMS", "SULARAHA", "TAGASI", "نقدا", "نقداً", "نقدي", "الباقي", "المتبقي", "بطاقة",
            "مدفوع", "المدفوع", "नकद", "शेष", "वापसी", "รับเงิน", "ทอน", "บัตรเครดิต", "כרטיס",
        ])
        addFolded(.meta, [
            "КАССИР", "КАСИР", "КАСИЕР", "ТЕЛ", "ИНН", "ЕИК", "ПИБ", "ЧЕК", "КАССОВЫЙ ЧЕК", "ФИСКАЛЕН БОН", "ФІСКАЛЬНИЙ ЧЕК",
            "СПАСИБО", "ДЯКУЄМО", "БЛАГОДАРИМ", "ХВАЛА", "СТОЛ", "ОФИЦИАНТ", "ДАТА", "ВРЕМЯ", "АДРЕС", "РАЧУН", "OIB", "NYUGTA",
            "ADÓSZÁM", "ΑΦΜ", "ΕΥΧΑΡΙΣΤΟΎΜΕ", "ΤΗΛ", "فاتورة", "هاتف", "شكرا", "الرقم الضريبي", "धन्यवाद", "बिल", "ใบเสร็จรับเงิน",
            "ขอบคุณ", "โทร", "חשבונית", "קופה", "תודה", "טלפון",
        ])
        // Tills abbreviate a word of a phrase as they please (`Net Amt` for `Net Amount`): every phrase
        // of two words or more is also known with each word's usual abbreviation.
        let abbreviations: [String: String] = ["AMOUNT": "AMT"]
        var known = Set(t.map { "\($0.0)|\($0.1)" })
        for (phrase, kind) in t {
            let words = phrase.split(separator: " ").map(String.init)
            guard words.count >= 2, words.contains(where: { abbreviations[$0] != nil }) else { continue }
            let short = words.map { abbreviations[$0] ?? $0 }.joined(separator: " ")
            if known.insert("\(short)|\(kind)").inserted { t.append((short, kind)) }
        }
        return t
    }()

    /// Keywords too short or too common to trust in the middle of a row.
    static let weak: Set<String> = [
        "SC", "PST", "HST", "QST", "SST", "TX", "SRV", "SERV", "SVC", "MC", "EC", "CB", "PIN", "POT", "DESC", "REF", "REG", "PT",
        "CV", "TBL", "TTL", "TOT", "AMT", "NET", "NETT", "BAL", "TL", "CG", "SALE", "SALES", "VALOR", "BASE", "ADJ", "GRAT",
        "TIP", "TIPS", "DISC", "DTO", "CPN", "OFFER", "BIL", "JML", "PH", "HP", "WA", "JAM", "JL", "JLN", "CHK", "NUMBER", "ORDER", "STORE", "BILL",
        "TABLE", "COPY", "SLIP", "POINT", "POINTS", "DANA", "LAIN", "TENDER", "CARD", "CHECK", "PAID", "BAR", "MASTER", "UANG", "BCA", "BNI", "BRI", "OVO", "PAX", "ENTRY", "CHIP",
    ]

    /// The kinds of each squashed phrase (spaces removed): `SUB TOTAL` is found as `SUBTOTAL`.
    static let byPhrase: [String: [KeywordKind]] = {
        var d: [String: [KeywordKind]] = [:]
        for (phrase, kind) in table {
            let key = phrase.replacingSpaces()
            if !(d[key]?.contains(kind) ?? false) { d[key, default: []].append(kind) }
        }
        return d
    }()

    /// Keyword kinds found in folded words, each phrase matched on whole words (so `SUB TOTAL`
    /// matches both `SUB TOTAL` and `SUBTOTAL`, and `TOTAL` does not match inside `SUBTOTAL`).
    ///
    /// Returns the kinds with the index of the word where each match starts and of the word after it ends.
    ///
    /// `afterCount`: the row starts with a count (`1 CB PR SIRLOIN 162,000`), so that even its first
    /// word is in the middle of an item's name for the short keywords (other than total words).
    static func find(in words: [String], afterCount: Bool = false) -> [(kind: KeywordKind, at: Int, end: Int, phrase: String)] {
        var found: [(kind: KeywordKind, at: Int, end: Int, phrase: String)] = []
        for i in words.indices {
            var joined = ""
            for j in i..<min(words.count, i + 4) {
                joined += words[j]
                guard joined.count <= 24 else { break }
                if let kinds = byPhrase[joined] {
                    for k in kinds { found.append((kind: k, at: i, end: j + 1, phrase: joined)) }
                }
            }
        }
        // Short, ambiguous keywords (`SC`, `PST`, `TL`) count only at the start of a row or after
        // another keyword word: in `1 LM Dmplg Chli Sc 68,000` and `Bakmie Pst/ Bakso` they are names.
        // A short tax word after one short word that is none (`NSS   HST   2.24`: OCR's specks before the label)
        // ends the row's words as a label does: it is the tax.
        // After a count, a total word is kept (`12 BAL 37.00` is a balance, OCR made the 12).
        found.removeAll { f in
            let isTotal = if case .total = f.kind { true } else { false }
            let labelAfterSpecks = f.kind == .tax && f.at == 1 && f.end == words.count && words[0].count <= 3 && !afterCount
            return weak.contains(f.phrase) && !labelAfterSpecks
                && (f.at > 0 ? !KeywordRepair.vocabulary.contains(words[f.at - 1]) : afterCount && !isTotal)
        }
        // `COM` is a web address's end only where it ends the row (`atons com`): inside a row it is a word
        // of a name (`Água com gás`, Portuguese for "with").
        found.removeAll { $0.phrase == "COM" && $0.end != words.count }
        // The longest phrase wins where phrases overlap: `CHANGE DUE` is change, not an amount due;
        // `P RESTO` is a tax, not Italian change; `TOTAL BAYAR` is the total, not a payment.
        let kept = found.filter { f in
            !found.contains { g in g.at <= f.at && g.end >= f.end && (g.end - g.at) > (f.end - f.at) }
        }
        return kept
    }
}

extension String {
    /// The text without spaces.
    func replacingSpaces() -> String { String(filter { $0 != " " }) }
}
