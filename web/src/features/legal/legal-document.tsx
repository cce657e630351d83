import { Container, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPhone } from '../../lib/phone-format';
import { telHref } from '../../components/contact-links';
import { PublicPage } from '../../components/public-page';
import { usePageTitle } from '../../components/use-page-title';
import { useBusinessInfo } from '../../components/business-info';

interface LegalDocumentProps {
  title: string;
  /** Shown under the title; change it whenever the text changes. */
  effectiveDate: string;
  children: ReactNode;
}

/** The frame of the privacy policy and the terms: title, effective date, prose. */
export function LegalDocument({ title, effectiveDate, children }: LegalDocumentProps) {
  usePageTitle(title);
  return (
    <PublicPage>
      <Container size="md" py={48}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4} mb="xl">
          Effective date: {effectiveDate}
        </Text>
        <Typography className="prose">{children}</Typography>
      </Container>
    </PublicPage>
  );
}

/** The business's name and contact details from business-info, as a paragraph. */
export function LegalContact() {
  const info = useBusinessInfo();
  if (!info) return <p>Loading our contact details…</p>;
  return (
    <address style={{ fontStyle: 'normal' }}>
      <p>
        {info.name}
        <br />
        Texas inspector license: {info.license}
        <br />
        Phone (call or text): <a href={telHref(info.phone)}>{formatPhone(info.phone)}</a>
        <br />
        Email: <a href={`mailto:${info.email}`}>{info.email}</a>
      </p>
    </address>
  );
}

/** The business's name in running text, "we" until it has loaded. */
export function BusinessName() {
  const info = useBusinessInfo();
  return <>{info?.name ?? 'We'}</>;
}
