/**
 * Quantity selector (spec §5): a text box that accepts only digits greater than 0, a minus button
 * that never goes below 1 and a plus button that stops at the stock. Rejected keystrokes are ignored.
 */
import { QUANTITY } from '@vyoma/contract/texts/en/quantity';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useFormat } from '~/lib/format.ts';
import { useTexts } from '~/lib/texts.ts';
import { parseQuantity } from '../format.ts';
import './quantity-input.css';

export interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  /** Highest allowed value (the stock, or a cap when the stock is unknown). */
  max: number;
  label?: string;
  /** Visually hide the label (cart lines, where the column says it). */
  hideLabel?: boolean;
  disabled?: boolean;
}

export function QuantityInput({ value, onChange, max, label, hideLabel, disabled }: QuantityInputProps) {
  const id = useId();
  const t = useTexts('quantity', QUANTITY);
  const format = useFormat();
  const named = label ?? t.quantity;
  // The text can be briefly empty while the visitor retypes; the value stays the last valid one.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = Math.min(Math.max(1, next), Math.max(1, max));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={`quantity${hideLabel ? ' quantity--compact' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {named}
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__btn"
          aria-label={format.text(t.decrease, { label: named.toLowerCase() })}
          onClick={() => commit(value - 1)}
          disabled={disabled || value <= 1}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={id}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={3}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '') {
              setText('');
              return;
            }
            const parsed = parseQuantity(raw);
            if (parsed !== null) commit(parsed);
            // Anything else (letters, 0, signs) is ignored: the box keeps its previous text.
          }}
          onBlur={() => {
            if (text === '') setText(String(value));
          }}
        />
        <button
          type="button"
          className="quantity__btn"
          aria-label={format.text(t.increase, { label: named.toLowerCase() })}
          onClick={() => commit(value + 1)}
          disabled={disabled || value >= max}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
