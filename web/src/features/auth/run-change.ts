/** What a card of the sign-in methods page hands the page: the change, and what to say once it worked. */
export type RunChange = (change: () => Promise<unknown>, success: string, describeError?: (error: unknown) => string) => Promise<boolean>;
