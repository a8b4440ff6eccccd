import Foundation

// Touches driven by the host: taps, drags, long presses, pinches and rotations.
//
// 1. The touch lands on the views at its first point (`hitPath(at:)`): the topmost view
//    that takes hits there and the views around it.
// 2. Each of those with an interaction brings its gesture (a button is a tap, a scroll
//    view a drag). A disabled innermost one throws; a `GestureMask` without
//    `.subviews` leaves out the gestures inside it.
// 3. The gestures compete (`ExclusiveRecognizer`): `highPriorityGesture`s first,
//    outermost first, then the others innermost first (a child's before its parent's);
//    `simultaneousGesture`s run beside them.
// 4. The events arrive `touchStepInterval` apart; after each one the callbacks it
//    triggered run and the view updates, so a test sees the screen mid-gesture.

extension ViewHost {
    /// The time between two steps of a host touch: one frame at 60 Hz. A drag's velocity
    /// is its last step's movement over this time.
    nonisolated public static let touchStepInterval: TimeInterval = 1.0 / 60
    /// The most steps (or taps) one action may take, so that bad input cannot hang a test.
    nonisolated public static let maximumTouchSteps = 10_000

    /// Taps `count` times in quick succession at a point in window coordinates (two
    /// taps are a double tap: a `TapGesture(count: 2)` is recognized, and a gesture is
    /// recognized at most once per action).
    public func tap(at point: CGPoint, count: Int) throws {
        try touch(.tap(count: count), at: point)
    }

    /// Taps the centre of the view marked `.id(id)` `count` times in quick succession.
    public func tap<ID: Hashable>(id: ID, count: Int) throws {
        updateIfNeeded()
        try tap(at: center(of: visibleNode(id: id)), count: count)
    }

    /// Taps the view showing `text` `count` times in quick succession.
    public func tap(text: String, count: Int) throws {
        updateIfNeeded()
        try tap(at: center(of: visibleNode(text: text)), count: count)
    }

