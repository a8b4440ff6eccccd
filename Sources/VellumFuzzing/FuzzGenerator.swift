import Foundation
import Vellum

/// Random view trees from a seed, written with Vellum's public API as a SwiftUI user
/// writes it, with arguments drawn from `HostileValues`.
///
/// The same seed and limits give the same tree. A tree has at most `maxNodes` nodes and
/// is at most `maxDepth` deep, so one seed costs a bounded amount to build.
@MainActor
public struct FuzzGenerator {
    public struct Limits: Sendable {
        public var maxNodes: Int
        public var maxDepth: Int
        /// The widest `gridCellColumns` drawn; wider draws become this. Sizing a grid
        /// costs the square of its spans (a span of 1000 takes seconds), so a slice that
        /// must stay fast keeps them small.
        public var maxGridCellColumns: Int

        public init(maxNodes: Int = 60, maxDepth: Int = 8, maxGridCellColumns: Int = .max) {
            self.maxNodes = maxNodes
            self.maxDepth = maxDepth
            self.maxGridCellColumns = maxGridCellColumns
        }
    }

    private var rng: SplitMix64
    private var remaining: Int
    private let maxDepth: Int
    private let maxGridCellColumns: Int
    private var allowsInfiniteSizes = false

    /// The tree of `seed`.
    public static func tree(seed: UInt64, limits: Limits = Limits()) -> FuzzTree {
        var generator = FuzzGenerator(rng: SplitMix64(seed: seed), remaining: limits.maxNodes, maxDepth: limits.maxDepth,
                                      maxGridCellColumns: limits.maxGridCellColumns)
        let root = generator.node(depth: 0)
        let proposal = ProposedViewSize(width: generator.proposalLength(), height: generator.proposalLength())
        return FuzzTree(seed: seed, root: root, allowsInfiniteSizes: generator.allowsInfiniteSizes, hostileProposal: proposal)
    }

    private mutating func node(depth: Int) -> FuzzNode {
        remaining -= 1
        if depth >= maxDepth || remaining <= 0 || rng.chance(0.3) { return leaf() }
        return rng.chance(0.45) ? container(depth: depth + 1) : modified(depth: depth + 1)
    }

    /// Between none and three children, now and then as many as the budget allows.
    private mutating func children(depth: Int) -> [FuzzNode] {
        let count = rng.chance(0.1) ? rng.below(max(remaining, 1) + 1) : rng.below(4)
        var nodes: [FuzzNode] = []
        while nodes.count < count, remaining > 0 { nodes.append(node(depth: depth)) }
        return nodes
    }

    // MARK: - Arguments

    private mutating func length() -> CGFloat {
        let value = rng.chance(0.3) ? rng.pick(HostileValues.lengths) : rng.pick(HostileValues.ordinaryLengths)
        if HostileValues.overflows(value) { allowsInfiniteSizes = true }
        return value
    }

    private mutating func optionalLength() -> CGFloat? { rng.chance(0.3) ? nil : length() }

    private mutating func proposalLength() -> CGFloat? {
        rng.chance(0.2) ? nil : rng.pick(HostileValues.lengths + [0, 50, 320])
    }

    /// A fraction, an opacity or a colour component: mostly in 0...1.
    private mutating func unit() -> Double {
        rng.chance(0.3) ? Double(length()) : rng.pick([0, 0.25, 0.5, 0.75, 1])
    }

    private mutating func count() -> Int { rng.pick(HostileValues.counts) }

    private mutating func optionalLiteral(_ value: CGFloat?) -> String { value.map(swiftLiteral) ?? "nil" }

    private mutating func alignment() -> (String, Alignment) {
        rng.pick([(".center", .center), (".leading", .leading), (".trailing", .trailing), (".top", .top),
                  (".bottom", .bottom), (".topLeading", .topLeading), (".bottomTrailing", .bottomTrailing),
                  (".leadingFirstTextBaseline", .leadingFirstTextBaseline)])
    }

    private mutating func horizontalAlignment() -> (String, HorizontalAlignment) {
        rng.pick([(".center", .center), (".leading", .leading), (".trailing", .trailing)])
    }

