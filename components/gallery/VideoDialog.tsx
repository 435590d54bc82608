'use client';

import { Modal } from '@/components/ui/Modal';
import { prefersReducedMotion } from '@/components/ui/motion';
import styles from './gallery.module.css';

export interface PlayableVideo {
  id: number;
  title: string;
  embedUrl: string;
}

/** What the player may use; the CSP allows frames from youtube-nocookie only. */
const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/** The player starts at once (the visitor asked for it) unless motion is reduced. */
export function VideoDialog({ open, onClose, video, closeLabel }: { open: boolean; onClose: () => void; video: PlayableVideo; closeLabel: string }) {
  const src = `${video.embedUrl}${prefersReducedMotion() ? '' : '?autoplay=1'}`;
  return (
    <Modal open={open} onClose={onClose} title={video.title} closeLabel={closeLabel} size="xl">
      <div className={styles.player} data-testid="video-modal">
        {/* tabIndex: the focus trap's Tab order (tabbable) leaves out an iframe without one. */}
        <iframe src={src} title={video.title} allow={ALLOW} allowFullScreen referrerPolicy="strict-origin-when-cross-origin" tabIndex={0} />
      </div>
    </Modal>
  );
}
