/** `decodeURIComponent`, or undefined for text that is not valid percent-encoding (`%ZZ`, `%E0%A4%A`). */
export function decodeOrUndefined(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
