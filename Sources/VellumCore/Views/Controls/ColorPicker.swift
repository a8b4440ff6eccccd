import Foundation

/// A control for selecting a colour: a row with the label leading and a colour well
/// trailing, a circle of the selected colour inside a rainbow ring.
///
/// A tap on the row presents the colour panel as a sheet, as iOS 17 presents
/// `UIColorPickerViewController` on iPhone (see `ColorPanel`): a tap on a grid cell sets
/// the selection at once, the close button dismisses the panel.
///
/// ```swift
/// ColorPicker("Background", selection: $background, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var showsPanel = false

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        ControlRow(spacing: 0, spacer: Spacer(minLength: 8), label: label,
                   control: ColorWell(color: supportsOpacity ? selection.wrappedValue : selection.wrappedValue.opacity(1)))
            .contentShape(Rectangle())
            .onTapGesture { showsPanel = true }
            .sheet(isPresented: $showsPanel) {
                ColorPanel(selection: selection, supportsOpacity: supportsOpacity)
            }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well: 28 across, a 3-wide ring of twelve hues around a gap of 2 and a
/// disc of the colour (all estimates from iOS 17 screenshots; the ring is a conic
/// gradient on iOS, drawn here as twelve arcs).
struct ColorWell: View {
    static let size: CGFloat = 28
    static let ring: CGFloat = 3
    static let gap: CGFloat = 2
    let color: Color

    var body: some View {
        ZStack {
            ForEach(0..<12, id: \.self) { i in
                Circle()
                    .trim(from: CGFloat(i) / 12, to: CGFloat(i + 1) / 12)
                    .stroke(Color(hue: Double(i) / 12, saturation: 0.85, brightness: 1), lineWidth: Self.ring)
                    .padding(Self.ring / 2)
            }
            Circle().fill(color).padding(Self.ring + Self.gap)
        }
        .frame(width: Self.size, height: Self.size)
    }
}
