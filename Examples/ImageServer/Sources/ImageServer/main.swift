import Foundation
import ImageServerApp

// Serves cards on http://127.0.0.1:8080 (PORT and HOST change that) until SIGTERM or
// SIGINT, which let the requests in flight finish first.
let environment = ProcessInfo.processInfo.environment
let app = buildApplication(host: environment["HOST"] ?? "127.0.0.1", port: environment["PORT"].flatMap { Int($0) } ?? 8080)
try await app.runService()
