import { browserApi } from '../../lib/api/browser.ts'
import { fetchActiveSpotlights } from '../../lib/api/catalogue.ts'

/** The strip's read of the live spotlights, in the browser (the pages read them through the server client). */
export const loadActiveSpotlights = () => fetchActiveSpotlights(browserApi)
