import SplitBillCore

/// Judges a reading of a receipt by what its rows say, so that a doubtful reading can be replaced by
/// another, made from the same image cleaned another way (``ReadOptions/alternativeReadings``).
///
/// ReceiptOCR knows nothing of receipts' arithmetic; the caller does. ReceiptScanning's
/// `ReceiptScanner` judges with the receipt parser: a reading with a printed total is settled; otherwise
/// other readings are made and the best kept (a verified receipt over one that is not, a total that adds
/// up over one that does not, fewer warnings over more).
///
/// ```swift
/// let judge = ReadingJudge { rows in
///     let total = rows.contains { $0.text.uppercased().contains("TOTAL") }
///     return .init(settled: total, rank: total ? 1 : 0)
/// }
/// let result = try reader.read(path: "receipt.jpg", judge: judge)
/// ```
public struct ReadingJudge: Sendable {
    /// What the judge thinks of one reading.
    public struct Verdict: Sendable, Equatable, Comparable {
        /// Whether the reading is good enough that no other reading is worth its time.
        public var settled: Bool
        /// How good the reading is; higher is better.
        public var rank: Int
        /// How many things are wrong with it; compared only between readings of equal rank, fewer is better.
        public var faults: Int
        /// What the judge made of the reading, for the caller to use again (the receipt parser's result,
        /// so that the kept reading is not parsed a second time). Not compared.
        public var detail: (any Sendable)?

        /// A verdict.
        public init(settled: Bool, rank: Int, faults: Int = 0, detail: (any Sendable)? = nil) {
            self.settled = settled
            self.rank = rank
            self.faults = faults
            self.detail = detail
        }

        /// Equal when settled, rank and faults are; the detail is not compared.
        public static func == (a: Verdict, b: Verdict) -> Bool {
            (a.settled, a.rank, a.faults) == (b.settled, b.rank, b.faults)
        }

        /// Worse first: lower rank, then more faults.
        public static func < (a: Verdict, b: Verdict) -> Bool {
            (a.rank, -a.faults) < (b.rank, -b.faults)
        }
    }

    /// Judges the rows of one reading.
    public var verdict: @Sendable ([RecognizedRow]) -> Verdict

    /// A judge.
    public init(_ verdict: @escaping @Sendable ([RecognizedRow]) -> Verdict) {
        self.verdict = verdict
    }
}
