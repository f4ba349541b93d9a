// Spec 2.4 / 8: the periodic sync answered without success; nothing can be done until it clears.
import { useSession } from '../../tab/react/hooks';
import { Modal } from '../../ui/Modal';

export function BlockingNotice() {
  const notice = useSession((s) => s.blockingNotice);
  if (!notice) return null;
  return (
    <Modal title={notice.title} maxWidth={480} testId="blocking-notice">
      <p className="modal-text">{notice.message}</p>
    </Modal>
  );
}
