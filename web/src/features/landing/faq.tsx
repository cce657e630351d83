import { Accordion, Container, Text, Title } from '@mantine/core';
import { formatPhone } from '../../lib/phone-format';
import { useBusinessInfo } from '../../components/business-info';

/** The eight FAQ entries (product/portal.md §1); the phone number comes from business-info. */
function faqEntries(phone: string | undefined): { question: string; answer: string }[] {
  const callOrText = phone ? `call or text us at ${formatPhone(phone)}` : 'call or text us';
  return [
    {
      question: 'How do I order an inspection, and how is it paid?',
      answer:
        'Sign in to the Agent Portal and choose Order Inspection: enter the property, your client’s contact details and three preferred dates, and you see the price before you submit. New agents create an account from the sign-in page; we approve it before the first order. Payment is due when the report is ready: your client receives a secure online payment link, or you can pay from the portal, and the report unlocks for both of you as soon as it is paid.',
    },
    {
      question: 'When will we know the inspection time?',
      answer:
        'The day before the inspection, the inspector picks a 5-hour arrival window between 7:00 AM and 7:00 PM on one of your preferred dates. You and your client are told by email and text message.',
    },
    {
      question: 'How long does an inspection take?',
      answer: 'Usually 2 to 3 hours, depending on the size, age and condition of the property.',
    },
    {
      question: 'When will the report be ready?',
      answer: 'The same day as the inspection, and always within 24 hours. You are notified as soon as it is uploaded.',
    },
    {
      question: 'Can I cancel or reschedule?',
      answer: `Yes, up to 48 hours before the scheduled inspection. Sign in to the portal or ${callOrText}.`,
    },
    {
      question: 'How many text messages will I receive?',
      answer:
        'Typically 1 to 5 per inspection, at the moments that matter: the confirmed date and time, the agreement to sign and the report being ready. Reply STOP to opt out at any time, or HELP for help. Message and data rates may apply.',
    },
    {
      question: 'What areas do you serve?',
      answer:
        'Houston’s inner loop and westward up to the Energy Corridor. Outside these areas you can still book, with more limited availability.',
    },
    {
      question: 'What do you inspect?',
      answer:
        'Single-family homes, townhomes, condos, new builds and apartments. We inspect the structure, electrical systems, heating and air conditioning, plumbing and built-in appliances, following the Texas Real Estate Commission’s standards of practice. Every inspection includes a 1-year warranty.',
    },
  ];
}

export function Faq() {
  const info = useBusinessInfo();
  return (
    <Container size="md" py={48} component="section" aria-labelledby="faq-title">
      <Title order={2} id="faq-title" ta="center" mb="xl">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" order={3} radius="md">
        {faqEntries(info?.phone).map(({ question, answer }, index) => (
          // The value becomes part of element ids: a plain token keeps aria-controls valid.
          <Accordion.Item key={question} value={`faq-${index}`}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text>{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
