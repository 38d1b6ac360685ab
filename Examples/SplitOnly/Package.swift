// swift-tools-version:6.0
import PackageDescription

// A package that uses splitbill's model and splitter only: it must build and run on a machine
// without Tesseract or Leptonica.
let package = Package(
    name: "SplitOnly",
    dependencies: [.package(name: "splitbill", path: "../..")],
    targets: [
        .executableTarget(
            name: "split-only",
            dependencies: [
                .product(name: "SplitBillCore", package: "splitbill"),
                .product(name: "BillSplitter", package: "splitbill"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
