/// Every named rule of the parser, in one place, phase by phase in the order they run, with the reason for
/// the order.
///
/// A receipt is read in phases:
/// 1. The rows are rewritten by ``textRewrites`` (``ReceiptParser/prepared(_:)``) and scanned, then each
///    row is read into its role and amounts.
/// 2. The items: each row above the summary is offered to ``itemRules`` in order.
/// 3. The summary: each row under the items is offered to ``summaryLineReaders`` in order
///    (``SummaryReader``), into subtotals, taxes, totals and payments.
/// 4. The arithmetic: ``resolverSteps`` run in order on the items and the summary; one of them
///    (``FindTotal``) tries ``totalStrategies`` in order.
/// 5. Re-readings: where the arithmetic does not confirm the reading, ``ReceiptParser/parse(rows:)`` reads
///    the rows again in the ways of ``rereadings``, in order, and keeps a reading the arithmetic confirms
///    (each re-reading runs phases 2 to 4 again).
enum Catalogue {
    /// The rewrites of the rows before they are read, in order: rows are joined first (figures split into
    /// a column, then a label's head, which must see its row's amount), then prices moved to their names'
    /// rows (which needs rows whole), then single characters read again (a count column's ones, dollar signs
    /// read as `S`), which need each row's words where they belong.
    static let textRewrites: [any TextRewrite] = [
        ColumnFragmentsJoined(),
        LabelHeadPutBack(),
        PricesReadAboveRealigned(),
        CountColumnOnes(),
        DollarSignsReadAsS(),
    ]

    /// The rules that read an item row's numbers into its count, unit price and line total, in the order
    /// they run (``ItemFigures/read(_:currency:)``).
    ///
    /// The line total first (every other figure stands before it), then the numbers marked as what they are
    /// (a count `2x`, a weight, a unit price `@`; a `1x` read as a letter), then the unmarked ones that the
    /// marked leave (an amount before the total is the unit price, a small whole number the count), then the
    /// words that only mark a figure and the size words kept in the name; the product is checked only once
    /// every figure is read, and the corrections that need that check (a measured quantity, a large count
    /// that nothing confirms) come last.
    static let figureRules: [any FigureRule] = [
        LineTotalIsLastAmount(),
        MarkedCountOrUnitPrice(),
        MarkedOneReadAsLetter(),
        UnitPriceBeforeTotal(),
        WholeNumberCount(),
        UnitPriceWords(),
        SizeUnitsInName(),
        PiecesInName(),
        ProductChecked(),
        MeasuredQuantity(),
        LargeCountUnconfirmed(),
    ]

    /// The item rules, in the order each row is offered to them; the first that takes the row (or
    /// ends the items) decides it.
    ///
    /// The order follows what a row can be, most certain first:
    /// 1. Rows that end the items or are no item whatever their figures: a discount amount under a
    ///    discount line, a summary line (after the exceptions of an item named with a payment word, a
    ///    loyalty card's discount named with one, an item named with a total word or beginning with a tip or
    ///    service word, and a charge sold as a row of the items' table),
    ///    discounts, service charges and voids (after the exceptions of a counted item named with a
    ///    discount or service word, and of a charge printed above the items), count
    ///    lines (after giving the item above a count labelled under it), and every other row that is not a
    ///    plain one.
    /// 2. The row's figures, once a dash that only separates them is read: a negative line total is a
    ///    discount, and a row without a line total is a count row or text waiting for its item.
    /// 3. Amounts that belong to the item above or end the items, before any amount is taken for a new
    ///    item: a line total printed under its options, the items' sum, a name whose
    ///    prices stand below, count rows over and under their items (and under a name priced a piece), the
    ///    price per unit of weight under a weighed item, modifiers and sub-items.
    /// 4. The new item: figures kept from a count row above, its name (on the row, cut above, on the
    ///    rows above or below), unless it turns out to be a category sum or an option named above.
    static let itemRules: [any ItemRule] = [
        NegativeAmountLine(),
        PaymentWordInItemName(),
        PaymentWordOnDiscount(),
        TotalWordInItemName(),
        ChargeWordInItemName(),
        ChargeRowInItemsTable(),
        SummaryLineEndsItems(),
        ChargeWordInCountedItem(),
        ChargeAboveTheItems(),
        DiscountRow(),
        ItemCountWithTheirSum(),
        CountLineWithLineTotal(),
        CountLineUnderItem(),
        NonItemRow(),
        DashBeforeAmountOnCountedRow(),
        NegativeLineTotal(),
        CountAndUnitPriceRow(),
        TextRow(),
        LineTotalUnderOptions(),
        ItemsSumEndsItems(),
        NameEndingInSmallNumber(),
        CountRowOverItem(),
        CountRowUnderItem(),
        CountRowUnderUnitPrice(),
        UnitPriceUnderWeighedItem(),
        ModifierOrFreeOption(),
        PricedSubItem(),
        CountRowAboveGivesFigures(),
        NameOnPricedRow(),
        CategorySum(),
        ArticleCodeForName(),
        NameCutAbove(),
        StarredSubItemAbove(),
        OptionsNamedAbove(),
        NameOnRowsAbove(),
        PricedItem(),
    ]

