// Which built files a page needs before it can render: its route module (and the signed-in
// layout), with their static imports and styles, from Vite's manifest.

export interface ManifestEntry {
  file: string;
  /** The chunk's name: for a shared chunk, the module it was named after. */
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestEntry>;

const LAYOUT = 'src/layout/app-layout.tsx';

/** Each page's route module (web/src/routes.tsx), by its first path segment. */
export const PAGE_MODULES: Record<string, string[]> = {
  '': ['src/features/landing/landing-page.tsx'],
  login: ['src/features/auth/login-page.tsx'],
  signup: ['src/features/auth/signup/signup-page.tsx'],
  'forgot-password': ['src/features/auth/recovery/forgot-password-page.tsx'],
  'privacy-policy': ['src/features/legal/privacy-policy-page.tsx'],
  'terms-of-service': ['src/features/legal/terms-of-service-page.tsx'],
  download: ['src/features/payments/download-page.tsx'],
  'ce-attendance': ['src/features/ce/attendance-page.tsx'],
  'ce-class': ['src/features/ce/share-page.tsx'],
  sign: ['src/features/contracts/sign-page.tsx'],
  checkout: ['src/features/payments/checkout-page.tsx'],
  'qr-approve': ['src/features/auth/qr-approve-page.tsx'],
  'verify-email': ['src/features/auth/signup/verify-email-page.tsx'],
  'setup-auth': ['src/features/auth/signup/setup-auth-page.tsx'],
  'verify-phone': ['src/features/auth/signup/verify-phone-page.tsx'],
  'pending-approval': ['src/features/auth/signup/pending-approval-page.tsx'],
  'reset-password': ['src/features/auth/recovery/reset-password-page.tsx'],
  dev: ['src/features/dev/outbox-page.tsx'],
  // The work queue is the page's own lazy chunk (its cards do not wait for it), but always shown.
  dashboard: [LAYOUT, 'src/features/dashboard/dashboard-page.tsx', 'src/features/dashboard/work-queue.tsx'],
  'my-inspections': [LAYOUT, 'src/features/inspections/inspections-page.tsx'],
  order: [LAYOUT, 'src/features/booking/order-page.tsx'],
  report: [LAYOUT, 'src/features/reports/report-page.tsx'],
  'update-info': [LAYOUT, 'src/features/account/profile-page.tsx'],
  invite: [LAYOUT, 'src/features/account/invite-page.tsx'],
  'manage-auth': [LAYOUT, 'src/features/auth/manage-auth-page.tsx'],
  'admin-agents': [LAYOUT, 'src/features/agents/admin-agents-page.tsx'],
  settings: [LAYOUT, 'src/features/settings/settings-page.tsx'],
  'open-house-upload': [LAYOUT, 'src/features/open-house/open-house-upload-page.tsx'],
  'open-house-browse': [LAYOUT, 'src/features/open-house/open-house-browse-page.tsx'],
  'route-planner': [LAYOUT, 'src/features/route-planner/route-planner-page.tsx'],
  'mobile-route-follower': [LAYOUT, 'src/features/route-planner/mobile-route-follower-page.tsx'],
  'agent-contacts': [LAYOUT, 'src/features/agent-contacts/agent-contacts-page.tsx'],
  'ce-admin': [LAYOUT, 'src/features/ce/ce-admin-page.tsx'],
};

/**
 * The schemas every page's first render imports when its first answers come: who is signed in
 * (shared/account.ts, lib/current-user.ts) and the business details (shared/settings.ts,
 * components/business-info.ts). They are imported with `import()` to keep zod out of the
 * entry, so they are shared chunks named after their module; preloaded beside the entry,
 * they are not fetched after it (D-181).
 */
const FIRST_ANSWER_SCHEMAS = ['account', 'settings'];

/** The JavaScript files (modules and their static imports) and style sheets of `modules`. */
export function chunksOf(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const file of entry.css ?? []) styles.add(file);
    for (const next of entry.imports ?? []) visit(next);
  };
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`${key} is not in Vite's manifest: update web/prerender-chunks.ts`);
    visit(key);
  }
  for (const name of FIRST_ANSWER_SCHEMAS) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name && !manifest[candidate]!.isEntry);
    if (!key) throw new Error(`No chunk named ${name} in Vite's manifest: update web/prerender-chunks.ts`);
    visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
