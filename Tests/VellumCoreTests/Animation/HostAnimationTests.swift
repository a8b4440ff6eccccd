import Foundation
import Observation
import Testing
@testable import VellumCore

/// A square that slides right when tapped, as tutorials write it.
private struct SlidingSquare: View {
    let animation: Animation
    @State private var isRight = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 20, height: 20)
                .id("square")
                .offset(x: isRight ? 200 : 0)
            Button("Move") { withAnimation(animation) { isRight.toggle() } }
        }
    }
}

/// The same square, its place kept in an `@Observable` model.
@Observable private final class SquarePlace {
    var isRight = false
}

private struct ObservedSlidingSquare: View {
    let place: SquarePlace

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 20, height: 20)
                .offset(x: place.isRight ? 200 : 0)
            Button("Move") { withAnimation(.linear(duration: 1)) { place.isRight.toggle() } }
        }
    }
}

/// The square's drawn rectangle: the first red fill.
@MainActor
private func squareFrame(_ host: ViewHost) -> CGRect? {
    for item in host.displayList(scale: 4).items {
        if case .fill(let path, .color(let color), _) = item, color == .red { return path.boundingRect }
    }
    return nil
}

@MainActor
struct HostAnimationTests {
    private let window = CGSize(width: 400, height: 200)

    /// `withAnimation(.easeInOut(duration: 1))`: the layout is the end state at once; the
    /// drawing follows the curve, sampled at t = 0, 0.25, 0.5 and 1.
    @Test func easeInOutOffsetFollowsTheCurve() throws {
        let host = ViewHost(SlidingSquare(animation: .easeInOut(duration: 1)), size: window)
        let start = try #require(squareFrame(host)).minX
        try host.tap(text: "Move")
        #expect(host.isAnimating)
        // Layout shows the end state already.
        let end = try #require(host.layout.frame(id: "square")).minX
        #expect(end - start == 200)
        for (t, progress) in [(0.0, 0.0), (0.25, 0.129_161_931), (0.5, 0.5), (1.0, 1.0)] {
            host.advance(by: t - host.time)
            let x = try #require(squareFrame(host)).minX
            // Drawn at 4 pixels a point: a quarter point of snapping.
            #expect(abs(x - (start + 200 * progress)) <= 0.125, "t = \(t)")
        }
        #expect(!host.isAnimating)
    }

