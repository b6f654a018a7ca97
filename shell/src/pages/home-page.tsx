import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { LANGUAGE_STORAGE_KEY, LanguagePicker, PublicLanguageProvider, useDocumentTitle, usePublicLanguage } from '@sisacte/ui/i18n';
import { shellI18n, useT } from '../i18n';
import { HOME_CSS } from './home-styles';

/** Whether this tab holds anything but the public pages' language (which says nothing of a session). */
function mayHoldSession(): boolean {
  for (let i = 0; i < sessionStorage.length; i++) if (sessionStorage.key(i) !== LANGUAGE_STORAGE_KEY) return true;
  return false;
}

/**
 * Whether someone is logged in. A visitor's tab stores nothing (at most the language picked), so the session store
 * (and the code behind it) loads only when this tab holds something that may be a session.
 */
function useLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    if (!mayHoldSession()) return;
    let active = true;
    let unsubscribe = () => {};
    void import('@sisacte/auth').then(({ currentSession, useSession }) => {
      if (!active) return;
      setLoggedIn(currentSession() !== null);
      unsubscribe = useSession.subscribe(() => setLoggedIn(currentSession() !== null));
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return loggedIn;
}

/** The way into the back office: 'Entrar' for a visitor, 'Ir para o painel' for someone already logged in. */
function StaffEntry({ label, primary, loggedIn }: { label: string; primary?: boolean; loggedIn: boolean }) {
  const { t } = useT();
  const className = primary ? 'home-button home-button-primary' : 'home-button';
  return loggedIn ? (
    <Link to={SCREENS.staffHome} className={className}>
      {t('header.dashboard')}
    </Link>
  ) : (
    <Link to={SCREENS.login} className={className}>
      {label}
    </Link>
  );
}

/**
 * Public landing page ('/'): three cards (complaint, self-diagnosis, staff), drawn with plain HTML and a few lines of CSS so that the page needs
 * no component library (antd loads only with the login page and the back office). Links in running text are
 * underlined, never told apart by colour alone. In the address's language (`?lang=es`), picked in the header; the
 * public links keep it.
 */
export function HomePage() {
  return (
    <PublicLanguageProvider i18n={shellI18n}>
      <Home />
    </PublicLanguageProvider>
  );
}

function Home() {
  const loggedIn = useLoggedIn();
  const { t } = useT();
  const { href } = usePublicLanguage();
  useDocumentTitle(t('home.documentTitle'), t('home.metaDescription'));
  return (
    <div className="home">
      <style>{HOME_CSS}</style>
      <header className="home-header">
        <span className="home-brand">SisActe</span>
        <div className="home-header-tools">
          <LanguagePicker tone="dark" />
          <StaffEntry label={t('header.restricted')} loggedIn={loggedIn} />
        </div>
      </header>
      <main className="home-content">
        <div className="home-intro">
          <h1>{t('home.title')}</h1>
          <p>{t('home.intro')}</p>
        </div>
        <div className="home-cards">
          <section className="home-card" aria-labelledby="home-denuncia">
            <h2 id="home-denuncia">{t('home.complaintTitle')}</h2>
            <p>{t('home.complaintText')}</p>
            <div className="home-actions">
              {/* The standalone public page: light, and it works even if the back office is down. */}
              <a className="home-button home-button-primary" href={href('/denunciar')}>
                {t('home.complaintAction')}
              </a>
              <a href={href('/denunciar/acompanhar')}>{t('home.followUp')}</a>
            </div>
          </section>
          <section className="home-card" aria-labelledby="home-autodiagnostico">
            <h2 id="home-autodiagnostico">{t('home.selfTitle')}</h2>
            <p>{t('home.selfText')}</p>
            <div className="home-actions">
              <Link className="home-button home-button-primary" to={href(SCREENS.selfDiagnosis.start)}>
                {t('home.selfAction')}
              </Link>
            </div>
          </section>
          <section className="home-card" aria-labelledby="home-restrita">
            <h2 id="home-restrita">{t('home.staffTitle')}</h2>
            <p>{t('home.staffText')}</p>
            <div className="home-actions">
              <StaffEntry label={t('home.staffAction')} primary loggedIn={loggedIn} />
            </div>
          </section>
        </div>
      </main>
      <footer className="home-footer">
        <p className="home-emergency">{t('home.emergency')}</p>
        {t('home.footer')}
      </footer>
    </div>
  );
}
