/// Lets other main-actor tasks run until `condition` holds, yielding a bounded number of times.
///
/// Never waits on wall time: each step is one `Task.yield()`.
@MainActor
func settle(maximumYields: Int = 1_000, until condition: () -> Bool) async {
  for _ in 0..<maximumYields where !condition() {
    await Task.yield()
  }
}
