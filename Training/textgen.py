"""Receipt-like text for synthetic training lines.

Every line is generated from a seeded random generator, out of three pools:
- words taken from the training receipts' own lines (never from the measured corpora's scans or
  photos) and from CORD's text, which is measured as text only;
- word lists written here: store words, food and shop items, and the total, tax, tip, payment and
  change words of the languages the parser knows, with their accented letters;
- numbers: quantities, unit prices and line totals in the ways receipts print them (dot or comma
  decimals, grouping, currency signs and codes before or after, `2 x 3,30`, `@`, trailing `-` for
  discounts, tax letters), dates, times, phone and document numbers.
"""

import random

CURRENCIES = [
    # (sign before, sign after, decimals, decimal mark, grouping mark)
    ("$", "", 2, ".", ","), ("", "", 2, ".", ","), ("RM", "", 2, ".", ","), ("RM ", "", 2, ".", ","),
    ("€", "", 2, ",", "."), ("", " €", 2, ",", "."), ("", " EUR", 2, ",", "."), ("EUR ", "", 2, ",", "."),
    ("£", "", 2, ".", ","), ("S$", "", 2, ".", ","), ("A$", "", 2, ".", ","), ("CHF ", "", 2, ".", "'"),
    ("Rp ", "", 0, ",", "."), ("Rp", "", 0, ",", "."), ("", "", 0, ",", "."), ("", "", 0, ".", ","),
    ("", " Kč", 2, ",", " "), ("", " zł", 2, ",", " "), ("", " kr", 2, ",", "."), ("Rs.", "", 2, ".", ","),
    ("", "", 2, ",", "."), ("", "", 3, ".", ","), ("OMR ", "", 3, ".", ","), ("¥", "", 0, ".", ","),
    ("₱", "", 2, ".", ","), ("", " CHF", 2, ".", "'"), ("USD ", "", 2, ".", ","), ("$ ", "", 2, ".", ","),
    ("₹", "", 2, ".", ","), ("₹ ", "", 2, ".", ","), ("Rs ", "", 2, ".", ","), ("", " zł", 2, ",", "."),
]

TOTAL_WORDS = [
    "TOTAL", "Total", "SUBTOTAL", "Subtotal", "Sub Total", "SUB-TOTAL", "GRAND TOTAL", "Grand Total",
    "TOTAL DUE", "Amount Due", "BALANCE DUE", "Balance", "NET TOTAL", "Nett Total", "TOTAL AMOUNT",
    "Total Sales (Inclusive GST)", "TOTAL INCL. GST", "Rounding", "Rounding Adj", "ROUNDING ADJ",
    "TAX", "Tax", "Sales Tax", "SALES TAX", "GST 6%", "GST @6%", "SR 6%", "VAT 20%", "HST 13%", "PST",
    "Tip", "TIP", "Gratuity", "Service Charge", "SERVICE CHARGE 10%", "Svc Chg", "Discount", "DISCOUNT",
    "CASH", "Cash", "CHANGE", "Change", "Change Due", "VISA", "MASTERCARD", "Card", "Paid", "Tendered",
    "SUMME", "Summe", "Zwischensumme", "Gesamt", "Gesamtbetrag", "zu zahlen", "Bar", "Rückgeld",
    "Gegeben", "MwSt", "MwSt. 19%", "inkl. MwSt.", "Netto", "Brutto", "Trinkgeld", "Rabatt", "Kartenzahlung",
    "TOTAL TTC", "Total TTC", "Montant HT", "TVA 10%", "TVA 20,0%", "Espèces", "Rendu", "Remise",
    "Sous-total", "Net à payer", "À payer", "Pourboire", "Carte bancaire", "Reçu",
    "TOTAL A PAGAR", "Importe", "IVA 21%", "IVA incluido", "Efectivo", "Cambio", "Propina",
    "Descuento", "Base imponible", "Total compra", "Señal", "Piña", "Año",
    "TOTALE", "Totale complessivo", "Contanti", "Resto", "Sconto", "IVA 22%", "Servizio", "Coperto",
    "Importo da pagare", "Totale parziale", "Più", "Perché",
    "Valor total", "Troco", "Dinheiro", "Desconto", "Gorjeta", "Serviço",
    "TOTAAL", "Te betalen", "Wisselgeld", "Korting", "BTW 9%", "Fooi",
    "JUMLAH", "Jumlah", "TUNAI", "Tunai", "KEMBALI", "Kembalian", "PPN 10%", "PB1", "Diskon",
    "Total Bayar", "Service Charge 5%", "Pembulatan",
    "SUMMA", "Moms", "Att betala", "I alt", "Kontant", "Yhteensä", "ALV 14%", "Käteinen", "Kokku",
]

