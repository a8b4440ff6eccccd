import Foundation

// The inline, navigation-link, wheel and palette pickers. Each is resolved by
// `Picker._makeViewList` from the style in the environment; options are the picker's
// content subviews, re-resolved one at a time with `_ContentElement`.

// MARK: - Inline

/// One option as a list row: the option leading, a checkmark in the tint trailing when
/// it is the selected one (the checkmark's size is the menu's, an estimate).
struct PickerOptionRow<Content: View>: View {
    let isSelected: Bool
    let content: Content
    @Environment(\.controlTint) private var tint

    var body: some View {
        HStack(spacing: 0) {
            content
            Spacer(minLength: 8)
            Checkmark()
                .stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: MenuMetrics.checkmarkSize.width, height: MenuMetrics.checkmarkSize.height)
                .opacity(isSelected ? 1 : 0)
        }
        .contentShape(Rectangle())
    }
}

/// The inline picker in a List or Form: one row per option in the enclosing section; a
/// tap on a row selects its tag. As in a sectioned Form on iOS, the label is not shown.
struct InlinePickerRows<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let tags: [AnyHashable?]

    static func _makeViewList(view rows: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let selection = rows.view.selection
        let current = AnyHashable(selection.wrappedValue)
        list.nodes += inputs.resolve(ForEach(rows.tags.indices, id: \.self) { i in
            let row = PickerOptionRow(isSelected: rows.tags[i] == current,
                                      content: _ContentElement(content: rows.view.content, index: i))
            if let value = value(rows.tags[i], as: SelectionValue.self) {
                row.onTapGesture { selection.wrappedValue = value }
            } else {
                row
            }
        })
    }
}

// MARK: - Navigation link

/// The navigation-link picker: a row that, in a navigation stack, pushes the options as
/// a list; choosing one selects it and pops back.
struct NavigationLinkPickerBody<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let tags: [AnyHashable?]
    let selected: Int?

    static func _makeViewList(view body: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let picker = body.view
        let state = inputs.environment.navigationState
        let destination = List {
            ForEach(body.tags.indices, id: \.self) { i in
                let row = PickerOptionRow(isSelected: i == body.selected,
                                          content: _ContentElement(content: picker.content, index: i))
                if let value = value(body.tags[i], as: SelectionValue.self) {
                    row.onTapGesture { [weak state] in
                        picker.selection.wrappedValue = value
                        _ = state?.pop()
                    }
                } else {
                    row
                }
            }
        }
        let titled: AnyView = (picker.label as? Text).map { AnyView(destination.navigationTitle($0)) } ?? AnyView(destination)
        let link = NavigationLink(destination: titled) {
            HStack(spacing: 0) {
                picker.label
                Spacer(minLength: 8)
                if let selected = body.selected {
                    _ContentElement(content: picker.content, index: selected).foregroundStyle(.secondary)
                }
            }
        }
        list.nodes += inputs.resolve(link)
    }
}

// MARK: - Wheel

/// The wheel's metrics. UIPickerView is 216 tall in portrait (UIKit's documented
/// default); the row height, the band's inset and radius and the 21-point text are
/// estimates from iOS 17 screenshots.
enum WheelMetrics {
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    static let bandInset: CGFloat = 8
    static let bandRadius: CGFloat = 8
    static let fontSize: CGFloat = 21
}

/// One column of a wheel (a `.wheel` picker's, or one of a wheel date picker's), drawn
/// flat: the rows near the selected one, 32 tall, moved so the selected row sits in the
/// middle of the 216-tall wheel in the primary colour, the others in secondary grey.
/// The grey band behind the middle row is the wheel's, as it spans every column.
///
/// A tap on a row selects it; a vertical drag selects the row it brings into the middle
/// (one row per 32 points). A looping column (iOS's months, days, hours and minutes)
/// wraps around its ends; any other stops at its first and last rows.
struct WheelColumn<Row: View>: View {
    let count: Int
    let selected: Int?
    var loops = false
    /// Where a row's content sits in the column.
    var alignment: Alignment = .center
    /// A row drawn at no height so the column is as wide as it (the widest row), not as
    /// the rows now in view; nil for a column that fills the width it is offered.
    var widest: Int? = nil
    let select: @MainActor (Int) -> Void
    let row: (Int) -> Row

