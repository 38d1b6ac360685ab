/// The picture sizes an AVIF file's AV1 streams can decode to, read from their sequence header OBUs before
/// anything is decoded.
///
/// The size an AVIF announces (its `ispe` property, which libheif reports) need not be the size its stream
/// decodes to: a frame is at most the sequence header's maximum frame size, and a small file can give
/// 16000×12000 there, which the decoder allocates in full. libheif hands the AV1 decoder an item's `av1C`
/// configuration OBUs followed by the item's data, and the decoder goes by the last sequence header it has
/// seen, so both places are read:
///
/// - every `av1C` box in the file, found by its type wherever it is (as ``HEVCPictureSize`` finds `hvcC`);
/// - the first OBUs of the data of each item that has an `av1C` property (located with ``HEIFItems``), both
///   alone and after that property's configuration OBUs, read as one run as the decoder reads them, so that
///   a configuration OBU whose size reaches past its box cannot shift where the item's OBUs are seen to begin.
///
/// Any damaged size ends the reading of that run: this is run on untrusted files, so it never traps and
/// reads only the first ``maxOBUs`` OBUs of a run.
enum AV1PictureSize {
    /// How many OBUs of a run are read: a still image's data starts with a temporal delimiter and a
    /// sequence header, perhaps metadata, then its frame.
    static let maxOBUs = 16

    /// How many bytes of a sequence header are read: one with 32 operating points, each with decoder model
    /// parameters, takes under 500 before its frame size.
    static let maxSequenceHeaderBytes = 1_024

    /// The largest maximum frame size (width × height in luma samples) of the file's sequence headers; nil
    /// when none could be read (no AV1 data, or damaged data, which the decoder then reports).
    static func largest(in bytes: [UInt8]) -> (width: Int, height: Int)? {
        var best: (width: Int, height: Int)?
        for picture in configurationSizes(in: bytes) + itemSizes(in: bytes)
        where picture.width * picture.height > (best.map { $0.width * $0.height } ?? -1) {
            best = picture
        }
        return best
    }

    /// The sizes of the sequence headers in every `av1C` box of the file: the box's 4-byte
    /// AV1CodecConfigurationRecord header, then its configuration OBUs.
    static func configurationSizes(in bytes: [UInt8]) -> [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        var i = 4
        // A box is its size (4 bytes, big-endian), its type, then its body: `....av1C`.
        while i + 4 <= bytes.count {
            if bytes[i] == 0x61, bytes[i + 1] == 0x76, bytes[i + 2] == 0x31, bytes[i + 3] == 0x43 {  // "av1C"
                let size = bytes[(i - 4)..<i].reduce(0) { $0 << 8 | Int($1) }
                let end = min(bytes.count, i - 4 + max(size, 8))
                if end > i + 8 { sizes += self.sizes(inOBUs: OBURun(bytes, [(i + 8)..<end])) }
            }
            i += 1
        }
        return sizes
    }

    /// The sizes of the sequence headers at the start of the data of each item with an `av1C` property,
    /// read alone and after the property's configuration OBUs.
    static func itemSizes(in bytes: [UInt8]) -> [(width: Int, height: Int)] {
        let file = HEIFItems(bytes)
        var sizes: [(width: Int, height: Int)] = []
        for item in file.items {
            guard let configurations = file.av1Configurations[item.id] else { continue }
            sizes += self.sizes(inOBUs: OBURun(bytes, item.extents))
            for configuration in configurations where configuration.count > 4 {
                let obus = (configuration.lowerBound + 4)..<configuration.upperBound
                sizes += self.sizes(inOBUs: OBURun(bytes, [obus] + item.extents))
            }
        }
        return sizes
    }

    /// The maximum frame sizes of the sequence header OBUs (type 1) among the first ``maxOBUs`` OBUs of a run.
    static func sizes(inOBUs run: OBURun) -> [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        var at = 0
        for _ in 0..<maxOBUs {
            guard at < run.count, let obu = header(run.bytes(from: at, count: 10), remaining: run.count - at) else { break }
            let payload = at + obu.headerLength
            if obu.type == 1,
               let size = maxFrameSize(sequenceHeader: run.bytes(from: payload, count: min(obu.payloadLength, maxSequenceHeaderBytes))) {
                sizes.append(size)
            }
            at = payload + obu.payloadLength
        }
        return sizes
    }

    /// An OBU's header and size field (AV1 5.3.1), given its first bytes: its type, how many bytes the
    /// header and size field take, and how long its payload is (the rest of the run when it has no size
    /// field). Nil when the forbidden bit is set or the payload would run past the `remaining` bytes.
    static func header(_ head: [UInt8], remaining: Int) -> (type: Int, headerLength: Int, payloadLength: Int)? {
        guard let first = head.first, first & 0x80 == 0 else { return nil }
        var length = first & 0x04 != 0 ? 2 : 1  // with obu_extension_flag, one more byte
        guard length <= head.count, length <= remaining else { return nil }
        let payload: Int
        if first & 0x02 != 0 {  // obu_has_size_field
            guard let size = leb128(head[length...]) else { return nil }
            length += size.length
            payload = size.value
        } else {
            payload = remaining - length
        }
        guard payload >= 0, payload <= remaining - length else { return nil }
        return (Int(first >> 3 & 0x0F), length, payload)
    }

