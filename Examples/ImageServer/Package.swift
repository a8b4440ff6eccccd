// swift-tools-version: 6.0
import PackageDescription

// An image server for Open Graph cards: Vellum renders the SwiftUI card, Hummingbird
// serves it. `swift run ImageServer` starts it on http://127.0.0.1:8080.
let package = Package(
    name: "ImageServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Vellum itself, from this checkout (named, since a path package is otherwise
        // known by its folder name).
        .package(name: "Vellum", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // The routes, the card and the render limit, as a library the tests call.
        .target(name: "ImageServerApp", dependencies: [
            .product(name: "Vellum", package: "Vellum"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .executableTarget(name: "ImageServer", dependencies: ["ImageServerApp"]),
        .testTarget(name: "ImageServerTests", dependencies: [
            "ImageServerApp",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ]
)
