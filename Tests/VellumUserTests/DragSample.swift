import Testing
import Vellum

struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Color.teal.frame(width: 100, height: 60).id("card")
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(DragGesture()
                .updating($dragOffset) { value, state, _ in state = value.translation }
                .onEnded { value in
                    position.width += value.translation.width
                    position.height += value.translation.height
                })
    }
}

@MainActor @Test func draggingTheCard() throws {
    let host = ViewHost(DraggableCard(), size: CGSize(width: 320, height: 480))
    let touch = try host.touchDown(id: "card")                  // on the card's centre
    try touch.move(by: CGSize(width: 40, height: 0))            // one step, 1/60 s later
    #expect(host.layout.frame(id: "card")?.minX == 150)         // the card follows the finger
    try touch.lift()                                            // dropped: it stays there
    try host.drag(id: "card", by: CGSize(width: 0, height: 100))  // a whole drag, in 10 steps
    #expect(host.layout.frame(id: "card")?.origin == CGPoint(x: 150, y: 310))
}
