import type { ReportSection } from '#shared/reports.js';
import { reportPhotoFileKey } from '../data/keys.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { filesOf } from '../integrations/files.js';
import { imageExtensions, type ImageType } from '../integrations/images.js';
import { isPhotoName, readPublishedPhoto, reportPhotoPath } from '../integrations/report-photo-files.js';
import { fetchPhoto } from '../integrations/photo-fetch.js';
import { getReadableReport } from './reports.js';

// Report photos live in our bucket (issue 16 point 7, D-170): copied at publishing from
// the sections file's addresses, served only through the report's own gate, so the site's
// img-src needs no outside host.

/** A photo that could not be copied, and why; the report is published without it. */
export interface PhotoIssue {
  section: string;
  url: string;
  reason: string;
}

/** Photos fetched at once: a report has at most 50 a section. */
const CONCURRENCY = 4;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Each section's photos fetched (with the limits of photo-fetch.ts), re-encoded and stored;
 * the sections come back with our paths in place of the addresses, and the photos that
 * failed are listed with their reason.
 */
export async function copyReportPhotos(deps: Deps, bookingId: string, version: number, sections: ReportSection[]): Promise<{ sections: ReportSection[]; issues: PhotoIssue[] }> {
  const jobs = sections.flatMap((section, position) => section.photos.map((url, index) => ({ position, index, url, section: section.sectionCode })));
  const stored = new Map<string, string>();
  const issues: PhotoIssue[] = [];
  const allowPrivate = deps.config.APP_ENV !== 'production';
  const next = async (): Promise<void> => {
    const job = jobs.shift();
    if (!job) return;
    const result = await fetchPhoto(job.url, { allowPrivate });
    if (result.ok) {
      const name = `${pad(version, 4)}-${pad(job.position, 3)}-${pad(job.index, 2)}.${imageExtensions[result.image.type]}`;
      await filesOf(deps).put(reportPhotoFileKey(bookingId, name), result.image.bytes, result.image.type);
      stored.set(`${job.position}:${job.index}`, reportPhotoPath(bookingId, name));
    } else {
      issues.push({ section: job.section, url: job.url, reason: result.reason });
    }
    return next();
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, next));
  const copied = sections.map((section, position) => ({
    ...section,
    photos: section.photos.flatMap((_, index) => stored.get(`${position}:${index}`) ?? []),
  }));
  return { sections: copied, issues };
}

/** A photo of the published version, behind the report's gate (getReadableReport: admin, or its agent once paid). */
export async function readReportPhoto(deps: Deps, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string, name: string): Promise<{ bytes: Buffer; type: ImageType }> {
  if (!isPhotoName(name)) throw notFound('Photo not found');
  const { booking, report } = await getReadableReport(deps, viewer, bookingId);
  return readPublishedPhoto(deps, booking.id, report.version, name);
}
