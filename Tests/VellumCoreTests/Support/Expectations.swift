import Foundation
import Testing
@testable import VellumCore

/// Checks the frame of the view marked `.id(id)`, printing the whole tree when it differs.
@MainActor
func expectFrame(_ l: ViewLayout, _ id: String, _ expected: CGRect,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = l.frame(id: id)
    #expect(close(actual, expected), "\(id): expected \(expected), got \(String(describing: actual))\n\(l)",
            sourceLocation: sourceLocation)
}

/// Checks the proposal the view marked `.id(id)` was placed with (lengths to 1/1000 pt).
@MainActor
func expectProposal(_ l: ViewLayout, _ id: String, _ expected: ProposedViewSize,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = l.element(id: id)?.proposal
    func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a == b || close(a, b)
        default: return false
        }
    }
    let ok = actual.map { same($0.width, expected.width) && same($0.height, expected.height) } ?? false
    #expect(ok, "\(id): expected proposal \(expected), got \(String(describing: actual))", sourceLocation: sourceLocation)
}

@MainActor
func expectProposal(_ l: ViewLayout, _ id: String, _ width: CGFloat?, _ height: CGFloat?,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    expectProposal(l, id, ProposedViewSize(width: width, height: height), sourceLocation: sourceLocation)
}
