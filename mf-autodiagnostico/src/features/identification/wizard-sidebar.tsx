import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePublicLanguage } from '@sisacte/ui/i18n';
import { useT } from '../../i18n';
import type { SidebarBlock } from '../../shared/api-call';
import { progress, sidebarScrollTop, stepPath } from '../../shared/steps';

/** The marks of an answered and an unanswered question (hidden from screen readers, which hear the words). */
const DONE_MARK = '✓';
const OPEN_MARK = '○';

/**
 * The wizard's sidebar: every block and question; the question (or block) of the route is marked
 * active and scrolled to (SIDEBAR_SCROLL_OFFSET from the top), answered ones carry a check. Any
 * question can be opened to change its answer. On a phone it is folded behind a button.
 */
export function WizardSidebar({ avaliacaoId, blocks, tipo, activeId }: { avaliacaoId: number; blocks: SidebarBlock[]; tipo: 'bloco' | 'questao'; activeId: number }) {
  const { t } = useT();
  const { href } = usePublicLanguage();
  const listRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { answered, total } = progress(blocks);

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && active) list.scrollTop = sidebarScrollTop(active.offsetTop);
  }, [activeId, tipo, open, blocks.length]);

  return (
    <div>
      <button type="button" className="ad-sidebar-toggle" aria-expanded={open} aria-controls="ad-sidebar" onClick={() => setOpen((o) => !o)} style={{ width: '100%', padding: '6px 12px', borderRadius: 6, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer', font: 'inherit' }}>
        {open ? t('identify.hideAll') : t('identify.showAll')} {t('identify.sidebarCount', { answered, total })}
      </button>
      <nav id="ad-sidebar" ref={listRef} className={open ? 'ad-sidebar ad-open' : 'ad-sidebar'} aria-label={t('identify.sidebarLabel')} style={{ position: 'relative' }}>
        {blocks.map((block, bi) => (
          <div key={block.id}>
            <h2>
              <Link to={href(stepPath(avaliacaoId, { tipo: 'bloco', id: block.id, group_id: block.id }))} aria-current={tipo === 'bloco' && activeId === block.id ? 'step' : undefined} style={{ padding: '4px 0', fontWeight: 'inherit' }}>
                {bi + 1}. {block.titulo}
              </Link>
            </h2>
            <ol>
              {block.questoes.map((q, qi) => {
                const done = q.resposta !== null;
                return (
                  <li key={q.id}>
                    <Link to={href(stepPath(avaliacaoId, { tipo: 'questao', id: q.id, group_id: block.id }))} aria-current={tipo === 'questao' && activeId === q.id ? 'step' : undefined} onClick={() => setOpen(false)}>
                      <span className={done ? 'ad-mark ad-mark-done' : 'ad-mark'} aria-hidden="true">
                        {done ? DONE_MARK : OPEN_MARK}
                      </span>
                      <span>
                        {bi + 1}.{qi + 1} {q.enunciado}
                        <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                          {done ? t('identify.isAnswered') : t('identify.isUnanswered')}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </nav>
    </div>
  );
}
