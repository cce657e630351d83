/**
 * The 10,000 most common passwords are refused wherever a password is set (D-217): the
 * head of the frequency-ranked list that @zxcvbn-ts/language-common ships, so no list of
 * ours and no network call. Loaded on the first password set, not at import: the list is
 * decompressed when its module runs (about 20 ms), and most requests of the functions that
 * bundle it (reading a reset link, listing sign-in methods) never need it.
 */
const COMMON_COUNT = 10_000;

let common: Promise<Set<string>> | undefined;

const loadCommon = async (): Promise<Set<string>> => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));
};

/**
 * Compared as the hash sees it (NFKC, functions/auth/passwords.ts) and in lower case, as the
 * list is written: 'PASSWORD1' and full-width 'ｐａｓｓｗｏｒｄ１' are 'password1' to a guesser.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= loadCommon();
  return (await common).has(password.normalize('NFKC').toLowerCase());
}
