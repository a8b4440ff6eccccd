import Foundation

/// The argument pools: values that break naive arithmetic, mixed with ordinary ones.
enum HostileValues {
    /// Lengths that are not lengths: NaN, infinities, negatives, beyond Int, subnormal.
    static let lengths: [CGFloat] = [
        .nan, .infinity, -.infinity, -10, -1e300, 0, 1e300, 1e-300, 1e19, -1e19, .greatestFiniteMagnitude,
    ]
    static let ordinaryLengths: [CGFloat] = [1, 2, 4, 8, 10, 12.5, 16, 20, 33, 44, 50, 100, 150, 200, 320, 480]
    static let counts: [Int] = [.min, -1, 0, 1, 2, 3, 1000, .max]

    /// Whether `value` is large enough that adding two such lengths overflows to
    /// infinity; a tree using one may legitimately answer an infinite size.
    static func overflows(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) >= 1e300
    }
}

/// `value` as a Swift literal: `.nan`, `-.infinity`, `.greatestFiniteMagnitude`, `12.5`, `1e+300`.
func swiftLiteral(_ value: CGFloat) -> String {
    let sign = value < 0 ? "-" : ""
    if value.isNaN { return ".nan" }
    if value.isInfinite { return sign + ".infinity" }
    if abs(value) == .greatestFiniteMagnitude { return sign + ".greatestFiniteMagnitude" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

func swiftLiteral(_ value: Int) -> String {
    switch value {
    case .max: ".max"
    case .min: ".min"
    default: String(value)
    }
}

/// `text` as a Swift string literal; invisible characters are written as `\u{...}`.
func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\t": literal += "\\t"
        default:
            let invisible: Set<Unicode.GeneralCategory> = [.control, .format, .privateUse, .surrogate, .unassigned,
                                                           .lineSeparator, .paragraphSeparator, .nonspacingMark]
            if invisible.contains(scalar.properties.generalCategory) || scalar == "\u{FFFD}" {
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
    }
    return literal + "\""
}
