import { useQuery } from '@tanstack/react-query'
import type { TraderCheckItem } from '@shoplocal/shared/constants'
import { TRADER_CHECK_LABELS, TRADER_REGISTER_LABELS, TRADER_SELF_CERTIFICATION } from '@shoplocal/shared/messages'
import { formatDate, formatDateTime, serverMessage } from '@shoplocal/shared/rules'
import type { AdminTraderChecklist, TraderDetails } from '@shoplocal/shared/types'
import { saveTraderChecks, traderChecklistQuery } from '../api/trader'
import { useBridge } from '../bridge/context'
import { TRADER_CHECKLIST_COPY as COPY } from '../copy-details'
import { useDecision } from '../lib/use-decision'
import { TraderDocument } from './TraderDocument'
import './trader-checklist.css'

/** What the admin checks each item against: the value the owner gave. */
function valueOf(item: TraderCheckItem, trader: TraderDetails): string {
  switch (item) {
    case 'register':
      return trader.register ? COPY.registerValue(TRADER_REGISTER_LABELS[trader.register], trader.registerNumber) : COPY.notGiven
    case 'identityDocument':
      return trader.identityUploadedAt ? formatDate(trader.identityUploadedAt) : COPY.notGiven
    case 'selfCertification':
      return `“${TRADER_SELF_CERTIFICATION}” ${COPY.selfCertified(formatDate(trader.selfCertifiedAt))}`
    default:
      return trader[item] ?? COPY.notGiven
  }
}

function Items({ shopId, checklist, trader }: { shopId: number; checklist: AdminTraderChecklist; trader: TraderDetails }) {
  const { decide, pending, dialog } = useDecision()
  const ticked = checklist.due.filter((item) => checklist.checks[item] !== null)
  const toggle = (item: TraderCheckItem, on: boolean) =>
    void decide({
      send: (bridge) => saveTraderChecks(bridge, shopId, on ? [...ticked, item] : ticked.filter((each) => each !== item)),
      success: COPY.saved,
      failure: COPY.saveFailed,
    })
  return (
    <>
      <ul className="trader-items">
        {checklist.due.map((item) => {
          const check = checklist.checks[item]
          const id = `trader-${shopId}-${item}`
          return (
            <li key={item} className="trader-item" data-item={item}>
              <input
                id={id}
                type="checkbox"
                checked={check !== null}
                disabled={pending}
                onChange={(event) => toggle(item, event.target.checked)}
              />
              <label htmlFor={id} className="trader-item-label">
                {TRADER_CHECK_LABELS[item]}
              </label>
              <span className="trader-item-value">{valueOf(item, trader)}</span>
              <span className={check ? 'trader-item-state' : 'trader-item-state muted'}>
                {check ? COPY.checkedBy(check.by.name, formatDateTime(check.at)) : COPY.notChecked}
              </span>
            </li>
          )
        })}
      </ul>
      {dialog}
    </>
  )
}

/** The trader behind the shop and the checklist the approval waits for; every tick is signed by the admin who made it. */
export function TraderChecklist({ shopId, headingLevel }: { shopId: number; headingLevel: 3 | 4 }) {
  const checklist = useQuery(traderChecklistQuery(useBridge(), shopId))
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const data = checklist.data
  return (
    <section className="trader-checklist" aria-label={COPY.heading} data-testid="trader-checklist">
      <Heading className="shop-products-heading">{COPY.heading}</Heading>
      {checklist.isError ? (
        <p className="field-error">{serverMessage(checklist.error.message) ?? checklist.error.message}</p>
      ) : !data ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : !data.trader ? (
        <p className="trader-status trader-status-open">{COPY.none}</p>
      ) : (
        <>
          <p className="muted">{COPY.intro}</p>
          <p className={data.missing.length === 0 ? 'trader-status trader-status-done' : 'trader-status trader-status-open'} role="status">
            {data.missing.length === 0 ? COPY.complete : COPY.missing(data.missing.map((item) => TRADER_CHECK_LABELS[item]).join(', '))}
          </p>
          <Items shopId={shopId} checklist={data} trader={data.trader} />
          {data.trader.identityDocumentUrl ? (
            <TraderDocument path={data.trader.identityDocumentUrl} uploadedAt={data.trader.identityUploadedAt} />
          ) : null}
        </>
      )}
    </section>
  )
}
