import { agentWords } from '#shared/list-search.js';
import { agentWordKey } from './keys.js';
import type { Db, TransactItem } from './table.js';

// An account's search words (docs/data-model.md §3 "List search", D-169), kept by every
// transaction that changes its names, email or phone; read by agents-pages.ts.

interface Words {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** An account's word items (one per word), for the agents search. */
export const agentWordItems = (user: Words) => agentWords(user).map((word) => ({ ...agentWordKey(word, user.id), user_id: user.id }));

/**
 * The writes that keep an account findable: Puts of the words it gains and Deletes of
 * those it loses (`after` undefined: all of them). Join them to the transaction that
 * changes the names, email or phone, or removes the account.
 */
export function agentWordParts(db: Db, before: Words | undefined, after: Words | undefined): TransactItem[] {
  const old = before ? agentWords(before) : [];
  const next = after ? agentWords(after) : [];
  const id = (after ?? before)!.id;
  return [
    ...(after ? agentWordItems(after).filter((item) => !old.includes(item.sk.slice(0, item.sk.lastIndexOf('#')))) : []).map((Item) => ({ Put: { TableName: db.table, Item } })),
    ...old.filter((word) => !next.includes(word)).map((word) => ({ Delete: { TableName: db.table, Key: agentWordKey(word, id) } })),
  ];
}
