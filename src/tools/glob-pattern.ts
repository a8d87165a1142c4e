/**
 * A glob as Docusaurus's options write them (`TEMPLATE.md`, `**\/_*.{md,mdx}`, `**\/__tests__/**`)
 * as a regular expression over a `/`-separated path: `**` any folders, `*` and `?` within one name,
 * `{a,b}` either. A pattern without a folder in it names a file at the top only, as Docusaurus's
 * globby (fast-glob without `baseNameMatch`) reads it: Capacitor's `exclude: ['README.md']` leaves
 * its sub-folders' READMEs as docs.
 */
export function globPattern(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index++) {
    const character = glob[index]!;
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (character === '*') source += '[^/]*';
    else if (character === '?') source += '[^/]';
    else if (character === '{') source += '(?:';
    else if (character === '}') source += ')';
    else if (character === ',' && glob.lastIndexOf('{', index) > glob.lastIndexOf('}', index)) source += '|';
    else source += character.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
