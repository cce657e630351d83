import { Box, Button, Group, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { InspectionDataReply } from '#shared/reports.js';
import { ReportDisclaimer } from './disclaimer-view';
import { ReportSectionView } from './report-section-view';
import { entryKeys, sectionSearch, selectedKey, SECTION_PARAM } from './report-sections';
import { SectionsPicker, SectionsSidebar } from './report-sections-nav';

// product/portal.md §9: the mobile layout below 1280 px; here the section list leaves the side.
const WIDE_QUERY = '(min-width: 1280px)';

/** A loaded report: the section list beside (or above) the selected entry. */
export function ReportReader({ report }: { report: InspectionDataReply }) {
  const sections = report.reportData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const selected = selectedKey(sections, params.get(SECTION_PARAM));
  const keys = entryKeys(sections);
  const index = keys.indexOf(selected);
  const section = sections.find((candidate) => candidate.sectionCode === selected);
  const labelOf = (key: string) => {
    const found = sections.find((candidate) => candidate.sectionCode === key);
    return found ? `${found.sectionCode} ${found.sectionTitle}` : 'Disclaimer';
  };
  const searchOf = (key: string) => sectionSearch(params, key);

  // A chosen entry moves focus to its heading, so a screen reader reads on from there.
  // The picker is the exception: arrow keys change a closed <select>, and focus must not
  // jump away while someone is still choosing (WCAG 3.2.2); a status line says it instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(selected);
  const isFromPicker = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    if (isFromPicker.current) isFromPicker.current = false;
    else headingRef.current?.focus();
  }, [selected]);

  const pick = (key: string) => {
    isFromPicker.current = true;
    setAnnouncement(`Showing ${labelOf(key)}`);
    void navigate({ search: searchOf(key) }, { replace: true, preventScrollReset: true });
  };

  const previousKey = index > 0 ? keys[index - 1] : undefined;
  const nextKey = keys[index + 1];
  const content = (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={labelOf(selected)}>
      {section ? (
        <ReportSectionView section={section} headingRef={headingRef} />
      ) : (
        <ReportDisclaimer booking={report.booking} parts={report.disclaimer} hasSections={sections.length > 0} headingRef={headingRef} />
      )}
      {keys.length > 1 && (
        <Group justify="space-between" mt="xl" gap="sm">
          {previousKey ? <StepLink to={searchOf(previousKey)} direction="previous" label={labelOf(previousKey)} /> : <span />}
          {nextKey && <StepLink to={searchOf(nextKey)} direction="next" label={labelOf(nextKey)} />}
        </Group>
      )}
    </Paper>
  );

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {sections.length === 0 ? (
        // Only the Disclaimer to show (the full report is in the PDF): no list to choose from.
        content
      ) : isWide ? (
        <Box style={{ display: 'grid', gridTemplateColumns: '300px minmax(0, 1fr)', gap: 'var(--mantine-spacing-md)', alignItems: 'start' }}>
          <SectionsSidebar sections={sections} selected={selected} searchOf={searchOf} />
          {content}
        </Box>
      ) : (
        <Stack gap="md">
          <SectionsPicker sections={sections} selected={selected} onSelect={pick} />
          {content}
        </Stack>
      )}
    </>
  );
}

function StepLink({ to, direction, label }: { to: string; direction: 'previous' | 'next'; label: string }) {
  const isNext = direction === 'next';
  return (
    <Button
      component={Link}
      to={{ search: to }}
      replace
      variant="default"
      leftSection={isNext ? undefined : <IconChevronLeft size={18} aria-hidden />}
      rightSection={isNext ? <IconChevronRight size={18} aria-hidden /> : undefined}
      title={label}
    >
      {isNext ? 'Next' : 'Previous'}
      <VisuallyHidden> section: {label}</VisuallyHidden>
    </Button>
  );
}
