import Foundation

/// The key of a localized string; Vellum has no string tables, so the key is the text.
///
/// A `Text` made from a key styles the key's inline Markdown, as SwiftUI does:
/// `Text("**Bold** and *italic*")`. Interpolated values are arguments of the key, not
/// part of it, so they are never parsed: `Text("**\(name)**")` shows `name` in bold,
/// asterisks and all.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's literal parts and arguments, in order.
    fileprivate var segments: [Segment]

    fileprivate enum Segment: Equatable, Sendable {
        case literal(String)
        /// An interpolated value and its format specifier in the key's table form
        /// (`"Hello %@"`): `%lld` for integers, `%lf` for floating point, else `%@`.
        case argument([Text.Run], specifier: String = "%@")
    }

    public init(_ value: String) {
        segments = [.literal(value)]
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var segments: [Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }
        public mutating func appendLiteral(_ literal: String) {
            if case .literal(let previous) = segments.last {
                segments[segments.count - 1] = .literal(previous + literal)
            } else {
                segments.append(.literal(literal))
            }
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            let specifier = value is any BinaryInteger ? "%lld" : value is any BinaryFloatingPoint ? "%lf" : "%@"
            segments.append(.argument([Text.Run(string: "\(value)")], specifier: specifier))
        }
        /// An integer, as the unconstrained form shows it (its `description`), without
        /// asking the run time what it is: labels interpolate counters by the thousand.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            segments.append(.argument([Text.Run(string: value.description)], specifier: "%lld"))
        }
        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.argument([Text.Run(string: string)]))
        }
        /// An interpolated text keeps its own styling.
        public mutating func appendInterpolation(_ text: Text) { segments.append(.argument(text.runs)) }
        /// A value formatted in the view's locale when it is shown.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String
        {
            segments.append(.argument(Text(value, format: format).runs))
        }
        /// An attributed string, with its attributes (as `Text(_:)` of it).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            segments.append(.argument(Text(attributedString).runs))
        }

        /// A number in a printf-style format: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            segments.append(.argument([Text.Run(string: String(format: specifier, value._arg))], specifier: specifier))
        }

        /// A value through a `Formatter`, in the formatter's own locale (any subject, as
        /// for `Text(_:formatter:)`).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            segments.append(.argument(Text(subject, formatter: formatter).runs))
        }

        /// A date in one of Text's date styles, against the host's clock.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.argument(Text(date, style: style).runs))
        }
    }

    // MARK: - String tables

    /// The key as a strings file spells it: `"Hello %@"` for `"Hello \(name)"`.
    var tableKey: String {
        segments.map {
            switch $0 {
            case .literal(let string): string.replacingOccurrences(of: "%", with: "%%")
            case .argument(_, let specifier): specifier
            }
        }.joined()
    }

    /// Whether the main bundle has any strings table, read once: without one, keys are
    /// shown as written and no lookup is paid for.
    private static let mainBundleHasStrings: Bool = {
        let main = Bundle.main
        return !main.paths(forResourcesOfType: "strings", inDirectory: nil).isEmpty
            || main.localizations.contains { !main.paths(forResourcesOfType: "strings", inDirectory: nil, forLocalization: $0).isEmpty }
    }()

    /// The key translated by the strings table `tableName` (default `Localizable`) of
    /// `bundle` (default: the main bundle), as SwiftUI looks it up; its arguments are
    /// put where the translation's specifiers say (`%@`, `%lld`, positional `%2$@`).
    /// A key the table lacks stays as written.
    func localized(tableName: String?, bundle: Bundle?) -> LocalizedStringKey {
        guard let bundle = bundle ?? (Self.mainBundleHasStrings ? .main : nil) else { return self }
        let key = tableKey
        let translated = bundle.localizedString(forKey: key, value: nil, table: tableName)
        guard translated != key else { return self }
        let arguments = segments.compactMap { if case .argument(let runs, _) = $0 { runs } else { nil } }
        var result = LocalizedStringKey("")
        result.segments = []
        var literal = ""
        var next = 0
        var characters = translated[...]
        while let percent = characters.firstIndex(of: "%") {
            literal += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                literal += "%"
                characters = characters.dropFirst()
                continue
            }
            // An optional position ("2$"), then the specifier up to its conversion letter.
            var index = next
            let digits = characters.prefix { $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let position = Int(digits) {
                index = position - 1
                characters = characters.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let specifier = characters.prefix { !"@dDiuUxXoOfFeEgGcCsSpaA".contains($0) }
            characters = characters.dropFirst(specifier.count + 1)
            if !literal.isEmpty { result.segments.append(.literal(literal)) }
            literal = ""
            result.segments.append(.argument(arguments.indices.contains(index) ? arguments[index] : []))
        }
        literal += characters
        if !literal.isEmpty { result.segments.append(.literal(literal)) }
        return result
    }

    /// The key's runs: the literal parts parsed as inline Markdown, each argument
    /// dropped in where it was interpolated, taking the styling around it beneath its own.
    func styledRuns() -> [Text.Run] {
        Text.Run.joiningNeighbours(literalsArePlain ? plainRuns() : parsedRuns())
    }

    /// `styledRuns()` through the Markdown parser, whatever the key.
    func parsedRuns() -> [Text.Run] {
        // Arguments stand in the parsed source as U+FFFC, then are put back.
        let placeholder: Character = "\u{FFFC}"
        var source = ""
        var arguments: [[Text.Run]] = []
        for segment in segments {
            switch segment {
            case .literal(let string):
                // Checked first: Foundation's replacement costs more than the rest of Text's init.
                source += string.unicodeScalars.contains("\u{FFFC}")
                    ? string.replacingOccurrences(of: String(placeholder), with: "") : string
            case .argument(let runs, _):
                source.append(placeholder)
                arguments.append(runs)
            }
        }
        var next = arguments.makeIterator()
        var runs: [Text.Run] = []
        for styled in InlineMarkdown.parse(source) {
            var pending = ""
            func flush() {
                if !pending.isEmpty { runs.append(styled.run(pending)) }
                pending = ""
            }
            for character in styled.string {
                guard character == placeholder, let argument = next.next() else {
                    pending.append(character)
                    continue
                }
                flush()
                runs += argument.map { styled.style(under: $0) }
            }
            flush()
        }
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    /// `styledRuns()` of a key whose literal parts are plain (`literalsArePlain`), without
    /// parsing: each literal part between arguments is one unstyled run, and each
    /// argument keeps its runs, as `parsedRuns()` finds (`Text("Item \(i)")`).
    func plainRuns() -> [Text.Run] {
        var runs: [Text.Run] = []
        runs.reserveCapacity(segments.count)
        for segment in segments {
            switch segment {
            case .literal(let string) where !string.isEmpty: runs.append(Text.Run(string: string))
            case .literal: break
            case .argument(let arguments, _): runs += arguments
            }
        }
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    /// Whether every literal part reads the same parsed or not: no Markdown delimiter,
    /// and only scalars below U+0300, none of which joins the U+FFFC standing for a
    /// neighbouring argument into one grapheme (no extending mark, no prepended
    /// concatenation mark), nor is U+FFFC itself.
    var literalsArePlain: Bool {
        segments.allSatisfy {
            guard case .literal(let literal) = $0 else { return true }
            return !InlineMarkdown.mayHaveSyntax(literal) && literal.unicodeScalars.allSatisfy { $0.value < 0x300 }
        }
    }
}

/// A number that can be interpolated with a printf-style `specifier:`; its default
/// specifier is the one its strings-table key uses.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
