import Foundation
import Vellum

/// `--renders N`: renders a view with Latin, CJK and emoji text, a bitmap image,
/// gradients, a blur and a shadow N times in each of PNG, JPEG, WebP (still and a
/// two-frame animation), SVG and PDF, for scripts/check-leaks to run under valgrind: a
/// leak per render shows as N lost blocks.
@MainActor
func runRenders(_ count: Int) {
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255]
    let view = VStack(spacing: 8) {
        Text("Hello, Vellum").font(.title).shadow(radius: 3)
        Text("日本語のテキスト 😀🎉")
        HStack {
            Image(bitmap: ImageBitmap(pixelWidth: 2, pixelHeight: 2, rgba: pixels)).resizable().frame(width: 24, height: 24)
            Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 24, height: 24)
            Rectangle().fill(RadialGradient(colors: [.yellow, .green], center: .center, startRadius: 0, endRadius: 12))
                .frame(width: 24, height: 24)
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 24, height: 24)
            Color.orange.frame(width: 24, height: 24).blur(radius: 4)
        }
    }.padding(8)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    var bytes = 0
    do {
        for _ in 0..<count {
            bytes += try renderer.pngData().count + renderer.svgData().count + renderer.pdfData().count
            bytes += try renderer.jpegData(quality: 0.8).count + renderer.webpData(quality: 0.8).count
            bytes += try AnimatedWebP.encode([renderer.displayList, renderer.displayList], frameDuration: 0.1, quality: 0.8).count
        }
    } catch {
        fail("rendering failed: \(error)")
    }
    say("RENDERS,\(count),\(bytes)")
}
