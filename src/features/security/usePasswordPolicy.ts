// The server's password policy, loaded once per form.
import { useEffect, useState } from 'react';
import { loadPasswordPolicy, type PasswordPolicy } from '../../tab/account/passwords';
import { useShell } from '../../tab/react/hooks';

export function usePasswordPolicy(): PasswordPolicy | null {
  const { core } = useShell();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  useEffect(() => {
    let live = true;
    void loadPasswordPolicy(core).then((r) => {
      if (live && r.ok) setPolicy(r.value);
    });
    return () => {
      live = false;
    };
  }, [core]);
  return policy;
}
