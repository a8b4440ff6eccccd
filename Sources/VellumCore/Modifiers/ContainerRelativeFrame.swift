import Foundation

// containerRelativeFrame (iOS 17).
//
// 1. The container is the nearest scroll view's visible size less its content margins
//    (a scroll view under `safeAreaPadding` is already inset by it), else the window
//    less its safe-area insets, as Apple's documentation describes.
// 2. On each of the given axes the length is worked out from the container's length on
//    that axis: by the caller's closure, or as a share of `count` columns spanning `span`
//    of them: `(container - spacing * (count - 1)) / count * span + spacing * (span - 1)`.
// 3. The view then sits in a fixed frame of those lengths (`frame(width:height:)`), so
//    the child is proposed them and aligned in the frame; other axes pass through.
//
// The container's size is fixed before layout asks anything, so sizing stays a
// function of proposal and environment (ARCHITECTURE.md, principle 3): a scroll view
// hands its content the visible size it was last placed at, and when a placement finds
// it changed (the first placement of a scroll view narrower than its own container),
// the scroll view's content is resolved and laid out again with the new size. A
// `ViewHost` does that second pass before anyone looks; a one-shot `ViewLayout` shows
// the first.

private struct ContainerSizeKey: EnvironmentKey {
    static let defaultValue: CGSize? = nil
}

/// Whether any view in a scroll view's content sized itself from the scroll view's
/// size: only then does a change of that size resolve the content again.
@MainActor
final class ContainerSizeReaders: Equatable {
    var isRead = false

    /// The same scroll view's: an environment that carries it is unchanged.
    nonisolated static func == (a: ContainerSizeReaders, b: ContainerSizeReaders) -> Bool { a === b }
}

private struct ContainerSizeReadersKey: EnvironmentKey {
    static let defaultValue: ContainerSizeReaders? = nil
}

extension EnvironmentValues {
    /// The size set by the nearest scroll view around a view, for `containerRelativeFrame`.
    var scrollContainerSize: CGSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// The scroll view whose size `scrollContainerSize` is, told when it is read.
    var containerSizeReaders: ContainerSizeReaders? {
        get { self[ContainerSizeReadersKey.self] }
        set { self[ContainerSizeReadersKey.self] = newValue }
    }

    /// Step 1: the size `containerRelativeFrame` divides; nil when neither a scroll view
    /// nor the window is known (an unsized `ImageRenderer`).
    var containerRelativeSize: CGSize? {
        if let scrollContainerSize { return scrollContainerSize }
        guard let scene = sceneSize else { return nil }
        let insets = windowSafeAreaInsets
        return CGSize(width: max(scene.width - insets.leading - insets.trailing, 0),
                      height: max(scene.height - insets.top - insets.bottom, 0))
    }
}

/// Sizes its content on some axes from the size of the nearest container.
public struct _ContainerRelativeFrameModifier: _PrimitiveViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        let container = inputs.environment.containerRelativeSize
        inputs.environment.containerSizeReaders?.isRead = true
        // Step 2; with no container known the axis passes its proposal through.
        func length(_ axis: Axis) -> CGFloat? {
            guard modifier.axes.contains(axis == .horizontal ? .horizontal : .vertical),
                  let container, container[axis].isFinite else { return nil }
            let value = modifier.length(container[axis], axis)
            guard value.isFinite else {
                Diagnostics.warnOnce("containerRelativeFrame: the length closure answered \(value) for the \(axis) axis; the axis is left unsized.")
                return nil
            }
            return max(value, 0)
        }
        // Step 3.
        let frame = _FrameLayout(width: length(.horizontal), height: length(.vertical), alignment: modifier.alignment)
        _FrameLayout._makeViewList(modifier: frame, content: content, inputs: inputs, list: &list)
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the
    /// nearest container: the nearest scroll view's visible size, else the window's,
    /// less safe-area insets.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 0) {
    ///         ForEach(items) { _ in Rectangle().containerRelativeFrame([.horizontal, .vertical]) }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> ModifiedContent<Self, _ContainerRelativeFrameModifier>
    {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Positions this view within an invisible frame `span` of `count` columns (or
    /// rows) of the nearest container wide, the columns `spacing` apart.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack(spacing: 10) {
    ///         ForEach(cards) { CardView(card: $0).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center)
        -> ModifiedContent<Self, _ContainerRelativeFrameModifier>
    {
        if count < 1 || span < 1 {
            Diagnostics.warnOnce("containerRelativeFrame(count: \(count), span: \(span)): count and span are at least 1; using 1.")
        }
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        let spacing = spacing.isFinite ? spacing : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }

    /// Positions this view within an invisible frame whose length on each of `axes` is
    /// what `length` makes of the nearest container's length on that axis.
    ///
    /// ```swift
    /// Rectangle().containerRelativeFrame(.horizontal) { length, _ in length / 3 }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat)
        -> ModifiedContent<Self, _ContainerRelativeFrameModifier>
    {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
