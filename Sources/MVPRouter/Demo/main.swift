import Launcher
import MVPRouter
import SharedUI

await Launcher.main(.mvpRouter)
