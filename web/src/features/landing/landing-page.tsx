import { PublicPage } from '../../components/public-page';
import { usePageTitle } from '../../components/use-page-title';
import { Faq } from './faq';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';

/** / : the public home page (product/portal.md §1-2). Kept light: it is the first page most visitors load. */
export function LandingPage() {
  usePageTitle();
  return (
    <PublicPage>
      <Hero />
      <FeatureCards />
      <Faq />
    </PublicPage>
  );
}
