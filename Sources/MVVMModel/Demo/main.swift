import Launcher
import MVVMModel
import SharedUI

await Launcher.main(.mvvmModel)
