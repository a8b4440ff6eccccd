import Foundation
import Testing
@testable import VellumCore

// At the top level: the fixtures cover many source folders (stacks, grids, lazy and scroll
// views, modifiers, alignment, leaves); each file under Fixtures/ names the spec section it
// holds.

/// One worked example read from `Fixtures/*.json`: a view, the proposal or window it is
/// laid out in, and the frames, sizes and proposals expected, with where they come from.
///
/// A file holds `{"section": "...", "fixtures": [...]}`; a fixture is
///
/// ```json
/// {
///   "name": "objc.io worked example",
///   "source": "spec 5.1.5: red (min 0, max 100) is offered 150/2 = 75 ...",
///   "view": "HStack(spacing: 0) { Rectangle().frame(maxWidth: 100).id('red') }",
///   "proposal": [150, 100],          // or "window": [320, 480]; null is nil, ".infinity" infinity
///   "displayScale": 3,               // optional, 1 by default
///   "layoutDirection": "rightToLeft", // optional, leftToRight by default
///   "size": [150, 100],              // the root's size; or {"width": 150}
///   "frames": {"red": [-12.5, 0, 75, 100]},  // x, y, width, height; or {"x": 12, "maxX": 40};
///                                            // {} only says the view is laid out
///   "proposals": {"red": [75, 100]},         // or {"width": 75}
///   "absent": ["blue"]                       // ids of views not laid out
/// }
/// ```
///
/// A fixture may instead hold `"cases": [{"proposal": ..., "size": ...}, ...]`: one example
/// laid out several ways, each case adding its keys to the fixture's (a case may give its
/// own view, and its `name` is added to the fixture's).
///
/// `view` is SwiftUI code (see `FixtureView`), one string or an array of lines. Expected
/// values written as JSON numbers must match exactly; values written as strings are
/// lengths such as `"2 * line"` or `"184 / 3"` and match to 1/1000 of a point, as
/// `expectFrame` does. The views use the spec's text metrics (`EnvironmentValues.spec`).
struct Fixture: Sendable, CustomTestStringConvertible {
    /// An expected length.
    enum Value: Sendable, CustomStringConvertible {
        case exactly(Double)
        case about(String)
        case none

        var description: String {
            switch self {
            case .exactly(let v): return "\(v)"
            case .about(let s): return s
            case .none: return "nil"
            }
        }
    }

    let file: String
    let name: String
    let source: String
    let view: String
    let proposal: [Value]?
    let window: [Value]?
    let displayScale: Double?
    /// Whether the window's layout direction is right to left.
    let rightToLeft: Bool
    let size: [(String, Value)]
    let frames: [(id: String, [(String, Value)])]
    let proposals: [(id: String, [(String, Value)])]
    /// Views that are not laid out (a ViewThatFits child not chosen).
    let absent: [String]

    var testDescription: String { "\(file): \(name)" }

    static let keys: Set<String> = [
        "name", "source", "view", "proposal", "window", "displayScale", "layoutDirection",
        "size", "frames", "proposals", "absent",
    ]

    /// The folder of fixture files, read from the source tree.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture of every file, in file order.
    static func all() throws -> [Fixture] {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.flatMap { url in
            let file = url.lastPathComponent
            guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
                  root["section"] is String, let list = root["fixtures"] as? [[String: Any]] else {
                throw FixtureView.Failure(description: "\(file): expected {\"section\": ..., \"fixtures\": [...]}")
            }
            return try list.flatMap { json -> [Fixture] in
                // A fixture with "cases" is one view laid out several ways: each case
                // adds its proposal and expectations to the fixture's.
                guard let cases = json["cases"] as? [[String: Any]] else { return [try Fixture(file: file, json)] }
                return try cases.enumerated().map { index, extra in
                    var merged = json.filter { $0.key != "cases" }
                    merged.merge(extra) { $1 }
                    merged["name"] = "\(json["name"] ?? "") [\(extra["name"] ?? "case \(index + 1)")]"
                    return try Fixture(file: file, merged)
                }
            }
        }
    }

