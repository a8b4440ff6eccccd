import Foundation
import Vellum

extension Examples {
    static let share: [Example] = [
        Example(
            name: "photo-detail-share",
            summary: "A photo detail screen on an iPhone 15: a ShareLink in the toolbar (the square.and.arrow.up symbol, a placeholder on Linux), a DisclosureGroup drawn by a custom DisclosureGroupStyle (a turning chevron, open), a wheel DatePicker (month, day, year in a 216-point wheel on its grey band) and a titled ShareLink.",
            window: Device.iPhone15.screenSize,
            source: """
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        Image("landscape").resizable().scaledToFill()
                            .frame(height: 200).clipped()
                        DisclosureGroup("Details", isExpanded: $showsDetails) {
                            LabeledContent("Camera", value: "iPhone 15")
                            LabeledContent("Size", value: "4032 × 3024")
                        }
                        .disclosureGroupStyle(CardDisclosureStyle())
                        DatePicker("Taken", selection: $taken, displayedComponents: .date)
                            .datePickerStyle(.wheel)
                        ShareLink("Send to Family", item: photoURL,
                                  subject: Text("Harbour at dusk"),
                                  preview: SharePreview("Harbour at dusk", image: Image("landscape")))
                    }
                    .padding()
                }
                .navigationTitle("Harbour")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        ShareLink(item: photoURL)
                    }
                }
            }

            struct CardDisclosureStyle: DisclosureGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Button {
                            configuration.isExpanded.toggle()
                        } label: {
                            HStack {
                                configuration.label.font(.headline)
                                Spacer()
                                Image(systemName: "chevron.right")
                                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                            }
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        if configuration.isExpanded {
                            configuration.content
                        }
                    }
                    .padding()
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            """,
            makeView: { AnyView(PhotoDetail()) },
            device: .iPhone15.withStatusBar()),
    ]
}

private let photoURL = URL(string: "https://example.com/photos/harbour")!

/// The photo-detail example's view.
struct PhotoDetail: View {
    @State private var showsDetails = true
    @State private var taken: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 9, minute: 41))!
    }()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Image("landscape", bundle: .module).resizable().scaledToFill()
                        .frame(height: 200).clipped()
                    DisclosureGroup("Details", isExpanded: $showsDetails) {
                        LabeledContent("Camera", value: "iPhone 15")
                        LabeledContent("Size", value: "4032 × 3024")
                    }
                    .disclosureGroupStyle(CardDisclosureStyle())
                    DatePicker("Taken", selection: $taken, displayedComponents: .date)
                        .datePickerStyle(.wheel)
                    ShareLink("Send to Family", item: photoURL,
                              subject: Text("Harbour at dusk"),
                              preview: SharePreview("Harbour at dusk", image: Image("landscape", bundle: .module)))
                }
                .padding()
            }
            .navigationTitle("Harbour")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: photoURL)
                }
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

/// The example's disclosure style: a card whose header button turns a chevron.
struct CardDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label.font(.headline)
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
            }
        }
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}
