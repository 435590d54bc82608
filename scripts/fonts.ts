// `npm run fonts`: cuts lib/fonts.ts's files from inter-ui into public/fonts/ and writes app/fonts.css; committed.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { INTER_VERSION, fontFacesCss, fontFiles, fontUrl, fontWeights, interSource, layoutFeatures } from '@/lib/fonts';

const root = join(import.meta.dirname, '..');
const { resolve } = createRequire(import.meta.url);

async function main() {
  const { version } = JSON.parse(await readFile(resolve('inter-ui/package.json'), 'utf8')) as { version: string };
  if (version !== INTER_VERSION) throw new Error(`inter-ui is ${version} but lib/fonts.ts names ${INTER_VERSION}: install inter-ui@${INTER_VERSION} or change INTER_VERSION`);

  const written = new Set<string>();
  for (const weight of fontWeights) {
    const source = await readFile(resolve(interSource[weight]));
    for (const { name, codePoints } of fontFiles) {
      const text = String.fromCodePoint(...codePoints);
      const file = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: layoutFeatures });
      const url = fontUrl(name, weight);
      await writeFile(join(root, 'public', url), file);
      written.add(url.split('/').pop()!);
      console.log(`fonts: ${url} ${(file.length / 1024).toFixed(1)} KB`);
    }
  }
  const fontsDir = join(root, 'public', 'fonts');
  for (const file of await readdir(fontsDir)) {
    if (file.endsWith('.woff2') && !written.has(file)) {
      await rm(join(fontsDir, file));
      console.log(`fonts: removed ${file}`);
    }
  }
  await writeFile(join(root, 'app', 'fonts.css'), fontFacesCss());
  console.log('fonts: wrote app/fonts.css');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
