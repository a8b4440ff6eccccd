import Foundation
import VellumCore

/// Lays a preview out as Xcode's canvas shows it: on a device screen, at the size that
/// fits, or in a fixed window.
@MainActor
enum PreviewDrawing {
    /// What a preview canvas shows: the layout's drawing on the window background of its
    /// colour scheme (white, or black in dark mode), as the canvas and the simulator do.
    static func canvas(_ layout: ViewLayout) -> DisplayList {
        var list = layout.displayList
        if layout.colorScheme == .dark {
            list.items.insert(.fill(Path(CGRect(origin: .zero, size: list.size)), .color(.black), FillStyle()), at: 0)
        }
        return list
    }

    static func layout(of view: any View, settings: PreviewSettings, device: PreviewDevice, scale: CGFloat,
                       colorScheme: ColorScheme = .light) throws -> ViewLayout {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = colorScheme
        let screen = try DeviceScreen.named(settings.device ?? device)
        let window = screen.window(settings.orientation ?? .portrait)
        let content = AnyView(view)
        switch settings.layout ?? .device {
        case .device:
            return ViewLayout(of: content, in: window.size, safeAreaInsets: window.insets, environment: environment)
        case .sizeThatFits:
            return ViewLayout(of: content, proposal: ProposedViewSize(window.size), environment: environment)
        case let .fixed(width, height):
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw PreviewError("previewLayout(.fixed(width: \(width), height: \(height))): both must be finite and above 0.")
            }
            return ViewLayout(of: content, in: CGSize(width: width, height: height), environment: environment)
        }
    }
}

/// Splits what a `PreviewProvider` returns into its previews, as Xcode does: each view of
/// a `Group` or of the builder's list is one, with the preview modifiers on it and around it.
@MainActor
enum PreviewSplitter {
    static func previews<P: PreviewProvider>(of provider: P.Type) -> [(view: any View, settings: PreviewSettings)] {
        let found = split(P.previews, outer: PreviewSettings())
        let typeName = String(describing: provider)
        return found.enumerated().map { number, preview in
            var settings = preview.settings
            settings.name = settings.name ?? (found.count == 1 ? typeName : "\(typeName) \(number + 1)")
            return (preview.view, settings)
        }
    }

    private static func split(_ view: any View, outer: PreviewSettings) -> [(view: any View, settings: PreviewSettings)] {
        let (content, settings) = unwrapSettings(view)
        let merged = outer.over(settings)
        if let group = content as? any PreviewGroup {
            return group.previewChildren.flatMap { split($0, outer: merged) }
        }
        return [(content, merged)]
    }

    /// The view inside a chain of preview modifiers, and their settings (outermost wins).
    static func unwrapSettings(_ view: any View) -> (view: any View, settings: PreviewSettings) {
        var view = view
        var settings = PreviewSettings()
        while let carrier = view as? any PreviewSettingsCarrier {
            settings = settings.over(carrier.settings)
            view = carrier.inner
        }
        return (view, settings)
    }
}

/// A view that stands for several previews at the top of `previews`.
@MainActor
protocol PreviewGroup {
    var previewChildren: [any View] { get }
}

extension Group: PreviewGroup {
    /// `Group` keeps its content internal to VellumCore; a mirror reads it.
    var previewChildren: [any View] {
        Mirror(reflecting: self).descendant("content").map { [$0 as! any View] } ?? []
    }
}

extension TupleView: PreviewGroup {
    var previewChildren: [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}
