import Foundation
import Testing

@testable import ReceiptOCR

/// A photo's reading stops at its time limit with what was read by then, and says so.
struct TimeLimitTests {
    /// Past the limit no recognition starts and no further reading is made: the result comes back at
    /// once, cut short and saying so, without an error.
    @Test func readingStopsAtTheLimit() throws {
        var options = ReadOptions()
        options.timeLimit = .zero
        let reader = try ReceiptReader(options: options)
        let result = try reader.read(path: SampleReceipts.path("el-greco-dark-blurry.jpg"), judge: ReadingJudge { _ in .init(settled: false, rank: 0) })
        #expect(result.stoppedAtTimeLimit)
        #expect(result.readings == 1)
        #expect(result.words.isEmpty)
    }

    /// A limit the reading stays within changes nothing: the same words as with no limit, not cut short.
    @Test func aLimitNotReachedChangesNothing() throws {
        var options = ReadOptions()
        options.timeLimit = nil
        let free = try ReceiptReader(options: options).read(path: SampleReceipts.path("sroie-217.jpg"))
        options.timeLimit = .seconds(600)
        let limited = try ReceiptReader(options: options).read(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(!limited.stoppedAtTimeLimit && !free.stoppedAtTimeLimit)
        #expect(limited.words.map(\.text) == free.words.map(\.text))
    }

    /// A recognition under way stops at the deadline, its engine says so, and the next deadline set
    /// starts afresh.
    @Test func recognitionStopsAtTheDeadline() throws {
        let engine = try TesseractEngine()
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let all = try engine.recognize(image)
        engine.deadline = .now + .milliseconds(30)
        let cut = try engine.recognize(image)
        #expect(engine.stoppedByDeadline)
        #expect(cut.count < all.count)
        engine.deadline = .now + .seconds(600)
        #expect(!engine.stoppedByDeadline)
        #expect(try engine.recognize(image).map(\.text) == all.map(\.text))
    }
}
