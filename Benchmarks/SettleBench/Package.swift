// swift-tools-version:6.0
import PackageDescription

// The settle-up search's speed for 10, 15 and 20 people, in release mode, beside the greedy
// baseline. A separate package so that the main package's build and tests do not carry it.
let package = Package(
    name: "SettleBench",
    dependencies: [.package(name: "splitbill", path: "../..")],
    targets: [
        .executableTarget(
            name: "settle-bench",
            dependencies: [
                .product(name: "SplitBillCore", package: "splitbill"),
                .product(name: "SettleUp", package: "splitbill"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