    init(file: String, _ json: [String: Any]) throws {
        self.file = file
        func fail(_ message: String) -> FixtureView.Failure {
            FixtureView.Failure(description: "\(file): \(json["name"] ?? "a fixture without a name"): \(message)")
        }
        guard let name = json["name"] as? String, let source = json["source"] as? String else {
            throw fail("every fixture needs a name and a source")
        }
        // A misspelt key would expect nothing and pass: every key must be known.
        if let unknown = json.keys.sorted().first(where: { !Self.keys.contains($0) }) {
            throw fail("unknown key \(unknown); a fixture has \(Self.keys.sorted().joined(separator: ", "))")
        }
        self.name = name
        self.source = source
        if let view = json["view"] as? String {
            self.view = view
        } else if let lines = json["view"] as? [String] {
            view = lines.joined(separator: "\n")
        } else {
            throw fail("view must be a string or an array of lines")
        }
        func value(_ any: Any) throws -> Value {
            switch any {
            case let n as NSNumber: return .exactly(n.doubleValue)
            case let s as String: return .about(s)
            case is NSNull: return .none
            default: throw fail("\(any) is not a length")
            }
        }
        /// `[w, h]` or `[x, y, w, h]` by position, or an object by name.
        func values(_ any: Any?, names: [String]) throws -> [(String, Value)] {
            switch any {
            case nil: return []
            case let list as [Any]:
                guard list.count == names.count else { throw fail("expected \(names.count) values in \(list)") }
                return try zip(names, list).map { ($0, try value($1)) }
            case let object as [String: Any]:
                let allowed = names + (names.count == 4 ? ["maxX", "maxY"] : [])
                if let unknown = object.keys.first(where: { !allowed.contains($0) }) { throw fail("unknown key \(unknown)") }
                return try object.keys.sorted().map { ($0, try value(object[$0]!)) }
            default: throw fail("expected a list or an object, got \(any!)")
            }
        }
        proposal = try (json["proposal"] as? [Any]).map { try $0.map(value) }
        window = try (json["window"] as? [Any]).map { try $0.map(value) }
        guard (proposal == nil) != (window == nil) else { throw fail("give a proposal or a window") }
        displayScale = json["displayScale"] as? Double
        switch json["layoutDirection"] as? String {
        case nil, "leftToRight"?: rightToLeft = false
        case "rightToLeft"?: rightToLeft = true
        case let other?: throw fail("layoutDirection \(other) is neither leftToRight nor rightToLeft")
        }
        size = try values(json["size"], names: ["width", "height"])
        func byID(_ key: String, names: [String]) throws -> [(id: String, [(String, Value)])] {
            guard let object = json[key] else { return [] }
            guard let object = object as? [String: Any] else { throw fail("\(key) must map ids to values") }
            return try object.keys.sorted().map { ($0, try values(object[$0], names: names)) }
        }
        frames = try byID("frames", names: ["x", "y", "width", "height"])
        proposals = try byID("proposals", names: ["width", "height"])
        switch json["absent"] {
        case nil: absent = []
        case let ids as [String]: absent = ids
        default: throw fail("absent must list ids")
        }
        if size.isEmpty && frames.isEmpty && proposals.isEmpty && absent.isEmpty { throw fail("nothing is expected") }
    }
}

/// The one runner of the fixture files.
@MainActor
struct FixtureTests {
    @Test(arguments: try Fixture.all())
    func fixture(_ fixture: Fixture) throws {
        let view = try FixtureView.parse(fixture.view)
        var environment = EnvironmentValues.spec
        if let scale = fixture.displayScale { environment.displayScale = scale }
        if fixture.rightToLeft { environment.layoutDirection = .rightToLeft }
        func length(_ value: Fixture.Value) throws -> CGFloat? {
            switch value {
            case .exactly(let v): return v
            case .about(let s): return try FixtureView.length(s)
            case .none: return nil
            }
        }
        let l: ViewLayout
        if let window = fixture.window {
            let size = CGSize(width: try length(window[0]) ?? 0, height: try length(window[1]) ?? 0)
            l = ViewLayout(of: view, in: size, environment: environment)
        } else {
            let p = fixture.proposal!
            l = ViewLayout(of: view, proposal: ProposedViewSize(width: try length(p[0]), height: try length(p[1])),
                           environment: environment)
        }
        let where_ = "\(fixture.file): \(fixture.name) (\(fixture.source))"

        func check(_ what: String, _ expected: [(String, Fixture.Value)], _ actual: (String) -> CGFloat?) throws {
            for (key, value) in expected {
                let (got, want) = (actual(key), try length(value))
                let ok: Bool
                switch value {
                case .exactly: ok = got == want
                case .about: ok = got.map { $0 == want || close($0, want!) } ?? false  // infinity equals itself only
                case .none: ok = got == nil
                }
                #expect(ok, "\(where_): \(what).\(key) expected \(value), got \(got.map { "\($0)" } ?? "nil")\n\(l)")
            }
        }
        func rect(_ r: CGRect) -> (String) -> CGFloat? {
            { key in
                switch key {
                case "x": r.minX
                case "y": r.minY
                case "width": r.width
                case "height": r.height
                case "maxX": r.maxX
                default: r.maxY
                }
            }
        }
        try check("size", fixture.size) { $0 == "width" ? l.size.width : l.size.height }
        for (id, expected) in fixture.frames {
            guard let frame = l.frame(id: id) else {
                Issue.record("\(where_): no view has id '\(id)'\n\(l)")
                continue
            }
            try check("frame of '\(id)'", expected, rect(frame))
        }
        for (id, expected) in fixture.proposals {
            guard let proposal = l.element(id: id)?.proposal else {
                Issue.record("\(where_): no view has id '\(id)'\n\(l)")
                continue
            }
            try check("proposal of '\(id)'", expected) { $0 == "width" ? proposal.width : proposal.height }
        }
        for id in fixture.absent {
            #expect(l.frame(id: id) == nil, "\(where_): '\(id)' is laid out, and should not be\n\(l)")
        }
    }
}

