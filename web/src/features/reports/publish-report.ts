import type { Inspection } from '#shared/inspections.js';
import { reportMessages, type PhotoIssue } from '#shared/reports.js';
import { ApiError } from '../../api';
import { attachReport, requestReportUpload } from './report-panel-api';
import { postFileToS3 } from '../../lib/s3-upload';

// Publishing a report (product/rules.md step 6, data model data-model C3): ask for a presigned POST, send
// the PDF to S3, then ask the API to check it and publish it with the sections.

export type PublishPhase = 'preparing' | 'uploading' | 'publishing';

/** The published row, and the photos that could not be copied (D-170). */
export interface Published {
  inspection: Inspection;
  photo_issues: PhotoIssue[];
}

/** A PDF already in S3 under `uploadId`: a retry after a refused section file does not send it again. */
export interface DoneUpload {
  file: File;
  uploadId: string;
}

export interface ReportChoice {
  file: File;
  /** The sections file's JSON as written (already checked), so the server's messages point at the same places. */
  sections?: unknown;
  inspectorName: string;
  inspectorLicense: string;
}

interface Hooks {
  previous: DoneUpload | null;
  onPhase: (phase: PublishPhase) => void;
  onProgress: (percent: number) => void;
  onUploaded: (upload: DoneUpload | null) => void;
  signal?: AbortSignal;
}

export async function publishReport(id: string, choice: ReportChoice, hooks: Hooks): Promise<Published> {
  const reused = hooks.previous?.file === choice.file ? hooks.previous : null;
  const uploadId = reused?.uploadId ?? (await upload(id, choice.file, hooks));
  hooks.onPhase('publishing');
  try {
    return await attachReport(id, attachBody(uploadId, choice));
  } catch (error) {
    // The earlier upload is gone (expired or already consumed): send the PDF once more.
    if (!reused || !(error instanceof ApiError) || error.message !== reportMessages.uploadMissing) throw error;
    hooks.onUploaded(null);
    const fresh = await upload(id, choice.file, hooks);
    hooks.onPhase('publishing');
    return attachReport(id, attachBody(fresh, choice));
  }
}

async function upload(id: string, file: File, hooks: Hooks): Promise<string> {
  hooks.onPhase('preparing');
  const form = await requestReportUpload(id, file.size);
  hooks.onPhase('uploading');
  hooks.onProgress(0);
  await postFileToS3(form.url, form.fields, file, { failureMessage: reportMessages.uploadFailed, onProgress: hooks.onProgress, signal: hooks.signal });
  hooks.onUploaded({ file, uploadId: form.upload_id });
  return form.upload_id;
}

/** Empty inspector fields are left out: the report then shows the company's defaults. */
export function attachBody(uploadId: string, choice: ReportChoice) {
  const name = choice.inspectorName.trim();
  const license = choice.inspectorLicense.trim();
  return {
    upload_id: uploadId,
    ...(choice.sections === undefined ? {} : { sections: choice.sections }),
    ...(name ? { inspector_name: name } : {}),
    ...(license ? { inspector_license: license } : {}),
  };
}
