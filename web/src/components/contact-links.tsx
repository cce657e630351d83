import { Anchor, type AnchorProps } from '@mantine/core';
import { formatPhone } from '../lib/phone-format';

// tel:/sms: need the full E.164 number to dial from a phone anywhere.
export const telHref = (phone: string) => `tel:+1${phone}`;
export const smsHref = (phone: string) => `sms:+1${phone}`;

/** The number as (555) 123-4567; a call link unless `href` says otherwise (an sms: link). */
export function PhoneLink({ phone, href, ...props }: { phone: string; href?: string } & AnchorProps) {
  return (
    <Anchor href={href ?? telHref(phone)} {...props}>
      {formatPhone(phone)}
    </Anchor>
  );
}

/** The address, allowed to wrap after its "@" in a narrow card rather than mid-word. */
export function EmailLink({ email, ...props }: { email: string } & AnchorProps) {
  const at = email.indexOf('@');
  return (
    <Anchor href={`mailto:${email}`} {...props}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at)}
          <wbr />@{email.slice(at + 1)}
        </>
      )}
    </Anchor>
  );
}
