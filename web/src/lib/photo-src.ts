import defaultAvatar from '../assets/default-avatar.svg';

/**
 * The sidebar photo's address. product/portal.md §2: a default photo when there is none,
 * and a timestamp so a just-changed photo is not served from the browser's cache.
 */
export function photoSrc(photoUrl: string | null, stamp: number): string {
  if (!photoUrl) return defaultAvatar;
  return `${photoUrl}${photoUrl.includes('?') ? '&' : '?'}t=${stamp}`;
}
