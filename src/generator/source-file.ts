import type { Warning } from '../model/errors.ts';
import type { Area } from './content-layout.ts';
import type { SplitSource } from './front-matter.ts';

/** A Markdown file of the content, as loaded (load.ts). */
export interface SourceFile extends SplitSource {
  area: Area;
  /** Path shown in messages, e.g. `content/wiki/survival/kits.md`. */
  file: string;
  /** Where the file is. */
  absolute: string;
  /** Path inside the area folder with `/` separators, e.g. `survival/kits.md`. */
  rel: string;
  /** What the front matter check found (unknown keys). */
  warnings: Warning[];
  /** The text of the `# Title` the body opened with (taken out of the body): the title when the front matter gives none. */
  contentTitle?: string;
}
