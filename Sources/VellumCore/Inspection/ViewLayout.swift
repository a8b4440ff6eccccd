import Foundation

/// The laid-out geometry of a view tree: every view's size and frame, and the proposal
/// it was placed with.
///
/// ```swift
/// // As a window of this size lays it out: the root is proposed the size and centred.
/// let layout = ViewLayout(of: ContentView(), in: CGSize(width: 320, height: 480))
/// layout.size               // the size the root chose
/// layout.frame(id: "card")  // where the view marked .id("card") is drawn
/// print(layout)             // the whole tree
/// ```
public struct ViewLayout: CustomStringConvertible {
    /// One view in the laid-out tree.
    public struct Element {
        /// What the view is, the way you would write it: `Text("Hi")`, `padding(10)`.
        public let label: String
        /// The proposal the view was placed with.
        public let proposal: ProposedViewSize
        /// The view's frame in window coordinates (offsets included).
        public let frame: CGRect
        /// The values of `.id(_:)` on this view, innermost first (a view's body can set
        /// one and its user another).
        public let ids: [AnyHashable]
        /// The outermost value of `.id(_:)` on this view, if any.
        public var id: AnyHashable? { ids.last }
        public var children: [Element] { subtree?.elements ?? [] }
        /// Nil for a leaf: most elements of a large tree are leaves.
        private var subtree: Subtree?

        public var size: CGSize { frame.size }

        init(label: String, proposal: ProposedViewSize, frame: CGRect, ids: [AnyHashable], children: [Element]) {
            self.label = label
            self.proposal = proposal
            self.frame = frame
            self.ids = ids
            subtree = children.isEmpty ? nil : Subtree(children)
        }

        /// An element's children, released without recursion: a tree may be nested
        /// deeper than the stack holds (see `StackGuard`), and an array of elements
        /// holding arrays releases one stack frame per level.
        private final class Subtree {
            var elements: [Element]
            init(_ elements: [Element]) { self.elements = elements }

            deinit {
                var pending = elements
                elements = []
                while var element = pending.popLast() {
                    guard element.subtree != nil, isKnownUniquelyReferenced(&element.subtree!) else { continue }
                    pending += element.subtree!.elements
                    element.subtree!.elements = []
                }
            }
        }
    }

    /// The root of the tree. Several root views sit in an implicit VStack.
    public let root: Element

    /// The size the root view chose.
    public var size: CGSize { root.size }

    /// The area drawn: the window for `init(of:in:)`, the root's frame otherwise.
    public let canvasSize: CGSize
    /// What the tree draws, snapped to the pixel grid of the environment's `displayScale`.
    /// Drawn when the layout is made, like `root`: a layout is a snapshot, so it keeps no
    /// nodes, which a host goes on updating and which hold their graph's inputs.
    public let displayList: DisplayList
    /// The colour scheme the window was drawn in: the environment's, unless a view
    /// prefers another (`preferredColorScheme`).
    public let colorScheme: ColorScheme

