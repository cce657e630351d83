import { createHash } from 'node:crypto';
import { AGREEMENT_VERSION, contractMessages, SIGNATURE_MAX_BYTES, SIGNATURE_PREFIX, type SignInput } from '#shared/contracts.js';
import { contractSignedUpdate } from '../data/booking.js';
import { contractPut, findContract, type ContractItem } from '../data/contracts.js';
import { hashToken, newId } from '../data/ids.js';
import { contractFileKey, contractKey } from '../data/keys.js';
import { signedQueue } from '../data/booking-queue.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure, transactWrite, type TransactItem } from '../data/table.js';
import { findUsersByStatus } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invalid, tooLarge } from '../errors.js';
import { renderAgreementPdf } from '../integrations/agreement-pdf.js';
import { filesOf } from '../integrations/files.js';
import { decodePng, encodePng, isPng, type PngRules } from '../integrations/png.js';
import { agreementFor, alreadySigned, getContractBooking, notFound } from './contracts.js';
import { signedMessages } from './contracts-messages.js';

// Signing, apart from reading: only POST /api/sign/{id} bundles the PDF renderer and the PNG decoder.

/** Far above the signature pad (400 × 200): a larger picture is no signature. */
const SIGNATURE_PNG: PngRules = {
  maxSide: 2_000,
  maxPixels: 2_000 * 2_000,
  tooLarge: () => tooLarge(contractMessages.signatureTooBig),
  unreadable: () => invalid(contractMessages.signatureUnreadable),
};

/**
 * The signature as a clean 8-bit RGBA PNG of its pixels, or a 4xx before anything is
 * stored: png.ts checks it within the pad's limits and pngjs decodes it in full (a PNG
 * header over corrupt data once passed, was recorded as signed, and then failed in the
 * PDF: issue 18). What is stored and drawn is our own encoding, so nothing the sender's
 * software wrote into the file (text, profiles, a second header) reaches the agreement.
 */
async function cleanSignature(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw SIGNATURE_PNG.tooLarge();
  if (!isPng(bytes)) throw invalid(contractMessages.signatureRequired);
  return encodePng(await decodePng(bytes, SIGNATURE_PNG), true);
}

/**
 * data-model C2. Everything that can fail is done before the signing is recorded: the signature
 * is decoded in full, the agreement PDF rendered, and both stored under keys of this
 * attempt alone (D-114). Then one transaction decides who signs: the CONTRACT item's
 * attribute_not_exists(pk) lets exactly one of two simultaneous signings through, the
 * other answers 410 and takes its files back (D-214). Nothing runs after the commit, so
 * a signed contract always has its PDF.
 */
export async function signContract(deps: Deps, token: string, input: SignInput, ip: string, userAgent: string) {
  const png = await cleanSignature(input.signature_data);
  const booking = await getContractBooking(deps, token);
  const now = deps.now();
  const signedAt = now.toISOString();
  const agreementText = agreementFor(deps, booking);
  const sha256 = createHash('sha256').update(agreementText, 'utf8').digest('hex');
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
  const attemptId = newId();
  const signatureKey = contractFileKey(booking.id, attemptId, 'signature.png');
  const pdfKey = contractFileKey(booking.id, attemptId, 'agreement.pdf');
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
    pdf_key: pdfKey,
  };
  const files = filesOf(deps);
  await Promise.all([files.put(signatureKey, png, 'image/png'), files.put(pdfKey, pdf, 'application/pdf')]);
  const admins = await findUsersByStatus(deps.db, 'admin');
  const items = [
    contractPut(deps.db, contract),
    contractSignedUpdate(deps.db, booking.id, hashToken(token), signedAt),
    ...outboxPuts(deps.db, signedMessages(deps.config, booking, input.full_name, admins), now),
    ...signedQueue(deps.db, booking),
  ];
  try {
    await recordSigning(deps, token, booking.id, items);
  } catch (error) {
    await dropUnusedFiles(deps, booking.id, [signatureKey, pdfKey]);
    throw error;
  }
  return { signed_at: signedAt, message: 'Thank you. The agreement is signed.' };
}

/** The one transaction that decides who signs; throws 410 or 404 when this signing is not the one. */
async function recordSigning(deps: Deps, token: string, bookingId: string, items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite(deps.db, items);
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Refused: the state now says why. Signed → 410; a new link or a cancellation → 404
      // (getContractBooking throws both). Nothing changed → it was a clash with another
      // transaction that did not win either (a local endpoint can do that): try again.
      const signed = await findContract(deps.db, bookingId);
      if (signed) throw alreadySigned(signed.signed_at);
      await getContractBooking(deps, token);
      if (attempt >= 3) throw notFound();
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

/**
 * A signing that was not recorded (a lost race, a new link, a failure) takes its files
 * back, so a booking keeps one signature and one PDF (D-214). Unless the contract names
 * them: an answer lost after the commit must not take the signed contract's PDF. When the
 * check or a delete fails, the files stay unreferenced, as before; the refusal stands.
 */
async function dropUnusedFiles(deps: Deps, bookingId: string, keys: string[]): Promise<void> {
  try {
    const contract = await findContract(deps.db, bookingId);
    if (contract?.pdf_key && keys.includes(contract.pdf_key)) return;
    await Promise.all(keys.map((key) => filesOf(deps).delete(key)));
  } catch {
    // Nothing to tell the signer: their answer is the refusal that brought us here.
  }
}
