import Foundation

/// Makes Cairo's SVG element ids depend only on the drawing.
///
/// Cairo names surfaces and images in SVG after process-wide counters (`surface12`,
/// `image7`), so a second render of the same list gets other ids. Renumbering each
/// kind from 1 in order of first appearance gives the same bytes every time.
enum SVGIdentifiers {
    static func renumbered(_ svg: Data) -> Data {
        var numbers: [String: Int] = [:]
        var counts: [Substring: Int] = [:]
        let text = String(decoding: svg, as: UTF8.self).replacing(#/(id="|#)(surface|image)(\d+)/#) { match in
            let (_, prefix, kind, number) = match.output
            let key = "\(kind)\(number)"
            if numbers[key] == nil {
                counts[kind, default: 0] += 1
                numbers[key] = counts[kind]
            }
            return "\(prefix)\(kind)\(numbers[key]!)"
        }
        return Data(text.utf8)
    }
}
