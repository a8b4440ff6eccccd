// swift-tools-version: 6.0
import CompilerPluginSupport
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
        .library(name: "VellumSnapshotTesting", targets: ["VellumSnapshotTesting"]),
        .executable(name: "vellum", targets: ["vellum"]),
        .executable(name: "VellumBenchmarks", targets: ["VellumBenchmarks"]),
        .executable(name: "VellumFuzz", targets: ["VellumFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The #Preview macro and the CLI's preview scanner. Any of the three majors a
        // Swift 6 toolchain ships with, so a user package pinning another one resolves.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target VellumCore`: the articles are in
        // Sources/VellumCore/Documentation.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        systemLibrary("CUnibreak", pkgConfig: "libunibreak", apt: "libunibreak-dev"),
        systemLibrary("CCairo", pkgConfig: "cairo", apt: "libcairo2-dev"),
        systemLibrary("CJPEG", pkgConfig: "libjpeg", apt: "libjpeg-dev"),
        systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev"),
        // libwebp with its animation encoder (libwebpmux) and decoder (libwebpdemux).
        systemLibrary("CWebP", pkgConfig: "libwebpdemux", apt: "libwebp-dev"),
        // The PNG encoder's deflate, which compresses bands of an image on all cores.
        .target(name: "CVellumDeflate"),
        .target(name: "VellumCore"),
        .target(name: "VellumText", dependencies: ["VellumCore", "CHarfBuzz", "CFontconfig", "CFriBidi", "CUnibreak"]),
        .target(name: "VellumRender", dependencies: ["VellumCore", "VellumText", "CCairo", "CFreeType", "CJPEG", "CDeflate", "CVellumDeflate", "CWebP"]),
        .macro(
            name: "VellumPreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // #Preview, PreviewProvider and the runner `vellum previews` generates.
        .target(name: "VellumPreviews", dependencies: ["VellumCore", "VellumRender", "VellumPreviewMacros"]),
        .target(name: "Vellum", dependencies: ["VellumCore", "VellumText", "VellumRender", "VellumPreviews"]),
        // Snapshot strategies for views and hosts, for users of swift-snapshot-testing.
        .target(name: "VellumSnapshotTesting", dependencies: [
            "Vellum", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "VellumExamples", dependencies: ["Vellum"], resources: [.process("Resources")]),
        .executableTarget(
            name: "vellum",
            dependencies: [
                "Vellum",
                "VellumExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "VellumBenchmarks", dependencies: ["Vellum", "VellumExamples", "VellumFuzzing"]),
        // Random view trees with hostile arguments, and the checks run on them: shared by
        // the fuzzer and its fixed-seed slice in VellumUserTests (the benchmarks use its
        // seeded generator).
        .target(name: "VellumFuzzing", dependencies: ["Vellum"]),
        .executableTarget(name: "VellumFuzz", dependencies: ["Vellum", "VellumFuzzing"]),
        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore"],
                    exclude: ["Fixtures"]),  // read from the source tree by FixtureTests
        .testTarget(name: "VellumTextTests", dependencies: ["VellumText"]),
        .testTarget(name: "VellumRenderTests", dependencies: ["VellumRender", "Vellum", "VellumExamples", "CWebP"],
                    exclude: ["References"],  // read from the source tree, so they can be re-recorded
                    resources: [.process("Resources")]),  // an asset catalog, as a project ships its Assets.xcassets
        // Exports its symbols, as the runner `vellum previews` generates does, so its
        // #Preview functions are found by name.
        .testTarget(name: "VellumPreviewsTests", dependencies: ["Vellum"],
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "VellumSnapshotTestingTests", dependencies: ["VellumSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "VellumCLITests", dependencies: ["vellum", "VellumExamples", "CWebP"], exclude: ["References"]),
        // The README's code samples, kept compiling exactly as printed: the first two form
        // one program, the seventh, ninth and tenth are files of it; the third to sixth
        // and the eighth are test files of VellumUserTests.
        .executableTarget(name: "ReadmeSample", dependencies: ["Vellum"], path: "Tests/ReadmeSample"),
        // An `@main` app target as users write it, which must build and run on Linux.
        .executableTarget(name: "AppSample", dependencies: ["Vellum"], path: "Tests/AppSample"),
        // Code as users write it, with `import Vellum` alone.
        .testTarget(name: "VellumUserTests", dependencies: ["Vellum", "ReadmeSample", "AppSample", "VellumFuzzing", "VellumSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
    ]
)
