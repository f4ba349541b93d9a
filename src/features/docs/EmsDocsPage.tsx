// Public EMS documentation (spec 2.1 /docs/ems; docs/labs-focal.md): the order and stream
// protocol read from proto/*.proto and the protocol sections of docs/, imported as text at build
// time, so the page shows exactly what the code speaks. Works signed in or out.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import ordersProto from '../../../proto/orders.proto?raw';
import streamProto from '../../../proto/stream.proto?raw';
import apiDoc from '../../../docs/api.md?raw';
import fusionDoc from '../../../docs/fusion.md?raw';
import streamDoc from '../../../docs/stream-protocol.md?raw';
import { markdownSection, parseProto, type ProtoFile } from '../../tab/docs/protoDoc';
import { useSession } from '../../tab/react/hooks';
import './docs.css';

const SECTIONS: readonly { id: string; title: string; text: () => string }[] = [
  {
    id: 'edge-trading',
    title: 'Order calls (Edge trading)',
    text: () => markdownSection(apiDoc, 'Edge trading'),
  },
  {
    id: 'fusion',
    title: 'Fusion routing',
    text: () => markdownSection(fusionDoc, 'Smart order routing (server)'),
  },
  {
    id: 'stream-messages',
    title: 'Stream messages',
    text: () => markdownSection(streamDoc, 'Messages'),
  },
  { id: 'stream-topics', title: 'Stream topics', text: () => markdownSection(streamDoc, 'Topics') },
  {
    id: 'stream-sequence',
    title: 'Sequence and checksum rules',
    text: () => markdownSection(streamDoc, 'Sequence and checksum rules'),
  },
  { id: 'stream-recovery', title: 'Recovery', text: () => markdownSection(streamDoc, 'Recovery') },
];

export default function EmsDocsPage() {
  const signedIn = useSession((s) => s.token !== null && s.session.status === 'ready');
  const files = useMemo(
    () => [
      { id: 'orders-proto', file: 'proto/orders.proto', parsed: parseProto(ordersProto) },
      { id: 'stream-proto', file: 'proto/stream.proto', parsed: parseProto(streamProto) },
    ],
    [],
  );
  return (
    <div className="ems-docs" data-testid="ems-docs">
      <header className="ems-docs-head">
        <h1>EMS API documentation</h1>
        <nav className="ems-docs-nav-top">
          {signedIn ? (
            <Link to="/" data-testid="ems-docs-back">
              Back to the app
            </Link>
          ) : (
            <Link to="/login" data-testid="ems-docs-back">
              Sign in
            </Link>
          )}
          <Link to="/status">System status</Link>
        </nav>
      </header>
      <div className="ems-docs-grid">
        <nav className="ems-docs-toc" aria-label="Contents">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`}>
              {s.title}
            </a>
          ))}
          {files.map((f) => (
            <a key={f.id} href={`#${f.id}`}>
              {f.file}
            </a>
          ))}
        </nav>
        <main className="ems-docs-main">
          <p className="muted">
            The execution-management API: binary protobuf order calls, JSON calls, and one WebSocket
            of binary frames for books, trades, tickers, quotes and your private orders, fills and
            balances. This page is built from the protocol files of this release.
          </p>
          {SECTIONS.map((s) => (
            <section key={s.id} id={s.id} className="ems-docs-section">
              <h2>{s.title}</h2>
              <Markdown text={s.text()} />
            </section>
          ))}
          {files.map((f) => (
            <ProtoSection key={f.id} id={f.id} file={f.file} proto={f.parsed} />
          ))}
        </main>
      </div>
    </div>
  );
}

function ProtoSection({ id, file, proto }: { id: string; file: string; proto: ProtoFile }) {
  return (
    <section id={id} className="ems-docs-section" data-testid="ems-proto">
      <h2>
        {file} <span className="muted">package {proto.packageName}</span>
      </h2>
      {proto.header && <p>{proto.header}</p>}
      {proto.entries.map((e) => (
        <div
          key={`${e.parent}.${e.name}`}
          className="ems-docs-entry"
          data-testid="ems-entry"
          data-name={e.name}
        >
          <h3>
            <span className="ems-kind">{e.kind}</span> {e.parent ? `${e.parent}.` : ''}
            {e.name}
          </h3>
          {e.comment && <p>{e.comment}</p>}
          <table className="dense-table">
            <thead>
              <tr>
                <th>{e.kind === 'enum' ? 'Value' : 'Field'}</th>
                {e.kind === 'message' && <th>Type</th>}
                <th>#</th>
                <th>Notes</th>
              </tr>
            </thead>
            <tbody>
              {e.fields.map((f) => (
                <tr key={f.name}>
                  <td className="mono">{f.name}</td>
                  {e.kind === 'message' && <td className="mono">{f.type}</td>}
                  <td className="mono">{f.number}</td>
                  <td>{f.comment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

/** Just enough Markdown for the protocol docs: headings, paragraphs, lists, code and tables. */
function Markdown({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((b, i) => {
        const t = b.trim();
        if (t.startsWith('```')) return <pre key={i}>{t.replace(/^```\w*\n?|```$/g, '')}</pre>;
        if (t.startsWith('### ')) return <h3 key={i}>{t.slice(4)}</h3>;
        if (t.startsWith('|'))
          return (
            <pre key={i} className="ems-table">
              {t}
            </pre>
          );
        const listAt = /^[-*] /.test(t) ? 0 : t.search(/\n[-*] /);
        if (listAt >= 0) {
          const lead = t.slice(0, listAt).trim();
          const items = t
            .slice(listAt)
            .trim()
            .split(/\n(?=[-*] )/);
          return (
            <div key={i}>
              {lead && <p>{inline(lead)}</p>}
              <ul>
                {items.map((li, j) => (
                  <li key={j}>{inline(li.replace(/^[-*] /, ''))}</li>
                ))}
              </ul>
            </div>
          );
        }
        return <p key={i}>{inline(t)}</p>;
      })}
    </>
  );
}

function inline(s: string) {
  return s
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        part.replace(/\*\*/g, '')
      ),
    );
}
