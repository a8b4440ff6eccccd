import Foundation
import Vellum

/// A built-in example: a view, the window it is shown in, and its source for people.
public struct Example: Sendable {
    public let name: String
    public let summary: String
    public let window: CGSize
    public let source: String
    public let makeView: @MainActor @Sendable () -> AnyView
    /// The device whose screen the example fills (its safe area, status bar band and
    /// home indicator band); nil for a plain window.
    public var device: Device? = nil
    /// What sets the example moving, for the animated ones; nil for a still.
    public var motion: Motion? = nil
    /// What a person does in a host before the still is taken (a menu opened, a field
    /// focused); nil: the still is the view as it appears.
    public var prepare: (@MainActor @Sendable (ViewHost) throws -> Void)? = nil

    /// Lays the example out as its window does.
    @MainActor
    public func layout(environment: EnvironmentValues = EnvironmentValues()) -> ViewLayout {
        if let device { return ViewLayout(of: makeView(), device: device, environment: environment) }
        return ViewLayout(of: makeView(), in: window, environment: environment)
    }

    /// A renderer of the example's window at `scale`: on its device's screen, or centred
    /// in a white window.
    @MainActor
    public func imageRenderer(scale: CGFloat = 1) -> ImageRenderer<AnyView> {
        let renderer: ImageRenderer<AnyView>
        if let prepare {
            let host = host()
            do { try prepare(host) } catch { Diagnostics.warnOnce("Example \(name): \(error)") }
            renderer = ImageRenderer(host: host)
        } else if let device {
            renderer = ImageRenderer(content: AnyView(makeView().background(Color.white)))
            renderer.device = device
        } else {
            renderer = ImageRenderer(content: AnyView(windowView()))
        }
        renderer.scale = scale
        return renderer
    }

    /// The example as its window shows it, for rendering: centred in a window-sized
    /// frame on the white of an iOS screen in light mode.
    @MainActor
    public func windowView() -> some View {
        makeView().frame(width: window.width, height: window.height).background(Color.white)
    }
}

extension VerticalAlignment {
    /// Aligns an account name with a full name across two VStacks.
    private enum AccountNameAlignment: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let accountName = VerticalAlignment(AccountNameAlignment.self)
}

public enum Examples {
    /// Every built-in example, in gallery order.
    public static let all: [Example] = layout + grid + shapes

