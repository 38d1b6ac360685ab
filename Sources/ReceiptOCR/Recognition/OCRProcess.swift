import Foundation

/// Process-wide set-up that makes Tesseract fast.
public enum OCRProcess {
    /// The environment variable that caps OpenMP's threads.
    public static let threadLimitVariable = "OMP_THREAD_LIMIT"

    /// Whether this process was started with `OMP_THREAD_LIMIT` set (to any value).
    public static var isThreadLimitSet: Bool {
        getenv(threadLimitVariable) != nil
    }

    /// Re-executes the current program with `OMP_THREAD_LIMIT=1` when that variable is not set, so that
    /// Tesseract runs single-threaded (about 7× faster per image here; parallelism comes from one engine
    /// per core instead). Call it first thing in `main`, before any other work: on success it does not
    /// return (the program starts again from the top with the same arguments and the variable set).
    ///
    /// libgomp reads the variable once, when it loads, so setting it later inside the process is too
    /// late. A value the user set is respected. Returns (doing nothing else) if the variable is already
    /// set, on systems without `/proc/self/exe`, or if the exec fails — the program then runs correctly,
    /// only slower.
    public static func ensureSingleThreadedOpenMP() {
        guard !isThreadLimitSet else { return }
        setenv(threadLimitVariable, "1", 1)
        // Exec the file /proc/self/exe points to, so the process keeps its name (`splitbill`, not `exe`).
        let link = "/proc/self/exe"
        guard FileManager.default.fileExists(atPath: link) else { return }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? link
        let arguments = CommandLine.arguments
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        _ = execv(executable, argv)
        if executable != link { _ = execv(link, argv) }  // the file was replaced since start: use the link
        // Only reached when exec failed: free the copies and go on in this process.
        for pointer in argv { free(pointer) }
    }
}
