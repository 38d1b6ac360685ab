import Foundation
import Testing

/// `splitbill --version` against CHANGELOG.md, through the real binary.
@Suite("splitbill --version")
struct VersionTests {
    /// The newest released version in CHANGELOG.md: the first `## [X.Y.Z]` heading that is not
    /// `[Unreleased]`.
    static func changelogVersion() throws -> String? {
        let changelog = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        for line in changelog.split(separator: "\n") where line.hasPrefix("## [") {
            let name = line.dropFirst(4).prefix { $0 != "]" }
            if name != "Unreleased" { return String(name) }
        }
        return nil
    }

    @Test("prints the version of the newest release in CHANGELOG.md")
    func versionMatchesChangelog() throws {
        let released = try #require(try Self.changelogVersion(), "CHANGELOG.md names no released version")
        let r = try CommandRunner.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout == released + "\n")
    }
}
