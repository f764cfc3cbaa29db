import type { ClientDirective } from 'astro'

/*
 * client:companion — for an island that only shows what other islands send it (the toaster, the guests' chat
 * drawer): it hydrates when the first other island on the page hydrates, as nothing can reach it before then.
 * Its value may name a sessionStorage key that a previous page left something under (a toast raised just
 * before a redirect); if that key is set, it hydrates at once instead.
 */
function carriedOver(key: unknown): boolean {
  if (typeof key !== 'string') return false
  try {
    return window.sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

const companionDirective: ClientDirective = (load, options, island) => {
  const start = async (event?: Event) => {
    if (event && event.target === island) return
    document.removeEventListener('astro:hydrate', start, true)
    const hydrate = await load()
    await hydrate()
  }
  // Hydrates at once when something was carried over, or when an island before it went live first.
  if (carriedOver(options.value) || document.querySelector('astro-island:not([ssr])') !== null) {
    void start()
    return
  }
  // astro:hydrate does not bubble; a capturing listener on the document still sees every island's.
  document.addEventListener('astro:hydrate', start, true)
}

export default companionDirective
