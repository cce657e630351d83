import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { historyKeyOf, type Contact } from '#shared/agent-contacts.js';
import { shortDay } from '#shared/dashboard.js';
import { CONTACTS_INDEX, FOLLOWUPS_KEY, contactIndexSk, contactLicenseCountKey, contactMonthKey, contactKey, contactLicenseIndex, contactQueueKey } from './keys.js';
import { adminEntryPut, entryDelete } from './queue.js';
import { readListPage, type ListQuery } from './pages.js';
import { queryAll, transactWrite, type Db, type TransactItem } from './table.js';

// Agent contacts (docs/data-model.md §3, K1–K5, K7; D-133). One log for the business,
// shared by its admins: gsi1 lists it by date and time, gsi2 by the agent's licence; a
// counter item keeps the open follow-ups so the home never counts them by reading all.

type ContactItem = Contact & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; gsi2pk: string; gsi2sk: string };

/** Explicit mapping: a stored contact without its keys (docs/style.md "Explicit mapping"). */
function toContact(item: ContactItem): Contact {
  return {
    id: item.id,
    contact_date: item.contact_date,
    contact_time: item.contact_time,
    contact_license_number: item.contact_license_number,
    contact_name: item.contact_name,
    contact_type: item.contact_type,
    meeting_type: item.meeting_type,
    event_name: item.event_name ?? null,
    location: item.location ?? null,
    open_house_mls_number: item.open_house_mls_number ?? null,
    open_house_date: item.open_house_date ?? null,
    expected_agent_name: item.expected_agent_name ?? null,
    was_expected_agent: item.was_expected_agent,
    notes: item.notes ?? '',
    gave_materials: item.gave_materials,
    exchanged_cards: item.exchanged_cards,
    follow_up_needed: item.follow_up_needed,
    follow_up_completed: item.follow_up_completed,
    contact_phone: item.contact_phone ?? null,
    contact_email: item.contact_email ?? null,
    agent_id: item.agent_id ?? null,
    logged_by: item.logged_by,
    logged_by_name: item.logged_by_name,
    created_at: item.created_at,
  };
}

/** A contact as stored: listed by date and time (gsi1) and by the agent's licence, or id without one (gsi2, D-211). */
export function contactItem(contact: Contact): ContactItem {
  const sortKey = contactIndexSk(contact.contact_date, contact.contact_time, contact.id);
  return {
    ...contactKey(contact.id),
    ...contact,
    gsi1pk: CONTACTS_INDEX,
    gsi1sk: sortKey,
    gsi2pk: contactLicenseIndex(historyKeyOf(contact)),
    gsi2sk: sortKey,
  };
}

/** data-model K1: the contact and, when it needs a follow-up, the open count, in one transaction. */
export async function putContact(db: Db, contact: Contact): Promise<void> {
  const item = contactItem(contact);
  const writes: TransactItem[] = [
    { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    monthCount(db, contact),
    { Update: { TableName: db.table, Key: contactLicenseCountKey(historyKeyOf(contact)), UpdateExpression: 'ADD contact_count :one', ExpressionAttributeValues: { ':one': 1 } } },
  ];
  if (contact.follow_up_needed) writes.push(followUpCount(db, 1), followUpEntry(db, contact));
  await transactWrite(db, writes);
}

/** The follow-up in the admins' work queue (D-158), due from the moment it is logged. */
export const followUpEntry = (db: Db, contact: Contact): TransactItem =>
  adminEntryPut(db, contactQueueKey(contact.id), 'FOLLOWUP', contact.created_at, {
    ref_id: contact.id,
    since: contact.created_at,
    title: contact.contact_name,
    detail: [`Met ${shortDay(contact.contact_date)}`, contact.contact_phone, contact.contact_email, `logged by ${contact.logged_by_name}`].filter(Boolean).join(' · '),
  });

/** What the home counts per month (product/outreach.md §3 "Contact stats"), kept with each contact (D-185). */
export interface MonthCounts {
  contact_count: number;
  open_house_count: number;
  materials_count: number;
}

export const monthCountsOf = (contacts: Pick<Contact, 'meeting_type' | 'gave_materials'>[]): MonthCounts => ({
  contact_count: contacts.length,
  open_house_count: contacts.filter((contact) => contact.meeting_type === 'open_house').length,
  materials_count: contacts.filter((contact) => contact.gave_materials).length,
});

const monthCount = (db: Db, contact: Contact): TransactItem => {
  const counts = monthCountsOf([contact]);
  return {
    Update: {
      TableName: db.table,
      Key: contactMonthKey(contact.contact_date.slice(0, 7)),
      UpdateExpression: 'ADD contact_count :contacts, open_house_count :houses, materials_count :materials',
      ExpressionAttributeValues: { ':contacts': counts.contact_count, ':houses': counts.open_house_count, ':materials': counts.materials_count },
    },
  };
};

/** data-model K3: the month's counters (zeros for a month with no contact). */
export async function getMonthCounts(db: Db, month: string): Promise<MonthCounts> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: contactMonthKey(month) }));
  return { contact_count: Number(Item?.contact_count ?? 0), open_house_count: Number(Item?.open_house_count ?? 0), materials_count: Number(Item?.materials_count ?? 0) };
}

/** The counters of a month rebuilt from its contacts (the CLI's `index-search-words`, for contacts logged before D-185). */
export const monthCountsPut = (month: string, counts: MonthCounts) => ({ ...contactMonthKey(month), ...counts });

