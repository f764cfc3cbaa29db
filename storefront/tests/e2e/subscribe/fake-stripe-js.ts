/**
 * A stand-in for Stripe.js, served in place of js.stripe.com so the card form's own states can be driven in
 * Chromium: one plain input plays the card fields, and confirmPayment answers like Stripe does for a declined
 * test card (4000 0000 0000 0002) or a good one. It holds each answer until the test calls the page's
 * `answerCardPayment()` (`answerCardPayment` in subscribe.test.ts), so the processing state stays until it has been seen.
 */
export const FAKE_STRIPE_JS = `
(() => {
  function Stripe(publishableKey) {
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      elements() {
        return {
          update() {},
          create(type) {
            let host = null
            const element = {
              mount(target) {
                host = typeof target === 'string' ? document.querySelector(target) : target
                const input = document.createElement('input')
                input.setAttribute('aria-label', 'Card number')
                input.dataset.testid = 'fake-card-number'
                host.appendChild(input)
              },
              on() { return element },
              off() { return element },
              once() { return element },
              update() {},
              unmount() {},
              destroy() { if (host) host.replaceChildren() },
            }
            return element
          },
        }
      },
      async confirmPayment() {
        const number = document.querySelector('[data-testid=fake-card-number]').value.replace(/\\s/g, '')
        await new Promise((resolve) => { window.answerCardPayment = resolve })
        if (number === '4000000000000002') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
        return { paymentIntent: { id: 'pi_fake', status: 'succeeded' } }
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
`
