import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects this thread's whole heap now. V8 sizes a worker's old generation from the machine's
 * memory, so during a build it is never marked: everything promoted stays, garbage included, until
 * the thread ends. Called where a thread's transient data is done and its heap is about to peak.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
