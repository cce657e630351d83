import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypeJs } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { openHouseMessages } from '#shared/open-house.js';
import { JSON_ACCEPT, readJsonFile } from './read-json-file';

interface Props {
  fileName: string | null;
  /** A JSON file was read: its text fills the textarea. */
  onText: (text: string, fileName: string) => void;
  onError: (message: string) => void;
  isDisabled: boolean;
}

/**
 * The MLS export as a .json file, by drop or by the button inside (product/outreach.md §5). As with
 * ImageDropzone, clicks and keys go to that real button; the zone only takes drops.
 */
export function JsonDropzone({ fileName, onText, onError, isDisabled }: Props) {
  const openRef = useRef<() => void>(null);
  const [isReading, setIsReading] = useState(false);
  const take = async (file: File | undefined) => {
    if (!file) return;
    setIsReading(true);
    const read = await readJsonFile(file);
    setIsReading(false);
    if (read.ok) onText(read.text, file.name);
    else onError(read.message);
  };
  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => void take(files[0])}
      onReject={() => onError(openHouseMessages.invalidFileType)}
      accept={JSON_ACCEPT}
      multiple={false}
      disabled={isDisabled}
      loading={isReading}
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ 'aria-label': 'Open-house JSON file' }}
      radius="md"
    >
      <Group gap="md" wrap="nowrap" p="xs" align="center">
        <IconFileTypeJs size={40} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={6} align="flex-start">
          <Button size="sm" onClick={() => openRef.current?.()} disabled={isDisabled}>
            Choose a JSON file
          </Button>
          <Text size="sm">or drop the MLS export here. Its content appears below.</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {fileName ? `Loaded ${fileName}` : 'No file chosen yet.'}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
