import { errorResponse } from '@verdant/shared/schemas/common';
import {
  emailPreferencesResponse,
  markReadRequest,
  markReadResponse,
  notificationListQuery,
  notificationListResponse,
  outboxListResponse,
  unsubscribeRequest,
  unsubscribeResponse,
  updateEmailPreferencesRequest,
} from '@verdant/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentUser, requireRole } from '../auth/guard.ts';
import {
  getEmailPreferences,
  getNotifications,
  getOutbox,
  markNotificationsRead,
  unsubscribe,
  updateEmailPreferences,
} from './notifications.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 422: errorResponse };

/** /api/notifications: the caller's notification centre and email settings, and the public unsubscribe link. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, ...errors },
      },
    },
    async (request) => getNotifications(app.deps, currentUser(request).id, request.query.page, request.query.limit),
  );

  app.post(
    '/read',
    {
      onRequest: authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: { ids } (only your own) or { all: true }',
        body: markReadRequest,
        response: { 200: markReadResponse, ...errors },
      },
    },
    async (request) => markNotificationsRead(app.deps, currentUser(request).id, request.body),
  );

  app.get(
    '/preferences',
    {
      onRequest: authenticate,
      schema: {
        tags: ['notifications'],
        summary: "Which events also come by email (every event the caller's role receives; on unless turned off)",
        response: { 200: emailPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return getEmailPreferences(app.deps, user.id, user.role);
    },
  );

  app.put(
    '/preferences',
    {
      onRequest: authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Turn the email of some events on or off (the types not sent keep their setting)',
        body: updateEmailPreferencesRequest,
        response: { 200: emailPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return updateEmailPreferences(app.deps, user.id, user.role, request.body);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: "An email's unsubscribe link, without login: turns that event's email off (token in body or query)",
        // No body at all is fine too (a client posting to the link as it is).
        body: unsubscribeRequest.partial().nullish(),
        querystring: unsubscribeRequest.partial(),
        response: { 200: unsubscribeResponse, 400: errorResponse },
      },
    },
    // The query form serves mail clients' one-click unsubscribe (RFC 8058), which posts a form without the token.
    async (request) => unsubscribe(app.deps, request.body?.token ?? request.query.token ?? ''),
  );
};

/** /api/admin/outbox: every email the app sent or will send (the page a newcomer without SMTP reads). */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The email outbox, newest first: recipient, subject, text, status, attempts, .eml file',
        querystring: notificationListQuery,
        response: { 200: outboxListResponse, ...errors },
      },
    },
    async (request) => getOutbox(app.deps, request.query.page, request.query.limit, app.mailer.kind),
  );
};
