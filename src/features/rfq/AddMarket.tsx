// "Add market": a select over the available list (spec 4: sorted, without the cards shown).
import { useState } from 'react';

export function AddMarket(props: {
  available: readonly string[];
  onAdd(symbol: string): void;
  testId: string;
}) {
  const [choice, setChoice] = useState('');
  const value = props.available.includes(choice) ? choice : (props.available[0] ?? '');
  return (
    <div className="quotes-add">
      <label>
        <span>Add market</span>
        <select
          data-testid={`${props.testId}-select`}
          value={value}
          onChange={(e) => setChoice(e.target.value)}
          disabled={props.available.length === 0}
        >
          {props.available.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-testid={`${props.testId}-button`}
        disabled={value === ''}
        onClick={() => props.onAdd(value)}
      >
        Add
      </button>
    </div>
  );
}
