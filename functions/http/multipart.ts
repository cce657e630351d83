import { unsupportedType } from '../errors.js';
import type { Event } from './types.js';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The file parts of a multipart/form-data body (product/portal.md §7: photo and property
 * image uploads). Bodies are small here (images resized in the browser, Lambda's 6 MB).
 */
export function readMultipartFiles(event: Event): UploadedFile[] {
  const type = event.headers?.['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  if (!type.startsWith('multipart/form-data') || !boundary) throw unsupportedType('Send the file as multipart/form-data.');
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'binary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const files: UploadedFile[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // drop CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition);
      const filename = /filename="([^"]*)"/i.exec(disposition);
      const partType = /content-type:\s*([^\r\n]+)/i.exec(headers);
      if (name && filename) {
        files.push({
          field: name[1] ?? '',
          filename: filename[1] ?? '',
          contentType: (partType?.[1] ?? 'application/octet-stream').trim(),
          bytes: Buffer.from(part.subarray(headerEnd + 4)),
        });
      }
    }
    start = next;
  }
  return files;
}
