import Foundation

/// A container view that you can use to add hierarchy within certain views: a header,
/// content and a footer.
///
/// Outside a `List`, `Form` or lazy stack, a section adds its header, content and
/// footer to the enclosing container as separate subviews, in that order. Containers
/// that style sections read which part each subview is from its traits.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let section = SectionMembership.Token()
        func append(_ nodes: [LayoutNode], as role: SectionMembership.Role) {
            for node in nodes {
                node.traits.section = SectionMembership(token: section, role: role)
                list.nodes.append(node)
            }
        }
        append(inputs.forSectionPart(.header).resolve(view.header), as: .header)
        append(inputs.resolve(view.content), as: .content)
        append(inputs.forSectionPart(.footer).resolve(view.footer), as: .footer)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// Which section a subview belongs to, and which part of it the subview is.
struct SectionMembership {
    /// One per resolved section: subviews with the same token are in the same section.
    final class Token {}
    enum Role { case header, content, footer }

    let token: Token
    let role: Role
}
