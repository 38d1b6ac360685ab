internal import CLeptonica

/// Leptonica prints its warnings and errors to stderr (`Warning in pixBackgroundNorm: map not made`);
/// this library reports failures as Swift errors instead. Messages are turned off before the first
/// picture is made (``ReceiptImage``) or decoded, and before an engine starts (Tesseract calls Leptonica).
enum LeptonicaMessages {
    private static let silenced: Bool = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        return true
    }()

    /// Turns Leptonica's own messages off, once per process.
    static func silence() {
        _ = silenced
    }
}
