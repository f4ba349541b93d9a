// A button that opens a small panel; closes on outside click, Escape or navigation.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './Popover.css';

export interface PopoverProps {
  readonly label: ReactNode;
  readonly ariaLabel: string;
  readonly children: ReactNode;
  readonly align?: 'start' | 'end';
  readonly buttonClassName?: string;
  readonly testId?: string;
}

export function Popover({
  label,
  ariaLabel,
  children,
  align = 'start',
  buttonClassName,
  testId,
}: PopoverProps) {
  // Remember where it was opened: navigating elsewhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const open = openAt === pathname;
  const setOpen = (next: boolean) => setOpenAt(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenAt(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenAt(null);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="popover" ref={root}>
      <button
        type="button"
        className={buttonClassName ?? 'btn btn-ghost'}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        {label}
      </button>
      {open && <div className={`popover-panel popover-${align}`}>{children}</div>}
    </div>
  );
}
