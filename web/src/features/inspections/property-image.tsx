import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import type { Inspection } from '#shared/inspections.js';
import { ApiError } from '../../api';
import { checkImageFile } from '../../lib/photo-checks';
import { PROPERTY_PHOTO_MAX_PX, resizePhoto } from '../../lib/photo-resize';
import { uploadPropertyImage } from './inspections-api';

interface Props {
  inspection: Inspection;
  onSaved: (inspection: Inspection, message: string) => void;
  onError: (message: string) => void;
}

/** The property photo (product/portal.md §7): checked (type, 5 MB), resized and stripped of metadata before upload. */
export function PropertyImage({ inspection, onSaved, onError }: Props) {
  const [isBusy, setIsBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return onError(problem);
    setIsBusy(true);
    try {
      onSaved(await uploadPropertyImage(inspection.id, await resizePhoto(file, PROPERTY_PHOTO_MAX_PX)), 'Property image saved.');
    } catch (caught) {
      onError(caught instanceof ApiError ? caught.message : 'Failed to upload image');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Group gap="sm" align="center">
      {inspection.property_image ? (
        <Image src={inspection.property_image} alt={`Property at ${inspection.property_address}`} w={120} h={90} radius="sm" fit="cover" />
      ) : (
        <Text size="sm" c="dimmed">
          No property image yet.
        </Text>
      )}
      <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp">
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={isBusy}>
            {inspection.property_image ? 'Replace image' : 'Upload image'}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
