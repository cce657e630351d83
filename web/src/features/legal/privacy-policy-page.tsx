import { BusinessName, LegalContact, LegalDocument } from './legal-document';
import { SmsTerms } from './sms-terms';

/** /privacy-policy (product/outreach.md §1-2). */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy" effectiveDate="November 22, 2026">
      <p>
        <BusinessName /> (“we”, “us”) performs home inspections in Greater Houston. This policy explains what
        information we collect through this website and the Agent Portal, why we collect it, who we share it with and
        the choices you have. It applies to real-estate agents who use the portal, to their clients who sign
        inspection agreements and receive reports, and to visitors of the site.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Agent accounts:</strong> your name, email address, mobile phone number and company, and, if you add
          them, a photo and a short biography. We keep your sign-in methods: a password only as a one-way hash, a
          passkey only as its public key.
        </li>
        <li>
          <strong>Inspection orders:</strong> the property’s address and details, your client’s name, email address,
          mobile phone number and role in the sale, and the preferred inspection dates.
        </li>
        <li>
          <strong>Inspection agreements:</strong> when a client signs, we keep the typed name, the signature, the time,
          the IP address and browser used, and a fingerprint of the exact text signed, as a record of the agreement.
        </li>
        <li>
          <strong>Reports:</strong> the inspection report, its findings and photographs of the property.
        </li>
        <li>
          <strong>Payments:</strong> card payments are handled by our payment processor. We receive the amount and
          confirmation of payment; we never see or store full card numbers.
        </li>
        <li>
          <strong>Technical data:</strong> a cookie that keeps you signed in, and server logs (IP address, browser,
          pages requested, time) used for security and troubleshooting. We use no advertising or cross-site tracking
          cookies.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>to schedule, perform and report on inspections, and to send agreements, reports, payment requests and receipts;</li>
        <li>to run your account: sign-in, approval of new agent accounts and support;</li>
        <li>to send service messages by email and text message, as described below;</li>
        <li>to protect the site and our customers against fraud and abuse;</li>
        <li>to keep the records that Texas inspector licensing rules and the law require.</li>
      </ul>

      <h2>Text messages (SMS)</h2>
      <p>
        Agents agree to receive text messages when they create an account. Clients receive texts about their own
        inspection at the mobile number given when it was ordered, and may opt out at any time.
      </p>
      <SmsTerms />

      <h2>How we share information</h2>
      <ul>
        <li>
          <strong>With the people in the inspection:</strong> the ordering agent and the client see that inspection’s
          details, agreement and report.
        </li>
        <li>
          <strong>With service providers</strong> who run parts of our service under contract: cloud hosting and
          storage, email and text-message delivery, and payment processing. They may use the information only to
          provide their service to us.
        </li>
        <li>
          <strong>When the law requires it,</strong> for example in answer to a subpoena or a request from the Texas
          Real Estate Commission, or to protect the rights and safety of our customers and our business.
        </li>
        <li>
          <strong>If the business changes hands,</strong> with the new owner, who must honour this policy.
        </li>
      </ul>
      <p>
        <strong>We do not sell your personal information</strong>, and we do not share it for advertising.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep account information while your account is active and for a reasonable time after it closes.
        Inspection orders, signed agreements and reports are kept for as long as Texas licensing rules and possible
        claims require. Sign-in codes and one-time links expire within minutes or hours, and sessions end after a
        period without use. Server logs are kept only for a short period.
      </p>

      <h2>Security</h2>
      <p>
        The site is served only over encrypted connections. Passwords are stored as one-way hashes, reports are
        downloaded through short-lived links, and access to inspection data is limited to the agent who ordered it, the
        client and our staff. No system is perfectly secure; if we learn of a breach that affects you, we will tell
        you as the law requires.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Agents can update their profile at any time from Update Info in the Agent Portal.</li>
        <li>Reply STOP to any text message to stop texts; you keep receiving email about your inspections.</li>
        <li>
          You may ask us for a copy of your information, or to correct or delete it. We will do so unless we must keep
          it, for example a signed agreement or a report that licensing rules require us to retain.
        </li>
      </ul>

      <h2>Children</h2>
      <p>The site is meant for adults. We do not knowingly collect information from anyone under 18.</p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the effective date above. If a change materially affects how we use your
        information, we will tell registered agents by email before it takes effect.
      </p>

      <h2>Contact us</h2>
      <p>Questions about this policy or your information:</p>
      <LegalContact />
    </LegalDocument>
  );
}
