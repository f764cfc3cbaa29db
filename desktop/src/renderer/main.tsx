import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createQueryClient } from './App'
import { selectBridge } from './bridge'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const bridge = selectBridge()
// Uncaught errors go to the app's local error log (Help → Copy diagnostics), never to a third party.
const report = (error: unknown) =>
  bridge.diagnostics.reportError(error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) })
window.addEventListener('error', (event) => report(event.error ?? event.message))
window.addEventListener('unhandledrejection', (event) => report(event.reason))

createRoot(container, { onUncaughtError: report }).render(
  <StrictMode>
    <App bridge={bridge} queryClient={createQueryClient()} />
  </StrictMode>,
)
