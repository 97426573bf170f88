import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Browser entries. The game page's entry belongs to the game code and may not exist yet:
// the site builds without it and the game shell then carries no script.
const input: Record<string, string> = {
  site: here('src/pages/site.ts'),
  theme: here('src/pages/theme.ts'),
  create: here('src/pages/create.ts'),
  style: here('src/styles/site.css'),
};
if (existsSync(here('src/game/main.ts'))) input.game = here('src/game/main.ts');
input.analysis = here('src/analysis/main.ts');
input.archive = here('src/archive/main.ts');
input.player = here('src/player/main.ts');
input.mygames = here('src/mygames/main.ts');
input.watch = here('src/watch/main.ts');
input.profile = here('src/profile/main.ts');
input.tournaments = here('src/tournament/list.ts');
input.tournament = here('src/tournament/event.ts');

export default defineConfig({
  publicDir: false,
  // The analysis board's engine worker (src/analysis/worker.ts) is a module, named as the rest.
  worker: {
    format: 'es',
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2020',
    rollupOptions: {
      input,
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