HEADER_WORDS = [
    "RESTAURANT", "Restaurant", "CAFE", "Café", "Bistro", "Brasserie", "Trattoria", "Pizzeria", "BAR",
    "Bäckerei", "Metzgerei", "Konditorei", "Gasthaus", "Wirtshaus", "Crêperie", "Pâtisserie",
    "Boulangerie", "Taquería", "Cervecería", "Marisquería", "Churrería", "Osteria", "Gelateria",
    "SUPERMARKET", "Market", "MINI MARKET", "Hardware", "PHARMACY", "Bakery", "Deli", "Grill",
    "SDN BHD", "SDN. BHD.", "ENTERPRISE", "TRADING", "Ltd", "LLC", "Inc.", "GmbH", "S.A.", "S.L.",
    "S.r.l.", "SARL", "B.V.", "AB", "Oy", "PT", "CV",
    "Straße", "Str.", "Platz", "Avenue", "Ave", "Street", "St.", "Road", "Rd", "Jalan", "Jln",
    "Calle", "Rue", "Via", "Rua", "Plaza", "Boulevard", "Blvd", "Suite", "Taman", "Lot", "No.",
    "Tel", "Tel:", "Fax", "Phone", "GST Reg No", "GST ID", "Co. Reg", "VAT No", "USt-IdNr.", "N.I.F.",
    "SIRET", "P.IVA", "NPWP", "ABN", "TAX INVOICE", "Tax Invoice", "Receipt", "RECEIPT", "Invoice No",
    "Bill No", "Table", "Tisch", "Mesa", "Table", "Tavolo", "Covers", "Guests", "Server", "Cashier",
    "Kasse", "Bon", "Beleg", "Caisse", "Ticket", "Factura", "Scontrino", "Cupom", "Kasir", "Meja",
    "THANK YOU", "Thank you!", "Vielen Dank", "Danke", "Merci", "Gracias", "Grazie", "Obrigado",
    "Terima kasih", "Please come again", "Auf Wiedersehen", "À bientôt", "Hasta pronto", "Tak",
    "Date", "Time", "Datum", "Uhrzeit", "Fecha", "Hora", "Heure", "Data", "Ora", "Tanggal", "Jam",
    "¡Gracias!", "¡Hasta pronto!", "¿Factura?", "Nº", "N°", "Nº Ticket", "Caixa nº", "1º", "2ª via",
    "• • •", "– – –", "·", "Café · Bar", "Straße", "Größe", "Gebühr", "Rückgabe", "Bäckerstraße",
    "Société", "Île", "Façade", "Garçon", "Château", "Hôtel", "Plaça", "São Paulo", "Málaga", "Córdoba",
    "Zürich", "Genève", "Århus", "Malmö", "Göteborg", "Łeba",
]

