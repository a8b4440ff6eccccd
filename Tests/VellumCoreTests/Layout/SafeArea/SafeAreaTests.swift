import Foundation
import Testing
@testable import VellumCore

// Spec section 7: the window's safe area, ignoresSafeArea, backgrounds extending into
// the safe area, safeAreaInset, safeAreaPadding, and GeometryProxy.safeAreaInsets.

/// A 390 × 844 window with a 47-point top and a 34-point bottom inset (an iPhone 14 in
/// portrait): the safe area is (0, 47, 390, 763).
@MainActor
private func phone<V: View>(_ view: V) -> ViewLayout {
    ViewLayout(of: view, in: CGSize(width: 390, height: 844),
               safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), environment: .spec)
}

private let safeRect = CGRect(x: 0, y: 47, width: 390, height: 763)
private let window = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor
struct SafeAreaTests {
    // MARK: The window

    @Test func rootIsProposedAndPlacedInTheSafeArea() {
        let l = phone(Color.red.id("c"))
        expectFrame(l, "c", safeRect)
        expectProposal(l, "c", 390, 763)
        #expect(l.canvasSize == CGSize(width: 390, height: 844))
        // A smaller root is centred in the safe rectangle: 47 + (763 − 100) / 2.
        expectFrame(phone(Color.red.frame(width: 100, height: 100).id("s")), "s",
                    CGRect(x: 145, y: 378.5, width: 100, height: 100))
    }

    @Test func zeroInsetsLayOutLikeThePlainWindow() {
        let view = VStack { Text("Hello").id("t"); Color.blue.id("c") }
        let plain = ViewLayout(of: view, in: CGSize(width: 300, height: 200), environment: .spec)
        let safe = ViewLayout(of: view, in: CGSize(width: 300, height: 200), safeAreaInsets: EdgeInsets(), environment: .spec)
        #expect(plain.description == safe.description)
    }

    @Test func badInsetsWarnAndBecomeZero() {
        var l: ViewLayout?
        let warnings = Diagnostics.capture {
            l = ViewLayout(of: Color.red.id("c"), in: CGSize(width: 100, height: 100),
                           safeAreaInsets: EdgeInsets(top: -5, leading: .nan, bottom: 10, trailing: .infinity))
        }
        #expect(warnings.count == 3)
        expectFrame(l!, "c", CGRect(x: 0, y: 0, width: 100, height: 90))
    }

    @Test func modifiersKeepTheSizingLaws() {
        let text = Text("Hello, world")
        LayoutLaws.check(text.ignoresSafeArea())
        LayoutLaws.check(text.background(Color.red, ignoresSafeAreaEdges: .top))
        LayoutLaws.check(text.safeAreaInset(edge: .bottom) { Text("Bar") })
        LayoutLaws.check(text.safeAreaInset(edge: .leading, spacing: 4) { Color.red.frame(width: 10) }, mayBeInfinite: true)
        LayoutLaws.check(text.safeAreaPadding())
        LayoutLaws.check(Color.red.safeAreaInset(edge: .top) { EmptyView() }, mayBeInfinite: true)
    }

    // MARK: ignoresSafeArea

    @Test func ignoresSafeAreaGrowsTheViewIntoTheInsets() {
        let l = phone(Color.red.id("c").ignoresSafeArea().id("modifier"))
        expectFrame(l, "c", window)
        expectProposal(l, "c", 390, 844)
        // The modifier itself keeps the normal size: its parent sees nothing change.
        expectFrame(l, "modifier", safeRect)
    }

    @Test func ignoresSafeAreaOnChosenEdgesAndRegions() {
        expectFrame(phone(Color.red.id("c").ignoresSafeArea(edges: .top)), "c", CGRect(x: 0, y: 0, width: 390, height: 810))
        expectFrame(phone(Color.red.id("c").ignoresSafeArea(.container, edges: .bottom)), "c",
                    CGRect(x: 0, y: 47, width: 390, height: 797))
        expectFrame(phone(Color.red.id("c").edgesIgnoringSafeArea(.vertical)), "c", window)
        // There is no keyboard: ignoring only its region changes nothing.
        expectFrame(phone(Color.red.id("c").ignoresSafeArea(.keyboard)), "c", safeRect)
    }

