import Vellum

/// Registers the fonts the cards use, once, before the first render.
func registerBrandFonts(downloaded fontBytes: Data) throws {
    try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/BrandSans.ttf"))  // .ttf, .otf, .ttc
    try FontRegistry.register(data: fontBytes)  // bytes from a store or a request
    try FontRegistry.registerFonts(in: .main)   // every font file in a bundle (`.module` for a package's resources)
}

struct Headline: View {
    var body: some View {
        VStack {
            Text("Quarterly report")
                .font(.custom("Brand Sans", size: 48, relativeTo: .largeTitle).weight(.bold))
            Text("直骨")  // Japanese forms
                .environment(\.locale, Locale(identifier: "ja_JP"))
        }
    }
}
