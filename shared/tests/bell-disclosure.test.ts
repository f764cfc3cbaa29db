import { describe, expect, it } from 'vitest'
import { bellDisclosureStep } from '../src/rules/index.ts'

describe("the bell's disclosure", () => {
  it('opens and closes with the bell, focus staying on the bell that was pressed', () => {
    expect(bellDisclosureStep(false, { type: 'toggle' })).toEqual({ open: true, focusBell: false })
    expect(bellDisclosureStep(true, { type: 'toggle' })).toEqual({ open: false, focusBell: false })
  })

  it('closes on a press outside, leaving focus where the press put it, and ignores a press inside', () => {
    expect(bellDisclosureStep(true, { type: 'pointerDown', insideBell: false })).toEqual({ open: false, focusBell: false })
    expect(bellDisclosureStep(true, { type: 'pointerDown', insideBell: true })).toBeNull()
    expect(bellDisclosureStep(false, { type: 'pointerDown', insideBell: false })).toBeNull()
  })

  it("closes on Escape with focus back on the bell, and lets other keys and a closed bell's Escape go on", () => {
    expect(bellDisclosureStep(true, { type: 'keyDown', key: 'Escape' })).toEqual({ open: false, focusBell: true })
    expect(bellDisclosureStep(true, { type: 'keyDown', key: 'Enter' })).toBeNull()
    expect(bellDisclosureStep(false, { type: 'keyDown', key: 'Escape' })).toBeNull()
  })

  it('hands focus to the bell from the close button, and to the opened screen when a notification is followed', () => {
    expect(bellDisclosureStep(true, { type: 'closeButton' })).toEqual({ open: false, focusBell: true })
    expect(bellDisclosureStep(true, { type: 'followed' })).toEqual({ open: false, focusBell: false })
  })
})
