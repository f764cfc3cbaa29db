export { default as CardPaymentForm } from './CardPaymentForm.tsx'
