import SplitBillCore

extension OCRResult {
    /// The result as JSON: `lines` (each row's `text`, `box`, `confidence`), the overall `confidence`,
    /// what the clean-up did under `cleanup`, and `timings_ms`.
    public var jsonValue: JSONValue {
        var cleanup = JSONObject()
        cleanup["crop_box"] = notes.cropBox?.jsonValue ?? .null
        cleanup["text_height"] = notes.textHeight.map { .number(Self.format($0)) } ?? .null
        cleanup["scale"] = .number(Self.format(notes.scale))
        cleanup["skew_degrees"] = .number(Self.format(notes.skewDegrees))
        cleanup["quarter_turns"] = .number(String(notes.quarterTurns))
        var times = JSONObject()
        times["load"] = .number(Self.format(timings.load))
        times["cleanup"] = .number(Self.format(timings.cleanup))
        times["recognize"] = .number(Self.format(timings.recognize))
        times["recognize.reread"] = .number(Self.format(timings.reread))
        times["rows"] = .number(Self.format(timings.rows))
        for stage in timings.cleanupStages {
            times["cleanup." + stage.stage] = .number(Self.format(stage.milliseconds))
        }
        var object = JSONObject()
        object["lines"] = .array(rows.map(\.jsonValue))
        object["confidence"] = .number(Self.format(confidence))
        object["cleanup"] = .object(cleanup)
        object["timings_ms"] = .object(times)
        return .object(object)
    }

    /// Two decimals, no exponent.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return sign + "\(magnitude / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
