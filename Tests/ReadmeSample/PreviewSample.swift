import Vellum

struct Greeting: View {
    var name: String
    var body: some View {
        Text("Hello, \(name)!").font(.title).padding()
    }
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    Greeting(name: "Ada")
}

#Preview("Switch", traits: .landscapeLeft) {
    @Previewable @State var isOn = true
    Toggle("Notifications", isOn: $isOn).padding()
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "Grace").previewLayout(.fixed(width: 300, height: 100))
    }
}
