import Foundation

// The content of a lazy container, counted and built one element at a time.
//
// A lazy stack of `ForEach(0..<1_000_000)` must know it has a million rows without
// building them, and build row 500,000 alone when it scrolls into view. Views that can
// say how many elements they hold and build element i on demand adopt
// `LazyViewListSource`: `ForEach`, `TupleView`, `Group`, `Section`, modified content,
// conditionals. Any other view is one element, built whole.

/// A run of elements: a `ForEach`, or one view.
@MainActor
struct LazyRun {
    let count: Int
    /// Builds element `i` (in `0..<count`) with the container's inputs.
    let resolve: @MainActor (Int, _ViewInputs) -> [LayoutNode]
    /// The identity of element `i`, which `scrollTo` finds it by (a `ForEach` id).
    let id: @MainActor (Int) -> AnyHashable?
    /// The element whose identity is `id`, if any.
    let index: @MainActor (AnyHashable) -> Int?

    static func single<V: View>(_ view: V) -> LazyRun {
        LazyRun(count: 1, resolve: { _, inputs in inputs.resolve(view) }, id: { _ in nil }, index: { _ in nil })
    }

    /// The same elements with `modifier` applied to each, as a modifier on a `ForEach`
    /// applies to each of its views.
    func modified<M: ViewModifier>(by modifier: M) -> LazyRun {
        let base = resolve
        return LazyRun(count: count, resolve: { i, inputs in
            var list = _ViewList()
            M._makeViewList(modifier: modifier, content: _ModifierContent { base(i, $0) }, inputs: inputs, list: &list)
            return list.nodes
        }, id: id, index: index)
    }
}

/// A flat sequence of elements made of runs; element `i` is found by binary search
/// over the runs' starts, so a million-element `ForEach` is one run, not a million.
@MainActor
struct LazyElements {
    private(set) var runs: [LazyRun] = []
    private var starts: [Int] = []
    private(set) var count = 0

    /// More elements than any container could show; beyond it, elements are dropped.
    static let maximumCount = 1 << 40

    mutating func append(_ run: LazyRun) {
        guard run.count > 0 else { return }
        var run = run
        if run.count > Self.maximumCount - count {
            Diagnostics.warnOnce("A lazy container was given more than \(Self.maximumCount) views; using the first \(Self.maximumCount).")
            run = LazyRun(count: Self.maximumCount - count, resolve: run.resolve, id: run.id, index: run.index)
            guard run.count > 0 else { return }
        }
        starts.append(count)
        runs.append(run)
        count += run.count
    }

    mutating func append(contentsOf other: LazyElements) {
        for run in other.runs { append(run) }
    }

    private func locate(_ i: Int) -> (run: LazyRun, offset: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= i { low = mid } else { high = mid - 1 }
        }
        return (runs[low], i - starts[low])
    }

    func resolve(_ i: Int, inputs: _ViewInputs) -> [LayoutNode] {
        let (run, offset) = locate(i)
        return run.resolve(offset, inputs)
    }

    func id(_ i: Int) -> AnyHashable? {
        let (run, offset) = locate(i)
        return run.id(offset)
    }

    func index(of id: AnyHashable) -> Int? {
        for (run, start) in zip(runs, starts) {
            if let i = run.index(id) { return start + i }
        }
        return nil
    }

    func modified<M: ViewModifier>(by modifier: M) -> LazyElements {
        var result = LazyElements()
        for run in runs { result.append(run.modified(by: modifier)) }
        return result
    }
}

/// A lazy container's content as sections. Views outside any `Section` form sections
/// of their own, with no header or footer.
@MainActor
struct LazySection {
    var header = LazyElements()
    var content = LazyElements()
    var footer = LazyElements()
    /// Whether it came from a `Section` (whose header and footer can be pinned).
    var isExplicit = false
}

@MainActor
struct LazyContent {
    var sections: [LazySection] = []

    mutating func append(_ run: LazyRun) {
        if sections.last?.isExplicit ?? true { sections.append(LazySection()) }
        sections[sections.count - 1].content.append(run)
    }

    mutating func append(contentsOf other: LazyContent) {
        for section in other.sections {
            if section.isExplicit {
                sections.append(section)
            } else {
                for run in section.content.runs { append(run) }
            }
        }
    }

    /// Everything in order, headers and footers included, as one list.
    var flattened: LazyElements {
        var result = LazyElements()
        for section in sections {
            result.append(contentsOf: section.header)
            result.append(contentsOf: section.content)
            result.append(contentsOf: section.footer)
        }
        return result
    }

    func modified<M: ViewModifier>(by modifier: M) -> LazyContent {
        LazyContent(sections: sections.map { section in
            LazySection(header: section.header.modified(by: modifier), content: section.content.modified(by: modifier),
                        footer: section.footer.modified(by: modifier), isExplicit: section.isExplicit)
        })
    }
}

/// A view that can list its elements without building them.
@MainActor
protocol LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent)
    /// Whether a value of this type may list more than one element; false lets a
    /// `ForEach` of it skip building a first element to count its views.
    static var mayListSeveral: Bool { get }
}

extension LazyViewListSource {
    static var mayListSeveral: Bool { true }
}

/// Whether a view of type `V` may list more than one element.
@MainActor
private func mayListSeveral<V: View>(_: V.Type) -> Bool {
    (V.self as? any LazyViewListSource.Type)?.mayListSeveral ?? false
}

