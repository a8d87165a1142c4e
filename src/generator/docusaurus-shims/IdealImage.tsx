/** What `require('./x.png')` gives here (a URL) or what the ideal-image loader gives in Docusaurus. */
type IdealImageSource = string | { src?: { src?: string }; default?: string };

/** `@theme/IdealImage`: a plain lazy picture. */
export default function IdealImage({ img, alt = '', ...rest }: { img: IdealImageSource; alt?: string; [attribute: string]: unknown }) {
  const src = typeof img === 'string' ? img : (img.src?.src ?? img.default);
  return <img src={src} alt={alt} loading="lazy" decoding="async" {...rest} />;
}
