import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import type { DisclaimerPart, ReportBooking } from '#shared/reports.js';
import { useBusinessInfo } from '../../components/business-info';
import { formatDay } from '../../lib/format-date';
import { HEADING_STYLE, Paragraphs } from './paragraphs';

interface DisclaimerProps {
  booking: ReportBooking;
  parts: DisclaimerPart[];
  hasSections: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The Disclaimer entry (product/outreach.md §2): the REI 7-6 form header, then the preamble's parts. */
export function ReportDisclaimer({ booking, parts, hasSections, headingRef }: DisclaimerProps) {
  const business = useBusinessInfo();
  // product/outreach.md §2: the company's name and licence stand in when the report names no inspector.
  const inspector = booking.inspector_name.trim() || business?.name || '';
  const license = booking.inspector_license.trim() || business?.license || '';
  const fields: [string, string][] = [
    ['Name of Client', booking.client_name],
    ['Date of Inspection', formatDay(booking.inspection_date) || 'Not set'],
    ['Address of Inspected Property', booking.property_address],
    ['Name of Inspector', inspector],
    ['TREC License #', license],
    ['Report Number', booking.report_number],
  ];
  return (
    <Stack gap="lg">
      <Title order={2} ref={headingRef} tabIndex={-1} style={HEADING_STYLE}>
        Property Inspection Report
      </Title>
      {!hasSections && (
        <Alert color="blue" variant="light" title="The full report is in the PDF">
          This report has no sections to read here. Use Download PDF above to read the full report.
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-label="Report information">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" fw={700} tt="uppercase" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      {parts.map((part, index) => (
        <section key={index} aria-labelledby={`disclaimer-part-${index}`}>
          <Title order={3} size="h4" id={`disclaimer-part-${index}`} mb="xs">
            {part.heading}
          </Title>
          <Paragraphs text={part.text} />
        </section>
      ))}
    </Stack>
  );
}
