import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// The label row has the label leading and a chevron trailing in the tint (pointing
/// right when collapsed, down when expanded); a tap anywhere on the row toggles it.
/// - Outside a list it is a leading-aligned VStack (spacing 8, estimated): the label
///   row, then the content when expanded.
/// - In a List or Form the label row is a row, and each content view is a row after it,
///   indented one outline level.
/// Without an `isExpanded` binding the group keeps its own expansion (collapsed at
/// first) in the view graph's persistent state for its identity.
public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content()
        self.label = label()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    /// The spacing between the label row and the content outside a list (estimated).
    static var contentSpacing: CGFloat { 8 }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let env = inputs.environment
        let expansion: Binding<Bool>
        if let binding = view.isExpanded {
            expansion = binding
        } else {
            let state = inputs.persistentObject { DisclosureState() }
            let invalidator = inputs.invalidator
            expansion = Binding(get: { state.isExpanded }, set: { state.isExpanded = $0; invalidator.invalidate() })
        }
        let expanded = expansion.wrappedValue
        let chevron = DisclosureChevron()
            .stroke(env.isEnabled ? env.controlTint : SystemColors.tertiaryLabel,
                    style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: 7, height: 12)
            .rotationEffect(.degrees(expanded ? 90 : 0))
        let row = HStack {
            view.label
            Spacer()
            chevron
        }
        let labelRow = row.interaction(.tap { expansion.wrappedValue.toggle() })

        if env.listRowStyle != nil {
            list.nodes += inputs.resolve(labelRow)
            guard expanded else { return }
            for node in inputs.resolve(view.content) {
                node.traits.layoutValues[ObjectIdentifier(OutlineLevelKey.self)] = node.traits.layoutValue(OutlineLevelKey.self) + 1
                list.nodes.append(node)
            }
            return
        }
        list.nodes += inputs.resolve(VStack(alignment: .leading, spacing: contentSpacing) {
            labelRow
            if expanded { view.content }
        })
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A disclosure group's own expansion, kept per identity.
final class DisclosureState {
    var isExpanded = false
}

/// SF Symbols' chevron.right as an open chevron (estimated 7 × 12).
struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}
