import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AGREEMENT_VERSION, contractMessages, type SignInput } from '#shared/contracts.js';
import { hashToken } from '../data/ids.js';
import { bookingKey, contractKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import { findUsersByStatus } from '../data/users.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { sniffImageType } from '../http/multipart.js';
import { filesOf } from '../integrations/files.js';
import { renderAgreementPdf } from './agreement-pdf.js';
import { agreementFor, alreadySigned, getContractBooking, notFound } from './contracts.js';
import { signedMessages } from './messages.js';

// Signing, apart from reading: only POST /api/sign/{id} bundles the PDF renderer.

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
  const items = [
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
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite(deps.db, items);
      break;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Refused: the state now says why. Signed → 410; a new link or a cancellation → 404
      // (getContractBooking throws both). Nothing changed → it was a clash with another
      // transaction that did not win either (a local endpoint can do that): try again.
      const { Item: signed } = await deps.db.doc.send(new GetCommand({ TableName: deps.db.table, Key: contractKey(booking.id), ConsistentRead: true }));
      if (signed) throw alreadySigned(String(signed.signed_at));
      await getContractBooking(deps, token);
      if (attempt >= 3) throw notFound();
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
  const files = filesOf(deps);
  await files.put(signatureKey, png, 'image/png');
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
  await files.put(pdfKey, pdf, 'application/pdf');
  await deps.db.doc.send(
    new UpdateCommand({ TableName: deps.db.table, Key: contractKey(booking.id), UpdateExpression: 'SET pdf_key = :key', ExpressionAttributeValues: { ':key': pdfKey } }),
  );
  return { signed_at: signedAt, message: 'Thank you. The agreement is signed.' };
}

