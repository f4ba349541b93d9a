// Required details of a custody send (spec 4, R-CUST-10, R-CUST-11): a send at or above its
// vault's tiers waits in required_beneficiary_details, then video_verification_missing (or
// _rejected). The initiator gives the beneficiary's name, address, country and relationship;
// an operator records the video verification. Each status says what the user must do next.
import { useState, type FormEvent } from 'react';
import {
  BENEFICIARY_RELATIONSHIP_LABELS,
  BENEFICIARY_RELATIONSHIPS,
  type Beneficiary,
  type BeneficiaryRelationship,
} from '../../../domain/custody';
import {
  beneficiaryCall,
  CUSTODY_CHANGED,
  videoVerificationCall,
  type PendingRequest,
} from '../../tab/custody/custody';
import { useMutation } from '../../tab/react/query';
import { SelectField, TextField } from '../../ui/fields';
import { Modal } from '../../ui/Modal';
import { NextStep, StatusBadge } from './Status';

const RELATIONSHIP_OPTIONS = BENEFICIARY_RELATIONSHIPS.map((r) => ({
  value: r,
  label: BENEFICIARY_RELATIONSHIP_LABELS[r],
}));

/** Spec 5's required-field message. */
const required = (field: string) => `${field} is required`;

interface Answer {
  readonly details_status?: string | null;
}

/** The initiator's form for the beneficiary's details (Travel Rule style). */
export function BeneficiaryDialog(props: {
  readonly request: PendingRequest;
  readonly onClose: () => void;
  readonly onDone: (detailsStatus: string | null) => void;
}) {
  const { pending, run } = useMutation();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [country, setCountry] = useState('');
  const [relationship, setRelationship] = useState<BeneficiaryRelationship | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (name.trim().length < 2) found['name'] = required('Name');
    if (address.trim().length < 5) found['address'] = required('Address');
    if (!/^[A-Z]{2}$/.test(country))
      found['country'] = 'Country is required (two letters, e.g. IE)';
    if (relationship === '') found['relationship'] = required('Relationship');
    setErrors(found);
    if (Object.keys(found).length > 0 || relationship === '') return;
    const beneficiary: Beneficiary = { name, address, country, relationship };
    const r = await run<Answer>(beneficiaryCall(props.request.id, beneficiary), CUSTODY_CHANGED);
    if (!r.ok) return setError(r.error);
    props.onDone(r.value.details_status ?? null);
  }

  return (
    <Modal
      title="Beneficiary details"
      onClose={props.onClose}
      maxWidth={520}
      testId="custody-beneficiary"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <NextStep status="required_beneficiary_details" />
        <TextField
          label="Name"
          value={name}
          onChange={setName}
          error={errors['name']}
          maxLength={140}
          testId="custody-beneficiary-name"
        />
        <TextField
          label="Address"
          value={address}
          onChange={setAddress}
          error={errors['address']}
          maxLength={280}
          testId="custody-beneficiary-address"
        />
        <div className="cu-form-row">
          <TextField
            label="Country"
            value={country}
            onChange={(v) =>
              setCountry(
                v
                  .toUpperCase()
                  .replace(/[^A-Z]/g, '')
                  .slice(0, 2),
              )
            }
            error={errors['country']}
            placeholder="IE"
            testId="custody-beneficiary-country"
          />
          <SelectField
            label="Relationship"
            value={relationship}
            onChange={(v) =>
              setRelationship(
                (BENEFICIARY_RELATIONSHIPS as readonly string[]).includes(v)
                  ? (v as BeneficiaryRelationship)
                  : '',
              )
            }
            emptyOption="Choose…"
            options={RELATIONSHIP_OPTIONS}
            error={errors['relationship']}
            testId="custody-beneficiary-relationship"
          />
        </div>
        {error !== null && (
          <div className="alert-error" role="alert">
            {error}
          </div>
        )}
        <div className="cu-form-actions">
          <button type="button" className="btn btn-sm" onClick={props.onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={pending}
            data-testid="custody-beneficiary-submit"
          >
            Save details
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** An operator records the outcome of the initiator's video verification (audited). */
export function VideoVerificationDialog(props: {
  readonly request: PendingRequest;
  readonly onClose: () => void;
  readonly onDone: (detailsStatus: string | null) => void;
}) {
  const { pending, run } = useMutation();
  const [error, setError] = useState<string | null>(null);
  async function record(outcome: 'passed' | 'rejected') {
    const r = await run<Answer>(videoVerificationCall(props.request.id, outcome), CUSTODY_CHANGED);
    if (!r.ok) return setError(r.error);
    props.onDone(r.value.details_status ?? null);
  }
  return (
    <Modal title="Video verification" onClose={props.onClose} maxWidth={480} testId="custody-video">
      <p>
        Record the outcome of the video call with{' '}
        {props.request.request.requester?.name || 'the initiator'} for request #{props.request.id}.
        It is recorded in the audit log under your name.
      </p>
      {error !== null && (
        <div className="alert-error" role="alert">
          {error}
        </div>
      )}
      <div className="cu-form-actions">
        <button
          type="button"
          className="btn btn-sm"
          disabled={pending}
          onClick={() => void record('rejected')}
          data-testid="custody-video-rejected"
        >
          Verification rejected
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={pending}
          onClick={() => void record('passed')}
          data-testid="custody-video-passed"
        >
          Verification passed
        </button>
      </div>
    </Modal>
  );
}

/** A selected pending request: its status, what must happen next, the details given. */
export function PendingDetail(props: {
  readonly request: PendingRequest;
  readonly summary: string;
  readonly onClose: () => void;
}) {
  const r = props.request;
  return (
    <div className="cu-detail card" data-testid="custody-request-detail">
      <div className="cu-detail-row">
        <strong>
          #{r.id} · {props.summary}
        </strong>
        <StatusBadge status={r.detailsStatus ?? 'requested'} />
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onClose}>
          Close
        </button>
      </div>
      {r.detailsStatus !== null && <NextStep status={r.detailsStatus} />}
      <dl className="cu-dl">
        <dt>Approvals</dt>
        <dd>{r.statusText}</dd>
        {r.beneficiary !== null && (
          <>
            <dt>Beneficiary</dt>
            <dd data-testid="custody-request-beneficiary">
              {r.beneficiary.name}, {r.beneficiary.address}, {r.beneficiary.country} ·{' '}
              {BENEFICIARY_RELATIONSHIP_LABELS[r.beneficiary.relationship]}
            </dd>
          </>
        )}
        {r.videoRequired && (
          <>
            <dt>Video verification</dt>
            <dd>
              {r.videoVerification === 'passed'
                ? 'Passed'
                : r.videoVerification === 'rejected'
                  ? 'Rejected'
                  : 'Not done yet'}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
