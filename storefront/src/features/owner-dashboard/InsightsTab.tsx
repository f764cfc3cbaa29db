import { useEffect, useState } from 'react'
import { ReservationInsights } from '../reservations/index.ts'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { OwnerInsights } from '@shoplocal/shared/types'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { loadInsights } from './dashboard-api.ts'
import { durationLabel, SHOP_COLOURS, totalViews, viewRows, weekRows } from './insights.ts'

const CHART_HEIGHT = 260

/**
 * "How my shops are doing": views per day per shop, the most favourited products, contact messages
 * and chats per week, and how quickly chats get a first reply. Loaded only when the tab is opened,
 * so the charting library never weighs on the rest of the dashboard.
 */
export default function InsightsTab() {
  const [insights, setInsights] = useState<OwnerInsights | null | 'failed'>(null)

  useEffect(() => {
    const controller = new AbortController()
    loadInsights(controller.signal).then(
      (result) => setInsights(result.ok ? result.data : 'failed'),
      () => undefined,
    )
    return () => controller.abort()
  }, [])

  if (insights === null) return <p className="owner-empty">{COPY.insightsLoading}</p>
  if (insights === 'failed') return <p className="owner-empty">{COPY.insightsFailed}</p>

  const weeks = weekRows(insights)
  const messages = insights.messagesPerWeek.reduce((sum, count) => sum + count, 0)
  const chats = insights.chatsPerWeek.reduce((sum, count) => sum + count, 0)
  return (
    <div className="owner-insights" data-testid="insights">
      <h2 className="owner-section__title">{COPY.insightsTitle}</h2>

      <section className="owner-chart" aria-labelledby="insights-views">
        <h3 id="insights-views" className="owner-chart__title">
          {COPY.viewsTitle}
        </h3>
        <p className="owner-chart__summary">{COPY.viewsSummary(totalViews(insights))}</p>
        <div className="owner-chart__plot">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <LineChart data={viewRows(insights)} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#dce6e1" />
              <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              {insights.shops.map((shop, index) => (
                <Line
                  key={shop.id}
                  type="linear"
                  dataKey={`shop${shop.id}`}
                  name={shop.name}
                  stroke={SHOP_COLOURS[index % SHOP_COLOURS.length]}
                  strokeWidth={2}
                  dot={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </section>

      <section className="owner-chart" aria-labelledby="insights-favourites">
        <h3 id="insights-favourites" className="owner-chart__title">
          {COPY.favouritesTitle}
        </h3>
        {insights.favourites.length === 0 ? (
          <p className="owner-chart__summary">{COPY.noFavourites}</p>
        ) : (
          <ol className="owner-favourites">
            {insights.favourites.map((row) => (
              <li key={row.productId} className="owner-favourites__row">
                <span className="owner-favourites__name">
                  {row.name} <span className="owner-favourites__shop">{row.shopName}</span>
                </span>
                <span
                  className="owner-favourites__bar"
                  style={{ inlineSize: `${(row.favourites / insights.favourites[0].favourites) * 100}%` }}
                  aria-hidden="true"
                />
                <span className="owner-favourites__count">
                  {row.favourites} <span className="visually-hidden-text">{COPY.favouritesAxis}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ReservationInsights insights={insights.reservations} />

      <section className="owner-chart" aria-labelledby="insights-weekly">
        <h3 id="insights-weekly" className="owner-chart__title">
          {COPY.weeklyTitle}
        </h3>
        <p className="owner-chart__summary">{COPY.weeklySummary(messages, chats)}</p>
        <div className="owner-chart__plot">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={weeks} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#dce6e1" />
              <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Bar dataKey="messages" name={COPY.messagesSeries} fill={SHOP_COLOURS[0]} />
              <Bar dataKey="chats" name={COPY.chatsSeries} fill={SHOP_COLOURS[1]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>

      <section className="owner-chart" aria-labelledby="insights-reply">
        <h3 id="insights-reply" className="owner-chart__title">
          {COPY.replyTitle}
        </h3>
        <p className="owner-chart__figure" data-testid="first-reply">
          {insights.averageFirstReplyMinutes === null
            ? COPY.noReplies
            : COPY.replyValue(durationLabel(insights.averageFirstReplyMinutes), insights.repliedConversations)}
        </p>
      </section>
    </div>
  )
}
