import { chunkReloadScript } from './chunk-reload';
import { splashScript } from './splash';

/** What must run before the first paint and before React, as one inline script. */
export const visitorHeadScript = (): string => `${splashScript()};${chunkReloadScript()}`;
