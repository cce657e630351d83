import { openHouseMessages, type ImportReply, type PreviewReply } from '#shared/open-house.js';
import { calendarDateSchema } from '#shared/settings.js';

// The importer's three steps (product/outreach.md §4 "Open-house importer"): upload, preview,
// confirmation. Going back keeps the data and the date mode; starting over clears all.

export type ImportStep = 'upload' | 'preview' | 'done';

/** What the preview was asked for, sent again unchanged on import, so the import is what was previewed. */
export interface PreviewedRequest {
  json_data: unknown;
  override_date: string | null;
}

export interface ImporterState {
  step: ImportStep;
  /** The pasted JSON, or the dropped file's text. */
  text: string;
  /** The dropped file's name, while the text is still that file's. */
  fileName: string | null;
  isAutoDate: boolean;
  /** YYYY-MM-DD, used only when auto-detect is off (product/outreach.md §5). */
  overrideDate: string;
  /** product/outreach.md §9: on by default. */
  skipDuplicates: boolean;
  request: PreviewedRequest | null;
  preview: PreviewReply | null;
  result: ImportReply | null;
}

export type ImporterAction =
  | { type: 'edit'; changes: Partial<Pick<ImporterState, 'text' | 'fileName' | 'isAutoDate' | 'overrideDate'>> }
  | { type: 'previewed'; request: PreviewedRequest; reply: PreviewReply }
  | { type: 'setSkipDuplicates'; skipDuplicates: boolean }
  | { type: 'imported'; reply: ImportReply }
  | { type: 'back' }
  | { type: 'startOver' };

export const initialImporterState: ImporterState = {
  step: 'upload',
  text: '',
  fileName: null,
  isAutoDate: true,
  overrideDate: '',
  skipDuplicates: true,
  request: null,
  preview: null,
  result: null,
};

export function reduceImporter(state: ImporterState, action: ImporterAction): ImporterState {
  switch (action.type) {
    case 'edit':
      return { ...state, ...action.changes };
    case 'previewed':
      return { ...state, step: 'preview', request: action.request, preview: action.reply, result: null };
    case 'setSkipDuplicates':
      return { ...state, skipDuplicates: action.skipDuplicates };
    case 'imported':
      return { ...state, step: 'done', result: action.reply };
    case 'back':
      // The pasted data and the date mode stay; the preview is of data that may now change.
      return { ...state, step: 'upload', request: null, preview: null, result: null };
    case 'startOver':
      return initialImporterState;
  }
}

export type UploadCheck =
  | { ok: true; request: PreviewedRequest }
  | { ok: false; field: 'text' | 'date'; message: string };

/** The upload step's checks (product/outreach.md §5), in the order the admin meets them. */
export function checkUpload(state: Pick<ImporterState, 'text' | 'isAutoDate' | 'overrideDate'>): UploadCheck {
  if (state.text.trim() === '') return { ok: false, field: 'text', message: openHouseMessages.pasteFirst };
  let json_data: unknown;
  try {
    json_data = JSON.parse(state.text) as unknown;
  } catch {
    return { ok: false, field: 'text', message: openHouseMessages.invalidJson };
  }
  if (state.isAutoDate) return { ok: true, request: { json_data, override_date: null } };
  if (state.overrideDate === '') return { ok: false, field: 'date', message: openHouseMessages.noDate };
  const date = calendarDateSchema.safeParse(state.overrideDate);
  if (!date.success) return { ok: false, field: 'date', message: date.error.issues[0]?.message ?? openHouseMessages.noDate };
  return { ok: true, request: { json_data, override_date: date.data } };
}

/** product/outreach.md §4: import is offered when there are new listings, or duplicates to update (skip-duplicates off). */
export function canImport(preview: Pick<PreviewReply, 'new_listings' | 'duplicates'>, skipDuplicates: boolean): boolean {
  return preview.new_listings > 0 || (preview.duplicates > 0 && !skipDuplicates);
}

/** The date the confirmation's browse link opens: the one chosen, else the one detected. */
export function browseDateOf(request: PreviewedRequest | null, preview: PreviewReply | null): string | null {
  return request?.override_date ?? preview?.detected_date ?? null;
}
