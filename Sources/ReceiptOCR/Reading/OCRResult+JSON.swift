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
        if let script = notes.script {
            var found = JSONObject()
            found["name"] = .string(script.script)
            found["languages"] = script.languages.map { .string($0) } ?? .null
            if !script.missingPackages.isEmpty { found["missing_packages"] = .array(script.missingPackages.map { .string($0) }) }
            cleanup["script"] = .object(found)
        }
        var object = JSONObject()
        object["lines"] = .array(rows.map(\.jsonValue))
        object["confidence"] = .number(Self.format(confidence))
        object["cleanup"] = .object(cleanup)
        object["timings_ms"] = .object(timings.jsonObject)
        return .object(object)
    }

    /// Two decimals, no exponent (also for ``StageTimings/jsonObject``).
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return sign + "\(magnitude / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}

extension StageTimings {
    /// The milliseconds of each part, two decimals: `load`, `cleanup`, `recognize`, `recognize.reread`,
    /// `rows`, `judge`, then each clean-up stage as `cleanup.<stage>` and each step after clean-up as
    /// `step.<name>`.
    public var jsonObject: JSONObject {
        func ms(_ value: Double) -> JSONValue { .number(OCRResult.format(value)) }
        var times = JSONObject()
        times["load"] = ms(load)
        times["cleanup"] = ms(cleanup)
        times["recognize"] = ms(recognize)
        times["recognize.reread"] = ms(reread)
        times["rows"] = ms(rows)
        times["judge"] = ms(judge)
        for stage in cleanupStages { times["cleanup." + stage.stage] = ms(stage.milliseconds) }
        for step in steps { times["step." + step.stage] = ms(step.milliseconds) }
        return times
    }
}
