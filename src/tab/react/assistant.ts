// Asking the assistant from a view: the question goes through the data core, whose answer streams
// back piece by piece (core.streamMutate); this hook turns the pieces into the live answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyEvent,
  askCall,
  ASSISTANT_INVALIDATES,
  EMPTY_ANSWER,
  LineReader,
  parseEvent,
  type LiveAnswer,
} from '../assistant/assistant';
import { failureText } from '../sessionLoader';
import { useShell } from './hooks';

export interface AskView {
  /** The answer being written (null: none since the thread opened). */
  readonly live: LiveAnswer | null;
  readonly question: string | null;
  readonly pending: boolean;
  ask(threadId: number, question: string): Promise<void>;
  reset(): void;
}

export function useAsk(): AskView {
  const { core } = useShell();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ask = useCallback(
    async (threadId: number, text: string) => {
      const reader = new LineReader();
      let answer = EMPTY_ANSWER;
      setQuestion(text);
      setLive(answer);
      setPending(true);
      try {
        await core.streamMutate(askCall(threadId, text), ASSISTANT_INVALIDATES, (piece) => {
          for (const line of reader.push(piece)) {
            const event = parseEvent(line);
            if (event) answer = applyEvent(answer, event);
          }
          if (mounted.current) setLive(answer);
        });
      } catch (e) {
        answer = { ...answer, done: true, error: failureText(e) };
      } finally {
        if (mounted.current) {
          setLive(answer);
          setPending(false);
        }
      }
    },
    [core],
  );
  const reset = useCallback(() => {
    setLive(null);
    setQuestion(null);
  }, []);
  return { live, question, pending, ask, reset };
}
