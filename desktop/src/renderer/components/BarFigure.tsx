import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartPoint } from '../lib/chart-data'

interface BarFigureProps {
  label: string
  points: ChartPoint[]
  format?(value: number): string
  height?: number
}

const plain = (value: number) => value.toLocaleString('en-IE')

/** One bar series with axes and a tooltip; the figures are also given as text for screen readers. */
export function BarFigure({ label, points, format = plain, height = 170 }: BarFigureProps) {
  return (
    <figure className="chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={points} margin={{ top: 6, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e3e7eb" />
          {/* Labels that would run into their neighbours are left out (first and last kept); the tooltip and the caption give every one. */}
          <XAxis dataKey="label" tick={{ fontSize: 11 }} tickLine={false} interval="preserveStartEnd" minTickGap={6} />
          <YAxis tick={{ fontSize: 11 }} tickLine={false} axisLine={false} width={56} tickFormatter={format} allowDecimals={false} />
          <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: 'rgb(11 93 59 / 8%)' }} />
          <Bar dataKey="value" name={label} fill="#0b5d3b" radius={[2, 2, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{points.map((point) => `${point.label}: ${format(point.value)}`).join(', ')}</figcaption>
    </figure>
  )
}
