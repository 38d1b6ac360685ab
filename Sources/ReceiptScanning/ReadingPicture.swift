import ReceiptOCR
import ReceiptParser
import SplitBillCore

/// A picture of what was read off a photo: the photo as cleaned up, with each recognised row boxed and
/// coloured by what the parser made of it, its item number or figure written beside it, and a legend of
/// the colours under it. A person sees at a glance which rows became items, which the total, and which were
/// passed over.
///
/// ```swift
/// var scanner = ReceiptScanner()
/// scanner.readOptions.keepsCleanedImage = true
/// let scanned = try scanner.scan(photo: "lunch.jpg")
/// let png = try ReadingPicture(scanned).png()
/// ```
public struct ReadingPicture: Sendable {
    /// What a row was read as, each with its own colour.
    public enum Kind: String, CaseIterable, Sendable {
        case item, subtotal, tax, charge = "tip or service", discount, total, payment, ignored

        /// The kind of a row of the trace.
        public init(_ row: ParseTrace.Row) {
            if row.item != nil {
                self = .item
                return
            }
            guard row.isSummaryFigure else {
                self = .ignored
                return
            }
            switch row.role {
            case "subtotal": self = .subtotal
            case "tax", "tax included": self = .tax
            case "service", "tip": self = .charge
            case "discount", "rounding": self = .discount
            case "total": self = .total
            case "payment": self = .payment
            default: self = .ignored
            }
        }

        /// The colour it is drawn in: well apart from each other and from black print, the ignored rows grey.
        public var colour: ImageMark.Colour {
            switch self {
            case .item: ImageMark.Colour(0x1F6FD0)
            case .subtotal: ImageMark.Colour(0x8E44AD)
            case .tax: ImageMark.Colour(0xE67E22)
            case .charge: ImageMark.Colour(0x16A5A5)
            case .discount: ImageMark.Colour(0xD63384)
            case .total: ImageMark.Colour(0x1E9E3E)
            case .payment: ImageMark.Colour(0x8D6E3F)
            case .ignored: ImageMark.Colour(0x9A9A9A)
            }
        }
    }

    /// The cleaned image the rows' boxes refer to (PNG); nil when the reading did not keep it.
    public var cleanedImage: [UInt8]?
    /// One mark for each row that has a box, in the order of the rows.
    public var marks: [ImageMark]

    /// The picture of `scanned`: a row of its trace is marked where the parser's row has a box (a row of
    /// a text has none).
    public init(_ scanned: ScannedReceipt) {
        cleanedImage = scanned.reading?.cleanedImage
        let trace = scanned.parsed.trace.rows
        let rows = scanned.parsed.rows
        marks = trace.compactMap { row in
            guard row.number >= 1, row.number <= rows.count, let box = rows[row.number - 1].box else { return nil }
            let kind = Kind(row)
            let label: String? = switch kind {
            case .item: row.item.map { "item \($0)" }
            case .ignored: nil
            default: kind.rawValue
            }
            return ImageMark(box: box, colour: kind.colour, label: label)
        }
    }

    /// Why a picture cannot be drawn.
    public enum Problem: Error, Equatable, Sendable {
        /// The reading did not keep its cleaned image (`ReadOptions.keepsCleanedImage` was off, or the
        /// receipt was a text).
        case noImage
        /// Drawing failed in the image library.
        case drawing(ReceiptOCRError)
    }

    /// The picture as PNG.
    public func png() throws(Problem) -> [UInt8] {
        guard let cleanedImage else { throw .noImage }
        do {
            let image = try ImageLoader().load(bytes: cleanedImage, name: "cleaned image")
            let legend = Kind.allCases.map { (name: $0.rawValue, colour: $0.colour) }
            return try image.marked(marks, legend: legend).pngData()
        } catch {
            throw .drawing(error)
        }
    }
}
