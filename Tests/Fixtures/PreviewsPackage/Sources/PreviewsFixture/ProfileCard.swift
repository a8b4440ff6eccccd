import Vellum

struct ProfileCard: View {
    var name: String
    var role: String

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.indigo).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(Color.secondary)
            }
        }
        .padding(16)
        .background(Color.gray.opacity(0.15))
    }
}

#Preview("Profile card", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Ada Lovelace", role: "Analyst")
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Grace Hopper", role: "Rear admiral")
            .previewDisplayName("On a phone")
        ProfileCard(name: "Alan Turing", role: "Mathematician")
            .previewLayout(.fixed(width: 320, height: 120))
            .previewDisplayName("Fixed 320 × 120")
    }
}
