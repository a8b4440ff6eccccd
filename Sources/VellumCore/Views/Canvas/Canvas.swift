import Foundation

/// A view type that supports immediate mode drawing.
///
/// The renderer runs each time the view is drawn, with a `GraphicsContext` and the
/// canvas's size; what it draws is recorded into the display list like any view's
/// drawing, so PNG, PDF and SVG show it alike.
///
/// A canvas takes the size it is proposed, as a shape does: 10 points along an
/// unspecified axis, and an infinite proposal passes through (spec section 1, shapes).
/// What it draws is clipped to its bounds (an assumption, not a measurement: SwiftUI's
/// documentation has a canvas draw into a tree of transparency layers, taken here to
/// be of the view's size). The symbols, each tagged with `.tag(_:)`, are laid out proposed the
/// canvas's size and drawn only where the renderer draws them.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
/// }
/// .frame(width: 300, height: 200)
/// ```
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are accepted for SwiftUI's
/// signature: Vellum composites in sRGB (a linear mode warns once) and draws
/// synchronously, and an opaque canvas draws what its renderer draws (SwiftUI leaves
/// non-opaque content undefined there).
public struct Canvas<Symbols: View>: _PrimitiveView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if view.colorMode != .nonLinear {
            Diagnostics.warnOnce("Canvas(colorMode: .\(view.colorMode)) composites in non-linear sRGB, as .nonLinear does: Vellum draws in sRGB only.")
        }
        let symbols = inputs.forChildren(orientation: nil).resolve(view.symbols)
        // A canvas takes no part in hit testing through its symbols: they show only as
        // its renderer draws them.
        for symbol in symbols { symbol.allowsHitTesting = false }
        let layout = _CanvasLayout(renderer: view.renderer, environment: inputs.environment)
        list.nodes.append(inputs.makeNode(LayoutBehavior(layout), children: symbols))
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

/// A canvas's layout: it fills its proposal, lays its symbols out in its bounds, and
/// draws by running its renderer.
public struct _CanvasLayout: Layout, BuiltInLayout {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }

    var nodeLabel: String { "Canvas" }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let frame = list.grid.snap(node.frame)
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite,
              frame.width > 0, frame.height > 0 else { return }
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for child in node.children {
            guard let tag = child.traits.layoutValue(TagTraitKey.self) else { continue }
            let items = list.collect { child.draw(into: &$0) }
            let moved: [DisplayList.Item] = [.begin(.transform(CGAffineTransform(translationX: -child.frame.minX, y: -child.frame.minY)))] + items + [.end]
            symbols[tag] = GraphicsContext.ResolvedSymbol(items: moved, size: child.frame.size)
        }
        let canvas = CanvasDrawing(symbols: symbols, scale: 1 / list.grid.pixel)
        var context = GraphicsContext(canvas: canvas, size: frame.size, environment: environment)
        renderer(&context, frame.size)
        list.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY))) { list in
            list.group(.clip(Path(CGRect(origin: .zero, size: frame.size)), FillStyle())) { list in
                for item in context.sink.items { list.append(item) }
            }
        }
    }
}
