// swift-tools-version:6.0
import PackageDescription

// The split engine's speed on a large bill, in release mode. A separate package so that the main
// package's build and tests do not carry it.
let package = Package(
    name: "SplitBench",
    dependencies: [.package(name: "splitbill", path: "../..")],
    targets: [
        .executableTarget(
            name: "split-bench",
            dependencies: [
                .product(name: "SplitBillCore", package: "splitbill"),
                .product(name: "BillSplitter", package: "splitbill"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