    /// Drags from the centre of the view marked `.id(id)` by `translation`, in `steps`
    /// equal moves.
    public func drag<ID: Hashable>(id: ID, by translation: CGSize, steps: Int = 10) throws {
        updateIfNeeded()
        let start = try center(of: visibleNode(id: id))
        try drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height), steps: steps)
    }

    /// Drags one finger from `start` to `end` (window coordinates) in `steps` equal moves
    /// (1 to `maximumTouchSteps`), `touchStepInterval` apart, then lifts it there.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) throws {
        try touch(.drag(to: end, steps: steps), at: start)
    }

    /// Presses the centre of the view marked `.id(id)` and holds it for `duration`
    /// seconds; nil holds as long as the longest long press there needs (at least 0.5 s,
    /// `LongPressGesture`'s default). The host has no wall clock: the hold is one event
    /// that far in time.
    public func longPress<ID: Hashable>(id: ID, duration: TimeInterval? = nil) throws {
        updateIfNeeded()
        try longPress(at: center(of: visibleNode(id: id)), duration: duration)
    }

    /// Presses at a point in window coordinates and holds it for `duration` seconds (nil:
    /// as long as the long presses there need).
    public func longPress(at point: CGPoint, duration: TimeInterval? = nil) throws {
        try touch(.longPress(duration: duration), at: point)
    }

    /// Pinches two fingers on the centre of the view marked `.id(id)` until they are
    /// `scale` times as far apart (above 1 spreads them), in `steps` equal changes.
    public func pinch<ID: Hashable>(id: ID, scale: CGFloat, steps: Int = 10) throws {
        updateIfNeeded()
        try touch(.pinch(scale: scale, steps: steps), at: center(of: visibleNode(id: id)))
    }

    /// Turns two fingers on the centre of the view marked `.id(id)` by `angle`
    /// (positive is clockwise on screen), in `steps` equal changes.
    public func rotate<ID: Hashable>(id: ID, by angle: Angle, steps: Int = 10) throws {
        updateIfNeeded()
        try touch(.rotation(angle: angle, steps: steps), at: center(of: visibleNode(id: id)))
    }

    // MARK: - Running a touch

    private func center(of visible: Visible) -> CGPoint {
        CGPoint(x: visible.visible.midX, y: visible.visible.midY)
    }

    /// Puts a finger down on the centre of the view marked `.id(id)` and keeps it there:
    /// move it and lift it with the `Touch` this returns, looking at the screen between
    /// steps (a drag's `updating` state mid-drag).
    ///
    /// ```swift
    /// let touch = try host.touchDown(id: "card")
    /// try touch.move(by: CGSize(width: 30, height: 0))
    /// #expect(host.layout.frame(id: "card")?.minX == 140)
    /// try touch.lift()
    /// ```
    public func touchDown<ID: Hashable>(id: ID) throws -> Touch {
        updateIfNeeded()
        return try touchDown(at: center(of: visibleNode(id: id)))
    }

    /// Puts a finger down at a point in window coordinates and keeps it there.
    public func touchDown(at point: CGPoint) throws -> Touch {
        let recognition = try recognition(for: .touchDown, at: point)
        let touch = Touch(recognition, at: point)
        try touch.send(TouchAction.touchDown.events(from: point, holdingAtLeast: 0)[0])
        return touch
    }

    /// A finger on the screen, from `touchDown` until `lift()`. Each step comes
    /// `touchStepInterval` after the last (a hold, `hold(for:)` later), and the view
    /// updates after each.
    @MainActor
    public final class Touch {
        private let recognition: Recognition
        /// Where the finger is, in window coordinates.
        public private(set) var location: CGPoint
        private var time: TimeInterval = 0
        private var isLifted = false

        init(_ recognition: Recognition, at point: CGPoint) {
            self.recognition = recognition
            location = point
        }

        /// Moves the finger to a point in window coordinates, in one step.
        public func move(to point: CGPoint) throws {
            guard point.x.isFinite, point.y.isFinite else {
                throw ViewHostError("A touch can only move to a finite point; got (\(point.x), \(point.y)).")
            }
            time += ViewHost.touchStepInterval
            try send(TouchEvent(phase: .moved, location: point, time: time))
        }

        /// Moves the finger by `translation`, in one step.
        public func move(by translation: CGSize) throws {
            try move(to: CGPoint(x: location.x + translation.width, y: location.y + translation.height))
        }

        /// Keeps the finger still for `duration` seconds (finite, 0 or more).
        public func hold(for duration: TimeInterval) throws {
            guard duration.isFinite, duration >= 0 else {
                throw ViewHostError("A touch can only be held for a finite number of seconds, 0 or more; got \(duration).")
            }
            time += duration
            try send(TouchEvent(phase: .moved, location: location, time: time))
        }

        /// Lifts the finger. Throws if no gesture completed with the touch.
        public func lift() throws {
            try send(TouchEvent(phase: .ended, location: location, time: time))
            try send(TouchEvent(phase: .finished, location: location, time: time))
            try recognition.requireRecognized(what: "the touch")
        }

        func send(_ event: TouchEvent) throws {
            guard !isLifted else { throw ViewHostError("This touch was lifted; put a finger down again with touchDown.") }
            if event.phase == .finished { isLifted = true }
            location = event.location
            recognition.send(event)
        }
    }

    /// The gestures under a touch, competing for it: steps 1 to 3 above.
    private func recognition(for action: TouchAction, at point: CGPoint) throws -> Recognition {
        updateIfNeeded()
        try action.validate(at: point)
        let attached = hitPath(at: point).compactMap { node in node.interaction.map { (node, $0) } }
        guard let (innermost, innermostInteraction) = attached.last else {
            let there = viewsContaining(point).map { $0.label }
            let names = there.isEmpty ? "nothing" : there.joined(separator: ", ")
            throw ViewHostError("Nothing \(action.takerName) at \(Self.describe(point)); the views there, topmost first: \(names).")
        }
        guard innermostInteraction.isEnabled else { throw disabledError(innermost) }

        var highPriority: [_GestureRecognizer<Void>] = []
        var normal: [_GestureRecognizer<Void>] = []
        var simultaneous: [_GestureRecognizer<Void>] = []
        var names: [String] = []
        for (node, modifier) in attached {
            let gesture = modifier.interaction.attachedGesture
            if modifier.isEnabled && gesture.mask.contains(.gesture) {
                let recognizer = gesture.makeRecognizer(
                    _GestureContext(frame: node.frame, namedSpaces: node.placementContext.namedSpaces))
                switch gesture.priority {
                case .high: highPriority.append(recognizer)
                case .normal: normal.append(recognizer)
                case .simultaneous: simultaneous.append(recognizer)
                }
                names.append(gesture.name)
            }
            if !gesture.mask.contains(.subviews) { break }
        }
        return Recognition(host: self, at: point, gestureNames: names,
                           recognizers: [ExclusiveRecognizer(highPriority + normal.reversed())] + simultaneous)
    }

    /// Runs `action` at `point`.
    private func touch(_ action: TouchAction, at point: CGPoint) throws {
        let recognition = try recognition(for: action, at: point)
        for event in action.events(from: point, holdingAtLeast: recognition.minimumHold) {
            recognition.send(event)
        }
        try recognition.requireRecognized(what: action.name)
    }

    /// The gestures following one touch sequence: step 4 above.
    @MainActor
    final class Recognition {
        private unowned let host: ViewHost
        private let point: CGPoint
        private let gestureNames: [String]
        private var live: [_GestureRecognizer<Void>]
        /// Whether a gesture completed (a press that began and failed does not count).
        private var completed = false

        init(host: ViewHost, at point: CGPoint, gestureNames: [String], recognizers: [_GestureRecognizer<Void>]) {
            self.host = host
            self.point = point
            self.gestureNames = gestureNames
            live = recognizers
        }

        /// How long a long press there must be held.
        var minimumHold: TimeInterval { live.map(\.minimumHold).max() ?? 0 }

        /// Delivers `event`, runs the callbacks it triggered, then updates the view.
        func send(_ event: TouchEvent) {
            // Callbacks that start something on the clock (a flick coasting) find it here.
            let outer = Animator.current
            Animator.current = host.animator
            defer { Animator.current = outer }
            var stillLive: [_GestureRecognizer<Void>] = []
            var ranCallbacks = false
            for recognizer in live {
                let update = recognizer.handle(event)
                for effect in update.effects { effect() }
                ranCallbacks = ranCallbacks || !update.effects.isEmpty
                if case .ended = update.phase { completed = true }
                if !update.phase.isOver { stillLive.append(recognizer) }
            }
            live = stillLive
            // `lastUpdate` then tells what the action's last callbacks caused.
            if ranCallbacks { host.update() }
        }

        func requireRecognized(what: String) throws {
            guard !completed else { return }
            let there = gestureNames.isEmpty ? "none (all disabled or masked)" : gestureNames.joined(separator: ", ")
            throw ViewHostError("Nothing at \(ViewHost.describe(point)) completed \(what); the gestures there, outermost first: \(there).")
        }
    }

    fileprivate static func describe(_ point: CGPoint) -> String {
        "(\(formatLength(point.x)), \(formatLength(point.y)))"
    }
}

