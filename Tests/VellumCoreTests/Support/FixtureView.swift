import Foundation
@testable import VellumCore

/// Reads the view of a fixture, written as the SwiftUI code it stands for, and builds
/// that view.
///
/// The fixtures' views are a small subset of Swift, enough for the spec's worked
/// examples: `HStack(spacing: 0) { Text('A').id('a'); Spacer() }.frame(width: 150)`.
/// Strings take single quotes (the view sits in a JSON string); `;` and new lines are
/// optional between views; lengths are arithmetic over numbers, `line` (one line of spec
/// text, 61/3) and `.infinity`; an alignment guide's closure may read `d.width`,
/// `d.height` and `d[.guide]`. Anything else is an error that names what was not
/// understood, so a fixture never quietly describes another view.
///
/// Views: `HStack`, `VStack`, `ZStack`, `LazyVStack`, `LazyHStack`, `LazyVGrid` and
/// `LazyHGrid` (with `GridItem`s), `ScrollView`, `Grid`, `GridRow`, `ViewThatFits`, `Group`,
/// `ForEach` over a range, `Text`, `Color.<name>`,
/// `Rectangle`, `Circle`, `Capsule`, `Ellipse`, `RoundedRectangle(cornerRadius:)`,
/// `Spacer`, `Divider`, `EmptyView`, `Image(bitmap: ImageBitmap(...))` with
/// `.resizable()`. Modifiers: `id`, `frame` (both forms), `padding`, `fixedSize`,
/// `layoutPriority`, `offset`, `position`, `overlay`, `background`, `aspectRatio`,
/// `scaledToFit`, `scaledToFill`, `alignmentGuide`, `lineLimit`, `minimumScaleFactor`,
/// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`,
/// `environment(\.layoutDirection, _)`.
@MainActor
struct FixtureView {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Builds the view `source` describes.
    static func parse(_ source: String) throws -> AnyView {
        var parser = FixtureView(tokens: try tokenize(source))
        let view = try parser.view()
        guard parser.position == parser.tokens.count else {
            throw parser.failure("unexpected \(parser.tokens[parser.position]) after the view")
        }
        return view
    }

    // MARK: - Tokens

    enum Token: Equatable, CustomStringConvertible {
        case number(Double)
        case name(String)
        case string(String)
        case symbol(Character)

        var description: String {
            switch self {
            case .number(let n): return "\(n)"
            case .name(let n): return n
            case .string(let s): return "'\(s)'"
            case .symbol(let c): return "'\(c)'"
            }
        }
    }