    /// The readers of a summary row with an amount, in the order each row is offered to them; the first that
    /// takes the row decides it.
    ///
    /// Each reads rows of one role (the row's keyword); of a role, the exceptions come first: a net then a tax
    /// on a row read as a subtotal, a tax printed negative (noted, not taken), two taxes on one row, a saving
    /// taken off the bill before a summary of the tax on one row; of the rows without a keyword, a tax
    /// table's row, a negative amount, a rate with amounts, a charge at its printed rate and a tax word
    /// misread, before the amount kept aside as unlabelled, which takes whatever is left.
    static let summaryLineReaders: [any SummaryLineReader] = [
        NetThenTaxOnSubtotalRow(),
        SubtotalLine(),
        TotalLine(),
        NegativeTaxCharged(),
        TaxesSideBySide(),
        TaxLineReader(),
        ServiceLine(),
        TipLine(),
        DiscountLine(),
        RoundingLine(),
        PaymentLine(),
        SavingsTakenOff(),
        TaxSummaryOnOneRow(),
        TaxableBaseThenTax(),
        VATSummaryRow(),
        NegativeAmountTakenOff(),
        RateWithAmounts(),
        ChargeAtPrintedRate(),
        MisreadTaxWord(),
        UnlabelledAmount(),
    ]

    /// The steps of the arithmetic, in the order they run, each on the figures the steps before it left.
    ///
    /// The order:
    /// 1. The summary as read is cleaned of what cannot be a figure of the bill (a whole-number total line
    ///    that cannot be the total, a tax printed twice, of zero, above every total or summing the others, the
    ///    categories' sums, a voucher under the total, a discount printed twice or summing the others, a
    ///    rounding too large): every later step weighs only real figures.
    /// 2. The base the charges add to (the items before or after discounts the subtotal holds) and the ways
    ///    the charges may add (tax added or included, the rounding's sign, services summed): the search for
    ///    the total tries them.
    /// 3. The candidate totals, most trusted first, then the search for the total (``FindTotal``).
    /// 4. The repairs of what the chosen total shows: the total's last digit from the payment, the cash
    ///    rounding, then the items made to fit (a repair of the items needs the total), the total confirmed
    ///    again with them, then the repairs of the total itself, each only while the arithmetic confirms no
    ///    total (one digit off, read in part, one digit off by the payment, a sign read as a digit, a charge
    ///    read as a weaker total, lone amounts that chain).
    /// 5. The checks, on the figures as repaired, and the findings that follow them; last, the included
    ///    taxes held to their rates (which changes no sum, so comes after the checks).
    static let resolverSteps: [any ResolverStep] = [
        WholeTotalThatCannotBe(),
        TaxPrintedTwice(),
        ZeroTax(),
        TaxAboveTotal(),
        TaxSumLine(),
        CategoryTotals(),
        CouponUnderTotal(),
        DiscountPrintedTwice(),
        DiscountSumLine(),
        RoundingTooLarge(),
        DiscountsInSubtotal(),
        SubtotalBeforeItemDiscounts(),
        TaxAddedOrIncluded(),
        ServiceChargesSummed(),
        TotalCandidates(),
        TotalBelowSubtotal(),
        TotalsBySupport(),
        FindTotal(),
        TotalLastDigitFromPayment(),
        CashRoundedTotal(),
        RoundingUnderTotalPaid(),
        PricesWithTax(),
        ItemsMadeToFit(),
        TotalConfirmedAfterItemRepair(),
        TotalOneDigitOff(),
        TotalReadInPart(),
        TotalOneDigitFromPayment(),
        TotalSignReadAsDigit(),
        ChargeFromWeakTotal(),
        LooseChargeAndTotal(),
        ItemArithmeticCheck(),
        ItemsAgainstSubtotal(),
        ChainToTotal(),
        PaymentAgainstTotal(),
        NothingFoundSaid(),
        RefundTotalLine(),
        TotalNoteSaid(),
        IncludedTaxBound(),
    ]

