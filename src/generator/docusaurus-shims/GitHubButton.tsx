import type { ReactNode } from 'react';

/** The octicons GitHub's buttons show most, by the `data-icon` the page gives. */
const ICONS: Readonly<Record<string, string>> = {
  'octicon-star': 'M8 .25a.75.75 0 0 1 .673.418l1.882 3.815 4.21.612a.75.75 0 0 1 .416 1.279l-3.046 2.97.719 4.192a.751.751 0 0 1-1.088.791L8 12.347l-3.766 1.98a.75.75 0 0 1-1.088-.79l.72-4.194L.818 6.374a.75.75 0 0 1 .416-1.28l4.21-.611L7.327.668A.75.75 0 0 1 8 .25Z',
  'octicon-repo-forked': 'M5 5.372v.878c0 .414.336.75.75.75h4.5a.75.75 0 0 0 .75-.75v-.878a2.25 2.25 0 1 1 1.5 0v.878a2.25 2.25 0 0 1-2.25 2.25h-1.5v2.128a2.251 2.251 0 1 1-1.5 0V8.5h-1.5A2.25 2.25 0 0 1 3.5 6.25v-.878a2.25 2.25 0 1 1 1.5 0ZM5 3.25a.75.75 0 1 0-1.5 0 .75.75 0 0 0 1.5 0Zm6.75.75a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5Zm-3 8.75a.75.75 0 1 0-1.5 0 .75.75 0 0 0 1.5 0Z',
  'octicon-eye': 'M8 2c1.981 0 3.671.992 4.933 2.078 1.27 1.091 2.187 2.345 2.637 3.023a1.62 1.62 0 0 1 0 1.798c-.45.678-1.367 1.932-2.637 3.023C11.67 13.008 9.981 14 8 14c-1.981 0-3.671-.992-4.933-2.078C1.797 10.83.88 9.576.43 8.898a1.62 1.62 0 0 1 0-1.798c.45-.677 1.367-1.931 2.637-3.022C4.33 2.992 6.019 2 8 2ZM8 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
};

/**
 * `react-github-btn`, GitHub's star, fork and follow buttons: a link to what the button names, drawn
 * as GitHub draws its button (a grey bordered box, its icon and words), so it shows on any background
 * (Infer's sat in its purple hero's own colour). The count, which GitHub's script fetches into an
 * iframe, is not shown: the page loads no script of GitHub's.
 */
export default function GitHubButton({ href, children, ...rest }: { href: string; children?: ReactNode; 'aria-label'?: string; 'data-icon'?: string; 'data-size'?: string }) {
  const icon = ICONS[rest['data-icon'] ?? ''];
  return (
    <a className="github-button" data-size={rest['data-size']} href={href} aria-label={rest['aria-label']} target="_blank" rel="noopener noreferrer">
      {icon ? (
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={icon} />
        </svg>
      ) : null}
      {children}
    </a>
  );
}
