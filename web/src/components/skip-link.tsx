import type { MouseEvent } from 'react';

/**
 * First stop for keyboard users. Focuses #main directly instead of following the
 * hash, which would push a history entry the router treats as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      Skip to main content
    </a>
  );
}
