// Fields both playtest forms use: a labelled choice, and the optional private name.

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  first,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  first?: Option;
}) {
  return (
    <p class="sow-form__field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {[...(first ? [first] : []), ...options].map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The versions as choices: their titles. */
export const versionOptions = (versions: readonly { id: string; title: string }[]): Option[] => versions.map((v) => ({ value: v.id, label: v.title }));

/** The rules of a version by their number on the sheet. */
export const ruleOptions = (rules: readonly { id: string; number: number; title: string }[]): Option[] =>
  rules.map((r) => ({ value: r.id, label: `${r.number}: ${r.title}` }));

export function NameField({ id, value, onInput }: { id: string; value: string; onInput: (value: string) => void }) {
  return (
    <p class="sow-form__field">
      <label for={id}>Your name (optional)</label>
      <input
        id={id}
        type="text"
        maxLength={80}
        autoComplete="name"
        value={value}
        onInput={(e) => onInput(e.currentTarget.value)}
        aria-describedby={`${id}-hint`}
      />
      <span class="sow-form__hint" id={`${id}-hint`}>
        Only the designer sees it. Nothing else about you is kept.
      </span>
    </p>
  );
}