    @Test func onlyInsetsThatReachTheViewApply() {
        // The top half touches only the top edge; its sibling is not moved.
        let l = phone(VStack(spacing: 0) {
            Color.red.id("top").ignoresSafeArea()
            Color.blue.id("bottom")
        })
        expectFrame(l, "top", CGRect(x: 0, y: 0, width: 390, height: 47 + 381.5))
        expectFrame(l, "bottom", CGRect(x: 0, y: 428.5, width: 390, height: 381.5))
        // A view in the middle of the screen touches no edge.
        expectFrame(phone(Color.red.frame(width: 100, height: 100).id("c").ignoresSafeArea()), "c",
                    CGRect(x: 145, y: 378.5, width: 100, height: 100))
        // A padded view stops short of the edges.
        expectFrame(phone(Color.red.id("c").ignoresSafeArea().padding(10)), "c",
                    CGRect(x: 10, y: 57, width: 370, height: 743))
    }

    @Test func ignoringTwiceGrowsOnce() {
        expectFrame(phone(Color.red.id("c").ignoresSafeArea().ignoresSafeArea()), "c", window)
    }

    @Test func aChildOfAViewInTheSafeAreaCanStillExtend() {
        // Observed on iOS: a Rectangle that ignores the safe area inside a VStack that
        // does not still reaches the screen's edges.
        let l = phone(VStack { Color.red.id("c").ignoresSafeArea() }.id("stack"))
        expectFrame(l, "stack", safeRect)
        expectFrame(l, "c", window)
    }

    // MARK: Backgrounds

    @Test func styleBackgroundExtendsWhileItsContentDoesNot() {
        let l = phone(Color.clear.id("content").background(Color.red))
        expectFrame(l, "content", safeRect)
        #expect(backgroundFill(l) == window)
    }