    /// A spring's drawing is the analytic damped-spring solution.
    @Test func springSamplesTheDampedOscillator() throws {
        let host = ViewHost(SlidingSquare(animation: .spring(response: 0.5, dampingFraction: 0.5)), size: window)
        let start = try #require(squareFrame(host)).minX
        try host.tap(text: "Move")
        let w0 = 2 * Double.pi / 0.5, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.1, 0.2, 0.3, 0.5] {
            host.advance(by: t - host.time)
            let expected = 200 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
            #expect(abs(try #require(squareFrame(host)).minX - start - expected) <= 0.125, "t = \(t)")
        }
        host.advanceToEnd()
        #expect(!host.isAnimating)
        #expect(try #require(squareFrame(host)).minX - start == 200)
    }

    /// Tapping again mid-flight retargets the spring from where it is drawn, keeping its
    /// velocity: position and velocity are continuous across the change.
    @Test func retargetedSpringIsContinuous() throws {
        let host = ViewHost(SlidingSquare(animation: .spring(response: 0.6, dampingFraction: 0.7)), size: window)
        try host.tap(text: "Move")
        host.advance(by: 0.15)
        let track = try #require(host.animator.frameTrack(for: "Color.red"))
        let (before, velocityBefore) = (track.value(at: host.time), track.velocity(at: host.time))
        try host.tap(text: "Move")  // back to the left, 0.15 s in
        let retargeted = try #require(host.animator.frameTrack(for: "Color.red"))
        let (after, velocityAfter) = (retargeted.value(at: host.time), retargeted.velocity(at: host.time))
        #expect(abs(after.first.first - before.first.first) < 1e-9)
        #expect(abs(velocityAfter.first.first - velocityBefore.first.first) < 0.05 * abs(velocityBefore.first.first))
        #expect(velocityBefore.first.first > 100)  // it was moving right, fast
    }

    /// An inserted view with `.transition(.opacity)` fades in over the animation; removed,
    /// it fades out and only then does `onDisappear` run.
    @Test func opacityTransitionAndDisappearTiming() throws {
        let log = Log()
        let host = ViewHost(Toggler(log: log), size: window)
        try host.tap(text: "Toggle")
        #expect(host.contains(text: "Details"))  // in the hierarchy from the start
        host.advance(by: 0.25)
        #expect(opacities(host) == [0.25])
        host.advance(by: 0.75)
        #expect(opacities(host) == [])
        #expect(!host.isAnimating)

        try host.tap(text: "Toggle")
        #expect(!host.contains(text: "Details"))  // gone from the hierarchy at once
        host.advance(by: 0.5)
        #expect(opacities(host) == [0.5])  // still drawn, half faded
        #expect(log.lines == [])
        host.advance(by: 0.5)
        #expect(log.lines == ["disappeared"])
        #expect(opacities(host) == [])
    }

    /// `.animation(_:value:)` animates when its value changes, with no `withAnimation`;
    /// a change it does not watch is not animated.
    @Test func implicitAnimationWatchesItsValue() throws {
        let host = ViewHost(ImplicitScale(), size: window)
        try host.tap(text: "Grow")
        host.advance(by: 0.5)
        #expect(scales(host) == [1.5])  // linear from 1 to 2
        host.advanceToEnd()
        #expect(scales(host) == [2])
        try host.tap(text: "Unwatched")
        #expect(!host.isAnimating)
    }

    /// Colours of fills interpolate component by component.
    @Test func colourFillInterpolates() throws {
        let host = ViewHost(ColourSwap(), size: window)
        try host.tap(text: "Swap")
        host.advance(by: 0.5)
        let colour = try #require(squareFill(host))
        let (red, blue) = (Color.red, Color.blue)
        #expect(abs(colour.red - (red.red + blue.red) / 2) < 1e-9)
        #expect(abs(colour.green - (red.green + blue.green) / 2) < 1e-9)
        #expect(abs(colour.blue - (red.blue + blue.blue) / 2) < 1e-9)
    }

    /// A change to an `@Observable` model inside `withAnimation` animates, as a change
    /// to `@State` does.
    @Test func observableChangeInsideWithAnimationAnimates() throws {
        let host = ViewHost(ObservedSlidingSquare(place: SquarePlace()), size: window)
        let start = try #require(squareFrame(host)).minX
        try host.tap(text: "Move")
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(try #require(squareFrame(host)).minX == start + 100)
        host.advanceToEnd()
        #expect(try #require(squareFrame(host)).minX == start + 200)
    }

    /// In dark mode a system colour moves between its dark values (HIG: red
    /// (255, 69, 58), blue (10, 132, 255)), not from light ones to the dark end.
    @Test func colourFillInterpolatesBetweenDarkValues() throws {
        let host = ViewHost(ColourSwap().preferredColorScheme(.dark), size: window)
        try host.tap(text: "Swap")
        host.advance(by: 0.5)
        let colour = try #require(squareFill(host))
        #expect(abs(colour.red * 255 - (255 + 10) / 2) < 1e-6)
        #expect(abs(colour.green * 255 - (69 + 132) / 2) < 1e-6)
        #expect(abs(colour.blue * 255 - (58 + 255) / 2) < 1e-6)
        host.advanceToEnd()
        let end = try #require(squareFill(host))
        #expect(abs(end.red * 255 - 10) < 1e-6 && abs(end.green * 255 - 132) < 1e-6 && abs(end.blue * 255 - 255) < 1e-6)
    }

    /// The colour the 10-point square is filled with.
    private func squareFill(_ host: ViewHost) -> Color? {
        host.displayList.items.compactMap { item -> Color? in
            if case .fill(let path, .color(let color), _) = item, path.boundingRect.size == CGSize(width: 10, height: 10) { return color }
            return nil
        }.first
    }

    /// `withAnimation(_:completionCriteria:_:completion:)` runs its completion on the
    /// host's clock, once the animation is done.
    @Test func completionRunsWhenTheAnimationEnds() throws {
        let log = Log()
        let host = ViewHost(CompletionView(log: log), size: window)
        try host.tap(text: "Go")
        host.advance(by: 0.9)
        #expect(log.lines == [])
        host.advance(by: 0.2)
        #expect(log.lines == ["done"])
    }

    /// A forever animation never ends: frame export stops at the duration asked for,
    /// `advanceToEnd` returns, and the host still animates.
    @Test func foreverAnimationsAreBounded() throws {
        let host = ViewHost(SlidingSquare(animation: .linear(duration: 1).repeatForever()), size: window)
        try host.tap(text: "Move")
        let frames = try host.frames(duration: 2, fps: 10)
        #expect(frames.count == 21)
        #expect(abs(host.time - 2) < 1e-9)
        host.advanceToEnd()
        #expect(host.isAnimating)
        #expect(throws: ViewHostError.self) { try host.frames(duration: .infinity) }
        #expect(throws: ViewHostError.self) { try host.frames(duration: 1, fps: 0) }
        #expect(throws: ViewHostError.self) { try host.frames(duration: 600, fps: 120) }
    }

    /// `contentTransition(.numericText())`: the old number fades out as the new one fades
    /// in; `.identity` swaps them at once.
    @Test func textCrossFades() throws {
        let host = ViewHost(TallyView(transition: .numericText()), size: window)
        try host.tap(text: "Add")
        host.advance(by: 0.25)
        #expect(opacities(host).sorted() == [0.25, 0.75])
        #expect(host.contains(text: "1") && !host.contains(text: "0"))
        host.advanceToEnd()
        #expect(opacities(host) == [])

        let plain = ViewHost(TallyView(transition: .identity), size: window)
        try plain.tap(text: "Add")
        plain.advance(by: 0.25)
        #expect(opacities(plain) == [])  // one text, not faded (its frame still moves)
    }

    /// With nothing animating, nothing is compared or kept: the body counts are those of
    /// a plain update.
    @Test func unanimatedChangesJumpAtOnce() throws {
        let host = ViewHost(SlidingSquare(animation: .linear(duration: 1)).transaction { $0.animation = nil }, size: window)
        try host.tap(text: "Move")
        #expect(!host.isAnimating)
    }
}

