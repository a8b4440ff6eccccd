import Foundation

/// A colour effect: the view's drawn pixels pass through a colour matrix (or are
/// multiplied by a colour); layout is unchanged. The matrices are in
/// `ColorMatrix.swift`, with their sources.
///
/// In PNG, JPEG and WebP the pixels are changed exactly; PDF and SVG have no colour
/// filter Cairo can write, so there the view is embedded as an image at the raster
/// scale, as a perspective `rotation3DEffect` is.
public struct _ColorEffect: _DrawingEffect, BuiltInLayout, FrameEffect {
    enum Kind: Equatable {
        case matrix(ColorMatrix)
        case multiply(Color)
    }
    /// The modifier's name, for the node's label.
    enum Name: String {
        case brightness, contrast, saturation, grayscale, hueRotation, colorMultiply, colorInvert, luminanceToAlpha
    }
    let kind: Kind
    let name: Name
    /// The amount as the label shows it (degrees for `hueRotation`); nil for none.
    var amount: Double? = nil

    func draw(in frame: CGRect, into list: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        switch kind {
        case .matrix(let m) where m.isIdentity: content(&list)
        case .matrix(let m): list.group(.colorMatrix(m), content)
        case .multiply(let color): list.group(.colorMultiply(color), content)
        }
    }

    /// Built only when asked for (a trace, a test), not at every body evaluation.
    var nodeLabel: String {
        switch (kind, amount) {
        case (.multiply(let color), _): "\(name)(\(color))"
        case (.matrix, let amount?): "\(name)(\(formatLength(amount))\(name == .hueRotation ? "°" : ""))"
        case (.matrix, nil): name.rawValue
        }
    }

    /// `amount` unless it is not finite, which SwiftUI leaves undefined: then the
    /// value that leaves colours as they are, with a warning.
    static func checked(_ amount: Double, _ name: String, identity: Double) -> Double {
        guard amount.isFinite else {
            Diagnostics.warnOnceDeferred("\(name)(\(amount)): the amount is not finite; the view is drawn without the effect.")
            return identity
        }
        return amount
    }

    static func brightness(_ amount: Double) -> Self {
        let amount = checked(amount, "brightness", identity: 0)
        return Self(kind: .matrix(.brightness(amount)), name: .brightness, amount: amount)
    }

    static func contrast(_ amount: Double) -> Self {
        let amount = checked(amount, "contrast", identity: 1)
        return Self(kind: .matrix(.contrast(amount)), name: .contrast, amount: amount)
    }

    static func saturation(_ amount: Double) -> Self {
        let amount = checked(amount, "saturation", identity: 1)
        return Self(kind: .matrix(.saturation(amount)), name: .saturation, amount: amount)
    }

    /// The amount is clamped to 0…1, as CSS's `grayscale()` clamps it (an estimate:
    /// Apple documents only "0.0 to less than 1.0").
    static func grayscale(_ amount: Double) -> Self {
        let amount = checked(amount, "grayscale", identity: 0).unit
        return Self(kind: .matrix(.grayscale(amount)), name: .grayscale, amount: amount)
    }

    static func colorMultiply(_ color: Color) -> Self {
        Self(kind: .multiply(color), name: .colorMultiply)
    }

    static func hueRotation(_ angle: Angle) -> Self {
        let radians = checked(angle.radians, "hueRotation", identity: 0)
        return Self(kind: .matrix(.hueRotation(Angle(radians: radians))), name: .hueRotation,
                    amount: Angle(radians: radians).degrees)
    }
}

extension View {
    /// Brightens this view by adding `amount` to each colour component: 0 leaves it
    /// as it is, 1 makes it white, negative amounts darken it.
    public func brightness(_ amount: Double) -> some View { modifier(_ColorEffect.brightness(amount)) }

    /// Sets the contrast of this view's colours about mid-grey: 1 leaves them, 0 makes
    /// them all grey, negative amounts invert them as well.
    public func contrast(_ amount: Double) -> some View { modifier(_ColorEffect.contrast(amount)) }

    /// Adjusts the saturation of this view's colours: 0 is grey, 1 leaves them,
    /// larger amounts intensify them.
    public func saturation(_ amount: Double) -> some View { modifier(_ColorEffect.saturation(amount)) }

    /// Removes this view's colour: 0 leaves it, 1 draws it in grey (the luma).
    ///
    /// ```swift
    /// Card().grayscale(isEnabled ? 0 : 1)
    /// ```
    public func grayscale(_ amount: Double) -> some View { modifier(_ColorEffect.grayscale(amount)) }

    /// Shifts every colour of this view round the colour wheel by `angle`, keeping its
    /// luma.
    public func hueRotation(_ angle: Angle) -> some View { modifier(_ColorEffect.hueRotation(angle)) }

    /// Multiplies each pixel of this view by `color`: white leaves it, and a view
    /// drawn in white takes on `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorEffect.colorMultiply(color))
    }

    /// Inverts the colours of this view (each component becomes 1 − itself); alpha is
    /// unchanged.
    public func colorInvert() -> some View {
        modifier(_ColorEffect(kind: .matrix(.colorInvert), name: .colorInvert))
    }

    /// Makes this view a mask: black, as opaque as each pixel is bright (its luma).
    public func luminanceToAlpha() -> some View {
        modifier(_ColorEffect(kind: .matrix(.luminanceToAlpha), name: .luminanceToAlpha))
    }
}
