import { AUTH_COPY, ROLE_LABELS } from './auth-copy.ts'

/** The auth hub's side panel: why to join, and what each account type is for. */
export function AuthHubPanel() {
  const copy = AUTH_COPY.hub
  return (
    <aside className="auth-hub__side" aria-labelledby="auth-hub-side-title">
      <h2 id="auth-hub-side-title">{copy.sideTitle}</h2>
      <p>{copy.sideIntro}</p>
      <ul className="auth-hub__points">
        {copy.sidePoints.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <h3>{copy.accountTypesHeading}</h3>
      <ul className="auth-hub__types">
        {copy.accountTypes.map((type) => (
          <li key={type.role}>
            <strong>{ROLE_LABELS[type.role]}</strong> — {type.text}
          </li>
        ))}
      </ul>
    </aside>
  )
}
