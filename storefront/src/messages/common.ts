/** The server's own message when it sent one, else the screen's fallback. */
export const messageOrFallback = (serverMessage: string | null | undefined, fallback: string): string =>
  serverMessage?.trim() ? serverMessage : fallback
