import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createQueryClient } from './App'
import { selectBridge } from './bridge'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App bridge={selectBridge()} queryClient={createQueryClient()} />
  </StrictMode>,
)
