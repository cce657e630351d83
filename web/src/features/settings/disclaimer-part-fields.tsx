import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

/** One part as edited: `key` keeps React's identity (and focus) when parts move or go. */
export interface EditedPart {
  key: number;
  heading: string;
  text: string;
}

interface Props {
  part: EditedPart;
  index: number;
  count: number;
  errors: { heading?: string; text?: string };
  /** While a save runs: the buttons wait, the text stays editable. */
  isDisabled: boolean;
  onChange: (change: Partial<Pick<EditedPart, 'heading' | 'text'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

// A part's text grows with it, 4 to 18 lines. Where the browser sizes a field to its content in
// CSS (Chromium, Safari), that does it; elsewhere Mantine's autosize measures each field, which
// forces a style and layout pass per field: ten parts drawn at once took 300 ms on a phone (D-212).
const growsByCss = () => typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
const GROWING = { fieldSizing: 'content', minHeight: 'calc(4lh + 2 * var(--input-padding-y) + 2px)', maxHeight: 'calc(18lh + 2 * var(--input-padding-y) + 2px)' } as const;

export const headingId = (key: number) => `disclaimer-heading-${key}`;
export const textId = (key: number) => `disclaimer-text-${key}`;
export const moveId = (key: number, by: -1 | 1) => `disclaimer-${by < 0 ? 'up' : 'down'}-${key}`;

/** A heading and its text, with moving and removing; the last part cannot go (the schema keeps one). */
export function DisclaimerPartFields({ part, index, count, errors, isDisabled, onChange, onMove, onRemove }: Props) {
  const n = index + 1;
  return (
    <Paper withBorder radius="sm" p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            Part {n}
          </Text>
          <Group gap={4}>
            <ActionIcon id={moveId(part.key, -1)} variant="default" size="lg" onClick={() => onMove(-1)} disabled={isDisabled || index === 0} aria-label={`Move part ${n} up`}>
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon id={moveId(part.key, 1)} variant="default" size="lg" onClick={() => onMove(1)} disabled={isDisabled || index === count - 1} aria-label={`Move part ${n} down`}>
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <Button size="xs" variant="subtle" color="red" c="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove} disabled={isDisabled || count === 1} aria-label={`Remove part ${n}`}>
              Remove
            </Button>
          </Group>
        </Group>
        <TextInput
          id={headingId(part.key)}
          name={`parts.${index}.heading`}
          label={`Part ${n} heading`}
          value={part.heading}
          onChange={(event) => onChange({ heading: event.currentTarget.value })}
          error={errors.heading}
          errorProps={{ role: 'alert' }}
          maxLength={200}
        />
        <Textarea
          id={textId(part.key)}
          name={`parts.${index}.text`}
          label={`Part ${n} text`}
          value={part.text}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          error={errors.text}
          errorProps={{ role: 'alert' }}
          {...(growsByCss() ? { styles: { input: GROWING } } : { autosize: true, minRows: 4, maxRows: 18 })}
        />
      </Stack>
    </Paper>
  );
}