    static let layout: [Example] = [
        Example(
            name: "favorite",
            summary: "Padding, then a background: the background fills the padded area.",
            window: CGSize(width: 320, height: 480),
            source: #"Text("Favorite").padding(10).background(Color.teal)"#,
            makeView: { AnyView(Text("Favorite").padding(10).background(Color.teal)) }),
        Example(
            name: "padding-order",
            summary: "The order of modifiers matters: background then padding leaves the padding clear.",
            window: CGSize(width: 320, height: 200),
            source: """
            VStack(spacing: 20) {
                Text("Hello, World!").padding(20).background(Color.red)
                Text("Hello, World!").background(Color.red).padding()
            }
            """,
            makeView: {
                AnyView(VStack(spacing: 20) {
                    Text("Hello, World!").padding(20).background(Color.red)
                    Text("Hello, World!").background(Color.red).padding()
                })
            }),
        Example(
            name: "layout-priority",
            summary: "The higher-priority text is offered space first and keeps its ideal width; the other wraps in what is left.",
            window: CGSize(width: 360, height: 120),
            source: """
            HStack {
                Text("A long title that wants room").layoutPriority(1)
                Text("A caption that yields")
            }
            """,
            makeView: {
                AnyView(HStack {
                    Text("A long title that wants room").layoutPriority(1)
                    Text("A caption that yields")
                })
            }),
        Example(
            name: "alignment-guide",
            summary: "An explicit leading guide indents one row of a leading-aligned VStack.",
            window: CGSize(width: 320, height: 200),
            source: """
            VStack(alignment: .leading) {
                Text("Fruit")
                Text("Apple").alignmentGuide(.leading) { _ in -20 }
                Text("Banana").alignmentGuide(.leading) { _ in -20 }
            }
            """,
            makeView: {
                AnyView(VStack(alignment: .leading) {
                    Text("Fruit")
                    Text("Apple").alignmentGuide(.leading) { _ in -20 }
                    Text("Banana").alignmentGuide(.leading) { _ in -20 }
                })
            }),
        Example(
            name: "account-alignment",
            summary: "A custom AlignmentID lines up the account name with the full name across two VStacks.",
            window: CGSize(width: 360, height: 240),
            source: """
            HStack(alignment: .accountName) {
                VStack {
                    Color.gray.frame(width: 60, height: 60)
                    Text("@mcolby").alignmentGuide(.accountName) { d in d[VerticalAlignment.center] }
                }
                VStack(alignment: .leading) {
                    Text("Full name:")
                    Text("Mary Colby").font(.title).alignmentGuide(.accountName) { d in d[VerticalAlignment.center] }
                    Text("Joined 2024")
                }
            }
            """,
            makeView: {
                AnyView(HStack(alignment: .accountName) {
                    VStack {
                        Color.gray.frame(width: 60, height: 60)
                        Text("@mcolby").alignmentGuide(.accountName) { d in d[VerticalAlignment.center] }
                    }
                    VStack(alignment: .leading) {
                        Text("Full name:")
                        Text("Mary Colby").font(.title).alignmentGuide(.accountName) { d in d[VerticalAlignment.center] }
                        Text("Joined 2024")
                    }
                })
            }),
        Example(
            name: "cards",
            summary: "The card-game layout: 2:3 cards in a 3 × 4 grid shrink until the grid fits its space.",
            window: CGSize(width: 360, height: 420),
            source: """
            VStack(spacing: 8) {
                ForEach(0..<3) { row in
                    HStack(spacing: 8) {
                        ForEach(0..<4) { column in
                            RoundedRectangle(cornerRadius: 8)
                                .fill(column % 2 == row % 2 ? Color.blue : Color.indigo)
                                .aspectRatio(2.0 / 3.0, contentMode: .fit)
                        }
                    }
                }
            }
            .padding()
            """,
            makeView: {
                AnyView(VStack(spacing: 8) {
                    ForEach(0..<3) { row in
                        HStack(spacing: 8) {
                            ForEach(0..<4) { column in
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(column % 2 == row % 2 ? Color.blue : Color.indigo)
                                    .aspectRatio(2.0 / 3.0, contentMode: .fit)
                            }
                        }
                    }
                }
                .padding())
            }),
        Example(
            name: "image-frame",
            summary: "A frame does not resize an image: without resizable() it keeps its size and overflows.",
            window: CGSize(width: 520, height: 720),
            source: """
            VStack(spacing: 40) {
                Image("landscape")
                    .frame(width: 300, height: 300)
                    .border(Color.gray)
                Image("landscape").resizable().scaledToFit()
                    .frame(width: 300, height: 300)
                    .border(Color.gray)
            }
            """,
            makeView: {
                AnyView(VStack(spacing: 40) {
                    Image("landscape", bundle: .module)
                        .frame(width: 300, height: 300)
                        .border(Color.gray)
                    Image("landscape", bundle: .module).resizable().scaledToFit()
                        .frame(width: 300, height: 300)
                        .border(Color.gray)
                })
            }),
        Example(
            name: "overlay-background",
            summary: "An overlay and a background take the primary's size; a ZStack takes the union.",
            window: CGSize(width: 320, height: 260),
            source: """
            VStack(spacing: 30) {
                Color.yellow.frame(width: 100, height: 50)
                    .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 20, height: 20) }
                ZStack(alignment: .topTrailing) {
                    Color.yellow.frame(width: 100, height: 50)
                    Circle().fill(Color.red).frame(width: 20, height: 20).offset(x: 10, y: -10)
                }
            }
            """,
            makeView: {
                AnyView(VStack(spacing: 30) {
                    Color.yellow.frame(width: 100, height: 50)
                        .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 20, height: 20) }
                    ZStack(alignment: .topTrailing) {
                        Color.yellow.frame(width: 100, height: 50)
                        Circle().fill(Color.red).frame(width: 20, height: 20).offset(x: 10, y: -10)
                    }
                })
            }),
        Example(
            name: "trailing",
            summary: "frame(maxWidth: .infinity, alignment: .trailing) and a Spacer both push text right.",
            window: CGSize(width: 320, height: 120),
            source: """
            VStack {
                Text("Frame").frame(maxWidth: .infinity, alignment: .trailing)
                HStack { Spacer(); Text("Spacer") }
            }
            """,
            makeView: {
                AnyView(VStack {
                    Text("Frame").frame(maxWidth: .infinity, alignment: .trailing)
                    HStack { Spacer(); Text("Spacer") }
                })
            }),
        Example(
            name: "fixed-size",
            summary: "fixedSize lets text take its ideal width and overflow its frame.",
            window: CGSize(width: 320, height: 120),
            source: """
            VStack(spacing: 16) {
                Text("This sentence wraps in 100 points").frame(width: 100)
                Text("This one does not").fixedSize().frame(width: 100)
            }
            """,
            makeView: {
                AnyView(VStack(spacing: 16) {
                    Text("This sentence wraps in 100 points").frame(width: 100)
                    Text("This one does not").fixedSize().frame(width: 100)
                })
            }),
        Example(
            name: "social-card",
            summary: "A 1200 × 630 social-card image. fixedSize(horizontal: false, vertical: true) keeps the Spacer from truncating the title.",
            window: CGSize(width: 1200, height: 630),
            source: """
            VStack(alignment: .leading, spacing: 24) {
                Text("VELLUM").font(.system(size: 28, weight: .semibold)).tracking(6)
                    .foregroundStyle(.white.opacity(0.8))
                Text("SwiftUI layout, rendered on Linux")
                    .font(.system(size: 72, weight: .bold)).foregroundStyle(.white)
                    .fixedSize(horizontal: false, vertical: true)  // all lines, whatever the Spacer wants
                Text("Write views with SwiftUI's API; get PNG, PDF and SVG from your server.")
                    .font(.system(size: 32)).foregroundStyle(.white.opacity(0.85))
                    .fixedSize(horizontal: false, vertical: true)
                Spacer()
                HStack(spacing: 20) {
                    Circle().fill(Color.orange)
                        .overlay { Text("MC").font(.system(size: 30, weight: .bold)).foregroundStyle(.white) }
                        .frame(width: 72, height: 72)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Mary Colby").font(.system(size: 28, weight: .semibold))
                        Text("@mcolby").font(.system(size: 24)).foregroundStyle(.white.opacity(0.7))
                    }
                    .foregroundStyle(.white)
                }
            }
            .padding(72)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .background(LinearGradient(colors: [.indigo, .purple, .pink],
                                       startPoint: .topLeading, endPoint: .bottomTrailing))
            """,
            makeView: { AnyView(SocialCard()) }),
    ] + [geometry, list, form, scroll] + navigation + listEditing + motion + tabs + presentation + textInput + settings + canvas + effects + share + assets + everyday + colorEffects

    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }
}

/// The social-card example's view.
struct SocialCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("VELLUM").font(.system(size: 28, weight: .semibold)).tracking(6)
                .foregroundStyle(.white.opacity(0.8))
            Text("SwiftUI layout, rendered on Linux")
                .font(.system(size: 72, weight: .bold)).foregroundStyle(.white)
                .fixedSize(horizontal: false, vertical: true)  // all lines, whatever the Spacer wants
            Text("Write views with SwiftUI's API; get PNG, PDF and SVG from your server.")
                .font(.system(size: 32)).foregroundStyle(.white.opacity(0.85))
                .fixedSize(horizontal: false, vertical: true)
            Spacer()
            HStack(spacing: 20) {
                Circle().fill(Color.orange)
                    .overlay { Text("MC").font(.system(size: 30, weight: .bold)).foregroundStyle(.white) }
                    .frame(width: 72, height: 72)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Mary Colby").font(.system(size: 28, weight: .semibold))
                    Text("@mcolby").font(.system(size: 24)).foregroundStyle(.white.opacity(0.7))
                }
                .foregroundStyle(.white)
            }
        }
        .padding(72)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(LinearGradient(colors: [.indigo, .purple, .pink],
                                   startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}
