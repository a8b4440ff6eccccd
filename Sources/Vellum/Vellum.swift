// The one import users write: SwiftUI's view API, layout, and (as they land) real text
// and rendering.
@_exported import VellumCore