/// A touch the host performs, as the events the gestures see.
fileprivate enum TouchAction {
    /// A finger put down by the test: its first event is the touch-down; `ViewHost.Touch`
    /// sends the others.
    case touchDown
    case tap(count: Int)
    case drag(to: CGPoint, steps: Int)
    case longPress(duration: TimeInterval?)
    case pinch(scale: CGFloat, steps: Int)
    case rotation(angle: Angle, steps: Int)

    var name: String {
        switch self {
        case .touchDown: "the touch"
        case .tap(let count): count == 1 ? "a tap" : "\(count) taps"
        case .drag: "a drag"
        case .longPress: "a long press"
        case .pinch: "a pinch"
        case .rotation: "a rotation"
        }
    }

    /// Completes "Nothing ... at (x, y)".
    var takerName: String {
        switch self {
        case .touchDown: "takes touches"
        case .tap: "tappable"
        case .drag: "draggable"
        case .longPress: "takes a long press"
        case .pinch: "takes a pinch"
        case .rotation: "takes a rotation"
        }
    }

    /// Throws for input no finger can give: non-finite points, amounts and durations, a
    /// step or tap count outside 1...maximumTouchSteps, a scale of 0 or less.
    func validate(at start: CGPoint) throws {
        func finite(_ values: CGFloat..., what: String) throws {
            guard values.allSatisfy(\.isFinite) else { throw ViewHostError("\(what) must be finite; got \(values.map { "\($0)" }.joined(separator: ", ")).") }
        }
        func count(_ n: Int, what: String) throws {
            guard (1...ViewHost.maximumTouchSteps).contains(n) else {
                throw ViewHostError("\(what) must be between 1 and \(ViewHost.maximumTouchSteps); got \(n).")
            }
        }
        try finite(start.x, start.y, what: "A touch point")
        switch self {
        case .touchDown: break
        case .tap(let taps): try count(taps, what: "A tap count")
        case .drag(let end, let steps):
            try finite(end.x, end.y, what: "A drag's end point (or translation)")
            try count(steps, what: "A drag's steps")
        case .longPress(let duration):
            if let duration, !(duration.isFinite && duration >= 0) {
                throw ViewHostError("A long press's duration must be a finite number of seconds, 0 or more; got \(duration).")
            }
        case .pinch(let scale, let steps):
            guard scale.isFinite && scale > 0 else { throw ViewHostError("A pinch's scale must be finite and above 0; got \(scale).") }
            try count(steps, what: "A pinch's steps")
        case .rotation(let angle, let steps):
            try finite(angle.radians, what: "A rotation's angle")
            try count(steps, what: "A rotation's steps")
        }
    }

    /// The events of the action starting at `start`; a long press of unspecified
    /// duration is held for `hold` (at least 0.5 s).
    func events(from start: CGPoint, holdingAtLeast hold: TimeInterval) -> [TouchEvent] {
        let step = ViewHost.touchStepInterval
        var events: [TouchEvent]
        switch self {
        case .touchDown:
            events = [TouchEvent(phase: .began, location: start, time: 0)]
        case .tap(let count):
            events = []
            for tap in 0..<count {
                events.append(TouchEvent(phase: .began, location: start, time: Double(2 * tap) * step))
                events.append(TouchEvent(phase: .ended, location: start, time: Double(2 * tap + 1) * step))
            }
        case .drag(let end, let steps):
            events = [TouchEvent(phase: .began, location: start, time: 0)]
            for i in 1...steps {
                let t = CGFloat(i) / CGFloat(steps)
                let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
                events.append(TouchEvent(phase: .moved, location: point, time: Double(i) * step))
            }
            events.append(TouchEvent(phase: .ended, location: end, time: Double(steps) * step))
        case .longPress(let duration):
            let held = duration ?? max(hold, 0.5)
            events = [TouchEvent(phase: .began, location: start, time: 0),
                      TouchEvent(phase: .moved, location: start, time: held),
                      TouchEvent(phase: .ended, location: start, time: held)]
        case .pinch(let scale, let steps):
            events = twoFingerEvents(at: start, steps: steps) { t in (1 + (scale - 1) * t, .zero) }
        case .rotation(let angle, let steps):
            events = twoFingerEvents(at: start, steps: steps) { t in (1, .radians(angle.radians * t)) }
        }
        events.append(TouchEvent(phase: .finished, location: events.last?.location ?? start, time: events.last?.time ?? 0))
        return events
    }

    /// Two fingers around `center`: touch-down, `steps` changes (`change` gives the scale
    /// and rotation at each fraction of the way), lift.
    private func twoFingerEvents(at center: CGPoint, steps: Int, change: (CGFloat) -> (CGFloat, Angle)) -> [TouchEvent] {
        var events = [TouchEvent(phase: .began, location: center, time: 0, fingers: 2)]
        for i in 1...steps {
            let (scale, rotation) = change(CGFloat(i) / CGFloat(steps))
            events.append(TouchEvent(phase: .moved, location: center, time: Double(i) * ViewHost.touchStepInterval,
                                     fingers: 2, scale: scale, rotation: rotation))
        }
        var end = events[events.count - 1]
        end.phase = .ended
        events.append(end)
        return events
    }
}
