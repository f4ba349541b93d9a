// Spec 2.4: a newer frontend version was detected.
import { REFRESH_TEXT, REFRESH_TITLE } from '../../../domain/constants';
import { useSession, useShell } from '../../tab/react/hooks';
import { Modal } from '../../ui/Modal';

export function RefreshPrompt({ reload }: { readonly reload: () => void }) {
  const { session } = useShell();
  const open = useSession((s) => s.refreshPrompt);
  if (!open) return null;
  return (
    <Modal
      title={REFRESH_TITLE}
      maxWidth={440}
      onClose={() => session.setState({ refreshPrompt: false })}
      testId="refresh-prompt"
      footer={
        <button type="button" className="btn btn-primary" onClick={reload} autoFocus>
          Refresh
        </button>
      }
    >
      <p className="modal-text">{REFRESH_TEXT}</p>
    </Modal>
  );
}
