import type { ForgotPassword, ResetPassword } from '@verdant/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client.ts';

type Message = { message: string };

export const requestPasswordReset = (payload: ForgotPassword) =>
  apiFetch<Message>('/api/auth/forgot-password', { method: 'POST', body: payload, redirectOnUnauthorized: false });

export const resetPassword = (payload: ResetPassword) =>
  apiFetch<Message>('/api/auth/reset-password', { method: 'POST', body: payload, redirectOnUnauthorized: false });

export const verifyEmail = (token: string) =>
  apiFetch<Message>('/api/auth/verify-email', { method: 'POST', body: { token }, redirectOnUnauthorized: false });

export const resendVerification = () => apiFetch<Message>('/api/auth/resend-verification', { method: 'POST' });
