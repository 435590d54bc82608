/** The spec's toast types (section 8); a module of its own so server components can read the list. */
export const toastTypes = ['info', 'success', 'warning', 'error', 'default', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];
