// The assistant area (/assistant/:threadId?): threads, conversation and settings side by side.
import { useNavigate, useParams } from 'react-router-dom';
import { AssistantWorkspace } from './AssistantWorkspace';

export default function AssistantPage() {
  const { threadId } = useParams();
  const navigate = useNavigate();
  const id = threadId !== undefined && /^[1-9][0-9]{0,9}$/.test(threadId) ? Number(threadId) : null;
  return (
    <div className="ast-page">
      <h1 className="ast-heading">Assistant</h1>
      <AssistantWorkspace
        threadId={id}
        onSelect={(next) => navigate(next === null ? '/assistant' : `/assistant/${next}`)}
      />
    </div>
  );
}
