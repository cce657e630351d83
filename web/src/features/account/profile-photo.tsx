import { Alert, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { imageMessages } from '#shared/account.js';
import { ApiError } from '../../api';
import { useCurrentUser, useSession } from '../../components/session-context';
import { photoSrc } from '../../lib/photo-src';
import { checkImageFile } from '../../lib/photo-checks';
import { resizePhoto } from '../../lib/photo-resize';
import { PHOTO_ERROR, uploadPhoto } from './profile-api';
import { ImageDropzone } from '../../components/image-dropzone';

/** The profile photo: drop or choose a file, checked, resized and re-encoded here, then uploaded. */
export function ProfilePhoto() {
  const user = useCurrentUser();
  const { fetchedAt, refreshUser } = useSession();
  const openRef = useRef<() => void>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const upload = async (file: File) => {
    setError(null);
    setDone('');
    const problem = checkImageFile(file);
    if (problem) return setError(problem);
    setIsBusy(true);
    try {
      let photo: Blob;
      try {
        photo = await resizePhoto(file);
      } catch {
        // The type said image, the bytes could not be decoded.
        throw new ApiError(imageMessages.type, 0);
      }
      await uploadPhoto(photo);
      // The sidebar and this card read the user's photo_url, which now names the new version.
      await refreshUser();
      setDone('Photo updated.');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PHOTO_ERROR);
    } finally {
      setIsBusy(false);
    }
  };

  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setDone('');
    setError(code === 'file-too-large' ? imageMessages.size : imageMessages.type);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="photo-heading">
      <Title order={2} size="h3" id="photo-heading" mb="sm">
        Photo
      </Title>
      <ImageDropzone openRef={openRef} onFile={(file) => void upload(file)} onReject={reject} isBusy={isBusy} inputLabel="Photo file">
        <Group gap="lg" wrap="wrap" justify="center" p="xs">
          <Avatar src={photoSrc(user.photo_url, fetchedAt)} alt="Your current photo" size={112} radius={112} />
          <Stack gap={6} align="flex-start" style={{ flex: '1 1 200px' }}>
            <Button leftSection={<IconPhotoUp size={18} aria-hidden />} onClick={() => openRef.current?.()} disabled={isBusy}>
              Choose a photo
            </Button>
            <Text size="sm">or drop one here.</Text>
            <Text size="xs" c="dimmed">
              JPEG, PNG or WebP, up to 5 MB. It is resized to 512 pixels.
            </Text>
          </Stack>
        </Group>
      </ImageDropzone>
      <Text role="status" size="sm" c="teal.9" fw={600} mt={done ? 'sm' : 0}>
        {done}
      </Text>
      {error && (
        <Alert color="red" role="alert" variant="light" mt="sm">
          {error}
        </Alert>
      )}
    </Card>
  );
}
