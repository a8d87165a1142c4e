import type { ReactNode } from 'react';
import Link from './Link.tsx';

/**
 * The classic theme's `@theme/MDXComponents/*` parts, which a project's own components import to draw
 * what Markdown would (React Native's `RNRepoLink` is `MDXComponents/A` with a computed address): each
 * as the plain element the Markdown renderer makes.
 */
type Props = { children?: ReactNode; [attribute: string]: unknown };

export const A = (props: Props) => <Link {...props} />;
export const Code = ({ children, ...rest }: Props) => <code {...rest}>{children}</code>;
export const Pre = ({ children, ...rest }: Props) => <pre {...rest}>{children}</pre>;
export const Img = (props: Props) => <img {...props} />;
export const Ul = ({ children, ...rest }: Props) => <ul {...rest}>{children}</ul>;
export const Li = ({ children, ...rest }: Props) => <li {...rest}>{children}</li>;
