import Launcher
import Redux
import SharedUI

await Launcher.main(.redux)
