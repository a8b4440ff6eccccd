import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// `@State`, `@Binding`, `@Environment` and the object wrappers are dynamic properties;
/// a struct of your own that holds some and conforms is linked the same way.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value; called before each body run.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property that the graph connects to the view's identity before its body
/// runs: `@State` to its storage, `@Environment` to the environment, object wrappers to
/// their objects' change notifications.
@MainActor
protocol GraphLinkedProperty {
    func link(_ context: inout PropertyLink)
}

/// What a property links with: the node of the view that declares it, the storage
/// slot next in declaration order, and the environment.
@MainActor
struct PropertyLink {
    let node: ViewNode
    let environment: EnvironmentValues
    /// The property's name (`_count`), for `_printChanges`.
    var name = ""
    private var slot = 0
    /// What the properties read from the environment, in declaration order.
    private(set) var environmentReads: [(EnvironmentValues) -> Any] = []

    init(node: ViewNode, environment: EnvironmentValues) {
        self.node = node
        self.environment = environment
    }

    /// The storage this property keeps across updates; `make` runs the first time.
    mutating func storage<T: AnyObject>(_ make: () -> T) -> T {
        defer { slot += 1 }
        if slot < node.propertyStorage.count, let existing = node.propertyStorage[slot] as? T { return existing }
        let made = make()
        if slot < node.propertyStorage.count { node.propertyStorage[slot] = made } else { node.propertyStorage.append(made) }
        return made
    }

    /// Runs the body again when what `read` reads from the environment changes, as
    /// SwiftUI runs a body again for the environment values its view declares.
    mutating func dependsOnEnvironment(_ read: @escaping (EnvironmentValues) -> Any) {
        environmentReads.append(read)
    }

    /// Runs the body again when `publisher` announces a change.
    func subscribe(to publisher: ObservableObjectPublisher) {
        let name = self.name
        let target = WeakViewNode(node: node, epoch: nil)
        let inbox = node.graph.inbox
        node.subscriptions.append(publisher.subscribe { inbox.post(target, property: name) })
    }
}

@MainActor
enum DynamicProperties {
    /// Types known to hold no dynamic property, so linking skips reflecting them.
    private static var inert: Set<ObjectIdentifier> = []

    /// Links every dynamic property of `value` (a view or modifier) to `node`, in
    /// declaration order, keeps what they read from the environment, and returns their
    /// names.
    static func link<V>(_ value: V, to node: ViewNode, environment: EnvironmentValues) -> [String] {
        if inert.contains(ObjectIdentifier(V.self)) { return [] }
        node.subscriptions.removeAll()
        var context = PropertyLink(node: node, environment: environment)
        var names: [String] = []
        linkFields(of: value, context: &context, names: &names)
        node.environmentReads = context.environmentReads
        if names.isEmpty { inert.insert(ObjectIdentifier(V.self)) }
        return names
    }

    private static func linkFields(of value: Any, context: inout PropertyLink, names: inout [String]) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? GraphLinkedProperty {
                context.name = child.label ?? "_"
                property.link(&context)
                names.append(context.name)
            } else if child.value is DynamicProperty {
                linkFields(of: child.value, context: &context, names: &names)
            }
        }
    }
}