/// The elements of `view`: listed lazily where the view can, else the view as one
/// element. A custom view without state is looked through to its body; one with state
/// (or any dynamic property) is one element, resolved through the view graph, which
/// keeps its state.
@MainActor
func lazyContent<V: View>(of view: V) -> LazyContent {
    var content = LazyContent()
    appendLazyElements(of: view, to: &content)
    return content
}

@MainActor
private func appendLazyElements<V: View>(of view: V, to content: inout LazyContent) {
    if let source = view as? any LazyViewListSource {
        source.appendLazyContent(to: &content)
    } else if V.Body.self != Never.self, !Mirror(reflecting: view).children.contains(where: { $0.value is DynamicProperty }) {
        appendLazyElements(of: view.body, to: &content)
    } else {
        content.append(.single(view))
    }
}

@MainActor
private func appendLazyElements(ofAny view: any View, to content: inout LazyContent) {
    func open<V: View>(_ v: V) { appendLazyElements(of: v, to: &content) }
    open(view)
}

// MARK: - Conformances

/// Views that make their own section: a `ForEach` of them is read element by element
/// (sections are few), so each becomes a section of the container.
@MainActor
protocol LazySectionView {}

extension Section: LazySectionView {}

extension ForEach: LazyViewListSource {
    /// Each view an element makes is an item of its own, as in SwiftUI: a `LazyHGrid`
    /// over `ForEach` elements of four colours puts the four down one column. How many
    /// views an element makes is read from the first element; an element that makes a
    /// different number is laid out as one item (its views in an implicit stack), with
    /// a warning.
    func appendLazyContent(to content: inout LazyContent) {
        let data = self.data, build = self.content, id = self.id
        if Content.self is any LazySectionView.Type {
            for element in data { content.append(contentsOf: lazyContent(of: build(element))) }
            return
        }
        func element(_ i: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: i)] }
        func elementID(_ i: Int) -> AnyHashable { AnyHashable(element(i)[keyPath: id]) }
        let count = data.count
        let perElement = count == 0 || !VellumCore.mayListSeveral(Content.self)
            ? 1 : Swift.max(lazyContent(of: build(element(0))).flattened.count, 1)
        guard perElement > 1, count <= LazyElements.maximumCount / perElement else {
            content.append(LazyRun(
                count: count,
                resolve: { i, inputs in inputs.resolve(build(element(i))) },
                id: elementID,
                index: { target in Self.offset(of: target, in: data, id: id) }))
            return
        }
        content.append(LazyRun(
            count: count * perElement,
            resolve: { item, inputs in
                let (i, part) = item.quotientAndRemainder(dividingBy: perElement)
                let views = lazyContent(of: build(element(i))).flattened
                if views.count == perElement { return views.resolve(part, inputs: inputs) }
                Diagnostics.warnOnce("ForEach element \(i) makes \(views.count) views where the first made \(perElement); its views are laid out together as one item.")
                return part == 0 ? inputs.resolve(build(element(i))) : []
            },
            // The element's id names its first view; the others add their place in it.
            id: { item in
                let (i, part) = item.quotientAndRemainder(dividingBy: perElement)
                return part == 0 ? elementID(i) : AnyHashable(ElementPart(element: elementID(i), part: part))
            },
            index: { target in Self.offset(of: target, in: data, id: id).map { $0 * perElement } }))
    }

    /// The offset of the element whose id is `target`: a linear search of the data; no
    /// view is built.
    private static func offset(of target: AnyHashable, in data: Data, id: KeyPath<Data.Element, ID>) -> Int? {
        guard let found = data.firstIndex(where: { AnyHashable($0[keyPath: id]) == target }) else { return nil }
        return data.distance(from: data.startIndex, to: found)
    }
}

/// The identity of a view after the first of a `ForEach` element that makes several.
private struct ElementPart: Hashable {
    let element: AnyHashable
    let part: Int
}

extension TupleView: LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent) {
        // The same reading of the tuple as `init(_:)`; the stored list is private to it.
        for case let child as any View in Mirror(reflecting: value).children.map(\.value) {
            appendLazyElements(ofAny: child, to: &content)
        }
    }
}

extension Group: LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent) {
        content.append(contentsOf: lazyContent(of: self.content))
    }
}

extension AnyView: LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent) {
        appendLazyElements(ofAny: view, to: &content)
    }
}

extension EmptyView: LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent) {}
    static var mayListSeveral: Bool { false }
}

extension Optional: LazyViewListSource where Wrapped: View {
    func appendLazyContent(to content: inout LazyContent) {
        if let wrapped = self { content.append(contentsOf: lazyContent(of: wrapped)) }
    }
}

extension _ConditionalContent: LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent) {
        switch self {
        case let .trueContent(v): content.append(contentsOf: lazyContent(of: v))
        case let .falseContent(v): content.append(contentsOf: lazyContent(of: v))
        }
    }
}

extension Section: LazyViewListSource {
    func appendLazyContent(to content: inout LazyContent) {
        content.sections.append(LazySection(
            header: lazyContent(of: header).flattened, content: lazyContent(of: self.content).flattened,
            footer: lazyContent(of: footer).flattened, isExplicit: true))
    }
}

extension ModifiedContent: LazyViewListSource where Content: View, Modifier: ViewModifier {
    func appendLazyContent(to content: inout LazyContent) {
        content.append(contentsOf: lazyContent(of: self.content).modified(by: modifier))
    }

    static var mayListSeveral: Bool { VellumCore.mayListSeveral(Content.self) }
}
