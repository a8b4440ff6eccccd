// The one import users write: SwiftUI's view API and layout (VellumCore), real text
// (VellumText) and rendering (VellumRender).
@_exported import VellumCore
@_exported import VellumRender
@_exported import VellumText
