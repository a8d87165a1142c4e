import type { ReactElement, SVGProps } from 'react';
import { ADMONITION_KINDS, type AdmonitionKind } from '../../markdown/admonitions.ts';

/**
 * `@theme/Icon/*`: the classic theme's small pictures, which a project's components import
 * (an arrow out of a box beside a link to another site, a check after copying). Drawn here, each a
 * single path in the text's colour, taking the size and attributes the caller gives.
 */
function icon(path: string, size = 24) {
  return function Icon({ width = size, height = size, ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg width={width} height={height} viewBox="0 0 24 24" aria-hidden="true" {...rest}>
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={path} />
      </svg>
    );
  };
}

export const ICON_MODULES: Readonly<Record<string, (props: SVGProps<SVGSVGElement>) => ReactElement>> = {
  ExternalLink: icon('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5', 13.5),
  Copy: icon('M9 9h10v11H9zM5 15V4h10'),
  Success: icon('M5 12l5 5 9-10'),
  Home: icon('M4 11l8-7 8 7v9h-5v-6H9v6H4z'),
  Close: icon('M6 6l12 12M18 6L6 18'),
  Menu: icon('M4 6h16M4 12h16M4 18h16'),
  Edit: icon('M4 20h4L19 9l-4-4L4 16zM13 7l4 4'),
  Arrow: icon('M9 6l6 6-6 6'),
};

/**
 * `@theme/Admonition/Icon/*`: the icon of each kind of admonition, which a project gives an
 * `<Admonition icon>` of another kind (React Query Builder's danger box with the warning's icon):
 * drawn by the site's stylesheet, as the kind's own box draws it.
 */
function admonitionIcon(kind: AdmonitionKind) {
  return function AdmonitionIcon() {
    return <span className={`admonition-icon theme-admonition-${kind}`} aria-hidden="true" />;
  };
}

export const ADMONITION_ICON_MODULES: Readonly<Record<string, () => ReactElement>> = Object.fromEntries(ADMONITION_KINDS.map((kind) => [kind[0]!.toUpperCase() + kind.slice(1), admonitionIcon(kind)]));
