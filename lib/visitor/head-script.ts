import { chunkReloadScript } from './chunk-reload';
import { splashScript } from './splash';

/** The visitor features that must run before the first paint and before React: one inline script. */
export const visitorHeadScript = (): string => `${splashScript()};${chunkReloadScript()}`;
