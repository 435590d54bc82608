// One Orca session per worker (starting one costs 10-60 s); each test gets it with a fresh transcript,
// written to test-results/screen-reader/ whatever the outcome.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { ScreenReaderSession, type Utterances } from './session';

const TRANSCRIPT_DIR = join('test-results', 'screen-reader');
const DOCS_DIR = join('docs', 'screen-reader');

export const test = base.extend<{ sr: ScreenReaderSession; transcriptName: string }, { session: ScreenReaderSession }>({
  session: [
    async ({}, provide) => {
      const session = await ScreenReaderSession.start();
      try {
        await provide(session);
      } finally {
        // Orca's own log, for a finding the transcript alone does not explain.
        try {
          mkdirSync(TRANSCRIPT_DIR, { recursive: true });
          copyFileSync(session.debugLog, join(TRANSCRIPT_DIR, `orca-debug-${Date.now()}.log`));
        } finally {
          await session.stop();
        }
      }
    },
    { scope: 'worker', timeout: 420_000 },
  ],
  transcriptName: ['', { option: true }],
  sr: async ({ session }, provide, testInfo) => {
    session.transcript.length = 0;
    try {
      await provide(session);
    } finally {
      const name = testInfo.title.replace(/[^\w-]+/g, '-');
      mkdirSync(TRANSCRIPT_DIR, { recursive: true });
      writeFileSync(join(TRANSCRIPT_DIR, `${name}.md`), transcriptMarkdown(testInfo.title, session.transcript, { times: true }));
      // `SR_UPDATE_DOCS=1`: the reviewers' copy, one per page type (the language in the title).
      if (process.env.SR_UPDATE_DOCS && testInfo.status === 'passed') {
        writeFileSync(join(DOCS_DIR, `${name.replace(/-(uz|ru|en|oz)$/, '')}.md`), transcriptMarkdown(testInfo.title, session.transcript, { times: false }));
      }
    }
  },
});

export { expect } from '@playwright/test';

/** A transcript a reviewer can read: each key, then what Orca said to it (and, in the artefact, how long it took). */
function transcriptMarkdown(title: string, transcript: readonly Utterances[], { times }: { times: boolean }): string {
  const header = times ? ['| key | heard | ms |', '| --- | --- | ---: |'] : ['| key | heard |', '| --- | --- |'];
  const lines = [`# What Orca said: ${title}`, '', 'Orca 43 reading Chromium (`npm run test:sr`). Each row: the key pressed, then every utterance in order.', '', ...header];
  for (const { key, heard, ms } of transcript) {
    const time = times ? ` ${ms ?? ''} |` : '';
    if (key.startsWith('# ')) {
      lines.push(`| **${escapeCell(key.slice(2))}** | |${time}`);
      continue;
    }
    lines.push(`| \`${escapeCell(key)}\` | ${heard.length ? heard.map((h) => escapeCell(h)).join(' · ') : '(silence)'} |${time}`);
  }
  return `${lines.join('\n')}\n`;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
