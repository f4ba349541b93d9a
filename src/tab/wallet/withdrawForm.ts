// The withdraw form's state (docs/architecture.md: valtio for multi-step forms): one proxy per
// open form, changed through `set` and `reset`, read in the view with useSnapshot(form.state).
// Framework-free.
import { proxy } from 'valtio/vanilla';
import { newClientRequestId } from './wallet';

export interface WithdrawFormState {
  venue: string;
  subaccountId: number;
  token: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  emailCode: string;
  otpCode: string;
  /** One per user action: a retry of the same submission sends the same id. */
  clientRequestId: string;
}

export function createWithdrawForm() {
  const state = proxy<WithdrawFormState>({
    venue: '',
    subaccountId: 0,
    token: 'BTC',
    network: 'BTC',
    address: '',
    amount: '',
    fee: '',
    emailCode: '',
    otpCode: '',
    clientRequestId: newClientRequestId(),
  });
  return {
    state,
    set<K extends keyof WithdrawFormState>(key: K, value: WithdrawFormState[K]): void {
      state[key] = value;
    },
    /** After a request was accepted: a new action gets a new client request id. */
    submitted(): void {
      Object.assign(state, {
        amount: '',
        emailCode: '',
        otpCode: '',
        clientRequestId: newClientRequestId(),
      });
    },
  };
}
export type WithdrawForm = ReturnType<typeof createWithdrawForm>;
