import Foundation

/// Sets one environment value for the views it modifies and everything below them.
public struct _EnvironmentKeyWritingModifier<Value>: _PrimitiveViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        var changed = inputs
        changed.environment[keyPath: modifier.keyPath] = modifier.value
        list.nodes += content.resolve(changed, scopingColorSchemeOf: inputs)
    }
}

/// Changes the environment with a closure for the views it modifies.
public struct _EnvironmentTransformModifier: _PrimitiveViewModifier {
    let transform: (inout EnvironmentValues) -> Void

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        var changed = inputs
        modifier.transform(&changed.environment)
        list.nodes += content.resolve(changed, scopingColorSchemeOf: inputs)
    }
}

extension _ModifierContent {
    /// The content resolved with `inputs`; where they change the colour scheme from
    /// `outer`'s, each node sits in a scope that draws it in the new scheme.
    func resolve(_ inputs: _ViewInputs, scopingColorSchemeOf outer: _ViewInputs) -> [LayoutNode] {
        let nodes = resolve(inputs)
        let scheme = inputs.environment.colorScheme
        guard scheme != outer.environment.colorScheme else { return nodes }
        return nodes.map { inputs.wrap($0, in: _ColorSchemeScope(colorScheme: scheme)) }
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void)
        -> ModifiedContent<Self, _EnvironmentTransformModifier>
    {
        modifier(_EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        environment(\.font, font)
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        environment(\.lineLimit, number)
    }

    /// Sets a limit of lines and, with `reservesSpace`, always makes room for that many.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier {
            $0.lineLimits = LineLimits(lower: reservesSpace ? limit : nil, upper: limit)
        })
    }

    /// Text in this view uses at least `limit.lowerBound` and at most `limit.upperBound` lines.
    public func lineLimit<R: RangeExpression>(_ limit: R) -> ModifiedContent<Self, _EnvironmentTransformModifier>
        where R.Bound == Int
    {
        let lower: Int?
        let upper: Int?
        switch limit {
        case let r as ClosedRange<Int>: (lower, upper) = (r.lowerBound, r.upperBound)
        case let r as PartialRangeFrom<Int>: (lower, upper) = (r.lowerBound, nil)
        case let r as PartialRangeThrough<Int>: (lower, upper) = (nil, r.upperBound)
        case let r as Range<Int>: (lower, upper) = (r.lowerBound, r.upperBound - 1)
        case let r as PartialRangeUpTo<Int>: (lower, upper) = (nil, r.upperBound - 1)
        default: (lower, upper) = (nil, nil)
        }
        return modifier(_EnvironmentTransformModifier { $0.lineLimits = LineLimits(lower: lower, upper: upper) })
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.TruncationMode>> {
        environment(\.truncationMode, mode)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>> {
        environment(\.multilineTextAlignment, alignment)
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        environment(\.lineSpacing, lineSpacing)
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        environment(\.minimumScaleFactor, factor)
    }

    /// Lets text tighten its letter spacing to fit before it truncates.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        environment(\.allowsTightening, flag)
    }

    /// Sets the style that text and shapes in this view are drawn with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyShapeStyle?>> {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyShapeStyle?>> {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }
}
