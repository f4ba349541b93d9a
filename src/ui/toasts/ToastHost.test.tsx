// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost';
import { createToastStore } from '../../tab/toastStore';

afterEach(cleanup);

describe('R-SHELL-11 ToastHost', () => {
  it('renders status toasts and removes them when their timer fires', () => {
    const pending: (() => void)[] = [];
    const toasts = createToastStore({
      timers: { setTimeout: (fn) => pending.push(fn), clearTimeout: () => undefined },
    });
    render(<ToastHost toasts={toasts} />);
    act(() => void toasts.show('Saved', 'success'));
    expect(screen.getByTestId('toast')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    act(() => pending.forEach((fn) => fn()));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
