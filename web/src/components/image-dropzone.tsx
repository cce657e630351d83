import '@mantine/dropzone/styles.css';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import type { ReactNode, RefObject } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '#shared/account.js';

interface ImageDropzoneProps {
  /** Opens the file picker: the button inside the zone calls it. */
  openRef: RefObject<(() => void) | null>;
  onFile: (file: File) => void;
  onReject: (rejections: FileRejection[]) => void;
  isBusy: boolean;
  /** The accessible name of the hidden file input. */
  inputLabel: string;
  children: ReactNode;
}

/**
 * One image, by drop or by the button inside (product/portal.md §5 types and 5 MB). Clicks
 * and keys go to that real button; the zone itself only takes drops.
 */
export function ImageDropzone({ openRef, onFile, onReject, isBusy, inputLabel, children }: ImageDropzoneProps) {
  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={onReject}
      accept={[...IMAGE_TYPES]}
      maxSize={IMAGE_MAX_BYTES}
      multiple={false}
      loading={isBusy}
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ 'aria-label': inputLabel }}
      radius="md"
    >
      {children}
    </Dropzone>
  );
}
