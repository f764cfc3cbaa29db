/*
 * The chat feature's public face: the drawer itself (the owner dashboard's Messages panel opens it with
 * a conversation), the header launcher, and openChat() for buttons elsewhere (Start Chat, the account page).
 */
export { ChatDrawer } from './ChatDrawer.tsx'
export { default as ChatLauncher } from './ChatLauncher.tsx'
export { default as OpenChatButton } from './OpenChatButton.tsx'
export { openChat, type ChatStart } from './open-chat.ts'
