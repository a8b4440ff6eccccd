import Vellum

struct Card: View {
    var body: some View {
        Text("Favorite")
            .padding(10)
            .background(Color.teal)
            .id("card")
    }
}

let layout = ViewLayout(of: Card(), in: CGSize(width: 320, height: 480))
let size = layout.size                // 85 × 41: "Favorite" in Inter 17 pt is 65 × 21, plus padding
let frame = layout.frame(id: "card")  // (117.5, 219.5, 85, 41): centred in the window
print(layout)
// background #card  proposed (320, 480) → 85×41 at (117.5, 219.5)
//   Color.teal  proposed (85, 41) → 85×41 at (117.5, 219.5)
//   padding(10)  proposed (320, 480) → 85×41 at (117.5, 219.5)
//     Text("Favorite")  proposed (300, 460) → 65×21 at (127.5, 229.5)

let renderer = ImageRenderer(content: Card())
renderer.scale = 2
try renderer.pngData().write(to: URL(fileURLWithPath: "card.png"))   // also pdfData(), svgData()
