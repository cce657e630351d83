import { Link } from 'react-router-dom';
import { BusinessName, LegalContact, LegalDocument } from './legal-document';
import { SmsTerms } from './sms-terms';

/** /terms-of-service (product/outreach.md §1-2). */
export function TermsOfServicePage() {
  return (
    <LegalDocument title="Terms of Service" effectiveDate="November 22, 2026">
      <p>
        These terms apply to this website and the Agent Portal operated by <BusinessName /> (“we”, “us”). By using
        them you agree to these terms and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree,
        please do not use the site.
      </p>

      <h2>Who may use the Agent Portal</h2>
      <p>
        The Agent Portal is for real-estate agents ordering inspections for their clients. You must be at least 18 and
        give accurate, current information about yourself. New accounts are reviewed, and an account may be used to
        order once we have approved it. We may refuse, suspend or close an account that breaks these terms.
      </p>

      <h2>Your account</h2>
      <p>
        Keep your password and your devices with passkeys secure; you are responsible for what is done with your
        account. Tell us at once if you think someone else has used it.
      </p>

      <h2>Ordering an inspection</h2>
      <ul>
        <li>
          When you order for a client, you confirm that your client has asked you to arrange the inspection and has
          agreed that we may contact them by email and text message about it.
        </li>
        <li>
          The price shown when you order is based on the details you enter and is fixed when the order is submitted. If
          the property turns out to differ materially from those details, we will tell you before the inspection.
        </li>
        <li>
          You choose three preferred dates. The day before the inspection we confirm the date and a 5-hour arrival
          window between 7:00 AM and 7:00 PM. A date is not reserved until we have confirmed it.
        </li>
        <li>An inspection may be cancelled or rescheduled up to 48 hours before its confirmed date.</li>
      </ul>

      <h2>The inspection agreement</h2>
      <p>
        Every inspection is performed under a separate inspection agreement that the client reviews and signs before
        the inspection. That agreement sets out the scope and limits of the inspection, payment terms, our liability,
        how claims must be made and how disputes are resolved. Where it differs from these terms, the signed agreement
        governs the inspection.
      </p>

      <h2>Reports and payment</h2>
      <ul>
        <li>
          The report is delivered the same day as the inspection, and within 24 hours. It is released once the
          inspection has been paid; the client or the ordering agent may pay.
        </li>
        <li>Payments are processed securely by our payment processor; we do not store card numbers.</li>
        <li>
          A report is prepared for the client named in the agreement, for use in their real-estate transaction. It is
          not a warranty or guarantee of the property’s condition beyond the written warranty provided with the
          inspection.
        </li>
      </ul>

      <h2>Text messages</h2>
      <p>
        By giving a mobile number and agreeing to receive texts, you agree to receive service text messages from us
        about your account and your inspections.
      </p>
      <SmsTerms />

      <h2>Acceptable use</h2>
      <p>
        Do not misuse the site: do not try to reach accounts or data that are not yours, interfere with its operation,
        upload harmful files, collect other people’s information, or use it for anything unlawful.
      </p>

      <h2>Our content</h2>
      <p>
        The site, its text and design, and our reports are protected by copyright. You may use a report for the
        transaction it was prepared for, and share it with the people involved in that transaction.
      </p>

      <h2>Disclaimer and limitation of liability</h2>
      <p>
        The website and the Agent Portal are provided “as is”. We work to keep them available and accurate, but we do
        not promise that they will always be uninterrupted or error-free. To the extent the law allows, we are not
        liable for indirect or consequential losses arising from use of the website. Our responsibility for an
        inspection is set by the signed inspection agreement.
      </p>

      <h2>Texas Real Estate Commission</h2>
      <p>
        The Texas Real Estate Commission (TREC) licenses and regulates real estate inspectors in Texas. You may contact
        TREC at P.O. Box 12188, Austin, Texas 78711&#8209;2188, by phone at (512) 936-3000, or at{' '}
        <a href="https://www.trec.texas.gov" rel="noreferrer">
          www.trec.texas.gov
        </a>
        .
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of Texas. Disputes about an inspection are resolved as the
        inspection agreement provides.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms; the effective date above shows when they last changed. Using the site after a change
        means you accept the updated terms.
      </p>

      <h2>Contact us</h2>
      <LegalContact />
    </LegalDocument>
  );
}
