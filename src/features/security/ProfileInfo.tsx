// Account profile info (spec 2.4): who is signed in, for which entity, with which roles.
import { useSessionData } from '../../tab/react/hooks';

export function ProfileInfo() {
  const { user, config, entities } = useSessionData();
  const entity =
    entities.entities.find((e) => String(e.id) === String(entities.current_entity_id)) ??
    entities.entities.find((e) => e.is_current);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const rows: readonly [string, string, string][] = [
    ['Name', name, 'profile-name'],
    ['Email', user.email, 'profile-email'],
    ['Legal entity', entity?.name ?? '—', 'profile-entity'],
    [
      'Roles',
      config.roles.map((r) => r.charAt(0).toUpperCase() + r.slice(1)).join(', ') || '—',
      'profile-roles',
    ],
  ];
  return (
    <section
      className="card sec-card sec-card-wide"
      aria-labelledby="profile-title"
      data-testid="profile-info"
    >
      <header className="sec-card-header">
        <h2 id="profile-title">Profile</h2>
      </header>
      <dl className="profile-list">
        {rows.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
