import { ContentError } from '../model/errors.ts';
import type { BuildFailure } from './protocol.ts';

interface EsbuildMessage {
  text: string;
  location: { file: string; line: number } | null;
}

/** An error of a build as the overlay shows it: content errors and esbuild's errors keep their file and line. */
export function describeFailure(error: unknown): BuildFailure {
  if (error instanceof ContentError) return { message: error.detail, file: error.file, line: error.line };
  const esbuildErrors = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  const first = Array.isArray(esbuildErrors) ? esbuildErrors[0] : undefined;
  if (first) return { message: first.text, file: first.location?.file, line: first.location?.line };
  return { message: error instanceof Error ? error.message : String(error) };
}
