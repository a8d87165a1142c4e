import clsx from './clsx.ts';

/** `@theme/ThemedImage`: both pictures, each with the class of its colour mode (the stylesheet hides the other). */
/** Children, which an `<img>` cannot have (an MDX page may still write some inside the element), are left out. */
export default function ThemedImage({ sources, className, alt = '', children: _children, ...rest }: { sources: { light: string; dark: string }; className?: string; alt?: string; children?: unknown; [attribute: string]: unknown }) {
  return (
    <>
      <img src={sources.light} alt={alt} className={clsx('themedComponent', 'themedComponent--light', className)} {...rest} />
      <img src={sources.dark} alt={alt} className={clsx('themedComponent', 'themedComponent--dark', className)} {...rest} />
    </>
  );
}
