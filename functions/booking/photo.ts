import { findDraft, saveDraft } from '../data/booking-drafts.js';
import { imageExtensions, readImage } from '../integrations/images.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { draftImageFileKey } from '../data/keys.js';
import { filesOf } from '../integrations/files.js';

/** The file the handler read from the request (rules know nothing of multipart). */
type Upload = Parameters<typeof readImage>[0];

/**
 * POST /api/booking-photo: the property photo of step 1, kept under the agent's draft
 * prefix; the booking keeps the same key when the order is placed.
 */
export async function uploadDraftPhoto(deps: Deps, agentId: string, file: Upload): Promise<{ success: true }> {
  const image = await readImage(file);
  const now = deps.now();
  const key = draftImageFileKey(agentId, now, imageExtensions[image.type]);
  await filesOf(deps).put(key, image.bytes, image.type);
  const draft = await findDraft(deps.db, agentId, now);
  // The photo does not move the agent on: the step stays where it was (1 for a new draft).
  await saveDraft(deps.db, agentId, now, { property_image_key: key }, draft?.step ?? 1);
  return { success: true };
}

/** GET /api/booking-photo: the draft's photo, so a resumed step 1 shows what was chosen. Only the agent's own draft. */
export async function readDraftPhoto(deps: Deps, agentId: string): Promise<{ bytes: Buffer; type: string }> {
  const draft = await findDraft(deps.db, agentId, deps.now());
  if (!draft?.property_image_key) throw notFound('No property photo in this order yet.');
  const { bytes, contentType } = await filesOf(deps).get(draft.property_image_key);
  return { bytes, type: contentType };
}
