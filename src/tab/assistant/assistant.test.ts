import { describe, expect, it } from 'vitest';
import { applyEvent, EMPTY_ANSWER, LineReader, parseEvent } from './assistant';

describe('R-AST-11: reading a streamed answer in the tab', () => {
  it('R-AST-11: lines split across pieces are joined; steps, text, drafts and the end are applied', () => {
    const reader = new LineReader();
    const lines = [
      ...reader.push(
        '{"type":"start","threadId":3,"userMessageId":7}\n{"type":"step","step":{"tool":"balances","status":"running","summary":"{}"}}\n{"type":"del',
      ),
      ...reader.push('ta","text":"Your "}\n{"type":"delta","text":"USDC"}\n'),
      ...reader.push(
        '{"type":"step","step":{"tool":"balances","status":"complete","summary":"done"}}\n{"type":"done","messageId":8,"provider":"offline"}\n',
      ),
    ];
    let answer = EMPTY_ANSWER;
    for (const line of lines) {
      const event = parseEvent(line);
      if (event) answer = applyEvent(answer, event);
    }
    expect(answer).toMatchObject({
      text: 'Your USDC',
      steps: [{ tool: 'balances', status: 'complete' }],
      done: true,
      messageId: 8,
      userMessageId: 7,
    });
    expect(parseEvent('not json')).toBeNull();
  });
});
