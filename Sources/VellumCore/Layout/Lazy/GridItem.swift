import Foundation

// The column (or row) sizing of LazyVGrid / LazyHGrid (spec 5.8). The item definitions
// alone decide; the cells are never asked.
//
// 1. remaining = W − Σ fixed lengths − Σ spacings between items (the spacing after item
//    i is `items[i].spacing ?? 8`; none after the last).
// 2. Walk the non-fixed items in declaration order; with n of them not yet sized,
//    share = remaining / n.
//    * flexible(min, max): length = clamp(share, min, max);
//    * adaptive(min, max): a sub-grid in `share`: k = max(1, floor((share + s) / (min + s)))
//      tracks of (share − (k − 1)·s) / k each, capped at max, s being its spacing.
//    remaining −= the length it occupies.
// 3. If the total (lengths + spacings) is not W (a minimum forced an overflow), run the
//    whole computation again with W := that total, and use that second pass.
// With no usable W (nil or infinite), flexible items take their minimum and adaptive ones
// a single track of their minimum.

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a lazy grid.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item; nil means the default, 8.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view; nil means centred.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved column (or row) of a grid: where it starts across the grid, how long it
/// is, and how cells sit in it.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment

    static func == (a: GridTrack, b: GridTrack) -> Bool {
        a.offset == b.offset && a.length == b.length
    }
}

/// The default spacing between grid items and between grid rows.
let defaultGridSpacing: CGFloat = 8

/// The limit on the tracks one adaptive item makes, against absurd minimums.
private let maximumAdaptiveTracks = 10_000

/// Grid item sizes made safe once: non-finite or negative lengths become defaults.
@MainActor
private func sanitized(_ item: GridItem) -> GridItem {
    func length(_ v: CGFloat, _ what: String, _ fallback: CGFloat) -> CGFloat {
        guard v.isFinite, v >= 0 else {
            Diagnostics.warn("Invalid GridItem \(what) \(v); using \(formatLength(fallback)).")
            return fallback
        }
        return v
    }
    var item = item
    switch item.size {
    case .fixed(let v): item.size = .fixed(length(v, "fixed size", 0))
    case .flexible(let lo, let hi):
        let minimum = length(lo, "minimum", 10)
        item.size = .flexible(minimum: minimum, maximum: hi.isNaN ? .infinity : max(hi, minimum))
    case .adaptive(let lo, let hi):
        let minimum = length(lo, "minimum", 10)
        item.size = .adaptive(minimum: minimum, maximum: hi.isNaN ? .infinity : max(hi, minimum))
    }
    if let s = item.spacing { item.spacing = length(s, "spacing", defaultGridSpacing) }
    return item
}

/// The tracks `items` make in a grid `available` long across (nil: no length given).
@MainActor
func gridTracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
    let items = items.map(sanitized)
    guard let available, available.isFinite else { return gridPass(items, available: nil) }
    let first = gridPass(items, available: max(available, 0))
    let total = first.last.map { $0.offset + $0.length } ?? 0
    if abs(total - available) < 0.0001 { return first }
    return gridPass(items, available: total)
}

/// One pass of steps 1 and 2.
@MainActor
private func gridPass(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
    func spacingAfter(_ i: Int) -> CGFloat { i < items.count - 1 ? items[i].spacing ?? defaultGridSpacing : 0 }
    // Step 1.
    var remaining = available ?? 0
    var flexibleCount = 0
    for (i, item) in items.enumerated() {
        if case .fixed(let length) = item.size { remaining -= length } else { flexibleCount += 1 }
        remaining -= spacingAfter(i)
    }
    // Step 2: lengths of each item's tracks, and its spacing between its own tracks.
    var tracks: [GridTrack] = []
    var offset: CGFloat = 0
    for (i, item) in items.enumerated() {
        let alignment = item.alignment ?? .center
        var lengths: [CGFloat]
        var inner: CGFloat = 0
        switch item.size {
        case .fixed(let length):
            lengths = [length]
        case .flexible(let minimum, let maximum):
            let share = available == nil ? minimum : remaining / CGFloat(flexibleCount)
            lengths = [min(max(share, minimum), maximum)]
        case .adaptive(let minimum, let maximum):
            inner = item.spacing ?? defaultGridSpacing
            if available == nil {
                lengths = [minimum]
            } else {
                let share = remaining / CGFloat(flexibleCount)
                let fit = (share + inner) / (minimum + inner)
                var k = maximumAdaptiveTracks
                if fit < 1 {
                    k = 1  // no room (a huge fixed item or spacing before it): one track, not a negative count
                } else if fit.isFinite, fit < CGFloat(maximumAdaptiveTracks + 1) {
                    k = Int(fit.rounded(.down))
                } else {
                    Diagnostics.warnOnce("GridItem.adaptive(minimum: \(formatLength(minimum))) fits \(fit) items in \(formatLength(share)) points; using \(maximumAdaptiveTracks).")
                }
                let length = min(max((share - CGFloat(k - 1) * inner) / CGFloat(k), 0), maximum)
                lengths = Array(repeating: length, count: k)
            }
        }
        if case .fixed = item.size {} else {
            flexibleCount -= 1
            remaining -= lengths.reduce(0, +) + CGFloat(lengths.count - 1) * inner
        }
        for (j, length) in lengths.enumerated() {
            tracks.append(GridTrack(offset: offset, length: length, alignment: alignment))
            offset += length + (j < lengths.count - 1 ? inner : spacingAfter(i))
        }
    }
    return tracks
}
