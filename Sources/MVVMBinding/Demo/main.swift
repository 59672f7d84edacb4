import Launcher
import MVVMBinding
import SharedUI

await Launcher.main(.mvvmBinding)
