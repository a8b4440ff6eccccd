import Foundation

// The colour panel a `ColorPicker` presents (iOS 17's UIColorPickerViewController on
// iPhone, in a sheet):
// 1. A 52-tall title bar: "Colors" centred (headline), a 30-wide grey close button
//    16 from the trailing edge.
// 2. The segmented control Grid / Spectrum / Sliders, 16 from each side.
// 3. The tab: Grid, 12 columns × 10 rows of square cells in a card with rounded corners
//    (a grey ramp on top, then hues by column, dark to light by row); Spectrum, hue
//    across and brightness down; Sliders, red, green and blue 0…255.
// 4. With `supportsOpacity`, "OPACITY" and a slider with the percentage.
// 5. At the bottom, above a divider, a 54-point swatch of the current colour.
// Apple publishes no figures: each size here is an estimate from iOS 17 simulator
// screenshots. The eyedropper and the saved colours are not drawn (Linux cannot sample
// the screen).

/// The colour panel: the grid, spectrum and sliders tabs, the opacity slider and the
/// swatch of the selection.
struct ColorPanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var tab = Tab.grid
    @Environment(\.dismiss) private var dismiss

    enum Tab: Hashable { case grid, spectrum, sliders }

    /// Identities of the panel's controls, for hosts and tests (not strings, so they
    /// cannot meet an app's own ids).
    enum Part: Hashable { case close, opacity, swatch, spectrum, cell(row: Int, column: Int), slider(String) }

    /// Margins and sizes (estimates, see the file's top).
    static let margin: CGFloat = 16
    static let titleHeight: CGFloat = 52
    static let closeSize: CGFloat = 30
    static let gridRadius: CGFloat = 8
    static let swatchSize: CGFloat = 54

    /// The grid's 120 colours, row by row, as iOS 17 draws them (sampled from the
    /// simulator by the open-source replicas of the panel, e.g. Telegram's drawing
    /// editor's `palleteColors`; the same table appears in several independent copies,
    /// which differ by one in a few channels; the last row's third blue byte is inferred).
    static let grid: [UInt32] = [
        0xFFFFFF, 0xEBEBEB, 0xD6D6D6, 0xC2C2C2, 0xADADAD, 0x999999, 0x858585, 0x707070, 0x5C5C5C, 0x474747, 0x333333, 0x000000,
        0x00374A, 0x011D57, 0x11053B, 0x2E063D, 0x3C071B, 0x5C0701, 0x5A1C00, 0x583300, 0x563D00, 0x666100, 0x4F5504, 0x263E0F,
        0x004D65, 0x012F7B, 0x1A0A52, 0x450D59, 0x551029, 0x831100, 0x7B2900, 0x7A4A00, 0x785800, 0x8D8602, 0x6F760A, 0x38571A,
        0x016E8F, 0x0042A9, 0x2C0977, 0x61187C, 0x791A3D, 0xB51A00, 0xAD3E00, 0xA96800, 0xA67B01, 0xC4BC00, 0x9BA50E, 0x4E7A27,
        0x008CB4, 0x0056D6, 0x371A94, 0x7A219E, 0x99244F, 0xE22400, 0xDA5100, 0xD38301, 0xD19D01, 0xF5EC00, 0xC3D117, 0x669D34,
        0x00A1D8, 0x0061FE, 0x4D22B2, 0x982ABC, 0xB92D5D, 0xFF4015, 0xFF6A00, 0xFFAB01, 0xFDC700, 0xFEFB41, 0xD9EC37, 0x76BB40,
        0x01C7FC, 0x3A87FE, 0x5E30EB, 0xBE38F3, 0xE63B7A, 0xFF6250, 0xFF8648, 0xFEB43F, 0xFECB3E, 0xFFF76B, 0xE4EF65, 0x96D35F,
        0x52D6FC, 0x74A7FF, 0x864FFE, 0xD357FE, 0xEE719E, 0xFF8C82, 0xFFA57D, 0xFFC777, 0xFFD977, 0xFFF994, 0xEAF28F, 0xB1DD8B,
        0x93E3FD, 0xA7C6FF, 0xB18CFE, 0xE292FE, 0xF4A4C0, 0xFFB5AF, 0xFFC5AB, 0xFFD9A8, 0xFEE4A8, 0xFFFBB9, 0xF2F7B7, 0xCDE8B5,
        0xCBF0FF, 0xD2E2FE, 0xD8C9FE, 0xEFCAFE, 0xF9D3E0, 0xFFDAD8, 0xFFE2D6, 0xFEECD4, 0xFEF1D5, 0xFDFBDD, 0xF6FADB, 0xDEEED4,
    ]

    /// The grid colour at `row`, `column`.
    static func cell(row: Int, column: Int) -> Color {
        let hex = grid[row * 12 + column]
        return Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Text("Colors").font(.headline)
                HStack {
                    Spacer()
                    Button { dismiss() } label: {
                        // The "xmark" glyph, drawn (SF Symbols do not exist on Linux).
                        Path { path in
                            path.move(to: .zero)
                            path.addLine(to: CGPoint(x: 10, y: 10))
                            path.move(to: CGPoint(x: 10, y: 0))
                            path.addLine(to: CGPoint(x: 0, y: 10))
                        }
                        .stroke(Color.secondary, lineWidth: 2)
                        .frame(width: 10, height: 10)
                        .frame(width: Self.closeSize, height: Self.closeSize)
                            .background(Circle().fill(SystemColors.tertiaryFill))
                    }
                    .buttonStyle(.plain)
                    .id(Part.close)
                }
            }
            .frame(height: Self.titleHeight)
            Picker("Mode", selection: $tab) {
                Text("Grid").tag(Tab.grid)
                Text("Spectrum").tag(Tab.spectrum)
                Text("Sliders").tag(Tab.sliders)
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .padding(.bottom, Self.margin)
            switch tab {
            case .grid: gridTab
            case .spectrum: spectrumTab
            case .sliders: slidersTab
            }
            if supportsOpacity {
                VStack(alignment: .leading, spacing: 4) {
                    Text("OPACITY").font(.footnote).foregroundStyle(.secondary)
                    HStack(spacing: 12) {
                        Slider(value: component(\.alpha), in: 0...1).id(Part.opacity)
                        Text("\(Int((selection.wrappedValue.alpha * 100).rounded()))%")
                            .monospacedDigit()
                    }
                }
                .padding(.top, 24)
            }
            Spacer(minLength: 0)
            Divider()
            HStack {
                RoundedRectangle(cornerRadius: Self.gridRadius)
                    .fill(selection.wrappedValue)
                    .frame(width: Self.swatchSize, height: Self.swatchSize)
                    .id(Part.swatch)
                Spacer()
            }
            .padding(.vertical, Self.margin)
        }
        .padding(.horizontal, Self.margin)
    }

    /// The grid: a tap on a cell selects its colour, keeping the opacity.
    private var gridTab: some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<12, id: \.self) { column in
                        let color = Self.cell(row: row, column: column)
                        Rectangle().fill(color)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay { if isSelected(color) { Rectangle().strokeBorder(Color.white, lineWidth: 3) } }
                            .onTapGesture { pick(color) }
                            .id(Part.cell(row: row, column: column))
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: Self.gridRadius))
    }

    /// Hue across, and down from the pure hue to black: a tap picks the colour there.
    private var spectrumTab: some View {
        GeometryReader { proxy in
            let hues = (0...12).map { Color(hue: Double($0) / 12, saturation: 1, brightness: 1) }
            Rectangle()
                .fill(LinearGradient(colors: hues, startPoint: .leading, endPoint: .trailing))
                .overlay(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
                .gesture(SpatialTapGesture().onEnded { tap in
                    let hue = min(max(tap.location.x / max(proxy.size.width, 1), 0), 1)
                    let brightness = 1 - min(max(tap.location.y / max(proxy.size.height, 1), 0), 1)
                    pick(Color(hue: hue, saturation: 1, brightness: brightness))
                })
        }
        .aspectRatio(12 / 10, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: Self.gridRadius))
        .id(Part.spectrum)
    }

    /// Red, green and blue, each a slider with its value 0…255.
    private var slidersTab: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach([("RED", \Color.red), ("GREEN", \Color.green), ("BLUE", \Color.blue)], id: \.0) { name, keyPath in
                VStack(alignment: .leading, spacing: 4) {
                    Text(name).font(.footnote).foregroundStyle(.secondary)
                    HStack(spacing: 12) {
                        Slider(value: component(keyPath), in: 0...1).id(Part.slider(name))
                        Text("\(Int((selection.wrappedValue[keyPath: keyPath] * 255).rounded()))").monospacedDigit()
                    }
                }
            }
        }
    }

    /// Whether `color` is the selection, whatever its opacity: the cell iOS rings in white
    /// (a 3-point ring, an estimate).
    private func isSelected(_ color: Color) -> Bool {
        let selected = selection.wrappedValue
        return abs(selected.red - color.red) < 0.002 && abs(selected.green - color.green) < 0.002 && abs(selected.blue - color.blue) < 0.002
    }

    /// Sets the selection to `color` with the current opacity (iOS keeps the slider's value).
    private func pick(_ color: Color) {
        selection.wrappedValue = supportsOpacity ? color.opacity(selection.wrappedValue.alpha) : color
    }

    /// A binding to one component of the selection.
    private func component(_ keyPath: WritableKeyPath<Color, Double>) -> Binding<Double> {
        Binding(get: { selection.wrappedValue[keyPath: keyPath] },
                set: { var color = selection.wrappedValue; color[keyPath: keyPath] = $0; color.name = nil; selection.wrappedValue = color })
    }
}
