// How the bench's changed licence-holder file differs from the generated one (licensee-files.ts).

/** Every RENAME_EVERY-th line is renamed in the changed file; ADDED new lines follow. */
export const RENAME_EVERY = 100;
export const ADDED = 1_000;
/** The added licences' numbers: 9 digits, past any the generator makes (7 or 8). */
export const addedNumber = (index: number) => String(900_000_000 + index);
/** A renamed line's new last name. */
export const renamedLastName = (lineIndex: number) => `ZZBENCH${lineIndex}`;
