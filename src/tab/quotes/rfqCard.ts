// One RFQ market card as a state machine (framework-free): request a firm quote, then
// execute one side before it expires, or requote. Expiry is judged on server time by the
// caller (countdown.ts); the card only records what happened.
import type { CallResult, Execution, FirmQuote, Side } from './wire';

export type RfqCardState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'requesting' }
  | { readonly kind: 'quoted'; readonly quote: FirmQuote }
  | { readonly kind: 'executing'; readonly quote: FirmQuote; readonly side: Side }
  | { readonly kind: 'executed'; readonly quote: FirmQuote; readonly execution: Execution }
  /** The request or the execution was refused: the server's reason (spec texts). */
  | {
      readonly kind: 'refused';
      readonly quote: FirmQuote | null;
      readonly code: string;
      readonly message: string;
    };

export type RfqCardAction =
  | { readonly kind: 'request' }
  | { readonly kind: 'quoteAnswered'; readonly result: CallResult<FirmQuote> }
  | { readonly kind: 'execute'; readonly side: Side }
  | { readonly kind: 'executeAnswered'; readonly result: CallResult<Execution> }
  | { readonly kind: 'reset' };

export const RFQ_IDLE: RfqCardState = { kind: 'idle' };

export function rfqCardReducer(state: RfqCardState, action: RfqCardAction): RfqCardState {
  switch (action.kind) {
    case 'request':
      return state.kind === 'requesting' || state.kind === 'executing'
        ? state
        : { kind: 'requesting' };
    case 'quoteAnswered':
      if (state.kind !== 'requesting') return state;
      return action.result.ok
        ? { kind: 'quoted', quote: action.result.value }
        : {
            kind: 'refused',
            quote: null,
            code: action.result.code,
            message: action.result.message,
          };
    case 'execute':
      return state.kind === 'quoted'
        ? { kind: 'executing', quote: state.quote, side: action.side }
        : state;
    case 'executeAnswered':
      if (state.kind !== 'executing') return state;
      return action.result.ok
        ? { kind: 'executed', quote: state.quote, execution: action.result.value }
        : {
            kind: 'refused',
            quote: state.quote,
            code: action.result.code,
            message: action.result.message,
          };
    case 'reset':
      return RFQ_IDLE;
  }
}

/** The quote the card shows, if any. */
export function shownQuote(state: RfqCardState): FirmQuote | null {
  switch (state.kind) {
    case 'quoted':
    case 'executing':
    case 'executed':
      return state.quote;
    case 'refused':
      return state.quote;
    default:
      return null;
  }
}
