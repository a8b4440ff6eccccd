// TEMPORARY (lead engineer): stands in for the Cairo renderer until it lands; removed then.
import Foundation
import VellumCore

enum CairoRenderer {
    static func png(_ list: DisplayList, isOpaque: Bool) throws -> Data { throw RenderError("not yet") }
    static func pdf(_ list: DisplayList) throws -> Data { throw RenderError("not yet") }
    static func svg(_ list: DisplayList) throws -> Data { throw RenderError("not yet") }
}

struct RenderError: Error { init(_ s: String) {} }
