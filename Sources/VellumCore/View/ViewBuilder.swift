import Foundation

/// A result builder that constructs views from closures.
@resultBuilder
@MainActor @preconcurrency
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A view created from a tuple of views; each element is a separate subview.
public struct TupleView<T>: _PrimitiveView {
    public var value: T
    private let children: [any View]

    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        for (index, child) in view.children.enumerated() {
            appendAny(child, inputs: inputs.appending(UInt64(index)), list: &list)
        }
    }
}

/// Resolves a view whose type is only known at run time.
@MainActor
func appendAny(_ view: any View, inputs: _ViewInputs, list: inout _ViewList) {
    func open<V: View>(_ v: V) { V._makeViewList(view: v, inputs: inputs, list: &list) }
    open(view)
}

/// The content of an `if`/`else` or `switch` in a view builder.
///
/// An enum itself rather than a struct around one: resolution runs as unspecialized
/// generic code, where each nested generic type costs a run-time metadata lookup.
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    case trueContent(TrueContent)
    case falseContent(FalseContent)

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        switch view {
        case let .trueContent(v):
            TrueContent._makeViewList(view: v, inputs: inputs.appending(ViewPath.Component.trueBranch), list: &list)
        case let .falseContent(v):
            FalseContent._makeViewList(view: v, inputs: inputs.appending(ViewPath.Component.falseBranch), list: &list)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let view { Wrapped._makeViewList(view: view, inputs: inputs, list: &list) }
    }
}

/// A view that contains no views: it adds no subview, so no size and no spacing.
public struct EmptyView: _PrimitiveView {
    public init() {}
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {}
}

/// A type-erased view.
public struct AnyView: _PrimitiveView {
    let view: any View

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any } else { self.view = view }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        // Another type behind the eraser is another view, whatever it contains.
        let type = UInt64(UInt(bitPattern: ObjectIdentifier(Swift.type(of: view.view)).hashValue))
        appendAny(view.view, inputs: inputs.appending(ViewPath.Component.anyViewType).appending(type), list: &list)
    }
}

/// A type that collects multiple views into one, with no layout of its own: its views
/// join the enclosing container, and a modifier on the group applies to each of them.
public struct Group<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Content._makeViewList(view: view.content, inputs: inputs, list: &list)
    }
}

/// Computes views on demand from a collection of identified data.
///
/// Adds one subview per element (or more, if the element's content is several views)
/// to the enclosing container, in data order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        // Paths, not IDs: a set of a concrete type, which unspecialized generic code
        // can use without a run-time metadata lookup per element.
        var seen = Set<ViewPath>()
        // A range identified by its own integers (`ForEach(0..<n, id: \.self)`) has no
        // duplicate to look for; checked once, not hashed per element.
        let idsAreDistinct = view.data is Range<Int> && view.id == \Int.self as AnyKeyPath
        let editActions = inputs.rowEditActions
        let editSource = RowEditing.Source()
        var inputs = inputs
        inputs.rowEditActions = nil
        // Counted by hand: a zipped sequence's iterator costs more than the element's view in
        // this unspecialized code.
        var offset = -1
        for element in view.data {
            offset += 1
            let id = element[keyPath: view.id]
            var elementInputs = inputs
            elementInputs.path = inputs.path.appending(id: id)
            if !idsAreDistinct, !seen.insert(elementInputs.path).inserted {
                // Two views with one identity would share state; keep them apart by
                // position, as SwiftUI's warning says the result is undefined.
                Diagnostics.warnOnce("ForEach: the ID \(id) occurs multiple times within the collection; the views with it get separate identities by position.")
                elementInputs.path = elementInputs.path.appending(UInt64(seen.count))
            }
            let first = list.nodes.count
            Content._makeViewList(view: view.content(element), inputs: elementInputs, list: &list)
            markEditable(list.nodes[first...], offset: offset, actions: editActions, source: editSource)
            // In a Picker, each view stands for its element's id unless it has its own tag.
            guard inputs.collectsTags else { continue }
            for node in list.nodes[first...] where node.traits.layoutValue(TagTraitKey.self) == nil {
                node.traits.layoutValues[ObjectIdentifier(TagTraitKey.self)] = AnyHashable(id)
            }
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
