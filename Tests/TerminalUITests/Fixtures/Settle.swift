/// Lets other main-actor tasks run until `condition` holds.
///
/// Never waits on wall time: each step is one `Task.yield()`. A job can arrive after many of
/// the test's turns on a busy machine, so a condition that must come true is given as many as
/// it takes, up to a bound only a hang meets; `maximumYields` bounds a wait for something that
/// must not happen.
@MainActor
func settle(maximumYields: Int = 1_000_000, until condition: () -> Bool) async {
  var yields = 0
  while yields < maximumYields, !condition() {
    await Task.yield()
    yields += 1
  }
}
