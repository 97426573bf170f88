// Strings of the site's pages, Brazilian Portuguese: the same keys as site.en.ts.
import type { siteEn } from './site.en';

export const sitePt: Record<keyof typeof siteEn, string> = {
  'layout.skip': 'Pular para o conteúdo',
  'layout.beta': 'Beta',
  'layout.promise': 'Sem cadastro. Compartilhe um link e comece a jogar.',
};
