/**
 * The text-message terms, the same words in the privacy policy and the terms of
 * service (product/outreach.md §1: consent, STOP, HELP, 1 to 5 messages per inspection).
 */
export function SmsTerms() {
  return (
    <ul>
      <li>
        We text you only about inspections you are part of: the confirmed date and arrival window, the inspection
        agreement to sign, the report being ready, payment requests and receipts, and sign-in or verification codes
        you ask for. We do not send marketing texts.
      </li>
      <li>Message frequency: typically 1 to 5 messages per inspection, plus any codes you request.</li>
      <li>
        Reply <strong>STOP</strong> to any message to stop receiving texts. Reply <strong>HELP</strong> for help, or
        contact us using the details below.
      </li>
      <li>Message and data rates may apply.</li>
      <li>Carriers are not liable for delayed or undelivered messages.</li>
      <li>
        Your mobile number and text-message consent are never sold, and are not shared with third parties or
        affiliates for their marketing.
      </li>
    </ul>
  );
}
