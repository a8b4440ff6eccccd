/// A control's style as the environment keeps it: its type erased, `makeBody` ready
/// to make the control's views from a configuration.
///
/// The style value is kept too, and two erased styles are equal when their styles
/// are (compared as views are, `viewsEqual`'s rules). A body that runs again makes a
/// new one (`.buttonStyle(.bordered)` on every run); were they never equal, the
/// environment below would count as changed and every view beneath would run again.
struct AnyStyle<MakeBody>: Equatable, @unchecked Sendable {
    let makeBody: MakeBody
    private let style: Any
    private let isSame: (Any) -> Bool

    @MainActor
    init<S>(_ style: S, makeBody: MakeBody) {
        self.makeBody = makeBody
        self.style = style
        let plan = ComparisonPlan.of(S.self)
        isSame = { other in (other as? S).map { plan.equal(style, $0) } ?? false }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.isSame(rhs.style) }
}
