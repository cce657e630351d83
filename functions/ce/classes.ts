import { ceMessages, type CeClass, type ClassInput } from '#shared/ce.js';
import { deleteCeClass, findCeClass, findCeClasses, putCeClass, toCeClass, updateCeClass, type CeClassItem } from '../data/ce-classes.js';
import { newId } from '../data/ids.js';
import { failedConditions, isConditionFailure } from '../data/table.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';

// The Classes tab (product/outreach.md §4, §5; data-model E1, E2). Admins only: the handlers
// declare it, the stack enforces it. A class changes only while it has no sessions.

export async function listClasses(deps: Deps): Promise<{ classes: CeClass[] }> {
  return { classes: (await findCeClasses(deps.db)).map(toCeClass) };
}

export async function getClass(deps: Deps, id: string): Promise<CeClassItem> {
  const item = await findCeClass(deps.db, id);
  if (!item) throw notFound(ceMessages.classNotFound);
  return item;
}

/** What a refused class write means: the code is someone else's, or the class has sessions now. */
function refusal(error: unknown, codeClaimIndex: number) {
  if (!isConditionFailure(error)) return error;
  return failedConditions(error).includes(codeClaimIndex) ? conflict(ceMessages.codeTaken, { field: 'class_code' }) : conflict(ceMessages.classLocked);
}

export async function createClass(deps: Deps, input: ClassInput): Promise<{ message: string; class: CeClass }> {
  try {
    const item = await putCeClass(deps.db, newId(), input, deps.now());
    return { message: 'Class created', class: toCeClass(item) };
  } catch (error) {
    throw refusal(error, 1);
  }
}

export async function editClass(deps: Deps, id: string, input: ClassInput): Promise<{ message: string; class: CeClass }> {
  const before = await getClass(deps, id);
  if (before.session_count > 0) throw conflict(ceMessages.classLocked);
  try {
    const item = await updateCeClass(deps.db, before, input, deps.now());
    return { message: 'Class updated', class: toCeClass(item) };
  } catch (error) {
    throw refusal(error, 2);
  }
}

export async function removeClass(deps: Deps, id: string): Promise<{ message: string }> {
  const item = await getClass(deps, id);
  if (item.session_count > 0) throw conflict(ceMessages.classLocked);
  try {
    await deleteCeClass(deps.db, item);
  } catch (error) {
    throw refusal(error, -1);
  }
  return { message: 'Class deleted' };
}
