import Foundation
import VellumCore

extension ImageRenderer where Content == AnyView {
    /// A renderer of what `host` shows now: its window after the taps a test or an
    /// example made (a menu opened, a sheet presented), at `scale` pixels per point.
    ///
    /// ```swift
    /// let host = ViewHost(ContentView(), device: .iPhone15)
    /// try host.tap(text: "Sort")
    /// try ImageRenderer(host: host).write(to: URL(fileURLWithPath: "menu.png"))
    /// ```
    ///
    /// The image is the host's window; `content`, `proposedSize`, `environment` and
    /// `device` are not used. Later changes to the host show in later renders.
    public convenience init(host: ViewHost) {
        self.init(content: AnyView(EmptyView()))
        self.host = host
    }
}
