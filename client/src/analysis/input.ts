// The analysis page's input: its buttons and move list, the side and numbers settings, a point
// played on the board or picked in the explorer, and the arrow keys.
import { boardGeometry, pointAt } from '../board';
import { changed, openLine, openRecord, solve } from './engine';
import { backToMain, goTo, play, step } from './state';
import { type Page, draw, explore, region, show } from './view';

export function bindInput(p: Page): void {
  p.root.addEventListener('click', (e) => onClick(p, e));
  p.sideSelect.addEventListener('change', () => {
    p.s.solveSide = p.sideSelect.value === 'white' ? 'white' : 'black';
  });
  p.explorerRule.addEventListener('change', () => void explore(p));
  p.numbers.addEventListener('change', () => {
    p.s.numbers = p.numbers.checked;
    draw(p);
  });
  bindBoard(p);
  bindKeys(p);
}

/** A step through the line for the navigation buttons; false when the button is not one. */
function navigate(p: Page, act: string | undefined): boolean {
  const { s } = p;
  if (act === 'first') return goTo(s, 0);
  if (act === 'prev') return step(s, -1);
  if (act === 'next') return step(s, 1);
  if (act === 'last') return goTo(s, s.line.length);
  return false;
}

function onClick(p: Page, e: MouseEvent): void {
  const { s, t } = p;
  const pick = (e.target as HTMLElement).closest<HTMLElement>('[data-explore]');
  if (pick) return void playPoint(p, pick.dataset.explore ?? '');
  const target = (e.target as HTMLElement).closest<HTMLElement>('[data-act],[data-at]');
  if (!target) return;
  if (target.dataset.at !== undefined) {
    if (goTo(s, Number(target.dataset.at))) void changed(p);
    return;
  }
  const act = target.dataset.act;
  if (navigate(p, act)) return void changed(p);
  if (act === 'main') {
    backToMain(s);
    void changed(p);
  } else if (act === 'vcf' || act === 'vct') void solve(p, act);
  else if (act === 'clear') {
    s.solve = null;
    draw(p);
  } else if (act === 'empty') void openLine(p, [], 0, null);
  else if (act === 'open') {
    void openRecord(p, p.record.value, null, null).then((a) => {
      if (!a.ok) show(p, 'openError', t('analysis.open.error', { message: a.message }));
    });
  } else if (act === 'copy') {
    void navigator.clipboard?.writeText(location.href).then(() => {
      const copy = region(p, 'copy');
      copy.textContent = t('analysis.link.copied');
      setTimeout(() => (copy.textContent = t('analysis.link.copy')), 2000);
    });
  }
}

/** A point played on the board or from the explorer: a step, a variation, or a refusal. */
function playPoint(p: Page, point: string): void {
  const { s, t } = p;
  const result = play(s, point);
  if (result.kind === 'refused') {
    s.notice =
      result.reason === 'occupied'
        ? t('analysis.notice.occupied', { point })
        : result.reason === 'forbidden' && result.kindOf
          ? t('analysis.notice.forbidden', {
              point,
              kind: t(`analysis.kind.${result.kindOf}`),
            })
          : result.reason === 'over'
            ? t('analysis.notice.over')
            : '';
    draw(p);
    return;
  }
  void changed(p);
}

/** A point is played when the pointer goes down and up on the same point. */
function bindBoard(p: Page): void {
  const board = region(p, 'board');
  let down: string | null = null;
  const pointOf = (e: PointerEvent): string | null => {
    const svg = board.querySelector('svg');
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return pointAt(boardGeometry({}), at.x, at.y);
  };
  board.addEventListener('pointerdown', (e) => {
    down = pointOf(e);
  });
  board.addEventListener('pointerup', (e) => {
    const point = pointOf(e);
    if (!point || point !== down) return;
    down = null;
    playPoint(p, point);
  });
}

function bindKeys(p: Page): void {
  const { s } = p;
  document.addEventListener('keydown', (e) => {
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const moves: Record<string, () => boolean> = {
      ArrowLeft: () => step(s, -1),
      ArrowRight: () => step(s, 1),
      Home: () => goTo(s, 0),
      End: () => goTo(s, s.line.length),
    };
    const f = moves[e.key];
    if (!f) return;
    e.preventDefault();
    if (f()) void changed(p);
  });
}
