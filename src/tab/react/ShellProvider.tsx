import { createContext, type ReactNode } from 'react';
import type { Shell } from '../shell';

export const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({
  shell,
  children,
}: {
  readonly shell: Shell;
  readonly children: ReactNode;
}) {
  return <ShellContext value={shell}>{children}</ShellContext>;
}