    /// Rows either side of the middle one that can show: 216 / 32 / 2, rounded up.
    static var reach: Int { 4 }

    var body: some View {
        let centre = selected ?? 0
        // A column too short to fill the wheel would show a row twice: it does not loop.
        let loops = self.loops && count > 2 * Self.reach
        let shown = (-Self.reach...Self.reach).filter { loops || (0..<count).contains(centre + $0) }
        let index = { (position: Int) in loops ? ((position % count) + count) % count : Swift.min(Swift.max(position, 0), count - 1) }
        VStack(spacing: 0) {
            if let widest { row(widest).frame(height: 0).hidden() }
            ForEach(shown, id: \.self) { step in
                let i = index(centre + step)
                row(i)
                    .foregroundStyle(i == selected ? Color.primary : Color.secondary)
                    .frame(maxWidth: .infinity, minHeight: WheelMetrics.rowHeight, maxHeight: WheelMetrics.rowHeight, alignment: alignment)
                    .contentShape(Rectangle())
                    .onTapGesture { select(i) }
            }
        }
        .font(.system(size: WheelMetrics.fontSize))
        .lineLimit(1)
        .offset(y: (WheelMetrics.height - WheelMetrics.rowHeight) / 2 + CGFloat(shown.first ?? 0) * WheelMetrics.rowHeight)
        .frame(maxWidth: widest == nil ? .infinity : nil, minHeight: WheelMetrics.height, maxHeight: WheelMetrics.height, alignment: .top)
        .fixedSize(horizontal: widest != nil, vertical: false)
        .clipped()
        .contentShape(Rectangle())
        .gesture(DragGesture().onEnded { drag in
            guard count > 0 else { return }
            select(index(centre - Int((drag.translation.height / WheelMetrics.rowHeight).rounded())))
        })
    }
}

/// The grey band behind a wheel's middle row, across all its columns.
struct WheelBand: View {
    var body: some View {
        RoundedRectangle(cornerRadius: WheelMetrics.bandRadius)
            .fill(SystemColors.tertiaryFill)
            .frame(height: WheelMetrics.rowHeight)
            .padding(.horizontal, WheelMetrics.bandInset)
    }
}

/// The wheel picker: one column of the options across the width, on the band.
struct WheelPickerBody<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let tags: [AnyHashable?]
    let selected: Int?

    static func _makeViewList(view body: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let selection = body.view.selection
        let tags = body.tags
        let wheel = WheelColumn(count: tags.count, selected: body.selected, select: { i in
            if let value = value(tags[i], as: SelectionValue.self) { selection.wrappedValue = value }
        }) { i in
            _ContentElement(content: body.view.content, index: i)
        }
        list.nodes += inputs.resolve(wheel.background { WheelBand() })
    }
}

// MARK: - Palette

/// A palette picker inside an open menu: the options side by side in one row of equal
/// cells, the selected one on a grey rounded fill (radius and insets estimated); a tap
/// on one selects it and closes the menu.
struct PalettePickerOptions<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let view: Picker<Label, SelectionValue, Content>
    let tags: [AnyHashable?]
    let selected: Int?

    static func _makeViewList(view palette: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let selection = palette.view.selection
        let menu = inputs.environment.menuPanel
        let row = HStack(spacing: 0) {
            ForEach(palette.tags.indices, id: \.self) { i in
                let cell = _ContentElement(content: palette.view.content, index: i)
                    .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight - 8)
                    .background {
                        if i == palette.selected {
                            RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiaryFill)
                        }
                    }
                    .contentShape(Rectangle())
                if let value = value(palette.tags[i], as: SelectionValue.self) {
                    cell.onTapGesture {
                        selection.wrappedValue = value
                        menu?.close()
                    }
                } else {
                    cell
                }
            }
        }
        .padding(4)
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight)
        .layoutValue(key: MenuItemRole.self, value: .row)
        list.nodes += inputs.resolveAsMenuGroup(row)
    }
}
