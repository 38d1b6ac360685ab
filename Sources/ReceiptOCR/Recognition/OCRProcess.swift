import Foundation

/// What a program that reads photos needs to know of the process: whether OpenMP was started
/// single-threaded, which makes Tesseract fast.
///
/// Tesseract runs about 7× faster per image on one OpenMP thread (parallelism comes from one engine per
/// core instead, as ``BatchReader`` does). libgomp reads `OMP_THREAD_LIMIT` once, when it loads, so the
/// variable must be set before the program starts: in the environment (`OMP_THREAD_LIMIT=1 program`),
/// or by the program re-executing itself with it set first thing in `main`, as the `splitbill` command
/// does. The library never restarts the process: it only says whether the limit is set.
public enum OCRProcess {
    /// The environment variable that caps OpenMP's threads.
    public static let threadLimitVariable = "OMP_THREAD_LIMIT"

    /// The value of ``threadLimitVariable`` that reads fastest: one thread per engine.
    public static let fastestThreadLimit = "1"

    /// Whether this process was started with `OMP_THREAD_LIMIT` set (to any value).
    public static var isThreadLimitSet: Bool {
        getenv(threadLimitVariable) != nil
    }
}
