import { MESSAGES } from '@verdant/shared/messages';
import {
  buyerRegistrationSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  profileUpdateSchema,
  promoStatusSchema,
  registrationResponseSchema,
  resetPasswordSchema,
  userSchema,
  vendorRegistrationSchema,
  verifyEmailSchema,
} from '@verdant/shared/schemas/auth';
import { errorResponse, messageResponse } from '@verdant/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, tooManyRequests } from '../../lib/errors.ts';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './account-links.service.ts';
import {
  changePassword,
  getUser,
  isPromotionalPeriod,
  login,
  logOut,
  registerUser,
  updateProfile,
} from './auth.service.ts';
import { authenticate, currentUser } from './guard.ts';
import { LoginThrottle } from './login-throttle.ts';
import { toUserView } from './user-view.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 422: errorResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app.config;
  const throttle = new LoginThrottle(app.db, rateLimits);

  app.post(
    '/register/buyer',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a buyer',
        body: buyerRegistrationSchema,
        response: { 201: registrationResponseSchema, 429: errorResponse, ...errors },
      },
      config: { rateLimit: rateLimits.register, passwordWork: true },
    },
    async (request, reply) => {
      const user = await registerUser(app.deps, request.body, 'buyer');
      return reply.code(201).send({ message: 'Registration successful! Please log in.', user: toUserView(user) });
    },
  );

  app.post(
    '/register/vendor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a vendor (pending approval)',
        body: vendorRegistrationSchema,
        response: { 201: registrationResponseSchema, 429: errorResponse, ...errors },
      },
      config: { rateLimit: rateLimits.register, passwordWork: true },
    },
    async (request, reply) => {
      const user = await registerUser(app.deps, request.body, 'vendor');
      return reply.code(201).send({
        message: 'Registration successful! Your vendor account is pending approval. Please log in.',
        user: toUserView(user),
      });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in (form-encoded username + password, or JSON)',
        body: loginSchema,
        response: { 200: loginResponseSchema, 429: errorResponse, ...errors },
      },
      config: { passwordWork: true },
    },
    async (request) => {
      const { email, password } = request.body;
      const { accessToken, user } = await throttle.attempt(request.ip, email, () => login(app.deps, email, password));
      return { access_token: accessToken, token_type: 'bearer' as const, user: toUserView(user) };
    },
  );

  app.get(
    '/me',
    {
      onRequest: authenticate,
      schema: { tags: ['auth'], summary: 'The current user', response: { 200: userSchema, ...errors } },
    },
    async (request) => toUserView(await getUser(app.deps, currentUser(request).id)),
  );

  app.patch(
    '/profile',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Update first name, last name and phone',
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => toUserView(await updateProfile(app.deps, currentUser(request).id, request.body)),
  );

  app.post(
    '/change-password',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (checks the current one)',
        description:
          'Every token issued before stops working (other devices are logged out); use the access_token returned.',
        body: changePasswordSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
      config: { passwordWork: true },
    },
    async (request) => {
      const accessToken = await changePassword(app.deps, currentUser(request).id, request.body);
      return { message: 'Password changed successfully', access_token: accessToken, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Log out: the token this call is made with stops working at once',
        description: "The user's other sessions go on; a password change ends them all.",
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await logOut(app.deps, currentUser(request).token);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use password reset link (valid one hour)',
        description:
          'The same answer, in about the same time, whether or not the email has an account; at most 5 emails an hour reach one address.',
        body: forgotPasswordSchema,
        response: { 200: messageResponse, 429: errorResponse, ...errors },
      },
      config: { rateLimit: rateLimits.passwordReset },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body.email);
      return { message: MESSAGES.passwordResetRequested };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the emailed link's token",
        description:
          'The token works once and for one hour (410 once used or expired). Every session of the account ends: log in again.',
        body: resetPasswordSchema,
        response: { 200: messageResponse, 410: errorResponse, 429: errorResponse, ...errors },
      },
      config: { rateLimit: rateLimits.passwordReset, passwordWork: true },
    },
    async (request) => {
      await resetPassword(app.deps, request.body);
      return { message: MESSAGES.passwordResetDone };
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Verify the account's email address with the emailed link's token (no login needed)",
        body: verifyEmailSchema,
        response: { 200: messageResponse, 410: errorResponse, 429: errorResponse, ...errors },
      },
      config: { rateLimit: rateLimits.passwordReset },
    },
    async (request) => {
      await verifyEmail(app.deps, request.body.token);
      return { message: MESSAGES.emailVerified };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to the current user (the newest link is the only one that works)',
        response: { 200: messageResponse, 429: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await getUser(app.deps, currentUser(request).id);
      const outcome = await resendVerification(app.deps, user);
      if (outcome === 'already_verified') throw conflict(MESSAGES.alreadyVerified);
      if (outcome === 'limited') throw tooManyRequests(MESSAGES.tooManyRequests, 3600);
      return { message: MESSAGES.verificationSent(user.email) };
    },
  );

  app.get(
    '/promo-status',
    {
      schema: { tags: ['auth'], summary: 'Whether the promotional period is on', response: { 200: promoStatusSchema } },
    },
    async () => ({
      is_promotional_period: isPromotionalPeriod(app.config.PROMO_END_DATE),
      promo_end_date: app.config.PROMO_END_DATE,
    }),
  );
};
