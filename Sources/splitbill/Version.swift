/// splitbill's version, the one place it is written.
///
/// `splitbill --version` prints it; CHANGELOG.md's newest released entry and the release's git tag
/// (`v` and this number) must name the same version, which a test of the command checks against the
/// changelog.
enum Version {
    /// The version number, `MAJOR.MINOR.PATCH` in the sense of Semantic Versioning.
    static let current = "0.9.0"
}
