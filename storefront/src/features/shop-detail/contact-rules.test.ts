import { describe, expect, it } from 'vitest'
import { ENGAGEMENT_SERVER_MESSAGES, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { checkContact } from './contact-rules.ts'

const filled = { senderName: 'Mary', senderEmail: '', senderPhone: '0851234567', content: 'Open Sunday?' }

describe('contact dialog checks', () => {
  it('asks a guest for a name, a valid email or a phone, and a message', () => {
    expect(checkContact(filled, false)).toEqual({ errors: {}, contactMissing: false })
    expect(checkContact({ ...filled, senderName: ' ' }, false).errors).toEqual({ senderName: VALIDATION_MESSAGES.guestNameRequired })
    expect(checkContact({ ...filled, senderPhone: '' }, false).contactMissing).toBe(true)
    expect(checkContact({ ...filled, senderEmail: 'mary@' }, false).errors).toEqual({ senderEmail: VALIDATION_MESSAGES.guestEmailInvalid })
    expect(checkContact({ ...filled, content: '  ' }, false).errors).toEqual({ content: ENGAGEMENT_SERVER_MESSAGES.messageRequired })
  })

  it('asks a signed-in visitor for the message only', () => {
    expect(checkContact({ senderName: '', senderEmail: '', senderPhone: '', content: 'Hi' }, true)).toEqual({
      errors: {},
      contactMissing: false,
    })
  })
})
