// Pieces every widget frame uses: the alert for unusable links or changes, Back and Reset.

export function Problem({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  if (!text) return null;
  return (
    <div class="sow-alert" role="alert">
      <p>{text}</p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** Back replays the session with one decision fewer; Reset returns to the preset. */
export function BackReset({ decisions, onBack, onReset }: { decisions: number; onBack: () => void; onReset: () => void }) {
  return (
    <>
      <button type="button" onClick={onBack} disabled={decisions === 0}>
        Back
      </button>
      <button type="button" onClick={onReset}>
        Reset
      </button>
    </>
  );
}
