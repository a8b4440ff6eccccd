import Foundation

// Sheets (iOS 17, iPhone, the large detent).
//
// 1. A `sheet` modifier records whether it presents in the window's registry, each
//    time it is resolved, under its identity; the record goes with the modifier's view.
//    The window shows the first presented, in view order.
// 2. The window lays its content out as usual, then the sheet over the whole window:
//    a card from 10 points below the safe area's top to the window's bottom, its content
//    proposed the card less the home-indicator band and centred there.
// 3. Drawing: the window's content scaled back and dimmed behind the card, the card
//    white with rounded top corners. The content behind takes no taps.
// 4. Dismissing (`ViewHost.dismiss()`, `@Environment(\.dismiss)`, the binding set to
//    false) removes the sheet and its state; `onDismiss` runs after the update.

/// Figures of the iOS 17 page sheet on iPhone. Apple publishes none: each is an
/// estimate from simulator screenshots.
enum SheetMetrics {
    /// The card's top below the safe area's top (estimate).
    static let topGap: CGFloat = 10
    /// The card's corner radius (estimate; `UISheetPresentationController`'s default).
    static let cornerRadius: CGFloat = 10
    /// How far the content behind is scaled back (estimate).
    static let backScale: CGFloat = 0.92
    /// The black drawn over the content behind (estimate).
    static let dimming = 0.2
    /// The grabber: a 36 × 5 capsule 5 points below the card's top (estimate).
    static let dragIndicator = (width: CGFloat(36), height: CGFloat(5), top: CGFloat(5))
    /// UIKit's `tertiaryLabel` (light mode): #3C3C43 at 30 % (estimate that the grabber uses it).
    static let dragIndicatorColor = SystemColors.tertiaryLabel
}

/// A sheet that is presented: what to show and how to dismiss it.
struct SheetPresentation {
    let content: AnyView
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    /// Which modifier presented it: a sheet, a full-screen cover, a popover.
    var style = SheetStyle.sheet
}

extension SheetPresentation {
    /// What `isPresented` presents: `content` while it is true, nil otherwise.
    @MainActor
    static func presented<C: View>(by isPresented: Binding<Bool>, style: SheetStyle, onDismiss: (() -> Void)?,
                                   content: () -> C) -> SheetPresentation? {
        guard isPresented.wrappedValue else { return nil }
        return SheetPresentation(content: AnyView(content()), dismiss: { isPresented.wrappedValue = false },
                                 onDismiss: onDismiss, style: style)
    }

    /// What `item` presents: its content while it holds a value, a new presentation
    /// (new state) for a new item.
    @MainActor
    static func presented<Item: Identifiable, C: View>(by item: Binding<Item?>, style: SheetStyle, onDismiss: (() -> Void)?,
                                                       content: (Item) -> C) -> SheetPresentation? {
        item.wrappedValue.map { value in
            SheetPresentation(content: AnyView(content(value).id(value.id)), dismiss: { item.wrappedValue = nil },
                              onDismiss: onDismiss, style: style)
        }
    }
}

/// Records the sheet it presents, if any, in the window's registry.
public struct _SheetModifier: _PrimitiveViewModifier {
    let presentation: SheetPresentation?

    public static func _makeViewList(modifier: Self, content: _ModifierContent, inputs: _ViewInputs, list: inout _ViewList) {
        inputs.registerPresentation(modifier.presentation, of: Self.self, in: \.sheets)
        list.nodes += content.resolve(inputs)
    }
}

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// ```swift
    /// .sheet(isPresented: $isEditing) { EditView() }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _SheetModifier> {
        modifier(_SheetModifier(presentation: .presented(by: isPresented, style: .sheet, onDismiss: onDismiss, content: content)))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content:
    /// shown while the item is not nil; a new item is a new sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, _SheetModifier>
    {
        modifier(_SheetModifier(presentation: .presented(by: item, style: .sheet, onDismiss: onDismiss, content: content)))
    }
}

// MARK: - Dismissing

/// An action that dismisses a presentation: the sheet the view is in, else the
/// navigation screen it is on.
public struct DismissAction {
    let handler: DismissHandler?

    /// Dismisses the view if it is currently presented.
    @MainActor public func callAsFunction() { handler?.action() }
}

