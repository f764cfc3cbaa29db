import { OWNER_HOW_IT_WORKS } from '../../messages/index.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'

/** The three steps of listing a shop. */
export function OverviewTab() {
  return (
    <section aria-labelledby="owner-how-heading">
      <h2 id="owner-how-heading" className="owner-section__title">
        {COPY.howItWorks}
      </h2>
      <ol className="owner-steps">
        {OWNER_HOW_IT_WORKS.map((step, index) => (
          <li key={step.title} className="owner-step">
            <span className="owner-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="owner-step__title">{step.title}</h3>
            <p className="owner-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
