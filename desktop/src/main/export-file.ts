import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, dialog, type BrowserWindow } from 'electron'
import type { SaveFileResult } from '../shared/bridge.js'

/** The native save dialog, opened in Downloads with the proposed name; the admin picks the place. */
export function saveCsvWithDialog(window: BrowserWindow | null, fileName: string, content: string): Promise<SaveFileResult> {
  return saveWithDialog(window, fileName, { title: 'Export CSV', filter: { name: 'CSV files', extensions: ['csv'] } }, (path) =>
    writeFile(path, content, 'utf8'),
  )
}

/** A receipt's PDF, through the same dialog. */
export function savePdfWithDialog(window: BrowserWindow | null, fileName: string, bytes: Uint8Array): Promise<SaveFileResult> {
  return saveWithDialog(window, fileName, { title: 'Save PDF', filter: { name: 'PDF files', extensions: ['pdf'] } }, (path) =>
    writeFile(path, bytes),
  )
}

async function saveWithDialog(
  window: BrowserWindow | null,
  fileName: string,
  kind: { title: string; filter: { name: string; extensions: string[] } },
  write: (path: string) => Promise<void>,
): Promise<SaveFileResult> {
  const options = { title: kind.title, defaultPath: join(app.getPath('downloads'), fileName), filters: [kind.filter] }
  const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return { saved: false }
  await write(choice.filePath)
  return { saved: true }
}
