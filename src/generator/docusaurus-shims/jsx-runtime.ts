import * as runtime from 'react/jsx-runtime';

type Jsx = typeof runtime.jsx;

/**
 * `react/jsx-runtime` for a site's own code. Docusaurus makes `import Logo from './logo.svg'` a
 * component; esbuild gives the file's data URL, so an element of that type is drawn as an `<img>`.
 */
const picturesAsImages =
  (create: Jsx): Jsx =>
  (type, props, key) =>
    typeof type === 'string' && type.startsWith('data:') ? create('img', { ...(props as object), src: type }, key) : create(type, props, key);

export const jsx = picturesAsImages(runtime.jsx);
export const jsxs = picturesAsImages(runtime.jsxs);
export const Fragment = runtime.Fragment;
