import Testing

/// `compare diff A B [ROLE]`: the two folders' files paired by role.
@MainActor
@Suite struct DiffCommandTests {
  @Test func diffsTwoArchitecturesRoleByRole() async {
    let result = await CompareRun(["diff", "mvc", "mvp"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("MVC → MVP: roles in both (lines removed, added)\n"))
    #expect(result.output.contains("only in MVP: Presentation/RepositoryDetailPresenter.swift"))
    #expect(result.output.contains("--- Sources/MVC/UI/SearchViewController.swift\n"))
    #expect(result.output.contains("\n+++ Sources/MVP/UI/SearchViewController.swift\n"))
    #expect(!result.output.contains("\u{1B}"), "no terminal: no colors")
    #expect(result.errorOutput.isEmpty)
  }

  @Test func showsOneRoleSideBySide() async {
    let role = await CompareRun(
      ["diff", "mvp", "mvp-router", "SearchPresenter", "--side-by-side", "--width", "140"])
    #expect(role.status == 0)
    #expect(role.output.hasPrefix("Sources/MVP/Presentation/SearchPresenter.swift "))
    #expect(role.output.contains(" │ "))
    #expect(!role.output.contains("roles in both"), "one role: no summary")
    let summary = await CompareRun(["diff", "mvp", "mvp-router", "--summary"])
    #expect(summary.output.hasPrefix("MVP → MVP + Router: roles in both"))
    #expect(!summary.output.contains("\n--- Sources/"), "the summary only")
  }

  @Test func aRoleNotInBothIsAUsageError() async {
    let result = await CompareRun(["diff", "mvc", "mvp", "SearchPresenter"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasPrefix("compare: no role 'SearchPresenter' in both (roles in"))
  }
}
