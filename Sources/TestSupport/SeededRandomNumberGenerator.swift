/// A random number generator that repeats the same numbers for the same seed (SplitMix64).
///
/// Fuzz tests take their seed from the environment, or a fixed one, and print it when they
/// fail, so that any failure can be replayed exactly.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The seed the sequence started from.
  public let seed: UInt64
  private var state: UInt64

  /// Starts the sequence for `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