    /// The ways ``ItemsMadeToFit`` makes the items add up to a goal, in the order they are tried: items short
    /// of it take a skipped line (nothing else makes up what they lack); items over it lose a saving as a
    /// discount on an item above first (the line is printed, so a discount it is), then several savings, and
    /// only then a line that is taken for no item.
    static let itemFixes: [any ItemFix] = [
        SkippedLineRescued(),
        SavingOnItemAbove(),
        SavingsOnItemsAbove(),
        NonItemLineDropped(),
    ]

    /// The ways of finding the total, in the order ``FindTotal`` tries them; the first that finds one gives it.
    ///
    /// Printed lines the arithmetic confirms come first (a total line, a total line of zero that the
    /// discounts make, a whole-number total, a total line
    /// that holds the cash handed over, a mislabelled subtotal or bare amount, the items' sum printed where
    /// no line reads as a total), then, of total lines that disagree, the one whose share at a tax's printed
    /// rate is that tax, then a printed total line the arithmetic does not confirm (a printed
    /// total is more often right than any sum of misread figures), then, with no total line at all, what
    /// the receipt's other lines confirm (the amount a tax note includes, the payment less the change, a
    /// payment, the last row read as an item that prints the payment less the change), and last the
    /// guesses, each said in a note
    /// (the subtotal alone, the subtotal plus charges, zero for free items, the payment less its change that
    /// the arithmetic does not make, the largest amount).
    static let totalStrategies: [any TotalStrategy] = [
        ConfirmedTotalLine(),
        DiscountedToZero(),
        WholeNumberTotal(),
        TotalLineHoldsPayment(),
        MislabelledTotal(),
        ItemsSumPrinted(),
        TotalByTaxRate(),
        UnconfirmedTotalLine(),
        TaxIncludedNote(),
        PaymentLessChange(),
        PaymentWithoutChange(),
        PaymentConfirmsPrintedAmount(),
        LastItemIsPaidTotal(),
        SubtotalOnly(),
        SubtotalPlusCharges(),
        FreeItemsZeroTotal(),
        PaymentLessChangeAlone(),
        LargestAmount(),
    ]

    /// The re-readings of a receipt that the arithmetic does not confirm, in the order they are tried,
    /// each on the best reading so far.
    ///
    /// Amounts grouped by a space come first: where the layout says so, the joined reading is the right
    /// one even when the first was verified. Then the readings that change characters everywhere (letters
    /// read as digits, dollar signs read as 8, one currency sign read as a digit), then one that moves the
    /// summary's amounts, and last the repairs that the arithmetic alone proposes (one item's digit, prices
    /// not read as money), which need the best reading's figures and are not called verified.
    static let rereadings: [any Rereading] = [
        AmountsGroupedBySpace(),
        LettersReadAsDigits(),
        EightsReadAsDollarSigns(),
        OneSignReadAsDigit(),
        SummaryAmountsOneRowOff(),
        ItemDigitFromSubtotal(),
        UnreadPricesFromSubtotal(),
    ]

    /// The names of the rules that ``ReceiptParser/Options/omittedRules`` can leave out, in the order they
    /// run: the item rules, the resolver's steps with the ways of finding the total in the place of
    /// ``FindTotal`` and the item fixes after ``ItemsMadeToFit``, then the re-readings. (The text rewrites, the
    /// figure rules and the summary's readers always run.)
    static var ruleNames: [String] {
        itemRules.map(ReceiptParser.ruleName) + resolverSteps.flatMap { step in
            step is FindTotal ? totalStrategies.map(ReceiptParser.ruleName)
                : step is ItemsMadeToFit ? [ReceiptParser.ruleName(step)] + itemFixes.map(ReceiptParser.ruleName) : [ReceiptParser.ruleName(step)]
        } + rereadings.map(ReceiptParser.ruleName)
    }
}
