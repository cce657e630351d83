import * as z from './zod.js';

// What people may type into the fields that end up in the agreement, emails and texts
// (issue 18): letters of every script, but no emoji, no control or invisible
// formatting characters (a right-to-left override can make a name read backwards in
// an email).

/** Letters of any script with their marks, spaces, hyphens, apostrophes and periods. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** A street line: letters, digits and the punctuation addresses use. */
const ADDRESS = /^[\p{L}\p{M}\p{N} .,'’#/&()°:-]*$/u;
/** Free text (a company): anything printable but emoji and symbols of pictures. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Extended_Pictographic}\p{So}\u2028\u2029]/u;

export const textMessages = {
  name: (label: string) => `${label} may contain only letters, spaces, hyphens, apostrophes and periods`,
  address: (label: string) => `${label} may contain only letters, numbers, spaces and . , ' # / & ( ) -`,
  plain: (label: string) => `${label} may not contain emoji or control characters`,
} as const;

export type TextKind = keyof typeof textMessages;

const isAllowed: Record<TextKind, (text: string) => boolean> = {
  name: (text) => NAME.test(text),
  address: (text) => ADDRESS.test(text),
  plain: (text) => !UNSAFE.test(text),
};

/**
 * Trimmed, in Unicode's composed form (so "é" typed two ways is one name), then
 * required (when `min` is 1), bounded and checked for its kind, in that order: the
 * first message is the one a person sees.
 */
function checkedText(label: string, max: number, kind: TextKind, min: 0 | 1) {
  return z.pipe(
    z.pipe(
      z.string({ error: `${label} is required` }).check(z.trim()),
      z.transform((text) => text.normalize('NFC')),
    ),
    z.string().check(
      z.minLength(min, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine((text) => text === '' || isAllowed[kind](text), { message: textMessages[kind](label), abort: true }),
    ),
  );
}

/** A field a person must fill: a name, a street line or plain text. */
export const requiredText = (label: string, max: number, kind: TextKind) => checkedText(label, max, kind, 1);

/** A field that may stay empty. */
export const optionalText = (label: string, max: number, kind: TextKind) =>
  z._default(checkedText(label, max, kind, 0), '');
