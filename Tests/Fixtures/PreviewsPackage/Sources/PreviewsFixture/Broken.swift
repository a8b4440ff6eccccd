import Vellum

// Previews that go wrong, for the report: one stops its process, one warns.

struct Exploding: View {
    var body: some View {
        let parts: [String] = []
        return Text(parts[1])
    }
}

#Preview("Crashes") {
    Exploding()
}

#Preview("Warns") {
    Text("Negative width").frame(width: -20)
}

struct Spinning: View {
    var body: some View {
        var turns = 0
        while turns >= 0 { turns = (turns &+ 1) & 0xFFFF }
        return Text("\(turns)")
    }
}

#Preview("Hangs") {
    Spinning()
}
