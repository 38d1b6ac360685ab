import Foundation

/// Reads many receipt images in parallel, one ``ReceiptReader`` (and so one Tesseract engine) per worker thread.
///
/// Tesseract engines are not thread-safe, so each worker makes its own and reuses it for every image it
/// takes. Use as many workers as cores: more gave nothing in measurements. Start the process with
/// `OMP_THREAD_LIMIT=1` (see ``OCRProcess``), or each engine spawns OpenMP threads that fight over the
/// cores.
public struct BatchReader: Sendable {
    /// The options every worker's reader is made with.
    public var options: ReadOptions
    /// The number of worker threads.
    public var workers: Int
    /// Judges each reading; a doubtful one is read again (see ``ReceiptReader/read(image:name:judge:)``).
    public var judge: ReadingJudge?
    /// The memory the photos read at once may take together, in bytes, each counted at its estimated
    /// peak (``PhotoMemory/estimatedPeak(path:loader:)``): a worker waits to start a photo that would
    /// pass it until others are done. One photo is always read, whatever its estimate. Nil: as many at
    /// once as there are workers.
    public var memoryBudget: Int?

    /// A batch reader; `workers` defaults to the number of active cores.
    public init(options: ReadOptions = ReadOptions(), workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                judge: ReadingJudge? = nil) {
        self.options = options
        self.workers = max(1, workers)
        self.judge = judge
    }

    /// Reads every file, returning one result per path, in the same order.
    ///
    /// A file that cannot be read gives a failure in its place; the others are still read. Throws only
    /// when no engine can be started (for example a language's data is missing). `progress` is called
    /// from worker threads after each file with (files done, files in all).
    public func read(
        paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(ReceiptOCRError) -> [Result<OCRResult, ReceiptOCRError>] {
        guard !paths.isEmpty else { return [] }
        let threads = min(workers, paths.count)
        // Each photo's estimated peak, only where a budget has photos to hold back.
        var peaks = Array(repeating: 0, count: paths.count)
        if memoryBudget != nil, threads > 1 {
            let loader = ImageLoader(maxPixels: options.maxPixels)
            peaks = paths.map { PhotoMemory.estimatedPeak(path: $0, loader: loader) }
        }
        let state = BatchState(peaks: peaks, budget: memoryBudget)
        let done = DispatchSemaphore(value: 0)
        let options = self.options
        let judge = self.judge
        for _ in 0..<threads {
            let thread = Thread {
                defer { done.signal() }
                let reader: ReceiptReader
                do throws(ReceiptOCRError) {
                    reader = try ReceiptReader(options: options)
                } catch {
                    state.fail(error)
                    return
                }
                while let index = state.next() {
                    let result: Result<OCRResult, ReceiptOCRError>
                    do throws(ReceiptOCRError) {
                        result = .success(try reader.read(path: paths[index], judge: judge))
                    } catch {
                        result = .failure(error)
                    }
                    let finished = state.finish(index, result)
                    progress?(finished, paths.count)
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        for _ in 0..<threads { done.wait() }
        return try state.results()
    }
}

/// The shared state of one batch: the next file to take, the memory the files being read take, and
/// the results so far. Guarded by one condition lock, which also wakes a worker waiting for memory.
final class BatchState: @unchecked Sendable {
    private let condition = NSCondition()
    private var nextIndex = 0
    private var finished = 0
    private var slots: [Result<OCRResult, ReceiptOCRError>?]
    private var startFailure: ReceiptOCRError?
    /// Each file's estimated peak (0 where memory is not counted), the budget, and what is in use.
    private let peaks: [Int]
    private let budget: Int?
    private var inUse = 0

    /// A batch of as many files as `peaks` has.
    init(peaks: [Int], budget: Int?) {
        slots = Array(repeating: nil, count: peaks.count)
        self.peaks = peaks
        self.budget = budget
    }

    /// The next file's index, or nil when all are taken (or no engine could start). Waits while the
    /// next file would take the files being read past the memory budget.
    func next() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            guard nextIndex < slots.count, startFailure == nil else { return nil }
            let peak = peaks[nextIndex]
            if let budget, inUse > 0, inUse + peak > budget {
                condition.wait()
                continue
            }
            inUse += peak
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    /// Records a result; returns how many files are finished.
    func finish(_ index: Int, _ result: Result<OCRResult, ReceiptOCRError>) -> Int {
        condition.lock()
        defer { condition.unlock() }
        slots[index] = result
        finished += 1
        inUse -= peaks[index]
        condition.broadcast()
        return finished
    }

    func fail(_ error: ReceiptOCRError) {
        condition.lock()
        defer { condition.unlock() }
        if startFailure == nil { startFailure = error }
        condition.broadcast()
    }

    func results() throws(ReceiptOCRError) -> [Result<OCRResult, ReceiptOCRError>] {
        condition.lock()
        let (failure, results) = (startFailure, slots)
        condition.unlock()
        if let failure, results.contains(where: { $0 == nil }) { throw failure }
        return results.map { $0! }
    }
}
