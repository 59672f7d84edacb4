import Launcher
import MVVMCoordinator
import SharedUI

await Launcher.main(.mvvmCoordinator)
