import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type Welcomed, WELCOMED_MESSAGES, type WelcomedCreate } from '@sisacte/contracts/acolhimento/welcomed';
import { useEntityForm } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { createWelcomed, getWelcomed, updateWelcomed } from './api';

/**
 * The person of /admin/cadastros/{welcomed_id} (or a new one): loaded by id, saved with the success dialog.
 * An update goes back to the list; a new person opens the after-save choice (`created`), left with `leaveTo`.
 */
export function useWelcomedRecord() {
  const { welcomed_id } = useParams();
  const navigate = useNavigate();
  const [created, setCreated] = useState<Welcomed | null>(null);
  const record = useEntityForm<Welcomed, WelcomedCreate>({
    idParam: welcomed_id,
    load: getWelcomed,
    create: createWelcomed,
    update: (id, body) => updateWelcomed({ ...body, id }),
    messages: { created: WELCOMED_MESSAGES.CREATED, updated: WELCOMED_MESSAGES.UPDATED },
    afterSave: (saved, how) => (how === 'updated' ? navigate(WELCOMED_PATHS.list) : setCreated(saved)),
    notFoundMessage: 'Cadastro não encontrado',
  });

  /** The after-save choice: close it, then go. */
  function leaveTo(path: string) {
    setCreated(null);
    navigate(path);
  }

  return { ...record, created, leaveTo };
}
