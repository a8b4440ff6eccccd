import Testing
import Vellum

struct Badge: View {
    @State private var isExpanded = false
    var body: some View {
        VStack {
            Circle()
                .fill(isExpanded ? Color.orange : Color.gray)
                .frame(width: isExpanded ? 120 : 60, height: isExpanded ? 120 : 60)
                .id("badge")
            Button("Expand") {
                withAnimation(.linear(duration: 1)) { isExpanded.toggle() }
            }
        }
    }
}

@MainActor @Test func badgeGrowsOverOneSecond() throws {
    let host = ViewHost(Badge(), size: CGSize(width: 320, height: 320))
    try host.tap(text: "Expand")
    #expect(host.layout.frame(id: "badge")?.width == 120)  // layout: the end state at once
    host.advance(by: 0.5)                                    // the host's clock, not the wall's
    #expect(try host.drawnFrame(id: "badge").width == 90)    // drawn half way
    host.advanceToEnd()
    #expect(!host.isAnimating)
}
