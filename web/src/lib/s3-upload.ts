import { ApiError } from '../api';

// Large files (a report PDF, the licence-holder file) go from the browser straight to S3
// with a presigned POST (product/platform.md §4: far above what a Lambda accepts). XMLHttpRequest
// rather than fetch, because only it reports upload progress.

/** The form S3 expects: every policy field first, the file last (S3 ignores fields after `file`). */
export function buildUploadForm(fields: Record<string, string>, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/**
 * The part of XMLHttpRequest used here, typed by hand: the server-side type check, which
 * also reads the tests that import this file, has no DOM types.
 */
interface UploadRequest {
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
}

const newRequest = () => new (globalThis as unknown as { XMLHttpRequest: new () => UploadRequest }).XMLHttpRequest();

/** Posts `file` to `url`; `onProgress` gets 0 to 100. Rejects with `failureMessage`, or an AbortError. */
export function postFileToS3(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  options: { failureMessage: string; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<void> {
  const { failureMessage, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const request = newRequest();
    request.open('POST', url);
    // The bucket is another origin and the policy is the credential: no cookies go to S3.
    request.withCredentials = false;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    // S3 answers 204 (no success_action_status in the policy); anything else is an XML <Error>.
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new ApiError(failureMessage, request.status, request.responseText)));
    request.onerror = () => reject(new ApiError(failureMessage, 0));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(buildUploadForm(fields, file));
  });
}
