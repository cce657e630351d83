import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { BookingItem } from '#functions/data/booking.js';
import { bookingKey, PAYMENT_PREFIX } from '#functions/data/keys.js';
import { findOutboxMessages } from '#functions/data/outbox.js';
import type { PaymentItem } from '#functions/data/payments.js';
import { queryAll } from '#functions/data/table.js';
import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { handler as sendPaymentRequest } from '#functions/payments/post-admin-send-payment-request.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken } from '#test/support/api.js';
import { makeSignedBooking, publishReport } from '#test/support/reports.js';

// Payments in tests: bookings with a report published through the product's own
// calls (test/support/reports.ts), then the payment request as the admin sends it.

/** A signed booking with a published report (product/rules.md step 6). */
export async function reportedBooking(adminToken: string, agent: UserItem, overrides: Partial<BookingItem> = {}, pdf?: Buffer): Promise<BookingItem> {
  const booking = await makeSignedBooking(agent, overrides);
  await publishReport(adminToken, booking.id, pdf ? { pdf } : {});
  return (await readBooking(booking.id))!;
}

/** The admin's payment request; returns the `/download/` token the client's email carries. */
export async function requestPayment(adminToken: string, booking: BookingItem): Promise<string> {
  const answer = await call(sendPaymentRequest, `POST /api/admin/send-payment-request/${booking.id}`, { token: adminToken, headers: sameSite });
  expect(answer.status).toBe(200);
  return linkToken((await lastMessageTo(booking.client_email)).text, '/download/');
}

export async function readBooking(id: string): Promise<BookingItem | undefined> {
  const { db } = getDeps();
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: bookingKey(id), ConsistentRead: true }));
  return Item as BookingItem | undefined;
}

export function readPayments(bookingId: string): Promise<PaymentItem[]> {
  const { db } = getDeps();
  return queryAll<PaymentItem>(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': bookingKey(bookingId).pk, ':prefix': PAYMENT_PREFIX },
    ConsistentRead: true,
  });
}

/** Every queued message to `to`, newest first. */
export async function messagesTo(to: string) {
  return (await findOutboxMessages(getDeps().db, 1000)).filter((message) => message.to === to);
}

/** The token of a `/checkout/<token>` (local checkout) URL. */
export const checkoutToken = (url: string) => linkToken(url, '/checkout/');