    private mutating func verticalAlignment() -> (String, VerticalAlignment) {
        rng.pick([(".center", .center), (".top", .top), (".bottom", .bottom),
                  (".firstTextBaseline", .firstTextBaseline), (".lastTextBaseline", .lastTextBaseline)])
    }

    private mutating func unitPoint() -> (String, UnitPoint) {
        if rng.chance(0.2) {
            let x = length(), y = length()
            return ("UnitPoint(x: \(swiftLiteral(x)), y: \(swiftLiteral(y)))", UnitPoint(x: x, y: y))
        }
        return rng.pick([(".center", .center), (".topLeading", .topLeading), (".bottom", .bottom), (".trailing", .trailing)])
    }

    private mutating func angle() -> (String, Angle) {
        let degrees = rng.chance(0.5) ? Double(length()) : rng.pick([0, 45, 90, 180, 270, 360, 720])
        return (".degrees(\(swiftLiteral(degrees)))", .degrees(degrees))
    }

    private mutating func point() -> (String, CGPoint) {
        let x = length(), y = length()
        return ("CGPoint(x: \(swiftLiteral(x)), y: \(swiftLiteral(y)))", CGPoint(x: x, y: y))
    }

    private mutating func axes() -> (String, Axis.Set) {
        rng.pick([(".vertical", .vertical), (".horizontal", .horizontal), ("[.horizontal, .vertical]", [.horizontal, .vertical]), ("[]", [])])
    }

    private mutating func edges() -> (String, Edge.Set) {
        rng.pick([(".all", .all), (".top", .top), (".horizontal", .horizontal), (".bottom", .bottom), ("[]", [])])
    }

    private mutating func color() -> (String, Color) {
        switch rng.below(4) {
        case 0:
            let r = unit(), g = unit(), b = unit(), o = unit()
            return ("Color(red: \(swiftLiteral(r)), green: \(swiftLiteral(g)), blue: \(swiftLiteral(b)), opacity: \(swiftLiteral(o)))",
                    Color(red: r, green: g, blue: b, opacity: o))
        case 1:
            let h = unit(), s = unit(), b = unit()
            return ("Color(hue: \(swiftLiteral(h)), saturation: \(swiftLiteral(s)), brightness: \(swiftLiteral(b)))",
                    Color(hue: h, saturation: s, brightness: b))
        default:
            return rng.pick([("Color.red", .red), ("Color.blue", .blue), ("Color.green", .green), ("Color.clear", .clear),
                             ("Color.primary", .primary), ("Color.teal", .teal), ("Color.black.opacity(0.5)", .black.opacity(0.5))])
        }
    }

    private mutating func colors() -> (String, [Color]) {
        let picked = (0 ..< rng.below(4)).map { _ in color() }
        return ("[\(picked.map(\.0).joined(separator: ", "))]", picked.map(\.1))
    }

    private mutating func shapeStyle() -> (String, AnyShapeStyle) {
        switch rng.below(5) {
        case 0:
            let (colorsSource, colors) = colors(), (startSource, start) = unitPoint(), (endSource, end) = unitPoint()
            return ("LinearGradient(colors: \(colorsSource), startPoint: \(startSource), endPoint: \(endSource))",
                    AnyShapeStyle(LinearGradient(colors: colors, startPoint: start, endPoint: end)))
        case 1:
            let (colorsSource, colors) = colors(), (centerSource, center) = unitPoint(), r0 = length(), r1 = length()
            return ("RadialGradient(colors: \(colorsSource), center: \(centerSource), startRadius: \(swiftLiteral(r0)), endRadius: \(swiftLiteral(r1)))",
                    AnyShapeStyle(RadialGradient(colors: colors, center: center, startRadius: r0, endRadius: r1)))
        case 2:
            let (centerSource, center) = unitPoint(), (a0Source, a0) = angle(), (a1Source, a1) = angle()
            let (colorSource, color) = color(), location = length()
            let stops = [Gradient.Stop(color: color, location: location), Gradient.Stop(color: .blue, location: 0.5)]
            return ("AngularGradient(stops: [.init(color: \(colorSource), location: \(swiftLiteral(location))), .init(color: .blue, location: 0.5)], center: \(centerSource), startAngle: \(a0Source), endAngle: \(a1Source))",
                    AnyShapeStyle(AngularGradient(stops: stops, center: center, startAngle: a0, endAngle: a1)))
        default:
            let (source, color) = color()
            return (source, AnyShapeStyle(color))
        }
    }

