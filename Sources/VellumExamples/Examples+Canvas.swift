import Foundation
import Vellum

extension Examples {
    static let canvas: [Example] = [
        Example(
            name: "canvas-clock-and-pie",
            summary: "Two Canvas drawings as tutorials write them: a clock face at 10:10 (twelve ticks turned with rotate(by:), numerals drawn with draw(_:at:), hands under a shadow filter) and a pie chart of four slices filled with addArc paths, each labelled with its share.",
            window: CGSize(width: 360, height: 200),
            source: """
            HStack(spacing: 20) {
                Canvas { context, size in
                    let radius = min(size.width, size.height) / 2
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    context.fill(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                        width: 2 * radius, height: 2 * radius)), with: .color(.white))
                    context.stroke(Path(ellipseIn: CGRect(x: center.x - radius + 1, y: center.y - radius + 1,
                                                          width: 2 * radius - 2, height: 2 * radius - 2)),
                                   with: .color(.gray), lineWidth: 2)
                    for hour in 0..<12 {
                        var tick = context
                        tick.translateBy(x: center.x, y: center.y)
                        tick.rotate(by: .degrees(Double(hour) * 30))
                        let long = hour % 3 == 0
                        tick.fill(Path(CGRect(x: -1.5, y: -radius + 6, width: 3, height: long ? 12 : 6)),
                                  with: .color(long ? .primary : .gray))
                        let angle = Double(hour) * .pi / 6
                        let label = Text("\\(hour == 0 ? 12 : hour)").font(.system(size: 13, weight: .semibold))
                        context.draw(label, at: CGPoint(x: center.x + (radius - 30) * sin(angle),
                                                        y: center.y - (radius - 30) * cos(angle)))
                    }
                    var hands = context
                    hands.addFilter(.shadow(color: .black.opacity(0.3), radius: 2, x: 1, y: 2))
                    hands.translateBy(x: center.x, y: center.y)
                    for (degrees, length, width) in [(305.0, 0.5, 5.0), (60.0, 0.75, 3.0)] {
                        var hand = hands
                        hand.rotate(by: .degrees(degrees))
                        hand.fill(Path(roundedRect: CGRect(x: -width / 2, y: -radius * length, width: width,
                                                           height: radius * length + 8), cornerRadius: width / 2),
                                  with: .color(.primary))
                    }
                    hands.fill(Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)), with: .color(.orange))
                }
                .frame(width: 160, height: 160)

                Canvas { context, size in
                    let shares: [(Double, Color)] = [(0.4, .blue), (0.3, .orange), (0.2, .green), (0.1, .pink)]
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    let radius = min(size.width, size.height) / 2
                    var start = Angle.degrees(-90)
                    for (share, color) in shares {
                        let end = start + .degrees(360 * share)
                        var slice = Path()
                        slice.move(to: center)
                        slice.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
                        slice.closeSubpath()
                        context.fill(slice, with: .color(color))
                        context.stroke(slice, with: .color(.white), lineWidth: 2)
                        let middle = (start + end).radians / 2
                        context.draw(Text("\\(Int(share * 100))%").font(.caption.bold()).foregroundStyle(.white),
                                     at: CGPoint(x: center.x + radius * 0.65 * cos(middle),
                                                 y: center.y + radius * 0.65 * sin(middle)))
                        start = end
                    }
                }
                .frame(width: 160, height: 160)
            }
            .padding(20)
            .background(Color(white: 0.95))
            """,
            makeView: { AnyView(CanvasClockAndPie()) }),
    ]
}

/// The canvas example's view: a clock face and a pie chart.
struct CanvasClockAndPie: View {
    var body: some View {
        HStack(spacing: 20) {
            Canvas { context, size in
                let radius = min(size.width, size.height) / 2
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                context.fill(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                    width: 2 * radius, height: 2 * radius)), with: .color(.white))
                context.stroke(Path(ellipseIn: CGRect(x: center.x - radius + 1, y: center.y - radius + 1,
                                                      width: 2 * radius - 2, height: 2 * radius - 2)),
                               with: .color(.gray), lineWidth: 2)
                for hour in 0..<12 {
                    var tick = context
                    tick.translateBy(x: center.x, y: center.y)
                    tick.rotate(by: .degrees(Double(hour) * 30))
                    let long = hour % 3 == 0
                    tick.fill(Path(CGRect(x: -1.5, y: -radius + 6, width: 3, height: long ? 12 : 6)),
                              with: .color(long ? .primary : .gray))
                    let angle = Double(hour) * .pi / 6
                    let label = Text("\(hour == 0 ? 12 : hour)").font(.system(size: 13, weight: .semibold))
                    context.draw(label, at: CGPoint(x: center.x + (radius - 30) * sin(angle),
                                                    y: center.y - (radius - 30) * cos(angle)))
                }
                var hands = context
                hands.addFilter(.shadow(color: .black.opacity(0.3), radius: 2, x: 1, y: 2))
                hands.translateBy(x: center.x, y: center.y)
                for (degrees, length, width) in [(305.0, 0.5, 5.0), (60.0, 0.75, 3.0)] {
                    var hand = hands
                    hand.rotate(by: .degrees(degrees))
                    hand.fill(Path(roundedRect: CGRect(x: -width / 2, y: -radius * length, width: width,
                                                       height: radius * length + 8), cornerRadius: width / 2),
                              with: .color(.primary))
                }
                hands.fill(Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)), with: .color(.orange))
            }
            .frame(width: 160, height: 160)

            Canvas { context, size in
                let shares: [(Double, Color)] = [(0.4, .blue), (0.3, .orange), (0.2, .green), (0.1, .pink)]
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2
                var start = Angle.degrees(-90)
                for (share, color) in shares {
                    let end = start + .degrees(360 * share)
                    var slice = Path()
                    slice.move(to: center)
                    slice.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
                    slice.closeSubpath()
                    context.fill(slice, with: .color(color))
                    context.stroke(slice, with: .color(.white), lineWidth: 2)
                    let middle = (start + end).radians / 2
                    context.draw(Text("\(Int(share * 100))%").font(.caption.bold()).foregroundStyle(.white),
                                 at: CGPoint(x: center.x + radius * 0.65 * cos(middle),
                                             y: center.y + radius * 0.65 * sin(middle)))
                    start = end
                }
            }
            .frame(width: 160, height: 160)
        }
        .padding(20)
        .background(Color(white: 0.95))
    }
}
