import Foundation

/// What reading one photo takes in memory, estimated before it is decoded, and how much of the
/// machine's memory a batch of photos may take at once.
///
/// Measured whole-process peaks (one photo, one engine; `Benchmarks/worst-cases`): about 85 MB for a
/// WildReceipt photo of 0.75 MP, 170 MB for a 5.5 MP phone photo, 280 MB for an 11 MP one, 250-380 MB
/// for 40 MP images of every format. So a photo is counted as a fixed part (its engine and the process)
/// plus ``bytesPerPixel`` for each pixel it is read at. (A page covered in marks too dense to read
/// takes more; the size limits say how much.)
public enum PhotoMemory {
    /// Bytes a photo takes for each pixel it is read at: its grey copies through the clean-up and
    /// Tesseract's own images of it.
    public static let bytesPerPixel = 20

    /// Bytes a photo takes whatever its size: the Tesseract engine reading it and its model.
    public static let perPhoto = 70_000_000

    /// The estimated peak of reading the photo at `path`: ``perPhoto`` plus ``bytesPerPixel`` for each
    /// pixel it will be read at (``ImageLoader/pixelsRead(path:)``; a photo whose size cannot be told
    /// from its first bytes counts as the largest, ``ImageLoader/fullDecodePixels``).
    public static func estimatedPeak(path: String, loader: ImageLoader = ImageLoader()) -> Int {
        perPhoto + bytesPerPixel * (loader.pixelsRead(path: path) ?? loader.fullDecodePixels)
    }

    /// The memory photos read at once may take together: half of the machine's memory, or of the
    /// limit set on this process's control group (a container's), whichever is smaller.
    public static var batchBudget: Int {
        var memory = Int(clamping: ProcessInfo.processInfo.physicalMemory)
        if let limit = controlGroupLimit, limit > 0 { memory = min(memory, limit) }
        return memory / 2
    }

    /// The memory limit of this process's control group (cgroup v2 `memory.max`, or v1's
    /// `memory.limit_in_bytes`), nil when there is none.
    static var controlGroupLimit: Int? {
        for file in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            if let bytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return bytes }
        }
        return nil
    }
}