    // MARK: - Leaves

    private mutating func leaf() -> FuzzNode {
        switch rng.below(10) {
        case 0, 1, 2: return text()
        case 3: let (source, color) = color(); return .leaf(source) { color }
        case 4, 5: return shape()
        case 6: return image()
        case 7, 8: return control()
        default:
            if rng.chance(0.5) { return .leaf("Divider()") { Divider() } }
            let minLength = optionalLength()
            return .leaf("Spacer(minLength: \(optionalLiteral(minLength)))") { Spacer(minLength: minLength) }
        }
    }

    private static let strings: [(source: String, value: String)] = {
        let plain = ["Hello", "Favorite", "", "مرحبا بالعالم", "שלום עולם", "你好世界，这是一个测试。", "👩‍👩‍👧‍👦🏳️‍🌈👍🏽",
                     "e\u{301}\u{302}\u{303}\u{304}\u{305}", "Z\u{364}\u{354}\u{367}\u{311}a\u{308}\u{356}", "abc مرحبا 123 שלום",
                     "\u{202E}reversed\u{200B}\u{200F}", "\n\n\n", "a\tb\u{0}c", "\u{FFFD}\u{E000}"]
        return plain.map { (swiftLiteral($0), $0) } + [
            ("String(repeating: \"lorem ipsum \", count: 200)", String(repeating: "lorem ipsum ", count: 200)),
            ("String(repeating: \"W\", count: 2000)", String(repeating: "W", count: 2000)),
        ]
    }()

    private mutating func text() -> FuzzNode {
        let string = rng.pick(Self.strings)
        var source = "Text(verbatim: \(string.source))"
        var text = Text(verbatim: string.value)
        switch rng.below(6) {
        case 0: let k = length(); source += ".kerning(\(swiftLiteral(k)))"; text = text.kerning(k)
        case 1: let t = length(); source += ".tracking(\(swiftLiteral(t)))"; text = text.tracking(t)
        case 2: let b = length(); source += ".baselineOffset(\(swiftLiteral(b)))"; text = text.baselineOffset(b)
        case 3: source += ".bold().italic()"; text = text.bold().italic()
        default: break
        }
        let built = text
        return .leaf(source) { built }
    }

    private mutating func shape() -> FuzzNode {
        switch rng.below(7) {
        case 0: return insettable(Rectangle(), "Rectangle()")
        case 1: let r = length(); return insettable(RoundedRectangle(cornerRadius: r), "RoundedRectangle(cornerRadius: \(swiftLiteral(r)))")
        case 2: return insettable(Circle(), "Circle()")
        case 3: return insettable(Capsule(), "Capsule()")
        case 4: return insettable(Ellipse(), "Ellipse()")
        case 5:
            let points = (0 ..< rng.below(5)).map { _ in point() }
            return styled(FuzzShape(points: points.map(\.1)), "FuzzShape(points: [\(points.map(\.0).joined(separator: ", "))])")
        default: return path()
        }
    }

