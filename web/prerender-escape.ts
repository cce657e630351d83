/** Text inside an HTML element. */
export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A double-quoted attribute value. */
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export const escapeJson = (json: string) => json.replace(/</g, '\\u003c');
