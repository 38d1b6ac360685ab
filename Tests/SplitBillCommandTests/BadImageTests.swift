import Foundation
import Testing

/// Photos that are not receipts a camera took: each is exit 65 with its own name in one line of
/// error, nothing from the image libraries on standard error, and bounded memory when accepted.
@Suite("splitbill scan on bad and huge images")
struct BadImageTests {
    /// Writes `bytes` as `name` in a fresh folder; returns the folder and the file's path.
    func write(_ bytes: [UInt8], as name: String) throws -> (URL, String) {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return (folder, file.path)
    }

    static let tooSmall = "too small to hold a receipt (each side needs at least 16 pixels). Take or export the photo again at full size."

    /// Each bad image by its file name, made here.
    static func image(_ name: String) -> [UInt8] {
        switch name {
        case "one.png": TestImages.png(width: 1, height: 1)
        case "wide.png": TestImages.png(width: 65535, height: 1)
        case "tall.png": TestImages.png(width: 1, height: 65535)
        case "long.png": TestImages.png(width: 40000, height: 20, bitDepth: 1)
        case "crc.png": TestImages.pngWithBrokenChecksum(width: 64, height: 64)
        case "junk.png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<1024).map { UInt8(truncatingIfNeeded: $0 * 7) }
        default: []
        }
    }

    @Test("refused with the file's name and what was wrong", arguments: [
        ("one.png", "the image is 1x1 pixels, \(tooSmall)"),
        ("wide.png", "the image is 65535x1 pixels, \(tooSmall)"),
        ("tall.png", "the image is 1x65535 pixels, \(tooSmall)"),
        ("long.png", "the image is 40000x20 pixels, longer than the 32767 pixels a side can have. "
            + "Resize it (a receipt reads well at 2000 pixels on the long side) or cut it in parts, and try again."),
        ("crc.png", "the PNG data could not be decoded (IDAT: CRC error). Export the photo again as JPEG or PNG."),
        ("junk.png", "the PNG data could not be decoded (its header (IHDR) is damaged). Export the photo again as JPEG or PNG."),
    ])
    func refused(name: String, message: String) throws {
        let (folder, path) = try write(BadImageTests.image(name), as: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CommandRunner.run(["scan", path])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: \(path): \(message)\n")
        #expect(r.stdout == "")
    }

    @Test("a small blank image is read all the way (the clean-ups fit their windows to it) and has no receipt", arguments: [20, 40])
    func smallBlank(side: Int) throws {
        let (folder, path) = try write(TestImages.png(width: side, height: side), as: "blank.png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CommandRunner.run(["scan", path])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: \(path): no receipt was found in it (no items and no total); "
            + "retake the photo closer, flat and in good light, with the whole receipt in the frame\n")
    }

    @Test("a pipe or a device given as the photo, or a device as the bill, is refused at once; a pipe of text is read to its end")
    func notAFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("receipt.jpg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // No writer opens the photo's pipe: a read of it would wait. Should it wait, a writer that opens and
        // closes it every second from 20 s on ends each read, and the test fails instead of hanging.
        let guardWriter = DispatchSource.makeTimerSource(queue: .global())
        guardWriter.schedule(deadline: .now() + 20, repeating: 1)
        guardWriter.setEventHandler {
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        guardWriter.resume()
        defer { guardWriter.cancel() }
        for (command, message) in [
            (["scan", "/dev/zero"], "Error: /dev/zero: cannot be read (it is a device, not a file). Check that it is a file you may read.\n"),
            (["split", "/dev/urandom", "--people", "ana", "--even", "--no-save"],
             "Error: /dev/urandom is a device, not a file; save the bill to a file and give its path\n"),
        ] {
            let r = try CommandRunner.run(command)
            #expect(r.status == 66, "\(command)")
            #expect(r.stderr == message)
        }
        // A receipt's text through a pipe, as `splitbill scan <(some command)` gives it.
        let textFifo = folder.appendingPathComponent("receipt.txt").path
        #expect(mkfifo(textFifo, 0o600) == 0)
        let text = try String(contentsOfFile: CommandRunner.sample("tapas-madrid.txt"), encoding: .utf8)
        DispatchQueue.global().async {
            let fd = open(textFifo, O_WRONLY)
            guard fd >= 0 else { return }
            _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
            close(fd)
        }
        let piped = try CommandRunner.run(["scan", textFifo, "--format", "json"])
        let fromFile = try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--format", "json"])
        #expect(piped.status == 0)
        #expect(piped.stdout == fromFile.stdout)
    }

    /// Writes `bytes` into the FIFO at `path` from another thread: opened `openAfter` seconds from now
    /// (then once a reader has it open), written `writeAfter` seconds after that.
    static func feed(_ path: String, _ bytes: [UInt8], openAfter: Double = 0, writeAfter: Double = 0) {
        DispatchQueue.global().asyncAfter(deadline: .now() + openAfter) {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            if writeAfter > 0 { Thread.sleep(forTimeInterval: writeAfter) }
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
    }

    @Test("a file without an extension is told by what it holds: a bill file, a link to one, a receipt's text, other bytes a photo")
    func filesWithoutAnExtension() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let split = ["--people", "ana,ben", "--even", "--no-save"]
        let fromFile = try CommandRunner.run(["split", CommandRunner.sample("tapas-madrid.json")] + split)
        let bill = folder.appendingPathComponent("bill").path
        try FileManager.default.copyItem(atPath: CommandRunner.sample("tapas-madrid.json"), toPath: bill)
        #expect(try CommandRunner.run(["split", bill] + split).stdout == fromFile.stdout)
        let link = folder.appendingPathComponent("tapas").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: CommandRunner.sample("tapas-madrid.json"))
        #expect(try CommandRunner.run(["split", link] + split).stdout == fromFile.stdout)
        let text = folder.appendingPathComponent("receipt").path
        try FileManager.default.copyItem(atPath: CommandRunner.sample("tapas-madrid.txt"), toPath: text)
        let scanned = try CommandRunner.run(["scan", text, "--format", "json"])
        #expect(scanned.status == 0)
        #expect(scanned.stdout == (try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--format", "json"])).stdout)
        let junk = folder.appendingPathComponent("junk").path
        try Data([0x00, 0xFF, 0x10, 0x80, 0x00, 0x7F] + [UInt8](repeating: 0xAB, count: 100)).write(to: URL(fileURLWithPath: junk))
        let refused = try CommandRunner.run(["scan", junk])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("not an image this tool can read"))
    }

