import Foundation

/// A part of an app's user interface with a life cycle managed by the system.
///
/// On iOS an app shows one scene at a time, a `WindowGroup`'s window; compose scenes
/// with `@SceneBuilder` as in SwiftUI.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// The content of the first window in `scene`, which a host shows. Built-in scenes
    /// implement this; a custom scene looks in its `body`.
    static func _firstWindowContent(of scene: Self) -> AnyView?
}

extension Scene {
    public static func _firstWindowContent(of scene: Self) -> AnyView? {
        Body._firstWindowContent(of: scene.body)
    }
}

extension Never: Scene {
    public static func _firstWindowContent(of scene: Never) -> AnyView? {}
}

/// A built-in scene with no body of its own.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene; it has no body")
    }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
@MainActor @preconcurrency
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        var windows: [AnyView?] = []
        for scene in repeat each content { windows.append(firstWindowContent(of: scene)) }
        return _TupleScene(value: (repeat each content), firstWindow: windows.lazy.compactMap { $0 }.first)
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

@MainActor
private func firstWindowContent<S: Scene>(of scene: S) -> AnyView? {
    S._firstWindowContent(of: scene)
}

/// Several scenes declared together; the first window among them is the app's.
public struct _TupleScene<T>: _PrimitiveScene {
    public var value: T
    let firstWindow: AnyView?

    public static func _firstWindowContent(of scene: Self) -> AnyView? { scene.firstWindow }
}

/// A scene declared under an `if` with no `else`.
public struct _OptionalScene<Content: Scene>: _PrimitiveScene {
    let content: Content?

    public static func _firstWindowContent(of scene: Self) -> AnyView? {
        scene.content.flatMap { Content._firstWindowContent(of: $0) }
    }
}

/// A scene that presents a group of identically structured windows. On iPhone it is
/// the app's one full-screen window.
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: _PrimitiveScene {
    let content: Content
    /// The group's title (shown by the system in the app switcher, not in the window).
    let title: Text?
    /// The identifier `openWindow(id:)` uses.
    let id: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
        id = nil
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
        self.id = id
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = Text(title)
        id = nil
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        id = nil
    }

    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = Text(title)
        self.id = id
    }

    public static func _firstWindowContent(of scene: Self) -> AnyView? { AnyView(scene.content) }
}
