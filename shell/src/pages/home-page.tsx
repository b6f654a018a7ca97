import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { HOME_CSS } from './home-styles';

/**
 * Whether someone is logged in. A visitor's tab stores nothing, so the session store (and the code behind it)
 * loads only when this tab holds something that may be a session.
 */
function useLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => {
    if (sessionStorage.length === 0) return;
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
  const className = primary ? 'home-button home-button-primary' : 'home-button';
  return loggedIn ? (
    <Link to={SCREENS.staffHome} className={className}>
      Ir para o painel
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
 * underlined, never told apart by colour alone.
 */
export function HomePage() {
  const loggedIn = useLoggedIn();
  return (
    <div className="home">
      <style>{HOME_CSS}</style>
      <header className="home-header">
        <span className="home-brand">SisActe</span>
        <StaffEntry label="Área restrita" loggedIn={loggedIn} />
      </header>
      <main className="home-content">
        <div className="home-intro">
          <h1>Trabalho digno, sem exploração</h1>
          <p>
            Plataforma da inspeção do trabalho e da rede de acolhimento para o enfrentamento do trabalho análogo ao de
            escravo.
          </p>
        </div>
        <div className="home-cards">
          <section className="home-card" aria-labelledby="home-denuncia">
            <h2 id="home-denuncia">Fazer uma denúncia</h2>
            <p>
              Viu ou vive trabalho forçado, jornada exaustiva, condições degradantes ou servidão por dívida? Conte para a
              inspeção do trabalho. Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.
            </p>
            <div className="home-actions">
              {/* The standalone public page: light, and it works even if the back office is down. */}
              <a className="home-button home-button-primary" href="/denunciar">
                Fazer uma denúncia
              </a>
              <a href="/denunciar/acompanhar">Acompanhar uma denúncia</a>
            </div>
          </section>
          <section className="home-card" aria-labelledby="home-autodiagnostico">
            <h2 id="home-autodiagnostico">Autodiagnóstico para empregadores</h2>
            <p>
              Tem um pequeno negócio — padaria, oficina, loja, sítio? Descubra sem cadastro onde o seu estabelecimento descumpre
              as normas de saúde e segurança ou de registro e jornada, veja os riscos por bloco e monte um plano de ação.
            </p>
            <div className="home-actions">
              <Link className="home-button home-button-primary" to={SCREENS.selfDiagnosis.start}>
                Fazer um autodiagnóstico
              </Link>
            </div>
          </section>
          <section className="home-card" aria-labelledby="home-restrita">
            <h2 id="home-restrita">Área restrita</h2>
            <p>
              Acesse a área restrita para triagem de denúncias, operações, relatórios de fiscalização e o cadastro de
              pessoas acolhidas.
            </p>
            <div className="home-actions">
              <StaffEntry label="Entrar" primary loggedIn={loggedIn} />
            </div>
          </section>
        </div>
      </main>
      <footer className="home-footer">SisActe — inspeção do trabalho e acolhimento</footer>
    </div>
  );
}
