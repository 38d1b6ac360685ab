// swift-tools-version:6.0
import PackageDescription

// ocr-bench: runs the ReceiptOCR pipeline over images with any clean-up stages and thresholds, one JSON
// per image, for trying variants (Benchmarks/README.md). A separate package so that the main package's
// build stays small.
let package = Package(
    name: "OCRBench",
    dependencies: [.package(name: "splitbill", path: "../..")],
    targets: [
        .executableTarget(
            name: "ocr-bench",
            dependencies: [
                .product(name: "ReceiptOCR", package: "splitbill"),
                .product(name: "ReceiptParser", package: "splitbill"),
                .product(name: "ReceiptScanning", package: "splitbill"),
                .product(name: "SplitBillCore", package: "splitbill"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
