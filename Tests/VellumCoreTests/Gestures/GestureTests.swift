import Foundation
import Testing
@testable import VellumCore

private let window = CGSize(width: 320, height: 480)

/// What the gestures under test did, in order.
@MainActor
private final class Log {
    var entries: [String] = []
}

/// A card that follows a drag (`@GestureState` through `updating`) and stays where it is
/// dropped (`@State` committed in `onEnded`), as Apple's GestureState page shows.
private struct DraggableCard: View {
    var minimumDistance: CGFloat = 10
    var ended: (DragGesture.Value) -> Void = { _ in }
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        ZStack {
            Text("drag \(Int(dragOffset.width))x\(Int(dragOffset.height))")
            Color.teal.frame(width: 100, height: 60).id("card")
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(DragGesture(minimumDistance: minimumDistance)
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                        ended(value)
                    })
        }
    }
}

@MainActor
struct GestureTests {
    // MARK: Drag, GestureState

    /// Apple, GestureState: "updates a property while the user performs a gesture and
    /// resets the property back to its initial state when the gesture ends".
    @Test func aDragMovesTheCardAndItsGestureStateResets() throws {
        let host = ViewHost(DraggableCard(), size: window, environment: .fixedText)
        #expect(host.layout.frame(id: "card") == CGRect(x: 110, y: 210, width: 100, height: 60))
        let touch = try host.touchDown(id: "card")
        try touch.move(by: CGSize(width: 30, height: 0))
        #expect(host.layout.frame(id: "card") == CGRect(x: 140, y: 210, width: 100, height: 60))
        #expect(host.contains(text: "drag 30x0"))
        try touch.move(by: CGSize(width: 20, height: 40))
        #expect(host.layout.frame(id: "card") == CGRect(x: 160, y: 250, width: 100, height: 60))
        try touch.lift()
        #expect(host.contains(text: "drag 0x0"))   // the GestureState is back to its initial value
        #expect(host.layout.frame(id: "card") == CGRect(x: 160, y: 250, width: 100, height: 60))  // the State moved
        // A second drag starts from where the first one left the card.
        try host.drag(id: "card", by: CGSize(width: -60, height: 0))
        #expect(host.layout.frame(id: "card") == CGRect(x: 100, y: 250, width: 100, height: 60))
    }

    /// Apple, GestureState.init(wrappedValue:resetTransaction:): "a transaction to reset
    /// it": the reset animates in that transaction on the host's clock.
    @Test func aGestureStateResetsInItsResetTransaction() throws {
        struct Springy: View {
            let reset: Transaction
            @GestureState private var dragOffset: CGSize
            init(reset: Transaction) {
                self.reset = reset
                _dragOffset = GestureState(wrappedValue: .zero, resetTransaction: reset)
            }
            var body: some View {
                Color.teal.frame(width: 100, height: 60).id("card")
                    .offset(dragOffset)
                    .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
            }
        }
        let animated = ViewHost(Springy(reset: Transaction(animation: .linear(duration: 1))), size: window, environment: .fixedText)
        try animated.drag(id: "card", by: CGSize(width: 50, height: 0))
        #expect(animated.layout.frame(id: "card")?.minX == 110)   // the model is back at once
        #expect(animated.isAnimating)                             // the drawing follows in 1 s
        animated.advanceToEnd()
        #expect(!animated.isAnimating)

        let plain = ViewHost(Springy(reset: Transaction()), size: window, environment: .fixedText)
        try plain.drag(id: "card", by: CGSize(width: 50, height: 0))
        #expect(!plain.isAnimating)
    }

    /// Apple, DragGesture.init(minimumDistance:coordinateSpace:): "The minimum dragging
    /// distance before the gesture succeeds"; its default is 10.
    @Test func aDragWaitsForItsMinimumDistance() throws {
        let host = ViewHost(DraggableCard(minimumDistance: 20), size: window, environment: .fixedText)
        let touch = try host.touchDown(id: "card")
        try touch.move(by: CGSize(width: 15, height: 0))
        #expect(host.contains(text: "drag 0x0"))
        try touch.move(by: CGSize(width: 10, height: 0))
        #expect(host.contains(text: "drag 25x0"))   // translation counts from touch-down
        try touch.lift()

        // Shorter than the default 10 points, a drag is not recognized at all.
        let defaultHost = ViewHost(DraggableCard(), size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try defaultHost.drag(id: "card", by: CGSize(width: 9, height: 0)) }
        #expect(defaultHost.layout.frame(id: "card")?.minX == 110)
        try defaultHost.drag(id: "card", by: CGSize(width: 10, height: 0))
        #expect(defaultHost.layout.frame(id: "card")?.minX == 120)
    }

