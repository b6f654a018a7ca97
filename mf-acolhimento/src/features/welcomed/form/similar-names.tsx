import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { SIMILAR_NAME_MIN_LENGTH, SIMILAR_NAME_THRESHOLD, type SimilarWelcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { formatDate } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../../shared/paths';
import { formatCpf } from '../../../shared/format';
import { searchSimilarNames } from '../api';

/** Name searches wait 400 ms after the last key, so typing sends one request. */
const SIMILAR_NAME_DELAY_MS = 400;

/**
 * While a NEW person's name is typed (more than 2 characters, 400 ms after the last key), people with a
 * similar name are shown as a possible duplicate, each a link (new tab, so the form is kept).
 */
export function SimilarNames({ name }: { name: string }) {
  const [found, setFound] = useState<SimilarWelcomed[]>([]);
  const text = name.trim();

  useEffect(() => {
    if (text.length < SIMILAR_NAME_MIN_LENGTH) {
      setFound([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      searchSimilarNames(text).then(
        (list) => live && setFound(list.filter((p) => p.similarity >= SIMILAR_NAME_THRESHOLD)),
        () => live && setFound([]),
      );
    }, SIMILAR_NAME_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  if (found.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Já existem cadastros com nome parecido. Confira se a pessoa já está cadastrada:"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="Cadastros com nome parecido">
          {found.map((p) => (
            <li key={p.id}>
              <a href={WELCOMED_PATHS.edit(p.id)} target="_blank" rel="noreferrer">
                {p.name}
              </a>
              {[p.birthdate && `nasc. ${formatDate(p.birthdate)}`, p.cpf && `CPF ${formatCpf(p.cpf)}`, p.nacionality?.nome_pt]
                .filter(Boolean)
                .map((t) => ` · ${t}`)
                .join('')}
            </li>
          ))}
        </ul>
      }
    />
  );
}
