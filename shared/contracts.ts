import * as z from './zod.js';
import { formatMoney } from './booking.js';
import { requiredText } from './text.js';

/** Bumped whenever the wording below changes; stored with each signature. */
export const AGREEMENT_VERSION = '2026-11-1';

export const contractMessages = {
  notFound: 'The requested page could not be found.',
  alreadySigned: 'This contract has already been signed.',
  nameRequired: 'Please type your full name.',
  agreeRequired: 'Please tick the box to agree to the terms.',
  signatureRequired: 'Please sign in the box.',
  signatureTooBig: 'The signature image is too large.',
  signatureUnreadable: 'The signature could not be read. Please clear the box and sign again.',
  loadFailed: 'Failed to load contract',
  submitFailed: 'Failed to submit signature',
} as const;

/** Signature PNG data URLs above this are refused (a 400x200 drawing is a few KB). */
export const SIGNATURE_MAX_BYTES = 500 * 1024;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';

/** POST /api/sign/{id} (product/portal.md §5: name, agreement and a non-empty signature). */
export const signSchema = z.object({
  full_name: z.pipe(
    z.string({ error: contractMessages.nameRequired }).check(z.trim(), z.minLength(1, contractMessages.nameRequired)),
    requiredText('Your name', 120, 'name'),
  ),
  agreed: z.literal(true, { error: contractMessages.agreeRequired }),
  signature_data: z
    .string({ error: contractMessages.signatureRequired })
    .check(
      z.startsWith(SIGNATURE_PREFIX, contractMessages.signatureRequired),
      z.maxLength(
        Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + SIGNATURE_PREFIX.length,
        contractMessages.signatureTooBig,
      ),
    ),
});
export type SignInput = z.infer<typeof signSchema>;

/** GET /api/sign/{id}, 200. */
export const contractReplySchema = z.object({
  property_address: z.string(),
  total_price: z.number(),
  client_full_name: z.string(),
  inspection_date: z.nullable(z.string()),
  inspection_time: z.nullable(z.string()),
  agreement_text: z.string(),
  agreement_version: z.string(),
});
export type ContractReply = z.infer<typeof contractReplySchema>;

export const signReplySchema = z.object({ signed_at: z.string(), message: z.string() });

export interface AgreementFacts {
  business_name: string;
  business_license: string;
  business_phone: string;
  business_email: string;
  client_full_name: string;
  property_address: string;
  total_price: number;
  inspection_date: string | null;
  inspection_time: string | null;
}

const phone = (digits: string) => (/^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

/**
 * The pre-inspection service agreement (product/portal.md §9 terms). The one source of the
 * text: the page shows it, the signature hashes it and the PDF prints it, so what the
 * client signed is exactly what they read.
 */
export function buildAgreementText(facts: AgreementFacts): string {
  const day = facts.inspection_date ? new Date(`${facts.inspection_date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }) : '';
  const when = facts.inspection_date ? `${day}${facts.inspection_time ? `, ${facts.inspection_time} window` : ''}` : 'a date to be confirmed';
  return [
    'PRE-INSPECTION SERVICE AGREEMENT',
    '',
    `This agreement is between ${facts.client_full_name} ("Client") and ${facts.business_name}, ${facts.business_license} ("Inspector"), for the inspection of the property at ${facts.property_address} ("Property") on ${when}.`,
    '',
    '1. Scope. Inspector will perform a visual, non-invasive inspection of the readily accessible systems and components of the Property and report on their condition as observed on the day of the inspection, following the Standards of Practice of the Texas Real Estate Commission (TREC, 22 TAC §§535.227-535.233). The inspection is not technically exhaustive and does not cover items that are concealed, inaccessible, or outside those standards (for example mold, asbestos, radon, lead, pests, code compliance, or the remaining life of any component).',
    '',
    '2. Report. Inspector will deliver a written report on the TREC property inspection report form. The report is for the Client only and is released once the fee is paid.',
    '',
    `3. Fee. The inspection fee is ${formatMoney(facts.total_price)}, due before the report is released. Unpaid balances accrue a late fee of 8% per year (APR) from the inspection date until paid.`,
    '',
    '4. Claims. Any claim arising from the inspection or the report must be made within 12 months of the inspection date. Client must give Inspector written notice of any claim within 10 business days of discovering the condition, and allow Inspector to re-inspect before any repair or replacement, except in an emergency.',
    '',
    '5. Limit of liability. Inspector is not an insurer and makes no warranty or guarantee. To the fullest extent allowed by law, the liability of Inspector, its employees and agents for any claim is limited to the inspection fee paid.',
    '',
    '6. Arbitration. Any dispute that cannot be settled by the parties will be resolved by binding arbitration under the rules of a recognised arbitration service in the county where the Property is located, instead of a court trial.',
    '',
    '7. Governing law. This agreement is governed by the laws of the State of Texas. If any part of it is held invalid, the rest remains in effect.',
    '',
    '8. Cancellation. Client may cancel or reschedule free of charge up to 48 hours before the scheduled window.',
    '',
    `9. TREC notice. The Texas Real Estate Commission (TREC) regulates real estate inspectors: P.O. Box 12188, Austin, Texas 78711-2188, (512) 936-3000. Questions about this inspection: ${phone(facts.business_phone)}, ${facts.business_email}.`,
    '',
    '10. Signature. By typing their full name, ticking "I agree" and signing below, Client confirms they have read, understood and accept this agreement, and that this electronic signature has the same effect as a handwritten one.',
  ].join('\n');
}
