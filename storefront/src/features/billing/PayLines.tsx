import { formatEuro2 } from '@shoplocal/shared/rules'
import { BILLING_COPY as COPY } from './copy.ts'

interface Line {
  kind: string
  description: string
  amount: number
}

interface Props {
  lines: readonly Line[]
  total: number
  /** Names the total for tests: the quote's before an invoice exists, the invoice's after. */
  totalTestId: string
  caption?: string
  testId?: string
}

/** What is billed, a line each, and the total: the quote before "Continue to payment", the invoice after. */
export function PayLines({ lines, total, totalTestId, caption, testId }: Props) {
  return (
    <table className="pay-lines" data-testid={testId}>
      {caption && <caption className="pay-lines__caption">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{COPY.lineItem}</th>
          <th scope="col" className="pay-lines__amount">
            {COPY.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.kind}-${line.description}`}>
            <td>{line.description}</td>
            <td className="pay-lines__amount">{formatEuro2(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{COPY.total}</th>
          <td className="pay-lines__amount" data-testid={totalTestId}>
            {formatEuro2(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
