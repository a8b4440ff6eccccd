import Testing
import Vellum

// `import Vellum` is enough, as `import SwiftUI` is: Foundation's types and Observation's
// `@Observable` come with it. This file imports nothing else, so it compiles only if
// that holds.

@Observable final class Basket {
    var items: [String] = []
}

struct BasketView: View {
    var basket: Basket
    var body: some View {
        Text("\(basket.items.count) items")
    }
}

@MainActor
struct ImportTests {
    @Test func foundationTypesAreInScope() {
        let width: CGFloat = 12
        let size = CGSize(width: width, height: 3)
        let rect = CGRect(origin: .zero, size: size)
        let url = URL(fileURLWithPath: "/tmp/a.png")
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        let date = Date(timeIntervalSince1970: 0)
        let indexes = IndexSet([1, 3])
        let locale = Locale(identifier: "en_US")
        #expect(rect.width == 12 && url.lastPathComponent == "a.png" && id != nil)
        #expect(date.timeIntervalSince1970 == 0 && indexes.count == 2 && locale.identifier == "en_US")
        #expect(Bundle.main.bundleURL.isFileURL)
        let queue = DispatchQueue(label: "import-test")
        #expect(queue.sync { 1 + 1 } == 2)
    }

    @Test func observableModelsUpdateTheirViews() {
        let basket = Basket()
        let host = ViewHost(BasketView(basket: basket), size: CGSize(width: 200, height: 100))
        #expect(host.contains(text: "0 items"))
        basket.items.append("apple")
        host.update()
        #expect(host.contains(text: "1 items"))
        #expect(host.lastUpdate.bodiesEvaluated == 1)
    }
}
