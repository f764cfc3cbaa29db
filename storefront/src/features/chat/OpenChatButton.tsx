import { openChat, type ChatStart } from './open-chat.ts'

interface Props {
  start: ChatStart
  label: string
  className?: string
}

/** A button that opens the page's chat drawer on a conversation or a shop (the account page's conversations). */
export default function OpenChatButton({ start, label, className = 'button button--outline' }: Props) {
  return (
    <button type="button" className={className} onClick={() => openChat(start)} aria-haspopup="dialog">
      {label}
    </button>
  )
}
