import Foundation

/// Two pieces of work for one image run at once, on this thread and one other: how a receipt uses a
/// second core (``BandReading``, and the clean-up's measures with ``ImageCleanup/run(_:debug:threads:)``).
enum TwoThreads {
    /// Runs `here` on this thread and `there` on a new one (with the large stack Tesseract needs), and
    /// returns both results once both are done; the first error, if any, is thrown.
    static func run<A, B, E: Error>(
        _ here: () throws(E) -> A, _ there: @escaping () throws(E) -> B
    ) throws(E) -> (A, B) {
        let handOver = UncheckedBox(there)
        let result = UncheckedBox<Result<B, E>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = Result { () throws(E) in try handOver.value() }
            done.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        let mine = Result { () throws(E) in try here() }
        done.wait()
        return (try mine.get(), try result.value!.get())
    }
}

/// A value handed to one other thread and read back after it signalled: the hand-over is ordered by a
/// semaphore, so no two threads touch the value at once.
final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