/// The runner's own checks: the interpreter builds the view it reads, and a fixture that
/// would expect nothing by mistake is an error.
@MainActor
struct FixtureReaderTests {
    @Test func theInterpreterBuildsTheViewItReads() throws {
        let read = try FixtureView.parse("""
            VStack(alignment: .leading, spacing: 4) {
              HStack { Text('Hello, world').id('t'); Spacer(minLength: 3); Color.red.frame(width: 10).id('c') }
              Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).overlay(alignment: .topTrailing) { Circle().frame(width: 5, height: 5) }
              Text('A').alignmentGuide(.leading) { d in d.width / 2 - 1 }.layoutPriority(1)
            }.frame(maxWidth: .infinity)
            """)
        let written = VStack(alignment: .leading, spacing: 4) {
            HStack { Text("Hello, world").id("t"); Spacer(minLength: 3); Color.red.frame(width: 10).id("c") }
            Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).overlay(alignment: .topTrailing) { Circle().frame(width: 5, height: 5) }
            Text("A").alignmentGuide(.leading) { d in d.width / 2 - 1 }.layoutPriority(1)
        }.frame(maxWidth: .infinity)
        for proposal in [ProposedViewSize(width: 150, height: 200), .unspecified] {
            #expect(layout(read, proposal).description == layout(written, proposal).description)
        }
        let readForEach = try FixtureView.parse("""
            HStack(spacing: 2) { ForEach(0..<3) { i in Color.red.frame(width: 10 * (i + 1), height: 5).id('e\\(i)'); Text('x') } }
            """)
        let writtenForEach = HStack(spacing: 2) {
            ForEach(0..<3) { i in Color.red.frame(width: CGFloat(10 * (i + 1)), height: 5).id("e\(i)"); Text("x") }
        }
        #expect(layout(readForEach, .unspecified).description == layout(writtenForEach, .unspecified).description)
    }

    @Test func lengthsAreArithmetic() throws {
        #expect(try FixtureView.length("(100 - 2 * line) / 2") == (100 - 2 * line) / 2)
        #expect(try FixtureView.length("-line / 2 + 3") == -line / 2 + 3)
        #expect(try FixtureView.length(".infinity") == .infinity)
    }

    @Test func whatIsNotUnderstoodIsAnError() {
        #expect(throws: FixtureView.Failure.self) { try FixtureView.parse("Color.red.frame(widht: 10)") }
        #expect(throws: FixtureView.Failure.self) { try FixtureView.parse("Color.red.blur(radius: 2)") }
        #expect(throws: FixtureView.Failure.self) { try FixtureView.parse("Text('A') )") }
        #expect(throws: FixtureView.Failure.self) { try FixtureView.length("2 *") }
    }

    @Test func aMisspeltKeyIsAnError() {
        let fixture: [String: Any] = ["name": "n", "source": "s", "view": "Color.red", "proposal": [10, 10]]
        #expect(throws: FixtureView.Failure.self) { try Fixture(file: "f.json", fixture.merging(["frame": ["c": [0, 0, 1, 1]]]) { $1 }) }
        #expect(throws: FixtureView.Failure.self) { try Fixture(file: "f.json", fixture) }  // expects nothing
        #expect(throws: FixtureView.Failure.self) { try Fixture(file: "f.json", fixture.merging(["frames": ["c": ["x": 0, "top": 1]]]) { $1 }) }
        #expect(throws: Never.self) { try Fixture(file: "f.json", fixture.merging(["size": [10, 10]]) { $1 }) }
    }
}
