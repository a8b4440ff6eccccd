import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.layoutDirection) private var direction
/// @Environment(Library.self) private var library   // an @Observable object
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// What the view depends on: the value, or for an object whether and which one is
    /// placed (reading a missing one would stop the program).
    private let dependency: (EnvironmentValues) -> Any
    let location = EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        dependency = { $0[keyPath: keyPath] }
    }

    /// Reads an observable object of this type placed with `.environment(_:)`. Like
    /// SwiftUI, reading it when no ancestor placed one stops the program with a message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                fatalError("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        }
        dependency = { $0.object(of: objectType) as Any }
    }

    /// Reads an observable object of this type, or nil if no ancestor placed one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(of: objectType) }
        dependency = { $0.object(of: objectType) as Any }
    }

    /// The value in the environment the view was resolved in; outside a view's body,
    /// the default environment's.
    public var wrappedValue: Value { read(location.values ?? EnvironmentValues()) }
}

final class EnvironmentLocation {
    var values: EnvironmentValues?
}

extension Environment: GraphLinkedProperty {
    func link(_ context: inout PropertyLink) {
        location.values = context.environment
        context.dependsOnEnvironment(dependency)
    }
}

extension View {
    /// Places an observable object in the environment, for `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentTransformModifier> {
        modifier(_EnvironmentTransformModifier { $0.setObject(object, as: T.self) })
    }
}

/// A property wrapper type that supports creating bindings to the mutable properties
/// of observable objects: `$model.name`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(location: object, get: { object[keyPath: keyPath] },
                       set: { value, _ in object[keyPath: keyPath] = value })
    }
}

extension Bindable: DynamicProperty {}
