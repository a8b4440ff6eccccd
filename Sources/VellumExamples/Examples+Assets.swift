import Foundation
import Vellum

extension Examples {
    static let assets: [Example] = [
        Example(
            name: "asset-catalog-card",
            summary: "A brand card from an asset catalog, light and dark side by side: the card and accent colours from Brand/ colour sets with dark appearances, a logo image set at 1x, 2x and 3x, and a template sparkle tinted with the accent. Its text is in the serif design, whose faces (DejaVu Serif) every Vellum machine has.",
            window: CGSize(width: 760, height: 150),
            source: """
            HStack(spacing: 0) {
                BrandCard()
                BrandCard().environment(\\.colorScheme, .dark)
            }

            // Package.swift: .target(name: "Roasters", resources: [.process("Resources")]),
            // with Resources/Assets.xcassets as Xcode made it.
            struct BrandCard: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 14) {
                        Image("Logo", bundle: .module)
                        VStack(alignment: .leading, spacing: 6) {
                            Text("Harbor Roasters").font(.headline)
                            Text("Single-origin beans, roasted on Tuesdays.")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                            Label {
                                Text("Member since 2021")
                            } icon: {
                                Image("Sparkle", bundle: .module)
                            }
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(Color("Brand/Accent", bundle: .module))
                        }
                    }
                    .padding(16)
                    .frame(width: 340, alignment: .leading)
                    .background(Color("Brand/Card", bundle: .module), in: RoundedRectangle(cornerRadius: 16))
                    .fontDesign(.serif)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(uiColor: .systemBackground))
                }
            }
            """,
            makeView: {
                AnyView(HStack(spacing: 0) {
                    BrandCard()
                    BrandCard().environment(\.colorScheme, .dark)
                })
            }),
    ]
}

struct BrandCard: View {
    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Image("Logo", bundle: .module)
            VStack(alignment: .leading, spacing: 6) {
                Text("Harbor Roasters").font(.headline)
                Text("Single-origin beans, roasted on Tuesdays.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Label {
                    Text("Member since 2021")
                } icon: {
                    Image("Sparkle", bundle: .module)
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color("Brand/Accent", bundle: .module))
            }
        }
        .padding(16)
        .frame(width: 340, alignment: .leading)
        .background(Color("Brand/Card", bundle: .module), in: RoundedRectangle(cornerRadius: 16))
        .fontDesign(.serif)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(uiColor: .systemBackground))
    }
}
