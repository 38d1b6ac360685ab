/// Where a HEIF file keeps each item's coded data, and which codec configuration goes with it: the `meta`
/// box's item locations (`iloc`, with `idat` for data kept inside the box), property container (`ipco`)
/// and property associations (`ipma`), as ISO/IEC 14496-12 (8.11.3) and ISO/IEC 23008-12 (9.3) lay them out.
///
/// Only what ``AV1PictureSize`` needs to see the bytes libheif hands the AV1 decoder is read. Any damaged
/// size or offset ends the part of the reading it is in, and a file that lists more than a few thousand
/// items or more than a few dozen extents for one item is read only that far: this is run on untrusted
/// files before libheif, so it must neither trap nor take long.
struct HEIFItems {
    /// One item: its identifier and the byte ranges of the file its data is made of, in order.
    struct Item {
        let id: Int
        let extents: [Range<Int>]
    }

    /// The items whose data lies in this file, in the order `iloc` lists them.
    private(set) var items: [Item] = []

    /// The body of each `av1C` property (its 4-byte record header and configuration OBUs) by the
    /// identifiers of the items it is associated with.
    private(set) var av1Configurations: [Int: [Range<Int>]] = [:]

    /// The most items read, the most extents read for one item, and the most `av1C` properties kept for one
    /// item (a real item has one).
    static let maxItems = 4_096, maxExtentsPerItem = 64, maxConfigurationsPerItem = 4

    /// The items and configurations of a file's `meta` box; empty when it has none.
    init(_ bytes: [UInt8]) {
        guard let meta = Self.boxes(in: bytes, 0..<bytes.count).first(where: { $0.type == "meta" }),
              meta.body.count >= 4 else { return }
        let children = Self.boxes(in: bytes, (meta.body.lowerBound + 4)..<meta.body.upperBound)
        let idat = children.first { $0.type == "idat" }?.body
        if let iloc = children.first(where: { $0.type == "iloc" }) {
            items = Self.items(ofLocationBox: bytes, iloc.body, idat: idat)
        }
        if let iprp = children.first(where: { $0.type == "iprp" }) {
            av1Configurations = Self.av1Configurations(ofPropertiesBox: bytes, iprp.body)
        }
    }

    // MARK: Boxes

    /// The boxes one after another in `range`: each its four-character type and the range of its body.
    /// A box whose size is damaged (smaller than its header, or past the end of `range`) ends the list.
    static func boxes(in bytes: [UInt8], _ range: Range<Int>) -> [(type: String, body: Range<Int>)] {
        var boxes: [(type: String, body: Range<Int>)] = []
        var at = range.lowerBound
        while at + 8 <= range.upperBound, boxes.count < 4_096 {
            guard let size32 = number(bytes, at: at, size: 4) else { break }
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            var header = 8, size = size32
            if size32 == 1 {  // a 64-bit size follows the type
                guard let large = number(bytes, at: at + 8, size: 8) else { break }
                header = 16
                size = large
            } else if size32 == 0 {  // the box runs to the end of its container
                size = range.upperBound - at
            }
            guard size >= header, size <= range.upperBound - at else { break }
            boxes.append((type, (at + header)..<(at + size)))
            at += size
        }
        return boxes
    }

