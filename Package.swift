// swift-tools-version: 6.0
import PackageDescription

/// One `.systemLibrary` target per C library, found with pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/CLibraries/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Vellum",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vellum", targets: ["Vellum"]),
        .executable(name: "vellum", targets: ["vellum"]),
        .executable(name: "VellumBenchmarks", targets: ["VellumBenchmarks"]),
        .executable(name: "VellumFuzz", targets: ["VellumFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        systemLibrary("CUnibreak", pkgConfig: "libunibreak", apt: "libunibreak-dev"),
        systemLibrary("CCairo", pkgConfig: "cairo", apt: "libcairo2-dev"),
        systemLibrary("CJPEG", pkgConfig: "libjpeg", apt: "libjpeg-dev"),
        .target(name: "VellumCore"),
        .target(name: "VellumText", dependencies: ["VellumCore", "CHarfBuzz", "CFontconfig", "CFriBidi", "CUnibreak"]),
        .target(name: "VellumRender", dependencies: ["VellumCore", "VellumText", "CCairo", "CFreeType", "CJPEG"]),
        .target(name: "Vellum", dependencies: ["VellumCore", "VellumText", "VellumRender"]),
        .target(name: "VellumExamples", dependencies: ["Vellum"], resources: [.process("Resources")]),
        .executableTarget(
            name: "vellum",
            dependencies: [
                "Vellum",
                "VellumExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "VellumBenchmarks", dependencies: ["Vellum"]),
        // Random view trees with hostile arguments, and the checks run on them: shared by
        // the fuzzer and its fixed-seed slice in VellumUserTests.
        .target(name: "VellumFuzzing", dependencies: ["Vellum"]),
        .executableTarget(name: "VellumFuzz", dependencies: ["Vellum", "VellumFuzzing"]),
        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore"],
                    exclude: ["Fixtures"]),  // read from the source tree by FixtureTests
        .testTarget(name: "VellumTextTests", dependencies: ["VellumText"]),
        .testTarget(name: "VellumRenderTests", dependencies: ["VellumRender", "Vellum", "VellumExamples"],
                    exclude: ["References"]),  // read from the source tree, so they can be re-recorded
        .testTarget(name: "VellumCLITests", dependencies: ["vellum", "VellumExamples"]),
        // The README's code samples, kept compiling exactly as printed: the first two form
        // one program, the third is a test file of VellumUserTests.
        .executableTarget(name: "ReadmeSample", dependencies: ["Vellum"], path: "Tests/ReadmeSample"),
        // An `@main` app target as users write it, which must build and run on Linux.
        .executableTarget(name: "AppSample", dependencies: ["Vellum"], path: "Tests/AppSample"),
        // Code as users write it, with `import Vellum` alone.
        .testTarget(name: "VellumUserTests", dependencies: ["Vellum", "ReadmeSample", "AppSample", "VellumFuzzing"]),
    ]
)
