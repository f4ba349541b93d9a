// Spec 2.4: replaces the whole app while the entity has no Contract Admin.
import { Link } from 'react-router-dom';
import {
  CONTRACT_ADMIN_UNASSIGNED_TEXT,
  CONTRACT_ADMIN_UNASSIGNED_TITLE,
} from '../../../domain/constants';
import { Wordmark } from '../../ui/Wordmark';
import './shell.css';

export function ContractAdminUnassigned() {
  return (
    <main className="fullscreen-notice" data-testid="contract-admin-unassigned">
      <Wordmark size="lg" />
      <div className="fullscreen-notice-card card">
        <div className="notice-icon notice-icon-warning" aria-hidden="true">
          !
        </div>
        <h1>{CONTRACT_ADMIN_UNASSIGNED_TITLE}</h1>
        <p>{CONTRACT_ADMIN_UNASSIGNED_TEXT}</p>
        <Link to="/logout" className="btn">
          Sign out
        </Link>
      </div>
    </main>
  );
}
