// The multi-legal-entity switcher (spec 2.4) in the user menu: the IP allowlist is checked
// first; then every tab's requests pause, the server switches, and every tab reloads.
import { useState } from 'react';
import { switchEntity } from '../../tab/account/entitySwitch';
import { useShell } from '../../tab/react/hooks';
import type { LegalEntities, LegalEntity } from '../../tab/sessionTypes';
import './entitySwitcher.css';

type SwitchState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'switching'; readonly id: string }
  | { readonly kind: 'refused'; readonly id: string; readonly message: string };

export function EntitySwitcher({
  entities,
  current,
}: {
  readonly entities: LegalEntities;
  readonly current: LegalEntity | undefined;
}) {
  const { core } = useShell();
  const [state, setState] = useState<SwitchState>({ kind: 'idle' });

  async function choose(e: LegalEntity) {
    if (state.kind === 'switching') return;
    const id = String(e.id);
    setState({ kind: 'switching', id });
    const outcome = await switchEntity(core, e.id);
    // On success every tab (this one included) reloads; keep showing "Switching…" until then.
    if (outcome.kind !== 'switched') setState({ kind: 'refused', id, message: outcome.message });
  }

  return (
    <>
      <ul className="entity-list" aria-label="Legal entities">
        {entities.entities.map((e) => {
          const id = String(e.id);
          const isCurrent = current !== undefined && id === String(current.id);
          const switching = state.kind === 'switching' && state.id === id;
          return (
            <li key={id}>
              {isCurrent ? (
                <div className="menu-item entity-item active" aria-current="true">
                  <span>{e.name}</span>
                  <span className="badge badge-on">Current</span>
                </div>
              ) : (
                <button
                  type="button"
                  className="menu-item entity-item entity-option"
                  onClick={() => void choose(e)}
                  disabled={state.kind === 'switching'}
                  data-testid="entity-option"
                  data-entity-name={e.name}
                >
                  <span>{e.name}</span>
                  {switching ? (
                    <span className="entity-switching">
                      <span className="spinner" aria-hidden="true" /> Switching…
                    </span>
                  ) : (
                    <span className="entity-switch-hint">Switch</span>
                  )}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {state.kind === 'refused' && (
        <p className="entity-switch-error" role="alert" data-testid="entity-switch-error">
          {state.message}
        </p>
      )}
      {entities.entities.length > 1 && state.kind !== 'refused' && (
        <p className="menu-note">Switching reloads every open tab into the chosen entity.</p>
      )}
    </>
  );
}
