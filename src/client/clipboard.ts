/** How long a copy button says "Copiado!" (or asks to copy by hand) before showing its label again. */
export const COPY_FEEDBACK_MS = 2000;

/** Puts text on the clipboard; false when the browser refuses (no permission, no clipboard on this page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
