import Foundation
import Vellum

// The cost and depth cases of the hostile-input issue (`--hostile`): trees a server or
// a fuzzer may hand Vellum, each laid out once in a window and timed. Their bounds are
// checked with call counts in the tests; here they are timed in release.

/// `depth` nested `.padding(1)`, built by a recursive custom view as app code would.
struct NestedPadding: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10)
        } else {
            NestedPadding(depth: depth - 1).padding(1)
        }
    }
}

/// `depth` nested VStacks around one leaf.
struct NestedStacks: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("Leaf")
        } else {
            VStack { NestedStacks(depth: depth - 1) }
        }
    }
}

/// Grids nested `depth` deep, each with a cell spanning two columns over two cells.
struct NestedSpanningGrids: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("Leaf")
        } else {
            Grid {
                GridRow {
                    NestedSpanningGrids(depth: depth - 1).gridCellColumns(2)
                }
                GridRow {
                    Text("A")
                    Text("B")
                }
            }
        }
    }
}

/// Times one first layout of `view` in a 1024 × 768 window. With `nesting`, the view
/// at depth 0 of the same recursive view: the line also says how many levels were laid
/// out, the rest having been cut for the stack.
@MainActor
func timeHostile<V: View>(_ name: String, items: Int, _ view: @autoclosure () -> V, nesting: (() -> V)? = nil) {
    guard options.includes(name) else { return }
    let start = DispatchTime.now().uptimeNanoseconds
    let layout = ViewLayout(of: view(), in: CGSize(width: 1024, height: 768))
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    var line = String(format: "%-28@ %8d items  %10.1f ms  size %@", name as NSString, items, ms, "\(layout.size)")
    if let nesting {
        let levels = depth(of: layout.root) - depth(of: ViewLayout(of: nesting(), in: CGSize(width: 1024, height: 768)).root)
        line += "  \(levels) levels laid out, " + (leafIsDrawn(view()) ? "leaf drawn" : "leaf NOT drawn")
    }
    say(line)
    FileHandle.standardError.write(Data(String(format: "CSV,%@,hostile first layout,%d,%.4f\n", name, items, ms).utf8))
}

@MainActor
func benchmarkHostile() {
    for n in [1_000, 10_000, 100_000] {
        timeHostile("hstack-texts-\(n)", items: n, HStack { ForEach(0..<n, id: \.self) { Text("Item \($0)") } })
        timeHostile("vstack-texts-\(n)", items: n, VStack { ForEach(0..<n, id: \.self) { Text("Row \($0)") } })
    }
    // A long text over the spanned columns: measuring it is not cheap, so each width it
    // is asked shows (fuzz seeds 2008189, 3008030).
    let longText = String(repeating: "lorem ipsum ", count: 200)
    for n in [1_000, 10_000] {
        timeHostile("grid-cell-columns-\(n)", items: n, Grid { GridRow { Color.red.gridCellColumns(n) } })
        timeHostile("grid-text-columns-\(n)", items: n, Grid { GridRow { Text(longText).gridCellColumns(n) } })
    }
    // Three cells of one row spanning 10,000 columns each, over a row of cells of their
    // own (fuzz seed 3008030): 30,000 columns, sized as a few runs.
    timeHostile("grid-three-spans-30000", items: 30_000, Grid {
        GridRow {
            Text(longText).gridCellColumns(10_000)
            Color.red.gridCellColumns(10_000)
            Text(longText).gridCellColumns(10_000)
        }
        GridRow { ForEach(0..<20, id: \.self) { Text("\($0)") } }
    })
    for k in [8, 12, 16] {
        timeHostile("nested-spanning-grids-\(k)", items: k, NestedSpanningGrids(depth: k))
    }
    for depth in [1_000, 10_000, 100_000] {
        timeHostile("nested-padding-\(depth)", items: depth, NestedPadding(depth: depth)) { NestedPadding(depth: 0) }
        timeHostile("nested-vstacks-\(depth)", items: depth, NestedStacks(depth: depth)) { NestedStacks(depth: 0) }
    }
}

/// The number of levels in the deepest branch of `element`'s tree, not counting what
/// was left out for the stack. Iterative: the tree may be deeper than the stack holds.
func depth(of element: ViewLayout.Element) -> Int {
    var deepest = 0
    var pending = [(element, 1)]
    while let (element, level) = pending.popLast() {
        guard !element.label.contains("nested too deeply") else { continue }
        deepest = max(deepest, level)
        pending += element.children.map { ($0, level + 1) }
    }
    return deepest
}

/// Whether the innermost view of a nested tree is drawn: the tree rendered to PNG in a
/// 100 × 100 frame, which centres it, has an opaque, non-white pixel within 10 pixels
/// of the centre (the leaf is a red square or the word "Leaf", centred at every level).
@MainActor
func leafIsDrawn<V: View>(_ view: V) -> Bool {
    let renderer = ImageRenderer(content: view.frame(width: 100, height: 100))
    renderer.scale = 1
    guard let png = try? renderer.pngData(), let bitmap = try? ImageDecoder.decode(png),
          let rgba = bitmap.rgba else { return false }
    for y in 40..<60 {
        for x in 40..<60 {
            let pixel = rgba[(y * bitmap.pixelWidth + x) * 4..<(y * bitmap.pixelWidth + x) * 4 + 4]
            if pixel.last! > 128 && pixel.dropLast().min()! < 128 { return true }
        }
    }
    return false
}
