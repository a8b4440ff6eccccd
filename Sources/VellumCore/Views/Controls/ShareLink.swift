import Foundation

/// A view that controls a sharing presentation.
///
/// On iOS it is a button: by default the label "Share" with the `square.and.arrow.up`
/// symbol (a placeholder on Linux) in the tint; a tap presents the share sheet. Button
/// styles, `disabled` and menus treat it as the button it is.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/photo/1")!)
/// ShareLink("Export", item: report, preview: SharePreview("Report", image: Image("thumb")))
/// ShareLink(item: photo.url, subject: Text("Sunset")) { Label("Send", systemImage: "paperplane") }
/// ```
///
/// Linux has no share sheet: in a `ViewHost` a tap records each item, with the subject,
/// message and preview title, in `ViewHost.sharedItems` and presents nothing; elsewhere
/// it warns once and shares nothing.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: _PrimitiveView
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let recorder = inputs.environment.hostRecorder
        list.nodes += inputs.resolve(Button { view.share(to: recorder) } label: { view.label })
    }

    /// Records each item in the host, as the share sheet would receive them.
    @MainActor private func share(to recorder: HostRecorder?) {
        guard let host = recorder?.host else {
            return Diagnostics.warnOnce("ShareLink: Linux has no share sheet and no ViewHost records the share; nothing was shared.")
        }
        host.sharedItems += items.map { item in
            SharedItem(item: item.exportedText, subject: subject?.string, message: message?.string,
                       previewTitle: preview?(item).title.string)
        }
    }
}

/// The share link's default label: the title (by default "Share") with the
/// `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text
    init(_ title: Text = Text("Share")) { self.title = title }
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// A representation of an item to show in the share sheet's header: a title, and
/// optionally an image and an icon. Linux has no share sheet; a host records the title.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey), image: image, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}

// MARK: - Initializers

extension ShareLink {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel())
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(Text(title)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(Text(title)))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title))
    }

    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }

    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }

    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }
}
