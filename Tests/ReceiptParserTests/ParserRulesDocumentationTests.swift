import Foundation
import ReceiptParser
import Testing

/// The reference's list of the parser's rules is written from the code (`scripts/rules-doc`), never by
/// hand: it must name every rule of ``ReceiptParser/catalogue``, phase by phase, in the order they run.
@Suite("Parser rules in the reference")
struct ParserRulesDocumentationTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ReceiptParser/Documentation.docc/ParserRules.md")

    @Test("ParserRules.md lists the catalogue's phases and rules in order (scripts/rules-doc rewrites it)")
    func pageMatchesTheCatalogue() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        var phases: [ReceiptParser.RulePhase] = []
        var key: String?
        var rules: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### "), let open = line.range(of: "(`"), let close = line.range(of: "`)") {
                if let key { phases.append(.init(key: key, rules: rules)) }
                key = String(line[open.upperBound..<close.lowerBound])
                rules = []
            } else if let stars = line.range(of: ". **"), line.prefix(while: \.isNumber).count > 0 {
                let rest = line[stars.upperBound...]
                rules.append(String(rest.prefix { $0 != "*" }))
            }
        }
        if let key { phases.append(.init(key: key, rules: rules)) }
        #expect(phases == ReceiptParser.catalogue, "run scripts/rules-doc and commit the page")
        #expect(Set(ReceiptParser.ruleNames).isSubset(of: Set(ReceiptParser.catalogue.flatMap(\.rules))))
    }
}
