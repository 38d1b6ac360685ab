import Foundation
import Testing

/// `splitbill scan` on photos: the real binary, real Tesseract, the receipts in SampleReceipts/.
@Suite("splitbill scan, photos", .serialized)
struct ScanPhotoTests {
    /// `splitbill scan SAMPLE --format json` (with `--timings` when asked): exit 0, and the JSON object it printed.
    func scanJSON(_ sample: String, timings: Bool = false, options: [String] = []) throws -> [String: Any] {
        let r = try CommandRunner.run(["scan", CommandRunner.sample(sample), "--format", "json"] + (timings ? ["--timings"] : []) + options)
        #expect(r.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    /// The line totals of a scan JSON's items.
    func itemTotals(_ object: [String: Any]) throws -> [String] {
        try #require(object["items"] as? [[String: Any]]).compactMap { $0["total"] as? String }
    }

    @Test("a photo's items and total")
    func text() throws {
        let r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg")])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Total"))
        #expect(r.stdout.contains("RM 33.90"))
        #expect(r.stdout.contains("AIR PRESSURE SPRAYER"))
        #expect(r.stderr == "")
    }

    @Test("--explain says how the photo was read, then how its rows were")
    func explain() throws {
        let r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg"), "--explain"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let at = try #require(lines.firstIndex(of: "How it was read:"))
        let photo = lines[at + 1]
        #expect(photo.hasPrefix("Photo: ") && photo.contains(", cleaned to ") && photo.contains("words' mean confidence"))
        #expect(lines[at + 2].hasPrefix("Currency: MYR ("))
        #expect(lines.contains { $0.hasPrefix("Total: 33.90 from row ") })
    }

    @Test("JSON has each row's text, box and confidence")
    func json() throws {
        let object = try scanJSON("sroie-217.heic")
        #expect(object["total"] as? String == "22.00")
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.count > 15)
        let total = try #require(lines.first { ($0["text"] as? String)?.uppercased().hasPrefix("TOTAL ROUNDED") == true })
        let box = try #require(total["box"] as? [Int])
        #expect(box.count == 4 && box[2] > 0 && box[3] > 0)
        let confidence = try #require(total["confidence"] as? Double)
        #expect(confidence > 50 && confidence <= 100)
        #expect(object["timings_ms"] == nil)
    }

    @Test("Leptonica's own warnings never reach standard error, whatever decoded the photo")
    func noLeptonicaWarnings() throws {
        // A 64x64 black HEIC (ImageMagick: `convert -size 64x64 xc:black -quality 50 black.heic`, 377
        // bytes). libheif decodes it, so the clean-up is the first to call Leptonica, and evening out a
        // background that has none makes Leptonica warn (`Warning in pixBackgroundNorm: map not made`).
        let black = "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAT9tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFjAAEAAAAAAAAAFgAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAv2lwcnAAAAChaXBjbwAAAHVodmNDAQNwAAAAAAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQAoQgEBA3AAAAMAkAAAAwAAAwAeoCCBBZbqSSmubAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAEAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAoMAAAAebWRhdAAAABIoAa8TgObIaFP//7rjp5Rho5g="
        let folder = try CommandRunner.temporaryFolder()
        let photo = folder.appendingPathComponent("black.heic").path
        try Data(try #require(Data(base64Encoded: black))).write(to: URL(fileURLWithPath: photo))
        let r = try CommandRunner.run(["scan", photo, "--reread"])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: \(photo): no receipt was found in it (no items and no total); retake the photo closer, flat and in good light, with the whole receipt in the frame\n")
    }

    @Test("a photo whose first reading finds no total is read again with its background evened out")
    func secondReading() throws {
        // Meat Market, Los Angeles (WildReceipt wr-3f00c08896, a 348x348 photo of 13 KB), read by the
        // system's model alone: the first reading finds no total line; the second, of the image with its
        // background evened out, reads "TOTAL $7.29", and the items add up to it.
        let object = try scanJSON("wr-3f00c08896.jpg", timings: true, options: ["--model", "stock"])
        #expect(object["readings"] as? Int == 2)
        #expect(object["kept_reading"] as? Int == 2)
        #expect(object["total"] as? String == "7.29")
        #expect(try itemTotals(object) == ["6.00", "1.29"])
    }

    @Test("a small dim photo: its two items and total, verified")
    func dimPhoto() throws {
        // India Palace, Dubai (WildReceipt wr-21fb2d2225, 19 KB).
        let object = try scanJSON("wr-21fb2d2225.jpg")
        #expect(object["total"] as? String == "33.00")
        #expect(object["verified"] as? Bool == true)
        #expect(try itemTotals(object) == ["28.00", "5.00"])
    }

    @Test("a receipt whose foot is in shadow is not cropped above its total")
    func shadowedFoot() throws {
        // La Cabana, Helen GA (WildReceipt wr-65a36d8e0e, 338x450): the paper darkens towards the
        // bottom of the photo until it is no brighter than the table, and the bright region ends
        // above the TOTAL line. Letters below it keep that part in.
        let object = try scanJSON("wr-65a36d8e0e.jpg")
        #expect(object["total"] as? String == "34.13")
        #expect(object["subtotal"] as? String == "31.90")
        let lines = try #require(object["lines"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        #expect(lines.contains { $0.contains("34.13") })
    }

    @Test("a photo with no receipt in it: exit 65 and what to do")
    func noReceiptPhoto() throws {
        let photo = CommandRunner.sample("no-receipt-table.jpg")
        let r = try CommandRunner.run(["scan", photo])
        #expect(r.status == 65)
        #expect(r.stderr.hasSuffix(
            "Error: \(photo): no receipt was found in it (no items and no total); retake the photo closer, flat and in good light, with the whole receipt in the frame\n"))
    }

    @Test("a photo too dark and blurred to read: what was guessed is shown, exit 65 and what to do")
    func illegiblePhoto() throws {
        let photo = CommandRunner.sample("el-greco-dark-blurry.jpg")
        let r = try CommandRunner.run(["scan", photo])
        #expect(r.status == 65)
        #expect(r.stdout.contains("Not verified"))
        #expect(r.stderr == "Error: \(photo): this photo could not be read reliably (no total line, and its words were read with a confidence of 42 out of 100); retake it closer, flat and in good light, with the whole receipt in the frame\n")
        // The same receipt photographed well is read.
        #expect(try CommandRunner.run(["scan", CommandRunner.sample("el-greco-brussels.jpg")]).status == 0)
    }

    @Test("a photo whose total is read and adds up is read once")
    func oneReading() throws {
        let object = try scanJSON("sroie-217.jpg", timings: true)
        #expect(object["readings"] as? Int == 1)
        #expect(object["kept_reading"] as? Int == 1)
        let confidence = try #require(object["confidence"] as? Double)
        #expect(confidence > 80 && confidence <= 100)
    }

    @Test("several inputs: a bad one is reported and skipped, the others written, and the exit code says so")
    func several() throws {
        let dir = try CommandRunner.temporaryFolder()
        let empty = dir.appendingPathComponent("empty.jpg").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        let out = dir.appendingPathComponent("bills").path
        let r = try CommandRunner.run([
            "scan", CommandRunner.sample("sroie-002.jpg"), empty, CommandRunner.sample("sroie-217.jpg"),
            "--format", "json", "--output-dir", out,
        ])
        #expect(r.status == 1)
        #expect(r.stderr == """
            Error: \(empty): the file is empty (0 bytes). Copy or export the photo again. (skipped)
            Error: 1 of 3 inputs failed (each is said above)

            """)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["sroie-002.json", "sroie-217.json"])
    }

    @Test("bad inputs alone", arguments: [
        ("/no/such/receipt.jpg", 66, "Error: /no/such/receipt.jpg: no such file. Check the path and the file name.\n"),
        (CommandRunner.sample("README.md"), 65,
         "Error: \(CommandRunner.sample("README.md")): not an image this tool can read. Use a JPEG, PNG, TIFF, BMP, WebP, HEIC or AVIF photo of the receipt.\n"),
    ])
    func bad(path: String, status: Int, message: String) throws {
        let r = try CommandRunner.run(["scan", path])
        #expect(Int(r.status) == status)
        #expect(r.stderr == message)
        #expect(r.stdout == "")
    }

    @Test("a language without its data is a usage error that lists the installed ones and names the package")
    func missingLanguage() throws {
        let r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-217.jpg"), "--lang", "eng+zzz"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: --lang: no Tesseract data for language 'zzz' in "))
        #expect(r.stderr.contains("(installed: ") && r.stderr.contains("eng"))
        #expect(r.stderr.hasSuffix("If Tesseract reads it, install it with: apt-get install tesseract-ocr-zzz\n"))
    }

    @Test("the command restarts itself with OMP_THREAD_LIMIT=1, and keeps a value the user set", arguments: [
        (nil, "1"), ("2", "2"),
    ] as [(String?, String)])
    func openMPRestart(given: String?, seen: String) throws {
        // Run the binary directly: the test runner's environment may already hold the variable.
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["scan", CommandRunner.sample("sroie-217.jpg"), "--format", "json", "--timings"]
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = given
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["omp_thread_limit"] as? String == seen)
        let timings = try #require(object["timings_ms"] as? [String: Double])
        #expect(Set(timings.keys).isSuperset(of: ["load", "cleanup", "recognize", "rows", "parse", "cleanup.grey"]))
    }

    @Test("debug images are written per stage")
    func debugImages() throws {
        let dir = try CommandRunner.temporaryFolder().appendingPathComponent("stages").path
        let r = try CommandRunner.run(["scan", CommandRunner.sample("sroie-217.jpg"), "--debug-images", dir])
        #expect(r.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files.first == "sroie-217-01-loaded.png")
        #expect(files.contains("sroie-217-02-grey.png"))
    }

    @Test("debug images replace nothing without --force, and with it replace a link, never the file behind it")
    func debugImagesReplaceOnlyWithForce() throws {
        let folder = try CommandRunner.temporaryFolder()
        let dir = folder.appendingPathComponent("stages").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let precious = folder.appendingPathComponent("precious.txt").path
        try "keep me".write(toFile: precious, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/sroie-217-01-loaded.png", withDestinationPath: precious)
        let arguments = ["scan", CommandRunner.sample("sroie-217.jpg"), "--debug-images", dir]
        let refused = try CommandRunner.run(arguments)
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("sroie-217-01-loaded.png exists already and was left as it is; pass --force to replace it"))
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "keep me")
        let forced = try CommandRunner.run(arguments + ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "keep me")
        let replaced = try FileManager.default.attributesOfItem(atPath: dir + "/sroie-217-01-loaded.png")
        #expect(replaced[.type] as? FileAttributeType == .typeRegular)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test("--annotate writes the photo as cleaned up with each row boxed, and replaces a file only with --force")
    func annotate() throws {
        let folder = try CommandRunner.temporaryFolder()
        let picture = folder.appendingPathComponent("reading.png").path
        let arguments = ["scan", CommandRunner.sample("sroie-002.jpg"), "--annotate", picture]
        let r = try CommandRunner.run(arguments)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("RM 33.90"))
        #expect(r.stderr == "Wrote the picture of the reading to \(picture).\n")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: picture)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height (big-endian) at 16 and 20, colour type 2 (RGB) or 6 (RGBA) at 25.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 500)
        #expect([2, 6].contains(png[25]))
        let again = try CommandRunner.run(arguments)
        #expect(again.status == 73)
        #expect(again.stderr.contains("already exists; pass --force to replace it"))
        #expect(try CommandRunner.run(arguments + ["--force"]).status == 0)
    }

    @Test("--annotate is refused for a text, a bill file, several inputs and standard output")
    func annotateRefused() throws {
        let folder = try CommandRunner.temporaryFolder()
        let picture = folder.appendingPathComponent("reading.png").path
        let text = try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--annotate", picture])
        #expect(text.status == 64)
        #expect(text.stderr.contains("--annotate draws on a photo, and"))
        #expect(text.stderr.contains("is a receipt's text"))
        let bill = try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.json"), "--annotate", picture])
        #expect(bill.status == 64)
        #expect(bill.stderr.contains("is a bill file"))
        let two = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg"), CommandRunner.sample("sroie-013.jpg"), "--annotate", picture])
        #expect(two.status == 64)
        #expect(two.stderr.contains("give one photo"))
        let out = try CommandRunner.run(["scan", CommandRunner.sample("sroie-002.jpg"), "--annotate", "-"])
        #expect(out.status == 64)
        #expect(!FileManager.default.fileExists(atPath: picture))
    }

    @Test("a photo scanned before is read from the cache of readings, to the same output; --reread reads it again")
    func cachedReading() throws {
        let home = try PrivateHome()
        let photo = CommandRunner.sample("sroie-002.jpg")
        let first = try home.run(["scan", photo, "--format", "json"])
        #expect(first.status == 0)
        let folder = home.root.appendingPathComponent("cache/splitbill/readings").path
        let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") })
        let again = try home.run(["scan", photo, "--format", "json"])
        #expect(again.stdout == first.stdout)
        let explained = try home.run(["scan", photo, "--explain"])
        #expect(explained.stdout.contains("Photo: read before; its rows were taken from the cache of readings"))
        // What is read is the kept rows, not the photo: a row changed in them shows in the listing.
        let path = folder + "/" + kept
        let rows = try String(contentsOfFile: path, encoding: .utf8)
        #expect(rows.contains("AIR PRESSURE SPRAYER"))
        try rows.replacingOccurrences(of: "AIR PRESSURE SPRAYER", with: "KEPT ROW SPRAYER").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try home.run(["scan", photo]).stdout.contains("KEPT ROW SPRAYER"))
        let reread = try home.run(["scan", photo, "--reread", "--explain"])
        #expect(reread.stdout.contains("AIR PRESSURE SPRAYER"))
        #expect(!reread.stdout.contains("read before"))
        // Timings measure a reading: never taken from the cache.
        let timed = try home.run(["scan", photo, "--format", "json", "--timings"])
        #expect(timed.stdout.contains("\"timings_ms\""))
    }
}
