import { Anchor, Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { REPAIR_FINDING_MAX, REPAIR_REQUEST_MAX } from '#shared/report-repairs.js';
import { ratingLabel } from '#shared/reports.js';
import type { DraftItem } from './repair-draft';
import { sectionSearch } from './report-sections';

/** The id of an item's amount field, to move focus to it when it cannot be read. */
export const amountFieldId = (code: string) => `repair-${code.replace('.', '-')}-amount`;

interface RepairItemFieldsProps {
  item: DraftItem;
  error?: string;
  onChange: (change: Partial<DraftItem>) => void;
  onRemove: () => void;
}

/** One item of the request: the report's words, the request and an optional amount (product/portal.md §2 "Repair request"). */
export function RepairItemFields({ item, error, onChange, onRemove }: RepairItemFieldsProps) {
  const [params] = useSearchParams();
  const label = `${item.section_code} ${item.section_title}`;
  const id = `repair-${item.section_code.replace('.', '-')}`;
  return (
    <Fieldset legend={label} component="fieldset" aria-describedby={`${id}-rating`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" id={`${id}-rating`}>
            Rated {ratingLabel(item.rating)}
          </Text>
          {/* The viewer at this item (a deep link, product/outreach.md §2); the page keeps the draft. */}
          <Anchor component={Link} to={{ search: sectionSearch(params, item.section_code) }} size="sm" preventScrollReset>
            Read {item.section_code} in the report
          </Anchor>
        </Group>
        <Textarea
          label="The report’s words"
          description="From the report; shorten them to what you ask about."
          value={item.finding}
          onChange={(event) => onChange({ finding: event.currentTarget.value })}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REPAIR_FINDING_MAX}
        />
        <TextInput
          label="Request"
          description="For example: repair by a licensed plumber, replace, or a credit."
          value={item.request}
          onChange={(event) => onChange({ request: event.currentTarget.value })}
          maxLength={REPAIR_REQUEST_MAX}
        />
        <Group align="flex-end" justify="space-between" gap="sm">
          <TextInput
            id={amountFieldId(item.section_code)}
            label="Amount (optional)"
            leftSection={<span aria-hidden>$</span>}
            inputMode="decimal"
            autoComplete="off"
            value={item.amount}
            onChange={(event) => onChange({ amount: event.currentTarget.value })}
            error={error}
            w={{ base: '100%', xs: 200 }}
          />
          <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
