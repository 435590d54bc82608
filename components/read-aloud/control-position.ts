/** Where the read-aloud control goes; small and separate, as it loads with every page. */
import { READ_ALOUD_OFFSET_PX } from '@/lib/constants';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** In viewport px: 50 px below the top of the selection's last line, at its end, kept on screen. */
export function controlPosition(
  lastLine: Box,
  viewport: { width: number; height: number },
  control: { width: number; height: number },
  offset: number = READ_ALOUD_OFFSET_PX,
  margin = 8,
): { left: number; top: number } {
  const top = Math.max(lastLine.top + offset, lastLine.bottom + margin);
  const left = lastLine.right - control.width / 2;
  return {
    left: Math.round(Math.min(Math.max(margin, left), viewport.width - control.width - margin)),
    top: Math.round(Math.min(Math.max(margin, top), viewport.height - control.height - margin)),
  };
}
