import { Menu } from 'electron'
import { applicationMenuTemplate, type MenuContext } from './menu-template.js'

export function installApplicationMenu(context: MenuContext): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(applicationMenuTemplate(context)))
}