const followUpCount = (db: Db, by: 1 | -1): TransactItem => ({
  Update: { TableName: db.table, Key: FOLLOWUPS_KEY, UpdateExpression: 'ADD open_count :by', ExpressionAttributeValues: { ':by': by } },
});

/**
 * data-model K5: marks the follow-up complete only while it is open, and takes it off the count in
 * the same transaction, so two clicks cannot count it off twice. False when the contact
 * does not exist or has no open follow-up.
 */
export async function completeFollowUp(db: Db, contactId: string, completedBy: string, at: Date): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: contactKey(contactId),
          UpdateExpression: 'SET follow_up_completed = :true, follow_up_completed_at = :at, follow_up_completed_by = :by',
          ConditionExpression: 'attribute_exists(pk) AND follow_up_needed = :true AND follow_up_completed = :false',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at.toISOString(), ':by': completedBy },
        },
      },
      followUpCount(db, -1),
      entryDelete(db, contactQueueKey(contactId)),
    ]);
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

export async function findContact(db: Db, contactId: string): Promise<Contact | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: contactKey(contactId), ConsistentRead: true }));
  return Item ? toContact(Item as ContactItem) : undefined;
}

/** The open follow-ups (data-model K3's Get). */
export async function countOpenFollowUps(db: Db): Promise<number> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: FOLLOWUPS_KEY }));
  return Math.max(0, Number(Item?.open_count ?? 0));
}

/** data-model K2, K3, K7: contacts from `from` to `to` (dates, inclusive; open ends allowed), newest first. */
export async function findContacts(db: Db, range: { from?: string; to?: string }): Promise<Contact[]> {
  const items = await queryAll<ContactItem>(db, contactsQuery(range));
  return items.map(toContact);
}

export interface ContactsFilter {
  from?: string;
  to?: string;
  meeting_type?: string;
  /** Only contacts whose follow-up is needed and not done. */
  isFollowUpOpen?: boolean;
}

/**
 * data-model K2, paged (D-184): one page of the log, newest first, inside the date range (the index's
 * sort key); the meeting type and open follow-up filter the page (at most FILL_ROUNDS Queries).
 */
export async function findContactsPage(db: Db, filter: ContactsFilter, limit: number, cursor?: string): Promise<{ contacts: Contact[]; next_cursor: string | null }> {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  if (filter.meeting_type) {
    conditions.push('meeting_type = :type');
    values[':type'] = filter.meeting_type;
  }
  if (filter.isFollowUpOpen) {
    conditions.push('follow_up_needed = :true AND follow_up_completed = :false');
    Object.assign(values, { ':true': true, ':false': false });
  }
  const list: ListQuery = {
    index: 'gsi1',
    partition: CONTACTS_INDEX,
    fixed: { sk: 'CONTACT' },
    range: { from: filter.from ?? '0000', to: `${filter.to ?? '9999'}~` },
    newestFirst: true,
    ...(conditions.length ? { filter: { expression: conditions.join(' AND '), values } } : {}),
  };
  const page = await readListPage<ContactItem>(db, list, limit, cursor);
  return { contacts: page.items.map(toContact), next_cursor: page.next_cursor };
}

function contactsQuery(range: { from?: string; to?: string }) {
  return {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': CONTACTS_INDEX, ':from': range.from ?? '0000', ':to': `${range.to ?? '9999'}~` },
    ScanIndexForward: false,
  };
}

/** data-model K4, paged (D-184): one page of an agent's contacts, newest first. */
export async function findContactsOfLicensePage(db: Db, licenseNumber: string, limit: number, cursor?: string): Promise<{ contacts: Contact[]; next_cursor: string | null }> {
  const page = await readListPage<ContactItem>(db, { index: 'gsi2', partition: contactLicenseIndex(licenseNumber), fixed: { sk: 'CONTACT' }, newestFirst: true }, limit, cursor);
  return { contacts: page.items.map(toContact), next_cursor: page.next_cursor };
}

/** data-model K4: an agent's first contact (one item), from which its orders count as "after our first contact". */
export async function findFirstContactOfLicense(db: Db, licenseNumber: string): Promise<Contact | undefined> {
  const { Items } = await db.doc.send(
    new QueryCommand({ TableName: db.table, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': contactLicenseIndex(licenseNumber) }, Limit: 1 }),
  );
  return Items?.[0] ? toContact(Items[0] as ContactItem) : undefined;
}

/** data-model K4: how many contacts name the licence, from its counter (D-185). */
export async function countContactsOfLicense(db: Db, licenseNumber: string): Promise<number> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: contactLicenseCountKey(licenseNumber) }));
  return Math.max(0, Number(Item?.contact_count ?? 0));
}

/** The licence counter rebuilt from its contacts (the CLI's `index-search-words`, for contacts logged before D-185). */
export const licenseCountPut = (licenseNumber: string, count: number) => ({ ...contactLicenseCountKey(licenseNumber), contact_count: count });

/**
 * data-model K7 for the route planner: the MLS numbers of the open houses contacted on `date`, by any
 * admin (the log is shared, D-133), read from gsi1 `CONTACTS`, not a per-owner index.
 */
export async function findContactedMlsOn(db: Db, date: string): Promise<Set<string>> {
  const items = await queryAll<{ open_house_mls_number?: string | null }>(db, {
    ...contactsQuery({ from: date, to: date }),
    ProjectionExpression: 'open_house_mls_number',
  });
  return new Set(items.map((item) => item.open_house_mls_number).filter((mls): mls is string => typeof mls === 'string' && mls !== ''));
}