/// What `dismiss` does where it is set, and who set it: equal when the same
/// presentation set it, so views below are not run again for a new closure each update.
struct DismissHandler: Equatable {
    let owner: AnyHashable
    let action: @MainActor () -> Void

    static func == (a: Self, b: Self) -> Bool { a.owner == b.owner }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissHandler? { nil }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation (does nothing outside one).
    public var dismiss: DismissAction {
        DismissAction(handler: self[DismissKey.self])
    }

    /// Sets what `dismiss` does below, for the presentation `owner`.
    mutating func setDismiss(owner: AnyHashable, _ action: @escaping @MainActor () -> Void) {
        self[DismissKey.self] = DismissHandler(owner: owner, action: action)
    }

    /// A Boolean value that indicates whether the view associated with this environment
    /// is currently presented (in a sheet or pushed on a navigation stack).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

// MARK: - The window

/// The root of a window: its content, and over it the sheet and the alert it presents.
struct _WindowContent<Content: View>: _PrimitiveView {
    let content: Content

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let registry = inputs.persistentObject { PresentationRegistry() }
        registry.invalidator = inputs.invalidator
        var contentInputs = inputs
        contentInputs.environment = registry.contentEnvironment(for: inputs.environment)
        let nodes = KeyboardToolbar.attach(to: contentInputs.resolve(view.content), inputs: contentInputs)

        let sheets = registry.presented(\.sheets)
        if let shown = registry.shownSheet, shown.identity != sheets.first?.identity,
           let onDismiss = shown.presentation.onDismiss {
            inputs.graph.enqueue(onDismiss)
        }
        registry.shownSheet = sheets.first
        var shown = nodes
        if sheets.isEmpty { registry.sheetOptions = nil }
        if let (identity, sheet) = sheets.first {
            if sheets.count > 1 {
                Diagnostics.warnOnce("Only one sheet can be presented at a time; showing the first of \(sheets.count) presented sheets.")
            }
            // The sheet's state lives while it is presented, under its modifier's identity.
            var sheetInputs = contentInputs.forChildren(orientation: nil).appending(identity)
            sheetInputs.environment.setDismiss(owner: identity, sheet.dismiss)
            sheetInputs.environment.isPresented = true
            sheetInputs.environment.hasSafeArea = true
            if registry.sheetOptions?.identity != identity { registry.sheetOptions = (identity, SheetOptions()) }
            let options = registry.sheetOptions!.options
            sheetInputs.environment.sheetOptions = options
            let base = inputs.nodeBehindPresentation(nodes)
            let card = sheetInputs.resolveAsOne(sheet.content, stackedIn: .vertical()) ?? inputs.emptyNode(.vertical())
            let layout = SheetLayout(sceneSize: inputs.environment.sceneSize, insets: inputs.environment.windowSafeAreaInsets,
                                     presentation: sheet, detents: options.detents,
                                     showsDragIndicator: options.showsDragIndicator,
                                     coversWindow: sheet.style.coversWindow(options),
                                     interactiveDismissDisabled: options.interactiveDismissDisabled)
            shown = [inputs.makeNode(LayoutBehavior(layout), children: [base, card])]
        }
        // A menu and a dialog go over the sheet; an alert over everything.
        shown = presentMenu(registry, over: shown, inputs: inputs)
        shown = presentDialog(registry, over: shown, inputs: inputs)
        if let (_, alert) = registry.presented(\.alerts).first {
            let below = inputs.nodeBehindPresentation(shown)
            let box = makeAlertBox(alert, inputs: inputs.appending(ViewPath.Component.alert))
            shown = [inputs.makeNode(LayoutBehavior(AlertLayout(sceneSize: inputs.environment.sceneSize, presentation: alert)),
                                     children: [below, box])]
        }
        if inputs.environment.showsStatusBar { shown = [makeStatusBarNode(over: shown, inputs: inputs)] }
        list.nodes += shown
    }
}

/// What a window's presentation modifiers say, by the identity of each: a sheet or an
/// alert when presented, nothing otherwise. The window keeps it across updates, so a
/// modifier whose view was not resolved again (nothing in it changed) still counts.
@MainActor
final class PresentationRegistry {
    struct Entry<P> {
        /// Creation order of the modifier's identity: view order among those made together.
        let order: Int
        /// The modifier's identity, under which what it presents keeps its state.
        let identity: UInt64
        let presentation: P
    }

