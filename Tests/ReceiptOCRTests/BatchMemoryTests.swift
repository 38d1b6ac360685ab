import Foundation
import Synchronization
import Testing

@testable import ReceiptOCR

/// Photos read at once stay within the batch's memory budget, each counted at its estimated peak.
struct BatchMemoryTests {
    /// A photo that would take the photos being read past the budget waits until one is done.
    @Test func photoWaitsForMemory() throws {
        let state = BatchState(peaks: [60, 60, 30], budget: 100)
        #expect(state.next() == 0)
        let second = Mutex<Int?>(nil)
        let started = DispatchSemaphore(value: 0)
        Thread {
            let index = state.next()
            second.withLock { $0 = index }
            started.signal()
        }.start()
        #expect(started.wait(timeout: .now() + 0.3) == .timedOut)
        #expect(second.withLock { $0 } == nil)
        _ = state.finish(0, .failure(.fileNotFound(path: "a")))
        #expect(started.wait(timeout: .now() + 10) == .success)
        #expect(second.withLock { $0 } == 1)
        #expect(state.next() == 2)  // 60 + 30 fit
        #expect(state.next() == nil)
    }

    /// One photo is always read, however large its estimate; without a budget nothing waits.
    @Test func onePhotoAlwaysRuns() {
        let state = BatchState(peaks: [500, 500], budget: 100)
        #expect(state.next() == 0)
        _ = state.finish(0, .failure(.fileNotFound(path: "a")))
        #expect(state.next() == 1)
        let free = BatchState(peaks: [0, 0], budget: nil)
        #expect(free.next() == 0 && free.next() == 1)
    }

    /// The estimate follows the pixels a photo is read at, from its header: a JPEG over the decode
    /// budget counts at its reduced size, and a file that does not tell counts as the largest.
    @Test func estimateFromTheHeader() throws {
        let loader = ImageLoader()
        let path = SampleReceipts.path("sroie-217.jpg")
        let image = try loader.load(path: path)
        #expect(loader.pixelsRead(path: path) == image.width * image.height)
        #expect(PhotoMemory.estimatedPeak(path: path) == PhotoMemory.perPhoto + PhotoMemory.bytesPerPixel * image.width * image.height)
        var small = ImageLoader()
        small.fullDecodePixels = image.width * image.height / 3
        let reduced = try small.load(path: path)
        #expect(small.pixelsRead(path: path) == reduced.width * reduced.height)
        #expect(loader.pixelsRead(path: SampleReceipts.path("sroie-217.heic")) == nil)
        #expect(PhotoMemory.estimatedPeak(path: "/no/such/photo.jpg") == PhotoMemory.perPhoto + PhotoMemory.bytesPerPixel * loader.fullDecodePixels)
        #expect(PhotoMemory.batchBudget > 0)
    }
}
