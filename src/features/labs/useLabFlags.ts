// Applies the user's Labs switches (docs/labs-focal.md) to the document: each enabled flag is a
// `data-lab-<flag>` attribute on <html>, which labs.css styles. Mounted once, in MainLayout.
import { useEffect } from 'react';
import { labsQuery } from '../../tab/labs/labs';
import { useQuery } from '../../tab/react/query';

export function useLabFlags(): ReadonlySet<string> {
  const { data } = useQuery(labsQuery);
  const enabled =
    data.status === 'ready' ? data.value.filter((f) => f.enabled).map((f) => f.key) : [];
  const key = enabled.join(',');
  useEffect(() => {
    const root = document.documentElement;
    const on = key === '' ? [] : key.split(',');
    for (const flag of on) root.setAttribute(`data-lab-${flag.replace(/_/g, '-')}`, '');
    return () => {
      for (const flag of on) root.removeAttribute(`data-lab-${flag.replace(/_/g, '-')}`);
    };
  }, [key]);
  return new Set(enabled);
}
