// The door for tests outside workers/: fixtures shaped like the core's contract. Lint lets only
// test files and src/testing import it; product code goes through workers/api.ts.
export { orderView } from './stream/testing/order-fixture';
// The core → tab frame wire, both ways (transferred, shared ring), for the tab stores' tests.
export { packFrame, unpackFrame } from './stream/transport/frame-wire';
export { BookRingReader, BookRingWriter } from './stream/ring/book-ring';
