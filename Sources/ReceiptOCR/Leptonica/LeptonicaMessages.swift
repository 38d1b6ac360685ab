internal import CLeptonica

/// Leptonica prints its warnings and errors to stderr; this library reports them as Swift errors instead.
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