    private mutating func path() -> FuzzNode {
        var path = Path()
        var lines: [String] = []
        for _ in 0 ..< rng.below(5) + 1 {
            switch rng.below(5) {
            case 0:
                let (s, p) = point(); path.move(to: p); lines.append("path.move(to: \(s))")
            case 1:
                let points = (0 ..< rng.below(4)).map { _ in point() }
                path.addLines(points.map(\.1)); lines.append("path.addLines([\(points.map(\.0).joined(separator: ", "))])")
            case 2:
                let (s, p) = point(), (cs, c) = point()
                path.addQuadCurve(to: p, control: c); lines.append("path.addQuadCurve(to: \(s), control: \(cs))")
            case 3:
                let (s, p) = point(), (c1s, c1) = point(), (c2s, c2) = point()
                path.addCurve(to: p, control1: c1, control2: c2)
                lines.append("path.addCurve(to: \(s), control1: \(c1s), control2: \(c2s))")
            default:
                let (cs, c) = point(), r = length(), (a0s, a0) = angle(), (a1s, a1) = angle(), clockwise = rng.chance(0.5)
                path.addArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: clockwise)
                lines.append("path.addArc(center: \(cs), radius: \(swiftLiteral(r)), startAngle: \(a0s), endAngle: \(a1s), clockwise: \(clockwise))")
            }
        }
        if rng.chance(0.5) { path.closeSubpath(); lines.append("path.closeSubpath()") }
        return styled(path, "Path { path in\n\(indented(lines.joined(separator: "\n")))\n}")
    }

    /// A shape drawn as it is, filled, stroked, or trimmed.
    private mutating func styled<S: Shape>(_ shape: S, _ source: String) -> FuzzNode {
        switch rng.below(4) {
        case 0: return .leaf(source) { shape }
        case 1:
            let (styleSource, style) = shapeStyle(), eoFill = rng.chance(0.3)
            return .leaf("\(source).fill(\(styleSource), style: FillStyle(eoFill: \(eoFill)))") { shape.fill(style, style: FillStyle(eoFill: eoFill)) }
        case 2:
            let (styleSource, style) = shapeStyle(), width = length(), dash = rng.chance(0.3) ? [length(), length()] : []
            return .leaf("\(source).stroke(\(styleSource), style: StrokeStyle(lineWidth: \(swiftLiteral(width)), dash: [\(dash.map(swiftLiteral).joined(separator: ", "))]))") {
                shape.stroke(style, style: StrokeStyle(lineWidth: width, dash: dash))
            }
        default:
            let from = length(), to = length(), (styleSource, style) = shapeStyle()
            return .leaf("\(source).trim(from: \(swiftLiteral(from)), to: \(swiftLiteral(to))).fill(\(styleSource))") {
                shape.trim(from: from, to: to).fill(style)
            }
        }
    }

    private mutating func insettable<S: InsettableShape>(_ shape: S, _ source: String) -> FuzzNode {
        guard rng.chance(0.25) else { return styled(shape, source) }
        let (styleSource, style) = shapeStyle(), width = length()
        return .leaf("\(source).strokeBorder(\(styleSource), lineWidth: \(swiftLiteral(width)))") { shape.strokeBorder(style, lineWidth: width) }
    }

    private mutating func image() -> FuzzNode {
        let width = rng.pick([0, 1, 3, -5, 64, 100_000, Int.max]), height = rng.pick([0, 1, 2, 7, 40_000, Int.max])
        let scale = rng.chance(0.3) ? length() : rng.pick([1, 2, 3])
        // Pixels exactly as many as promised, too few, or none.
        let exact = (1 ... 64).contains(width) && (1 ... 64).contains(height) ? width * height * 4 : 4
        let byteCount = rng.pick([nil, 0, 3, exact])
        let rgba = byteCount.map { [UInt8](repeating: 0x80, count: $0) }
        let bitmapSource = "ImageBitmap(pixelWidth: \(swiftLiteral(width)), pixelHeight: \(swiftLiteral(height)), scale: \(swiftLiteral(scale)), rgba: \(byteCount.map { "[UInt8](repeating: 0x80, count: \($0))" } ?? "nil"))"
        switch rng.below(5) {
        case 0: return .leaf("Image(systemName: \"star.fill\")") { Image(systemName: "star.fill") }
        case 1:
            let bytes = (0 ..< rng.below(40)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes)
            return .leaf("Image(data: Data(\(Array(data))))") { Image(data: data) }
        case 2:
            return .leaf("Image(bitmap: \(bitmapSource)).resizable()") {
                Image(bitmap: ImageBitmap(pixelWidth: width, pixelHeight: height, scale: scale, rgba: rgba)).resizable()
            }
        default:
            return .leaf("Image(bitmap: \(bitmapSource))") {
                Image(bitmap: ImageBitmap(pixelWidth: width, pixelHeight: height, scale: scale, rgba: rgba))
            }
        }
    }

    private mutating func control() -> FuzzNode {
        let title = rng.pick(Self.strings)
        switch rng.below(8) {
        case 0: return .leaf("Button(\(title.source)) {}") { Button(title.value) {} }
        case 1: let on = rng.chance(0.5); return .leaf("Toggle(\(title.source), isOn: .constant(\(on)))") { Toggle(title.value, isOn: .constant(on)) }
        case 2:
            let value = length(), low = rng.pick([0, -1e300, -.greatestFiniteMagnitude] as [CGFloat]), high = rng.pick([0, 1, 1e300, .infinity] as [CGFloat])
            return .leaf("Slider(value: .constant(\(swiftLiteral(value))), in: \(swiftLiteral(low))...\(swiftLiteral(high)))") {
                Slider(value: .constant(value), in: low ... high)
            }
        case 3: return .leaf("TextField(\(title.source), text: .constant(\(title.source)))") { TextField(title.value, text: .constant(title.value)) }
        case 4:
            let value = length(), total = length()
            return .leaf("ProgressView(value: \(swiftLiteral(value)), total: \(swiftLiteral(total)))") { ProgressView(value: value, total: total) }
        case 5: return .leaf("ProgressView()") { ProgressView() }
        case 6:
            let value = count(), low = rng.pick([Int.min, 0]), high = rng.pick([0, 10, Int.max])
            return .leaf("Stepper(\(title.source), value: .constant(\(swiftLiteral(value))), in: \(swiftLiteral(low))...\(swiftLiteral(high)))") {
                Stepper(title.value, value: .constant(value), in: low ... high)
            }
        default:
            let selection = count()
            return .leaf("Picker(\(title.source), selection: .constant(\(swiftLiteral(selection)))) {\n    Text(\"One\").tag(0)\n    Text(\"Two\").tag(1)\n}") {
                Picker(title.value, selection: .constant(selection)) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
            }
        }
    }

    // MARK: - Containers

    private mutating func container(depth: Int) -> FuzzNode {
        switch rng.below(17) {
        case 0, 1:
            let (a, alignment) = verticalAlignment(), spacing = optionalLength()
            return .container("HStack(alignment: \(a), spacing: \(optionalLiteral(spacing)))", children(depth: depth)) { views in
                HStack(alignment: alignment, spacing: spacing) { Self.each(views) }
            }
        case 2, 3:
            let (a, alignment) = horizontalAlignment(), spacing = optionalLength()
            return .container("VStack(alignment: \(a), spacing: \(optionalLiteral(spacing)))", children(depth: depth)) { views in
                VStack(alignment: alignment, spacing: spacing) { Self.each(views) }
            }
        case 4:
            let (a, alignment) = alignment()
            return .container("ZStack(alignment: \(a))", children(depth: depth)) { views in ZStack(alignment: alignment) { Self.each(views) } }
        case 5: return .container("Group", children(depth: depth)) { views in Group { Self.each(views) } }
        case 6: return grid(depth: depth)
        case 7:
            let (a, alignment) = horizontalAlignment(), spacing = optionalLength()
            return .container("LazyVStack(alignment: \(a), spacing: \(optionalLiteral(spacing)))", children(depth: depth)) { views in
                LazyVStack(alignment: alignment, spacing: spacing) { Self.each(views) }
            }
        case 8:
            let (a, alignment) = verticalAlignment(), spacing = optionalLength()
            return .container("LazyHStack(alignment: \(a), spacing: \(optionalLiteral(spacing)))", children(depth: depth)) { views in
                LazyHStack(alignment: alignment, spacing: spacing) { Self.each(views) }
            }
        case 9:
            let (itemsSource, items) = gridItems(), spacing = optionalLength()
            return .container("LazyVGrid(columns: \(itemsSource), spacing: \(optionalLiteral(spacing)))", children(depth: depth)) { views in
                LazyVGrid(columns: items, spacing: spacing) { Self.each(views) }
            }
        case 10:
            let (itemsSource, items) = gridItems(), spacing = optionalLength()
            return .container("LazyHGrid(rows: \(itemsSource), spacing: \(optionalLiteral(spacing)))", children(depth: depth)) { views in
                LazyHGrid(rows: items, spacing: spacing) { Self.each(views) }
            }
        case 11:
            let (a, axes) = axes()
            return .container("ScrollView(\(a))", children(depth: depth)) { views in ScrollView(axes) { Self.each(views) } }
        case 12:
            let (a, axes) = axes()
            return .container("ViewThatFits(in: \(a))", children(depth: depth)) { views in ViewThatFits(in: axes) { Self.each(views) } }
        case 13: return geometryReader(depth: depth)
        case 14: return .container("List", children(depth: depth)) { views in List { Self.each(views) } }
        case 15:
            let title = rng.pick(Self.strings)
            return .container("Form { Section(\(title.source))", children(depth: depth)) { views in
                Form { Section(title.value) { Self.each(views) } }
            }.closingExtraBrace()
        default:
            let n = rng.below(6), child = node(depth: depth)
            return FuzzNode(shape: .fixed, children: [child], make: { views in
                AnyView(ForEach(0 ..< n, id: \.self) { _ in views[0] })
            }, write: { "ForEach(0..<\(n), id: \\.self) { _ in\n\(indented($0[0]))\n}" })
        }
    }

    /// The children of a container, in order, each its own view (as a tuple would be).
    @ViewBuilder static func each(_ views: [AnyView]) -> some View {
        ForEach(views.indices, id: \.self) { views[$0] }
    }

    private mutating func gridItems() -> (String, [GridItem]) {
        let items = (0 ..< rng.below(4)).map { _ -> (String, GridItem) in
            let spacing = optionalLength()
            let (sizeSource, size): (String, GridItem.Size)
            switch rng.below(3) {
            case 0: let l = length(); (sizeSource, size) = (".fixed(\(swiftLiteral(l)))", .fixed(l))
            case 1:
                let lo = length(), hi = length()
                (sizeSource, size) = (".flexible(minimum: \(swiftLiteral(lo)), maximum: \(swiftLiteral(hi)))", .flexible(minimum: lo, maximum: hi))
            default:
                let lo = length(), hi = length()
                (sizeSource, size) = (".adaptive(minimum: \(swiftLiteral(lo)), maximum: \(swiftLiteral(hi)))", .adaptive(minimum: lo, maximum: hi))
            }
            return ("GridItem(\(sizeSource), spacing: \(optionalLiteral(spacing)))", GridItem(size, spacing: spacing))
        }
        return ("[\(items.map(\.0).joined(separator: ", "))]", items.map(\.1))
    }

    /// A Grid whose children are mostly GridRows; cells may span columns.
    private mutating func grid(depth: Int) -> FuzzNode {
        let (a, alignment) = alignment(), h = optionalLength(), v = optionalLength()
        var rows: [FuzzNode] = []
        for _ in 0 ..< rng.below(4) where remaining > 0 {
            if rng.chance(0.2) { rows.append(node(depth: depth)); continue }
            remaining -= 1
            var cells = children(depth: depth + 1)
            for i in cells.indices where rng.chance(0.3) {
                let n = min(count(), maxGridCellColumns)
                cells[i] = .modifier(cells[i], ".gridCellColumns(\(swiftLiteral(n)))") { $0.gridCellColumns(n) }
            }
            rows.append(.container("GridRow", cells) { views in GridRow { Self.each(views) } })
        }
        return .container("Grid(alignment: \(a), horizontalSpacing: \(optionalLiteral(h)), verticalSpacing: \(optionalLiteral(v)))", rows) { views in
            Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { Self.each(views) }
        }
    }

    /// A GeometryReader whose child uses the proxy, as readers do: a fraction of its size.
    private mutating func geometryReader(depth: Int) -> FuzzNode {
        let child = node(depth: depth), fraction = rng.pick([0.5, 1, -1, 1e300] as [CGFloat])
        return FuzzNode(shape: .fixed, children: [child], make: { views in
            AnyView(GeometryReader { proxy in
                views[0].frame(width: proxy.size.width * fraction, height: proxy.size.height * fraction)
            })
        }, write: {
            "GeometryReader { proxy in\n\(indented($0[0]))\n        .frame(width: proxy.size.width * \(swiftLiteral(fraction)), height: proxy.size.height * \(swiftLiteral(fraction)))\n}"
        })
    }

    // MARK: - Modifiers

    private mutating func modified(depth: Int) -> FuzzNode {
        let content = node(depth: depth)
        switch rng.below(34) {
        case 0:
            let l = length()
            return .modifier(content, ".padding(\(swiftLiteral(l)))") { $0.padding(l) }
        case 1:
            let (e, edges) = edges(), l = optionalLength()
            return .modifier(content, ".padding(\(e), \(optionalLiteral(l)))") { $0.padding(edges, l) }
        case 2:
            let w = optionalLength(), h = optionalLength(), (a, alignment) = alignment()
            return .modifier(content, ".frame(width: \(optionalLiteral(w)), height: \(optionalLiteral(h)), alignment: \(a))") {
                $0.frame(width: w, height: h, alignment: alignment)
            }
        case 3:
            let l = (0 ..< 6).map { _ in optionalLength() }, (a, alignment) = alignment()
            if l[0] == .infinity || l[3] == .infinity { allowsInfiniteSizes = true }
            let names = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            let arguments = zip(names, l).map { "\($0): \(optionalLiteral($1))" }.joined(separator: ", ")
            return .modifier(content, ".frame(\(arguments), alignment: \(a))") {
                $0.frame(minWidth: l[0], idealWidth: l[1], maxWidth: l[2], minHeight: l[3], idealHeight: l[4], maxHeight: l[5], alignment: alignment)
            }
        case 4:
            let ratio = optionalLength(), fill = rng.chance(0.5)
            return .modifier(content, ".aspectRatio(\(optionalLiteral(ratio)), contentMode: \(fill ? ".fill" : ".fit"))") {
                $0.aspectRatio(ratio, contentMode: fill ? .fill : .fit)
            }
        case 5:
            let h = rng.chance(0.5), v = rng.chance(0.5)
            return .modifier(content, ".fixedSize(horizontal: \(h), vertical: \(v))") { $0.fixedSize(horizontal: h, vertical: v) }
        case 6:
            let x = length(), y = length()
            return .modifier(content, ".offset(x: \(swiftLiteral(x)), y: \(swiftLiteral(y)))") { $0.offset(x: x, y: y) }
        case 7:
            let x = length(), y = length()
            return .modifier(content, ".position(x: \(swiftLiteral(x)), y: \(swiftLiteral(y)))") { $0.position(x: x, y: y) }
        case 8:
            let p = Double(length())
            return .modifier(content, ".layoutPriority(\(swiftLiteral(p)))") { $0.layoutPriority(p) }
        case 9:
            let (a, alignment) = alignment(), secondary = node(depth: depth)
            return .modifier(content, ".overlay(alignment: \(a))", secondary) { view, overlay in view.overlay(alignment: alignment) { overlay } }
        case 10:
            let (a, alignment) = alignment(), secondary = node(depth: depth)
            return .modifier(content, ".background(alignment: \(a))", secondary) { view, background in view.background(alignment: alignment) { background } }
        case 11:
            let (s, style) = shapeStyle()
            return .modifier(content, ".background(\(s))") { $0.background(style) }
        case 12:
            let (s, style) = shapeStyle(), width = length()
            return .modifier(content, ".border(\(s), width: \(swiftLiteral(width)))") { $0.border(style, width: width) }
        case 13:
            let r = length()
            return .modifier(content, ".clipShape(RoundedRectangle(cornerRadius: \(swiftLiteral(r))))") { $0.clipShape(RoundedRectangle(cornerRadius: r)) }
        case 14:
            let secondary = node(depth: depth)
            return .modifier(content, ".mask", secondary) { view, mask in view.mask { mask } }
        case 15:
            let o = unit()
            return .modifier(content, ".opacity(\(swiftLiteral(o)))") { $0.opacity(o) }
        case 16:
            let (s, angle) = angle(), (a, anchor) = unitPoint()
            return .modifier(content, ".rotationEffect(\(s), anchor: \(a))") { $0.rotationEffect(angle, anchor: anchor) }
        case 17:
            let x = length(), y = length()
            return .modifier(content, ".scaleEffect(x: \(swiftLiteral(x)), y: \(swiftLiteral(y)))") { $0.scaleEffect(x: x, y: y) }
        case 18:
            let r = length(), x = length(), y = length()
            return .modifier(content, ".shadow(radius: \(swiftLiteral(r)), x: \(swiftLiteral(x)), y: \(swiftLiteral(y)))") { $0.shadow(radius: r, x: x, y: y) }
        case 19:
            let r = length()
            return .modifier(content, ".blur(radius: \(swiftLiteral(r)))") { $0.blur(radius: r) }
        case 20:
            let (e, edges) = edges()
            return .modifier(content, ".ignoresSafeArea(edges: \(e))") { $0.ignoresSafeArea(edges: edges) }
        case 21:
            let spacing = optionalLength(), secondary = node(depth: depth)
            return .modifier(content, ".safeAreaInset(edge: .bottom, spacing: \(optionalLiteral(spacing)))", secondary) { view, inset in
                view.safeAreaInset(edge: .bottom, spacing: spacing) { inset }
            }
        case 22:
            let id = rng.below(4)
            return .modifier(content, ".id(\(id))") { $0.id(id) }
        case 23:
            switch rng.below(3) {
            case 0:
                let size = length()
                return .modifier(content, ".font(.system(size: \(swiftLiteral(size))))") { $0.font(.system(size: size)) }
            case 1:
                let size = length()
                return .modifier(content, ".font(.custom(\"No Such Font\", size: \(swiftLiteral(size))))") { $0.font(.custom("No Such Font", size: size)) }
            default:
                return .modifier(content, ".font(.largeTitle)") { $0.font(.largeTitle) }
            }
        case 24:
            let n = count()
            return .modifier(content, ".lineLimit(\(swiftLiteral(n)))") { $0.lineLimit(n) }
        case 25:
            let s = length()
            return .modifier(content, ".lineSpacing(\(swiftLiteral(s)))") { $0.lineSpacing(s) }
        case 26:
            let f = length()
            return .modifier(content, ".minimumScaleFactor(\(swiftLiteral(f)))") { $0.minimumScaleFactor(f) }
        case 27:
            let (s, mode): (String, Text.TruncationMode) = rng.pick([(".head", .head), (".middle", .middle), (".tail", .tail)])
            return .modifier(content, ".truncationMode(\(s))") { $0.truncationMode(mode) }
        case 28:
            let (s, alignment): (String, TextAlignment) = rng.pick([(".leading", .leading), (".center", .center), (".trailing", .trailing)])
            return .modifier(content, ".multilineTextAlignment(\(s))") { $0.multilineTextAlignment(alignment) }
        case 29:
            let r = length()
            return .modifier(content, ".cornerRadius(\(swiftLiteral(r)))") { $0.cornerRadius(r) }
        case 30:
            return .modifier(content, ".clipped()") { $0.clipped() }
        case 31:
            let n = min(count(), maxGridCellColumns)
            return .modifier(content, ".gridCellColumns(\(swiftLiteral(n)))") { $0.gridCellColumns(n) }
        case 32:
            let l = length()
            return .modifier(content, ".contentMargins(\(swiftLiteral(l)))") { $0.contentMargins(l) }
        default:
            let l = length()
            return .modifier(content, ".safeAreaPadding(\(swiftLiteral(l)))") { $0.safeAreaPadding(l) }
        }
    }
}

private extension FuzzNode {
    /// A container whose opening has an extra brace (`Form { Section("A") {`), closed here.
    func closingExtraBrace() -> FuzzNode {
        let write = self.write
        return FuzzNode(shape: shape, children: children, make: make) { write($0) + "\n}" }
    }
}
