import Foundation
import Testing

/// `--model` and the receipt model's file, through the real binary.
@Suite("splitbill scan --model", .serialized)
struct ModelCommandTests {
    @Test("each choice of models reads a photo; the same total either way")
    func bothModels() throws {
        for model in ["auto", "receipt", "stock"] {
            let r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg"), "--model", model])
            #expect(r.status == 0, "\(model): \(r.stderr)")
            #expect(r.stdout.contains("RM 33.90"), "\(model): \(r.stdout)")
        }
    }

    @Test("an unknown model is a usage error that names the choices")
    func unknownModel() throws {
        let r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg"), "--model", "best"])
        #expect(r.status == 64)
        #expect(r.stderr == "Error: --model: \"best\" is not a model; use auto, receipt or stock\n")
    }

    @Test("a missing or damaged model file is named, with the way out, and nothing crashes")
    func brokenModelFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splitbill-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.traineddata").path
        var r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg")], environment: ["SPLITBILL_MODEL": missing])
        #expect(r.status == 1)
        #expect(r.stderr.contains("splitbill's receipt model (eng.traineddata) was not found (looked for \(missing))"))
        #expect(r.stderr.contains("--model stock"))

        let damaged = folder.appendingPathComponent("eng.traineddata")
        try Data(repeating: 0xFF, count: 4096).write(to: damaged)
        r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg")], environment: ["SPLITBILL_MODEL": damaged.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(damaged.path): splitbill's receipt model cannot be used"))

        // The system's model does not need the file: --model stock still reads.
        r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg"), "--model", "stock"],
                                  environment: ["SPLITBILL_MODEL": missing])
        #expect(r.status == 0)
        #expect(r.stdout.contains("RM 33.90"))
    }

    @Test("the model setting is checked like the flag")
    func setting() throws {
        let r = try CommandRunner.run(["config", "set", "model", "fast"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("model = \"fast\": expected auto, receipt or stock"))
    }
}
