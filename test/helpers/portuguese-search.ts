import { portuguese } from '../../src/search/languages/portuguese.ts';
import { Pipeline } from '../../src/search/pipeline.ts';

/** The Portuguese analysis this site's search runs, for the tests of the pipeline and of indexes. */
export const PT = new Pipeline(portuguese);
