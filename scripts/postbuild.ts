/** Runs after `next build`: `tsx scripts/postbuild.ts [dir]` (default `out`); the steps are lib/build/postbuild.ts. */
import { postbuild } from '@/lib/build/postbuild';

postbuild(process.argv[2] ?? 'out').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
