import Foundation

// Swipe actions and the edit controls of list rows (iOS 17).
//
// 1. A row with `swipeActions` (or, without trailing ones, a `ForEach` row with
//    `onDelete`, whose trailing action is a red "Delete") takes a horizontal drag: its
//    content follows the finger, and the buttons of the edge it uncovers fill the gap,
//    full height, each as wide as its share of their natural widths.
// 2. Let go past half the buttons' width, the row stays open showing them; short of it,
//    it closes. With `allowsFullSwipe`, a drag past half the row runs the first button.
// 3. Tapping a button runs its action and closes the row.
// 4. In edit mode a deletable row shows the red delete control at its leading edge (its
//    content moves right), and a movable row the reorder grip at its trailing edge.
//    Tapping the delete control opens the row's trailing actions. Rows do not swipe
//    while editing, as in UIKit.

/// Figures of list rows' edit controls and swipe buttons. Apple publishes none; each is
/// an estimate from iOS 17 simulator screenshots of an inset-grouped list in edit mode
/// and with a row swiped open, at 3x.
enum ListEditMetrics {
    /// The delete control (`minus.circle.fill` at body size): a 22-point red circle,
    /// 16 points from the row's leading edge (estimate).
    static let deleteControlDiameter: CGFloat = 22
    static let deleteControlLeading: CGFloat = 16
    /// The white bar of the minus: 12 by 2 points (estimate).
    static let minusSize = CGSize(width: 12, height: 2)
    /// How far a row's content moves right for the delete control: UIKit's 38-point
    /// editing indentation (estimate, the figure UITableView has used since iOS 7).
    static let deleteIndent: CGFloat = 38
    /// The reorder grip: three 18-by-1.5 lines, 3.75 apart, 16 points from the trailing
    /// edge, in the grey of the system's tertiary label (estimate).
    static let gripSize = CGSize(width: 18, height: 12)
    static let gripLineHeight: CGFloat = 1.5
    static let gripTrailing: CGFloat = 16
    /// What the grip takes from the content's width (estimate, as the delete indent).
    static let gripIndent: CGFloat = 38
    static let gripColor = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    /// A swipe button: its label (17-point text in white, or an icon alone) with 15
    /// points each side, at least 74 points wide (estimates).
    static let buttonPadding: CGFloat = 15
    static let buttonMinWidth: CGFloat = 74
    /// A button's colour with no tint: the system grey; a destructive one is red.
    static let defaultButtonColor = Color.gray
    /// A full swipe runs the first action once the row is dragged past this fraction of
    /// its width (estimate).
    static let fullSwipeFraction: CGFloat = 0.5
}

// MARK: - The modifier

/// The actions a row shows when swiped from one edge.
struct SwipeActionsEntry {
    let allowsFullSwipe: Bool
    let content: AnyView
}

/// A row's swipe actions by edge, from `swipeActions`.
struct SwipeActionsSet {
    var leading: SwipeActionsEntry?
    var trailing: SwipeActionsEntry?
}

enum SwipeActionsKey: LayoutValueKey {
    static var defaultValue: SwipeActionsSet { SwipeActionsSet() }
}

extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// Swiping the row from `edge` reveals the buttons of `content`, drawn full height
    /// in their tint (grey when none, red for `Button(role: .destructive)`), their
    /// labels in white; the first is nearest the edge. With `allowsFullSwipe`, a full
    /// swipe runs the first action. Trailing actions replace the "Delete" that
    /// `onDelete` gives. Outside a list, the actions are not shown.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions(edge: .leading) {
    ///         Button { message.isUnread.toggle() } label: { Label("Unread", systemImage: "envelope.badge") }
    ///             .tint(.blue)
    ///     }
    /// ```
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, _TraitWritingModifier> {
        let entry = SwipeActionsEntry(allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))
        return modifier(_TraitWritingModifier { traits in
            var set = traits.layoutValue(SwipeActionsKey.self)
            // The modifier nearer the row wins, as for other traits written twice.
            switch edge {
            case .leading: if set.leading == nil { set.leading = entry }
            case .trailing: if set.trailing == nil { set.trailing = entry }
            }
            traits.layoutValues[ObjectIdentifier(SwipeActionsKey.self)] = set
        })
    }
}

// MARK: - State

/// What a list keeps across updates of its rows' swipes, by row identity: how far each
/// row's content is moved (negative: to the left), and what its last placement measured.
@MainActor
final class ListSwipeState {
    var offsets: [UInt64: CGFloat] = [:]
    /// The natural width of the buttons each open row shows, and the row's width.
    var buttonWidths: [UInt64: CGFloat] = [:]
    var rowWidths: [UInt64: CGFloat] = [:]
    /// The actions of the buttons each open row shows, first first (for a full swipe).
    var actions: [UInt64: [@MainActor () -> Void]] = [:]
    var invalidator: GraphInvalidator?

    func offset(_ row: UInt64) -> CGFloat { offsets[row] ?? 0 }

