// swift-tools-version:6.0
import PackageDescription

// The README's library examples, one file per product, compiled and run against the package itself:
// `swift run --package-path Examples/LibraryTour library-tour` (it reads SampleReceipts/, so needs the
// Tesseract packages of scripts/install-deps).
let package = Package(
    name: "LibraryTour",
    dependencies: [.package(name: "splitbill", path: "../..")],
    targets: [
        .executableTarget(
            name: "library-tour",
            dependencies: [
                .product(name: "SplitBillCore", package: "splitbill"),
                .product(name: "BillSplitter", package: "splitbill"),
                .product(name: "ReceiptParser", package: "splitbill"),
                .product(name: "SplitBillStore", package: "splitbill"),
                .product(name: "SettleUp", package: "splitbill"),
                .product(name: "ReceiptOCR", package: "splitbill"),
                .product(name: "ReceiptScanning", package: "splitbill"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