@MainActor
private final class Log {
    var lines: [String] = []
}

private struct Toggler: View {
    let log: Log
    @State private var showsDetails = false

    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { showsDetails.toggle() } }
            if showsDetails {
                Text("Details")
                    .transition(.opacity)
                    .onDisappear { log.lines.append("disappeared") }
            }
        }
    }
}

private struct TallyView: View {
    let transition: ContentTransition
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)").contentTransition(transition)
            Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
    }
}

private struct ImplicitScale: View {
    @State private var isLarge = false
    @State private var other = 0

    var body: some View {
        VStack {
            Color.green.frame(width: 10, height: 10)
                .scaleEffect(isLarge ? 2 : 1)
                .animation(.linear(duration: 1), value: isLarge)
            Button("Grow") { isLarge = true }
            Button("Unwatched") { other += 1 }
            Text("\(other)")
        }
    }
}

private struct ColourSwap: View {
    @State private var isBlue = false

    var body: some View {
        VStack {
            (isBlue ? Color.blue : Color.red).frame(width: 10, height: 10)
            Button("Swap") { withAnimation(.linear(duration: 1)) { isBlue = true } }
        }
    }
}

private struct CompletionView: View {
    let log: Log
    @State private var isOn = false

    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: isOn ? 50 : 10)
            Button("Go") {
                withAnimation(.easeOut(duration: 1)) { isOn = true } completion: { log.lines.append("done") }
            }
        }
    }
}

/// The opacities of the groups drawn now.
@MainActor
private func opacities(_ host: ViewHost) -> [Double] {
    host.displayList.items.compactMap { item in
        if case .begin(.opacity(let value)) = item { return (value * 1e6).rounded() / 1e6 }
        return nil
    }
}

/// The x scale of the transforms drawn now.
@MainActor
private func scales(_ host: ViewHost) -> [Double] {
    host.displayList.items.compactMap { item in
        if case .begin(.transform(let t)) = item { return (t.a * 1e6).rounded() / 1e6 }
        return nil
    }
}

extension Animator {
    /// The frame track of the node labelled `label`, for tests.
    func frameTrack(for label: String) -> Track<CGRect.AnimatableData>? {
        tracks.first { key, _ in liveNodes[key]?.label == label }?.value.frame
    }
}

