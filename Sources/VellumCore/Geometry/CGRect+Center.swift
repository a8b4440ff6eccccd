import Foundation

extension CGRect {
    /// The centre, as the origin plus half the size, where a container places a subview
    /// anchored at its centre. Foundation's `midX` and `midY` average the two edges,
    /// which overflows to infinity at the largest finite lengths: a view placed at
    /// 1.8e308 put its centred child at infinity (fuzz seed 7428962).
    var placementCenter: CGPoint { CGPoint(x: minX + width / 2, y: minY + height / 2) }
}
