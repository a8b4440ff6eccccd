import Foundation
import Testing
@testable import VellumCore

// The comparison that decides whether a view's body runs again (`viewsEqual`), through
// its per-type plans: every kind of field a view can hold.

private final class Model {
    var value = 0
}

private struct Fields {
    var count: Int
    var title: String
    var model: Model
}

private struct WithClosure {
    var count: Int
    var action: () -> Void
}

private struct WithOptionalClosure {
    var action: (() -> Void)?
}

/// `==` decides, even where the fields differ.
private struct IgnoresNote: Equatable {
    var id: Int
    var note: String
    static func == (a: IgnoresNote, b: IgnoresNote) -> Bool { a.id == b.id }
}

private struct Inner {
    var size: CGSize
    var model: Model
}

private struct Outer {
    var inner: Inner
    var flag: Bool
}

private enum Mode {
    case compact, regular
}

private enum Payload {
    case none
    case model(Model)
}

private struct WithEnums {
    var mode: Mode
    var payload: Payload
}

private struct WithWeak {
    var count: Int
    weak var model: Model?
}

private struct WithUnowned {
    unowned let model: Model
}

private protocol Described {}
extension Int: Described {}
extension String: Described {}

private struct WithExistential {
    var value: any Described
}

private struct WithTuple {
    var pair: (Int, String)
}

private struct Generic<T> {
    var value: T
    var count: Int
}

private struct WithBinding {
    @Binding var isOn: Bool
}

@MainActor
@Suite struct ViewComparisonTests {
    @Test func equatableViewsCompareWithTheirOwnEquality() {
        #expect(viewsEqual(IgnoresNote(id: 1, note: "a"), IgnoresNote(id: 1, note: "b")))
        #expect(!viewsEqual(IgnoresNote(id: 1, note: "a"), IgnoresNote(id: 2, note: "a")))
    }

    @Test func plainFieldsCompareByValueAndObjectsByIdentity() {
        let model = Model()
        #expect(viewsEqual(Fields(count: 1, title: "A", model: model), Fields(count: 1, title: "A", model: model)))
        #expect(!viewsEqual(Fields(count: 1, title: "A", model: model), Fields(count: 2, title: "A", model: model)))
        #expect(!viewsEqual(Fields(count: 1, title: "A", model: model), Fields(count: 1, title: "B", model: model)))
        #expect(!viewsEqual(Fields(count: 1, title: "A", model: model), Fields(count: 1, title: "A", model: Model())))
    }

    @Test func closuresAreNeverTheSame() {
        let action = {}
        #expect(!viewsEqual(WithClosure(count: 1, action: action), WithClosure(count: 1, action: action)))
        #expect(!viewsEqual(WithOptionalClosure(action: action), WithOptionalClosure(action: action)))
        #expect(viewsEqual(WithOptionalClosure(action: nil), WithOptionalClosure(action: nil)))
    }

    @Test func nestedStructsCompareFieldByField() {
        let model = Model()
        let a = Outer(inner: Inner(size: CGSize(width: 1, height: 2), model: model), flag: true)
        #expect(viewsEqual(a, a))
        var b = a
        b.inner.size.height = 3
        #expect(!viewsEqual(a, b))
        b = a
        b.inner.model = Model()
        #expect(!viewsEqual(a, b))
        b = a
        b.flag = false
        #expect(!viewsEqual(a, b))
    }

    @Test func enumsCompareByCaseAndPayload() {
        let model = Model()
        let a = WithEnums(mode: .compact, payload: .model(model))
        #expect(viewsEqual(a, WithEnums(mode: .compact, payload: .model(model))))
        #expect(!viewsEqual(a, WithEnums(mode: .regular, payload: .model(model))))
        #expect(!viewsEqual(a, WithEnums(mode: .compact, payload: .model(Model()))))
        #expect(!viewsEqual(a, WithEnums(mode: .compact, payload: .none)))
    }

    @Test func weakAndUnownedReferencesCompareByIdentity() {
        let model = Model()
        let other = Model()
        #expect(viewsEqual(WithWeak(count: 1, model: model), WithWeak(count: 1, model: model)))
        #expect(!viewsEqual(WithWeak(count: 1, model: model), WithWeak(count: 1, model: other)))
        #expect(!viewsEqual(WithWeak(count: 1, model: model), WithWeak(count: 2, model: model)))
        #expect(viewsEqual(WithUnowned(model: model), WithUnowned(model: model)))
        #expect(!viewsEqual(WithUnowned(model: model), WithUnowned(model: other)))
    }

    @Test func existentialsTuplesAndGenericsCompareTheirContents() {
        #expect(viewsEqual(WithExistential(value: 1), WithExistential(value: 1)))
        #expect(!viewsEqual(WithExistential(value: 1), WithExistential(value: 2)))
        #expect(!viewsEqual(WithExistential(value: 1), WithExistential(value: "1")))
        #expect(viewsEqual(WithTuple(pair: (1, "a")), WithTuple(pair: (1, "a"))))
        #expect(!viewsEqual(WithTuple(pair: (1, "a")), WithTuple(pair: (1, "b"))))
        #expect(viewsEqual(Generic(value: "x", count: 1), Generic(value: "x", count: 1)))
        #expect(!viewsEqual(Generic(value: "x", count: 1), Generic(value: "y", count: 1)))
        let model = Model()
        #expect(viewsEqual(Generic(value: model, count: 1), Generic(value: model, count: 1)))
        #expect(!viewsEqual(Generic(value: model, count: 1), Generic(value: Model(), count: 1)))
    }

    @Test func bindingsCompareByWhatTheyPointAtAndItsValue() {
        let box = Model()
        func binding(to location: AnyObject, _ value: Bool) -> Binding<Bool> {
            Binding(location: location, get: { value }, set: { _, _ in })
        }
        #expect(viewsEqual(WithBinding(isOn: binding(to: box, true)), WithBinding(isOn: binding(to: box, true))))
        #expect(!viewsEqual(WithBinding(isOn: binding(to: box, true)), WithBinding(isOn: binding(to: box, false))))
        #expect(!viewsEqual(WithBinding(isOn: binding(to: box, true)), WithBinding(isOn: binding(to: Model(), true))))
        #expect(!viewsEqual(WithBinding(isOn: .constant(true)), WithBinding(isOn: .constant(true))))
    }
}
