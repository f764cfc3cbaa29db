import type {
  CodeLoginPayload,
  CustomerLoginPayload,
  CustomerRegisterPayload,
  PasswordResetRequestPayload,
  RegisterPayload,
  ResendVerificationPayload,
  ResetPasswordPayload,
  RoleLoginPayload,
  ShopOwnerLoginPayload,
  ShopOwnerRegisterPayload,
  SignInCodePayload,
  VerifyEmailPayload,
  VerifyPhonePayload,
} from '@shoplocal/shared/types'
import { apiPost } from '../../lib/api/browser.ts'
import type { AuthAnswer } from './auth-responses.ts'

/* The auth screens' calls; each throws the ApiError its form's submit shows. */

export const roleLogin = (payload: RoleLoginPayload) => apiPost<AuthAnswer>('/api/auth/role-login', payload)
export const registerAccount = (payload: RegisterPayload) => apiPost<AuthAnswer>('/api/auth/register', payload)
export const customerLogin = (payload: CustomerLoginPayload) => apiPost<AuthAnswer>('/api/customer/login', payload)
export const customerRegister = (payload: CustomerRegisterPayload) => apiPost<AuthAnswer>('/api/customer/register', payload)
export const ownerLogin = (payload: ShopOwnerLoginPayload) => apiPost<AuthAnswer>('/api/shop-owner/login', payload)
export const ownerRegister = (payload: ShopOwnerRegisterPayload) => apiPost<AuthAnswer>('/api/shop-owner/register', payload)

export const requestSignInCode = (payload: SignInCodePayload) => apiPost('/api/auth/sign-in-code', payload)
export const codeLogin = (payload: CodeLoginPayload) => apiPost<AuthAnswer>('/api/auth/code-login', payload)

export const requestPasswordReset = (payload: PasswordResetRequestPayload) => apiPost('/api/auth/request-password-reset', payload)
export const resetPassword = (payload: ResetPasswordPayload) => apiPost('/api/auth/reset-password', payload)

export const resendVerification = (payload: ResendVerificationPayload) => apiPost('/api/auth/resend-verification', payload)
export const verifyEmail = (payload: VerifyEmailPayload) => apiPost<AuthAnswer>('/api/auth/verify-email', payload)
export const verifyPhone = (payload: VerifyPhonePayload) => apiPost<AuthAnswer>('/api/auth/verify-phone', payload)
