import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws from an `AttributedString`.
    ///
    /// Linux Foundation has no SwiftUI scope, so Vellum declares it with SwiftUI's names:
    /// `attributed.foregroundColor = .red` compiles and draws as on iOS. Not drawn yet,
    /// so not declared: `backgroundColor` and line patterns other than solid.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// A description of a line drawn under or through text.
    public struct LineStyle: Hashable, Sendable {
        /// The line's colour; `nil` draws it in the text's colour.
        public let color: Color?

        /// How the line is drawn. Vellum draws solid lines only, so that is the only
        /// pattern declared.
        public struct Pattern: Hashable, Sendable {
            public static let solid = Pattern()
        }

        public let pattern: Pattern

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Text from an attributed string, a run per attributed run, styled by SwiftUI's
    /// attributes (`font`, `foregroundColor`, `underlineStyle`, `strikethroughStyle`,
    /// `kern`, `tracking`, `baselineOffset`) and drawing links in the accent colour.
    ///
    /// Disfavoured because Linux Foundation makes `AttributedString` expressible by a
    /// string literal, which would make `Text("…")` ambiguous; a literal is a key.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        runs = attributedContent.runs.map { run in
            var piece = Run(string: String(attributedContent[run.range].characters))
            piece.font = run[A.FontAttribute.self]
            piece.color = run[A.ForegroundColorAttribute.self] ?? (run.link != nil ? .accentColor : nil)
            piece.underline = run[A.UnderlineStyleAttribute.self].map { style -> Color? in style.color }
            piece.strikethrough = run[A.StrikethroughStyleAttribute.self].map { style -> Color? in style.color }
            piece.kerning = run[A.KerningAttribute.self] ?? 0
            piece.tracking = run[A.TrackingAttribute.self] ?? 0
            piece.baselineOffset = run[A.BaselineOffsetAttribute.self] ?? 0
            return piece
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}
