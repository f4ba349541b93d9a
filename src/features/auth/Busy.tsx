// A button label that turns into a spinner and "…" while its action runs.
export function Busy({ busy, label }: { readonly busy: boolean; readonly label: string }) {
  return busy ? (
    <>
      <span className="spinner" aria-hidden="true" />
      <span>{label}…</span>
    </>
  ) : (
    <span>{label}</span>
  );
}
