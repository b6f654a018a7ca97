import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { denunciasI18n } from '../i18n';
import { PublicApp } from './public-app';

jest.mock('../features/complaint-wizard/api', () => ({
  listQuestionnaire: jest.fn(() => new Promise(() => undefined)),
  listOrganizations: jest.fn(() => Promise.resolve([])),
  createComplaint: jest.fn(),
}));
// The follow-up page's code cannot be fetched while the phone has no connection (its import fails; jest keeps no
// module whose factory threw, so the next import asks again), and can once it is back.
let mockOffline = false;
let mockFetches = 0;
jest.mock('../features/follow-up/follow-up-page', () => {
  mockFetches += 1;
  if (mockOffline) throw new Error('Loading chunk follow-up failed');
  return { FollowUpPage: () => <h2>Acompanhamento aberto</h2> };
});
jest.setTimeout(60_000);

afterEach(async () => {
  await denunciasI18n.load('pt');
});

describe('the public page at /denunciar/acompanhar', () => {
  it('keeps the frame when the follow-up cannot be drawn, says so in the page language, and draws it on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockOffline = true;
    window.history.replaceState(null, '', '/denunciar/acompanhar?lang=fr');
    render(<PublicApp />);
    expect(await screen.findByText('Impossible de charger la page de suivi')).toBeInTheDocument();
    expect(screen.getByText('Vérifiez votre connexion et réessayez.')).toBeInTheDocument();
    // the frame stays: the way back to the form and the follow-up link are there
    expect(screen.getByRole('link', { name: 'SisActe — page d’accueil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivre un signalement' })).toBeInTheDocument();
    const failedFetches = mockFetches;
    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Acompanhamento aberto' })).toBeInTheDocument();
    expect(mockFetches).toBe(failedFetches + 1);
  });
});
