internal import CLeptonica

/// Releases Leptonica objects held in non-optional pointers (the C destroy functions take a pointer to
/// an optional pointer and set it to nil).
enum LeptonicaMemory {
    static func destroy(_ pix: UnsafeMutablePointer<Pix>) {
        var owned: UnsafeMutablePointer<Pix>? = pix
        pixDestroy(&owned)
    }

    static func destroy(_ boxa: UnsafeMutablePointer<Boxa>) {
        var owned: UnsafeMutablePointer<Boxa>? = boxa
        boxaDestroy(&owned)
    }

    static func destroy(_ box: UnsafeMutablePointer<Box>) {
        var owned: UnsafeMutablePointer<Box>? = box
        boxDestroy(&owned)
    }

    static func destroy(_ pixa: UnsafeMutablePointer<Pixa>?) {
        var owned = pixa
        pixaDestroy(&owned)
    }

    static func destroy(_ numa: UnsafeMutablePointer<Numa>) {
        var owned: UnsafeMutablePointer<Numa>? = numa
        numaDestroy(&owned)
    }
}
