// Writes the static pages into dist/pages/<lang>/<page>.html, after `vite build` has put the
// scripts and styles into dist/assets/ (their hashed names come from dist/manifest.json).
// Needs RENJU_BIN: the `renju` binary, which finds the forbidden points of the rule diagrams.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ForbiddenKind } from '../src/board';
import { LANGS, makeT } from '../src/i18n';
import { analysisPage } from '../src/analysis/page';
import { archiveGamePage, archivePage } from '../src/archive/page';
import { DIAGRAMS } from '../src/pages/diagrams';
import { homePage } from '../src/pages/home';
import type { Assets, PageContext } from '../src/pages/layout';
import { rulePage } from '../src/pages/rule';
import { type DiagramForbidden, rulesPage } from '../src/pages/rules';
import { RULE_PAGES } from '../src/pages/rules-data';
import { myGamesPage } from '../src/pages/my-games';
import { settingsPage } from '../src/pages/settings';
import { watchPage } from '../src/pages/watch';
import { tournamentPage, tournamentsPage } from '../src/pages/tournaments';
import { leaderboardPage, playerPage } from '../src/pages/profile';
import { gameGonePage, gamePage, notFoundPage } from '../src/pages/shell';

const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO = resolve(CLIENT, '..');
const DIST = join(CLIENT, 'dist');

function fail(message: string): never {
  console.error(`pages: ${message}`);
  process.exit(1);
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

function readAssets(): Assets {
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const find = (src: string) => manifest[src];
  const url = (file: string) => `/${file}`;
  const styles = new Set<string>();
  const style = find('src/styles/site.css');
  if (!style)
    fail('dist/manifest.json has no entry for src/styles/site.css (run vite build first)');
  styles.add(url(style.file));
  const scripts: Assets['scripts'] = {};
  const entryStyles: Assets['entryStyles'] = {};
  for (const [name, src] of [
    ['site', 'src/pages/site.ts'],
    ['theme', 'src/pages/theme.ts'],
    ['create', 'src/pages/create.ts'],
    ['game', 'src/game/main.ts'],
    ['analysis', 'src/analysis/main.ts'],
    ['archive', 'src/archive/main.ts'],
    ['player', 'src/player/main.ts'],
    ['mygames', 'src/mygames/main.ts'],
    ['watch', 'src/watch/main.ts'],
    ['profile', 'src/profile/main.ts'],
    ['tournaments', 'src/tournament/list.ts'],
    ['tournament', 'src/tournament/event.ts'],
  ] as const) {
    const entry = find(src);
    if (!entry) continue;
    scripts[name] = url(entry.file);
    // An entry's own styles and those of the chunks it imports (code two entries share, such
    // as the explorer panel, is a chunk of its own, with its own stylesheet).
    const css = new Set<string>();
    const visit = (e: ManifestEntry, seen: Set<ManifestEntry>) => {
      if (seen.has(e)) return;
      seen.add(e);
      for (const chunk of e.imports ?? []) if (manifest[chunk]) visit(manifest[chunk], seen);
      for (const file of e.css ?? []) css.add(url(file));
    };
    visit(entry, new Set());
    if (css.size) entryStyles[name] = [...css];
  }
  if (!scripts.site || !scripts.create || !scripts.theme)
    fail('dist/manifest.json lacks the site, theme or create entry');
  return { styles: [...styles], scripts, entryStyles };
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: REPO,
      encoding: 'utf8',
    }).trim();
  } catch {
    return fail('cannot read the git commit (git rev-parse --short=7 HEAD failed)');
  }
}

const KINDS: readonly ForbiddenKind[] = ['double-three', 'double-four', 'overline'];

/** Asks the engine for each diagram's forbidden points and checks what the texts say. */
function diagramForbidden(): DiagramForbidden {
  const bin = process.env.RENJU_BIN;
  if (!bin)
    fail('RENJU_BIN is not set: it must name the built `renju` binary (scripts/build.sh sets it)');
  const ask = (stones: string) => {
    let text: string;
    try {
      text = execFileSync(bin, ['forbidden', '--stones', stones], {
        encoding: 'utf8',
        timeout: 20_000,
      });
    } catch (e) {
      fail(`\`${bin} forbidden --stones "${stones}"\` failed: ${(e as Error).message}`);
    }
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [point, kind] = line.split(/\s+/);
        if (!point || !kind || !(KINDS as readonly string[]).includes(kind)) {
          fail(`unexpected line from \`renju forbidden\`: "${line}"`);
        }
        return { point: point.toLowerCase(), kind: kind as ForbiddenKind };
      });
  };
  const out: Record<string, { point: string; kind: ForbiddenKind }[]> = {};
  for (const d of DIAGRAMS) {
    const marks = ask(d.stones);
    if (d.control) {
      const kind = ask(d.control.stones).find((m) => m.point === d.focus)?.kind ?? null;
      if (kind !== d.control.expect) {
        fail(
          `diagram ${d.id}: its control position should make ${d.focus} ${d.control.expect ?? 'allowed'}, ` +
            `but the engine says ${kind ?? 'allowed'} (stones: ${d.control.stones})`,
        );
      }
    }
    const atFocus = marks.find((m) => m.point === d.focus)?.kind ?? null;
    if (atFocus !== d.expect) {
      fail(
        `diagram ${d.id}: the text says ${d.focus} is ${d.expect ?? 'allowed'}, ` +
          `but the engine says ${atFocus ?? 'allowed'} (stones: ${d.stones})`,
      );
    }
    out[d.id] = marks;
  }
  return out;
}

function write(lang: string, page: string, html: string): void {
  const file = join(DIST, 'pages', lang, `${page}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const version = readFileSync(join(REPO, 'VERSION'), 'utf8').trim();
const commit = gitCommit();
const assets = readAssets();
const forbidden = diagramForbidden();
let count = 0;
for (const lang of LANGS) {
  const ctx: PageContext = { lang, t: makeT(lang), version, commit, assets };
  const pages: [string, string][] = [
    ['index', homePage(ctx)],
    ['rules', rulesPage(ctx, forbidden)],
    ['game', gamePage(ctx)],
    ['analysis', analysisPage(ctx)],
    ['archive', archivePage(ctx)],
    ['archive-game', archiveGamePage(ctx)],
    ['settings', settingsPage(ctx)],
    ['my-games', myGamesPage(ctx)],
    ['watch', watchPage(ctx)],
    ['player', playerPage(ctx)],
    ['leaderboard', leaderboardPage(ctx)],
    ['tournaments', tournamentsPage(ctx)],
    ['tournament', tournamentPage(ctx)],
    ['404', notFoundPage(ctx)],
    ['game-missing', gameGonePage(ctx, 'missing')],
    ['game-expired', gameGonePage(ctx, 'expired')],
    ...RULE_PAGES.map((p): [string, string] => [`rules/${p.id}`, rulePage(ctx, p)]),
  ];
  for (const [name, html] of pages) {
    write(lang, name, html);
    count++;
  }
}
console.log(`pages: wrote ${count} pages (v${version} · ${commit}) into ${join(DIST, 'pages')}`);
