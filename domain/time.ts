// Time units shared by every runtime. A name says which clock a number comes from:
// Millis is a duration or a local epoch time, ServerMillis an epoch time on the venue's clock
// (the data core corrects local time by the measured offset before it compares the two).

/** Milliseconds: a duration, or epoch milliseconds on the local clock. */
export type Millis = number;
/** Epoch milliseconds on the venue's clock. */
export type ServerMillis = number;
