import { inquiryPreview } from '@verdant/shared/rules/inquiries';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';

// What each party is told about an inquiry (issue 17: inquiry received, answered, new message), in the event's
// transaction so the notification and its email commit with it.

const BUYER_LINK = '/buyer/dashboard?tab=inquiries';
const VENDOR_LINK = '/vendor/dashboard?tab=inquiries';

interface About {
  plantName: string;
  buyerName: string;
  vendorName: string;
}

export function notifyInquiryReceived(db: Db, vendorUserId: number, about: About, message: string, quantity: number) {
  return notify(db, {
    userId: vendorUserId,
    type: 'inquiry_received',
    title: `New inquiry about ${about.plantName}`,
    body: `${about.buyerName} asks about ${quantity} × ${about.plantName}: "${inquiryPreview(message)}"`,
    link: VENDOR_LINK,
  });
}

const answerTitles = {
  answered: (about: About) => `${about.vendorName} answered your inquiry about ${about.plantName}`,
  confirmed: (about: About) => `${about.vendorName} confirmed your inquiry about ${about.plantName}`,
  declined: (about: About) => `${about.vendorName} declined your inquiry about ${about.plantName}`,
};

export function notifyInquiryAnswered(
  db: Db,
  buyerUserId: number,
  about: About,
  answer: { status: keyof typeof answerTitles; text: string | null },
) {
  const fallback =
    answer.status === 'confirmed' ? 'You can order the confirmed quantity now.' : 'Open the inquiry to read it.';
  return notify(db, {
    userId: buyerUserId,
    type: 'inquiry_answered',
    title: answerTitles[answer.status](about),
    body: answer.text ? inquiryPreview(answer.text) : fallback,
    link: BUYER_LINK,
  });
}

export function notifyInquiryMessage(
  db: Db,
  recipient: { userId: number; party: 'buyer' | 'vendor' },
  about: About,
  body: string,
) {
  const from = recipient.party === 'buyer' ? about.vendorName : about.buyerName;
  return notify(db, {
    userId: recipient.userId,
    type: 'inquiry_message',
    title: `New message from ${from} about ${about.plantName}`,
    body: inquiryPreview(body),
    link: recipient.party === 'buyer' ? BUYER_LINK : VENDOR_LINK,
  });
}
