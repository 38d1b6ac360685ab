import Foundation
import ReceiptOCR

/// Restarting the command with OpenMP single-threaded, so that Tesseract reads fast (see ReceiptOCR's
/// `OCRProcess`): the library says whether the limit is set; only the command re-executes itself.
enum OpenMPRestart {
    /// Re-executes the command with `OMP_THREAD_LIMIT=1` when that variable is not set. Call before
    /// anything is printed or written: on success it does not return (the command starts again from the
    /// top with the same arguments and the variable set).
    ///
    /// A value the user set is respected. Returns (doing nothing else) when the variable is already set,
    /// on systems without `/proc/self/exe`, or when the exec fails: the command then runs correctly, only
    /// slower.
    static func ifNeeded() {
        guard !OCRProcess.isThreadLimitSet else { return }
        setenv(OCRProcess.threadLimitVariable, OCRProcess.fastestThreadLimit, 1)
        // Exec the file /proc/self/exe points to, so the process keeps its name (`splitbill`, not `exe`).
        let link = "/proc/self/exe"
        guard FileManager.default.fileExists(atPath: link) else { return }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? link
        var argv: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) }
        argv.append(nil)
        _ = execv(executable, argv)
        if executable != link { _ = execv(link, argv) }  // the file was replaced since start: use the link
        // Only reached when exec failed: free the copies and go on in this process.
        for pointer in argv { free(pointer) }
    }
}
