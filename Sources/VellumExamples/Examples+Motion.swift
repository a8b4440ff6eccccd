import Foundation
import Vellum

/// What happens in an animated example: an action on its host (a tap), then how long to
/// record what it sets moving.
public struct Motion: Sendable {
    public let duration: Double
    public let act: @MainActor @Sendable (ViewHost) throws -> Void

    public init(duration: Double, act: @escaping @MainActor @Sendable (ViewHost) throws -> Void) {
        self.duration = duration
        self.act = act
    }
}

extension Example {
    /// The example running in a host the size of its window, for animating.
    @MainActor
    public func host() -> ViewHost {
        if let device { return ViewHost(makeView().background(Color.white), device: device) }
        return ViewHost(windowView(), size: window)
    }

    /// The frames of the example's motion at `fps` (its action, then `duration` seconds),
    /// drawn at `scale`; nil for an example that does not move.
    @MainActor
    public func motionFrames(fps: Double = 30, scale: CGFloat = 2, duration: Double? = nil) throws -> [DisplayList]? {
        guard let motion else { return nil }
        let host = host()
        try motion.act(host)
        return try host.frames(duration: duration ?? motion.duration, fps: fps, scale: scale)
    }
}

extension Examples {
    static let motion: [Example] = [
        Example(
            name: "motion-spring-toggle",
            summary: "withAnimation(.bouncy): the knob springs across with a little overshoot while the track's colour blends from grey to green; layout is already at the end state.",
            window: CGSize(width: 240, height: 120),
            source: """
            struct SpringSwitch: View {
                @State private var isOn = false
                var body: some View {
                    ZStack(alignment: isOn ? .trailing : .leading) {
                        Capsule().fill(isOn ? Color.green : Color(white: 0.85))
                        Circle().fill(.white).padding(4).shadow(radius: 2)
                    }
                    .frame(width: 120, height: 64)
                    .onTapGesture { withAnimation(.bouncy) { isOn.toggle() } }
                }
            }
            """,
            makeView: { AnyView(SpringSwitch()) },
            motion: Motion(duration: 1) { try $0.tap(id: "switch") }),
        Example(
            name: "motion-insert-rows",
            summary: "A row inserted with .transition(.move(edge: .leading).combined(with: .opacity)) slides in and fades up while the rows below it move down.",
            window: CGSize(width: 320, height: 260),
            source: """
            struct Inbox: View {
                @State private var messages = ["Lunch?", "Build is green"]
                var body: some View {
                    VStack(spacing: 8) {
                        Button("New message") {
                            withAnimation(.easeInOut(duration: 0.6)) {
                                messages.insert("Deploy at 5", at: 0)
                            }
                        }
                        ForEach(messages, id: \\.self) { message in
                            Text(message)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(12)
                                .background(Color.blue.opacity(0.15), in: .rect(cornerRadius: 10))
                                .transition(.move(edge: .leading).combined(with: .opacity))
                        }
                    }
                    .padding()
                }
            }
            """,
            makeView: { AnyView(Inbox()) },
            motion: Motion(duration: 0.8) { try $0.tap(text: "New message") }),
        Example(
            name: "motion-matched-card",
            summary: "matchedGeometryEffect: tapping the small card hands its geometry to the large one; both move and resize between the two frames while they cross-fade.",
            window: CGSize(width: 320, height: 320),
            source: """
            struct Cards: View {
                @Namespace private var cards
                @State private var isOpen = false
                var body: some View {
                    VStack {
                        if isOpen {
                            RoundedRectangle(cornerRadius: 24).fill(.orange)
                                .matchedGeometryEffect(id: "card", in: cards)
                                .frame(width: 280, height: 200)
                        } else {
                            RoundedRectangle(cornerRadius: 12).fill(.orange)
                                .matchedGeometryEffect(id: "card", in: cards)
                                .frame(width: 80, height: 60)
                        }
                        Spacer()
                        Button("Open") { withAnimation(.snappy) { isOpen.toggle() } }
                    }
                    .padding()
                }
            }
            """,
            makeView: { AnyView(MatchedCards()) },
            motion: Motion(duration: 0.8) { try $0.tap(text: "Open") }),
        Example(
            name: "motion-keyframe-heart",
            summary: "KeyframeAnimator: on a like, the heart's scale follows a linear then spring keyframe track while a cubic track tilts it.",
            window: CGSize(width: 200, height: 200),
            source: """
            struct Like: View {
                @State private var likes = 0
                var body: some View {
                    KeyframeAnimator(initialValue: Pose(), trigger: likes) { pose in
                        Heart().fill(.pink).frame(width: 80, height: 72)
                            .scaleEffect(pose.scale)
                            .rotationEffect(.degrees(pose.tilt))
                    } keyframes: { _ in
                        KeyframeTrack(\\.scale) {
                            LinearKeyframe(1.4, duration: 0.15)
                            SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
                        }
                        KeyframeTrack(\\.tilt) {
                            CubicKeyframe(-12, duration: 0.2)
                            CubicKeyframe(8, duration: 0.2)
                            CubicKeyframe(0, duration: 0.3)
                        }
                    }
                    .onTapGesture { likes += 1 }
                }
            }
            """,
            makeView: { AnyView(LikeHeart()) },
            motion: Motion(duration: 0.9) { try $0.tap(id: "heart") }),
    ]
}

