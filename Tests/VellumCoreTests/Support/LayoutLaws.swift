import Foundation
import Testing
@testable import VellumCore

/// Checks the contract every view's sizing must keep (see `ProposedViewSize`): answers
/// to zero, infinity, unspecified and concrete proposals are non-negative, finite except
/// where the view may grow without bound, and the same when asked again.
@MainActor
enum LayoutLaws {
    static let proposals: [ProposedViewSize] = [
        .zero, .infinity, .unspecified,
        ProposedViewSize(width: 100, height: 50), ProposedViewSize(width: 0.5, height: 333.3),
        ProposedViewSize(width: nil, height: 40), ProposedViewSize(width: 60, height: nil),
        ProposedViewSize(width: .infinity, height: 20), ProposedViewSize(width: 0, height: nil),
    ]

    /// Checks `view` under every probe proposal; `mayBeInfinite` says whether an infinite
    /// proposal may get an infinite answer (views that fill what they are given).
    static func check<V: View>(_ view: V, mayBeInfinite: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        for proposal in proposals {
            let first = ViewLayout(of: view, proposal: proposal, environment: .spec)
            let again = ViewLayout(of: view, proposal: proposal, environment: .spec)
            let size = first.size
            let label = "\(first.root.label) proposed \(proposal)"
            #expect(size == again.size, "\(label): answered \(size) then \(again.size)", sourceLocation: sourceLocation)
            #expect(!size.width.isNaN && !size.height.isNaN, "\(label): NaN in \(size)", sourceLocation: sourceLocation)
            #expect(size.width >= 0 && size.height >= 0, "\(label): negative \(size)", sourceLocation: sourceLocation)
            let infiniteAsked = (proposal.width?.isInfinite ?? false) || (proposal.height?.isInfinite ?? false)
            if !(mayBeInfinite && infiniteAsked) {
                #expect(size.width.isFinite && size.height.isFinite, "\(label): infinite \(size)", sourceLocation: sourceLocation)
            }
            // Frames of every view in the tree are finite whenever the root is.
            if size.width.isFinite && size.height.isFinite {
                var stack = [first.root]
                while let element = stack.popLast() {
                    let f = element.frame
                    #expect(!f.minX.isNaN && !f.minY.isNaN && !f.width.isNaN && !f.height.isNaN,
                            "\(label): \(element.label) has a NaN frame \(f)", sourceLocation: sourceLocation)
                    stack.append(contentsOf: element.children)
                }
            }
        }
    }
}
