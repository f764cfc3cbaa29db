/*
 * The chat feature's public face: the header launcher, and openChat() for buttons elsewhere (Start Chat, the
 * owner dashboard's Messages panel, the account page), which opens the launcher's drawer.
 */
export { default as ChatLauncher } from './ChatLauncher.tsx'
export { default as OpenChatButton } from './OpenChatButton.tsx'
export { openChat } from './open-chat.ts'
