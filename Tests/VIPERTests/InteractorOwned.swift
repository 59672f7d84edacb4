/// The interactor a presenter owns, read by reflection as the conformance suite's leak tracker
/// reads every stored property: the presenter keeps it private, as it should.
@MainActor
func interactorOwned(by presenter: AnyObject?) -> AnyObject? {
  presenter.flatMap { Mirror(reflecting: $0).descendant("interactor") as AnyObject? }
}
