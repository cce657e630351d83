import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AGREEMENT_VERSION, buildAgreementText, contractMessages, type ContractReply, type SignInput } from '../../shared/contracts.js';
import { clientName, findBooking, getBookingFor, propertyAddress, type BookingItem } from '../data/bookings.js';
import { hashToken } from '../data/ids.js';
import { bookingKey, contractKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure } from '../data/table.js';
import { findToken } from '../data/tokens.js';
import { findUsersByStatus, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { sniffImageType } from '../http/multipart.js';
import { renderAgreementPdf } from './agreement-pdf.js';
import { signedMessages } from './messages.js';

const notFound = () => new HttpError(404, contractMessages.notFound);
const alreadySigned = (signedAt: string) => new HttpError(410, contractMessages.alreadySigned, { message: contractMessages.alreadySigned, signed_at: signedAt });

/** C1: the booking behind a link, only while the link is the booking's latest and the booking stands. */
async function getContractBooking(deps: Deps, token: string): Promise<BookingItem> {
  const item = await findToken(deps.db, 'CONTRACT', token, deps.now());
  const booking = item ? await findBooking(deps.db, String(item.booking_id)) : undefined;
  if (!booking || booking.contract_token_hash !== hashToken(token) || booking.cancelled_at) throw notFound();
  if (booking.contract_signed_at) throw alreadySigned(booking.contract_signed_at);
  return booking;
}

/** The exact text a client reads and signs, for this booking and business. */
export function agreementFor(deps: Deps, booking: BookingItem): string {
  const { config } = deps;
  return buildAgreementText({
    business_name: config.BUSINESS_NAME,
    business_license: config.BUSINESS_LICENSE,
    business_phone: config.BUSINESS_PHONE,
    business_email: config.BUSINESS_EMAIL,
    client_full_name: clientName(booking),
    property_address: propertyAddress(booking),
    total_price: booking.total_price,
    inspection_date: booking.inspection_date ?? null,
    inspection_time: booking.inspection_time ?? null,
  });
}

export async function openContract(deps: Deps, token: string): Promise<ContractReply> {
  const booking = await getContractBooking(deps, token);
  return {
    property_address: propertyAddress(booking),
    total_price: booking.total_price,
    client_full_name: clientName(booking),
    inspection_date: booking.inspection_date ?? null,
    inspection_time: booking.inspection_time ?? null,
    agreement_text: agreementFor(deps, booking),
    agreement_version: AGREEMENT_VERSION,
  };
}

/** The PNG bytes of a signature data URL, refused unless they really are a PNG. */
function signaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || sniffImageType(bytes) !== 'image/png') throw new HttpError(400, contractMessages.signatureRequired);
  if (bytes.length > 500 * 1024) throw new HttpError(413, contractMessages.signatureTooBig);
  return bytes;
}

/**
 * C2. The transaction decides who signs: the CONTRACT item's attribute_not_exists(pk)
 * lets exactly one of two simultaneous signings through; the other answers 410. The
 * files are written after the win, so a losing request cannot overwrite the winner's.
 */
export async function signContract(deps: Deps, token: string, input: SignInput, ip: string, userAgent: string) {
  const png = signaturePng(input.signature_data);
  const booking = await getContractBooking(deps, token);
  const now = deps.now();
  const signedAt = now.toISOString();
  const agreementText = agreementFor(deps, booking);
  const sha256 = createHash('sha256').update(agreementText, 'utf8').digest('hex');
  const signatureKey = `bookings/${booking.id}/contract/signature.png`;
  const admins = await findUsersByStatus(deps.db, 'admin');
  const contract = {
    ...contractKey(booking.id),
    booking_id: booking.id,
    signer_name: input.full_name,
    signed_at: signedAt,
    ip_address: ip,
    user_agent: userAgent.slice(0, 500),
    agreement_sha256: sha256,
    agreement_version: AGREEMENT_VERSION,
    signature_key: signatureKey,
  };
  try {
    await deps.db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: deps.db.table, Item: contract, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: deps.db.table,
              Key: bookingKey(booking.id),
              UpdateExpression: 'SET contract_signed_at = :now',
              ConditionExpression: 'attribute_not_exists(contract_signed_at) AND contract_token_hash = :hash AND attribute_not_exists(cancelled_at)',
              ExpressionAttributeValues: { ':now': signedAt, ':hash': hashToken(token) },
            },
          },
          ...outboxPuts(deps.db, signedMessages(deps.config, booking, input.full_name, admins), now),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await findBooking(deps.db, booking.id);
    if (current?.contract_signed_at) throw alreadySigned(current.contract_signed_at);
    throw notFound();
  }
  const bucket = deps.config.FILES_BUCKET;
  await deps.s3.send(new PutObjectCommand({ Bucket: bucket, Key: signatureKey, Body: png, ContentType: 'image/png' }));
  const pdf = await renderAgreementPdf({
    business_name: deps.config.BUSINESS_NAME,
    agreement_text: agreementText,
    agreement_version: AGREEMENT_VERSION,
    agreement_sha256: sha256,
    signer_name: input.full_name,
    signed_at: signedAt,
    ip_address: ip,
    user_agent: userAgent,
    signature_png: png,
  });
  const pdfKey = `bookings/${booking.id}/contract/agreement.pdf`;
  await deps.s3.send(new PutObjectCommand({ Bucket: bucket, Key: pdfKey, Body: pdf, ContentType: 'application/pdf' }));
  await deps.db.doc.send(
    new UpdateCommand({ TableName: deps.db.table, Key: contractKey(booking.id), UpdateExpression: 'SET pdf_key = :key', ExpressionAttributeValues: { ':key': pdfKey } }),
  );
  return { signed_at: signedAt, message: 'Thank you. The agreement is signed.' };
}

/** GET /api/inspections/{id}/contract.pdf: the signed agreement, for the booking's agent and admins. */
export async function readAgreementPdf(deps: Deps, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  const { Item } = await deps.db.doc.send(new GetCommand({ TableName: deps.db.table, Key: contractKey(booking.id), ConsistentRead: true }));
  if (!Item?.pdf_key) throw new HttpError(404, 'The signed agreement is not available yet.');
  const object = await deps.s3.send(new GetObjectCommand({ Bucket: deps.config.FILES_BUCKET, Key: String(Item.pdf_key) }));
  const safe = `${booking.address1} ${booking.client_last_name}`.replace(/[^A-Za-z0-9 .-]/g, '').replace(/\s+/g, ' ').trim();
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), filename: `Service agreement - ${safe}.pdf` };
}