    var sheets: [ObjectIdentifier: Entry<SheetPresentation>] = [:]
    /// The options of the sheet shown, by its identity.
    var sheetOptions: (identity: UInt64, options: SheetOptions)?
    var alerts: [ObjectIdentifier: Entry<AlertPresentation>] = [:]
    var menus: [ObjectIdentifier: Entry<MenuPresentation>] = [:]
    var dialogs: [ObjectIdentifier: Entry<DialogPresentation>] = [:]
    /// The sheet shown after the last update, whose `onDismiss` runs when it goes.
    var shownSheet: (identity: UInt64, presentation: SheetPresentation)?
    var invalidator: GraphInvalidator?
    private lazy var reference = PresentationRegistryReference(self)
    /// The window's environment and the content's (the window's with this registry).
    private var environments: (window: EnvironmentValues, content: EnvironmentValues)?

    /// The content's environment: the same value while the window's is the same, so
    /// views below compare environments by revision, not value by value, each update.
    func contentEnvironment(for window: EnvironmentValues) -> EnvironmentValues {
        if let environments, environments.window.isEqual(to: window) { return environments.content }
        var content = window
        content.setObject(reference)
        environments = (window, content)
        return content
    }

    /// The presented entries of one kind, in view order.
    func presented<P>(_ kind: KeyPath<PresentationRegistry, [ObjectIdentifier: Entry<P>]>) -> [(identity: UInt64, presentation: P)] {
        self[keyPath: kind].values.sorted { $0.order < $1.order }.map { ($0.identity, $0.presentation) }
    }
}

/// The environment's reference to a window's registry: weak, because the registry keeps
/// the environment it made (a strong one would keep both forever).
@MainActor
final class PresentationRegistryReference {
    weak var registry: PresentationRegistry?
    init(_ registry: PresentationRegistry) { self.registry = registry }
}

extension EnvironmentValues {
    /// The registry of the window a view is in.
    @MainActor var presentationRegistry: PresentationRegistry? {
        object(of: PresentationRegistryReference.self)?.registry
    }
}

extension _ViewInputs {
    /// Records `presentation` (nil: not presented) for the modifier of type `type` at
    /// these inputs; the record goes, and the window updates, when its view goes.
    func registerPresentation<P>(_ presentation: P?, of type: Any.Type,
                                 in kind: ReferenceWritableKeyPath<PresentationRegistry, [ObjectIdentifier: PresentationRegistry.Entry<P>]>) {
        guard let registry = environment.presentationRegistry else { return }
        let (node, _) = scope.child(at: path, type: type)
        let key = ObjectIdentifier(node)
        let identity = UInt64(UInt(bitPattern: key.hashValue))
        registry[keyPath: kind][key] = presentation.map {
            PresentationRegistry.Entry(order: node.serial, identity: identity, presentation: $0)
        }
        node.onRemove = { [weak registry] in
            guard let registry, registry[keyPath: kind][key] != nil else { return }
            registry[keyPath: kind][key] = nil
            registry.invalidator?.invalidate()
        }
    }
}

/// The window's content and the sheet over it (steps 2 and 3).
struct SheetLayout: PresentationOverWindow {
    static var changesPlacementContext: Bool { true }
    let sceneSize: CGSize?
    /// The window's safe-area insets, as the host set them.
    let insets: EdgeInsets
    let presentation: SheetPresentation
    let detents: Set<PresentationDetent>
    let showsDragIndicator: Bool
    /// A full-screen cover: the card is the whole window, its content in the window's
    /// safe area, nothing behind it drawn.
    var coversWindow = false
    /// Set by `interactiveDismissDisabled`: `ViewHost.dismiss()`, which swipes the sheet
    /// down, does not dismiss it.
    var interactiveDismissDisabled = false

    var nodeLabel: String { coversWindow ? "fullScreenCover" : "sheet" }

    /// The large detent's top: `topGap` below the safe area's top.
    private func largeTop(in window: CGRect) -> CGFloat {
        window.minY + insets.top + SheetMetrics.topGap
    }

    /// The card: at the smallest detent, from its top to the window's bottom.
    @MainActor
    private func cardFrame(in window: CGRect) -> CGRect {
        if coversWindow { return window }
        let large = max(0, window.maxY - largeTop(in: window))
        let height = detents.map { $0.height(large: large) }.min() ?? large
        return CGRect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
    }

