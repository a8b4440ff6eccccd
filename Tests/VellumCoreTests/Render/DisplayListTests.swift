import Foundation
import Testing
@testable import VellumCore

/// The display list a laid-out tree draws (ARCHITECTURE: ViewLayout → DisplayList), and
/// pixel snapping (spec section 9).
@MainActor
@Suite struct DisplayListTests {
    private func list<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) -> DisplayList {
        var env = EnvironmentValues.spec
        env.displayScale = scale
        return ViewLayout(of: view, proposal: ProposedViewSize(width: w, height: h), environment: env).displayList
    }

    private func fills(_ list: DisplayList) -> [(CGRect, DisplayList.Paint)] {
        list.items.compactMap { item in
            if case let .fill(path, paint, _) = item { return (path.boundingRect, paint) }
            return nil
        }
    }

    // MARK: Pixel snapping, spec section 9

    @Test func specWorkedExampleAt3x() {
        let snapped = PixelGrid(scale: 3).snap(CGRect(x: 10.3, y: 0, width: 100.6, height: 10))
        #expect(close(snapped.minX, 31.0 / 3))   // 10.333
        #expect(close(snapped.maxX, 111))
        #expect(close(snapped.width, 302.0 / 3)) // 100.667
    }

    @Test func halfPixelsRoundUp() {
        let grid = PixelGrid(scale: 1)
        #expect(grid.round(10.5) == 11)
        #expect(grid.round(10.49) == 10)
        #expect(grid.round(-0.5) == 0)
    }

    @Test func adjacentLeavesStillAbutAfterSnapping() {
        let l = list(HStack(spacing: 0) {
            Color.red.frame(width: 10.3)
            Color.blue.frame(width: 100.6)
            Color.green.frame(width: 20.2)
        }, 131.1, 10, scale: 3)
        let rects = fills(l).map(\.0)
        #expect(rects.count == 3)
        #expect(close(rects[0].maxX, rects[1].minX))
        #expect(close(rects[1].maxX, rects[2].minX))
        #expect(close(rects[1].minX, 31.0 / 3) && close(rects[1].width, 302.0 / 3))
    }

    @Test func invalidScaleFallsBackToOnePixelPerPoint() {
        #expect(PixelGrid(scale: 0).pixel == 1)
        #expect(PixelGrid(scale: .nan).pixel == 1)
    }

    // MARK: What views draw

    @Test func favoriteDrawsItsBackgroundInThePaddedFrame() {
        var env = EnvironmentValues.spec
        env.displayScale = 1
        let l = ViewLayout(of: Text("Favorite").padding(10).background(Color.teal), in: CGSize(width: 320, height: 480), environment: env)
        let list = l.displayList
        #expect(list.size == CGSize(width: 320, height: 480))
        // (118, 219.83) 84×40.33 snaps to (118, 220) 84×40 at 1x.
        let f = fills(list)
        #expect(f.count == 1)
        #expect(f.first?.0 == CGRect(x: 118, y: 220, width: 84, height: 40))
        #expect(f.first?.1 == .color(.teal))
    }

    @Test func backgroundIsDrawnBeforeAndOverlayAfterThePrimary() {
        let l = list(Color.red.frame(width: 20, height: 20)
            .background(Color.blue)
            .overlay(Color.green.frame(width: 4, height: 4)), 20, 20)
        #expect(fills(l).map(\.1) == [.color(.blue), .color(.red), .color(.green)])
    }

    @Test func shapesFillWithTheForegroundStyleOrTheirOwn() {
        let plain = list(Rectangle(), 10, 10)
        #expect(fills(plain).first?.1 == .color(.primary))
        let styled = list(Rectangle().foregroundStyle(Color.orange), 10, 10)
        #expect(fills(styled).first?.1 == .color(.orange))
        let filled = list(Circle().fill(Color.pink).foregroundStyle(Color.orange), 10, 10)
        #expect(fills(filled).first?.1 == .color(.pink))
    }

    @Test func strokesKeepTheirStyle() {
        let l = list(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [2, 1])), 20, 20)
        guard case let .stroke(path, paint, style)? = l.items.first else {
            Issue.record("expected a stroke, got \(l.items)")
            return
        }
        #expect(paint == .color(.red))
        #expect(style.lineWidth == 3 && style.dash == [2, 1])
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 20)))
    }

    @Test func gradientGeometryIsInWindowCoordinates() {
        let l = list(HStack(spacing: 0) {
            Color.clear.frame(width: 30)
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 100)
        }, 130, 50)
        let expected = DisplayList.Paint.linearGradient(
            Gradient(colors: [.red, .blue]), start: CGPoint(x: 80, y: 0), end: CGPoint(x: 80, y: 50))
        #expect(fills(l).last?.1 == expected)
    }

    @Test func equalAngularGradientAnglesSweepAFullTurn() {
        let l = list(AngularGradient(colors: [.red, .blue], center: .center), 40, 40)
        guard case let .angularGradient(_, center, start, end)? = fills(l).first?.1 else {
            Issue.record("expected an angular gradient")
            return
        }
        #expect(center == CGPoint(x: 20, y: 20))
        #expect(start.radians == 0 && close(end.radians, 2 * .pi))
    }

    @Test func gradientStopsAreSpreadEvenlyAndSorted() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: 0.2)]).stops.map(\.color) == [.blue, .red])
    }

    @Test func dividerDrawsAOnePixelSeparator() {
        let l = list(VStack(spacing: 0) { Divider() }, 100, 10, scale: 2)
        let f = fills(l)
        #expect(f.count == 1)
        #expect(f.first?.0.height == 0.5)
        #expect(f.first?.1 == .color(SystemColors.separator))
    }

    // MARK: Effects

    @Test func opacityWrapsItsContentInAGroup() {
        // (Color.red.opacity(0.5) would be a translucent Color, as in SwiftUI.)
        let l = list(Rectangle().fill(Color.red).opacity(0.5), 10, 10)
        #expect(l.items.count == 3)
        #expect(l.items.first == .begin(.opacity(0.5)))
        #expect(l.items.last == .end)
        #expect(list(Rectangle().fill(Color.red).opacity(1), 10, 10).items.count == 1)
    }

    @Test func rotationTurnsAboutTheAnchorWithoutChangingLayout() {
        let view = Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90))
        let l = list(view, 40, 20)
        #expect(ViewLayout(of: view, proposal: ProposedViewSize(width: 40, height: 20)).size == CGSize(width: 40, height: 20))
        guard case let .begin(.transform(t))? = l.items.first else {
            Issue.record("expected a transform group, got \(l.items)")
            return
        }
        // The centre (20, 10) stays put; the top-left corner turns to (30, -10).
        let centre = CGPoint(x: 20, y: 10).applying(t)
        let corner = CGPoint(x: 0, y: 0).applying(t)
        #expect(close(centre.x, 20) && close(centre.y, 10))
        #expect(close(corner.x, 30) && close(corner.y, -10))
    }

    @Test func scaleEffectUsesItsAnchor() {
        let l = list(Color.red.scaleEffect(2, anchor: .topLeading), 10, 10)
        guard case let .begin(.transform(t))? = l.items.first else {
            Issue.record("expected a transform group")
            return
        }
        #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 0, y: 0))
        #expect(CGPoint(x: 10, y: 10).applying(t) == CGPoint(x: 20, y: 20))
    }

    @Test func clipShapeClipsToTheShapeInTheFrame() {
        let l = list(Color.red.frame(width: 30, height: 30).clipShape(Circle()), 30, 30)
        guard case let .begin(.clip(path, _))? = l.items.first else {
            Issue.record("expected a clip group")
            return
        }
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 30)))
        #expect(l.items.count == 3)
    }

    @Test func cornerRadiusClipsWithCircularCorners() {
        let l = list(Color.red.cornerRadius(8), 40, 40)
        guard case let .begin(.clip(path, style))? = l.items.first else {
            Issue.record("expected a clip group")
            return
        }
        #expect(path == RoundedRectangle(cornerRadius: 8, style: .circular).path(in: CGRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(style.isAntialiased)
    }

    @Test func shadowHasSwiftUIsDefaultColour() {
        let l = list(Color.red.shadow(radius: 4, x: 2, y: 3), 10, 10)
        #expect(l.items.first == .begin(.shadow(color: Color(.sRGBLinear, white: 0, opacity: 0.33), radius: 4, offset: CGSize(width: 2, height: 3))))
    }

    @Test func opaqueBlurStaysInsideTheFrame() {
        let l = list(Color.red.blur(radius: 3, opaque: true), 10, 10)
        guard case .begin(.clip)? = l.items.first, case .begin(.blur(radius: 3))? = l.items.dropFirst().first else {
            Issue.record("expected a clip around a blur, got \(l.items)")
            return
        }
    }

    @Test func maskIsLaidOutAsAnOverlayAndDrawnAsAlpha() {
        let l = list(Color.red.frame(width: 40, height: 40).mask { Circle().frame(width: 20, height: 20) }, 40, 40)
        guard case let .begin(.mask(mask))? = l.items.first else {
            Issue.record("expected a mask group, got \(l.items)")
            return
        }
        guard case let .fill(path, _, _)? = mask.first else {
            Issue.record("expected the mask's circle")
            return
        }
        #expect(close(path.boundingRect, CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(fills(l).count == 1)  // the red square inside the group; the mask is not drawn itself
    }

    @Test func nonFiniteEffectValuesWarnAndAreIgnored() {
        var l: DisplayList?
        let warnings = Diagnostics.capture { l = list(Color.red.rotationEffect(.radians(.nan)), 10, 10) }
        #expect(warnings.contains { $0.contains("not finite") })
        #expect(l?.items.count == 1)
    }

    // MARK: Images

    @Test func bitmapsAreDrawnInTheirFrame() {
        let bitmap = ImageBitmap(pixelWidth: 2, pixelHeight: 2, rgba: [UInt8](repeating: 255, count: 16))
        let l = list(Image(bitmap: bitmap).resizable().interpolation(.none), 30, 20)
        #expect(l.items == [.image(bitmap, rect: CGRect(x: 0, y: 0, width: 30, height: 20), interpolation: .none)])
    }

    @Test func templateImagesArePaintedInTheForegroundStyle() {
        let bitmap = ImageBitmap(pixelWidth: 1, pixelHeight: 1, rgba: [0, 0, 0, 255])
        let l = list(Image(bitmap: bitmap).renderingMode(.template).foregroundStyle(Color.red), 1, 1)
        #expect(l.items.first == .begin(.mask([.image(bitmap, rect: CGRect(x: 0, y: 0, width: 1, height: 1), interpolation: .high)])))
        #expect(fills(l).first?.1 == .color(.red))
    }

    @Test func aMissingImageWarnsAndDrawsAVisiblePlaceholder() {
        var l: ViewLayout?
        let warnings = Diagnostics.capture {
            l = ViewLayout(of: Image("no-such-image-anywhere"), proposal: .unspecified, environment: .spec)
        }
        #expect(warnings.contains { $0.contains("No image named 'no-such-image-anywhere'") })
        #expect(l?.size == CGSize(width: 32, height: 32))
        #expect(l.map { fills($0.displayList).count } == 1)
    }

    @Test func systemSymbolsAreNominalSizePlaceholders() {
        var l: ViewLayout?
        let warnings = Diagnostics.capture {
            l = ViewLayout(of: Image(systemName: "star.fill").font(.title), proposal: .unspecified, environment: .spec)
        }
        #expect(warnings.contains { $0.contains("SF Symbols") })
        #expect(l.map { close($0.size, CGSize(width: 33.6, height: 33.6)) } == true)  // 28 pt × 1.2
        guard case .stroke? = l?.displayList.items.first else {
            Issue.record("expected an outlined placeholder")
            return
        }
    }

    @Test func undecodableDataIsAPlaceholderWithAReason() {
        let image = Image(data: Data([1, 2, 3]))
        guard case .missing(let reason) = image.source else {
            Issue.record("expected a placeholder")
            return
        }
        #expect(reason.contains("Cannot decode image data"))
    }
}
