// swift-tools-version: 6.0
import PackageDescription

// A package as a team writes one, with previews of both kinds, for `vellum previews`
// (Tests/VellumCLITests/PreviewsCommandTests.swift). It depends on Vellum by path.
let package = Package(
    name: "PreviewsFixture",
    platforms: [.macOS(.v14)],
    products: [.library(name: "PreviewsFixture", targets: ["PreviewsFixture"])],
    dependencies: [.package(name: "Vellum", path: "../../..")],
    targets: [.target(name: "PreviewsFixture", dependencies: [.product(name: "Vellum", package: "Vellum")])]
)
