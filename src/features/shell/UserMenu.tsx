// Who is signed in and for which legal entity, with the entity switcher (spec 2.4).
import { Link } from 'react-router-dom';
import type { SessionData } from '../../tab/sessionTypes';
import { Popover } from '../../ui/Popover';
import { EntitySwitcher } from './EntitySwitcher';

function initials(first: string, last: string, email: string): string {
  const s = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (s || email.charAt(0)).toUpperCase();
}

export function UserMenu({ data }: { readonly data: SessionData }) {
  const { user, entities } = data;
  const current =
    entities.entities.find((e) => String(e.id) === String(entities.current_entity_id)) ??
    entities.entities.find((e) => e.is_current);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Popover
      align="end"
      ariaLabel="User menu"
      buttonClassName="user-button"
      testId="user-menu"
      label={
        <>
          <span className="avatar" aria-hidden="true">
            {initials(user.first_name, user.last_name, user.email)}
          </span>
          <span className="user-button-text">
            <span className="user-button-name">{name}</span>
            <span className="user-button-entity" data-testid="current-entity">
              {current?.name ?? 'No entity'}
            </span>
          </span>
        </>
      }
    >
      <div className="user-card">
        <div className="user-card-name">{name}</div>
        <div className="muted">{user.email}</div>
      </div>
      <div className="menu-divider" />
      <div className="menu-heading">Legal entities</div>
      <EntitySwitcher entities={entities} current={current} />
      <div className="menu-divider" />
      <Link className="menu-item" to="/account/accounts">
        Account
      </Link>
      <Link className="menu-item" to="/logout">
        Sign out
      </Link>
    </Popover>
  );
}
