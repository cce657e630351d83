import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { htmlPathFor } from '#shared/site-pages.js';

/**
 * The HTML for a page path, as CloudFront's viewer-request function picks it
 * (infra/stacks/spa-fallback.ts): the page's own file (its title, description and, for a
 * public page, its rendered content), else the bare shell; index.html for a build that
 * has neither (an older one).
 */
export async function pageFileFor(root: string, pathname: string): Promise<string> {
  const file = join(root, htmlPathFor(pathname));
  const isFile = await stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
  return isFile ? file : join(root, 'index.html');
}
