// NATS subject grammar, shared by both bus implementations so a subject means the same thing
// in one process and on a cluster: tokens separated by '.', '*' matches one token, '>' the rest.

/** A subject token for a free-form name (a symbol like "ETH.USD" must not add a token). */
export function subjectToken(name: string): string {
  if (name.length === 0) throw new Error('subjectToken: an empty name has no token');
  // '.', '*', '>' and whitespace have meaning in a subject; '%' escapes the escape.
  return name.replace(/[%.*>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Whether `subject` (no wildcards) matches `pattern` (may hold '*' and a final '>'). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    const token = want[i];
    if (token === '>') return i === want.length - 1 && have.length > i;
    if (i >= have.length) return false;
    if (token !== '*' && token !== have[i]) return false;
  }
  return want.length === have.length;
}

/** Refuses a subject a NATS server would refuse, so the in-process bus fails the same way. */
export function assertSubject(subject: string, wildcards: boolean): void {
  const tokens = subject.split('.');
  tokens.forEach((token, i) => {
    if (token.length === 0 || /\s/.test(token)) throw new Error(`bad subject "${subject}"`);
    const wild = token === '*' || token === '>';
    if (!wild && /[*>]/.test(token)) throw new Error(`bad subject "${subject}"`);
    if (wild && !wildcards) throw new Error(`a published subject has no wildcards: "${subject}"`);
    if (token === '>' && i !== tokens.length - 1)
      throw new Error(`'>' ends a subject: "${subject}"`);
  });
}
