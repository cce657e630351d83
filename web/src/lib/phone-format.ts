// The same display rule as formatPhone in shared/phone.ts (product/portal.md §5). That
// module builds zod schemas at load time, so importing it would put zod (about
// 22 KB gzip) into every public page's first load. test/web/phone-format.test.ts
// keeps the two identical; once shared/ has a zod-free phone formatter, import it.

/** (555) 123-4567; anything that is not 10 digits is shown as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
