import {
  licenseeImportMessages,
  licenseeImportReplySchema,
  licenseeImportsReplySchema,
  licenseeUploadReplySchema,
} from '#shared/ce-licensees.js';
import { api } from '../../api';
import { postFileToS3 } from '../../lib/s3-upload';

// The licence-holder upload (issue 11 point 1): the file goes to the bucket, then the import job reads it.

export const findLicenseeImports = (signal?: AbortSignal) =>
  api('/api/ce/licensee-imports', { signal, schema: licenseeImportsReplySchema, fallbackError: licenseeImportMessages.loadFailed }).then((reply) => reply.imports);

/** Form, upload, queue: answers the queued import. */
export async function uploadLicenseeFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = await api('/api/ce/licensee-imports/upload', {
    method: 'POST',
    body: { file_name: file.name, size: file.size },
    schema: licenseeUploadReplySchema,
    fallbackError: licenseeImportMessages.startFailed,
    signal,
  });
  await postFileToS3(form.upload.url, form.upload.fields, file, { failureMessage: licenseeImportMessages.uploadFailed, onProgress, signal });
  const queued = await api('/api/ce/licensee-imports', {
    method: 'POST',
    body: { import_id: form.import_id, file_name: file.name },
    schema: licenseeImportReplySchema,
    fallbackError: licenseeImportMessages.startFailed,
  });
  return queued.import;
}
