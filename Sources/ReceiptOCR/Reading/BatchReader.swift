import Foundation
import Synchronization

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
        let state = BatchState(count: paths.count)
        let done = DispatchSemaphore(value: 0)
        let threads = min(workers, paths.count)
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

/// The shared state of one batch: the next file to take and the results so far.
private final class BatchState: Sendable {
    private struct Inner {
        var nextIndex = 0
        var finished = 0
        var results: [Result<OCRResult, ReceiptOCRError>?]
        var startFailure: ReceiptOCRError?
    }

    private let inner: Mutex<Inner>

    init(count: Int) {
        inner = Mutex(Inner(results: Array(repeating: nil, count: count)))
    }

    /// The next file's index, or nil when all are taken (or no engine could start).
    func next() -> Int? {
        inner.withLock { state in
            guard state.nextIndex < state.results.count, state.startFailure == nil else { return nil }
            defer { state.nextIndex += 1 }
            return state.nextIndex
        }
    }

    /// Records a result; returns how many files are finished.
    func finish(_ index: Int, _ result: Result<OCRResult, ReceiptOCRError>) -> Int {
        inner.withLock { state in
            state.results[index] = result
            state.finished += 1
            return state.finished
        }
    }

    func fail(_ error: ReceiptOCRError) {
        inner.withLock { state in
            if state.startFailure == nil { state.startFailure = error }
        }
    }

    func results() throws(ReceiptOCRError) -> [Result<OCRResult, ReceiptOCRError>] {
        let (failure, results) = inner.withLock { ($0.startFailure, $0.results) }
        if let failure, results.contains(where: { $0 == nil }) { throw failure }
        return results.map { $0! }
    }
}
