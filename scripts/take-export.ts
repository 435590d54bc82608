/** After `next build` in `npm run build`: `tsx scripts/take-export.ts [dir]` (default `out`) moves the export there (lib/build/take-export.ts). */
import { takeExport } from '@/lib/build/take-export';
import { EXPORT_DIR } from '@/lib/build-env';

const target = process.argv[2] ?? 'out';
try {
  takeExport(process.cwd(), target);
  console.log(`take-export: ${EXPORT_DIR} is now ${target}/`);
} catch (error) {
  console.error(`take-export: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
