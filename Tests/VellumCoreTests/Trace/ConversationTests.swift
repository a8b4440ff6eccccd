import Foundation
import Testing
@testable import VellumCore

/// The explainer's numbered conversation (spec 4.1 and 4.7's favourite example).
@MainActor
@Suite struct ConversationTests {
    @Test func favoriteReadsAsAConversation() {
        let trace = LayoutTrace.record {
            _ = ViewLayout(of: Text("Favorite").padding(10).background(Color.teal),
                           in: CGSize(width: 320, height: 480), environment: .spec)
        }
        let lines = trace.conversation.split(separator: "\n").map(String.init)
        #expect(lines.first == "1. The window proposes (320, 480) to background.")
        #expect(lines.contains("2.   background proposes (320, 480) to padding(10)."))
        #expect(lines.contains("3.     padding(10) proposes (300, 460) to Text(\"Favorite\"); it answers 64×20.33."))
        #expect(lines.contains("4.   padding(10) answers 84×40.33."))
        #expect(lines.contains { $0.hasSuffix("The window places background at (118, 219.83), size 84×40.33.") })
        #expect(lines.contains { $0.contains("background proposes (84, 40.33) to Color.teal; it answers 84×40.33.") })
        #expect(lines.contains { $0.contains("padding(10) places Text(\"Favorite\") at (128, 229.83), size 64×20.33.") })
        // Every question to the text comes from the padding around it, including those
        // asked while the background works out the padding's alignment guides (they
        // were once put down to the background).
        let toText = lines.filter { $0.contains("proposes (300, 460) to Text(\"Favorite\")") }
        #expect(toText.count == 4)
        #expect(toText.allSatisfy { $0.contains("padding(10) proposes") })
        // Numbers run 1, 2, 3, … without gaps.
        for (i, line) in lines.enumerated() { #expect(line.hasPrefix("\(i + 1). ")) }
    }

    @Test func repeatedQuestionsSayTheyCameFromTheCache() {
        let trace = LayoutTrace.record {
            _ = ViewLayout(of: HStack { Text("A"); Text("B") }, proposal: ProposedViewSize(width: 100, height: 50), environment: .spec)
        }
        #expect(trace.conversation.contains("from its cache"))
    }
}
