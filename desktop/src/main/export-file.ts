import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, dialog, type BrowserWindow } from 'electron'
import type { SaveFileResult } from '../shared/bridge.js'

/** The native save dialog, opened in Downloads with the proposed name; the admin picks the place. */
export async function saveCsvWithDialog(window: BrowserWindow | null, fileName: string, content: string): Promise<SaveFileResult> {
  const options = {
    title: 'Export CSV',
    defaultPath: join(app.getPath('downloads'), fileName),
    filters: [{ name: 'CSV files', extensions: ['csv'] }],
  }
  const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return { saved: false }
  await writeFile(choice.filePath, content, 'utf8')
  return { saved: true }
}