struct SpringSwitch: View {
    @State private var isOn = false

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color.green : Color(white: 0.85))
            Circle().fill(.white).padding(4).shadow(radius: 2)
        }
        .frame(width: 120, height: 64)
        .id("switch")
        .onTapGesture { withAnimation(.bouncy) { isOn.toggle() } }
    }
}

struct Inbox: View {
    @State private var messages = ["Lunch?", "Build is green"]

    var body: some View {
        VStack(spacing: 8) {
            Button("New message") {
                withAnimation(.easeInOut(duration: 0.6)) { messages.insert("Deploy at 5", at: 0) }
            }
            ForEach(messages, id: \.self) { message in
                Text(message)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(12)
                    .background(Color.blue.opacity(0.15), in: .rect(cornerRadius: 10))
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
        }
        .padding()
    }
}

struct MatchedCards: View {
    @Namespace private var cards
    @State private var isOpen = false

    var body: some View {
        VStack {
            if isOpen {
                RoundedRectangle(cornerRadius: 24).fill(.orange)
                    .matchedGeometryEffect(id: "card", in: cards)
                    .frame(width: 280, height: 200)
            } else {
                RoundedRectangle(cornerRadius: 12).fill(.orange)
                    .matchedGeometryEffect(id: "card", in: cards)
                    .frame(width: 80, height: 60)
            }
            Spacer()
            Button("Open") { withAnimation(.snappy) { isOpen.toggle() } }
        }
        .padding()
    }
}

/// The heart's scale and tilt, animated by keyframes.
struct HeartPose {
    var scale = 1.0
    var tilt = 0.0
}

struct LikeHeart: View {
    @State private var likes = 0

    var body: some View {
        KeyframeAnimator(initialValue: HeartPose(), trigger: likes) { pose in
            Heart().fill(.pink).frame(width: 80, height: 72)
                .scaleEffect(pose.scale)
                .rotationEffect(.degrees(pose.tilt))
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.4, duration: 0.15)
                SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
            }
            KeyframeTrack(\.tilt) {
                CubicKeyframe(-12, duration: 0.2)
                CubicKeyframe(8, duration: 0.2)
                CubicKeyframe(0, duration: 0.3)
            }
        }
        .id("heart")
        .onTapGesture { likes += 1 }
    }
}

/// A heart: two arcs over a point.
struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let (w, h) = (rect.width, rect.height)
        path.move(to: CGPoint(x: w / 2, y: h))
        path.addCurve(to: CGPoint(x: 0, y: h * 0.3), control1: CGPoint(x: w * 0.2, y: h * 0.8), control2: CGPoint(x: 0, y: h * 0.55))
        path.addArc(center: CGPoint(x: w * 0.25, y: h * 0.3), radius: w * 0.25, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addArc(center: CGPoint(x: w * 0.75, y: h * 0.3), radius: w * 0.25, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addCurve(to: CGPoint(x: w / 2, y: h), control1: CGPoint(x: w, y: h * 0.55), control2: CGPoint(x: w * 0.8, y: h * 0.8))
        path.closeSubpath()
        return path
    }
}
