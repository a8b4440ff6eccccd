import Foundation
import Testing
@testable import VellumCore

@MainActor
struct DeviceTests {
    /// Apple's published points and scales; the portrait insets UIKit reports.
    @Test func devicesCarryTheirScreens() {
        #expect(Device.iPhoneSE3.screenSize == CGSize(width: 375, height: 667))
        #expect(Device.iPhoneSE3.displayScale == 2)
        #expect(Device.iPhoneSE3.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(Device.iPhone15.screenSize == CGSize(width: 393, height: 852))
        #expect(Device.iPhone15.displayScale == 3)
        #expect(Device.iPhone15.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(Device.iPhone15ProMax.screenSize == CGSize(width: 430, height: 932))
        #expect(Device.iPhone15ProMax.displayScale == 3)
        #expect(Device.iPhone15ProMax.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(Device.iPad11Inch.screenSize == CGSize(width: 834, height: 1194))
        #expect(Device.iPad11Inch.displayScale == 2)
        #expect(Device.iPad11Inch.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(Device.all.map(\.name) == ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Pro 11-inch"])
    }

    /// The root is proposed the safe area and centred in it; the canvas is the screen.
    @Test func viewLayoutFillsTheSafeArea() {
        let layout = ViewLayout(of: Color.red.id("fill"), device: .iPhone15)
        #expect(layout.frame(id: "fill") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(layout.canvasSize == CGSize(width: 393, height: 852))
        #expect(layout.displayList.scale == 3)

        let se = ViewLayout(of: Color.red.id("fill"), device: .iPhoneSE3)
        #expect(se.frame(id: "fill") == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func ignoringTheSafeAreaReachesTheScreenEdges() {
        let layout = ViewLayout(of: Color.red.id("fill").ignoresSafeArea(), device: .iPad11Inch)
        #expect(layout.frame(id: "fill") == CGRect(x: 0, y: 0, width: 834, height: 1194))
    }

    @Test func hostRunsOnTheDevice() {
        let host = ViewHost(Color.red.id("fill"), device: .iPhone15ProMax)
        #expect(host.size == CGSize(width: 430, height: 932))
        #expect(host.layout.frame(id: "fill") == CGRect(x: 0, y: 59, width: 430, height: 839))
        #expect(host.displayList.scale == 3)
    }
}
