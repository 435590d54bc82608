/** The spec's section 9 numbers, by name. One place for every timing and limit. */
export const API_RETRY_COUNT = 3;
export const API_RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const API_TIMEOUT_MS = 10_000;
export const API_TIMEOUT_MESSAGE = 'This request has been automatically aborted.';
export const API_MAX_CONCURRENCY = 8;

export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export const HEADER_SEARCH_DEBOUNCE_MS = 400;
export const MODAL_SEARCH_DEBOUNCE_MS = 300;
export const SPLASH_TICK_MS = 15;
export const SPLASH_HIDE_MS = 2_000;
export const TOAST_AUTO_CLOSE_MS = 1_000;
export const SLIDER_AUTOPLAY_MS = 5_000;
export const CLOCK_REFRESH_MS = 1_000;
export const MODAL_OPEN_DELAY_MS = 100;
export const MODAL_CLEAR_DELAY_MS = 300;
/** After a modal closes, before focus goes back to its opener: a few frames for the accessibility tree (components/ui/Modal.tsx). */
export const MODAL_FOCUS_RETURN_DELAY_MS = 300;
/**
 * After the video dialog opens, before its YouTube link is added: Orca took that link, there as the dialog
 * opened, for where the removed opener had gone, and never announced the dialog (components/gallery/VideoDialog.tsx).
 */
export const VIDEO_LINK_DELAY_MS = 500;
/** The spec's "scroll progress 350", read as px: a percentage of the scrollable height never reaches 350. */
export const STICKY_HEADER_THRESHOLD = 350;
export const BACK_TO_TOP_PX = 200;
export const PHONE_PREFIX = '998';
export const READ_ALOUD_OFFSET_PX = 50;
export const SPLASH_PROGRESS_MAX = 100;
/** Sections animate in this many px after their top edge enters the viewport (AOS defaults). */
export const SCROLL_REVEAL_OFFSET_PX = 120;
export const SCROLL_REVEAL_DURATION_MS = 400;
export const SCROLL_REVEAL_THROTTLE_MS = 99;
export const SCROLL_REVEAL_DEBOUNCE_MS = 50;
/** Page transition: the new page slides in from the right (px) over this time. */
export const PAGE_TRANSITION_OFFSET_PX = 40;
export const PAGE_TRANSITION_MS = 300;

export const NEWS_PER_PAGE = 12;

/** The id of every page's `<main>`: the skip link's target, and what the first paint waits for (lib/build/first-paint.ts). */
export const MAIN_ID = 'main';

/**
 * On a page whose first screen has bottom-anchored text (the home lead), the element after it: the
 * first paint waits for it instead, or the text grows upwards while it is parsed.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * The origin server's limits on slow clients (server/origin-server.ts, docs/decisions/slow-clients.md):
 * the whole request head within 15 s, the whole request within 30 s, an idle keep-alive connection
 * 5 s; Node checks the first two every second (its default, 30 s, let a slow head live 87 s).
 */
export const ORIGIN_HEADERS_TIMEOUT_MS = 15_000;
export const ORIGIN_REQUEST_TIMEOUT_MS = 30_000;
export const ORIGIN_KEEP_ALIVE_TIMEOUT_MS = 5_000;
export const ORIGIN_TIMEOUT_CHECK_MS = 1_000;
/** A body still arriving after its answer (a 401, 405 or 413 that did not read it) may take this long more (nginx's lingering_timeout). */
export const ORIGIN_UNREAD_BODY_LINGER_MS = 5_000;
/** File descriptors kept out of the connection cap: the server's own (stdio, logs, the build's pipes, ...). */
export const ORIGIN_RESERVED_FILE_DESCRIPTORS = 64;