    /// The host spaces steps 1/60 s apart (`ViewHost.touchStepInterval`); the velocity is
    /// the last step's; the predicted end adds 0.499 s of it (UIScrollView's normal
    /// deceleration rate 0.998/ms projected as in WWDC 2018 "Designing Fluid
    /// Interfaces": v · 0.998 / (1000 · 0.002)).
    @Test func aDragReportsVelocityAndPredictedEnd() throws {
        var last: DragGesture.Value?
        let host = ViewHost(DraggableCard(ended: { last = $0 }), size: window, environment: .fixedText)
        try host.drag(id: "card", by: CGSize(width: 100, height: -50), steps: 10)
        let value = try #require(last)
        #expect(value.startLocation == CGPoint(x: 50, y: 30))   // the card's centre, in its own space
        #expect(value.translation == CGSize(width: 100, height: -50))
        #expect(abs(value.velocity.width - 600) < 1e-9)         // 10 pt per 1/60 s
        #expect(abs(value.velocity.height + 300) < 1e-9)
        #expect(abs(value.predictedEndTranslation.width - (100 + 600 * 0.499)) < 1e-9)
        #expect(abs(value.predictedEndLocation.y - (30 - 50 - 300 * 0.499)) < 1e-9)
        #expect(abs(value.time.timeIntervalSinceReferenceDate - 10.0 / 60) < 1e-12)
    }

    // MARK: Taps

    /// Apple, onTapGesture(count:perform:): `count` is "the number of taps or clicks
    /// required to trigger the action". The double tap is declared inside the single
    /// tap, so it takes precedence (a view's own gestures before those added around it,
    /// Apple's gesture(_:including:)), and the single tap waits for it to fail.
    @Test func tapCountsTellSingleFromDoubleTaps() throws {
        let log = Log()
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .onTapGesture(count: 2) { log.entries.append("double") }
            .onTapGesture { log.entries.append("single") }
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.tap(id: "target")
        #expect(log.entries == ["single"])
        try host.tap(id: "target", count: 2)
        #expect(log.entries == ["single", "double"])
        // A triple tap is still one double tap: a gesture is recognized once per action.
        try host.tap(id: "target", count: 3)
        #expect(log.entries == ["single", "double", "double"])
    }

    /// A count below 1 counts as 1 (Apple documents none); a count no host action
    /// reaches is never recognized, and does not hang.
    @Test func oddTapCountsAreDefined() throws {
        let log = Log()
        let view = VStack {
            Color.teal.frame(width: 100, height: 100).id("negative").onTapGesture(count: -3) { log.entries.append("negative") }
            Color.teal.frame(width: 100, height: 100).id("huge").onTapGesture(count: .max) { log.entries.append("huge") }
        }
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.tap(id: "negative")
        #expect(throws: ViewHostError.self) { try host.tap(id: "huge", count: ViewHost.maximumTouchSteps) }
        #expect(log.entries == ["negative"])
    }

    /// Apple, onTapGesture(count:coordinateSpace:perform:) (iOS 17): the action gets "the
    /// location of the interaction" in `coordinateSpace`.
    @Test func spatialTapsReportTheirLocation() throws {
        var locations: [CGPoint] = []
        let view = VStack {
            Color.teal.frame(width: 100, height: 100).id("local").onTapGesture { locations.append($0) }
            Color.teal.frame(width: 100, height: 100).id("global")
                .onTapGesture(coordinateSpace: .global) { locations.append($0) }
            Color.teal.frame(width: 100, height: 100).id("named")
                .gesture(SpatialTapGesture(coordinateSpace: .named("stack")).onEnded { locations.append($0.location) })
        }.coordinateSpace(.named("stack"))
        let host = ViewHost(view, size: window, environment: .fixedText)
        // The stack is 100 × 316 (three squares, 8 apart), centred: at (110, 82).
        try host.tap(at: CGPoint(x: 120, y: 90))
        try host.tap(id: "global")
        try host.tap(id: "named")
        #expect(locations == [CGPoint(x: 10, y: 8), CGPoint(x: 160, y: 240), CGPoint(x: 50, y: 266)])
    }

    // MARK: Long press

