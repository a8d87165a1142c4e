import { createHash } from 'node:crypto';

/** A CSS module (`x.module.css`) as a site's components see it: its classes by the names its rules have, and those rules. */
export interface ScopedCssModule {
  /** Each class the file writes → the name its rules have (several, space-separated, for `composes`). */
  classes: Record<string, string>;
  css: string;
}

/**
 * Names a CSS module's classes as Docusaurus's webpack does, by the class and a hash of the file's
 * path (`styles.box` → `box_2c1f0`), whatever esbuild named them (`styles_box`, `styles_box2`,
 * from the file's name and the other modules of one bundle): every component folder has its
 * `styles.module.css`, and two of them with a `.box` on one page must not take each other's
 * rules, whichever bundle asked for the file first. `fileKey`: the file's path in the site.
 */
export function scopeCssModule({ classes, css }: ScopedCssModule, fileKey: string): ScopedCssModule {
  const suffix = createHash('sha256').update(fileKey).digest('hex').slice(0, 5);
  const names = new Map<string, string>();
  for (const [local, value] of Object.entries(classes)) {
    // esbuild lists the classes a class `composes` first, and its own last.
    const own = value.split(/\s+/).filter(Boolean).at(-1);
    if (own) names.set(own, `${local}_${suffix}`);
  }
  // A class `composes` brings from another file keeps esbuild's name, with this file's suffix.
  for (const value of Object.values(classes)) for (const name of value.split(/\s+/)) if (name && !names.has(name)) names.set(name, `${name}_${suffix}`);
  const renamed = (name: string) => names.get(name) ?? name;
  return {
    classes: Object.fromEntries(Object.entries(classes).map(([local, value]) => [local, value.split(/\s+/).map(renamed).join(' ')])),
    // Identifiers of the stylesheet that are one of esbuild's names (the file's name and the class's joined: no property or value has that form).
    css: css.replace(/-?[_a-zA-Z][\w-]*/g, renamed),
  };
}
