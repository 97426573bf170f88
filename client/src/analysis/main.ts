// The analysis board's entry (/analysis): reads the link, opens the position, and keeps the board,
// the engine's answer and the address bar in step with the position shown. Mounted into
// #analysis of analysis.html. The page object and drawing are view.ts, the server's answers
// engine.ts, the input input.ts.
import '../explorer/explorer.css';
import { makeExplorerT } from '../explorer/i18n';
import { type Answer, fetchGameRecord } from './api';
import { openLine, openRecord, startLocal } from './engine';
import { analysisLang, makeAnalysisT } from './i18n';
import { bindInput } from './input';
import { readLink } from './link';
import { type Page, draw, mountPage } from './view';
import './analysis.css';

const lang = analysisLang();
const t = makeAnalysisT(lang);
const xt = makeExplorerT(lang);
const root = document.getElementById('analysis');

if (root) void boot(root);

async function boot(root: HTMLElement): Promise<void> {
  const page = mountPage(root, t, xt, lang);
  startLocal(page);
  bindInput(page);
  await openFromLink(page);
  root.dataset.ready = 'true';
}

/** What the link asks for: a line, a played game, or (failing those) the empty board. */
async function openFromLink(p: Page): Promise<void> {
  const { s } = p;
  const link = readLink(location.search);
  let opened: Answer<unknown> | null = null;
  if (link.moves) opened = await openLine(p, link.moves, link.at, link.game);
  else if (link.game) {
    const text = await fetchGameRecord(link.game);
    opened = text.ok ? await openRecord(p, text.value, link.game, link.at) : text;
  }
  if (link.bad) s.notice = t('analysis.notice.error', { message: t('analysis.notice.badLink') });
  if (!opened || !opened.ok) {
    if (opened && !opened.ok) s.notice = t('analysis.notice.error', { message: opened.message });
    const notice = s.notice;
    await openLine(p, [], 0, null);
    s.notice = notice;
    draw(p);
  }
}
