import CCairo
import Foundation
import VellumCore

/// Dashed strokes with more dashes than Cairo should walk.
///
/// Cairo dashes the whole path, also where it lies far outside the canvas. A curve
/// through a control point at the largest finite value, folded onto the canvas's window
/// (`appendPath`), is millions of pixels long: with dashes of half a point it did not
/// finish in ten minutes, and with dashes of 33 and 50 points 1e300 wide (drawn 2^18
/// pixels wide) it took a second on a 320 × 480 canvas (fuzz seed 1022758). So past
/// `maxCairoDashes` the dashes are walked here, and only those that can reach the clip
/// are given to Cairo, each as an undashed subpath. When those would cover the clip
/// more than `maxDashCover` times over, or the walk itself would be longer than
/// `maxWalkedDashes`, the stroke is drawn solid at the share of the pattern that is
/// on: what dashes that fine, or that many overlapping, average to.
extension CairoPainter {
    /// Dashes Cairo draws itself, whatever they cover.
    static let maxCairoDashes = 2_000.0
    /// The longest walk of dashes, about 0.1 s in release.
    static let maxWalkedDashes = 10_000_000.0
    /// How many times over the dashes given to Cairo may cover the clip's area (each
    /// counted by its bounds, widened by the stroke's reach).
    static let maxDashCover = 64.0

    /// Strokes the current path with the dashes set on the context, when there are too
    /// many for Cairo; false, changing nothing, when Cairo should stroke it. `reach` is
    /// how far from its path a stroke draws, in device units.
    func strokeManyDashes(reach: Double) -> Bool {
        let count = Int(cairo_get_dash_count(context))
        guard count > 0 else { return false }
        var pattern = [Double](repeating: 0, count: count)
        var phase = 0.0
        cairo_get_dash(context, &pattern, &phase)
        // Cairo repeats an odd pattern with "on" and "off" swapped.
        if count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        let flat = cairo_copy_path_flat(context)!
        defer { cairo_path_destroy(flat) }
        let subpaths = Self.polylines(flat)
        let length = subpaths.reduce(0) { total, line in total + zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
        let dashes = length / period * Double(pattern.count / 2)
        guard dashes > Self.maxCairoDashes else { return false }

        var visible: [[CGPoint]] = []
        var cover = 0.0
        let clip = deviceClipExtents()
        if dashes <= Self.maxWalkedDashes, let clip {
            var ctm = cairo_matrix_t()
            cairo_get_matrix(context, &ctm)
            let budget = Self.maxDashCover * clip.width * clip.height
            walk: for line in subpaths {
                Self.walkDashes(along: line, pattern: pattern, phase: phase) { dash in
                    let device = dash.map(ctm.apply)
                    let xs = device.map(\.x), ys = device.map(\.y)
                    let bounds = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                        .insetBy(dx: -reach - 1, dy: -reach - 1).intersection(clip)
                    if !bounds.isNull {
                        visible.append(dash)
                        cover += bounds.width * bounds.height
                    }
                    return cover <= budget
                }
                if cover > budget { break walk }
            }
        }
        cairo_set_dash(context, nil, 0, 0)
        guard dashes <= Self.maxWalkedDashes, let clip, cover <= Self.maxDashCover * clip.width * clip.height else {
            let on = stride(from: 0, to: pattern.count, by: 2).reduce(0) { $0 + pattern[$1] }
            cairo_push_group(context)
            cairo_stroke(context)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, on / period)
            return true
        }
        cairo_new_path(context)
        for dash in visible {
            cairo_move_to(context, dash[0].x, dash[0].y)
            for point in dash.dropFirst() { cairo_line_to(context, point.x, point.y) }
        }
        cairo_stroke(context)
        return true
    }

    /// The subpaths of a flattened Cairo path as lists of points; a closed one ends
    /// where it began.
    private static func polylines(_ path: UnsafeMutablePointer<cairo_path_t>) -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = path.pointee.data[index].header
            let point = { CGPoint(x: path.pointee.data[index + 1].point.x, y: path.pointee.data[index + 1].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: lines.append([point()])
            case CAIRO_PATH_LINE_TO where !lines.isEmpty: lines[lines.count - 1].append(point())
            case CAIRO_PATH_CLOSE_PATH where !lines.isEmpty: lines[lines.count - 1].append(lines[lines.count - 1][0])
            default: break
            }
            index += Int(header.length)
        }
        return lines
    }

    /// Calls `dash` with each "on" stretch of `line` as a list of points, as Cairo
    /// dashes it: the pattern starts `phase` in at the line's start. Stops when `dash`
    /// answers false.
    static func walkDashes(along line: [CGPoint], pattern: [Double], phase: Double, _ dash: ([CGPoint]) -> Bool) {
        let period = pattern.reduce(0, +)
        var index = 0
        var left = phase.truncatingRemainder(dividingBy: period)
        if left < 0 { left += period }
        while left >= pattern[index] {
            left -= pattern[index]
            index = (index + 1) % pattern.count
        }
        left = pattern[index] - left
        var current: [CGPoint] = index % 2 == 0 ? [line[0]] : []
        for (a, b) in zip(line, line.dropFirst()) {
            let length = hypot(b.x - a.x, b.y - a.y)
            var done = 0.0
            while length - done > left {
                done += left
                let point = CGPoint(x: a.x + (b.x - a.x) * done / length, y: a.y + (b.y - a.y) * done / length)
                if index % 2 == 0 {
                    current.append(point)
                    guard dash(current) else { return }
                    current = []
                } else {
                    current = [point]
                }
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length - done
            if index % 2 == 0 { current.append(b) }
        }
        if index % 2 == 0, current.count > 1 { _ = dash(current) }
    }
}
