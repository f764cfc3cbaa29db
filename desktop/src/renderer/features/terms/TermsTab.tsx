import { OWNER_TERMS_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { formatDate } from '@shoplocal/shared/rules'
import { useQuery } from '@tanstack/react-query'
import { useBridge } from '../../bridge/context'
import { TabError } from '../../components/TabState'
import { fetchOwnerTermsVersions, TRUST_QUERY_KEY } from '../../api/trust'
import { CONSOLE_TAB_LABELS, OWNER_TERMS_CONSOLE } from '../../messages/index'
import { PublishTermsForm } from './PublishTermsForm'
import '../../components/trust.css'

/** The versions of the terms shop owners accept, the latest first, and the form that publishes the next. */
export function TermsTab() {
  const bridge = useBridge()
  const versions = useQuery({ queryKey: [...TRUST_QUERY_KEY, 'terms'], queryFn: () => fetchOwnerTermsVersions(bridge) })

  if (versions.isError) return <TabError error={versions.error} onRetry={() => void versions.refetch()} />
  const rows = versions.data?.versions ?? []
  return (
    <section className="tab tab-scroll trust-tab" aria-label={CONSOLE_TAB_LABELS.terms} aria-busy={versions.isFetching}>
      <h2 className="trust-heading">{OWNER_TERMS_CONSOLE.heading}</h2>
      <p>{OWNER_TERMS_CONSOLE.intro(OWNER_TERMS_NOTICE_DAYS)}</p>
      <PublishTermsForm />
      <table className="trust-figures-table" data-testid="terms-versions">
        <thead>
          <tr>
            <th scope="col">{OWNER_TERMS_CONSOLE.version}</th>
            <th scope="col">{OWNER_TERMS_CONSOLE.effectiveOn}</th>
            <th scope="col">{OWNER_TERMS_CONSOLE.published}</th>
            <th scope="col">{OWNER_TERMS_CONSOLE.changes}</th>
            <th scope="col">{OWNER_TERMS_CONSOLE.accepted}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && !versions.isFetching ? (
            <tr>
              <td colSpan={5}>{OWNER_TERMS_CONSOLE.empty}</td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.version}</td>
              <td>{formatDate(row.effectiveAt)}</td>
              <td>{formatDate(row.publishedAt)}</td>
              <td>{row.changes}</td>
              <td>{OWNER_TERMS_CONSOLE.acceptedCount(row.acceptedCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
