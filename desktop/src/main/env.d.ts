/** The HTTPS address of the update feed, fixed when the app is built (SHOPLOCAL_UPDATE_FEED_URL); empty: no updates. */
declare const __UPDATE_FEED_URL__: string
