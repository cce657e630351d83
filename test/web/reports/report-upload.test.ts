import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportMessages } from '#shared/reports.js';
import { ApiError } from '#web/src/api.js';
import { attachBody, publishReport, type DoneUpload } from '#web/src/features/reports/publish-report.js';
import { isPdfFile } from '#web/src/features/reports/pdf-check.js';
import { buildUploadForm, postFileToS3 } from '#web/src/lib/s3-upload.js';
import { readSectionsFile } from '#web/src/features/reports/sections-file.js';

// The admin's report upload from /my-inspections: the S3 form, the XHR upload, and the
// three calls in order. XMLHttpRequest does not exist in Node, so a small stand-in records
// what the code asked of it and answers as S3 would.

class FakeXhr {
  static sent: FakeXhr[] = [];
  // Starts true so a test sees the code turn cookies off itself.
  withCredentials = true;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

/** Answers S3 posts at once with `status`. */
function s3Answers(status: number, text = '') {
  FakeXhr.sent = [];
  class AutoXhr extends FakeXhr {
    override send(body: FormData) {
      super.send(body);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.respond(status, text);
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', AutoXhr);
}

const pdf = () => new File(['%PDF-1.7\n%fake'], 'report.pdf', { type: 'application/pdf' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UPLOAD_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const inspection = { id: 'b1', client_full_name: 'Pat Client' };

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

describe('buildUploadForm', () => {
  it('puts every policy field first and the file last, under "file"', () => {
    const file = pdf();
    const form = buildUploadForm({ key: 'incoming/b1/x.pdf', 'Content-Type': 'application/pdf', Policy: 'p', 'X-Amz-Signature': 's' }, file);
    const names = [...form.keys()];
    expect(names).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect(form.get('file')).toBeInstanceOf(File);
  });
});

describe('postFileToS3', () => {
  it('posts without cookies, reports progress and resolves on 204', async () => {
    s3Answers(204);
    const progress: number[] = [];
    await postFileToS3('https://bucket.example/', { key: 'k' }, pdf(), { failureMessage: reportMessages.uploadFailed, onProgress: (percent) => progress.push(percent) });
    const [request] = FakeXhr.sent;
    expect(request).toMatchObject({ method: 'POST', url: 'https://bucket.example/', withCredentials: false });
    expect(progress).toEqual([50]);
  });

  it('turns an S3 XML error into the spec message', async () => {
    s3Answers(403, '<Error><Code>AccessDenied</Code><Message>Policy expired</Message></Error>');
    const error = await postFileToS3('https://bucket.example/', {}, pdf(), { failureMessage: reportMessages.uploadFailed }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(reportMessages.uploadFailed);
    expect((error as ApiError).status).toBe(403);
  });

  it('stops when its signal is aborted', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = postFileToS3('https://bucket.example/', {}, pdf(), { failureMessage: reportMessages.uploadFailed, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('isPdfFile', () => {
  it('reads the first bytes, not the declared type', async () => {
    expect(await isPdfFile(new File(['%PDF-1.4'], 'a.bin', { type: '' }))).toBe(true);
    expect(await isPdfFile(new File(['<html>'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});

describe('readSectionsFile', () => {
  it('counts valid sections and keeps the file as written', async () => {
    const sections = [
      { sectionCode: 'II.A', sectionTitle: 'Service Entrance and Panels', rating: 'D' },
      { sectionCode: 'I.A', sectionTitle: 'Foundations', rating: 'I' },
    ];
    const choice = await readSectionsFile(new File([JSON.stringify(sections)], 's.json'));
    expect(choice).toMatchObject({ count: 2, data: sections });
  });

  it('names the section and the field of the first problem', async () => {
    const choice = await readSectionsFile(new File([JSON.stringify([{ sectionCode: 'I.C', sectionTitle: 'Roof', rating: 'X' }])], 's.json'));
    expect(choice).toMatchObject({ error: 'Section 1 (I.C), rating: rating must be I, NI, NP or D' });
  });

  it('says when the file is not JSON', async () => {
    expect(await readSectionsFile(new File(['{oops'], 's.json'))).toMatchObject({ error: reportMessages.sectionsNotJson });
  });
});

describe('attachBody', () => {
  it('leaves out empty inspector fields and a missing sections file', () => {
    expect(attachBody(UPLOAD_ID, { file: pdf(), inspectorName: '  ', inspectorLicense: '' })).toEqual({ upload_id: UPLOAD_ID });
    expect(attachBody(UPLOAD_ID, { file: pdf(), sections: [], inspectorName: ' Sam ', inspectorLicense: 'TREC 1' })).toEqual({
      upload_id: UPLOAD_ID,
      sections: [],
      inspector_name: 'Sam',
      inspector_license: 'TREC 1',
    });
  });
});

describe('publishReport', () => {
  const hooks = (previous: DoneUpload | null = null) => {
    const seen = { phases: [] as string[], uploaded: [] as (DoneUpload | null)[] };
    return {
      seen,
      hooks: { previous, onPhase: (phase: string) => seen.phases.push(phase), onProgress: () => undefined, onUploaded: (upload: DoneUpload | null) => seen.uploaded.push(upload) },
    };
  };
  const row = { ...inspection, report_uploaded_at: '2026-05-02T10:00:00.000Z' };

  /** The two API calls, answered in turn from `attachReplies`. */
  function server(attachReplies: Response[]) {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: init.body ? JSON.parse(init.body as string) : undefined });
        if (url.endsWith('/report-upload')) return json(200, { url: 'https://bucket.example/', fields: { key: 'k', Policy: 'p' }, upload_id: UPLOAD_ID, max_bytes: 52428800 });
        return attachReplies.shift()!;
      }),
    );
    return calls;
  }

  it('asks for the form, uploads, then publishes; the row comes back', async () => {
    s3Answers(204);
    const calls = server([json(200, { inspection: fullRow(row), photo_issues: [] })]);
    const { seen, hooks: h } = hooks();
    const file = pdf();
    const saved = await publishReport('b1', { file, inspectorName: '', inspectorLicense: '' }, h);
    expect(saved.inspection.report_uploaded_at).toBe(row.report_uploaded_at);
    expect(saved.photo_issues).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/inspections/b1/report-upload', '/api/admin/inspections/b1/report']);
    expect(calls[0]!.body).toEqual({ content_type: 'application/pdf', size: file.size });
    expect(calls[1]!.body).toEqual({ upload_id: UPLOAD_ID });
    expect(seen.phases).toEqual(['preparing', 'uploading', 'publishing']);
    expect(seen.uploaded).toEqual([{ file, uploadId: UPLOAD_ID }]);
  });

  it('does not send the same PDF twice after the server refused the sections', async () => {
    s3Answers(204);
    const file = pdf();
    const calls = server([json(200, { inspection: fullRow(row), photo_issues: [] })]);
    await publishReport('b1', { file, sections: [], inspectorName: '', inspectorLicense: '' }, hooks({ file, uploadId: UPLOAD_ID }).hooks);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/inspections/b1/report']);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads again when the earlier upload is gone', async () => {
    s3Answers(204);
    const file = pdf();
    const calls = server([json(400, { error: reportMessages.uploadMissing }), json(200, { inspection: fullRow(row), photo_issues: [] })]);
    const { seen, hooks: h } = hooks({ file, uploadId: '11111111-1111-4111-8111-111111111111' });
    await publishReport('b1', { file, inspectorName: '', inspectorLicense: '' }, h);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/inspections/b1/report', '/api/admin/inspections/b1/report-upload', '/api/admin/inspections/b1/report']);
    expect(calls[2]!.body).toEqual({ upload_id: UPLOAD_ID });
    expect(seen.uploaded).toEqual([null, { file, uploadId: UPLOAD_ID }]);
  });

  it('passes a refused upload on and publishes nothing', async () => {
    s3Answers(403, '<Error><Code>AccessDenied</Code></Error>');
    const calls = server([]);
    await expect(publishReport('b1', { file: pdf(), inspectorName: '', inspectorLicense: '' }, hooks().hooks)).rejects.toMatchObject({ message: reportMessages.uploadFailed });
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/inspections/b1/report-upload']);
  });
});

/** A whole list item as GET /api/inspections gives it. */
function fullRow(overrides: Record<string, unknown>) {
  const flags = ['quoteSubmitted', 'datesSelected', 'finalDateAssigned', 'contractSent', 'contractSigned', 'reportUploaded', 'paymentRequested', 'paymentReceived', 'downloadedByClient'];
  return {
    id: 'b1',
    property_image: null,
    inspection_date: '2026-05-01',
    inspection_time: '12PM-5PM',
    property_address: '1 Main St, Houston, TX 77002',
    client_full_name: 'Pat Client',
    preferred_dates: ['2026-05-01', '2026-05-02', '2026-05-03'],
    paid_at: null,
    contract_sent_at: null,
    contract_signed_at: null,
    report_uploaded_at: null,
    pay_request_at: null,
    submitted_at: null,
    downloaded_at: null,
    cancelled_at: null,
    total_price: 375,
    contract_effective_date: null,
    option_period_days: null,
    option_deadline: null,
    agent_name: null,
    can_cancel: false,
    progress: Object.fromEntries(flags.map((flag) => [flag, false])),
    ...overrides,
  };
}
