import Launcher
import SharedUI
import VIPER

await Launcher.main(.viper)
