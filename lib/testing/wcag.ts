/** axe-core's tags for WCAG 2.2 AA, the site's baseline, in the component tests and the browser tests alike. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
