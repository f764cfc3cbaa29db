import type { ReactNode } from 'react'

export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="stat-card">
      <span className="stat-label">{label}</span>
      <strong className="stat-value">{value}</strong>
      {detail === undefined ? null : <span className="stat-detail">{detail}</span>}
    </div>
  )
}
