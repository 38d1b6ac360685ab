// swift-tools-version:6.1
import PackageDescription

// The cut: a pure-Swift core (model, parser, splitter) that any package can depend on without
// Tesseract or Leptonica on the machine, and an OCR module plus the command at the edge.
let package = Package(
    name: "splitbill",
    products: [
        .library(name: "SplitBillCore", targets: ["SplitBillCore"]),
        .library(name: "BillSplitter", targets: ["BillSplitter"]),
        .library(name: "ReceiptParser", targets: ["ReceiptParser"]),
        .library(name: "SplitBillStore", targets: ["SplitBillStore"]),
        .library(name: "SettleUp", targets: ["SettleUp"]),
        .library(name: "SplitDialogue", targets: ["SplitDialogue"]),
        .library(name: "ReceiptOCR", targets: ["ReceiptOCR"]),
        .library(name: "ReceiptScanning", targets: ["ReceiptScanning"]),
        .library(name: "ClaimRoom", targets: ["ClaimRoom"]),
        .library(name: "ClaimRoomServer", targets: ["ClaimRoomServer"]),
        .executable(name: "splitbill", targets: ["splitbill"]),
    ],
    dependencies: [
        // Reference documentation: `swift package generate-documentation --target NAME`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // The claim room's HTTP server; swift-configuration support is not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "SplitBillCore"),
        .target(name: "BillSplitter", dependencies: ["SplitBillCore"]),
        .target(name: "ReceiptParser", dependencies: ["SplitBillCore"]),
        // The dialogue that splits a bill question by question, on any terminal behind a small protocol.
        .target(name: "SplitDialogue", dependencies: ["SplitBillCore", "BillSplitter"]),
        // Settling up across bills: balances and the fewest transfers; no database.
        .target(name: "SettleUp", dependencies: ["SplitBillCore"]),
        .target(
            name: "SplitBillStore",
            dependencies: ["SplitBillCore", "BillSplitter", "SettleUp", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Reading photos: the only library that needs Tesseract, Leptonica and libheif.
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract", providers: [.apt(["libtesseract-dev"])]),
        .systemLibrary(name: "CLeptonica", pkgConfig: "lept", providers: [.apt(["libleptonica-dev"])]),
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        // The few calls of Tesseract's C++ API that its C API lacks (a text line's rise and drop), as C.
        .target(name: "CTesseractExtras", dependencies: ["CTesseract"]),
        // PNG and CMYK JPEG decoders that turn the image grey row by row (libpng, libjpeg), for the
        // images whose full decode would hold several copies of their pixels.
        .target(
            name: "CImageDecoding",
            dependencies: ["CLeptonica"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]
        ),
        // tessdata/ holds splitbill's receipt recognition model (Training/ rebuilds it).
        .target(
            name: "ReceiptOCR",
            dependencies: ["SplitBillCore", "CTesseract", "CTesseractExtras", "CImageDecoding", "CLeptonica", "CHeif"],
            resources: [.copy("tessdata")]
        ),
        // Photo or text to parsed receipt: the OCR's readings judged by the parser's arithmetic.
        .target(name: "ReceiptScanning", dependencies: ["SplitBillCore", "ReceiptParser", "ReceiptOCR"]),
        // The claim room: who claimed which item, checked, and the split it makes; no HTTP.
        .target(name: "ClaimRoom", dependencies: ["SplitBillCore", "BillSplitter"]),
        // The claim room served over HTTP to the phones at the table (its page, JSON API and events), and
        // the QR code of its address for a terminal.
        .target(
            name: "ClaimRoomServer",
            dependencies: [
                "ClaimRoom", "SplitBillCore", "BillSplitter",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "splitbill",
            dependencies: [
                "SplitBillCore",
                "BillSplitter",
                "ReceiptParser",
                "SplitBillStore",
                "SettleUp",
                "SplitDialogue",
                "ReceiptOCR",
                "ReceiptScanning",
                "ClaimRoom",
                "ClaimRoomServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Shared by the test targets only (a seeded generator); no product exports it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The seeded mutation fuzzer (parser, JSON and bill files, image loader) and its corpus; no product.
        .executableTarget(
            name: "splitbill-fuzz",
            dependencies: ["SplitBillCore", "ReceiptParser", "BillSplitter", "ReceiptOCR", "SplitBillStore", "SettleUp", "TestSupport"],
            path: "Tests/Fuzz",
            exclude: ["corpus"]
        ),
        .testTarget(name: "SplitBillCoreTests", dependencies: ["SplitBillCore", "TestSupport"]),
        .testTarget(name: "BillSplitterTests", dependencies: ["BillSplitter", "SplitBillCore", "TestSupport"]),
        .testTarget(name: "SplitDialogueTests", dependencies: ["SplitDialogue", "BillSplitter", "SplitBillCore"]),
        .testTarget(name: "SettleUpTests", dependencies: ["SettleUp", "SplitBillCore", "TestSupport"]),
        .testTarget(name: "SplitBillStoreTests", dependencies: ["SplitBillStore", "BillSplitter", "SettleUp", "SplitBillCore", "TestSupport"]),
        .testTarget(
            name: "ReceiptParserTests",
            dependencies: ["ReceiptParser", "SplitBillCore", "BillSplitter", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ReceiptOCRTests", dependencies: ["ReceiptOCR", "SplitBillCore", "CLeptonica", "TestSupport"]),
        .testTarget(
            name: "ReceiptScanningTests", dependencies: ["ReceiptScanning", "ReceiptOCR", "ReceiptParser", "BillSplitter", "SplitBillCore"],
            // Photos read from the source tree by path (#filePath), as SampleReceipts/ are.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ClaimRoomTests", dependencies: ["ClaimRoom", "BillSplitter", "SplitBillCore"]),
        .testTarget(name: "ClaimRoomServerTests", dependencies: ["ClaimRoomServer", "ClaimRoom", "BillSplitter", "SplitBillCore", "TestSupport"]),
        .testTarget(
            name: "SplitBillCommandTests",
            dependencies: ["splitbill", "TestSupport"],
            resources: [.copy("Expected")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
