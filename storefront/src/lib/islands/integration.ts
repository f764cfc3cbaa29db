import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'

/** Registers the website's own hydration directives, client:interaction and client:companion. */
export function islandDirectives(): AstroIntegration {
  return {
    name: 'shoplocal:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) })
        addClientDirective({ name: 'companion', entrypoint: fileURLToPath(new URL('./companion.ts', import.meta.url)) })
      },
    },
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** A string names the part of the page around it (a CSS selector) whose first touch, pointer or focus wakes the island. */
    'client:interaction'?: boolean | string
    'client:companion'?: boolean | string
  }
}