    func setOffset(_ row: UInt64, _ offset: CGFloat) {
        guard offset != self.offset(row) else { return }
        offsets[row] = offset == 0 ? nil : offset
        if offset == 0 { actions[row] = nil }
        TransactionContext.noteChange()  // joins a surrounding withAnimation
        invalidator?.invalidate()
    }

    /// Forgets rows no longer in the list.
    func keep(only rows: Set<UInt64>) {
        for row in offsets.keys where !rows.contains(row) { offsets[row] = nil }
    }
}

// MARK: - The gesture

/// A row's swipe: a drag that fails when it starts more vertical than horizontal (so a
/// vertical drag goes to what is around the row).
struct RowSwipeGesture: Gesture {
    let state: ListSwipeState
    let row: UInt64
    /// Which screen sides have actions: the left (dragging right uncovers it), the right.
    let left: SwipeSide?
    let right: SwipeSide?

    struct SwipeSide {
        let allowsFullSwipe: Bool
    }

    var body: some Gesture {
        let start = state.offset(row)
        return HorizontalDragGesture()
            .onChanged { [state, row, left, right] value in
                var offset = start + value.translation.width
                if offset > 0 && left == nil || offset < 0 && right == nil { offset = 0 }
                state.setOffset(row, offset)
            }
            .onEnded { [state, row, left, right] _ in
                let offset = state.offset(row)
                guard let side = offset < 0 ? right : offset > 0 ? left : nil else { return state.setOffset(row, 0) }
                let width = state.buttonWidths[row] ?? ListEditMetrics.buttonMinWidth
                let rowWidth = state.rowWidths[row] ?? .infinity
                if side.allowsFullSwipe, abs(offset) > rowWidth * ListEditMetrics.fullSwipeFraction,
                   let first = state.actions[row]?.first {
                    state.setOffset(row, 0)
                    first()
                } else {
                    // Let go, the row springs open or shut.
                    withAnimation(.spring()) { state.setOffset(row, abs(offset) >= width / 2 ? (offset < 0 ? -width : width) : 0) }
                }
            }
    }
}

/// A drag recognized only when it starts mostly sideways.
struct HorizontalDragGesture: _PrimitiveGesture {
    typealias Value = DragGesture.Value

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<DragGesture.Value> {
        HorizontalDragRecognizer(DragGesture()._makeRecognizer(context))
    }
}

private final class HorizontalDragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let base: _GestureRecognizer<DragGesture.Value>
    private var isRecognized = false

    init(_ base: _GestureRecognizer<DragGesture.Value>) {
        self.base = base
    }

    override func handle(_ event: TouchEvent) -> GestureUpdate<DragGesture.Value> {
        let update = base.handle(event)
        if !isRecognized, let value = update.phase.value {
            guard abs(value.translation.width) >= abs(value.translation.height) else { return GestureUpdate(phase: .failed) }
            isRecognized = true
        }
        return update
    }
}

// MARK: - Drawing

/// The style of a swipe action's button: its label in white on its colour, full height;
/// tapping it runs the action and closes the row.
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    let state: ListSwipeState
    let row: UInt64

    func makeBody(configuration: Configuration) -> some View {
        state.actions[row, default: []].append { configuration.trigger() }
        return SwipeActionButton(configuration: configuration) { [state, row] in state.setOffset(row, 0) }
    }
}

/// One swipe button, coloured from its role and the environment's tint.
struct SwipeActionButton: _PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: @MainActor () -> Void

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let color = view.configuration.role == .destructive ? Color.red
            : inputs.environment.tint ?? ListEditMetrics.defaultButtonColor
        let configuration = view.configuration, close = view.close
        let button = configuration.label
            .labelStyle(.iconOnly)
            .font(.body)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, ListEditMetrics.buttonPadding)
            .frame(minWidth: ListEditMetrics.buttonMinWidth, maxHeight: .infinity)
            .background(color)
            .interaction(.tap {
                close()
                configuration.trigger()
            })
        list.nodes += inputs.resolve(button)
    }
}

/// The red delete control: a white minus on a red circle; a tap opens the row's
/// trailing actions.
@MainActor
func deleteControl(open: @escaping @MainActor @Sendable () -> Void) -> some View {
    Circle()
        .fill(Color.red)
        .overlay {
            Rectangle().fill(Color.white)
                .frame(width: ListEditMetrics.minusSize.width, height: ListEditMetrics.minusSize.height)
        }
        .frame(width: ListEditMetrics.deleteControlDiameter, height: ListEditMetrics.deleteControlDiameter)
        .interaction(.tap(open))
}

/// The reorder grip: three grey lines.
@MainActor
func reorderGrip() -> some View {
    let m = ListEditMetrics.self
    let gap = (m.gripSize.height - 3 * m.gripLineHeight) / 2
    return VStack(spacing: gap) {
        ForEach(0..<3) { _ in
            Rectangle().fill(m.gripColor).frame(width: m.gripSize.width, height: m.gripLineHeight)
        }
    }
}
