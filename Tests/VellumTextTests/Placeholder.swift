import Testing
@testable import VellumText