/// A shape with its own animatable data, as the Animatable tutorials write it: a pie
/// wedge whose angle animates.
private struct Wedge: Shape {
    var degrees: Double
    var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: centre)
        path.addArc(center: centre, radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(degrees), clockwise: false)
        path.closeSubpath()
        return path
    }
}

private struct Pie: View {
    @State private var degrees = 90.0
    @State private var progress = 0.0

    var body: some View {
        VStack {
            Wedge(degrees: degrees).fill(.blue).frame(width: 100, height: 100)
            Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 4).frame(width: 50, height: 50)
            Button("Fill") { withAnimation(.linear(duration: 1)) { degrees = 270; progress = 1 } }
        }
    }
}

@MainActor
struct AnimatableShapeTests {
    /// Midway, the wedge is drawn with the angle half way (180°: its path reaches the
    /// left edge of the circle) and the ring is half traced.
    @Test func customShapeAndTrimAnimateTheirData() throws {
        let host = ViewHost(Pie(), size: CGSize(width: 300, height: 300))
        try host.tap(text: "Fill")
        host.advance(by: 0.5)
        var wedge: CGRect?, ring: CGRect?
        for item in host.displayList.items {
            if case .fill(let path, .color(.blue), _) = item { wedge = path.boundingRect }
            if case .stroke(let path, .color(.green), _) = item { ring = path.boundingRect }
        }
        // 0° to 180° (clockwise on screen): the lower half disc, 100 wide and 50 tall.
        let disc = try #require(wedge)
        #expect(abs(disc.width - 100) < 0.5 && abs(disc.height - 50) < 0.5)
        // Half the circle's outline from the right: the lower half, 50 wide, 25 tall.
        let traced = try #require(ring)
        #expect(abs(traced.width - 50) < 0.5 && abs(traced.height - 25) < 0.5)
    }
}

/// The Transition protocol tutorials' example: a view that twirls in.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Grows from 0.2 with `.modifier(active:identity:)`.
private struct Grow: ViewModifier {
    let scale: CGFloat
    func body(content: Content) -> some View { content.scaleEffect(scale) }
}

private struct PhaseInserts: View {
    let transition: AnyTransition
    @State private var isShown = false

    var body: some View {
        VStack {
            Button("Show") { withAnimation(.linear(duration: 1)) { isShown = true } }
            if isShown { Color.purple.frame(width: 40, height: 40).transition(transition) }
        }
    }
}

@MainActor
struct PhaseTransitionTests {
    private let window = CGSize(width: 200, height: 200)

    /// A `Transition` draws its `.willAppear` body first, then animates to `.identity`:
    /// half way, the scale and the opacity are half way.
    @Test func transitionProtocolAnimatesFromWillAppear() throws {
        let host = ViewHost(PhaseInserts(transition: AnyTransition(Twirl())), size: window)
        try host.tap(text: "Show")
        #expect(scales(host) == [0.5])
        #expect(opacities(host) == [0])
        host.advance(by: 0.5)
        #expect(scales(host) == [0.75])
        #expect(opacities(host) == [0.5])
        host.advanceToEnd()
        #expect(scales(host) == [] && opacities(host) == [])
    }

    @Test func modifierTransitionAnimatesFromActive() throws {
        let host = ViewHost(PhaseInserts(transition: .modifier(active: Grow(scale: 0.2), identity: Grow(scale: 1))), size: window)
        try host.tap(text: "Show")
        #expect(scales(host) == [0.2])
        host.advance(by: 0.5)
        #expect(scales(host) == [0.6])
        host.advanceToEnd()
        #expect(scales(host) == [])
        // Without animation it appears at once, as it is.
        let plain = ViewHost(PlainInsert(), size: window)
        try plain.tap(text: "Show")
        #expect(scales(plain) == [] && !plain.isAnimating)
    }
}

private struct PlainInsert: View {
    @State private var isShown = false
    var body: some View {
        VStack {
            Button("Show") { isShown = true }
            if isShown { Color.purple.frame(width: 40, height: 40).transition(.modifier(active: Grow(scale: 0.2), identity: Grow(scale: 1))) }
        }
    }
}
