import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { denunciasI18n } from '../i18n';
import { PublicApp } from './public-app';

jest.mock('../features/complaint-wizard/api', () => ({
  listQuestionnaire: jest.fn(() => new Promise(() => undefined)),
  listOrganizations: jest.fn(() => Promise.resolve([])),
  createComplaint: jest.fn(),
}));
// The follow-up page cannot be drawn while the phone has no connection, and can once it is back.
let offline = false;
jest.mock('../features/follow-up/follow-up-page', () => ({
  FollowUpPage: () => {
    if (offline) throw new Error('Loading chunk follow-up failed');
    return <h2>Acompanhamento aberto</h2>;
  },
}));
jest.setTimeout(60_000);

afterEach(async () => {
  await denunciasI18n.load('pt');
});

describe('the public page at /denunciar/acompanhar', () => {
  it('keeps the frame when the follow-up cannot be drawn, says so in the page language, and draws it on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    offline = true;
    window.history.replaceState(null, '', '/denunciar/acompanhar?lang=fr');
    render(<PublicApp />);
    expect(await screen.findByText('Impossible de charger la page de suivi')).toBeInTheDocument();
    expect(screen.getByText('Vérifiez votre connexion et réessayez.')).toBeInTheDocument();
    // the frame stays: the way back to the form is there
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Acompanhamento aberto' })).toBeInTheDocument();
  });
});