    static func tokenize(_ source: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(source)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace || c == ";" {
                i += 1
            } else if c.isNumber {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." && j + 1 < chars.count && chars[j + 1].isNumber { j += 1 }
                tokens.append(.number(Double(String(chars[i..<j]))!))
                i = j
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append(.name(String(chars[i..<j])))
                i = j
            } else if c == "'" {
                guard let end = chars[(i + 1)...].firstIndex(of: "'") else { throw Failure(description: "unterminated string in \(source)") }
                tokens.append(.string(String(chars[(i + 1)..<end])))
                i = end + 1
            } else if "(){}[].,:+-*/\\<".contains(c) {
                tokens.append(.symbol(c))
                i += 1
            } else {
                throw Failure(description: "unexpected character \(c) in \(source)")
            }
        }
        return tokens
    }

    let tokens: [Token]
    var position = 0
    /// The element of each enclosing `ForEach` closure, by its parameter's name.
    var variables: [String: Int] = [:]

    func failure(_ message: String) -> Failure {
        let context = tokens[max(0, position - 4)..<min(tokens.count, position + 4)].map(\.description).joined(separator: " ")
        return Failure(description: "\(message) (near: \(context))")
    }

    var next: Token? { position < tokens.count ? tokens[position] : nil }

    mutating func take(_ symbol: Character) -> Bool {
        guard next == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    mutating func expect(_ symbol: Character) throws {
        guard take(symbol) else { throw failure("expected '\(symbol)'") }
    }

    mutating func name() throws -> String {
        guard case .name(let n)? = next else { throw failure("expected a name") }
        position += 1
        return n
    }

    // MARK: - Lengths

    /// A length: arithmetic, evaluated with an alignment closure's dimensions if any.
    indirect enum Length {
        case value(CGFloat)
        case width, height
        case guide(String)
        case negated(Length)
        case binary(Character, Length, Length)

        func evaluate(_ d: ViewDimensions? = nil) throws -> CGFloat {
            switch self {
            case .value(let v): return v
            case .width: return try dims(d).width
            case .height: return try dims(d).height
            case .guide(let g):
                let d = try dims(d)
                if let h = FixtureView.horizontalGuides[g] { return d[h] }
                if let v = FixtureView.verticalGuides[g] { return d[v] }
                throw Failure(description: "unknown guide .\(g)")
            case .negated(let l): return -(try l.evaluate(d))
            case .binary(let op, let a, let b):
                let (x, y) = (try a.evaluate(d), try b.evaluate(d))
                switch op {
                case "+": return x + y
                case "-": return x - y
                case "*": return x * y
                default: return x / y
                }
            }
        }

        private func dims(_ d: ViewDimensions?) throws -> ViewDimensions {
            guard let d else { throw Failure(description: "d.width, d.height and d[...] are only known in an alignment guide") }
            return d
        }
    }

    /// Evaluates a length written alone, as the fixtures' expected values are.
    static func length(_ source: String) throws -> CGFloat {
        var parser = FixtureView(tokens: try tokenize(source))
        let value = try parser.sum().evaluate()
        guard parser.position == parser.tokens.count else { throw parser.failure("unexpected text after the length") }
        return value
    }

    /// Operators by precedence: `+ -` bind looser than `* /`.
    nonisolated private static let operators: [Set<Character>] = [["+", "-"], ["*", "/"]]

    /// A length whose operators are of precedence `level` or tighter.
    mutating func sum(_ level: Int = 0) throws -> Length {
        guard level < Self.operators.count else { return try factor() }
        var value = try sum(level + 1)
        while case .symbol(let op)? = next, Self.operators[level].contains(op) {
            position += 1
            value = .binary(op, value, try sum(level + 1))
        }
        return value
    }

    mutating func factor() throws -> Length {
        if take("-") { return .negated(try factor()) }
        if take("(") {
            let value = try sum()
            try expect(")")
            return value
        }
        if take(".") {
            let member = try name()
            guard member == "infinity" else { throw failure("expected a length, found .\(member)") }
            return .value(.infinity)
        }
        switch next {
        case .number(let n)?:
            position += 1
            return .value(CGFloat(n))
        case .name("line")?:
            position += 1
            return .value(line)
        case .name(let n)? where variables[n] != nil:
            position += 1
            return .value(CGFloat(variables[n]!))
        case .name("CGFloat")?:
            position += 1
            try expect(".")
            guard try name() == "infinity" else { throw failure("expected CGFloat.infinity") }
            return .value(.infinity)
        case .name("d")?:
            position += 1
            if take("[") {
                try expect(".")
                let guide = try name()
                try expect("]")
                return .guide(guide)
            }
            try expect(".")
            switch try name() {
            case "width": return .width
            case "height": return .height
            default: throw failure("d has width, height and guides")
            }
        default:
            throw failure("expected a length")
        }
    }

    // MARK: - Arguments

    enum Argument {
        case length(Length)
        case string(String)
        case member(String)
        case none
        case flag(Bool)
        /// `[.leading, .bottom]`
        case members([String])
        case bitmap(ImageBitmap)
        case gridItem(GridItem)
        /// `.fixed(100)`
        case call(String, [(label: String?, value: Argument)])
        /// `[GridItem(...), ...]`
        case list([Argument])
        /// A bare `Color.x`, which SwiftUI takes as a shape style where it can.
        case color(Color)
        case size(CGSize)
        case view(AnyView)
        case insets(EdgeInsets)
        case keyPath(String)
        /// A trailing closure: views, or a guide computation.
        case views([AnyView])
        case guide(Length)
    }

    /// `(label: value, value)`, then a trailing closure if any.
    mutating func arguments() throws -> [(label: String?, value: Argument)] {
        var result: [(String?, Argument)] = []
        if take("(") {
            while !take(")") {
                var label: String?
                if case .name(let n)? = next, position + 1 < tokens.count, tokens[position + 1] == .symbol(":") {
                    label = n
                    position += 2
                }
                result.append((label, try argument()))
                _ = take(",")
            }
        }
        if next == .symbol("{") {
            result.append((nil, try closure()))
        }
        return result
    }

    mutating func argument() throws -> Argument {
        switch next {
        case .string(let s)?:
            position += 1
            // `'e\(i)'` reads a ForEach element.
            var string = s
            for (name, value) in variables { string = string.replacingOccurrences(of: "\\(\(name))", with: "\(value)") }
            return .string(string)
        case .name("nil")?:
            position += 1
            return .none
        case .name(let b)? where b == "true" || b == "false":
            position += 1
            return .flag(b == "true")
        case .name("EdgeInsets")?:
            position += 1
            let args = try arguments()
            func side(_ label: String) throws -> CGFloat {
                try args.first { $0.label == label }.map { try Self.number($0.value) } ?? 0
            }
            return .insets(EdgeInsets(top: try side("top"), leading: try side("leading"),
                                      bottom: try side("bottom"), trailing: try side("trailing")))
        case .name("CGSize")?:
            position += 1
            let args = try arguments()
            func value(_ label: String) throws -> CGFloat {
                try args.first { $0.label == label }.map { try Self.number($0.value) } ?? 0
            }
            return .size(CGSize(width: try value("width"), height: try value("height")))
        case .name("ImageBitmap")?:
            position += 1
            let args = try arguments()
            func value(_ label: String) throws -> CGFloat? {
                try args.first { $0.label == label }.map { try Self.number($0.value) }
            }
            return .bitmap(ImageBitmap(pixelWidth: Int(try value("pixelWidth") ?? 0), pixelHeight: Int(try value("pixelHeight") ?? 0),
                                       scale: try value("scale") ?? 1))
        case .name("Color")? where position + 3 >= tokens.count || tokens[position + 3] != .symbol("."):
            position += 2
            let colour = try name()
            guard let c = Self.colors[colour] else { throw failure("unknown colour .\(colour)") }
            return .color(c)
        case .name(let n)? where n.first!.isUppercase && n != "CGFloat" && n != "GridItem":
            return .view(try view())
        case .symbol("[")?:
            position += 1
            var elements: [Argument] = []
            while !take("]") {
                elements.append(try argument())
                _ = take(",")
            }
            let members = elements.compactMap { element -> String? in
                if case .member(let m) = element { return m }
                return nil
            }
            return members.count == elements.count ? .members(members) : .list(elements)
        case .name("GridItem")?:
            position += 1
            let args = try arguments()
            try Self.checkLabels("GridItem", args)
            func value(_ label: String?) -> Argument? { args.first { $0.label == label }?.value }
            let size = try value(nil).map(Self.gridItemSize) ?? .flexible()
            let alignment = try value("alignment").map { try Self.alignment(Self.member($0)) }
            return .gridItem(GridItem(size, spacing: try value("spacing").flatMap(Self.optionalNumber), alignment: alignment))
        case .symbol(".")? where position + 2 < tokens.count && tokens[position + 2] == .symbol("("):
            // `.fixed(100)`, `.flexible(minimum: 10)`: a member with arguments.
            position += 1
            let member = try name()
            return .call(member, try arguments())
        case .symbol("\\")?:
            position += 1
            try expect(".")
            return .keyPath(try name())
        case .symbol(".")? where position + 1 < tokens.count && tokens[position + 1] != .name("infinity"):
            position += 1
            return .member(try name())
        default:
            return .length(try sum())
        }
    }

    /// `{ views }` or `{ d in length }` / `{ _ in length }`.
    mutating func closure() throws -> Argument {
        try expect("{")
        if case .name(let n)? = next, n == "d" || n == "_", position + 1 < tokens.count, tokens[position + 1] == .name("in") {
            position += 2
            let guide = try sum()
            try expect("}")
            return .guide(guide)
        }
        var views: [AnyView] = []
        while !take("}") { views.append(try view()) }
        return .views(views)
    }

    static func number(_ argument: Argument) throws -> CGFloat {
        guard case .length(let l) = argument else { throw Failure(description: "expected a length, found \(argument)") }
        return try l.evaluate()
    }

    static func optionalNumber(_ argument: Argument) throws -> CGFloat? {
        if case .none = argument { return nil }
        return try number(argument)
    }

    static func member(_ argument: Argument) throws -> String {
        guard case .member(let m) = argument else { throw Failure(description: "expected .name, found \(argument)") }
        return m
    }

    // MARK: - Views

    mutating func view() throws -> AnyView {
        var view = try primary()
        while take(".") {
            let modifier = try name()
            let args = try arguments()
            view = try Self.apply(modifier, args, to: view)
        }
        return view
    }

    mutating func primary() throws -> AnyView {
        let kind = try name()
        if kind == "ForEach" { return try forEach() }
        if kind == "Color" {
            try expect(".")
            let colour = try name()
            guard let c = Self.colors[colour] else { throw failure("unknown colour .\(colour)") }
            return AnyView(c)
        }
        let args = try arguments()
        try Self.checkLabels(kind, args)
        func value(_ label: String) -> Argument? { args.first { $0.label == label }?.value }
        func content() throws -> [AnyView] {
            guard case .views(let v)? = args.last?.value else { throw failure("\(kind) needs { content }") }
            return v
        }
        let spacing = try value("spacing").flatMap { try Self.optionalNumber($0) }
        switch kind {
        case "HStack":
            let alignment = try value("alignment").map { try Self.vertical(Self.member($0)) } ?? .center
            let children = Self.spliced(try content())
            return AnyView(HStack(alignment: alignment, spacing: spacing) { children })
        case "VStack":
            let alignment = try value("alignment").map { try Self.horizontal(Self.member($0)) } ?? .center
            let children = Self.spliced(try content())
            return AnyView(VStack(alignment: alignment, spacing: spacing) { children })
        case "ZStack":
            let alignment = try value("alignment").map { try Self.alignment(Self.member($0)) } ?? .center
            let children = Self.spliced(try content())
            return AnyView(ZStack(alignment: alignment) { children })
        case "Grid":
            let children = Self.spliced(try content())
            let alignment = try value("alignment").map { try Self.alignment(Self.member($0)) } ?? .center
            let horizontal = try value("horizontalSpacing").flatMap { try Self.optionalNumber($0) }
            let vertical = try value("verticalSpacing").flatMap { try Self.optionalNumber($0) }
            return AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) { children })
        case "GridRow":
            let children = Self.spliced(try content())
            let alignment = try value("alignment").map { try Self.vertical(Self.member($0)) }
            return AnyView(GridRow(alignment: alignment) { children })
        case "LazyVStack":
            let children = Self.spliced(try content())
            let alignment = try value("alignment").map { try Self.horizontal(Self.member($0)) } ?? .center
            return AnyView(LazyVStack(alignment: alignment, spacing: spacing) { children })
        case "LazyHStack":
            let children = Self.spliced(try content())
            let alignment = try value("alignment").map { try Self.vertical(Self.member($0)) } ?? .center
            return AnyView(LazyHStack(alignment: alignment, spacing: spacing) { children })
        case "ScrollView":
            let children = Self.spliced(try content())
            // The axes are the first argument when it is not the content.
            var axes: Axis.Set = .vertical
            if args.count == 2 { axes = try Self.axes(args[0].value) }
            return AnyView(ScrollView(axes) { children })
        case "LazyVGrid", "LazyHGrid":
            let children = Self.spliced(try content())
            let isVertical = kind == "LazyVGrid"
            guard case .list(let elements)? = value(isVertical ? "columns" : "rows") else {
                throw failure("\(kind) takes \(isVertical ? "columns" : "rows"): [GridItem(...)]")
            }
            let items = try elements.map { element -> GridItem in
                guard case .gridItem(let item) = element else { throw failure("\(kind)'s tracks are GridItems") }
                return item
            }
            if isVertical {
                let alignment = try value("alignment").map { try Self.horizontal(Self.member($0)) } ?? .center
                return AnyView(LazyVGrid(columns: items, alignment: alignment, spacing: spacing) { children })
            }
            let alignment = try value("alignment").map { try Self.vertical(Self.member($0)) } ?? .center
            return AnyView(LazyHGrid(rows: items, alignment: alignment, spacing: spacing) { children })
        case "ViewThatFits":
            let children = Self.spliced(try content())
            var axes: Axis.Set = [.horizontal, .vertical]
            if let given = value("in") { axes = try Self.axes(given) }
            return AnyView(ViewThatFits(in: axes) { children })
        case "Group":
            let children = Self.spliced(try content())
            return AnyView(Group { children })
        case "Text":
            guard case .string(let s)? = args.first?.value else { throw failure("Text needs a string") }
            return AnyView(Text(s))
        case "Rectangle": return AnyView(Rectangle())
        case "Circle": return AnyView(Circle())
        case "Capsule": return AnyView(Capsule())
        case "Ellipse": return AnyView(Ellipse())
        case "RoundedRectangle":
            return AnyView(RoundedRectangle(cornerRadius: try value("cornerRadius").map(Self.number) ?? 0))
        case "Spacer":
            return AnyView(Spacer(minLength: try value("minLength").flatMap(Self.optionalNumber)))
        case "Divider": return AnyView(Divider())
        case "Image":
            guard case .bitmap(let bitmap)? = value("bitmap") else { throw failure("Image takes bitmap: ImageBitmap(...)") }
            var image = Image(bitmap: bitmap)
            // `resizable` makes another Image, so it applies before the image becomes a view.
            if next == .symbol("."), position + 1 < tokens.count, tokens[position + 1] == .name("resizable") {
                position += 2
                let args = try arguments()
                try Self.checkLabels("resizable", args)
                if case .insets(let insets)? = args.first(where: { $0.label == "capInsets" })?.value {
                    image = image.resizable(capInsets: insets)
                } else {
                    image = image.resizable()
                }
            }
            return AnyView(image)
        case "EmptyView": return AnyView(EmptyView())
        default: throw failure("unknown view \(kind)")
        }
    }

    /// `ForEach(0..<n) { i in views }` or `ForEach(0..<n, id: \\.self) { i in views }`: the
    /// closure's views are read once per element, with `i` the element, in lengths and in
    /// strings as `\\(i)`.
    mutating func forEach() throws -> AnyView {
        try expect("(")
        guard case .number(let lower)? = next else { throw failure("ForEach takes a range lower..<upper") }
        position += 1
        try expect(".")
        try expect(".")
        try expect("<")
        guard case .number(let upper)? = next, upper >= lower else { throw failure("ForEach takes a range lower..<upper") }
        position += 1
        if take(",") {
            guard try name() == "id" else { throw failure("ForEach takes id: \\.self") }
            try expect(":")
            try expect("\\")
            try expect(".")
            guard try name() == "self" else { throw failure("ForEach takes id: \\.self") }
        }
        try expect(")")
        try expect("{")
        let parameter = try name()
        guard try name() == "in" else { throw failure("ForEach's closure takes one parameter") }
        let body = position
        var elements: [AnyView] = []
        for element in Int(lower)..<Int(upper) {
            position = body
            let saved = variables[parameter]
            variables[parameter] = element
            var views: [AnyView] = []
            while !take("}") { views.append(try view()) }
            variables[parameter] = saved
            elements.append(Self.spliced(views))
        }
        if elements.isEmpty {
            // Skip the closure unread: with no elements its views are never made.
            var depth = 1
            while depth > 0 {
                guard let token = next else { throw failure("unclosed ForEach") }
                position += 1
                if token == .symbol("{") { depth += 1 }
                if token == .symbol("}") { depth -= 1 }
            }
        }
        let first = Int(lower)
        return AnyView(ForEach(first..<Int(upper), id: \.self) { elements[$0 - first] })
    }

    /// The views of a `{ }` as `@ViewBuilder` makes them: one view alone, several as a
    /// `TupleView` (each a separate subview of the container).
    static func spliced(_ views: [AnyView]) -> AnyView {
        views.count == 1 ? views[0] : AnyView(TupleView(value: views, children: views))
    }

    static func apply(_ modifier: String, _ args: [(label: String?, value: Argument)], to view: AnyView) throws -> AnyView {
        try checkLabels(modifier, args)
        func value(_ label: String?) -> Argument? { args.first { $0.label == label }?.value }
        func length(_ label: String) throws -> CGFloat? { try value(label).flatMap(optionalNumber) }
        let labels = Set(args.compactMap(\.label))
        switch modifier {
        case "id":
            guard case .string(let id)? = args.first?.value else { throw Failure(description: "id takes a string") }
            return AnyView(view.id(id))
        case "frame":
            let alignment = try value("alignment").map { try Self.alignment(member($0)) } ?? .center
            if labels.isSubset(of: ["width", "height", "alignment"]) {
                return AnyView(view.frame(width: try length("width"), height: try length("height"), alignment: alignment))
            }
            return AnyView(view.frame(minWidth: try length("minWidth"), idealWidth: try length("idealWidth"),
                                      maxWidth: try length("maxWidth"), minHeight: try length("minHeight"),
                                      idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
                                      alignment: alignment))
        case "padding":
            switch (args.first?.value, args.count) {
            case (nil, _): return AnyView(view.padding())
            case (.insets(let insets)?, _): return AnyView(view.padding(insets))
            case (.members(let edges)?, _):
                return AnyView(view.padding(Edge.Set(try edges.map(Self.edges))))
            case (.member(let edges)?, 1): return AnyView(view.padding(try Self.edges(edges)))
            case (.member(let edges)?, _): return AnyView(view.padding(try Self.edges(edges), try number(args[1].value)))
            case (let first?, _): return AnyView(view.padding(try number(first)))
            }
        case "fixedSize":
            if args.isEmpty { return AnyView(view.fixedSize()) }
            func flag(_ label: String) throws -> Bool {
                guard case .flag(let b)? = value(label) else { throw Failure(description: "fixedSize takes horizontal: and vertical: true or false") }
                return b
            }
            return AnyView(view.fixedSize(horizontal: try flag("horizontal"), vertical: try flag("vertical")))
        case "layoutPriority":
            return AnyView(view.layoutPriority(Double(try number(args[0].value))))
        case "offset":
            if case .size(let size)? = args.first?.value { return AnyView(view.offset(size)) }
            return AnyView(view.offset(x: try length("x") ?? 0, y: try length("y") ?? 0))
        case "position":
            return AnyView(view.position(x: try length("x") ?? 0, y: try length("y") ?? 0))
        case "overlay", "background":
            let alignment = try value("alignment").map { try Self.alignment(member($0)) } ?? .center
            let isOverlay = modifier == "overlay"
            switch args.last?.value {
            case .color(let style)?:
                return isOverlay ? AnyView(view.overlay(style)) : AnyView(view.background(style))
            case .view(let decoration)?:
                return isOverlay ? AnyView(view.overlay(decoration, alignment: alignment))
                    : AnyView(view.background(decoration, alignment: alignment))
            case .views(let views)?:
                let decoration = spliced(views)
                return isOverlay ? AnyView(view.overlay(alignment: alignment) { decoration })
                    : AnyView(view.background(alignment: alignment) { decoration })
            default:
                throw Failure(description: "\(modifier) needs a view, a colour or { content }")
            }
        case "aspectRatio":
            let mode = try value("contentMode").map { try member($0) } ?? "fit"
            let ratio = try args.first { $0.label == nil }.flatMap { try optionalNumber($0.value) }
            return AnyView(view.aspectRatio(ratio, contentMode: mode == "fill" ? .fill : .fit))
        case "scaledToFit": return AnyView(view.scaledToFit())
        case "scaledToFill": return AnyView(view.scaledToFill())
        case "alignmentGuide":
            guard case .member(let g)? = args.first?.value, case .guide(let computed)? = args.last?.value else {
                throw Failure(description: "alignmentGuide takes .guide { d in length }")
            }
            let compute: (ViewDimensions) -> CGFloat = { d in (try? computed.evaluate(d)) ?? .nan }
            if let h = horizontalGuides[g] { return AnyView(view.alignmentGuide(h, computeValue: compute)) }
            if let v = verticalGuides[g] { return AnyView(view.alignmentGuide(v, computeValue: compute)) }
            throw Failure(description: "unknown guide .\(g)")
        case "lineLimit":
            let limit = try optionalNumber(args[0].value).map { Int($0) }
            if case .flag(let reserves)? = value("reservesSpace"), let limit {
                return AnyView(view.lineLimit(limit, reservesSpace: reserves))
            }
            return AnyView(view.lineLimit(limit))
        case "gridCellColumns":
            return AnyView(view.gridCellColumns(Int(try number(args[0].value))))
        case "gridColumnAlignment":
            return AnyView(view.gridColumnAlignment(try horizontal(member(args[0].value))))
        case "gridCellAnchor":
            let anchors: [String: UnitPoint] = [
                "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
                "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading,
                "bottom": .bottom, "bottomTrailing": .bottomTrailing,
            ]
            guard let anchor = anchors[try member(args[0].value)] else { throw Failure(description: "unknown anchor in gridCellAnchor") }
            return AnyView(view.gridCellAnchor(anchor))
        case "gridCellUnsizedAxes":
            return AnyView(view.gridCellUnsizedAxes(try axes(args[0].value)))
        case "minimumScaleFactor":
            return AnyView(view.minimumScaleFactor(try number(args[0].value)))
        case "environment":
            guard case .keyPath("layoutDirection")? = args.first?.value else {
                throw Failure(description: "environment supports \\.layoutDirection only")
            }
            let direction = try member(args[1].value) == "rightToLeft" ? LayoutDirection.rightToLeft : .leftToRight
            return AnyView(view.environment(\.layoutDirection, direction))
        default:
            throw Failure(description: "unknown modifier .\(modifier)")
        }
    }

    // MARK: - Names

    /// The argument labels each view and modifier takes (nil: unlabelled, or a trailing
    /// closure): a misspelt label is an error, not a default.
    nonisolated static let labels: [String: Set<String?>] = [
        "HStack": ["alignment", "spacing", nil], "VStack": ["alignment", "spacing", nil],
        "ZStack": ["alignment", nil], "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", nil],
        "GridRow": ["alignment", nil], "ViewThatFits": ["in", nil], "ScrollView": [nil],
        "LazyVStack": ["alignment", "spacing", nil], "LazyHStack": ["alignment", "spacing", nil],
        "LazyVGrid": ["columns", "alignment", "spacing", nil], "LazyHGrid": ["rows", "alignment", "spacing", nil],
        "GridItem": [nil, "spacing", "alignment"], "fixed": [nil], "flexible": ["minimum", "maximum"],
        "adaptive": ["minimum", "maximum"], "Group": [nil], "Text": [nil],
        "Rectangle": [], "Circle": [], "Capsule": [], "Ellipse": [], "RoundedRectangle": ["cornerRadius"],
        "Spacer": ["minLength"], "Divider": [], "EmptyView": [], "Image": ["bitmap"], "resizable": ["capInsets"],
        "id": [nil], "frame": ["width", "height", "alignment", "minWidth", "idealWidth", "maxWidth",
                               "minHeight", "idealHeight", "maxHeight"],
        "padding": [nil], "fixedSize": ["horizontal", "vertical"], "layoutPriority": [nil],
        "offset": ["x", "y", nil], "position": ["x", "y"], "overlay": ["alignment", nil],
        "background": ["alignment", nil], "aspectRatio": [nil, "contentMode"], "scaledToFit": [],
        "scaledToFill": [], "alignmentGuide": [nil], "lineLimit": [nil, "reservesSpace"],
        "minimumScaleFactor": [nil], "gridCellColumns": [nil], "gridColumnAlignment": [nil],
        "gridCellAnchor": [nil], "gridCellUnsizedAxes": [nil], "environment": [nil],
    ]

    static func checkLabels(_ name: String, _ args: [(label: String?, value: Argument)]) throws {
        guard let allowed = labels[name] else { throw Failure(description: "unknown view or modifier \(name)") }
        if let wrong = args.first(where: { !allowed.contains($0.label) }) {
            throw Failure(description: "\(name) takes no argument labelled \(wrong.label ?? "_")")
        }
    }

    static let colors: [String: Color] = [
        "red": .red, "green": .green, "blue": .blue, "purple": .purple, "pink": .pink, "teal": .teal,
        "gray": .gray, "yellow": .yellow, "orange": .orange, "black": .black, "white": .white,
    ]

    nonisolated static let horizontalGuides: [String: HorizontalAlignment] = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    nonisolated static let verticalGuides: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]

    static func horizontal(_ name: String) throws -> HorizontalAlignment {
        guard let a = horizontalGuides[name] else { throw Failure(description: "unknown horizontal alignment .\(name)") }
        return a
    }

    static func vertical(_ name: String) throws -> VerticalAlignment {
        guard let a = verticalGuides[name] else { throw Failure(description: "unknown vertical alignment .\(name)") }
        return a
    }

    static func alignment(_ name: String) throws -> Alignment {
        let all: [String: Alignment] = [
            "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
            "topLeading": .topLeading, "topTrailing": .topTrailing,
            "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
            "leadingFirstTextBaseline": .leadingFirstTextBaseline, "centerFirstTextBaseline": .centerFirstTextBaseline,
            "trailingFirstTextBaseline": .trailingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
            "centerLastTextBaseline": .centerLastTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
        ]
        guard let a = all[name] else { throw Failure(description: "unknown alignment .\(name)") }
        return a
    }

    /// `.fixed(l)`, `.flexible(minimum:maximum:)` or `.adaptive(minimum:maximum:)`.
    static func gridItemSize(_ argument: Argument) throws -> GridItem.Size {
        guard case .call(let kind, let args) = argument else { throw Failure(description: "a GridItem's size is .fixed, .flexible or .adaptive") }
        try checkLabels(kind, args)
        func value(_ label: String?) throws -> CGFloat? { try args.first { $0.label == label }.map { try number($0.value) } }
        switch kind {
        case "fixed":
            guard let length = try value(nil) else { throw Failure(description: ".fixed takes a length") }
            return .fixed(length)
        case "flexible": return .flexible(minimum: try value("minimum") ?? 10, maximum: try value("maximum") ?? .infinity)
        case "adaptive":
            guard let minimum = try value("minimum") else { throw Failure(description: ".adaptive takes a minimum") }
            return .adaptive(minimum: minimum, maximum: try value("maximum") ?? .infinity)
        default: throw Failure(description: "unknown GridItem size .\(kind)")
        }
    }

    /// `.horizontal`, `.vertical`, or a list of them (`[]` for none).
    static func axes(_ argument: Argument) throws -> Axis.Set {
        let names: [String]
        switch argument {
        case .member(let m): names = [m]
        case .members(let ms): names = ms
        default: throw Failure(description: "expected .horizontal, .vertical or a list of them")
        }
        var axes: Axis.Set = []
        for name in names {
            switch name {
            case "horizontal": axes.insert(.horizontal)
            case "vertical": axes.insert(.vertical)
            default: throw Failure(description: "unknown axis .\(name)")
            }
        }
        return axes
    }

    static func edges(_ name: String) throws -> Edge.Set {
        let all: [String: Edge.Set] = [
            "all": .all, "horizontal": .horizontal, "vertical": .vertical,
            "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        ]
        guard let e = all[name] else { throw Failure(description: "unknown edges .\(name)") }
        return e
    }
}