ITEM_WORDS = [
    "Burger", "Cheeseburger", "Fries", "Pizza", "Margherita", "Salad", "Caesar", "Soup", "Steak",
    "Chicken", "Wings", "Fish", "Chips", "Tacos", "Nachos", "Burrito", "Sandwich", "Club", "Wrap",
    "Coffee", "Latte", "Cappuccino", "Espresso", "Americano", "Mocha", "Tea", "Iced", "Hot", "Large",
    "Small", "Medium", "Regular", "Beer", "Wine", "Red", "White", "Glass", "Bottle", "Pint", "Water",
    "Sparkling", "Cola", "Diet", "Lemonade", "Juice", "Orange", "Apple", "Cake", "Pie", "Ice Cream",
    "Dessert", "Brownie", "Cookie", "Muffin", "Bagel", "Croissant", "Toast", "Eggs", "Bacon", "Rice",
    "Noodles", "Fried", "Nasi", "Lemak", "Goreng", "Mee", "Teh", "Tarik", "Ayam", "Kopi", "Roti",
    "Bakso", "Sate", "Es", "Jeruk", "Manis", "Pedas",
    "Brötchen", "Weißbier", "Weizen", "Schnitzel", "Würstchen", "Käse", "Kartoffelsalat", "Spätzle",
    "Apfelschorle", "Kaffee", "Brezel", "Gemüse", "Knödel", "Frühstück", "Grüner Tee", "Süßkartoffel",
    "Crème brûlée", "Café crème", "Thé", "Bière", "Vin rouge", "Entrée", "Plat du jour", "Gâteau",
    "Côte de bœuf", "Salade niçoise", "Moules frites", "Crêpe", "Pâtes", "Fromage", "Rosé", "Pression",
    "Paella", "Jamón ibérico", "Tortilla", "Caña", "Sangría", "Piña colada", "Cañas", "Albóndigas",
    "Champiñones", "Croquetas", "Jalapeño", "Calamares", "Churros", "Café con leche", "Tostada",
    "Spaghetti", "Tagliatelle", "Gnocchi", "Tiramisù", "Caffè", "Acqua", "Birra", "Vino", "Antipasto",
    "Bacalhau", "Pão", "Galão", "Açaí", "Feijoada", "Coração", "Limão", "Guaraná",
    "Smørrebrød", "Kött", "Öl", "Kaffe", "Smörgås", "Räkor", "Lakritsi", "Blåbær", "Æbleskiver", "Rødvin",
    "Smørbrød", "Øl", "Pierogi", "Łosoś", "Kraków", "Hähnchen", "Müsli", "Soupe à l'oignon", "Pâté", "Thé glacé",
    "Déjeuner", "Ración", "½ Pollo", "1ª Ración", "Ração", "Coração", "Piñata", "Jalapeños", "Crème fraîche",
    "Gruyère", "Bœuf", "Rösti", "Grüner Veltliner", "Spätburgunder", "Weißwein", "Käsespätzle", "Mañana",
    "Milk", "Bread", "Butter", "Cheese", "Eggs 12", "Bananas", "Tomatoes", "Onions", "Potatoes",
    "Shampoo", "Soap", "Tissue", "Detergent", "Battery", "Screw", "Nails", "Tape", "Paint", "Brush",
    "Gloves", "Bulb", "Cable", "Pen", "Notebook", "Envelope", "Glue", "Scissors",
]

UNITS = ["", "", "", " 500g", " 1L", " 330ml", " 0,5l", " 1kg", " 250 g", " 12pcs", " XL", " 2pk"]
TAX_CODES = ["", "", "", " A", " B", " *", " T", " SR", " ZR", " 1", " 2", " N", " E"]


