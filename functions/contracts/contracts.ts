import { AGREEMENT_VERSION, buildAgreementText, contractMessages, type ContractReply } from '#shared/contracts.js';
import { clientName, findBooking, getBookingFor, propertyAddress, type BookingItem } from '../data/booking.js';
import { findContract } from '../data/contracts.js';
import { hashToken } from '../data/ids.js';
import { findToken } from '../data/tokens.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { gone, notFound as missing } from '../errors.js';
import { filesOf } from '../integrations/files.js';

export const notFound = () => missing(contractMessages.notFound);
export const alreadySigned = (signedAt: string) => gone(contractMessages.alreadySigned, { message: contractMessages.alreadySigned, signed_at: signedAt });

/** data-model C1: the booking behind a link, only while the link is the booking's latest and the booking stands. */
export async function getContractBooking(deps: Deps, token: string): Promise<BookingItem> {
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

/** GET /api/inspections/{id}/contract.pdf: the signed agreement, for the booking's agent and admins. */
export async function readAgreementPdf(deps: Deps, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  const contract = await findContract(deps.db, booking.id);
  if (!contract?.pdf_key) throw missing('The signed agreement is not available yet.');
  const { bytes } = await filesOf(deps).get(contract.pdf_key);
  const safe = `${booking.address1} ${booking.client_last_name}`.replace(/[^A-Za-z0-9 .-]/g, '').replace(/\s+/g, ' ').trim();
  return { bytes, filename: `Service agreement - ${safe}.pdf` };
}
