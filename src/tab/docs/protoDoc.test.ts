import { describe, expect, it } from 'vitest';
import ordersProto from '../../../proto/orders.proto?raw';
import streamProto from '../../../proto/stream.proto?raw';
import { markdownSection, parseProto } from './protoDoc';

describe('EMS documentation from the proto files', () => {
  it('R-EMS-1: every message and enum of proto/ is documented with its fields, numbers and comments', () => {
    const orders = parseProto(ordersProto);
    expect(orders.packageName).toBe('desk.orders');
    const request = orders.entries.find((e) => e.name === 'OrderRequest');
    expect(request?.kind).toBe('message');
    expect(request?.fields.find((f) => f.name === 'market')).toMatchObject({
      type: 'string',
      number: '1',
    });
    const side = orders.entries.find((e) => e.name === 'Side');
    expect(side?.fields.map((f) => f.name)).toEqual(['SIDE_UNSPECIFIED', 'BUY', 'SELL']);
    const declared = [...ordersProto.matchAll(/^\s*(?:message|enum)\s+(\w+)/gm)].map((m) => m[1]);
    expect(orders.entries.map((e) => e.name).sort()).toEqual([...declared].sort());
    const stream = parseProto(streamProto);
    const streamDeclared = [...streamProto.matchAll(/^\s*(?:message|enum)\s+(\w+)/gm)].map(
      (m) => m[1],
    );
    expect(stream.entries.map((e) => e.name).sort()).toEqual([...streamDeclared].sort());
    // oneof members are fields of their message.
    const server = stream.entries.find((e) => e.name === 'ServerMessage');
    expect(server?.fields.length).toBeGreaterThan(5);
  });

  it('R-EMS-1: a Markdown section is cut at the next level-2 heading', () => {
    const doc = '# T\n\n## A\none\n### A1\ntwo\n## B\nthree';
    expect(markdownSection(doc, 'A')).toBe('one\n### A1\ntwo');
    expect(markdownSection(doc, 'C')).toBe('');
  });
});
