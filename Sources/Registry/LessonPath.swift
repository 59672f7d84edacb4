import SharedUI

/// One step of the lesson path: the chapter that moves from one architecture to the next, the
/// one idea it teaches, and the most lines of code that idea may change.
///
/// A test measures every step as `compare path` does and fails when one is over its budget,
/// naming the files that grew. The budgets come from what each idea needs; renames,
/// re-wrapped lines and a parameter named two ways count against them like any other change.
public struct LessonStep: Sendable {
  /// The architecture the step starts from.
  public let from: Architecture
  /// The architecture it arrives at.
  public let to: Architecture
  /// The one idea the step shows, in English and in Japanese.
  public let idea: (english: String, japanese: String)
  /// The most code lines (removed plus added) the step may change.
  public let budget: Int
  /// Why the step starts where it does when an architecture taught before it is closer by
  /// lines, in English and in Japanese; nil when `from` is the closest.
  public let whyNotClosest: (english: String, japanese: String)?

  init(
    from: Architecture, to: Architecture, idea: (english: String, japanese: String),
    budget: Int, whyNotClosest: (english: String, japanese: String)? = nil
  ) {
    self.from = from
    self.to = to
    self.idea = idea
    self.budget = budget
    self.whyNotClosest = whyNotClosest
  }
}

extension Registry {
  /// The steps the chapters teach, in the order they teach them: each a diff a learner reads
  /// with `swift run compare diff FROM TO`.
  public static let lessonPath: [LessonStep] = [
    LessonStep(
      from: .mvc, to: .mvp,
      idea: (
        "the decisions leave the view controller for a presenter behind two protocols",
        "判断が ViewController から 2 つのプロトコルの向こうの Presenter へ移る"
      ),
      budget: 400),
    LessonStep(
      from: .mvp, to: .mvpRouter,
      idea: (
        "a router builds the next screen and a root container swaps it in",
        "Router が次の画面を組み立て、ルートコンテナが差し替える"
      ),
      budget: 220),
    LessonStep(
      from: .mvpRouter, to: .viper,
      idea: (
        "the use case leaves the presenter for an interactor",
        "ユースケースが Presenter から Interactor へ移る"
      ),
      budget: 290),
    LessonStep(
      from: .mvp, to: .mvvmModel,
      idea: (
        "commands become state the view reads when told it changed",
        "命令が、変わったと知らされた View が読む状態になる"
      ),
      budget: 338),
    // The model object comes whole (about 20 code lines), the view model sets the entities on
    // it and hears its notification instead of keeping them (about 45), and the assembly, the
    // entry point and the demo name the model (about 20): about 85, with room for a re-wrapped
    // line or two and nothing more.
    LessonStep(
      from: .mvvmModel, to: .mvvmEntity,
      idea: (
        "the entities move into a model that notifies",
        "Entity が、変化を知らせる Model へ移る"
      ),
      budget: 100),
    // The view model becomes `@Observable` (its tasks `@ObservationIgnored`), its `onChange`
    // and every call of it go, and the views stop installing a closure: about 45 lines. The
    // margin of about 15 is for a line the compiler or the formatter makes us re-wrap, not for
    // a second idea.
    LessonStep(
      from: .mvvmModel, to: .mvvmBinding,
      idea: (
        "observation replaces the hand-written notification",
        "手書きの通知を Observation による監視に置き換える"
      ),
      budget: 60),
    // Both sides are bound through Observation, so only the split shows: the view model's
    // intents leave for an action creator that dispatches, its state for a store whose one
    // `handle(_:)` changes it, with the action enum, the dispatcher and its two protocols
    // coming whole and the views sending to the action creator: about 480 lines. The margin of
    // about 20 is for a re-wrapped line or a renamed member the split makes necessary.
    LessonStep(
      from: .mvvmBinding, to: .flux,
      idea: (
        "only actions through one dispatcher change the stores",
        "ひとつのディスパッチャーを通るアクションだけがストアを変える"
      ),
      budget: 500),
    // The largest step: the dispatcher and both action creators go, the effects, the store and
    // the state values come, and every store becomes a reducer and every view sends actions
    // instead of calling creators; the detail screen's store becomes child state, scoped and
    // composed with `ifLet`. About 680 lines, with a margin of about 10 for a re-wrapped line:
    // no room for anything more.
    LessonStep(
      from: .flux, to: .redux,
      idea: (
        "the dispatcher and the per-screen stores become one reducer with effects as values",
        "ディスパッチャーと画面ごとのストアが、エフェクトを値として返すひとつのリデューサーになる"
      ),
      budget: 690,
      whyNotClosest: (
        "only because Flux's dispatcher, action creators and stores all go (a file one side "
          + "lacks counts whole); Redux keeps what Flux taught, actions that say what happened "
          + "and one-way flow, so a step from an architecture before Flux would carry that idea "
          + "too",
        "Flux のディスパッチャー、アクションクリエイター、ストアがすべてなくなるからにすぎません"
          + "(片方にしかないファイルは丸ごと数えられます)。Redux は Flux で学んだこと、つまり"
          + "起きたことを述べるアクションと単方向のデータフローを受け継ぎます。Flux より前の"
          + "アーキテクチャからの一歩には、その考え方も入ります"
      )),
    // The coordinators come whole (the app's, the detail's, the protocols the view models
    // report through, the root that keeps the app coordinator alive: about 110 lines), and the
    // push leaves the search view and the screens leave the assembly (about 70).
    LessonStep(
      from: .mvvmModel, to: .mvvmCoordinator,
      idea: (
        "navigation leaves the view controllers for a coordinator",
        "画面遷移が ViewController から Coordinator へ移る"
      ),
      budget: 200),
  ]
}
