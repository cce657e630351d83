import { Text, Title } from '@mantine/core';
import { EmailLink, PhoneLink } from '../../components/contact-links';
import { useBusinessInfo } from '../../components/business-info';
import { PublicFrame } from './public-frame';

/** A download link that leads nowhere: say why and whom to ask for a new one. */
export function ReportNotFound({ isExpired }: { isExpired: boolean }) {
  const business = useBusinessInfo();
  return (
    <PublicFrame>
      <Title order={1} size="h2">
        Report Not Found
      </Title>
      <Text>
        {isExpired
          ? 'This download link has expired.'
          : 'We could not find a report for this link. The address may be incomplete, or the link may have been replaced by a newer one.'}
      </Text>
      {business ? (
        <Text>
          Please contact {business.name} for a new link: call or text <PhoneLink phone={business.phone} />, or email{' '}
          <EmailLink email={business.email} />.
        </Text>
      ) : (
        <Text>Please contact your inspection company for a new link.</Text>
      )}
    </PublicFrame>
  );
}
