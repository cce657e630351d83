import { createHash } from 'node:crypto';
import { AGREEMENT_VERSION, contractMessages, type SignInput } from '#shared/contracts.js';
import { contractSignedUpdate } from '../data/bookings.js';
import { contractPut, findContract, setContractPdf, type ContractItem } from '../data/contracts.js';
import { hashToken } from '../data/ids.js';
import { contractKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import { findUsersByStatus } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invalid, tooLarge } from '../errors.js';
import { renderAgreementPdf } from '../integrations/agreement-pdf.js';
import { filesOf } from '../integrations/files.js';
import { agreementFor, alreadySigned, getContractBooking, notFound } from './contracts.js';
import { signedMessages } from './messages.js';

// Signing, apart from reading: only POST /api/sign/{id} bundles the PDF renderer.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a signature data URL, refused unless they really are a PNG (by their first 8 bytes). */
function signaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw invalid(contractMessages.signatureRequired);
  if (bytes.length > 500 * 1024) throw tooLarge(contractMessages.signatureTooBig);
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
  const contract: ContractItem = {
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
    contractPut(deps.db, contract),
    contractSignedUpdate(deps.db, booking.id, hashToken(token), signedAt),
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
      const signed = await findContract(deps.db, booking.id);
      if (signed) throw alreadySigned(signed.signed_at);
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
  await setContractPdf(deps.db, booking.id, pdfKey);
  return { signed_at: signedAt, message: 'Thank you. The agreement is signed.' };
}

