// swift-tools-version:6.0
import PackageDescription

// Runs the receipt parser over a corpus folder and writes one bill file per receipt, for
// ../../../shared/tools/score.py. A separate package so that the main package's build stays small.
let package = Package(
    name: "ParserBench",
    dependencies: [.package(name: "splitbill", path: "../..")],
    targets: [
        .executableTarget(
            name: "parser-bench",
            dependencies: [
                .product(name: "ReceiptParser", package: "splitbill"),
                .product(name: "SplitBillCore", package: "splitbill"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
