import Flux
import Launcher
import SharedUI

await Launcher.main(.flux)