    @Test("a pipe without an extension is told by what it holds: a bill file, a receipt's text, a photo (refused), or nothing")
    func pipesWithoutAnExtension() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func fifo(_ name: String) -> String {
            let path = folder.appendingPathComponent(name).path
            #expect(mkfifo(path, 0o600) == 0)
            return path
        }
        // A bill file, as `splitbill split <(jq ... bill.json)` gives it.
        let bill = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandRunner.sample("tapas-madrid.json"))))
        let billPipe = fifo("bill")
        Self.feed(billPipe, bill)
        let split = ["--people", "ana,ben", "--even", "--no-save"]
        let piped = try CommandRunner.run(["split", billPipe] + split)
        let fromFile = try CommandRunner.run(["split", CommandRunner.sample("tapas-madrid.json")] + split)
        #expect(piped.status == 0)
        #expect(piped.stdout == fromFile.stdout)
        #expect(piped.stdout.contains("ana: 21,50 €"))
        // A receipt's text.
        let text = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandRunner.sample("tapas-madrid.txt"))))
        let textPipe = fifo("receipt")
        Self.feed(textPipe, text)
        let scanned = try CommandRunner.run(["scan", textPipe, "--format", "json"])
        #expect(scanned.status == 0)
        #expect(scanned.stdout == (try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--format", "json"])).stdout)
        // A writer that opens the pipe a second after the command does and writes three seconds later
        // is waited for.
        let slowPipe = fifo("slow")
        Self.feed(slowPipe, text, openAfter: 1, writeAfter: 3)
        #expect(try CommandRunner.run(["scan", slowPipe, "--format", "json"]).stdout == scanned.stdout)
        // A photo: read from a copy (its reader needs a file), as from the file.
        let photo = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandRunner.sample("sroie-013.jpg"))))
        let photoPipe = fifo("photo")
        Self.feed(photoPipe, photo)
        let read = try CommandRunner.run(["scan", photoPipe], environment: ["OMP_THREAD_LIMIT": "1"])
        #expect(read.status == 0)
        #expect(read.stdout == (try CommandRunner.run(["scan", CommandRunner.sample("sroie-013.jpg")])).stdout)
        // What a message suggests to run names a file to save the text in, not the pipe, gone by then.
        let noReceipt = fifo("note")
        Self.feed(noReceipt, Array("THANK YOU\n".utf8))
        let advice = try CommandRunner.run(["split", noReceipt] + split)
        #expect(advice.status == 65)
        #expect(advice.stderr == "Error: \(noReceipt): no items were found in this text. If it is a receipt, write the items into a bill file "
            + "(splitbill scan receipt.txt --save bill.json gives a start to edit) and split that\n")
        // A pipe nobody writes to reads as empty after a short wait, never a hang.
        let silent = fifo("silent")
        let empty = try CommandRunner.run(["split", silent] + split)
        #expect(empty.status == 65)
        #expect(empty.stderr == "Error: \(silent) is empty; it should hold the receipt's text, one printed row per line\n")
    }

    @Test("a file over 128 MB is refused before it is read")
    func hugeFile() throws {
        let (folder, path) = try write([0xFF, 0xD8, 0xFF], as: "huge.jpg")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(truncate(path, 129_000_000) == 0)  // sparse: no disk is used
        let r = try CommandRunner.run(["scan", path])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: \(path): the file is 129 MB, more than the 128 MB an image may have. "
            + "Export the photo again as JPEG (a receipt reads well at 2000 pixels on the long side).\n")
    }

    @Test("a batch says which photo failed and goes on with the others")
    func batch() throws {
        let (folder, path) = try write(TestImages.png(width: 1, height: 1), as: "dot.png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CommandRunner.run(["scan", path, CommandRunner.sample("tapas-madrid.txt"), "--output-dir", folder.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("Error: \(path): the image is 1x1 pixels, \(BadImageTests.tooSmall) (skipped)\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tapas-madrid.json").path))
    }

    /// A 39.7 MP photo saved without compression: its 119 MB of bytes were held twice beside its
    /// pixels (500 MB for the BMP, 600 MB for the TIFF).
    @Test("memory for a huge uncompressed image stays under 400 MB", arguments: ["blank.bmp", "blank.tif"])
    func hugeUncompressedMemory(name: String) throws {
        let bytes = name.hasSuffix(".bmp") ? TestImages.bmp(width: 7700, height: 5156) : TestImages.tiff(width: 7700, height: 5156)
        let (folder, path) = try write(bytes, as: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, peakKB) = try CommandRunner.peakMemory(["scan", path], in: folder)
        #expect(status == 65)  // no receipt in it
        #expect(peakKB > 0)
        #expect(peakKB < 400 * 1024, "peak \(peakKB / 1024) MB")
    }

    /// Blank pages read in full before: a 6000x6000 one took 637 MB and a 39.7 MP one 853 MB.
    @Test("memory for a huge accepted image stays under 400 MB", arguments: [(6000, 6000), (7700, 5156)])
    func hugeImageMemory(width: Int, height: Int) throws {
        let (folder, path) = try write(TestImages.png(width: width, height: height, bitDepth: 1), as: "blank.png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, peakKB) = try CommandRunner.peakMemory(["scan", path], in: folder)
        #expect(status == 65)  // no receipt in it
        #expect(peakKB > 0)
        #expect(peakKB < 400 * 1024, "peak \(peakKB / 1024) MB")
    }
}
