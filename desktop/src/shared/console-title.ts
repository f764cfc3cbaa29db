import { BRAND } from '@shoplocal/shared/messages'

export const CONSOLE_TITLE = `${BRAND.name} Admin Console`
