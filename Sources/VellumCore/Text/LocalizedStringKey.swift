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
        /// An interpolated value shown as plain characters: an argument of one unstyled
        /// run, without an array for it.
        case value(String, specifier: String)

        /// The argument's runs; nil for a literal part.
        var argumentRuns: [Text.Run]? {
            switch self {
            case .literal: nil
            case .argument(let runs, _): runs
            case .value(let string, _): [Text.Run(string: string)]
            }
        }
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
            if let integer = value as? any BinaryInteger {
                // Its description, as interpolation into a string shows it (the standard
                // integers are not `TextOutputStreamable`), without the printing
                // machinery's questions: labels interpolate counters by the thousand.
                segments.append(.value(integer.description, specifier: "%lld"))
            } else {
                segments.append(.value("\(value)", specifier: value is any BinaryFloatingPoint ? "%lf" : "%@"))
            }
        }
        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.value(string, specifier: "%@"))
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
            segments.append(.value(String(format: specifier, value._arg), specifier: specifier))
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
            case .argument(_, let specifier), .value(_, let specifier): specifier
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
        let arguments = segments.compactMap(\.argumentRuns)
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
        literalsArePlain ? plainRuns() : parsedRuns()
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
            case .argument, .value:
                source.append(placeholder)
                arguments.append(segment.argumentRuns!)
            }
        }
        var next = arguments.makeIterator()
        var runs: [Text.Run] = []
        for styled in InlineMarkdown.parse(source) {
            var pending = ""
            func flush() {
                if !pending.isEmpty { runs.appendJoining(styled.run(pending)) }
                pending = ""
            }
            for character in styled.string {
                guard character == placeholder, let argument = next.next() else {
                    pending.append(character)
                    continue
                }
                flush()
                for run in argument { runs.appendJoining(styled.style(under: run)) }
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
        for segment in segments {
            switch segment {
            case .literal(let string) where !string.isEmpty: runs.appendJoining(Text.Run(string: string))
            case .literal: break
            case .argument(let arguments, _): for run in arguments { runs.appendJoining(run) }
            case .value(let string, _): runs.appendJoining(Text.Run(string: string))
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

extension [Text.Run] {
    /// Appends `run`, or joins it to the last run when it is styled the same: a key's
    /// parts and arguments are formatted into one string, as SwiftUI does, so
    /// `Text("Row \(n)")` is one run, "Row 7", shaped, drawn and described as one.
    mutating func appendJoining(_ run: Text.Run) {
        if let last, last.deferred == nil, run.deferred == nil, last.isStyled(like: run) {
            self[count - 1].string += run.string
        } else {
            append(run)
        }
    }
}
