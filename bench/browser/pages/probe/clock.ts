// One clock for the page and its workers: timeOrigin + now() is the same monotonic base in
// every context of the browser (fine-grained when the page is cross-origin isolated).
export const wallNow = (): number => performance.timeOrigin + performance.now();
