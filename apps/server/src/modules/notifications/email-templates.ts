import type { NotificationType } from '@verdant/shared/enums';
import { NOTIFICATION_TYPE_LABELS } from '@verdant/shared/schemas/notifications';
import type { NotificationEmailPayload } from '../../db/schema/notifications.ts';

// Emails in the product's look: the green Verdant header, one message, an optional table of lines and a button.
// Every email has an HTML and a plain-text body with the same content.

const BRAND = '#23553a';
const BRAND_LIGHT = '#f0f7f2';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface EmailContent {
  /** "Hi Dana," */
  greeting?: string;
  heading: string;
  paragraphs: string[];
  lines?: { label: string; value: string }[];
  button?: { label: string; url: string };
  /** Small print under the message (why this email came, how to stop it). */
  footer?: { text: string; links?: { label: string; url: string }[] };
}

export function emailLayout(content: EmailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.lines?.length ? [...content.lines.map((line) => `${line.label}: ${line.value}`), ''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    '-- ',
    'Verdant, the plant marketplace',
    ...(content.footer
      ? [content.footer.text, ...(content.footer.links ?? []).map((l) => `${l.label}: ${l.url}`)]
      : []),
  ]
    .filter((line) => line !== undefined)
    .join('\n');

  const lines = content.lines?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${content.lines
        .map(
          (line) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#374151">${escapeHtml(line.label)}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e5e7eb;color:#111827;font-weight:600;white-space:nowrap">${escapeHtml(line.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const footer = content.footer
    ? `<p style="margin:8px 0 0">${escapeHtml(content.footer.text)}</p><p style="margin:8px 0 0">${(
        content.footer.links ?? []
      )
        .map((link) => `<a href="${escapeHtml(link.url)}" style="color:${BRAND}">${escapeHtml(link.label)}</a>`)
        .join(' &middot; ')}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${BRAND_LIGHT};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND_LIGHT};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #dcede1">
<tr><td style="background:${BRAND};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:-0.01em">&#127807; Verdant</td></tr>
<tr><td style="padding:24px;color:#111827;font-size:15px;line-height:1.5">
${content.greeting ? `<p style="margin:0 0 12px">${escapeHtml(content.greeting)}</p>` : ''}
<h1 style="margin:0 0 12px;font-size:20px;color:${BRAND}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('\n')}
${lines}${button}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px;line-height:1.5">Verdant, the plant marketplace${footer}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}

export interface RenderedEmail {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A notification email, rendered when sent: links from PUBLIC_URL, an unsubscribe link for its event type. */
export function renderNotificationEmail(
  publicUrl: string,
  type: NotificationType,
  payload: NotificationEmailPayload,
  unsubscribeToken: string,
): RenderedEmail {
  const base = publicUrl.replace(/\/+$/, '');
  const unsubscribeUrl = `${base}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const { text, html } = emailLayout({
    greeting: `Hi ${payload.firstName},`,
    heading: payload.title,
    paragraphs: [payload.body],
    lines: payload.lines,
    ...(payload.link ? { button: { label: 'Open in Verdant', url: `${base}${payload.link}` } } : {}),
    footer: {
      text: `You get this email because "${NOTIFICATION_TYPE_LABELS[type]}" emails are on in your account settings.`,
      links: [
        { label: 'Unsubscribe from these emails', url: unsubscribeUrl },
        { label: 'Email settings', url: `${base}/settings` },
      ],
    },
  });
  return {
    text,
    html,
    // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the API link.
    headers: {
      'List-Unsubscribe': `<${base}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
