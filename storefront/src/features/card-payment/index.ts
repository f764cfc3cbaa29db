export { default as CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm.tsx'
