import type { ReactNode } from 'react';

/**
 * `react-github-btn`, GitHub's star and follow buttons: a link to what the button names (the
 * widget itself is GitHub's script in an iframe, which the page does not load).
 */
export default function GitHubButton({ href, children, ...rest }: { href: string; children?: ReactNode; 'aria-label'?: string }) {
  return (
    <a className="github-button" href={href} aria-label={rest['aria-label']} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
