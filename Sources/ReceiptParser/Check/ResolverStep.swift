/// One step of ``Resolver``: a repair of the summary as read (a tax printed twice, a total line that is a
/// category's sum), a setting of the arithmetic (tax added or included), the search for the total, a repair
/// of the total or the items that the arithmetic shows to be misread, or a check.
///
/// The steps run in the order of ``Catalogue/resolverSteps``, each on the figures the steps before it left.
protocol ResolverStep: Sendable {
    /// Reads and changes the figures.
    func apply(to r: inout Resolution)
}
