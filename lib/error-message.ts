/** What to print of anything thrown: an Error's message, or the value itself as text (a thrown string, a rejection). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
