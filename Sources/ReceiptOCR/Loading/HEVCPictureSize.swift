/// The picture sizes a HEIC file's HEVC streams decode to, read from the sequence parameter sets in its
/// `hvcC` boxes before anything is decoded.
///
/// The size a HEIC announces (its `ispe` property, which libheif reports) need not be the size its
/// stream decodes to: a 43 KB file announcing 2000×1500 can hold a 16000×12000 picture, which the decoder
/// allocates in full. Every `hvcC` box in the file is read (a single image has one, a grid one for each
/// tile), so that the largest picture is known whatever the boxes around it say.
enum HEVCPictureSize {
    /// How many bytes of a configuration record are read: its parameter sets take a few hundred. A
    /// damaged size would otherwise make each `hvcC` found read to the end of the file.
    static let maxRecordBytes = 65_536

    /// The largest picture (width × height in luma samples) of the file's sequence parameter sets; nil
    /// when none could be read (no `hvcC` box, or a damaged one, which the decoder then reports).
    static func largest(in bytes: [UInt8]) -> (width: Int, height: Int)? {
        var best: (width: Int, height: Int)?
        var i = 4
        // A box is its size (4 bytes, big-endian), its type, then its body: `....hvcC`.
        while i + 4 <= bytes.count {
            if bytes[i] == 0x68, bytes[i + 1] == 0x76, bytes[i + 2] == 0x63, bytes[i + 3] == 0x43 {  // "hvcC"
                let size = bytes[(i - 4)..<i].reduce(0) { $0 << 8 | Int($1) }
                let end = min(bytes.count, i - 4 + max(size, 8), i + 4 + maxRecordBytes)
                for picture in sizes(inConfiguration: bytes[(i + 4)..<end]) where picture.width * picture.height > (best.map { $0.width * $0.height } ?? -1) {
                    best = picture
                }
            }
            i += 1
        }
        return best
    }

    /// The picture sizes of the sequence parameter sets in an HEVC decoder configuration record
    /// (ISO/IEC 14496-15): 22 bytes, then arrays of NAL units by type.
    static func sizes(inConfiguration record: ArraySlice<UInt8>) -> [(width: Int, height: Int)] {
        // Read in place: a flood of `hvcC` boxes would otherwise copy the file's rest once for each.
        let r = record, base = record.startIndex
        guard r.count > 23 else { return [] }
        var sizes: [(width: Int, height: Int)] = []
        var at = 23
        for _ in 0..<Int(r[base + 22]) {
            guard at + 3 <= r.count else { break }
            let type = r[base + at] & 0x3F
            let count = Int(r[base + at + 1]) << 8 | Int(r[base + at + 2])
            at += 3
            for _ in 0..<count {
                guard at + 2 <= r.count else { return sizes }
                let length = Int(r[base + at]) << 8 | Int(r[base + at + 1])
                at += 2
                guard at + length <= r.count else { return sizes }
                if type == 33, let size = pictureSize(sequenceParameterSet: r[(base + at)..<(base + at + length)]) { sizes.append(size) }
                at += length
            }
        }
        return sizes
    }

    /// The picture size of a sequence parameter set NAL unit (ITU-T H.265, 7.3.2.2), its 2-byte header
    /// included: `pic_width_in_luma_samples` × `pic_height_in_luma_samples`, less the conformance
    /// window's offsets when it has one. A stream is coded in whole blocks, so a 7300×5479 photo is coded
    /// 7304×5480 and cropped back; the size shown is the photo's, which the pixel limit is about.
    static func pictureSize(sequenceParameterSet nal: ArraySlice<UInt8>) -> (width: Int, height: Int)? {
        // The size comes within the first few dozen bytes; no more than 512 are copied.
        var bits = BitReader(rbsp: Array(nal.dropFirst(2).prefix(512)))
        _ = bits.read(4)  // sps_video_parameter_set_id
        guard let maxSubLayersMinus1 = bits.read(3) else { return nil }
        _ = bits.read(1)  // sps_temporal_id_nesting_flag
        // profile_tier_level: the general profile (88 bits) and level (8 bits), then each sub-layer's.
        guard bits.skip(96) else { return nil }
        var profilePresent: [Bool] = [], levelPresent: [Bool] = []
        for _ in 0..<maxSubLayersMinus1 {
            guard let p = bits.read(1), let l = bits.read(1) else { return nil }
            profilePresent.append(p == 1)
            levelPresent.append(l == 1)
        }
        if maxSubLayersMinus1 > 0, !bits.skip(2 * (8 - maxSubLayersMinus1)) { return nil }
        for i in 0..<maxSubLayersMinus1 {
            if profilePresent[i], !bits.skip(88) { return nil }
            if levelPresent[i], !bits.skip(8) { return nil }
        }
        guard bits.readExpGolomb() != nil,  // sps_seq_parameter_set_id
              let chroma = bits.readExpGolomb() else { return nil }
        if chroma == 3, bits.read(1) == nil { return nil }  // separate_colour_plane_flag
        guard let width = bits.readExpGolomb(), let height = bits.readExpGolomb() else { return nil }
        // conformance_window_flag and its offsets, in chroma samples (H.265 Table 6-1: SubWidthC and
        // SubHeightC); unreadable offsets leave the coded size.
        guard bits.read(1) == 1, let left = bits.readExpGolomb(), let right = bits.readExpGolomb(),
              let top = bits.readExpGolomb(), let bottom = bits.readExpGolomb() else { return (width, height) }
        let across = chroma == 1 || chroma == 2 ? 2 : 1, down = chroma == 1 ? 2 : 1
        return (max(1, width - across * (left + right)), max(1, height - down * (top + bottom)))
    }
}
