import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { needsPayment, paymentMessages } from '#shared/payments.js';
import { bookingKey } from '../data/keys.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { getReportPdfLink } from '../reports/pdf-link.js';
import { getDownloadBooking } from './download.js';

/**
 * C10: the report PDF through the client's link, once paid (or nothing is due). The first
 * download sets `downloaded_at` (DOMAIN step 9); later ones keep that first time. The link
 * is made first, so a failure there records no download.
 */
export async function downloadReportPdf(deps: Deps, token: string): Promise<{ url: string; filename: string }> {
  const booking = await getDownloadBooking(deps, token);
  if (needsPayment(booking)) throw new HttpError(402, paymentMessages.notPaid);
  const link = await getReportPdfLink(deps, booking);
  await deps.db.doc.send(
    new UpdateCommand({
      TableName: deps.db.table,
      Key: bookingKey(booking.id),
      UpdateExpression: 'SET downloaded_at = if_not_exists(downloaded_at, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': deps.now().toISOString() },
    }),
  );
  return link;
}
