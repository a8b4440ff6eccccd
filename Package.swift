// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Vellum",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vellum", targets: ["Vellum"]),
        .executable(name: "vellum", targets: ["vellum"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "VellumCore"),
        .target(name: "Vellum", dependencies: ["VellumCore"]),
        .target(name: "VellumExamples", dependencies: ["Vellum"]),
        .executableTarget(
            name: "vellum",
            dependencies: [
                "Vellum",
                "VellumExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore"]),
        .testTarget(name: "VellumCLITests", dependencies: ["vellum", "VellumExamples"]),
    ]
)
