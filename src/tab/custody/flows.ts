// The custody flows (spec 4, R-CUST-9): receive, send and transfer are mutually exclusive;
// each opens with a preselected account, network and vault, and closing clears the
// preselection. The key-modal flag says the hardware-key prompt of a send is showing.
// Framework-free.

export type CustodyFlow = 'receive' | 'send' | 'transfer';

export interface Preselection {
  readonly accountId: number | null;
  readonly network: string | null;
  readonly vaultId: number | null;
}

export interface FlowState {
  readonly open: CustodyFlow | null;
  readonly preselection: Preselection | null;
  readonly keyModal: boolean;
}

export const NO_FLOW: FlowState = { open: null, preselection: null, keyModal: false };

/** Opening a flow closes any other and takes its own preselection. */
export function openFlow(
  _state: FlowState,
  flow: CustodyFlow,
  preselection: Preselection,
): FlowState {
  return { open: flow, preselection, keyModal: false };
}

/** Closing clears the preselection and the key prompt. */
export function closeFlow(_state: FlowState): FlowState {
  return NO_FLOW;
}

/** The key prompt shows only inside an open send. */
export function setKeyModal(state: FlowState, on: boolean): FlowState {
  if (on && state.open !== 'send') return state;
  return { ...state, keyModal: on };
}

export const isOpen = (state: FlowState, flow: CustodyFlow): boolean => state.open === flow;