    /// Apple, onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:):
    /// the action runs once the press lasts `minimumDuration`; onPressingChanged "when
    /// the pressing state of the gesture changes". A press lifted early fails.
    @Test func aLongPressCompletesAfterItsMinimumDuration() throws {
        let log = Log()
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .onLongPressGesture(minimumDuration: 1, perform: { log.entries.append("done") },
                                onPressingChanged: { log.entries.append("pressing \($0)") })
        let host = ViewHost(view, size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try host.longPress(id: "target", duration: 0.5) }
        #expect(log.entries == ["pressing true", "pressing false"])
        log.entries = []
        try host.longPress(id: "target")   // held for its minimum duration
        #expect(log.entries == ["pressing true", "pressing false", "done"])

        // Apple, LongPressGesture.maximumDistance: "The maximum distance that the long
        // press can move before the gesture fails" (default 10).
        log.entries = []
        let touch = try host.touchDown(id: "target")
        try touch.move(by: CGSize(width: 11, height: 0))
        try touch.hold(for: 1)
        #expect(throws: ViewHostError.self) { try touch.lift() }
        #expect(log.entries == ["pressing true", "pressing false"])
    }

    /// Apple's GestureState example: a LongPressGesture updating a flag while pressed.
    @Test func aLongPressGestureStateIsTrueWhilePressed() throws {
        struct Pressable: View {
            @GestureState private var isDetectingLongPress = false
            var body: some View {
                Text(isDetectingLongPress ? "pressing" : "idle").frame(width: 100, height: 100).id("target")
                    .gesture(LongPressGesture(minimumDuration: 3)
                        .updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState })
            }
        }
        let host = ViewHost(Pressable(), size: window, environment: .fixedText)
        let touch = try host.touchDown(id: "target")
        #expect(host.contains(text: "pressing"))
        try touch.hold(for: 3)
        #expect(host.contains(text: "idle"))   // ended: reset
        try touch.lift()
        // A tap is a touch too short for the press: it fails and the state resets.
        #expect(throws: ViewHostError.self) { try host.tap(id: "target") }
        #expect(host.contains(text: "idle"))
    }

    /// A tap and a long press on one view: a short touch is the tap, a long one the
    /// press (a touch held 0.5 s, LongPressGesture's default duration, is not a tap).
    @Test func aTapAndALongPressOnOneView() throws {
        let log = Log()
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .onTapGesture { log.entries.append("tap") }
            .onLongPressGesture { log.entries.append("press") }
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.tap(id: "target")
        try host.longPress(id: "target")
        #expect(log.entries == ["tap", "press"])
    }

    // MARK: Magnify and rotate

    /// Apple, MagnifyGesture: `magnification` is "the relative amount that the gesture
    /// has magnified by"; its example scales a circle by it through a GestureState.
    @Test func aPinchMagnifies() throws {
        struct Zoomable: View {
            var ended: (MagnifyGesture.Value) -> Void
            @GestureState private var magnifyBy = 1.0
            var body: some View {
                Text("scale \(magnifyBy)").frame(width: 100, height: 100).id("target")
                    .gesture(MagnifyGesture()
                        .updating($magnifyBy) { value, state, _ in state = value.magnification }
                        .onEnded { ended($0) })
            }
        }
        var last: MagnifyGesture.Value?
        let host = ViewHost(Zoomable { last = $0 }, size: window, environment: .fixedText)
        try host.pinch(id: "target", scale: 2, steps: 4)
        let value = try #require(last)
        #expect(value.magnification == 2)
        #expect(abs(value.velocity - 15) < 1e-9)   // 0.25 per 1/60 s
        #expect(value.startAnchor == UnitPoint(x: 0.5, y: 0.5))
        #expect(value.startLocation == CGPoint(x: 50, y: 50))
        #expect(host.contains(text: "scale 1.0"))
    }

    @Test func aRotationTurns() throws {
        var angles: [Double] = []
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .gesture(RotateGesture().onChanged { angles.append($0.rotation.degrees) })
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.rotate(id: "target", by: .degrees(90), steps: 3)
        #expect(angles.map { $0.rounded() } == [30, 60, 90])
    }

    /// The iOS 13 forms: their values are the magnification and the angle alone.
    @Test func magnificationAndRotationGesturesReportTheirAmount() throws {
        var scales: [CGFloat] = []
        var angles: [Double] = []
        let view = VStack {
            Color.teal.frame(width: 100, height: 100).id("zoom")
                .gesture(MagnificationGesture().onEnded { scales.append($0) })
            Color.teal.frame(width: 100, height: 100).id("turn")
                .gesture(RotationGesture().onEnded { angles.append($0.degrees) })
        }
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.pinch(id: "zoom", scale: 0.5)
        try host.rotate(id: "turn", by: .degrees(-45))
        #expect(scales == [0.5])
        #expect(angles.map { $0.rounded() } == [-45])
        // A pinch is two fingers: a one-finger drag does not magnify.
        #expect(throws: ViewHostError.self) { try host.drag(id: "zoom", by: CGSize(width: 40, height: 0)) }
    }

    // MARK: Precedence

    private func nested(_ attach: (AnyView, Log) -> AnyView) -> (ViewHost, Log) {
        let log = Log()
        let child = Color.teal.frame(width: 50, height: 50).id("child")
            .onTapGesture { log.entries.append("child") }
        let parent = attach(AnyView(child.padding(20).background(Color.gray)), log)
        return (ViewHost(parent, size: window, environment: .fixedText), log)
    }

    /// Apple, gesture(_:including:): "Attaches a gesture to the view with a lower
    /// precedence than gestures defined by the view": the child's tap wins.
    @Test func aChildsGestureBeatsItsParents() throws {
        let (host, log) = nested { view, log in AnyView(view.gesture(TapGesture().onEnded { log.entries.append("parent") })) }
        try host.tap(id: "child")
        #expect(log.entries == ["child"])
        try host.tap(at: CGPoint(x: 160 - 30, y: 240))   // the padding, outside the child
        #expect(log.entries == ["child", "parent"])
    }

    /// Apple, highPriorityGesture(_:including:): "with a higher precedence than gestures
    /// defined by the view".
    @Test func aHighPriorityGestureBeatsTheChilds() throws {
        let (host, log) = nested { view, log in AnyView(view.highPriorityGesture(TapGesture().onEnded { log.entries.append("parent") })) }
        try host.tap(id: "child")
        #expect(log.entries == ["parent"])
    }

    /// Apple, simultaneousGesture(_:including:): "to process simultaneously with gestures
    /// defined by the view".
    @Test func aSimultaneousGestureRunsWithTheChilds() throws {
        let (host, log) = nested { view, log in AnyView(view.simultaneousGesture(TapGesture().onEnded { log.entries.append("parent") })) }
        try host.tap(id: "child")
        #expect(log.entries == ["child", "parent"])
    }

    /// Apple, GestureMask: `.gesture` "enable the added gesture but disable all gestures
    /// in the subview hierarchy"; `.subviews` the reverse.
    @Test func gestureMasksTurnOffGestures() throws {
        let (host, log) = nested { view, log in AnyView(view.gesture(TapGesture().onEnded { log.entries.append("parent") }, including: .gesture)) }
        try host.tap(id: "child")
        #expect(log.entries == ["parent"])
        let (subviews, subviewLog) = nested { view, log in AnyView(view.gesture(TapGesture().onEnded { log.entries.append("parent") }, including: .subviews)) }
        #expect(throws: ViewHostError.self) { try subviews.tap(at: CGPoint(x: 160 - 30, y: 240)) }
        try subviews.tap(id: "child")
        #expect(subviewLog.entries == ["child"])
    }

    /// A child's tap fails once the finger moves, so the parent's drag takes the touch
    /// (a button in a scroll view scrolls it).
    @Test func aDragOverAChildsTapGoesToTheParent() throws {
        let (host, log) = nested { view, log in AnyView(view.gesture(DragGesture().onEnded { _ in log.entries.append("drag") })) }
        try host.drag(id: "child", by: CGSize(width: 40, height: 0))
        #expect(log.entries == ["drag"])
    }

    // MARK: Composition

    /// Apple, SequenceGesture: the second gesture receives events only after the first
    /// succeeds; the value is `.second(first, second?)`.
    @Test func aSequenceRunsItsSecondGestureAfterTheFirst() throws {
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onChanged { values.append($0) })
        let host = ViewHost(view, size: window, environment: .fixedText)
        let touch = try host.touchDown(id: "target")
        #expect(values.count == 1)
        guard case .first(true) = values[0] else { Issue.record("expected .first(true), got \(values[0])"); return }
        try touch.hold(for: 0.5)
        guard case .second(true, nil) = values.last else { Issue.record("expected .second(true, nil), got \(values)"); return }
        try touch.move(by: CGSize(width: 0, height: 30))
        guard case .second(true, let drag?) = values.last else { Issue.record("expected a drag, got \(values)"); return }
        #expect(drag.translation == CGSize(width: 0, height: 30))
        try touch.lift()
    }

    /// Apple, SimultaneousGesture.Value: "first" and "second" are optional, each the
    /// value of a gesture that is recognized. ExclusiveGesture: "only one of them can
    /// succeed", the first having precedence.
    @Test func simultaneousAndExclusiveValues() throws {
        var pair: SimultaneousGesture<DragGesture, LongPressGesture>.Value?
        var exclusive: [ExclusiveGesture<TapGesture, DragGesture>.Value] = []
        let view = VStack {
            Color.teal.frame(width: 100, height: 100).id("both")
                .gesture(DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 10)).onEnded { pair = $0 })
            Color.teal.frame(width: 100, height: 100).id("either")
                .gesture(TapGesture().exclusively(before: DragGesture()).onEnded { exclusive.append($0) })
        }
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.drag(id: "both", by: CGSize(width: 30, height: 0))
        #expect(pair?.first?.translation == CGSize(width: 30, height: 0))
        #expect(pair?.second == nil)   // the press failed when the finger moved
        try host.tap(id: "either")
        try host.drag(id: "either", by: CGSize(width: 30, height: 0))
        guard exclusive.count == 2, case .first = exclusive[0], case .second(let drag) = exclusive[1] else {
            Issue.record("expected a tap then a drag, got \(exclusive)")
            return
        }
        #expect(drag.translation.width == 30)
    }

    /// A gesture of your own composes others in `body`, as a view does (Apple, Gesture).
    @Test func aCustomGestureUsesItsBody() throws {
        struct DoubleTap: Gesture {
            var body: some Gesture { TapGesture(count: 2) }
        }
        let log = Log()
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .gesture(DoubleTap().onEnded { _ in log.entries.append("double") })
        let host = ViewHost(view, size: window, environment: .fixedText)
        #expect(throws: ViewHostError.self) { try host.tap(id: "target") }
        try host.tap(id: "target", count: 2)
        #expect(log.entries == ["double"])
    }

    @Test func mapTransformsValues() throws {
        var widths: [CGFloat] = []
        let view = Color.teal.frame(width: 100, height: 100).id("target")
            .gesture(DragGesture().map { $0.translation.width }.onEnded { widths.append($0) })
        let host = ViewHost(view, size: window, environment: .fixedText)
        try host.drag(id: "target", by: CGSize(width: 25, height: 5))
        #expect(widths == [25])
    }

    // MARK: Disabled and bad input

    @Test func disabledViewsIgnoreGestures() throws {
        let host = ViewHost(DraggableCard().disabled(true), size: window, environment: .fixedText)
        #expect {
            try host.drag(id: "card", by: CGSize(width: 50, height: 0))
        } throws: { ($0 as? ViewHostError)?.description.contains("is disabled") == true }
        #expect(host.layout.frame(id: "card")?.minX == 110)
    }

    @Test func badInputIsRejected() throws {
        let host = ViewHost(DraggableCard(), size: window, environment: .fixedText)
        let errors: [() throws -> Void] = [
            { try host.drag(id: "card", by: CGSize(width: 10, height: 0), steps: 0) },
            { try host.drag(id: "card", by: CGSize(width: 10, height: 0), steps: ViewHost.maximumTouchSteps + 1) },
            { try host.drag(id: "card", by: CGSize(width: CGFloat.nan, height: 0)) },
            { try host.drag(from: CGPoint(x: CGFloat.infinity, y: 0), to: .zero) },
            { try host.tap(id: "card", count: 0) },
            { try host.longPress(id: "card", duration: -1) },
            { try host.longPress(id: "card", duration: .infinity) },
            { try host.pinch(id: "card", scale: 0) },
            { try host.pinch(id: "card", scale: .nan) },
            { try host.rotate(id: "card", by: .radians(.infinity)) },
            { try host.touchDown(id: "card").move(to: CGPoint(x: CGFloat.nan, y: 0)) },
        ]
        for action in errors {
            #expect(throws: ViewHostError.self) { try action() }
        }
        #expect(host.layout.frame(id: "card")?.minX == 110)
        let touch = try host.touchDown(id: "card")
        try touch.move(by: CGSize(width: 20, height: 0))
        try touch.lift()
        #expect(throws: ViewHostError.self) { try touch.lift() }   // lifted already
    }
}