    @Test func styleBackgroundRespectsItsEdges() {
        #expect(backgroundFill(phone(Color.clear.background(Color.red, ignoresSafeAreaEdges: .top)))
                == CGRect(x: 0, y: 0, width: 390, height: 810))
        #expect(backgroundFill(phone(Color.clear.background(Color.red, ignoresSafeAreaEdges: []))) == safeRect)
        // A background of a view away from the edges stays on the view.
        let l = phone(Text("Hello").id("t").background(Color.red))
        #expect(backgroundFill(l) == l.frame(id: "t"))
    }

    @Test func viewBackgroundsDoNotExtend() {
        // Only the ShapeStyle form extends; a view in `background { }` is laid out as is.
        let l = phone(Color.clear.background { Color.red.id("bg") })
        expectFrame(l, "bg", safeRect)
    }

    /// The frame of the fill under the root `.background(style)`: the first leaf under
    /// the background's secondary.
    private func backgroundFill(_ l: ViewLayout) -> CGRect? {
        var secondary = l.root.children.first
        while let next = secondary?.children.first { secondary = next }
        return secondary?.frame
    }

    // MARK: safeAreaInset

    @Test func safeAreaInsetSpecWorkedExample() {
        // Spec 7: the red bar is proposed (390, 800) and is 50 tall; blue is proposed
        // (390, 750) at y = 0; red sits at y = 750; the total is 390 × 800.
        let capture = ProxyCapture()
        let v = GeometryReader { p in Color.blue.onAppearCapture(p, capture) }.id("blue")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50).id("red") }
        let l = layout(v, width: 390, height: 800)
        #expect(l.size == CGSize(width: 390, height: 800))
        expectProposal(l, "red", 390, 800)
        expectFrame(l, "red", CGRect(x: 0, y: 750, width: 390, height: 50))
        expectProposal(l, "blue", 390, 750)
        expectFrame(l, "blue", CGRect(x: 0, y: 0, width: 390, height: 750))
        // Blue's bottom inset grew by 50 (from nothing: this layout has no safe area).
        #expect(capture.proxy!.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 50, trailing: 0))
    }

    @Test func safeAreaInsetAddsToTheWindowsInset() {
        // In the phone window the primary touches the bottom band: 34 + 50.
        let capture = ProxyCapture()
        let v = GeometryReader { p in Color.blue.onAppearCapture(p, capture) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }
        _ = phone(v)
        #expect(capture.proxy!.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 84, trailing: 0))
    }

    @Test func contentIgnoringTheSafeAreaRunsUnderTheInsetBar() {
        let l = phone(Color.blue.id("content").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50).id("bar") })
        expectFrame(l, "bar", CGRect(x: 0, y: 760, width: 390, height: 50))
        expectFrame(l, "content", window)
    }

    @Test func safeAreaInsetOnTheTopEdge() {
        let l = layout(Color.blue.id("blue").safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 50).id("red") },
                       width: 390, height: 800)
        expectFrame(l, "red", CGRect(x: 0, y: 0, width: 390, height: 50))
        expectFrame(l, "blue", CGRect(x: 0, y: 50, width: 390, height: 750))
    }

    @Test func safeAreaInsetDefaultGapIsTheDefaultSpacing() {
        // Two plain views share no spacing rule: the iOS default, 8.
        let l = layout(Color.blue.id("blue").safeAreaInset(edge: .bottom) { Color.red.frame(height: 50).id("red") },
                       width: 390, height: 800)
        expectFrame(l, "blue", CGRect(x: 0, y: 0, width: 390, height: 742))
        expectFrame(l, "red", CGRect(x: 0, y: 750, width: 390, height: 50))
    }

    @Test func safeAreaInsetOnAHorizontalEdgeWithAlignment() {
        // The inset is proposed (300 − 10, 200) and is 40 × 40; blue gets 300 − 50 = 250.
        let l = layout(Color.blue.id("blue").safeAreaInset(edge: .leading, alignment: .top, spacing: 10) {
            Color.red.frame(width: 40, height: 40).id("red")
        }, width: 300, height: 200)
        expectProposal(l, "red", 290, 200)
        expectFrame(l, "red", CGRect(x: 0, y: 0, width: 40, height: 40))
        expectFrame(l, "blue", CGRect(x: 50, y: 0, width: 250, height: 200))
        // Trailing, centred: the bar at the right, halfway down.
        let t = layout(Color.blue.id("blue").safeAreaInset(edge: .trailing, spacing: 10) {
            Color.red.frame(width: 40, height: 40).id("red")
        }, width: 300, height: 200)
        expectFrame(t, "red", CGRect(x: 260, y: 80, width: 40, height: 40))
        expectFrame(t, "blue", CGRect(x: 0, y: 0, width: 250, height: 200))
    }

    @Test func safeAreaInsetInsetProposalLeavesThePrimarysMinimum() {
        // The primary is at least 100 tall, so the inset is offered 300 − 100 = 200.
        let l = layout(Color.blue.frame(minHeight: 100).id("blue").safeAreaInset(edge: .bottom, spacing: 0) {
            Color.red.id("red")
        }, width: 100, height: 300)
        expectProposal(l, "red", 100, 200)
        expectFrame(l, "red", CGRect(x: 0, y: 100, width: 100, height: 200))
        expectFrame(l, "blue", CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func safeAreaInsetWithAnUnspecifiedProposal() {
        // Both get the parent's nil proposal: Color's ideal 10, the bar 50 tall.
        let s = size(Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }, nil, nil)
        #expect(s == CGSize(width: 10, height: 60))
    }

    // MARK: safeAreaPadding

    @Test func safeAreaPaddingInsetsTheContentAndItsSafeArea() {
        let capture = ProxyCapture()
        let l = layout(GeometryReader { p in Color.blue.onAppearCapture(p, capture) }.id("c").safeAreaPadding(20),
                       width: 300, height: 200)
        expectFrame(l, "c", CGRect(x: 20, y: 20, width: 260, height: 160))
        #expect(capture.proxy!.safeAreaInsets == EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
    }

    @Test func safeAreaPaddingDefaultsAndEdges() {
        expectFrame(layout(Color.blue.id("c").safeAreaPadding(), width: 300, height: 200), "c",
                    CGRect(x: 16, y: 16, width: 268, height: 168))
        expectFrame(layout(Color.blue.id("c").safeAreaPadding(.horizontal, 30), width: 300, height: 200), "c",
                    CGRect(x: 30, y: 0, width: 240, height: 200))
        expectFrame(layout(Color.blue.id("c").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                           width: 300, height: 200), "c", CGRect(x: 2, y: 1, width: 294, height: 196))
    }

    @Test func ignoringTheSafeAreaUndoesSafeAreaPadding() {
        // Unlike padding, the padded band is safe area, which the content may ignore.
        expectFrame(layout(Color.blue.id("c").ignoresSafeArea().safeAreaPadding(20), width: 300, height: 200), "c",
                    CGRect(x: 0, y: 0, width: 300, height: 200))
        expectFrame(layout(Color.blue.id("c").ignoresSafeArea().padding(20), width: 300, height: 200), "c",
                    CGRect(x: 20, y: 20, width: 260, height: 160))
    }

    // MARK: GeometryProxy.safeAreaInsets

    @Test func readerReportsTheInsetsThatReachIt() {
        let capture = ProxyCapture()
        _ = phone(GeometryReader { p in Color.clear.onAppearCapture(p, capture) }.id("reader"))
        #expect(capture.proxy!.frame(in: .global) == safeRect)
        #expect(capture.proxy!.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func readerIgnoringTheSafeAreaStillReportsIt() {
        let capture = ProxyCapture()
        _ = phone(GeometryReader { p in Color.clear.onAppearCapture(p, capture) }.ignoresSafeArea())
        #expect(capture.proxy!.frame(in: .global) == window)
        #expect(capture.proxy!.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func paddedReaderIsNotReached() {
        let capture = ProxyCapture()
        _ = phone(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { p in Color.clear.onAppearCapture(p, capture) }
        })
        // Under a 100-point bar: the top band does not reach it, the bottom one does.
        #expect(capture.proxy!.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
    }

    // MARK: Lists and scroll views draw into the bands they reach

    /// The first fill and the first clip a layout draws.
    private func firstFillAndClip(_ l: ViewLayout) -> (fill: CGRect?, clip: CGRect?) {
        var fill: CGRect?, clip: CGRect?
        for item in l.displayList.items {
            if case let .fill(path, _, _) = item, fill == nil { fill = path.boundingRect }
            if case let .begin(.clip(path, _)) = item, clip == nil { clip = path.boundingRect }
        }
        return (fill, clip)
    }

    // As on an iPhone (the layout fidelity issue, item 6): a grouped list or a form is laid
    // out in the safe area but its grey background fills the window under the status bar
    // and the home indicator; its rows start at the safe area's top.
    @Test func groupedListBackgroundFillsTheWindow() {
        for view in [AnyView(Form { Text("Row").id("row") }), AnyView(List { Text("Row").id("row") }.listStyle(.insetGrouped))] {
            let l = phone(view.id("list"))
            expectFrame(l, "list", safeRect)
            let drawn = firstFillAndClip(l)
            #expect(drawn.fill == window)
            #expect(drawn.clip == window)
            #expect((l.frame(id: "row")?.minY ?? 0) > safeRect.minY)
        }
    }

    // A list short of the window's edges (padded in) is not reached by the bands.
    @Test func paddedListKeepsItsBackgroundInItsFrame() {
        let l = phone(Form { Text("Row") }.id("list").padding(20))
        let frame = CGRect(x: 20, y: 67, width: 350, height: 723)
        expectFrame(l, "list", frame)
        #expect(firstFillAndClip(l).fill == frame)
    }

    // A vertical ScrollView shows its content under the home indicator (iOS scrolls under
    // the bars): the clip reaches the window's bottom, and lazy rows there are built.
    @Test func scrollViewContentShowsInTheBandsAlongItsAxis() {
        let l = phone(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { Color.red.frame(height: 70).id($0) }
            }
        }.id("scroll"))
        expectFrame(l, "scroll", safeRect)
        #expect(firstFillAndClip(l).clip == window)
        // Rows from y = 47, 70 tall: row 11 starts at 817, inside the home indicator's
        // band (810…844), so it is built only because that band shows; row 12 (887) is not.
        #expect(l.frame(id: 11) == CGRect(x: 0, y: 817, width: 390, height: 70))
        #expect(l.frame(id: 12) == nil)
        // A horizontal scroll view in the same window does not grow vertically.
        let h = phone(ScrollView(.horizontal) { Color.red.frame(width: 1000) }.id("scroll"))
        #expect(firstFillAndClip(h).clip == safeRect)
    }
}
