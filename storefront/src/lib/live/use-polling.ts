import { useEffect, useRef } from 'react'

/**
 * Runs `task` now and then every `intervalMs` while `active`, skipping turns while the tab is hidden,
 * and once more when it becomes visible again. The latest `task` is used without restarting the timer.
 */
export function usePolling(task: () => unknown, intervalMs: number, active: boolean): void {
  const latest = useRef(task)
  latest.current = task

  useEffect(() => {
    if (!active) return
    const run = () => {
      if (document.visibilityState === 'visible') void latest.current()
    }
    run()
    const timer = window.setInterval(run, intervalMs)
    document.addEventListener('visibilitychange', run)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', run)
    }
  }, [intervalMs, active])
}
