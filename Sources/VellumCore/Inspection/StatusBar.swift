import Foundation

// The iOS status bar, drawn as the simulator draws it for screenshots: "9:41", full
// signal, Wi-Fi and a full battery, in the primary colour (black in light mode, white
// in dark). `Device.withStatusBar()` turns it on; the window draws it over everything
// in the top safe-area band, and it takes no taps.
//
// Phones with a notch or Dynamic Island (top inset 44 or more): the time centred in
// the band's left "ear", the glyphs in the right one, either side of the island.
// Others (the iPhone SE's and the iPad's 20- and 24-point bars): the time centred, the
// signal and Wi-Fi at the leading edge, the battery at the trailing edge (on iPad
// the time sits at the leading edge; Vellum centres it as on the SE).

/// Figures of the iOS 17 status bar. Apple publishes none; each is an estimate from
/// iOS 17 simulator screenshots.
enum StatusBarMetrics {
    /// The Dynamic Island's width: the room between the two ears (estimate).
    static let islandWidth: CGFloat = 126
    /// Where the time and glyphs are centred below the screen's top on Dynamic Island
    /// phones (estimate).
    static let tallCenterY: CGFloat = 30
    /// The time: 17-point semibold beside the island, 12-point semibold in a 20-point
    /// bar (estimates).
    static let tallTimeFont = Font.system(size: 17, weight: .semibold)
    static let compactTimeFont = Font.system(size: 12, weight: .semibold)
    /// Between the glyphs (estimate), and the compact bar's side margins (estimate).
    static let glyphSpacing: CGFloat = 6
    static let compactMargin: CGFloat = 6
    /// The glyphs: signal 17 × 11, Wi-Fi 16 × 11, battery 25 × 12 with a 1.5 × 4 cap
    /// (estimates).
    static let signal = CGSize(width: 17, height: 11)
    static let wifi = CGSize(width: 16, height: 11)
    static let battery = CGSize(width: 25, height: 12)
}

private struct ShowsStatusBarKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the window draws the status bar (`Device.showsStatusBar`).
    var showsStatusBar: Bool {
        get { self[ShowsStatusBarKey.self] }
        set { self[ShowsStatusBarKey.self] = newValue }
    }
}

extension ViewPath.Component {
    /// Where the window's status bar is resolved.
    static let statusBar: UInt64 = 0xC0_0000_0300
}

/// The window's content with the status bar over it.
@MainActor
func makeStatusBarNode(over nodes: [LayoutNode], inputs: _ViewInputs) -> LayoutNode {
    let below = inputs.oneNode(nodes, stackedIn: .vertical()) ?? inputs.emptyNode(.vertical())
    let top = inputs.environment.windowSafeAreaInsets.top
    let barInputs = inputs.forChildren(orientation: nil).appending(ViewPath.Component.statusBar)
    let bar = barInputs.resolveAsOne(StatusBar(isTall: top >= 44), stackedIn: .vertical()) ?? inputs.emptyNode(.vertical())
    bar.allowsHitTesting = false
    let layout = StatusBarLayout(sceneSize: inputs.environment.sceneSize, height: max(top, 20))
    return inputs.makeNode(LayoutBehavior(layout), children: [below, bar])
}

/// Lays the content out as the window would and the bar across the window's top band.
struct StatusBarLayout: PresentationOverWindow {
    let sceneSize: CGSize?
    let height: CGFloat

    var nodeLabel: String { "statusBar" }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let window = window(around: bounds)
        subviews[1].place(at: window.origin, proposal: ProposedViewSize(width: window.width, height: height))
    }
}

/// The bar's contents.
struct StatusBar: _PrimitiveView {
    let isTall: Bool

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let m = StatusBarMetrics.self
        let signal = SignalBars().fill(Color.primary).frame(width: m.signal.width, height: m.signal.height)
        let wifi = WiFiFan().fill(Color.primary).frame(width: m.wifi.width, height: m.wifi.height)
        guard view.isTall else {
            let time = Text("9:41").font(m.compactTimeFont).foregroundStyle(Color.primary)
            let row = HStack(spacing: 0) {
                HStack(spacing: m.glyphSpacing) { signal; wifi }.frame(maxWidth: .infinity, alignment: .leading)
                time
                BatteryGlyph().frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding(.horizontal, m.compactMargin)
            .frame(maxHeight: .infinity)
            return list.nodes += inputs.resolve(row)
        }
        let row = HStack(spacing: 0) {
            Text("9:41").font(m.tallTimeFont).foregroundStyle(Color.primary).frame(maxWidth: .infinity)
            Color.clear.frame(width: m.islandWidth, height: 0)
            HStack(spacing: m.glyphSpacing) { signal; wifi; BatteryGlyph() }.frame(maxWidth: .infinity)
        }
        .frame(height: 2 * m.tallCenterY)
        .frame(maxHeight: .infinity, alignment: .top)
        list.nodes += inputs.resolve(row)
    }
}

/// Four bars rising left to right, all full.
private struct SignalBars: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let gap = rect.width * 0.1
        let width = (rect.width - 3 * gap) / 4
        for i in 0..<4 {
            let height = rect.height * (0.4 + 0.2 * CGFloat(i))
            let bar = CGRect(x: rect.minX + CGFloat(i) * (width + gap), y: rect.maxY - height, width: width, height: height)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: 1, height: 1))
        }
        return path
    }
}

/// The Wi-Fi fan: a wedge and two bands, quarter circles about the bottom centre.
private struct WiFiFan: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.maxY)
        let radius = min(rect.height, rect.width / 2 / sin(.pi / 4))
        let start = Angle.degrees(-135), end = Angle.degrees(-45)
        for (inner, outer) in [(0.0, 0.3), (0.42, 0.66), (0.78, 1.0)] {
            let r0 = radius * inner, r1 = radius * outer
            path.addArc(center: center, radius: r1, startAngle: start, endAngle: end, clockwise: false)
            if r0 > 0 {
                path.addArc(center: center, radius: r0, startAngle: end, endAngle: start, clockwise: true)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
        }
        return path
    }
}

/// A full battery: an outlined body, its charge, and the cap.
private struct BatteryGlyph: _PrimitiveView {
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let size = StatusBarMetrics.battery
        let glyph = HStack(spacing: 1) {
            RoundedRectangle(cornerRadius: 3.5)
                .strokeBorder(Color.primary.opacity(0.35), lineWidth: 1)
                .overlay {
                    RoundedRectangle(cornerRadius: 2).fill(Color.primary).padding(2)
                }
                .frame(width: size.width, height: size.height)
            RoundedRectangle(cornerRadius: 1).fill(Color.primary.opacity(0.4)).frame(width: 1.5, height: 4)
        }
        list.nodes += inputs.resolve(glyph)
    }
}
