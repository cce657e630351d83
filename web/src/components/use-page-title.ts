import { useDocumentTitle } from '@mantine/hooks';
import { siteTitle, useBusinessInfo } from './business-info';

/** Sets the tab title: "{page} | {business}", or the site title ("{business} - Greater Houston") on the home page. */
export function usePageTitle(page?: string): void {
  const name = useBusinessInfo()?.name;
  const title = page ? [page, name].filter(Boolean).join(' | ') : name ? siteTitle(name) : '';
  useDocumentTitle(title);
}
