import clsx from './clsx.ts';

/** `@theme/ThemedImage`: both pictures, each with the class of its colour mode (the stylesheet hides the other). */
export default function ThemedImage({ sources, className, alt = '', ...rest }: { sources: { light: string; dark: string }; className?: string; alt?: string; [attribute: string]: unknown }) {
  return (
    <>
      <img src={sources.light} alt={alt} className={clsx('themedComponent', 'themedComponent--light', className)} {...rest} />
      <img src={sources.dark} alt={alt} className={clsx('themedComponent', 'themedComponent--dark', className)} {...rest} />
    </>
  );
}
