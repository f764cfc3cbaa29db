import { NEAR_DISTANCES_KM } from '@shoplocal/shared/constants'
import { OPENING_HOURS_COPY } from '../../messages/index.ts'
import { SEARCH_COPY } from './copy.ts'
import type { NearChoice } from './query.ts'

interface Props {
  /** Prefix of the two fields' ids (one panel per page may hold them). */
  id: string
  value: NearChoice
  onChange: (value: NearChoice) => void
  /** Why the choice cannot be used yet (no place to measure from); shown under the fields. */
  problem: string
}

/**
 * 'Sort by' (best match or nearest) and 'Distance' (any, or within 5 to 50 km), measured from the location box,
 * and 'Open now' (shops open at this moment in Ireland; the API judges it with holiday closures applied).
 */
export function NearControls({ id, value, onChange, problem }: Props) {
  const problemId = `${id}-problem`
  const described = problem ? problemId : undefined
  return (
    <div className="near-controls">
      <div className="search-field near-controls__field">
        <label className="search-field__label" htmlFor={`${id}-sort`}>
          {SEARCH_COPY.sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          className="search-field__input"
          name="sort"
          value={value.sort}
          aria-describedby={described}
          onChange={(event) => onChange({ ...value, sort: event.target.value === 'nearest' ? 'nearest' : '' })}
        >
          <option value="">{SEARCH_COPY.sortBestMatch}</option>
          <option value="nearest">{SEARCH_COPY.sortNearest}</option>
        </select>
      </div>
      <div className="search-field near-controls__field">
        <label className="search-field__label" htmlFor={`${id}-within`}>
          {SEARCH_COPY.distanceLabel}
        </label>
        <select
          id={`${id}-within`}
          className="search-field__input"
          name="withinKm"
          value={value.withinKm}
          aria-describedby={described}
          onChange={(event) => onChange({ ...value, withinKm: event.target.value })}
        >
          <option value="">{SEARCH_COPY.anyDistance}</option>
          {NEAR_DISTANCES_KM.map((km) => (
            <option key={km} value={String(km)}>
              {SEARCH_COPY.withinKm(km)}
            </option>
          ))}
        </select>
      </div>
      <label className="near-controls__open-now" htmlFor={`${id}-open-now`}>
        <input
          id={`${id}-open-now`}
          type="checkbox"
          name="openNow"
          value="1"
          checked={value.openNow}
          onChange={(event) => onChange({ ...value, openNow: event.target.checked })}
        />
        {OPENING_HOURS_COPY.openNow}
      </label>
      <p id={problemId} className="near-controls__problem" role="alert" data-testid="near-problem">
        {problem}
      </p>
    </div>
  )
}
