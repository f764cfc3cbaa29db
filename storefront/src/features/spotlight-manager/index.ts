/* The owner dashboard's Spotlight tab, loaded with its tab. */
export { default as SpotlightManager } from './SpotlightManager.tsx'
