import { Link } from 'react-router-dom';
import { FrameStyles, RemoteOutlet } from './admin-layout';

/** Frame for the admin paths open to the public (self-diagnosis, new complaint): no sidebar. */
export function PublicLayout() {
  return (
    <div className="sa-frame">
      <FrameStyles />
      <div className="sa-main">
        <header className="sa-public-header">
          <Link to="/" className="sa-brand-link">
            SisActe
          </Link>
          <Link to="/login" className="sa-button">
            Área restrita
          </Link>
        </header>
        <div className="sa-content">
          <RemoteOutlet />
        </div>
      </div>
    </div>
  );
}
