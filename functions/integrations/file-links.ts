import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.js';
import { attachmentDisposition, createS3 } from './files.js';

/**
 * Presigned links to the files bucket, for what must not pass through a function (report
 * PDFs, product/platform.md §4; the licence-holder file). Apart from files.ts so that only the
 * functions that hand out links bundle the presigners.
 */
export interface FileLinks {
  /** A form the browser posts straight to the bucket: S3 itself refuses another key, another type or a size outside 1..maxBytes. */
  uploadForm(key: string, contentType: string, maxBytes: number, minutes: number): Promise<{ url: string; fields: Record<string, string> }>;
  /** A short-lived link that downloads the object as an attachment named `filename`. */
  downloadLink(key: string, filename: string, minutes: number): Promise<string>;
}

export function createFileLinks(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'FILES_BUCKET'>): FileLinks {
  const s3 = createS3(config);
  const Bucket = config.FILES_BUCKET;
  return {
    uploadForm: (Key, contentType, maxBytes, minutes) =>
      createPresignedPost(s3, {
        Bucket,
        Key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: minutes * 60,
      }),
    downloadLink: (Key, filename, minutes) =>
      getSignedUrl(s3, new GetObjectCommand({ Bucket, Key, ResponseContentDisposition: attachmentDisposition(filename) }), { expiresIn: minutes * 60 }),
  };
}

const created = new WeakMap<object, FileLinks>();

/** One link maker per configuration. */
export function fileLinksOf(deps: { config: Config }): FileLinks {
  let links = created.get(deps.config);
  if (!links) {
    links = createFileLinks(deps.config);
    created.set(deps.config, links);
  }
  return links;
}
