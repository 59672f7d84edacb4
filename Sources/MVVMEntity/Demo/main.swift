import Launcher
import MVVMEntity
import SharedUI

await Launcher.main(.mvvmEntity)
