import { Box, Divider, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DISCLAIMER_ID, ratingLabel, type ReportSection } from '#shared/reports.js';
import { RatingBadge, RatingLegend } from './ratings';
import { checkedCount, groupByPart } from './report-sections';
import classes from './report-sections.module.css';

interface SectionsNavProps {
  sections: ReportSection[];
  selected: string;
  /** The search string that selects an entry (`?section=I.A`). */
  searchOf: (key: string) => string;
  onSelect: (key: string) => void;
}

const TITLE = 'Inspection Sections';

/** The left sidebar on wide screens (product/outreach.md §2): the Disclaimer, then every section. */
export function SectionsSidebar({ sections, selected, searchOf }: Omit<SectionsNavProps, 'onSelect'>) {
  // A deep link to a late section (VI.C) must not leave its entry hidden below the list's fold.
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scrollRef.current;
    const entry = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !entry) return;
    const outer = box.getBoundingClientRect();
    const inner = entry.getBoundingClientRect();
    if (inner.top < outer.top) {
      box.scrollTop += inner.top - outer.top - 8;
      return;
    }
    // Until the page scrolls, the sticky list runs past the window's bottom edge: that edge counts.
    const bottom = Math.min(outer.bottom, window.innerHeight);
    if (inner.bottom > bottom) box.scrollTop += inner.bottom - bottom + 8;
  }, [selected]);
  return (
    <Paper component="nav" aria-labelledby="sections-title" withBorder className={classes.sidebar}>
      <Box p="sm" pb="xs">
        <Title order={2} size="h4" id="sections-title">
          {TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          Click to navigate
        </Text>
        <Box mt="xs">
          <RatingLegend ratings={['I', 'NI', 'D']} />
        </Box>
      </Box>
      <Divider />
      <Box className={classes.scroll} p="xs" ref={scrollRef}>
        <ul className={classes.list}>
          <li>
            <Entry to={searchOf(DISCLAIMER_ID)} isSelected={selected === DISCLAIMER_ID}>
              {/* Two lines of one link's name, not a heading and its paragraph (axe p-as-heading): spans. */}
              <Text component="span" display="block" fw={700} size="sm">
                Disclaimer
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed">
                Report Information &amp; Terms
              </Text>
            </Entry>
          </li>
          {groupByPart(sections).map((group) => (
            <li key={group.title}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="sm" mb={4} px="sm" id={`part-${group.title.split('.')[0]}`}>
                {group.title}
              </Text>
              <ul className={classes.list} aria-labelledby={`part-${group.title.split('.')[0]}`}>
                {group.sections.map((section) => (
                  <li key={section.sectionCode}>
                    <SectionEntry section={section} to={searchOf(section.sectionCode)} isSelected={selected === section.sectionCode} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Box>
    </Paper>
  );
}

function SectionEntry({ section, to, isSelected }: { section: ReportSection; to: string; isSelected: boolean }) {
  const checked = checkedCount(section);
  return (
    <Entry to={to} isSelected={isSelected}>
      <Box style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Text fw={700} size="sm">
          Section {section.sectionCode}
        </Text>
        {/* The 'Status:' line below says it in words. */}
        <RatingBadge rating={section.rating} isDecorative />
      </Box>
      <Text size="sm">{section.sectionTitle}</Text>
      {section.checklistItems.length > 0 && (
        <Text size="xs" c="dimmed">
          {checked} item(s) checked
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Status: {ratingLabel(section.rating)}
      </Text>
    </Entry>
  );
}

function Entry({ to, isSelected, children }: { to: string; isSelected: boolean; children: ReactNode }) {
  return (
    // Replace, not push: reading twenty sections must not leave twenty Back steps.
    <Link to={{ search: to }} replace preventScrollReset className={classes.entry} aria-current={isSelected ? 'page' : undefined}>
      <Stack gap={2}>{children}</Stack>
    </Link>
  );
}

/** Below 1280 px a list this long would eat the screen: a native picker above the content instead. */
export function SectionsPicker({ sections, selected, onSelect }: Omit<SectionsNavProps, 'searchOf'>) {
  const data = [
    { group: 'Report', items: [{ value: DISCLAIMER_ID, label: 'Disclaimer: Report Information & Terms' }] },
    ...groupByPart(sections).map((group) => ({
      group: group.title,
      items: group.sections.map((section) => ({
        value: section.sectionCode,
        label: `${section.sectionCode} ${section.sectionTitle} (${ratingLabel(section.rating)})`,
      })),
    })),
  ];
  return (
    <Paper component="nav" aria-label={TITLE} withBorder p="sm">
      {/* No legend here: each section shows the full one right below. */}
      <NativeSelect label={TITLE} data={data} value={selected} onChange={(event) => onSelect(event.currentTarget.value)} maw={640} />
    </Paper>
  );
}