    /// The big-endian number of `size` bytes (0 to 8) at `at`; nil past the end of `bytes` or when it does
    /// not fit an `Int`.
    static func number(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
        guard at >= 0, size >= 0, size <= 8, at <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(bytes[at + i]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    // MARK: Item locations

    /// The items of an `iloc` box (versions 0, 1 and 2) whose data is in this file: construction method 0
    /// (offsets into the file) or 1 (offsets into the `idat` box's data). Items built from other items
    /// (method 2) or kept in other files are left out; an extent past the end of its data ends its item.
    static func items(ofLocationBox bytes: [UInt8], _ body: Range<Int>, idat: Range<Int>?) -> [Item] {
        var reader = FieldReader(bytes: bytes, at: body.lowerBound, end: body.upperBound)
        guard let version = reader.read(1), version <= 2, reader.skip(3),  // version, flags
              let sizes = reader.read(2) else { return [] }
        let offsetSize = sizes >> 12, lengthSize = sizes >> 8 & 0xF, baseOffsetSize = sizes >> 4 & 0xF
        let indexSize = version == 0 ? 0 : sizes & 0xF
        guard [offsetSize, lengthSize, baseOffsetSize, indexSize].allSatisfy({ [0, 4, 8].contains($0) }),
              let count = reader.read(version < 2 ? 2 : 4) else { return [] }
        var items: [Item] = []
        for _ in 0..<min(count, maxItems) {
            guard let id = reader.read(version < 2 ? 2 : 4),
                  let method = version == 0 ? 0 : reader.read(2).map({ $0 & 0xF }),
                  let dataReference = reader.read(2),
                  let baseOffset = reader.read(baseOffsetSize),
                  let extentCount = reader.read(2) else { break }
            var extents: [(offset: Int, length: Int)] = []
            for _ in 0..<min(extentCount, maxExtentsPerItem) {
                guard reader.skip(indexSize), let offset = reader.read(offsetSize),
                      let length = reader.read(lengthSize) else { return items }
                extents.append((offset, length))
            }
            // The extents past those read are stepped over at once (they may take no bytes at all).
            let unread = extentCount - extents.count
            guard reader.skip(unread * (indexSize + offsetSize + lengthSize)) else { return items }
            let container: Range<Int>? = method == 0 ? 0..<bytes.count : method == 1 ? idat : nil
            if dataReference == 0, let container {
                items.append(Item(id: id, extents: resolve(extents, base: baseOffset, in: container)))
            }
        }
        return items
    }

    /// The byte ranges of extents given as offsets from `base` inside `container` (a length of 0 means to
    /// the end of it), up to the first that does not start inside it; one that runs past its end is cut
    /// there.
    static func resolve(_ extents: [(offset: Int, length: Int)], base: Int, in container: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for extent in extents {
            let (offset, overflow) = base.addingReportingOverflow(extent.offset)
            guard !overflow, offset < container.count else { break }
            let start = container.lowerBound + offset
            let end = extent.length == 0 || extent.length > container.upperBound - start
                ? container.upperBound : start + extent.length
            ranges.append(start..<end)
        }
        return ranges
    }

    // MARK: Properties

    /// The `av1C` properties of an `iprp` box by the items its `ipma` boxes associate them with.
    static func av1Configurations(ofPropertiesBox bytes: [UInt8], _ body: Range<Int>) -> [Int: [Range<Int>]] {
        let children = boxes(in: bytes, body)
        guard let ipco = children.first(where: { $0.type == "ipco" }) else { return [:] }
        let properties = boxes(in: bytes, ipco.body)
        var configurations: [Int: [Range<Int>]] = [:]
        for ipma in children where ipma.type == "ipma" {
            for (item, index) in associations(ofAssociationBox: bytes, ipma.body)
            where index >= 1 && index <= properties.count && properties[index - 1].type == "av1C" {
                let body = properties[index - 1].body
                if let known = configurations[item], known.contains(body) || known.count >= maxConfigurationsPerItem { continue }
                configurations[item, default: []].append(body)
            }
        }
        return configurations
    }

    /// The (item identifier, 1-based property index) pairs of an `ipma` box, up to the first damaged entry.
    static func associations(ofAssociationBox bytes: [UInt8], _ body: Range<Int>) -> [(item: Int, property: Int)] {
        var reader = FieldReader(bytes: bytes, at: body.lowerBound, end: body.upperBound)
        guard let version = reader.read(1), let flags = reader.read(3), let count = reader.read(4) else { return [] }
        var pairs: [(item: Int, property: Int)] = []
        for _ in 0..<min(count, maxItems) {
            guard let item = reader.read(version < 1 ? 2 : 4), let associations = reader.read(1) else { break }
            for _ in 0..<associations {
                // The essential bit, then the index in 7 bits, or in 15 when flag 1 is set.
                guard let association = reader.read(flags & 1 == 1 ? 2 : 1) else { return pairs }
                pairs.append((item, association & (flags & 1 == 1 ? 0x7FFF : 0x7F)))
            }
        }
        return pairs
    }
}

/// Reads big-endian fields one after another from a range of bytes.
private struct FieldReader {
    let bytes: [UInt8]
    var at: Int
    let end: Int

    /// The next `size` bytes (0 to 8) as a number; nil past the end or when it does not fit an `Int`.
    mutating func read(_ size: Int) -> Int? {
        guard size <= end - at, let value = HEIFItems.number(bytes, at: at, size: size) else { return nil }
        at += size
        return value
    }

    /// Skips `size` bytes; false past the end.
    mutating func skip(_ size: Int) -> Bool {
        guard size <= end - at else { return false }
        at += size
        return true
    }
}
