import Foundation

extension LayoutTrace {
    /// The negotiation as a numbered conversation, the way people explain SwiftUI layout
    /// to each other: who proposed what to whom, what each answered, where each went.
    ///
    /// ```
    /// 1. The window proposes 320×480 to padding(10).
    /// 2.   padding(10) proposes 300×460 to Text("Favorite"); it answers 64×20.33.
    /// 3. padding(10) answers 84×40.33.
    /// 4. The window places padding(10) at (118, 219.83), size 84×40.33.
    /// ```
    public var conversation: String {
        var lines: [String] = []
        var i = 0
        func say(_ depth: Int, _ text: String) {
            lines.append("\(lines.count + 1). " + String(repeating: "  ", count: depth) + text)
        }
        while i < events.count {
            let e = events[i]
            let asker = e.askerView ?? "The window"
            let size = "\(formatLength(e.size.width))×\(formatLength(e.size.height))"
            switch e.kind {
            case .proposed:
                let next = i + 1 < events.count ? events[i + 1] : nil
                if let next, next.kind == .measured, next.node == e.node {
                    let answer = "\(formatLength(next.size.width))×\(formatLength(next.size.height))"
                    say(e.depth, "\(asker) proposes \(e.proposal) to \(e.view); it answers \(answer).")
                    i += 1
                } else {
                    say(e.depth, "\(asker) proposes \(e.proposal) to \(e.view).")
                }
            case .measured:
                say(e.depth, "\(e.view) answers \(size).")
            case .cached:
                say(e.depth, "\(asker) proposes \(e.proposal) to \(e.view) again; it answers \(size) from its cache.")
            case .placed:
                let origin = e.frame.map { "(\(formatLength($0.minX)), \(formatLength($0.minY)))" } ?? "?"
                say(e.depth, "\(asker) places \(e.view) at \(origin), size \(size).")
            }
            i += 1
        }
        return lines.joined(separator: "\n")
    }
}