    /// Lays `view` out as a window of `size` does: the root is proposed `size` and
    /// centred in it.
    @MainActor
    public init<V: View>(of view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, Self.window(size, safeAreaInsets: nil, environment: environment))
    }

    /// Lays `view` out for `proposal`, with the root at (0, 0).
    @MainActor
    public init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, Self.root(proposal: proposal, environment: environment))
    }

    /// How the root view is laid out: the environment it resolves in, and what places
    /// it and returns the canvas size.
    struct RootPlacement {
        var environment: EnvironmentValues
        let place: @MainActor (LayoutNode) -> CGSize
    }

    /// The root proposed `proposal`, at (0, 0); the canvas is its size.
    static func root(proposal: ProposedViewSize, environment: EnvironmentValues) -> RootPlacement {
        var environment = environment
        if let width = proposal.width, let height = proposal.height { environment.sceneSize = CGSize(width: width, height: height) }
        return RootPlacement(environment: environment) { node in
            node.place(in: CGRect(origin: .zero, size: node.sizeThatFits(proposal)), proposal: proposal, context: .window)
            return node.frame.size
        }
    }

    /// Resolves `view` once, lays the root out as `root` says, and keeps the result. The
    /// graph is not kept: a layout is a snapshot, and runs no actions.
    @MainActor
    init<V: View>(_ view: V, _ root: RootPlacement) {
        let graph = ViewGraph(_WindowContent(content: view), environment: root.environment)
        let node = graph.resolve()
        let canvas = root.place(node)
        graph.finishUpdate(runActions: false)
        self.init(node: node, canvasSize: canvas, displayScale: root.environment.displayScale,
                  colorScheme: root.environment.colorScheme)
    }

    /// The layout of an already placed tree; its drawing in the window's colour scheme
    /// (`colorScheme`, unless a view prefers another).
    @MainActor
    init(node: LayoutNode, canvasSize: CGSize, displayScale: CGFloat, colorScheme: ColorScheme) {
        Diagnostics.deliverDeferred()
        root = Self.snapshot(node)
        self.canvasSize = canvasSize
        self.colorScheme = node.windowColorScheme(environmentScheme: colorScheme)
        displayList = node.displayList(size: canvasSize, scale: displayScale).resolvingColors(for: self.colorScheme)
    }

    /// Resolves `view` into its layout tree without laying it out.
    @MainActor
    static func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues) -> LayoutNode {
        ViewGraph(view, environment: environment).resolve()
    }

    /// Places a root node as a window of `size` does: proposed its safe area (all of
    /// it unless given), centred there.
    @MainActor
    static func place(_ node: LayoutNode, in size: CGSize, safeArea: SafeAreaGeometry? = nil) {
        let safe = safeArea?.safe ?? CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(safe.size)
        let chosen = node.sizeThatFits(proposal)
        let origin = CGPoint(x: safe.minX + (safe.width - chosen.width) / 2, y: safe.minY + (safe.height - chosen.height) / 2)
        node.place(in: CGRect(origin: origin, size: chosen), proposal: proposal,
                   context: PlacementContext(safeArea: safeArea))
    }

    /// The frame, in window coordinates, of the view that `.id(id)` modifies; nil if no
    /// view has that id. Offsets applied to it or its ancestors move it.
    public func frame<ID: Hashable>(id: ID) -> CGRect? {
        element(id: id)?.frame
    }

    /// The element that `.id(id)` marks, searching depth-first in view order.
    public func element<ID: Hashable>(id: ID) -> Element? {
        let key = AnyHashable(id)
        var stack = [root]
        while let element = stack.popLast() {
            if element.ids.contains(key) { return element }
            stack.append(contentsOf: element.children.reversed())
        }
        return nil
    }

    /// The tree, one view a line, indented by depth: label, proposal, size, frame.
    public var description: String {
        var lines: [String] = []
        var stack: [(Element, Int)] = [(root, 0)]
        while let (element, depth) = stack.popLast() {
            let f = element.frame
            var line = String(repeating: "  ", count: depth) + element.label
            for id in element.ids { line += " #\(id.base)" }
            line += "  proposed \(element.proposal) → \(formatLength(f.width))×\(formatLength(f.height))"
            line += " at (\(formatLength(f.minX)), \(formatLength(f.minY)))"
            lines.append(line)
            for child in element.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Building

    /// Copies the node tree into plain values. Iterative, so very deep trees are fine.
    @MainActor
    static func snapshot(_ root: LayoutNode) -> Element {
        // Pre-order, each node's children pushed first to last, so the last child is
        // visited first; walked backwards, every subtree is built before its parent,
        // and a node's children are the elements on top of the pile, first to last.
        var order: [LayoutNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            order.append(node)
            stack.append(contentsOf: node.children)
        }
        var built: [Element] = []
        for node in order.reversed() {
            let count = node.children.count
            var children: [Element] = []
            if count > 0 {
                children.reserveCapacity(count)
                for (child, element) in zip(node.children, built[(built.count - count)...]) where !child.isExcluded {
                    children.append(element)
                }
                built.removeLast(count)
            }
            built.append(Element(label: node.label, proposal: node.placedProposal, frame: node.frame,
                                 ids: node.explicitIDs, children: children))
        }
        return built[0]
    }
}
