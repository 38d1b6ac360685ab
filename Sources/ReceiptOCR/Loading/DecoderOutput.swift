import Foundation

/// libpng, libjpeg and libtiff print their complaints about a damaged file straight to standard error
/// (`libpng error: IDAT: CRC error`, `Corrupt JPEG data: ...`), where Leptonica cannot stop them. This
/// library reports them as Swift errors instead: while an image is decoded, the process's standard
/// error points at a temporary file, and what the decoder wrote there becomes the error's detail.
///
/// Decoding is serialised by one lock (it is a small part of reading a photo). Anything another thread
/// writes to standard error during a decode is caught with it and dropped.
enum DecoderOutput {
    private static let lock = NSLock()

    /// Runs `body` with standard error caught; returns its result and the decoder's first message
    /// (without its `libpng error:` style prefix), or nil when it wrote nothing.
    static func capturing<T>(_ body: () -> T) -> (T, message: String?) {
        lock.lock()
        defer { lock.unlock() }
        fflush(nil)
        let sink = open("/dev/null", O_WRONLY)  // used only when no temporary file can be made
        defer { if sink >= 0 { close(sink) } }
        let file = tmpfile()
        defer { if let file { fclose(file) } }
        let target = file.map { fileno($0) } ?? sink
        let saved = dup(STDERR_FILENO)
        guard target >= 0, saved >= 0, dup2(target, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return (body(), nil)  // standard error cannot be moved; decode anyway
        }
        let result = body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        guard let file else { return (result, nil) }
        var buffer = [UInt8](repeating: 0, count: 2048)
        lseek(fileno(file), 0, SEEK_SET)
        let count = read(fileno(file), &buffer, buffer.count)
        guard count > 0 else { return (result, nil) }
        return (result, firstMessage(String(decoding: buffer.prefix(count), as: UTF8.self)))
    }

    /// The first non-empty line of `text`, without a library's prefix, and with control characters written out.
    static func firstMessage(_ text: String) -> String? {
        guard var line = text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) })
            .first(where: { !$0.isEmpty })
        else { return nil }
        for prefix in ["libpng error: ", "libpng warning: ", "Error in ", "Warning in "] where line.hasPrefix(prefix) {
            line = String(line.dropFirst(prefix.count))
        }
        let printable = String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        return String(printable.prefix(200))
    }
}
