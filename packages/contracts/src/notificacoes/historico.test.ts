import { ROLES } from '../auth/roles';
import { mayBeNotified } from './historico';

describe('who has the notification bell', () => {
  it('is complaints staff (and administrators), nobody else: the others would only be refused by its API', () => {
    expect(mayBeNotified([ROLES.DENUNCIAS])).toBe(true);
    expect(mayBeNotified([ROLES.VISUALIZAR_TODAS_DEMANDAS])).toBe(true);
    expect(mayBeNotified([ROLES.ADMIN])).toBe(true);
    expect(mayBeNotified([ROLES.ACOLHIMENTO, ROLES.PAINEL])).toBe(false);
    expect(mayBeNotified([])).toBe(false);
  });
});