    /// An unsigned LEB128 number (AV1 4.10.5): 7 bits a byte, least significant first, at most 8 bytes, and
    /// at most 2³² − 1; nil when it is longer, larger, or runs past the bytes.
    static func leb128(_ bytes: ArraySlice<UInt8>) -> (value: Int, length: Int)? {
        var value = 0
        for (i, byte) in bytes.prefix(8).enumerated() {
            value |= Int(byte & 0x7F) << (7 * i)
            if byte & 0x80 == 0 { return value <= Int(UInt32.max) ? (value, i + 1) : nil }
        }
        return nil
    }

    /// `max_frame_width_minus_1 + 1` and `max_frame_height_minus_1 + 1` of a sequence header OBU's payload
    /// (AV1 5.5.1); nil when it ends before them.
    static func maxFrameSize(sequenceHeader payload: [UInt8]) -> (width: Int, height: Int)? {
        var bits = BitReader(payload)
        // seq_profile (3 bits), still_picture, reduced_still_picture_header.
        guard let start = bits.read(5) else { return nil }
        if start & 1 == 1 {
            guard bits.skip(5) else { return nil }  // seq_level_idx[0], the only operating point
        } else {
            guard skipTimingAndOperatingPoints(&bits) else { return nil }
        }
        guard let widthBits = bits.read(4), let heightBits = bits.read(4),
              let width = bits.read(widthBits + 1), let height = bits.read(heightBits + 1) else { return nil }
        return (width + 1, height + 1)
    }

    /// Steps over what a full sequence header has before its frame size: timing_info and
    /// decoder_model_info when present (AV1 5.5.3, 5.5.4), then each operating point with its level, tier,
    /// operating parameters (5.5.5) and initial display delay. False when the payload ends first.
    private static func skipTimingAndOperatingPoints(_ bits: inout BitReader) -> Bool {
        guard let timingInfo = bits.read(1) else { return false }
        var bufferDelayLength: Int?  // set when decoder model info is present
        if timingInfo == 1 {
            // num_units_in_display_tick and time_scale (32 bits each), equal_picture_interval.
            guard bits.skip(64), let equalInterval = bits.read(1) else { return false }
            if equalInterval == 1, !bits.skipUVLC() { return false }  // num_ticks_per_picture_minus_1
            guard let decoderModel = bits.read(1) else { return false }
            if decoderModel == 1 {
                // buffer_delay_length_minus_1, then num_units_in_decoding_tick (32 bits) and the
                // buffer removal and frame presentation time lengths (5 bits each).
                guard let lengthMinus1 = bits.read(5), bits.skip(42) else { return false }
                bufferDelayLength = lengthMinus1 + 1
            }
        }
        guard let initialDisplayDelay = bits.read(1), let countMinus1 = bits.read(5) else { return false }
        for _ in 0...countMinus1 {
            guard bits.skip(12), let level = bits.read(5) else { return false }  // operating_point_idc, seq_level_idx
            if level > 7, !bits.skip(1) { return false }  // seq_tier
            if let bufferDelayLength {
                guard let present = bits.read(1) else { return false }  // decoder_model_present_for_this_op
                // decoder_buffer_delay and encoder_buffer_delay, then low_delay_mode_flag.
                if present == 1, !bits.skip(2 * bufferDelayLength + 1) { return false }
            }
            if initialDisplayDelay == 1 {
                guard let present = bits.read(1) else { return false }  // initial_display_delay_present_for_this_op
                if present == 1, !bits.skip(4) { return false }  // initial_display_delay_minus_1
            }
        }
        return true
    }
}

/// Some ranges of a file's bytes read one after another as one run: an item's extents, perhaps after the
/// configuration OBUs libheif puts before them.
struct OBURun {
    private let file: [UInt8]
    private let ranges: [Range<Int>]
    /// Where each range begins in the run.
    private let starts: [Int]
    /// The run's length in bytes.
    let count: Int

    /// The run of `ranges` of `file`, one after another; a range that is not inside `file` is left out.
    init(_ file: [UInt8], _ ranges: [Range<Int>]) {
        self.file = file
        self.ranges = ranges.filter { $0.lowerBound >= 0 && $0.upperBound <= file.count }
        var starts: [Int] = [], total = 0
        for range in self.ranges {
            starts.append(total)
            total += range.count
        }
        self.starts = starts
        count = total
    }

    /// Up to `length` bytes of the run from `offset` on (fewer at its end, none past it).
    func bytes(from offset: Int, count length: Int) -> [UInt8] {
        guard offset >= 0, offset < count, length > 0 else { return [] }
        // The range holding `offset`: the last to begin at or before it.
        var low = 0, high = ranges.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var out: [UInt8] = []
        var index = low, within = offset - starts[low]
        while out.count < length, index < ranges.count {
            let range = ranges[index]
            let take = max(0, min(length - out.count, range.count - within))
            out += file[(range.lowerBound + within)..<(range.lowerBound + within + take)]
            index += 1
            within = 0
        }
        return out
    }
}
