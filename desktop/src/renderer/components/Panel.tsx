import { useId, type ReactNode } from 'react'

/** A titled box on the overview and analytics tabs. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <section className={`panel ${className}`} aria-labelledby={id}>
      <header className="panel-header">
        <h3 id={id}>{title}</h3>
      </header>
      <div className="panel-body">{children}</div>
    </section>
  )
}
