import { Anchor, Checkbox, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBusinessInfo } from '../../../components/business-info';

interface SmsConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/**
 * The signup's required SMS consent (product/portal.md §5). Carriers expect the consent to
 * name the sender, the kind and frequency of messages, STOP/HELP and the policies.
 * The links open a new tab so the half-filled form is not lost.
 */
export function SmsConsentCheckbox({ checked, onChange, error }: SmsConsentCheckboxProps) {
  const name = useBusinessInfo()?.name ?? 'us';
  return (
    <Checkbox
      name="smsConsent"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={`I agree to receive text messages from ${name} about my account and my inspections.`}
      description={
        <>
          Verification codes, inspection dates, agreements, reports and payment requests; usually 1 to 5 messages
          per inspection. Message and data rates may apply. Reply STOP to opt out, HELP for help. See our{' '}
          <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink> and{' '}
          <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>.
        </>
      }
    />
  );
}

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
