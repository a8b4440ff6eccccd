import Foundation

// Text, images and symbols in a canvas are views: each is laid out by the same engine
// as anywhere else, in the canvas's environment, and drawn into the context as the
// items it draws, moved to where the context puts it.

/// A view resolved for drawing in a canvas: its own small graph, laid out on demand.
@MainActor
final class CanvasViewDrawing {
    private let graph: ViewGraph
    private let node: LayoutNode
    private let scale: CGFloat

    init<V: View>(_ view: V, environment: EnvironmentValues, scale: CGFloat) {
        graph = ViewGraph(view, environment: environment)
        node = graph.resolve()
        graph.finishUpdate(runActions: false)
        self.scale = scale
    }

    func size(for proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The first or last text baseline of the view laid out in `proposal`, else its
    /// bottom (where an image sits on a baseline).
    func baseline(for proposal: ProposedViewSize, last: Bool = false) -> CGFloat {
        let size = size(for: proposal)
        let key = last ? VerticalAlignment.lastTextBaseline.key : VerticalAlignment.firstTextBaseline.key
        return node.explicitAlignment(key, size: size, proposal: proposal) ?? size.height
    }

    /// What the view draws laid out in `proposal` with its top-left corner at `origin`
    /// (user space).
    func items(at origin: CGPoint, proposal: ProposedViewSize) -> [DisplayList.Item] {
        node.place(in: CGRect(origin: origin, size: size(for: proposal)), proposal: proposal, context: .window)
        var builder = DisplayListBuilder(scale: scale)
        node.draw(into: &builder)
        return builder.items
    }
}

/// A shading as the foreground style of text and template images. It paints in the
/// canvas's environment, whose foreground style is the one it replaces: so
/// `.foreground` and hierarchical styles (`.secondary`) read the canvas's, not itself.
private struct ShadingStyle: ShapeStyle {
    let shading: GraphicsContext.Shading
    let environment: EnvironmentValues
    func _paint(in bounds: CGRect, environment _: EnvironmentValues) -> DisplayList.Paint {
        MainActor.assumeIsolated { shading.paint(in: bounds, environment: environment) }
    }
}

extension GraphicsContext {
    // MARK: - Text

    /// A text view resolved to a particular environment.
    @MainActor @preconcurrency
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        let scale: CGFloat
        /// The shading that fills the text; by default the environment's foreground style.
        public var shading: Shading = .foreground {
            didSet { drawing = nil }
        }
        private var drawing: CanvasViewDrawing?

        init(text: Text, environment: EnvironmentValues, scale: CGFloat) {
            self.text = text
            self.environment = environment
            self.scale = scale
        }

        /// The text laid out by the engine; made once per shading.
        mutating func resolved() -> CanvasViewDrawing {
            if let drawing { return drawing }
            let made = CanvasViewDrawing(text.foregroundStyle(ShadingStyle(shading: shading, environment: environment)), environment: environment, scale: scale)
            drawing = made
            return made
        }

        /// The size of the text laid out in `size`, as a text view proposed `size`.
        public func measure(in size: CGSize) -> CGSize {
            var copy = self
            return copy.resolved().size(for: ProposedViewSize(size))
        }

        /// The distance from the top of the text laid out in `size` to its first baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            var copy = self
            return copy.resolved().baseline(for: ProposedViewSize(size))
        }

        /// The distance from the top of the text laid out in `size` to its last baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            var copy = self
            return copy.resolved().baseline(for: ProposedViewSize(size), last: true)
        }
    }

    /// `text` in this context's environment, ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment, scale: canvas.scale)
    }

    /// Draws `text` at its ideal size, with its `anchor` point at `point` (user space).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        var text = text
        let drawing = text.resolved()
        let size = drawing.size(for: .unspecified)
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(drawing.items(at: origin, proposal: .unspecified))
    }

    /// Draws `text` laid out in `rect` (user space), as a text view proposed its size.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var text = text
        record(text.resolved().items(at: rect.origin, proposal: ProposedViewSize(rect.size)))
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    // MARK: - Images

    /// An image resolved to a particular environment.
    @MainActor @preconcurrency
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        let scale: CGFloat
        /// The image's size at its natural size, in points.
        public let size: CGSize
        /// The distance from the top of the image to its baseline: its height.
        public let baseline: CGFloat
        /// A shading for a template image (a symbol); nil keeps its own colours or the
        /// foreground style.
        public var shading: Shading?

        init(image: Image, environment: EnvironmentValues, scale: CGFloat) {
            self.image = image
            self.environment = environment
            self.scale = scale
            let natural = CanvasViewDrawing(image, environment: environment, scale: scale)
            size = natural.size(for: .unspecified)
            baseline = natural.baseline(for: .unspecified)
        }

        /// What the image draws stretched over `rect`.
        func items(in rect: CGRect) -> [DisplayList.Item] {
            let resizable = image.resizable()
            let drawing = if let shading {
                CanvasViewDrawing(resizable.foregroundStyle(ShadingStyle(shading: shading, environment: environment)), environment: environment, scale: scale)
            } else {
                CanvasViewDrawing(resizable, environment: environment, scale: scale)
            }
            return drawing.items(at: rect.origin, proposal: ProposedViewSize(rect.size))
        }
    }

    /// `image` in this context's environment, ready to measure and draw.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, environment: environment, scale: canvas.scale)
    }

    /// Draws `image` at its natural size with its `anchor` point at `point` (user space).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        record(image.items(in: CGRect(origin: origin, size: image.size)))
    }

    /// Draws `image` stretched over `rect` (user space). `style` is accepted for
    /// SwiftUI's signature: the rectangle's fill rule changes nothing.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(image.items(in: rect.standardized))
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    // MARK: - Symbols

    /// A static sequence of drawing operations that may be drawn multiple times: one of
    /// the canvas's symbol views, as it drew laid out.
    public struct ResolvedSymbol: Sendable {
        /// The symbol's items with its top-left corner at (0, 0).
        let items: [DisplayList.Item]
        /// The dimensions of the resolved symbol.
        public let size: CGSize
    }

    /// The symbol view tagged `id`, or nil when no symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        canvas.symbols[AnyHashable(id)]
    }

    /// Draws `symbol` with its `anchor` point at `point` (user space).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, movedTo: origin)
    }

    /// Draws `symbol` centred in `rect` (user space), at the size it was laid out at.
    /// (An estimate: the symbol is resolved before the rectangle is known, so it is
    /// placed in it as a frame centres a view of fixed size.)
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let rect = rect.standardized
        draw(symbol, movedTo: CGPoint(x: rect.midX - symbol.size.width / 2, y: rect.midY - symbol.size.height / 2))
    }

    private func draw(_ symbol: ResolvedSymbol, movedTo origin: CGPoint) {
        guard origin != .zero else { return record(symbol.items) }
        record([.begin(.transform(CGAffineTransform(translationX: origin.x, y: origin.y)))] + symbol.items + [.end])
    }
}