class TextGen:
    """A seeded generator of receipt lines, mixing a pool of real training text with made-up rows."""

    def __init__(self, seed, real_lines=(), cord_lines=()):
        self.rng = random.Random(seed)
        self.real = list(real_lines)
        self.cord = list(cord_lines)
        words = set()
        for line in self.real + self.cord:
            for w in line.split():
                if any(c.isalpha() for c in w) and len(w) > 1:
                    words.add(w)
        self.real_words = sorted(words)
        self.force_sign = False

    # numbers -----------------------------------------------------------------------------------

    def amount(self, value, style):
        before, after, decimals, mark, group = style
        whole = int(value)
        frac = round((value - whole) * 10 ** decimals) if decimals else 0
        if frac >= 10 ** decimals and decimals:
            whole, frac = whole + 1, 0
        digits = str(whole)
        if group and whole >= 1000 and self.rng.random() < 0.7:
            parts = []
            while len(digits) > 3:
                parts.insert(0, digits[-3:])
                digits = digits[:-3]
            parts.insert(0, digits)
            digits = group.join(parts)
        text = digits + (mark + str(frac).rjust(decimals, "0") if decimals else "")
        return text

    def price(self, style, low=0.5, high=120.0):
        decimals = style[2]
        if decimals == 0 and style[0].startswith(("Rp", "")) and style[4] in ".,":
            value = self.rng.choice([500, 1000, 1500, 2000, 2500]) * self.rng.randint(1, 60)
            if self.rng.random() < 0.3:
                value *= 10
            return float(value)
        value = self.rng.uniform(low, high) if self.rng.random() < 0.8 else self.rng.uniform(high, high * 20)
        if decimals == 2 and self.rng.random() < 0.4:
            value = round(value * 2) / 2 - self.rng.choice([0, 0.01, 0.05, 0.1])
        return max(value, 0.01)

    def money(self, value, style, sign=True):
        text = self.amount(value, style)
        if not sign or (not self.force_sign and self.rng.random() < 0.45):
            return text
        before, after = style[0], style[1]
        return f"{before}{text}{after}"

    def date(self):
        r = self.rng
        d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(2015, 2026)
        hh, mm, ss = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
        forms = [
            f"{d:02d}/{m:02d}/{y}", f"{m:02d}/{d:02d}/{y % 100:02d}", f"{d:02d}.{m:02d}.{y}",
            f"{d:02d}.{m:02d}.{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}-{m:02d}-{y}",
            f"{d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} {y}",
            f"{d:02d} {['JAN', 'FEB', 'MAR', 'APR', 'MEI', 'JUN', 'JUL', 'AGU', 'SEP', 'OKT', 'NOV', 'DES'][m - 1]} {y % 100:02d}",
        ]
        text = r.choice(forms)
        if r.random() < 0.6:
            text += r.choice([" ", "  ", " - ", " Time: "]) + (f"{hh:02d}:{mm:02d}" if r.random() < 0.6 else f"{hh:02d}:{mm:02d}:{ss:02d}")
            if r.random() < 0.2:
                text += r.choice([" AM", " PM", "h"])
        if r.random() < 0.3:
            text = r.choice(["Date: ", "DATE ", "Datum: ", "Fecha: ", "Tanggal: ", "Le ", "Data: "]) + text
        return text

    def code(self):
        r = self.rng
        forms = [
            lambda: f"{r.choice(['Tel', 'TEL', 'Tel.', 'Phone', 'Fax', 'Tlf'])}: {r.randint(10, 99)}-{r.randint(1000, 9999)} {r.randint(1000, 9999)}",
            lambda: f"{r.choice(['Invoice No', 'Bill No', 'Receipt #', 'Rechnung Nr.', 'Ticket n°', 'Nº', 'Order'])}: {r.randint(1, 999999):06d}",
            lambda: f"{r.choice(['GST REG NO', 'GST ID No', 'CO. REG NO', 'USt-IdNr.', 'VAT No', 'NIF', 'P.IVA'])}: {r.choice(['', 'DE', 'IT', 'ES', 'B'])}{r.randint(10 ** 8, 10 ** 11)}",
            lambda: f"{r.choice(['Table', 'Tisch', 'Mesa', 'Tbl', 'Meja'])} {r.randint(1, 60)}  {r.choice(['Guests', 'Pax', 'Covers', 'Pers.'])}: {r.randint(1, 12)}",
            lambda: f"{r.choice(['Cashier', 'Server', 'Kasse', 'Caissier', 'Kasir', 'Bed.'])}: {r.choice(self.real_words or ['ANNA'])[:10]}  #{r.randint(1, 99)}",
            lambda: f"{'*' * r.randint(4, 12)}{r.randint(1000, 9999)}",
            lambda: f"{r.randint(100000, 9999999999999)}",
            lambda: f"{r.choice(['AUTH', 'Auth Code', 'APPR', 'Ref'])}: {r.randint(100000, 999999)}",
        ]
        return r.choice(forms)()

    # lines --------------------------------------------------------------------------------------

    def item_name(self):
        r = self.rng
        pool = ITEM_WORDS if r.random() < 0.6 or not self.real_words else self.real_words
        name = " ".join(r.choice(pool) for _ in range(r.choice([1, 1, 2, 2, 3])))
        name += r.choice(UNITS)
        if r.random() < 0.35:
            name = name.upper()
        if r.random() < 0.08:
            name = r.choice(["*", "- ", "+ ", "> ", "  "]) + name
        return name

    def item_line(self, style):
        r = self.rng
        qty = r.choice([1, 1, 1, 1, 2, 2, 3, 4, 6, 10, 12])
        unit = self.price(style)
        total = qty * unit
        name = self.item_name()
        code = r.choice(TAX_CODES)
        sep = " " * r.randint(1, 6)
        form = r.randrange(9)
        if form == 0:
            return f"{name}{sep}{self.money(total, style)}{code}"
        if form == 1:
            return f"{qty} {name}{sep}{self.money(total, style)}{code}"
        if form == 2:
            return f"{qty} x {self.money(unit, style, False)}{sep}{self.money(total, style)}"
        if form == 3:
            return f"{qty}x {name}{sep}{self.money(unit, style, False)}{sep}{self.money(total, style)}"
        if form == 4:
            return f"{qty} {r.choice(['x', 'X', '@', '*', 'à', 'a', '×'])} {self.money(unit, style)}{sep}{self.money(total, style, False)}{code}"
        if form == 5:
            return f"{r.randint(1000, 99999999)} {name}{sep}{self.money(total, style, False)}"
        if form == 6:
            return f"{name}{sep}{qty}{sep}{self.money(unit, style, False)}{sep}{self.money(total, style, False)}"
        if form == 7:
            return f"{name}{sep}-{self.money(self.price(style, 0.5, 10), style, False)}" if r.random() < 0.5 \
                else f"{name}{sep}{self.money(self.price(style, 0.5, 10), style, False)}-"
        return f"{qty:.3f} kg x {self.money(unit, style, False)} /kg{sep}{self.money(total, style, False)}".replace(".", style[3], 1)

    def summary_line(self, style):
        r = self.rng
        word = r.choice(TOTAL_WORDS)
        if r.random() < 0.4:
            word = word.upper()
        sep = r.choice([" ", "  ", ": ", " : ", "   ", "\t"]).replace("\t", "    ")
        value = self.price(style, 5, 400)
        if r.random() < 0.2:
            return f"{word}{sep}{style[0] or style[1].strip() or 'EUR'} {self.amount(value, style)}"
        return f"{word}{sep}{self.money(value, style)}"

    def header_line(self):
        r = self.rng
        pool = HEADER_WORDS if r.random() < 0.6 or not self.real_words else self.real_words
        words = [r.choice(pool) for _ in range(r.randint(1, 4))]
        if r.random() < 0.3:
            words.insert(r.randrange(len(words) + 1), str(r.randint(1, 9999)))
        line = " ".join(words)
        return line.upper() if r.random() < 0.3 else line

    def line(self, sign=None):
        """A receipt line; with `sign`, an item or summary row whose amounts carry that currency sign."""
        r = self.rng
        if sign is not None:
            style = r.choice([c for c in CURRENCIES if sign in c[0] + c[1]])
            self.force_sign = True
            try:
                return self.item_line(style) if r.random() < 0.6 else self.summary_line(style)
            finally:
                self.force_sign = False
        roll = r.random()
        if self.real and roll < 0.25:
            return r.choice(self.real)
        if self.cord and roll < 0.40:
            return r.choice(self.cord)
        style = r.choice(CURRENCIES)
        roll = r.random()
        if roll < 0.45:
            return self.item_line(style)
        if roll < 0.70:
            return self.summary_line(style)
        if roll < 0.82:
            return self.header_line()
        if roll < 0.91:
            return self.date()
        return self.code()
