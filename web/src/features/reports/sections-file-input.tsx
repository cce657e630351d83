import { FileInput, Text } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { NO_SECTIONS, readSectionsFile, type SectionsChoice } from './sections-file';

interface Props {
  choice: SectionsChoice;
  onChange: (choice: SectionsChoice) => void;
  isDisabled: boolean;
}

export function SectionsFileInput({ choice, onChange, isDisabled }: Props) {
  const pick = async (file: File | null) => onChange(file ? await readSectionsFile(file) : NO_SECTIONS);
  const error = 'error' in choice ? choice.error : undefined;
  const count = 'count' in choice ? choice.count : undefined;
  return (
    <div>
      <FileInput
        label="Sections file (optional)"
        description="The report's sections as JSON, for the on-screen report. Without it the report is the PDF alone."
        placeholder="Choose a .json file"
        // Mantine draws this placeholder as text (gray.5 is 2:1 on white); gray.7 passes 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        accept="application/json,.json"
        leftSection={<IconBraces size={16} aria-hidden />}
        value={choice.file}
        onChange={(file) => void pick(file)}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the sections file' }}
        disabled={isDisabled}
        error={error}
        errorProps={{ role: 'alert' }}
      />
      <Text role="status" size="sm" c="teal.9" fw={600} mt={count === undefined ? 0 : 4}>
        {count === undefined ? '' : `${count} ${count === 1 ? 'section' : 'sections'}`}
      </Text>
    </div>
  );
}
