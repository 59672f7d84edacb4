import Launcher
import MVP
import SharedUI

await Launcher.main(.mvp)
