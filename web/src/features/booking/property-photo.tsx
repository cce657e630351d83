import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { imageMessages } from '#shared/account.js';
import { ApiError } from '../../api';
import { checkImageFile } from '../../lib/photo-checks';
import { bookingErrors, DRAFT_PHOTO_URL, uploadPropertyPhoto } from './booking-api';
import { PROPERTY_PHOTO_MAX_PX, resizePhoto } from '../../lib/photo-resize';
import { ImageDropzone } from '../../components/image-dropzone';

/** Step 1's optional property photo (product/portal.md §5 image rules): checked, resized here, uploaded at once. */
export function PropertyPhoto({ hasSavedPhoto, onUploaded }: { hasSavedPhoto: boolean; onUploaded: () => void }) {
  const openRef = useRef<() => void>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  // A resumed order shows the photo saved with it; one that fails to load is simply not shown.
  const [isSavedShown, setIsSavedShown] = useState(hasSavedPhoto);
  const shown = preview ?? (isSavedShown ? DRAFT_PHOTO_URL : null);

  // The preview's object URL is freed when it is replaced or the step is left.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File) => {
    setError(null);
    setDone('');
    const problem = checkImageFile(file);
    if (problem) return setError(problem);
    setIsBusy(true);
    try {
      let photo: Blob;
      try {
        photo = await resizePhoto(file, PROPERTY_PHOTO_MAX_PX);
      } catch {
        throw new ApiError(imageMessages.type, 0);
      }
      await uploadPropertyPhoto(photo);
      setPreview(URL.createObjectURL(photo));
      setDone('Property photo saved.');
      onUploaded();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : bookingErrors.image);
    } finally {
      setIsBusy(false);
    }
  };

  const reject = (rejections: FileRejection[]) => {
    setDone('');
    setError(rejections[0]?.errors[0]?.code === 'file-too-large' ? imageMessages.size : imageMessages.type);
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="property-photo-label">
        Property photo (optional)
      </Text>
      <ImageDropzone openRef={openRef} onFile={(file) => void upload(file)} onReject={reject} isBusy={isBusy} inputLabel="Property photo file">
        <Group gap="md" wrap="wrap" p="xs">
          {shown && <Image src={shown} alt="The property photo you chose" h={96} w="auto" radius="sm" onError={() => setIsSavedShown(false)} />}
          <Stack gap={4} align="flex-start">
            <Button
              variant="light"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
              onClick={() => openRef.current?.()}
              disabled={isBusy}
              aria-describedby="property-photo-label"
            >
              {preview || hasSavedPhoto ? 'Replace the photo' : 'Choose a photo'}
            </Button>
            <Text size="xs" c="dimmed">
              JPEG, PNG or WebP, up to 5 MB. {hasSavedPhoto && !preview ? 'A photo is already attached.' : ''}
            </Text>
          </Stack>
        </Group>
      </ImageDropzone>
      <Text role="status" size="sm" c="teal.9">
        {done}
      </Text>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