    /// The card less the home-indicator band: where the sheet's content goes.
    @MainActor
    private func contentFrame(in window: CGRect) -> CGRect {
        if coversWindow {
            return CGRect(x: window.minX + insets.leading, y: window.minY + insets.top,
                          width: max(0, window.width - insets.leading - insets.trailing),
                          height: max(0, window.height - insets.top - insets.bottom))
        }
        let card = cardFrame(in: window)
        return CGRect(x: card.minX, y: card.minY, width: card.width, height: max(0, card.height - insets.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // A full-screen cover hides what is behind it.
        if coversWindow { subviews[0].exclude() } else { subviews[0].place(at: bounds.origin, proposal: proposal) }
        // The sheet's content, centred in the card as a window's root is.
        let area = contentFrame(in: window(around: bounds))
        subviews[1].place(at: CGPoint(x: area.midX, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
    }

    /// Inside the card the safe area is the card less the home-indicator band.
    func placementContext(forSubview index: Int, at frame: CGRect, node: LayoutNode) -> PlacementContext {
        guard index == 1 else { return node.placementContext }
        let window = window(around: node.frame)
        var context = node.placementContext
        context.safeArea = SafeAreaGeometry(safe: contentFrame(in: window), outer: cardFrame(in: window))
        return context
    }

    func draw(node: LayoutNode, into list: inout DisplayListBuilder) {
        let window = window(around: node.frame)
        if coversWindow {
            list.append(.fill(Path(list.grid.snap(window)), .color(SystemColors.background), FillStyle()))
            return node.children[1].draw(into: &list)
        }
        let card = list.grid.snap(cardFrame(in: window))
        // The content behind, on black, scaled back about the window's centre and dimmed;
        // below the large detent it stays in place, dimmed.
        let s = card.minY > largeTop(in: window) + 0.5 ? 1 : SheetMetrics.backScale
        let transform = CGAffineTransform(translationX: window.midX * (1 - s), y: window.midY * (1 - s)).scaledBy(x: s, y: s)
        list.append(.fill(Path(list.grid.snap(window)), .color(.black), FillStyle()))
        list.group(.transform(transform)) { list in
            list.group(.clip(Path(roundedRect: window, cornerRadius: SheetMetrics.cornerRadius), FillStyle())) { list in
                node.children[0].draw(into: &list)
                list.append(.fill(Path(window), .color(Color.black.opacity(SheetMetrics.dimming)), FillStyle()))
            }
        }
        // Only the top corners are rounded: the shape runs past the window's bottom.
        let r = SheetMetrics.cornerRadius
        let shape = Path(roundedRect: CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + r), cornerRadius: r)
        list.group(.clip(shape, FillStyle())) { list in
            list.append(.fill(Path(card), .color(SystemColors.background), FillStyle()))
            node.children[1].draw(into: &list)
            if showsDragIndicator {
                let m = SheetMetrics.dragIndicator
                let grabber = CGRect(x: card.midX - m.width / 2, y: card.minY + m.top, width: m.width, height: m.height)
                list.append(.fill(Path(roundedRect: list.grid.snap(grabber), cornerRadius: m.height / 2),
                                  .color(SheetMetrics.dragIndicatorColor), FillStyle()))
            }
        }
    }
}

/// The node of what a window shows (subview 0) with a presentation over it (subview 1):
/// it is laid out as what is behind would be, and places the presentation in the window.
protocol PresentationOverWindow: BuiltInLayout where Cache == () {
    /// The window's size, as the host set it; nil: the content's frame stands for it.
    var sceneSize: CGSize? { get }
}

extension PresentationOverWindow {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews[0].spacing }

    /// The window in window coordinates.
    func window(around bounds: CGRect) -> CGRect {
        sceneSize.map { CGRect(origin: .zero, size: $0) } ?? bounds
    }
}

private struct WindowSafeAreaInsetsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension ViewPath.Component {
    /// Where the window's alert is resolved.
    static let alert: UInt64 = 0xC0_0000_0101
}

extension EnvironmentValues {
    /// The window's safe-area insets, as the host set them: where a sheet's card begins.
    var windowSafeAreaInsets: EdgeInsets {
        get { self[WindowSafeAreaInsetsKey.self] }
        set { self[WindowSafeAreaInsetsKey.self] = newValue }
    }
}
