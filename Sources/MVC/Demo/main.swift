import Launcher
import MVC
import SharedUI

await Launcher.main(.mvc)
