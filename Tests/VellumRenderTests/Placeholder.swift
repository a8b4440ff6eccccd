import Testing
@testable import VellumRender
